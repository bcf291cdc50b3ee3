/**
 * A Game of Bastards' Fated sheet as a person works it: the GM gives a character a scene's XP and,
 * with Time Passes open, spends it on an advantage or a skill's rank, then closes Time Passes again; the GM sets a
 * character's wildcards; a player starts a Fate draw from the sheet.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { editSheet, enter, openSheet } from "./sheets.ts";
import { shows, showsCount } from "./sight.ts";

/**
 * The GM gives a character a scene's XP and, while Time Passes is open, spends it on their sheet on
 * the line of the Time Passes dialog that `line` picks, and waits until `spent` (of the sheet or the
 * dialog) shows it bought.
 */
async function spendSceneXp(
  gm: FrameLocator,
  name: string,
  line: (passes: Locator) => Locator,
  spent: (sheet: Locator, passes: Locator) => Locator,
): Promise<void> {
  const sheet = await openSheet(gm, name);
  await editSheet(sheet);
  await sheet.getByRole("button", { name: "+1 XP for the scene" }).click();
  await sheet.getByRole("button", { name: "Open Time Passes" }).click();
  await shows(sheet.getByRole("button", { name: "Close Time Passes" }));
  await sheet.getByRole("button", { name: "Spend XP…" }).click();
  const passes = gm.getByRole("dialog", { name: "Time Passes" });
  await line(passes).getByRole("button", { name: "Spend 1 XP" }).click();
  await shows(spent(sheet, passes));
  await passes.getByRole("button", { name: "Close window" }).click();
  await sheet.getByRole("button", { name: "Close Time Passes" }).click();
  await shows(sheet.getByRole("button", { name: "Open Time Passes" }));
  await sheet.getByRole("button", { name: "Close window" }).click();
}

/**
 * The GM gives a character a scene's XP and, while Time Passes is open, buys an advantage with it on
 * their sheet; one bought for a weapon (Counter, Florentine) on that weapon's line.
 */
export async function buyAdvantage(gm: FrameLocator, name: string, advantage: string, weapon?: string): Promise<void> {
  await spendSceneXp(
    gm,
    name,
    (passes) => {
      const line = passes.getByRole("listitem").filter({ has: gm.getByText(advantage, { exact: true }) });
      return weapon ? line.filter({ hasText: ` · ${weapon}` }) : line;
    },
    (sheet) => sheet.getByText(weapon ? `${advantage} (${weapon})` : advantage, { exact: true }),
  );
}

/**
 * The GM gives a character a scene's XP and, while Time Passes is open, raises a skill one rank
 * with it on their sheet: the skill's line of the dialog by its detail, as "unarmed · 1 → 2".
 */
export async function raiseSkill(gm: FrameLocator, name: string, skill: string, from: number): Promise<void> {
  const detail = (rank: number) => `${skill} · ${rank} → ${rank + 1}`;
  await spendSceneXp(
    gm,
    name,
    (passes) => passes.getByRole("listitem").filter({ hasText: detail(from) }),
    (_sheet, passes) => passes.getByRole("listitem").filter({ hasText: detail(from + 1) }),
  );
}

/** The GM gives a character wildcards on their sheet (its Wildcards field, in edit mode). */
export async function giveWildcards(gm: FrameLocator, name: string, count: string): Promise<void> {
  const sheet = await openSheet(gm, name);
  await editSheet(sheet);
  await sheet.getByRole("spinbutton", { name: "Wildcards" }).fill(count);
  await sheet.getByRole("spinbutton", { name: "Wildcards" }).press("Tab");
  await shows(sheet.getByText(`Wildcards ${count}`));
  await sheet.getByRole("button", { name: "Close window" }).click();
}

/**
 * On a Fated character's sheet open in edit mode, the GM adds a pistol: its Combat skill, and a
 * Pistol, a ranged weapon (its Melee box cleared).
 */
export async function addPistol(gm: FrameLocator, sheet: Locator): Promise<void> {
  await sheet.getByRole("combobox", { name: "Kind of skill" }).selectOption({ label: "Weapon combat" });
  await enter(sheet.getByRole("textbox", { name: "Weapon, type or name" }), "Pistol");
  await sheet.getByRole("button", { name: "Add a skill" }).click();
  await shows(sheet.getByText("Combat (pistol)", { exact: true }));
  await sheet.getByRole("button", { name: "Create Weapon" }).click();
  await enter(gm.getByRole("dialog", { name: /New Weapon/ }).getByRole("textbox", { name: "Name" }), "Pistol");
  const pistol = gm.getByRole("dialog", { name: /Pistol/ });
  await pistol.getByRole("combobox", { name: "Combat skill" }).selectOption({ label: "Combat (pistol)" });
  await pistol.getByRole("checkbox", { name: "Melee" }).uncheck();
  await shows(pistol.getByRole("checkbox", { name: "Melee", checked: false }));
  await pistol.getByRole("button", { name: "Close window" }).click();
}

/**
 * The GM makes a weapon the world offers in the sidebar's Items: a Weapon item named `name` for a
 * world character's combat skill (`skill`, as the list names it: "Combat (sabre)").
 */
export async function makeWorldWeapon(gm: FrameLocator, name: string, skill: string): Promise<void> {
  await gm.getByRole("tab", { name: "Items" }).click();
  const items = gm.getByRole("tabpanel", { name: "Items" });
  await items.getByRole("button", { name: "Create Item" }).click();
  const create = gm.getByRole("dialog", { name: "Create Item" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("combobox", { name: "Type" }).selectOption({ label: "Weapon" });
  await create.getByRole("button", { name: "OK" }).click();
  await items.getByRole("button", { name, exact: true }).click();
  const item = gm.getByRole("dialog", { name });
  await item.getByRole("combobox", { name: "Combat skill" }).selectOption({ label: skill });
  await showsCount(item.getByRole("combobox", { name: "Combat skill" }).getByRole("option", { name: skill, selected: true }), 1);
  await item.getByRole("button", { name: "Close window" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
}

/**
 * The seat starts a Fate draw of a character's skill from their sheet (Draw on the skill's line) at
 * a difficulty, closes the sheet and returns the draw's chat card, not drawn yet.
 */
export async function startFateDraw(seat: FrameLocator, name: string, skill: string, difficulty: number): Promise<Locator> {
  const sheet = await openSheet(seat, name);
  await sheet.getByRole("listitem").filter({ hasText: skill }).first().getByRole("button", { name: "Draw" }).click();
  const dialog = seat.getByRole("dialog", { name: "Fate draw" });
  await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill(String(difficulty));
  await dialog.getByRole("button", { name: "Start the draw" }).click();
  await sheet.getByRole("button", { name: "Close window" }).click();
  await seat.getByRole("tab", { name: "Chat" }).click();
  return seat.getByRole("article").filter({ hasText: "Fate draw" }).last();
}
