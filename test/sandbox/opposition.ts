/**
 * A Game of Bastards' opposition card as a person works it: the newest one in a seat's chat, a
 * button pressed until the card moves past it, and a card picked where the card asks for one.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { showsNone } from "./sight.ts";

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
