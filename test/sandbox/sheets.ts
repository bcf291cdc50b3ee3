/**
 * A person's moves with sheets at the sandbox table, the same in every ruleset: open an actor's
 * sheet from the Actors tab, put it in edit mode, and type a value into a field and leave it
 * (sheets save on change).
 */
import type { FrameLocator, Locator } from "playwright-core";
import { shows } from "./sight.ts";

/** Open the actor's sheet from the sidebar's Actors tab; returns the sheet's window. */
export async function openSheet(seat: FrameLocator, name: string): Promise<Locator> {
  await seat.getByRole("tab", { name: "Actors" }).click();
  await seat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name }).click();
  return seat.getByRole("dialog", { name });
}

/** Type a value into a field and leave it, as a user does: the sheet saves on change. */
export async function enter(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press("Tab");
}

/** Put a sheet in edit mode as its header's toggle shows it: press Edit where it reads Edit; already editing (it reads Play, pressed), leave it. */
export async function editSheet(sheet: Locator): Promise<void> {
  const editing = sheet.getByRole("button", { name: "Play", exact: true, pressed: true });
  const edit = sheet.getByRole("button", { name: "Edit", exact: true, pressed: false });
  await shows(editing.or(edit));
  if ((await edit.count()) > 0) await edit.click();
  await shows(editing);
}
