/**
 * Items on the sheets they belong to, by clicks only [T-CORE-06]: in each ruleset that uses items,
 * a character's sheet creates each kind of item it offers, opens it, edits its name and a typed field
 * (seen on the sheet and when opened again), refuses a bad value with a readable notice, and deletes it.
 * 52 Fates uses no items.
 */
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

type Seat = Awaited<ReturnType<typeof table.sit>>;

/** A number refused names the field and the range it may take (Step 16). */
const outOfRange = (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}: nothing was saved.`;

/** Create an item of a kind from the sheet (it opens), rename it; returns its opened sheet. */
async function create(seat: Seat, sheet: Locator, kind: string, name: string): Promise<Locator> {
  await sheet.getByRole("button", { name: `Create ${kind}` }).click();
  const fresh = seat.getByRole("dialog", { name: new RegExp(`New ${kind}`) });
  await enter(fresh.getByRole("textbox", { name: "Name" }), name);
  await shows(sheet.getByRole("button", { name, exact: true }));
  const item = seat.getByRole("dialog", { name: new RegExp(name) });
  await shows(item);
  return item;
}

/** Close an item's sheet, open it again from the character's sheet. */
async function reopen(seat: Seat, sheet: Locator, item: Locator, name: string): Promise<Locator> {
  await item.getByRole("button", { name: "Close window" }).click();
  await showsNone(item);
  await sheet.getByRole("button", { name, exact: true }).click();
  const opened = seat.getByRole("dialog", { name: new RegExp(name) });
  await shows(opened.getByRole("textbox", { name: "Name" }));
  return opened;
}

/** Delete an item from the character's sheet, confirming; it is gone from the sheet. */
async function remove(seat: Seat, sheet: Locator, item: Locator, name: string): Promise<void> {
  if (await item.isVisible()) await item.getByRole("button", { name: "Close window" }).click();
  await sheet.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = seat.getByRole("dialog", { name: "Delete an item" });
  await shows(confirm.getByText(`Delete ${name}? This cannot be undone.`));
  await confirm.getByRole("button", { name: "Yes" }).click();
  await showsNone(sheet.getByRole("button", { name, exact: true }));
}

/** A bad value: a readable notice, and the field shows the stored value again. */
async function refused(seat: Seat, field: Locator, value: string, notice: string): Promise<void> {
  const stored = await field.inputValue();
  await enter(field, value);
  await shows(seat.getByText(notice).first());
  await expect.poll(() => field.inputValue()).toBe(stored);
}

describe("items created, opened, edited and deleted from their sheets", () => {
  it("[T-CORE-06] Belmont quest: the GM creates an Ability on Richter's sheet, sets its name, amount and rank (chosen by the card, Q), sees a bad amount refused, deletes it", async () => {
    await table.start("Belmont Quest", { seed: 6 });
    const gm = await table.sit("Gamemaster");
    const sheet = await openSheet(gm, "Richter Belmont");
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("tab", { name: "Abilities" }).click();

    let item = await create(gm, sheet, "Ability", "Vampire Killer");
    await enter(item.getByRole("spinbutton", { name: "Amount" }), "3");
    await item.getByRole("combobox", { name: "Effect" }).selectOption({ index: 1 });
    const effect = await item.getByRole("combobox", { name: "Effect" }).inputValue();
    // The rank is chosen by the card the book names (2 … 10, J, Q, K, A), never typed as its number ("14").
    const rank = item.getByRole("combobox", { name: "Rank" });
    await expect
      .poll(() => rank.locator("option").allTextContents())
      .toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]);
    await expect.poll(() => rank.inputValue()).toBe("14");
    await rank.selectOption({ label: "Q" });

    item = await reopen(gm, sheet, item, "Vampire Killer");
    await expect.poll(() => item.getByRole("spinbutton", { name: "Amount" }).inputValue()).toBe("3");
    await expect.poll(() => item.getByRole("combobox", { name: "Effect" }).inputValue()).toBe(effect);
    await expect.poll(() => item.getByRole("combobox", { name: "Rank" }).inputValue()).toBe("12");
    await table.screenshot("sandbox-items-belmont-ability");
    await refused(gm, item.getByRole("spinbutton", { name: "Amount" }), "99", outOfRange("Amount", 1, 12));
    await remove(gm, sheet, item, "Vampire Killer");
  });

  it("[T-CORE-06] The Director's rules: Ann creates an Archetype on Nell's sheet, renames it and sets a card count, sees a count of 9 refused, deletes it", async () => {
    await table.start("The Director's poker-deck rules", { seed: 6 });
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Nell Okafor");

    let item = await create(ann, sheet, "Archetype", "Night Owl");
    const cell = () => item.getByRole("spinbutton").first();
    await enter(cell(), "0");

    item = await reopen(ann, sheet, item, "Night Owl");
    await expect.poll(() => cell().inputValue()).toBe("0");
    await table.screenshot("sandbox-items-director-archetype");
    // One poker deck by the book: nine of a card is refused by the world's setting.
    await refused(
      ann,
      cell(),
      "9",
      "The rules build every deck from one poker deck, which holds each card once; this world's setting “Copies of a card in a deck” allows no more copies of a card. A GM may raise it for a table that mixes poker decks.",
    );
    await remove(ann, sheet, item, "Night Owl");
  });

  it("[T-CORE-06] A Game of Bastards: Ann creates a Weapon on Carlton's sheet, sets its name and damage bonus, sees a bonus of 99 refused, deletes it", async () => {
    await table.start("A Game of Bastards", { seed: 6 });
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Carlton Reeve");

    let item = await create(ann, sheet, "Weapon", "Boot Knife");
    await enter(item.getByRole("spinbutton", { name: "Damage bonus" }), "2");

    item = await reopen(ann, sheet, item, "Boot Knife");
    await expect.poll(() => item.getByRole("spinbutton", { name: "Damage bonus" }).inputValue()).toBe("2");
    await table.screenshot("sandbox-items-bastards-weapon");
    await refused(ann, item.getByRole("spinbutton", { name: "Damage bonus" }), "99", outOfRange("Damage bonus", 0, 5));
    await remove(ann, sheet, item, "Boot Knife");
  });

  it("[T-CORE-06] Deck of Adventures: the GM creates a Power, a Vulnerability, an Armour and a Weapon on The Face's sheet, edits each, sees a damage of 11 refused, deletes them", async () => {
    await table.start("Deck of Adventures", { seed: 6 });
    const gm = await table.sit("Gamemaster");
    const sheet = await openSheet(gm, "The Face");

    let weapon = await create(gm, sheet, "Weapon", "Stiletto");
    await enter(weapon.getByRole("spinbutton", { name: "Damage" }), "3");
    await weapon.getByRole("combobox", { name: "Skill" }).selectOption({ index: 1 });
    const skill = await weapon.getByRole("combobox", { name: "Skill" }).inputValue();
    weapon = await reopen(gm, sheet, weapon, "Stiletto");
    await expect.poll(() => weapon.getByRole("spinbutton", { name: "Damage" }).inputValue()).toBe("3");
    await expect.poll(() => weapon.getByRole("combobox", { name: "Skill" }).inputValue()).toBe(skill);
    await table.screenshot("sandbox-items-doa-weapon");
    await refused(gm, weapon.getByRole("spinbutton", { name: "Damage" }), "11", outOfRange("Damage", 0, 10));
    await remove(gm, sheet, weapon, "Stiletto");

    const kinds = [
      { kind: "Power", name: "Second Sight", field: "Cost", value: "2" },
      { kind: "Vulnerability", name: "Sunlight", field: "Gain", value: "2" },
      { kind: "Armour", name: "Leather Coat", field: "AC", value: "3" },
    ];
    for (const { kind, name, field, value } of kinds) {
      let item = await create(gm, sheet, kind, name);
      await enter(item.getByRole("spinbutton", { name: field }), value);
      item = await reopen(gm, sheet, item, name);
      await expect.poll(() => item.getByRole("spinbutton", { name: field }).inputValue()).toBe(value);
      await remove(gm, sheet, item, name);
    }
  });
});
