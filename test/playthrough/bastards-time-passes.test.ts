/**
 * A Game of Bastards at the sandbox table: Time Passes, by clicking and typing only. The GM gives
 * Carlton Reeve XP and opens Time Passes for him; Ann spends it on a trait (a second rank of it
 * is refused), a skill, a specialty joining two of his skills, an advantage, and buys off his
 * Nervous Habit. The GM lifts the one-rank ruling and buys the second rank. A character who took
 * Bad Reputation twice at creation buys it off at its rising cost: 1 XP, then 2.
 */
import type { Locator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { createActor, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

/** What the Time Passes window says while the GM has not opened Time Passes. */
const NOT_OPEN = "XP can only be spent while Time Passes.";

/** The line of the XP dialog with this name (and this detail, if given). */
function line(dialog: Locator, name: string, detail?: string): Locator {
  const item = dialog.getByRole("listitem").filter({ hasText: name });
  return detail ? item.filter({ hasText: detail }) : item;
}

/** Spend XP on one line and wait for the XP left. */
async function buy(dialog: Locator, name: string, xpAfter: number, detail?: string): Promise<void> {
  await line(dialog, name, detail)
    .getByRole("button", { name: /^Spend \d+ XP$/ })
    .click();
  await shows(dialog.getByText(`${xpAfter} XP`, { exact: true }));
}

describe("A Game of Bastards: Time Passes", () => {
  it("[T-GOB-03] Ann spends Carlton's XP on a trait, a skill, a specialty and an advantage and buys off a disadvantage, one rank each until the GM lifts it; Bad Reputation's removal costs 1, then 2", async () => {
    await table.start("A Game of Bastards", { seed: 3 });
    // Ann has Carlton's Time Passes open before the GM gives him XP and opens it: her window follows.
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Carlton Reeve");
    await sheet.getByRole("button", { name: "Spend XP…" }).click();
    const spend = ann.getByRole("dialog", { name: "Time Passes" });
    await shows(spend.getByText(NOT_OPEN));

    const gm = await table.sit("Gamemaster");
    const gmSheet = await openSheet(gm, "Carlton Reeve");
    await gmSheet.getByRole("button", { name: "Edit" }).click();
    await gmSheet.getByRole("spinbutton", { name: "Unspent XP" }).fill("8");
    await gmSheet.getByRole("spinbutton", { name: "Unspent XP" }).press("Tab");
    await shows(gmSheet.getByText("8 XP", { exact: true }));
    await gmSheet.getByRole("button", { name: "Open Time Passes" }).click();
    await shows(gmSheet.getByRole("button", { name: "Close Time Passes" }));

    await table.sit("Ann");
    await shows(spend.getByText("8 XP", { exact: true }));
    await showsNone(spend.getByText(NOT_OPEN));
    // The ruling is the GM's: a player does not see it.
    await showsNone(spend.getByRole("button", { name: /One rank per Time Passes/ }));

    await buy(spend, "Body", 7);
    await showsText(line(spend, "Body"), /Only one rank per Time Passes/);
    await showsNone(line(spend, "Body").getByRole("button"));
    await buy(spend, "Athletics", 6);
    await shows(line(spend, "Athletics", "Only one rank"));
    await buy(spend, "Dodge", 5);
    await buy(spend, "Nervous Habit", 4);
    await spend.getByRole("button", { name: "New specialty…" }).click();
    const specialty = ann.getByRole("dialog", { name: "New specialty" });
    await specialty.getByRole("textbox", { name: "Specialty name" }).fill("Forgery");
    await specialty.getByRole("combobox", { name: "First skill" }).selectOption({ label: "Academics (2)" });
    await specialty.getByRole("combobox", { name: "Second skill" }).selectOption({ label: "Athletics (2)" });
    await specialty.getByRole("button", { name: "Buy (1 XP)" }).click();
    await showsNone(specialty);
    await shows(spend.getByText("3 XP", { exact: true }));
    await table.screenshot("sandbox-bastards-time-passes");
    await spend.getByRole("button", { name: "Close window" }).click();
    await shows(sheet.getByText("Academics + Athletics"));
    await shows(sheet.getByText("Dodge"));
    await showsNone(sheet.getByText("Nervous Habit"));
    await table.screenshot("sandbox-bastards-time-passes-sheet");

    // The GM lifts the one-rank ruling: Body rises a second time in this Time Passes.
    await table.sit("Gamemaster");
    await gmSheet.getByRole("button", { name: "Spend XP…" }).click();
    const gmSpend = gm.getByRole("dialog", { name: "Time Passes" });
    await shows(line(gmSpend, "Body", "Only one rank"));
    await gmSpend.getByRole("button", { name: /One rank per Time Passes/, pressed: true }).click();
    await shows(gmSpend.getByRole("button", { name: /One rank per Time Passes/, pressed: false }));
    await buy(gmSpend, "Body", 2, "2 → 3");
    await gmSpend.getByRole("button", { name: /One rank per Time Passes/, pressed: false }).click();
    await shows(gmSpend.getByRole("button", { name: /One rank per Time Passes/, pressed: true }));
    await gmSpend.getByRole("button", { name: "Close window" }).click();
    await gmSheet.getByRole("button", { name: "Close window" }).click();

    // Bad Reputation, taken twice at creation, is bought off at 1 XP, then 2.
    const rook = await createActor(gm, "Rook", "Fated character");
    for (const xp of ["11 XP", "12 XP"]) {
      await rook.getByRole("combobox", { name: "Take a disadvantage (+1 XP)" }).selectOption({ label: "Bad Reputation" });
      await rook.getByRole("button", { name: "Take", exact: true }).click();
      await shows(rook.getByText(xp, { exact: true }));
    }
    await rook.getByRole("button", { name: "Finish creation" }).click();
    await rook.getByRole("button", { name: "Open Time Passes" }).click();
    await shows(rook.getByRole("button", { name: "Close Time Passes" }));
    await rook.getByRole("button", { name: "Spend XP…" }).click();
    const rookSpend = gm.getByRole("dialog", { name: "Time Passes" });
    await shows(line(rookSpend, "Bad Reputation").getByRole("button", { name: "Spend 1 XP" }));
    await buy(rookSpend, "Bad Reputation", 11);
    await shows(line(rookSpend, "Bad Reputation").getByRole("button", { name: "Spend 2 XP" }));
    await buy(rookSpend, "Bad Reputation", 9);
    await showsNone(line(rookSpend, "Bad Reputation"));
  }, 300_000);
});
