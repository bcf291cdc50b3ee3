/**
 * A Game of Bastards' opposition card as a person works it: the newest one in a seat's chat, a
 * button pressed until the card moves past it, and a card picked where the card asks for one.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { beginCombat } from "./encounter.ts";
import { shows, showsCount, showsNone } from "./sight.ts";

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

type Seat = "Gamemaster" | "Ann" | "Bob";
type Table = { sit(name: Seat): Promise<FrameLocator> };

/**
 * The GM begins a combat of the fighters (by the names their tokens show) and seats each of
 * `ownSide` on a side of its own (its name); nothing is dealt yet.
 */
export async function seatOpposition(
  gm: FrameLocator,
  fighters: readonly string[],
  { ownSide = [] }: { readonly ownSide?: readonly string[] } = {},
): Promise<void> {
  await beginCombat(gm, fighters);
  for (const name of ownSide) {
    const seat = opposition(gm).getByRole("button", { name: `Seat ${name} on the side ${name}`, exact: true });
    await seat.click();
    await showsNone(seat);
  }
}

/** `seatOpposition`, then the GM shuffles and deals; the initiative cards are still to choose. */
export async function beginOpposition(
  gm: FrameLocator,
  fighters: readonly string[],
  options: { readonly ownSide?: readonly string[] } = {},
): Promise<void> {
  await seatOpposition(gm, fighters, options);
  await press(gm, "Shuffle and deal");
}

/** The seat chooses an initiative card (the first the card offers it, the first card of that hand) and waits until it is taken. */
export async function chooseInitiative(seat: FrameLocator): Promise<void> {
  await seat.getByRole("tab", { name: "Chat" }).click();
  const buttons = opposition(seat).getByRole("button", { name: "Choose an initiative card", exact: true });
  await shows(buttons);
  const offered = await buttons.count();
  await buttons.first().click();
  const dialog = seat.getByRole("dialog", { name: "Choose a card" });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await showsNone(dialog);
  await showsCount(buttons, offered - 1);
}

/** The GM begins a combat of Ann's Carlton and Bob's Mara and seats Mara on a side of her own (both are Fated); nothing is dealt yet. */
export async function seatCarltonAgainstMara(table: Table): Promise<void> {
  await seatOpposition(await table.sit("Gamemaster"), ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
}

/** The GM deals; then Ann and Bob each choose their initiative card in their own seat. */
export async function dealAndChooseInitiative(table: Table): Promise<void> {
  await press(await table.sit("Gamemaster"), "Shuffle and deal");
  for (const name of ["Ann", "Bob"] as const) await chooseInitiative(await table.sit(name));
}

/**
 * The GM begins a combat of Ann's Carlton and Bob's Mara, seats Mara on a side of her own (both are
 * Fated) and deals; then Ann and Bob each choose their initiative card in their own seat.
 */
export async function carltonAgainstMara(table: Table): Promise<void> {
  await seatCarltonAgainstMara(table);
  await dealAndChooseInitiative(table);
}

/**
 * The attacker's seat, then the defender's, each plays its first card face down. The defender waits
 * until the card says it is the defender's turn to: over a slow connection the attacker's card takes
 * a moment to reach the other seats, and till then the GM's card still offers the attacker's button.
 */
export async function bothPlayFaceDown(
  table: Table,
  attacker: "Gamemaster" | "Ann" | "Bob",
  defender: "Gamemaster" | "Ann" | "Bob",
): Promise<void> {
  await pickFirst(await table.sit(attacker), "Play face down");
  const seat = await table.sit(defender);
  await shows(opposition(seat).getByRole("heading", { name: /defender's face-down card/ }));
  await pickFirst(seat, "Play face down");
}

/**
 * Press a step's button of the opposition card (Attack…, Counter-attack…, Defend…, Use an advantage:
 * <name>…), choose in its form's lists (by their labels), and confirm it. The form is titled
 * `title`, else as the button.
 */
export async function fillStep(
  seat: FrameLocator,
  button: string,
  choices: Readonly<Record<string, string>> = {},
  title = button,
): Promise<void> {
  await opposition(seat).getByRole("button", { name: button, exact: true }).click();
  const dialog = seat.getByRole("dialog", { name: title });
  for (const [field, label] of Object.entries(choices)) await dialog.getByRole("combobox", { name: field }).selectOption({ label });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await showsNone(dialog);
}

/**
 * A draw's betting and wildcards with no card bet: each of `standers` stands in turn (the side that
 * bets first, first), then each of `keepers` spends no wildcard. The last seat that moved is returned.
 */
export async function standAndKeepWildcards(table: Table, standers: readonly Seat[], keepers: readonly Seat[]): Promise<FrameLocator> {
  let seat: FrameLocator | undefined;
  for (const name of standers) {
    seat = await table.sit(name);
    await press(seat, "Stand");
  }
  for (const name of keepers) {
    seat = await table.sit(name);
    await press(seat, "No more wildcards");
  }
  return seat ?? table.sit(standers[0]!);
}

/**
 * A draw from its defence to its reveal with no card bet: the defender's seat defends with `skill`,
 * each side plays its first card face down, then `standers` (in the order of their betting moves)
 * stand and `keepers` (by default the last stander) spend no wildcard. The last seat that moved is
 * returned.
 */
export async function defendAndStand(
  table: Table,
  attacker: Seat,
  defender: Seat,
  skill: string,
  standers: Seat | readonly Seat[],
  keepers?: readonly Seat[],
): Promise<FrameLocator> {
  await fillStep(await table.sit(defender), "Defend…", { Skill: skill });
  await bothPlayFaceDown(table, attacker, defender);
  const standing = typeof standers === "string" ? [standers] : standers;
  return standAndKeepWildcards(table, standing, keepers ?? standing.slice(-1));
}

/** What one summoned follower is given in the form: its weapon and its advantages (by their names in the lists). */
export interface FollowerKit {
  readonly weapon: string;
  readonly advantages: readonly string[];
}

/** In an Involve form, each follower's weapon and advantages picked from the lists (follower 1 first). */
export async function equipFollowers(form: Locator, kits: readonly FollowerKit[]): Promise<void> {
  for (const [index, kit] of kits.entries()) {
    const follower = `follower ${index + 1}`;
    await form.getByRole("combobox", { name: `Weapon of ${follower}` }).selectOption({ label: kit.weapon });
    for (const [slot, advantage] of kit.advantages.entries())
      await form.getByRole("combobox", { name: `Advantage ${slot + 1} of ${follower}` }).selectOption({ label: advantage });
  }
}
