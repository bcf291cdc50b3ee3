/**
 * A person's moves with sheets at the sandbox table, the same in every ruleset: open an actor's
 * sheet from the Actors tab, put it in edit mode, type a value into a field and leave it (sheets
 * save on change), and create an actor of a type from Create Actor and set its number fields on its
 * sheet.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { expect } from "vitest";
import { shows } from "./sight.ts";

/** Open the actor's sheet from the sidebar's Actors tab; returns the sheet's window. */
export async function openSheet(seat: FrameLocator, name: string): Promise<Locator> {
  await seat.getByRole("tab", { name: "Actors" }).click();
  await seat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name, exact: true }).click();
  return seat.getByRole("dialog", { name });
}

/** Type a value into a field and leave it, as a user does: the sheet saves on change. */
export async function enter(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press("Tab");
}

/**
 * Create an actor of a type (the label the Create Actor dialog offers) from the sidebar's Actors
 * tab, open its sheet and set its number fields one after another, by their labels, each typed once
 * and left as a person would; returns the sheet's window.
 */
export async function createActor(
  seat: FrameLocator,
  name: string,
  type: string,
  fields: Readonly<Record<string, number>> = {},
): Promise<Locator> {
  await seat.getByRole("tab", { name: "Actors" }).click();
  await seat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Create Actor" }).click();
  const create = seat.getByRole("dialog", { name: "Create Actor" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("combobox", { name: "Type" }).selectOption({ label: type });
  await create.getByRole("button", { name: "OK" }).click();
  const sheet = await openSheet(seat, name);
  for (const [label, value] of Object.entries(fields)) {
    const field = sheet.getByRole("spinbutton", { name: label, exact: true });
    await enter(field, String(value));
    await expect.poll(() => field.inputValue(), { timeout: 40_000 }).toBe(String(value));
  }
  return sheet;
}

/** Put a sheet in edit mode as its header's toggle shows it: press Edit where it reads Edit; already editing (it reads Play, pressed), leave it. */
export async function editSheet(sheet: Locator): Promise<void> {
  const editing = sheet.getByRole("button", { name: "Play", exact: true, pressed: true });
  const edit = sheet.getByRole("button", { name: "Edit", exact: true, pressed: false });
  await shows(editing.or(edit));
  if ((await edit.count()) > 0) await edit.click();
  await shows(editing);
}
