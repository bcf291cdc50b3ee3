/**
 * Saving a sheet's form, one way for every sheet: a value the model refuses (out of its bounds, not
 * a choice, too long) is answered with a localised warning, the sheet shows the stored values again,
 * and nothing is saved. A refusal the rules give before saving (`ruled`, a localisation key) is
 * answered the same way, without trying the update. The sheet's field keeper is told when the save
 * starts and settles, so a redraw meanwhile keeps showing the values on their way (FieldKeeper).
 */
import type { FieldKeeper } from "./field-keeper.ts";

interface SavingSheet {
  readonly document: { update(changes: never): Promise<unknown> };
  readonly fieldKeeper?: Pick<FieldKeeper, "saving">;
  render(): Promise<unknown>;
}

export async function saveOrRefuse(
  sheet: SavingSheet,
  changes: object,
  refusal = "DECKBOUND.Foundry.Item.Refused",
  ruled: string | null = null,
): Promise<void> {
  const settled = sheet.fieldKeeper?.saving();
  try {
    if (ruled) throw new Error(ruled);
    await sheet.document.update(changes as never);
    settled?.();
  } catch (error) {
    settled?.();
    console.warn("Deckbound | a sheet change was refused", error);
    ui.notifications.warn(ruled ?? refusal, { localize: true });
    await sheet.render();
  }
}
