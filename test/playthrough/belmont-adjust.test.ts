/**
 * Belmont quest at the sandbox table, by clicks only: while the vote is open, the GM gives Sharp a
 * +1 that comes from Heart (a described ability); everyone's card shows the raised value, the
 * GM's adjustment and odds at least as good, before the GM closes the vote.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

/** Values in card notation, lowest first; past the Ace they read A+1, A+2… */
const VALUES = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "A+1", "A+2", "A+3", "A+4"];
/**
 * An option's effective value: of the texts that read as a value ("10", "J", "A+1") — the printed
 * rank when raised, the value, then the vote tally — the one before the tally.
 */
const VALUE_TEXT = /^(\d+|[JQKA])(\+\d+)?$/;
const valueOf = async (option: Locator) => (await option.getByText(VALUE_TEXT).allTextContents()).map((text) => text.trim()).at(-2);
const chanceOf = (text: string | null) => Number(/([\d.]+)% to succeed/.exec(text ?? "")?.[1] ?? NaN);

describe("Belmont quest: the GM's situational bonus", () => {
  it("[T-BEL-02] [T-BEL-01] the GM's +1 on Sharp, from Heart, while the vote is open: the value rises one rank, the card says so, the odds do not fall; then the vote closes and the task resolves", async () => {
    await table.start("Belmont Quest");
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const sheet = gm.getByRole("dialog", { name: "Richter Belmont" });
    await sheet.getByRole("button", { name: "New task" }).click();
    const task = gm.getByRole("dialog", { name: "New task" });
    await task.getByRole("textbox", { name: "Scene" }).fill("The clock tower's gears grind.");
    await task.getByRole("textbox", { name: "Sharp" }).fill("Time the jump between the gears");
    await task.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await gm.getByRole("tab", { name: "Chat" }).click();
    const card = gm.getByRole("article").filter({ hasText: "Belmont against Fate" });
    const sharp = card.getByRole("listitem").filter({ has: gm.getByRole("heading", { name: "Sharp" }) });
    await shows(sharp.getByText(/% to succeed/));
    const valueBefore = (await valueOf(sharp)) ?? "";
    const chanceBefore = chanceOf(await sharp.getByText(/% to succeed/).textContent());

    await sharp.getByRole("button", { name: "Adjust Sharp" }).click();
    const adjust = gm.getByRole("dialog", { name: "Adjust Sharp" });
    await adjust.getByRole("combobox", { name: "Comes from" }).selectOption({ label: "Heart" });
    await adjust.getByRole("spinbutton", { name: "Bonus or malus" }).fill("1");
    await adjust.getByRole("button", { name: "OK" }).click();

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annSharp = ann
      .getByRole("article")
      .filter({ hasText: "Belmont against Fate" })
      .getByRole("listitem")
      .filter({ has: ann.getByRole("heading", { name: "Sharp" }) });
    await shows(annSharp.getByText("GM: +1 (Heart)"));
    expect(await valueOf(annSharp)).toBe(VALUES[VALUES.indexOf(valueBefore) + 1]);
    expect(chanceOf(await annSharp.getByText(/% to succeed/).textContent())).toBeGreaterThanOrEqual(chanceBefore);
    await annSharp.getByRole("button", { name: "Vote" }).click();
    await table.screenshot("sandbox-belmont-gm-adjusted");

    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "Close the vote" }).click();
    await shows(card.getByText(/(Success|Failure|Critical)/i).first());
    await table.screenshot("sandbox-belmont-adjusted-resolved");
  });
});
