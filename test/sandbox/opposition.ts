/**
 * A Game of Bastards' opposition card as a person works it: the newest one in a seat's chat, a
 * button pressed until the card moves past it, and a card picked where the card asks for one.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { beginCombat } from "./encounter.ts";
import { shows, showsNone } from "./sight.ts";

/** The newest opposition card in the seat's chat. */
export function opposition(seat: FrameLocator): Locator {
  return seat.getByRole("article").filter({ hasText: "Opposition" }).last();
}

/** Press a button of the opposition card and wait for the card to move past it. */
export async function press(seat: FrameLocator, name: string): Promise<void> {
  const button = opposition(seat).getByRole("button", { name, exact: true });
  await button.click();
  await showsNone(button);
}

/** Press a card button that asks for a card, and confirm the first card offered. */
export async function pickFirst(seat: FrameLocator, name: string): Promise<void> {
  await opposition(seat).getByRole("button", { name, exact: true }).click();
  const dialog = seat.getByRole("dialog", { name: "Choose a card" });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await showsNone(dialog);
}

type Table = { sit(name: "Gamemaster" | "Ann" | "Bob"): Promise<FrameLocator> };

/** The GM begins a combat of Ann's Carlton and Bob's Mara and seats Mara on a side of her own (both are Fated); nothing is dealt yet. */
export async function seatCarltonAgainstMara(table: Table): Promise<void> {
  const gm = await table.sit("Gamemaster");
  await beginCombat(gm, ["Carlton Reeve", "Mara Black"]);
  await opposition(gm).getByRole("button", { name: "Seat Mara Black on the side Mara Black" }).click();
  await shows(opposition(gm).getByRole("button", { name: "Seat Mara Black on the side Fated" }));
}

/** The GM deals; then Ann and Bob each choose their initiative card in their own seat. */
export async function dealAndChooseInitiative(table: Table): Promise<void> {
  const gm = await table.sit("Gamemaster");
  await press(gm, "Shuffle and deal");
  for (const name of ["Ann", "Bob"] as const) {
    const seat = await table.sit(name);
    await seat.getByRole("tab", { name: "Chat" }).click();
    await pickFirst(seat, "Choose initiative card");
  }
}

/**
 * The GM begins a combat of Ann's Carlton and Bob's Mara, seats Mara on a side of her own (both are
 * Fated) and deals; then Ann and Bob each choose their initiative card in their own seat.
 */
export async function carltonAgainstMara(table: Table): Promise<void> {
  await seatCarltonAgainstMara(table);
  await dealAndChooseInitiative(table);
}
