/**
 * A Deck of Adventures contested check at the sandbox table, by clicks only: Ann targets two
 * tokens, starts a contested Bluffing check from The Face's sheet and reveals the TC; the GM draws
 * for each target, and each resists or is affected on its own [DOA-12]. Seeded.
 */
import { describe, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("Deck of Adventures contested checks at the table", () => {
  it("[T-DOA-03] [T-CORE-04] Ann contests The Face's Bluffing against the two tokens she targets, each one's chance to resist shown before she draws the TC; the GM draws for each, and each resists or not", async () => {
    await table.start("Deck of Adventures", { seed: 3 });
    const ann = await table.sit("Ann");
    await ann.getByRole("button", { name: "Target Town Guard" }).click();
    await shows(ann.getByRole("button", { name: "Target Town Guard", pressed: true }));
    await ann.getByRole("button", { name: "Target Bandit" }).click();
    await shows(ann.getByRole("button", { name: "Target Bandit", pressed: true }));
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    await sheet.getByRole("button", { name: "Contested check on Bluffing" }).click();
    const dialog = ann.getByRole("dialog", { name: "Contested check on Bluffing" });
    await shows(dialog.getByRole("combobox", { name: "Town Guard resists with" }));
    await dialog.getByRole("combobox", { name: "Bandit resists with" }).selectOption({ label: "Finesse" });
    await dialog.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Contested check" }).last();
    await showsCount(card.getByRole("listitem"), 2);
    // Before the TC is drawn, each target's chance to resist it [DOA-12].
    const resists = /^Resists the TC to come: \d+\.\d%$/;
    await shows(card.getByRole("listitem").filter({ hasText: "Town Guard" }).getByText(resists));
    await shows(card.getByRole("listitem").filter({ hasText: "Bandit" }).getByText(resists));
    await table.screenshot("sandbox-doa-contested-odds");
    await card.getByRole("button", { name: "Draw the TC" }).click();
    // The Face's Bluffing is +4 (Constitution 2, Bluffing 2): DR max(0, 4 − 4) = 0 against the TC Ann drew.
    await shows(card.getByRole("definition").filter({ hasText: "Q♥" }));
    await shows(card.getByRole("definition").filter({ hasText: /^0$/ }));
    await shows(card.getByText("Town Guard draws next"));
    await showsNone(card.getByText(resists));

    // The targets are the GM's: the GM draws for each, in turn.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    const gmCard = gm.getByRole("article").filter({ hasText: "Contested check" }).last();
    await gmCard.getByRole("button", { name: "Draw for Town Guard" }).click();
    await shows(gmCard.getByRole("listitem").filter({ hasText: "Town Guard" }).getByText("Did not resist"));
    await gmCard.getByRole("button", { name: "Draw for Bandit" }).click();
    await shows(gmCard.getByRole("listitem").filter({ hasText: "Bandit" }).getByText("Resisted"));
    await showsNone(gmCard.getByRole("button", { name: /^Draw for / }));
    await table.screenshot("sandbox-doa-contested");
  });

  it("[T-DOA-03] [T-CORE-04] Ann's TC turns up a Fate Card: before she keeps or redraws it, the Town Guard's chance to resist the TC she has and a redrawn one", async () => {
    // Seed 16: The Face's first card is a joker, replaced by the next, and kept as a Fate Card: a redraw is offered.
    await table.start("Deck of Adventures", { seed: 16 });
    const ann = await table.sit("Ann");
    await ann.getByRole("button", { name: "Target Town Guard" }).click();
    await shows(ann.getByRole("button", { name: "Target Town Guard", pressed: true }));
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    await sheet.getByRole("button", { name: "Contested check on Bluffing" }).click();
    await ann.getByRole("dialog", { name: "Contested check on Bluffing" }).getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Contested check" }).last();
    await card.getByRole("button", { name: "Draw the TC" }).click();
    const guard = card.getByRole("listitem").filter({ hasText: "Town Guard" });
    await shows(guard.getByText(/^Resists .+: \d+\.\d%; a redrawn TC: \d+\.\d%$/));
    await guard.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-doa-contested-tc-redraw");
    await card.getByRole("button", { name: "Keep this result" }).click();
    await shows(card.getByText("Town Guard draws next"));
    await showsNone(guard.getByText(/a redrawn TC/));
  });
});
