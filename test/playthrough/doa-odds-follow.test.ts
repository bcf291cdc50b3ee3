/**
 * Odds that follow another card's draw, at the sandbox table [T-CORE-04]: Ann posts two Bluffing
 * checks of The Face's against the GM's TC, both waiting on his deck; she draws the first, and the
 * second's odds change with the deck it will draw from.
 */
import { describe, expect, it } from "vitest";
import { shows } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures odds that follow the deck", () => {
  it("[T-CORE-04] [T-DOA-02] Ann's second check waits while her first draws from the same deck: its odds follow the deck", async () => {
    await table.start("Deck of Adventures");
    const gm = await table.sit("Gamemaster");
    const tool = await revealTargetCard(gm);
    await shows(tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    await ann.getByRole("tab", { name: "Chat" }).click();
    const cards = ann.getByRole("article").filter({ hasText: "Bluffing check" });
    for (const count of [1, 2]) {
      await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
      const dialog = ann.getByRole("dialog", { name: "Make a check" });
      // DR 0: only cards within The Face's Bluffing modifier of the TC land.
      await dialog.getByRole("spinbutton", { name: "DR" }).fill("0");
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect.poll(() => cards.count()).toBe(count);
    }
    await sheet.getByRole("button", { name: "Close window" }).click();
    const [first, second] = [cards.first(), cards.last()];
    const chance = second
      .getByRole("group")
      .filter({ hasText: "Odds" })
      .getByText(/% to succeed/);
    await shows(chance);
    const before = await chance.textContent();

    // Her first check draws from The Face's deck: one card fewer there, and the second's odds follow.
    await first.getByRole("button", { name: "Draw", exact: true }).click();
    await shows(first.getByText(/(Success|Fail)/).last());
    await expect.poll(() => chance.textContent()).not.toBe(before);
    await table.screenshot("sandbox-doa-odds-follow");
  });
});
