/**
 * A Game of Bastards at the sandbox table: a group of Extras made from Create Actor fights, by
 * clicking only. The GM creates the Dock Rats (Power Rating 2, three members) and sends
 * them against Bob's Mara Black. They are dealt their own opening hand (their Power Rating, 2, not a
 * Fated's 5); Mara's blow costs them one member per 4 points of difference, and with no member left
 * the group is killed. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, fighterRow } from "../sandbox/encounter.ts";
import { enter } from "../sandbox/sheets.ts";
import { opposition, pickFirst, press } from "../sandbox/opposition.ts";

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
  await table.sit("Bob");
  await pickFirst(bob, "Play face down");
  await table.sit("Gamemaster");
  await pickFirst(gm, "Play face down");
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
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Create Actor" }).click();
    const create = gm.getByRole("dialog", { name: "Create Actor" });
    await create.getByRole("textbox", { name: "Name" }).fill("Dock Rats");
    await create.getByRole("combobox", { name: "Type" }).selectOption({ label: "Extras" });
    await create.getByRole("button", { name: "OK" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Dock Rats" }).click();
    const sheet = gm.getByRole("dialog", { name: "Dock Rats" });
    await enter(sheet.getByRole("spinbutton", { name: "Power Rating" }), "2");
    // The sheet redraws with the new rating (a weapon bonus may not pass it) before the next field is typed.
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "Weapon bonus" }).getAttribute("max")).toBe("2");
    await enter(sheet.getByRole("spinbutton", { name: "Members" }), "3");
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "Members" }).inputValue()).toBe("3");
    await table.screenshot("sandbox-bastards-extras-sheet");
    await sheet.getByRole("button", { name: "Close window" }).click();

    await beginCombat(gm, ["Mara Black", "Dock Rats"]);
    await press(gm, "Shuffle and deal");
    const bob = await table.sit("Bob");
    await bob.getByRole("tab", { name: "Chat" }).click();
    await pickFirst(bob, "Choose initiative card");
    await table.sit("Gamemaster");
    await pickFirst(gm, "Choose initiative card");
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
});
