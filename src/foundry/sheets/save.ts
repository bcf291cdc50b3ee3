/**
 * Saving a sheet's form, one way for every sheet: a value the model refuses (out of its bounds, not
 * a choice, too long) is answered with a localised warning, the sheet shows the stored values again,
 * and nothing is saved. A number out of its field's range is answered with the range ("Level must be
 * a whole number from 1 to 10", rangeRefusal); another refusal with the sheet's own message. A
 * refusal the rules give before saving (`ruled`, a localisation key, or a key and its data) is
 * answered the same way, without trying the update. The sheet's field keeper is told when the save
 * starts and settles, so a redraw meanwhile keeps showing the values on their way (FieldKeeper).
 */
import type { FieldKeeper } from "./field-keeper.ts";
import { rangeRefusal, type Refusal } from "./range-refusal.ts";

interface SavingSheet {
  readonly document: { update(changes: never): Promise<unknown>; readonly system?: unknown };
  readonly fieldKeeper?: Pick<FieldKeeper, "saving">;
  render(): Promise<unknown>;
}

/** A number out of its field's range among the changes, read from the document's system model (null without one). */
function outOfRange(document: SavingSheet["document"], changes: object): Refusal | null {
  const schema = (document.system as { schema?: Parameters<typeof rangeRefusal>[0] } | undefined)?.schema;
  return schema ? rangeRefusal(schema, foundry.utils.flattenObject(changes) as Record<string, unknown>) : null;
}

export async function saveOrRefuse(
  sheet: SavingSheet,
  changes: object,
  refusal = "DECKBOUND.Foundry.Item.Refused",
  ruled: string | Refusal | null = null,
): Promise<void> {
  const settled = sheet.fieldKeeper?.saving();
  try {
    if (ruled) throw new Error(typeof ruled === "string" ? ruled : ruled.key);
    await sheet.document.update(changes as never);
    settled?.();
  } catch (error) {
    settled?.();
    console.warn("Deckbound | a sheet change was refused", error);
    const told = ruled ?? outOfRange(sheet.document, changes) ?? refusal;
    if (typeof told === "string") ui.notifications.warn(told, { localize: true });
    else ui.notifications.warn(game.i18n.format(told.key, told.data));
    await sheet.render();
  }
}
