/**
 * A Game of Bastards at the sandbox table: a sustained opposition that empties the shared deck, by
 * clicking only. By the book a joker brings the discards back and the deck all but never runs out
 * [GOB-12]; this table turns off the world setting "Jokers reshuffle in oppositions" [GOB-23], so
 * jokers go to the discards. The GM runs Carlton's and Mara's turns: each draws their Luck and mulligans (the
 * hand to the discards, five new cards), turn after turn, until the deck runs out; the card asks
 * the GM whether the fight is still worth it, and Ann and Bob read the question without its
 * buttons. Going on shuffles the discards back; stopping ends the opposition, each Fated gaining
 * the opposition's XP. The seed deals the same cards every run.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { openSheet } from "../sandbox/sheets.ts";
import { beginOpposition, chooseInitiative, opposition, press } from "../sandbox/opposition.ts";
import { setWorldSetting, worldSetting } from "../sandbox/settings.ts";

const table = useSandbox();

const QUESTION = "The deck has run out. Is this fight still worth it?";
const question = (seat: FrameLocator): Locator => opposition(seat).getByText(QUESTION, { exact: false });

/** The GM reads a stack's count in the sidebar's Cards tab, then goes back to the chat. */
async function stackShows(gm: FrameLocator, stack: string, count: number): Promise<void> {
  await gm.getByRole("tab", { name: "Cards" }).click();
  const pile = gm.getByRole("tabpanel", { name: "Cards" }).getByRole("listitem").filter({ hasText: stack });
  await showsText(pile, new RegExp(`(^|\\s)${count} cards?\\s*$`));
  await gm.getByRole("tab", { name: "Chat" }).click();
}

const discardPileShows = (gm: FrameLocator, count: number) => stackShows(gm, "Discard pile", count);

/**
 * A fresh world with seed 11: the GM begins the opposition, chooses both initiative cards and runs
 * the turns, a draw and a mulligan each, until Mara's mulligan in round 8 meets the empty deck and
 * the GM is asked. Returns the GM's seat.
 */
async function runTheDeckOut(): Promise<FrameLocator> {
  await table.start("A Game of Bastards", { seed: 11 });
  const gm = await table.sit("Gamemaster");
  // The book's reshuffle is on by default; the GM keeps jokers' discards out of this opposition.
  expect(await (await worldSetting(gm, "Jokers reshuffle in oppositions")).isChecked()).toBe(true);
  await setWorldSetting(gm, "Jokers reshuffle in oppositions", false);
  await gm.getByRole("tab", { name: "Chat" }).click();
  await beginOpposition(gm, ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
  await chooseInitiative(gm);
  await chooseInitiative(gm);
  await table.screenshot("sandbox-bastards-deck-initiative");
  // Fourteen turns of a draw and a mulligan each: the jokers met on the way give wildcards and go to the discards.
  for (let turn = 0; turn < 14; turn++) for (const name of ["Draw (Luck)", "Mulligan", "End turn"]) await press(gm, name);
  // Round 8: Mara's mulligan takes the deck's last two cards; three are owed, and the GM is asked.
  await press(gm, "Draw (Luck)");
  await opposition(gm).getByRole("button", { name: "Mulligan", exact: true }).click();
  await shows(question(gm));
  await shows(opposition(gm).getByText("Turns · round 8"));
  await shows(fighterRow(gm, opposition(gm), "Mara Black").getByText("2 in hand"));
  await shows(opposition(gm).getByRole("button", { name: "Go on", exact: true }));
  await shows(opposition(gm).getByRole("button", { name: "Stop here", exact: true }));
  return gm;
}

describe("A Game of Bastards: a sustained opposition", () => {
  it("[T-GOB-11] turn after turn of draws and mulligans empties the deck; the GM is asked whether to go on, the players read the question without its buttons, and going on brings the discards back", async () => {
    const gm = await runTheDeckOut();
    await table.screenshot("sandbox-bastards-deck-asked");
    await discardPileShows(gm, 99);
    // The Cards tab counts what lies in the deck, as the deck's window and the sheets do: none, not the cards dealt from it.
    await stackShows(gm, "Deck", 0);

    // Ann and Bob read the question on their card; the answer is the GM's, and no turn goes on meanwhile.
    for (const name of ["Ann", "Bob"] as const) {
      const seat = await table.sit(name);
      await seat.getByRole("tab", { name: "Chat" }).click();
      await shows(question(seat));
      await showsNone(opposition(seat).getByRole("button", { name: "Go on", exact: true }));
      await showsNone(opposition(seat).getByRole("button", { name: "Stop here", exact: true }));
      await showsNone(opposition(seat).getByRole("button", { name: "End turn", exact: true }));
      await table.screenshot(`sandbox-bastards-deck-asked-${name.toLowerCase()}`);
    }

    // Going on shuffles the discards back: Mara's mulligan is dealt in full and her turn goes on.
    await table.sit("Gamemaster");
    await press(gm, "Go on");
    await showsNone(question(gm));
    await shows(fighterRow(gm, opposition(gm), "Mara Black").getByText("5 in hand"));
    await table.screenshot("sandbox-bastards-deck-went-on");
    await discardPileShows(gm, 0);
    await press(gm, "End turn");
    await shows(opposition(gm).getByRole("button", { name: "Draw (Luck)", exact: true }));
    // The players no longer read the question.
    const bob = await table.sit("Bob");
    await showsNone(question(bob));
  }, 600_000);

  it("[T-GOB-11] the GM stops instead: the opposition ends there, the discards stay out, each Fated gains the opposition's XP and the combat is over", async () => {
    const gm = await runTheDeckOut();
    await press(gm, "Stop here");
    await showsNone(question(gm));
    await shows(opposition(gm).getByText("Over · round 8"));
    await shows(opposition(gm).getByText("The deck ran out and the table stopped."));
    // Mara's mulligan is not dealt on: she keeps the deck's last two cards, and nobody has a move left.
    await shows(fighterRow(gm, opposition(gm), "Mara Black").getByText("2 in hand"));
    await showsNone(opposition(gm).getByRole("button", { name: "End opposition", exact: true }));
    await showsNone(opposition(gm).getByRole("button", { name: "Draw (Luck)", exact: true }));
    await table.screenshot("sandbox-bastards-deck-stopped");
    await discardPileShows(gm, 99);

    // Ann reads the end on her card.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await shows(opposition(ann).getByText("The deck ran out and the table stopped."));
    await showsNone(opposition(ann).getByRole("button", { name: "End turn", exact: true }));

    // Every character directly involved gains 1 XP when the opposition ends [GOB-27]: Carlton had 1, Mara none.
    await table.sit("Gamemaster");
    for (const [name, xp] of [
      ["Carlton Reeve", "2 XP"],
      ["Mara Black", "1 XP"],
    ] as const) {
      const sheet = await openSheet(gm, name);
      await shows(sheet.getByText(xp, { exact: true }));
      await sheet.getByRole("button", { name: "Close window" }).click();
    }
    // The combat tracker follows the card: the combat is over.
    await gm.getByRole("tab", { name: "Combat" }).click();
    await shows(gm.getByText("No combat encounter."));
  }, 600_000);
});
