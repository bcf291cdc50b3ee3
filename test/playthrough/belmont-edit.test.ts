/**
 * Belmont's decks edited at the sandbox table, by clicks only [T-BEL-04]: the GM opens Richter's
 * sheet by its tabs, adds, removes and changes cards of Belmont's skill decks and sees the luck
 * deck follow; edits the luck deck on its own; adds and removes a card of Fate's challenge decks,
 * picked before the luck deck's edits redrew the sheet (the picker keeps it).
 * The tab strip marks the tab a click opens as selected.
 */
import { describe, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("Belmont's decks edited by the GM", () => {
  it("[T-BEL-04] the GM adds 2♣, removes 7♠ and changes 8♥ into 6♥ in Belmont's decks, the luck deck follows; adds and removes a luck card of its own and a card of Fate's Heart deck", async () => {
    await table.start("Belmont Quest");
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const sheet = gm.getByRole("dialog", { name: "Richter Belmont" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("tab", { name: "Abilities" }).click();
    // The tab strip says which tab is open after a click, not only at render.
    await shows(sheet.getByRole("tab", { name: "Abilities", selected: true }));
    await showsNone(sheet.getByRole("tab", { name: "Decks", selected: true }));

    // Belmont's skill decks: add, remove, change.
    const sharp = sheet.getByRole("list", { name: "Sharp", exact: true });
    const brawn = sheet.getByRole("list", { name: "Brawn", exact: true });
    const heart = sheet.getByRole("list", { name: "Heart", exact: true });
    await showsCount(sharp.getByRole("listitem"), 8);
    await sheet.getByRole("combobox", { name: "Suit" }).selectOption({ label: "Sharp" });
    await sheet.getByRole("combobox", { name: "Rank" }).selectOption({ label: "2" });
    await sheet.getByRole("button", { name: "Add to Belmont's deck" }).click();
    await showsCount(sharp.getByRole("listitem"), 9);
    await shows(sharp.getByText("2♣", { exact: true }));

    await brawn.getByRole("button", { name: "Remove 7♠" }).click();
    await showsCount(brawn.getByRole("listitem"), 7);
    await showsNone(brawn.getByText("7♠", { exact: true }));

    await heart.getByRole("button", { name: "Change 8♥" }).click();
    const change = gm.getByRole("dialog", { name: "Change 8♥" });
    await change.getByRole("combobox", { name: "Rank" }).selectOption({ label: "6" });
    await change.getByRole("button", { name: "OK" }).click();
    await shows(heart.getByText("6♥", { exact: true }));
    await showsNone(heart.getByText("8♥", { exact: true }));
    await table.screenshot("sandbox-belmont-deck-edits");

    // The luck deck followed: 32 + 1 − 1 cards, with 2♣ and 6♥, without 7♠ and 8♥.
    await sheet.getByRole("tab", { name: "Fate" }).click();
    await shows(sheet.getByRole("tab", { name: "Fate", selected: true }));
    await showsNone(sheet.getByRole("tab", { name: "Abilities", selected: true }));
    const luck = sheet.getByRole("list", { name: "Luck deck" });
    await showsCount(luck.getByRole("listitem"), 32);
    await shows(luck.getByText("2♣", { exact: true }));
    await shows(luck.getByText("6♥", { exact: true }));
    await showsNone(luck.getByText("7♠", { exact: true }));
    await showsNone(luck.getByText("8♥", { exact: true }));

    // Fate's card picked first: the picker keeps it through the redraws the luck deck's edits bring.
    const fateHeart = sheet.getByRole("list", { name: "Fate's Heart deck" });
    await showsCount(fateHeart.getByRole("listitem"), 6);
    await sheet.getByRole("combobox", { name: "Suit of Fate's card" }).selectOption({ label: "Heart" });
    await sheet.getByRole("combobox", { name: "Rank of Fate's card" }).selectOption({ label: "2" });

    // The luck deck on its own: a 3♦ joins it (and only it), then leaves.
    const luckPicker = sheet.getByRole("button", { name: "Add a luck card" });
    await sheet.getByRole("combobox", { name: "Suit", exact: true }).selectOption({ label: "Magic" });
    await sheet.getByRole("combobox", { name: "Rank", exact: true }).selectOption({ label: "3" });
    await luckPicker.click();
    await showsCount(luck.getByRole("listitem"), 33);
    await shows(luck.getByText("3♦", { exact: true }));
    await luck.getByRole("button", { name: "Remove 3♦ from the luck deck" }).click();
    await showsCount(luck.getByRole("listitem"), 32);

    // Fate's challenge decks: the 2♥ picked before joins Fate's Heart deck, then leaves.
    await sheet.getByRole("button", { name: "Add to Fate" }).click();
    await showsCount(fateHeart.getByRole("listitem"), 7);
    await shows(fateHeart.getByText("2♥", { exact: true }));
    await table.screenshot("sandbox-belmont-fate-edits");
    await fateHeart.getByRole("button", { name: "Remove 2♥ from Fate" }).click();
    await showsCount(fateHeart.getByRole("listitem"), 6);
  });
});
