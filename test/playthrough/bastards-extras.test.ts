/**
 * A Game of Bastards at the sandbox table: a group of Extras made from Create Actor fights, by
 * clicking only. The GM creates the Dock Rats (Power Rating 2, three members) and sends
 * them against Bob's Mara Black. They are dealt their own opening hand (their Power Rating, 2, not a
 * Fated's 5); Mara's blow costs them one member per 4 points of difference, and with no member left
 * the group is killed. Then a group's mulligan [GOB-16]: against Mara, the pack's Harbour Toughs
 * (Power Rating 2, five members) mulligan to their Power Rating, and the GM's new Bilge Crew (Power
 * Rating 4, two members) to one card per member. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { createActor } from "../sandbox/sheets.ts";
import { beginOpposition, bothPlayFaceDown, chooseInitiative, opposition, pickFirst, press } from "../sandbox/opposition.ts";

const table = useSandbox();

const rats = (seat: FrameLocator) => fighterRow(seat, opposition(seat), "Dock Rats");

/** Mara strikes the Dock Rats with her sabre and bets two more cards; they answer with a card face down. */
async function strike(bob: FrameLocator, gm: FrameLocator): Promise<void> {
  await table.sit("Bob");
  await press(bob, "Draw (Luck)");
  await opposition(bob).getByRole("button", { name: "Attack…" }).click();
  const form = bob.getByRole("dialog", { name: "Attack…" });
  await form.getByRole("combobox", { name: "Target" }).selectOption({ label: "Dock Rats" });
  await form.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
  await form.getByRole("button", { name: "Confirm" }).click();
  await showsNone(form);
  await table.sit("Gamemaster");
  await opposition(gm).getByRole("button", { name: "Defend…" }).click();
  const defend = gm.getByRole("dialog", { name: "Defend…" });
  await defend.getByRole("button", { name: "Confirm" }).click();
  await showsNone(defend);
  await bothPlayFaceDown(table, "Bob", "Gamemaster");
  // With no card left in hand the Dock Rats cannot bet: only Mara does.
  await table.sit("Bob");
  await pickFirst(bob, "Bet a card");
  await shows(opposition(bob).getByText("2 of 3 cards"));
  await pickFirst(bob, "Bet a card");
  await shows(opposition(bob).getByText(/Last draw:/));
}

describe("A Game of Bastards: Extras", () => {
  it("[T-GOB-10] the GM creates Extras from Create Actor; they are dealt their own hand, fight Mara, lose a member per 4 points and are killed with none left", async () => {
    await table.start("A Game of Bastards", { seed: 10 });
    const gm = await table.sit("Gamemaster");
    const sheet = await createActor(gm, "Dock Rats", "Extras", { "Power Rating": 2, Members: 3 });
    // The sheet follows the rating: a weapon bonus may not pass it.
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "Weapon bonus" }).getAttribute("max")).toBe("2");
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "Members" }).inputValue()).toBe("3");
    await table.screenshot("sandbox-bastards-extras-sheet");
    await sheet.getByRole("button", { name: "Close window" }).click();

    await beginOpposition(gm, ["Mara Black", "Dock Rats"]);
    const bob = await table.sit("Bob");
    await chooseInitiative(bob);
    await table.sit("Gamemaster");
    await chooseInitiative(gm);
    // Their opening hand is their Power Rating: 2, one of them their initiative card; three members stand.
    await showsText(rats(gm), /1 in hand/);
    await shows(rats(gm).getByTitle("Members 3/5"));
    await table.screenshot("sandbox-bastards-extras-initiative");

    // Mara (8♣) wins the tie with the Dock Rats (8♠) and strikes first; their last card meets her.
    await strike(bob, gm);
    // 26 against 6: 20 points of difference cost five members, more than the three they have.
    await shows(opposition(bob).getByText(/Last draw: 26 against 6;/));
    await shows(rats(bob).getByTitle("Members 0/5"));
    // With no member left the group is out of the story: killed, not knocked out [GOB-26].
    await showsText(rats(bob), /Killed/);
    await shows(opposition(bob).getByText("Only one side is left standing."));
    await table.screenshot("sandbox-bastards-extras-killed");
  }, 600_000);
  it("[T-GOB-10] a group of Extras' mulligan draws its Power Rating, at most a card per member", async () => {
    await table.start("A Game of Bastards", { seed: 10 });
    const gm = await table.sit("Gamemaster");
    await createActor(gm, "Bilge Crew", "Extras", { "Power Rating": 4, Members: 2 });
    await gm.getByRole("dialog", { name: "Bilge Crew" }).getByRole("button", { name: "Close window" }).click();
    await beginOpposition(gm, ["Mara Black", "Harbour Toughs", "Bilge Crew"]);
    await chooseInitiative(await table.sit("Bob"));
    await table.sit("Gamemaster");
    await chooseInitiative(gm);
    await chooseInitiative(gm);
    // Mara (8♣) acts first, then the Harbour Toughs (8♠), then the Bilge Crew; each group holds one card after its initiative.
    await showsText(fighterRow(gm, opposition(gm), "Harbour Toughs"), /1 in hand/);
    await showsText(fighterRow(gm, opposition(gm), "Bilge Crew"), /1 in hand/);
    const bob = await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    await press(bob, "End turn");

    // The Harbour Toughs (Power Rating 2, five members) draw their 2, then mulligan: their Power Rating again, not a Fated's five.
    await table.sit("Gamemaster");
    const toughs = fighterRow(gm, opposition(gm), "Harbour Toughs");
    await press(gm, "Draw (Luck)");
    await showsText(toughs, /3 in hand/);
    await press(gm, "Mulligan");
    await showsText(toughs, /2 in hand/);
    await table.screenshot("sandbox-bastards-extras-mulligan-rating");
    await press(gm, "End turn");

    // The Bilge Crew (Power Rating 4, two members): their hand is full at two cards, one a member. One discarded, the mulligan deals two, not four.
    const crew = fighterRow(gm, opposition(gm), "Bilge Crew");
    await press(gm, "Draw (Luck)");
    await showsText(crew, /2 in hand/);
    await pickFirst(gm, "Discard a card");
    await showsText(crew, /1 in hand/);
    await press(gm, "Mulligan");
    await showsText(crew, /2 in hand/);
    await shows(crew.getByTitle("Members 2/5"));
    await table.screenshot("sandbox-bastards-extras-mulligan-members");
    await press(gm, "End turn");
    // Every turn of the round played, round 2 begins.
    await shows(opposition(gm).getByText("Turns · round 2"));
  }, 600_000);
});
