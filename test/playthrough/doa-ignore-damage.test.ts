/**
 * A Fate Card spent against damage outside combat, from the sheet [T-DOA-10], clicked as Ann and the
 * GM would: Ann's Bluffing check for The Face at Upper Hand (6) turns up a Joker, which she keeps;
 * a falling rock then deals him 1 damage. From his sheet she names it (a damage of 0 is refused
 * first, with a readable reason); on the card she ignores it with the Joker: Health unchanged, the
 * Joker on his discard pile, where the GM sees it to give back. Seeded: the same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures: a Fate Card against damage outside combat", () => {
  it("[T-DOA-10] Ann ignores a falling rock's damage to The Face with his Joker from the sheet: Health unchanged, the Joker discarded", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await revealTargetCard(gm);
    await shows(gm.getByRole("article").filter({ hasText: "Target Card revealed" }));

    // Seed 1: Ann's check at Upper Hand (6) turns up a Joker; she keeps the result, the Joker stays in hand.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
    const checkDialog = ann.getByRole("dialog", { name: "Make a check" });
    await checkDialog.getByRole("spinbutton", { name: /Upper|Lower|Hand/ }).fill("6");
    await checkDialog.getByRole("button", { name: "OK" }).click();
    await showsNone(checkDialog);
    await sheet.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const check = ann.getByRole("article").filter({ hasText: "Bluffing check" }).last();
    await check.getByRole("button", { name: "Draw" }).click();
    await check.getByRole("button", { name: "Keep this result" }).click();
    await showsNone(check.getByRole("button", { name: "Keep this result" }));

    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    await shows(sheet.getByRole("img", { name: "Red Joker" }));
    await shows(sheet.getByText("6/6"));

    // A damage of 0 is refused with a reason; nothing starts.
    const ignore = sheet.getByRole("button", { name: "Ignore damage" });
    const dialog = ann.getByRole("dialog", { name: "Ignore damage with Fate Cards" });
    await ignore.click();
    await dialog.getByRole("spinbutton", { name: "Damage" }).fill("0");
    await dialog.getByRole("button", { name: "OK" }).click();
    await showsText(ann.getByRole("alert").last(), /Damage must be a whole number from 1 to 20/);
    await showsNone(ann.getByRole("article").filter({ hasText: "Damage outside combat" }));

    await ignore.click();
    await dialog.getByRole("spinbutton", { name: "Damage" }).fill("1");
    await dialog.getByRole("combobox", { name: "Kind of damage" }).selectOption({ label: "Physical" });
    await dialog.getByRole("textbox", { name: "Source (optional)" }).fill("Falling rock");
    await dialog.getByRole("button", { name: "OK" }).click();
    await showsNone(dialog);
    await sheet.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Damage outside combat" }).last();
    await shows(card.getByText("1 Physical damage · Falling rock"));
    await card.getByRole("button", { name: "Ignore 1 with Red Joker" }).click();
    await shows(card.getByText("All ignored: Health unchanged."));
    await shows(card.getByRole("img", { name: "Red Joker" }));
    await showsNone(card.getByRole("button", { name: "Take 1 damage" }));
    await table.screenshot("sandbox-doa-ignore-damage");

    // The sheet: Health as it was, no Fate Card held.
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    await shows(sheet.getByText("No Fate Cards held."));
    await shows(sheet.getByText("6/6"));
    await showsNone(sheet.getByRole("button", { name: "Ignore damage" }));

    // The Joker lies on his discard pile: the GM's sheet offers to give it back.
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    await shows(gm.getByRole("dialog", { name: "The Face" }).getByRole("button", { name: "Give back Red Joker from the discard pile" }));
  });
});
