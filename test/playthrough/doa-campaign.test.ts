/**
 * A Deck of Adventures campaign at the sandbox table, by clicks only, in one world: three rests
 * with a fight and a check between them.
 *
 * [T-DOA-09] The Fighter comes out of an earlier fight at 3 Health with his Chain Shirt at 0 AP.
 * On a short rest the GM calls his goals (and plays his cards for Bob): Health (a Vitality check, the DR set by the points), then
 * repairing his armour — a Strength check for it is refused with the reason, a Craft check at the
 * GM's DR is taken — and when the rest ends both are written back to his sheet.
 * Then a fight, a long rest for both Dealers, a check, and a last short rest: every deck (The Face's,
 * The Fighter's and the GM's) still holds its 54 cards, read from the sheets and the GM's table.
 * Seeded: the table deals the same cards every run.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { enter, openSheet } from "../sandbox/sheets.ts";
import { beginCombat, chatCard } from "../sandbox/encounter.ts";

const table = useSandbox();
const TOOL = "GM's table (Deck of Adventures)";

async function openTool(gm: FrameLocator): Promise<Locator> {
  const tool = gm.getByRole("dialog", { name: TOOL });
  if (!(await tool.isVisible())) await gm.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: TOOL }).click();
  return tool;
}

/** The GM starts an Epic Event or rest for these Dealers from the tool, and deals its cards. */
async function startRest(gm: FrameLocator, kind: "Short Rest" | "Long Rest", dealers: readonly string[]): Promise<Locator> {
  const tool = await openTool(gm);
  await tool.getByRole("radio", { name: kind }).check();
  for (const dealer of dealers) await tool.getByRole("checkbox", { name: dealer }).check();
  const before = await gm.getByRole("heading", { name: kind, exact: true }).count();
  await tool.getByRole("button", { name: "Start" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
  await expect.poll(() => gm.getByRole("heading", { name: kind, exact: true }).count()).toBe(before + 1);
  const rest = await chatCard(gm, kind);
  await rest.getByRole("button", { name: "Deal the cards" }).click();
  await shows(rest.getByRole("button", { name: "End: success" }));
  return rest;
}

/** The GM calls a rest goal for The Fighter in the Call dialog. */
async function callGoal(gm: FrameLocator, rest: Locator, goal: string, fields: { points?: string; check?: string; dr?: string }) {
  await rest.getByRole("button", { name: "Call a check" }).click();
  const call = gm.getByRole("dialog", { name: "Call a check" });
  await call.getByRole("combobox", { name: "For" }).selectOption({ label: "The Fighter" });
  await call.getByRole("combobox", { name: "Seeking" }).selectOption({ label: goal });
  if (fields.points) await call.getByRole("spinbutton", { name: "Points sought" }).fill(fields.points);
  if (fields.check) await call.getByRole("combobox", { name: "Check" }).selectOption({ label: fields.check });
  if (fields.dr) await call.getByRole("spinbutton", { name: "DR" }).fill(fields.dr);
  await call.getByRole("button", { name: "OK" }).click();
  await showsNone(call);
}

/** The Fighter's first card volunteered for the open call (the GM plays for Bob, as the card lets him). */
async function volunteerFighter(gm: FrameLocator, rest: Locator): Promise<void> {
  await rest.getByRole("button", { name: "Volunteer" }).click();
  await gm.getByRole("dialog", { name: "Volunteer a card" }).getByRole("button", { name: "Play" }).click();
  await showsNone(rest.getByRole("button", { name: "Volunteer" }));
}

describe("a Deck of Adventures campaign at the table", () => {
  it("[T-DOA-09] three rests with a fight and a check between: Health and AP recovered on a rest and written back; every deck still holds 54 cards", async () => {
    await table.start("Deck of Adventures", { seed: 2 });
    let gm = await table.sit("Gamemaster");
    // The Fighter is hurt: 3 Health of 7, his Chain Shirt at 0 AP of 3.
    const fighter = await openSheet(gm, "The Fighter");
    await fighter.getByRole("button", { name: "Edit" }).click();
    await enter(fighter.getByRole("spinbutton", { name: "Health" }), "3");
    await enter(fighter.getByRole("spinbutton", { name: "AP" }), "0");
    await expect.poll(() => fighter.getByRole("spinbutton", { name: "AP" }).inputValue()).toBe("0");
    await fighter.getByRole("button", { name: "Close window" }).click();

    // Rest 1, short: the GM reveals a TC and calls The Fighter's goals.
    const tool = await openTool(gm);
    await tool.getByRole("button", { name: "Reveal a Target Card" }).click();
    await shows(tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));
    let rest = await startRest(gm, "Short Rest", ["The Fighter"]);
    // The rest's cards are The Fighter's to play: Bob's dock shows them, named as the rest hand [T-HAND-01].
    const bobsDock = (await table.sit("Bob")).getByRole("dialog", { name: "Hands" });
    await showsCount(bobsDock.getByRole("region", { name: "The Fighter: Epic Event or rest hand" }).getByRole("img"), 3);
    await table.screenshot("sandbox-doa-rest-dock");
    gm = await table.sit("Gamemaster");
    rest = await chatCard(gm, "Short Rest");
    await callGoal(gm, rest, "Recover Health", { points: "2" });
    await volunteerFighter(gm, rest);
    await rest.getByRole("button", { name: "Close this check" }).click();
    // Seeking 2 Health (DR 2), the card falls out of range but within the DR of 1 point: a lesser amount.
    await shows(rest.getByText("The Fighter: Fail · recovers 1"));
    // Armour is repaired with Knowledge or Craft: a Strength check is refused, and nothing changes.
    await callGoal(gm, rest, "Repair armour (AP)", { check: "Strength", dr: "6" });
    await shows(gm.getByText("Armour is repaired with a Knowledge or Craft check: choose one of them.").first());
    await showsNone(rest.getByRole("definition").filter({ hasText: "Strength" }));
    await callGoal(gm, rest, "Repair armour (AP)", { check: "Craft", dr: "6" });
    await volunteerFighter(gm, rest);
    await rest.getByRole("button", { name: "Close this check" }).click();
    await shows(rest.getByRole("listitem").filter({ hasText: "Repair armour (AP) · Craft · DR 6 · The Fighter" }));
    await shows(rest.getByText("The Fighter: Color Success · recovers fully"));
    await rest.getByRole("button", { name: "End: success" }).click();
    await showsNone(rest.getByRole("button", { name: "End: success" }));
    await table.screenshot("sandbox-doa-rest-recovery");
    // Written back: 3 + 1 Health, and the Chain Shirt's 3 AP.
    const bob = await table.sit("Bob");
    const bobSheet = await openSheet(bob, "The Fighter");
    await expect.poll(async () => (await bobSheet.textContent())?.replace(/\s+/g, " ")).toMatch(/Health 4\/7 AP 3 /);
    await bobSheet.getByRole("button", { name: "Close window" }).click();

    // A fight: The Face and the Town Guard, one attack, and the GM ends it.
    gm = await table.sit("Gamemaster");
    await (await openTool(gm)).getByRole("button", { name: "Close window" }).click();
    await beginCombat(gm, ["The Face", "Town Guard"]);
    const combat = await chatCard(gm, "Combat");
    await combat.getByRole("button", { name: "Draw initiative" }).click();
    await shows(combat.getByText("Round 1"));
    await combat
      .getByRole("button", { name: /^Attack · / })
      .first()
      .click();
    await shows(combat.getByText("Town Guard hits The Face: 0 AP, 1 HP."));
    await combat.getByRole("button", { name: "End combat" }).click();
    await showsNone(combat.getByRole("button", { name: "End combat" }));

    // Rest 2, long, for both Dealers.
    rest = await startRest(gm, "Long Rest", ["The Face", "The Fighter"]);
    await rest.getByRole("button", { name: "End: success" }).click();
    await showsNone(rest.getByRole("button", { name: "End: success" }));

    // A check: Ann's Bluffing for The Face against the GM's TC.
    const ann = await table.sit("Ann");
    const face = await openSheet(ann, "The Face");
    await face.getByRole("button", { name: "Bluffing", exact: true }).click();
    await ann.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" }).click();
    await face.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const check = ann.getByRole("article").filter({ hasText: "Bluffing check" }).last();
    await check.getByRole("button", { name: "Draw", exact: true }).click();
    await shows(check.getByText(/(Success|Fail)/).last());

    // Rest 3, short, for both; the GM's deck rests with them.
    gm = await table.sit("Gamemaster");
    rest = await startRest(gm, "Short Rest", ["The Face", "The Fighter"]);
    await rest.getByRole("button", { name: "End: success" }).click();
    await showsNone(rest.getByRole("button", { name: "End: success" }));
    const gmTool = await openTool(gm);
    await gmTool.getByRole("button", { name: "Short Rest" }).click();
    await shows(gmTool.getByRole("heading", { name: "Target Cards on the GM's table 0" }));
    // The GM's deck: all 54 back, nothing discarded, no Fate Card held.
    await shows(gmTool.getByText("54 cards left"));
    await shows(gmTool.getByText("0 in the discard pile"));
    await shows(gmTool.getByText("No Fate Cards held."));
    await table.screenshot("sandbox-doa-campaign-gm-deck");

    for (const [seat, name] of [
      ["Ann", "The Face"],
      ["Bob", "The Fighter"],
    ] as const) {
      const player = await table.sit(seat);
      const sheet = await openSheet(player, name);
      // Each Dealer's deck after the long rest: both jokers back in the hand ("Jokers return to the
      // player's hand" [DOA-02]), the other 52 cards in the deck.
      await shows(sheet.getByText("52 cards left"));
      await shows(sheet.getByRole("heading", { name: /^Fate Cards\s*2$/ }));
      await sheet.getByRole("button", { name: "Close window" }).click();
    }
  }, 420_000);
});
