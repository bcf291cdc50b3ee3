/**
 * Armour that grants a bonus to certain checks at the sandbox table [T-DOA-11]: the GM gives the Town
 * Guard's Leather Armour +2 to Stealth on its sheet and 3 AP to the guard, reveals a TC and calls a
 * Stealth check from the guard's sheet; the check card's modifier names the armour's part. Seeded.
 */
import { describe, expect, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";
import { enter } from "../sandbox/sheets.ts";

const table = useSandbox();

describe("armour that grants a bonus to checks at the table", () => {
  it("[T-DOA-11] the GM gives the Town Guard's armour +2 to Stealth; the guard's Stealth check counts it in its modifier", async () => {
    await table.start("Deck of Adventures", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    const sheet = gm.getByRole("dialog", { name: "Town Guard" });
    const armour = gm.getByRole("dialog", { name: /Leather Armour/ });
    const reopen = async () => {
      if (await armour.isVisible()) await armour.getByRole("button", { name: "Close window" }).click();
      await showsNone(armour);
      await sheet.getByRole("button", { name: "Leather Armour", exact: true }).click();
      await shows(armour.getByRole("spinbutton", { name: "AC" }));
    };
    await reopen();
    await armour.getByRole("combobox", { name: "Bonus to checks of" }).selectOption({ label: "Stealth" });
    await reopen();
    const on = armour.getByRole("combobox", { name: "Bonus to checks of" });
    await expect.poll(() => on.getByRole("option", { selected: true }).textContent()).toBe("Stealth");
    await enter(armour.getByRole("spinbutton", { name: "Bonus", exact: true }), "2");
    await reopen();
    await expect.poll(() => armour.getByRole("spinbutton", { name: "Bonus", exact: true }).inputValue()).toBe("2");
    await table.screenshot("sandbox-doa-armour-bonus-item");
    await armour.getByRole("button", { name: "Close window" }).click();
    await sheet.getByRole("button", { name: "Edit" }).click();
    await enter(sheet.getByRole("spinbutton", { name: "AP" }), "3");
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "AP" }).inputValue()).toBe("3");
    await sheet.getByRole("button", { name: "Play" }).click();
    await shows(sheet.getByRole("button", { name: "Stealth", exact: true }));
    await sheet.getByRole("button", { name: "Close window" }).click();

    const tool = await revealTargetCard(gm);
    await shows(tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));
    await tool.getByRole("button", { name: "Close window" }).click();

    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    await sheet.getByRole("button", { name: "Stealth", exact: true }).click();
    await gm.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const card = gm.getByRole("article").filter({ hasText: "Stealth check" });
    await shows(card.getByText("(armour +2)"));
    await shows(
      card
        .getByRole("group")
        .filter({ hasText: "Odds" })
        .getByText(/% to succeed/),
    );
    await table.screenshot("sandbox-doa-armour-bonus-check");
  });
});
