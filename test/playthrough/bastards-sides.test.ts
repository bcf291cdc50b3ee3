/**
 * A Game of Bastards at the sandbox table: oppositions between any sides, begun from the combat
 * tracker and seated by the GM, by clicking only — two players' characters against each other,
 * mixed sides (a player's character with the GM's Follower against another's with the GM's
 * Extras), and the GM's NPCs on both sides.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow } from "../sandbox/encounter.ts";
import { beginOpposition, chooseInitiative, opposition } from "../sandbox/opposition.ts";

const table = useSandbox();

/** The GM presses a fighter's side button until it is seated on `side` (the button names the side it seats on next). */
async function seat(gm: FrameLocator, name: string, side: string): Promise<void> {
  const onSide = opposition(gm).getByRole("button", { name: `Seat ${name} on the side ${side}`, exact: true });
  for (let press = 0; press < 4 && (await onSide.count()) === 0; press++) {
    const next = opposition(gm).getByRole("button", { name: new RegExp(`^Seat ${name} on the side `) });
    const before = await next.getAttribute("aria-label");
    await next.click();
    await expect.poll(() => next.getAttribute("aria-label")).not.toBe(before);
  }
  await onSide.click();
  await showsNone(onSide);
}

/** The side a fighter's row on the card names. */
async function sideOf(seat: FrameLocator, card: Locator, name: string, side: string): Promise<void> {
  await shows(fighterRow(seat, card, name).getByText(side, { exact: true }));
}

/** The fighters of the sides other than the one of the fighter whose turn it is (its row reads "their turn"). */
async function otherSide(seat: FrameLocator, sides: Readonly<Record<string, readonly string[]>>): Promise<string[]> {
  const card = opposition(seat);
  // A person first sees whose turn the card says it is.
  await shows(card.getByRole("listitem").filter({ hasText: "their turn" }));
  for (const [side, names] of Object.entries(sides))
    for (const name of names)
      if ((await fighterRow(seat, card, name).filter({ hasText: "their turn" }).count()) > 0)
        return Object.entries(sides).flatMap(([other, fighters]) => (other === side ? [] : fighters));
  throw new Error("no fighter's row reads 'their turn'");
}

/** The attack form of the fighter whose turn it is offers as targets exactly the fighters of the other sides. */
async function targetsOffered(seat: FrameLocator, targets: readonly string[]): Promise<void> {
  await opposition(seat).getByRole("button", { name: "Attack…" }).click();
  const form = seat.getByRole("dialog", { name: "Attack…" });
  // The form shows after the click; its list is read once it is there.
  const target = form.getByRole("combobox", { name: "Target" });
  await shows(target);
  const offered = await target.getByRole("option").allInnerTexts();
  expect(offered.map((name) => name.trim()).sort()).toEqual([...targets].sort());
  await form.getByRole("button", { name: "Close window" }).click();
  await showsNone(form);
}

describe("A Game of Bastards: oppositions between any sides", () => {
  it("[T-GOB-05] the GM begins combat with Ann's Carlton and Bob's Mara, seats Mara on a side of her own, and the two players' characters face each other", async () => {
    await table.start("A Game of Bastards");
    const gm = await table.sit("Gamemaster");
    await beginOpposition(gm, ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
    const card = await chatCard(gm, "Opposition");
    await showsNone(card.getByRole("button", { name: /^Seat / }));
    // Both are Fated, each on a side: Carlton on the Fated's, Mara on her own (named after her: her row says her name once).
    await shows(fighterRow(gm, card, "Carlton Reeve").getByText("Fated", { exact: true }));
    await showsNone(fighterRow(gm, card, "Mara Black").getByText("Fated", { exact: true }));
    await showsCount(fighterRow(gm, card, "Mara Black").getByText("Mara Black", { exact: true }), 1);
    await table.screenshot("sandbox-bastards-sides-gm");

    // Each player chooses their own character's initiative card: the two sides are two players.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annCard = ann.getByRole("article").filter({ hasText: "Opposition" }).last();
    await shows(annCard.getByText("Mara Black", { exact: true }));
    await shows(annCard.getByRole("button", { name: /initiative/i }).first());

    // The GM ends the encounter in the combat tracker: the opposition ends with it, by agreement.
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Combat" }).click();
    await gm.getByRole("button", { name: "End combat" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await shows(card.getByText("The opposition ends by agreement."));
    await table.sit("Ann");
    await showsNone(annCard.getByRole("button", { name: /initiative/i }));
  });

  it("[T-GOB-05] mixed sides: the GM seats Ann's Carlton with the GM's Follower Old Tom against Bob's Mara with the GM's Harbour Toughs; each plays for its side", async () => {
    await table.start("A Game of Bastards", { seed: 5 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["Carlton Reeve", "Old Tom, the Ferryman", "Mara Black", "Harbour Toughs"]);
    // From the tracker the players' characters sit on one side, the GM's on the other: the GM mixes them.
    await seat(gm, "Mara Black", "Opposition");
    await seat(gm, "Old Tom, the Ferryman", "Fated");
    const card = await chatCard(gm, "Opposition");
    await opposition(gm).getByRole("button", { name: "Shuffle and deal", exact: true }).click();
    await showsNone(card.getByRole("button", { name: /^Seat / }));
    for (const name of ["Carlton Reeve", "Old Tom, the Ferryman"]) await sideOf(gm, card, name, "Fated");
    for (const name of ["Mara Black", "Harbour Toughs"]) await sideOf(gm, card, name, "Opposition");
    await table.screenshot("sandbox-bastards-sides-mixed");

    // Each seat chooses for its own: Ann for Carlton, Bob for Mara, the GM for the Follower and the Extras.
    await chooseInitiative(await table.sit("Ann"));
    await chooseInitiative(await table.sit("Bob"));
    const gmSeat = await table.sit("Gamemaster");
    await chooseInitiative(gmSeat);
    await chooseInitiative(gmSeat);
    await showsNone(opposition(gmSeat).getByRole("button", { name: "Choose an initiative card" }));
    // Whoever acts first may attack only the other side's two.
    const first = opposition(gmSeat).getByRole("button", { name: "Draw (Luck)", exact: true });
    await first.click();
    await showsNone(first);
    await targetsOffered(
      gmSeat,
      await otherSide(gmSeat, { Fated: ["Carlton Reeve", "Old Tom, the Ferryman"], Opposition: ["Mara Black", "Harbour Toughs"] }),
    );
  });

  it("[T-GOB-05] NPCs on both sides: the GM seats the Harbour Toughs against Old Tom and plays both", async () => {
    await table.start("A Game of Bastards", { seed: 6 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["Old Tom, the Ferryman", "Harbour Toughs"]);
    // Both are the GM's: Begin needs two sides, so the GM gives the Toughs a side of their own.
    await seat(gm, "Harbour Toughs", "Harbour Toughs");
    await opposition(gm).getByRole("button", { name: "Shuffle and deal", exact: true }).click();
    const card = await chatCard(gm, "Opposition");
    await sideOf(gm, card, "Old Tom, the Ferryman", "Opposition");
    await showsCount(fighterRow(gm, card, "Harbour Toughs").getByText("Harbour Toughs", { exact: true }), 1);
    await chooseInitiative(gm);
    await chooseInitiative(gm);
    await table.screenshot("sandbox-bastards-sides-npcs");
    const draw = opposition(gm).getByRole("button", { name: /^Draw/ }).first();
    await draw.click();
    await showsNone(draw);
    await targetsOffered(gm, await otherSide(gm, { Opposition: ["Old Tom, the Ferryman"], Toughs: ["Harbour Toughs"] }));
  });
});
