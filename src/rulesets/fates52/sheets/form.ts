/**
 * Saving a 52 Fates sheet's form: a value the model refuses (out of its bounds) or the rules refuse
 * (HP above the level's maximum [F52-14]) is answered with a localised warning, the sheet shows the
 * stored values again, and nothing is saved.
 */
import { F52_I18N } from "../ids.ts";

interface SavingSheet {
  readonly document: Actor.Implementation;
  render(): Promise<unknown>;
}

export async function saveOrRefuse(sheet: SavingSheet, changes: Record<string, unknown>, refusal: string | null = null): Promise<void> {
  try {
    if (refusal) throw new Error(refusal);
    await sheet.document.update(changes as Actor.UpdateData);
  } catch (error) {
    console.warn("Deckbound | a 52 Fates sheet change was refused", error);
    ui.notifications.warn(refusal ?? `${F52_I18N}.Sheet.Refused`, { localize: true });
    await sheet.render();
  }
}
