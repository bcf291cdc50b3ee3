/**
 * A Game of Bastards at the sandbox table: creating a character on the Fated sheet, by clicking
 * and typing only — the GM makes Nell Quick from Create Actor, picks her suit, adds a Craft, a
 * weapon's Combat and a custom skill (a blank or repeated name refused, one removed again), takes
 * a disadvantage for XP (and gives one back), then in the XP dialog raises two skills, joins them
 * in a specialty and buys advantages, one of them for her sabre; her sabre's combat skill is
 * picked from a list; creation is then finished. Then a Specialty item made in the sidebar's Items
 * and dragged onto Carlton's sheet in Time Passes: the sheet asks for its two skills and buys it.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { createActor, editSheet, enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

async function addSkill(sheet: Locator, kind: string, name: string): Promise<void> {
  await sheet.getByRole("combobox", { name: "Kind of skill" }).selectOption({ label: kind });
  await sheet.getByRole("textbox", { name: "Weapon, type or name" }).fill(name);
  await sheet.getByRole("button", { name: "Add a skill" }).click();
}

/** Spend XP on one line of the XP dialog ("name | detail"), and wait for the XP left. */
async function buy(dialog: Locator, line: string, xpAfter: number): Promise<void> {
  const [name, detail] = line.split(" | ");
  let item = dialog.getByRole("listitem").filter({ hasText: name! });
  if (detail) item = item.filter({ hasText: detail });
  await item.getByRole("button", { name: /^Spend \d+ XP$/ }).click();
  await shows(dialog.getByText(`${xpAfter} XP`, { exact: true }));
}

describe("A Game of Bastards: character creation on the sheet", () => {
  it("[T-GOB-01] [T-GOB-10] over a slow connection (every message 300 ms late), clicks one right after the other each count: two purchases cost one XP each; the scene's XP raises the XP typed a moment before; a Follower of Power Rating 3 given four advantages refuses the fourth", async () => {
    await table.start("A Game of Bastards", { seed: 5, delay: 300 });
    const gm = await table.sit("Gamemaster");
    const sheet = await createActor(gm, "Nell Quick", "Fated character");
    await shows(sheet.getByText("10 XP", { exact: true }));
    await sheet.getByRole("button", { name: "Spend XP…" }).click();
    const spend = gm.getByRole("dialog", { name: "Time Passes" });
    const spendOn = (name: string) =>
      spend
        .getByRole("listitem")
        .filter({ hasText: name })
        .getByRole("button", { name: /^Spend \d+ XP$/ });
    await spendOn("Athletics").click();
    await spendOn("Toughness").click();
    await shows(spend.getByText("8 XP", { exact: true }));
    await shows(spend.getByRole("listitem").filter({ hasText: "Athletics" }).getByText("2 → 3"));
    await spend.getByRole("button", { name: "Close window" }).click();
    await shows(sheet.getByText("Toughness"));
    await shows(sheet.getByText("8 XP", { exact: true }));
    // The GM types her XP and at once gives the scene's: the XP typed is the one raised.
    await editSheet(sheet);
    await enter(sheet.getByRole("spinbutton", { name: "Unspent XP" }), "12");
    await sheet.getByRole("button", { name: "+1 XP for the scene" }).click();
    await shows(sheet.getByText("13 XP", { exact: true }));
    await sheet.getByRole("button", { name: "Close window" }).click();

    const blade = await createActor(gm, "Hired Blade", "Follower", { "Power Rating": 3 });
    await shows(blade.getByText("Advantages 0/3"));
    const advantage = blade.getByRole("combobox", { name: "Advantage" });
    const give = blade.getByRole("button", { name: "Give", exact: true });
    for (const name of ["Dodge", "Study", "Careful", "Hearty"]) {
      await advantage.selectOption({ label: name });
      await give.click();
    }
    await shows(
      gm
        .getByRole("list", { name: "Notifications" })
        .getByText("A Follower holds as many advantages as its Power Rating, each rank one: remove one before giving it another."),
    );
    await shows(blade.getByText("Advantages 3/3"));
    await shows(blade.getByRole("button", { name: "Take back Careful" }));
    await showsNone(blade.getByRole("button", { name: "Take back Hearty" }));
  });

  it("[T-GOB-01] the GM creates Nell Quick: suit, Craft, weapon Combat and custom skills added and removed, disadvantages for XP, advantages and a specialty with its two skills", async () => {
    await table.start("A Game of Bastards", { seed: 5 });
    const gm = await table.sit("Gamemaster");
    const sheet = await createActor(gm, "Nell Quick", "Fated character");
    await shows(sheet.getByText("10 XP", { exact: true }));

    // The name and kind of her first new skill, given before she picks her suit, stay through the redraw that brings.
    const skillName = sheet.getByRole("textbox", { name: "Weapon, type or name" });
    await skillName.fill("Smithing");
    await sheet.getByRole("combobox", { name: "Kind of skill" }).selectOption({ label: "Craft" });
    // Hearts: her Spirit starts one rank higher.
    await sheet.getByRole("button", { name: "♥" }).click();
    await shows(sheet.getByRole("button", { name: "♥", pressed: true }));

    await sheet.getByRole("button", { name: "Add a skill" }).click();
    await shows(sheet.getByText("Craft (smithing)", { exact: true }));
    await expect.poll(() => skillName.inputValue()).toBe("");
    await addSkill(sheet, "Weapon combat", "Sabre");
    await shows(sheet.getByText("Combat (sabre)", { exact: true }));
    await addSkill(sheet, "Custom skill", "Sailing");
    await shows(sheet.getByText("Sailing", { exact: true }));
    // The same weapon again, and a blank name, are refused with a message; nothing changes.
    await addSkill(sheet, "Weapon combat", "SABRE");
    await showsText(gm.getByRole("alert").last(), /already has that skill/);
    await addSkill(sheet, "Custom skill", "   ");
    await showsText(gm.getByRole("alert").last(), /Give the skill a name/);
    await sheet.getByRole("button", { name: "Remove Sailing" }).click();
    await showsNone(sheet.getByText("Sailing", { exact: true }));
    await showsNone(sheet.getByRole("button", { name: "Remove Athletics" }));

    // A disadvantage for one more XP; one taken by mistake is given back.
    const take = sheet.getByRole("combobox", { name: "Take a disadvantage (+1 XP)" });
    await take.selectOption({ label: "Ugly" });
    await sheet.getByRole("button", { name: "Take", exact: true }).click();
    await shows(sheet.getByText("11 XP", { exact: true }));
    await take.selectOption({ label: "One Eye *" });
    await sheet.getByRole("button", { name: "Take", exact: true }).click();
    await shows(sheet.getByText("12 XP", { exact: true }));
    await sheet.getByRole("button", { name: "Give back One Eye (−1 XP)" }).click();
    await shows(sheet.getByText("11 XP", { exact: true }));
    await showsNone(sheet.getByRole("button", { name: "Give back One Eye (−1 XP)" }));

    // Spending the XP: two skills to 2, a specialty joining them, Toughness and Counter for the sabre.
    await sheet.getByRole("button", { name: "Spend XP…" }).click();
    const spend = gm.getByRole("dialog", { name: "Time Passes" });
    await buy(spend, "Athletics", 10);
    await buy(spend, "sabre · 1 → 2", 9);
    await buy(spend, "Toughness", 8);
    await buy(spend, "Counter | ♠ · sabre", 7);
    await spend.getByRole("button", { name: "New specialty…" }).click();
    const specialty = gm.getByRole("dialog", { name: "New specialty" });
    await specialty.getByRole("textbox", { name: "Specialty name" }).fill("Boarding");
    await specialty.getByRole("combobox", { name: "First skill" }).selectOption({ label: "Athletics (2)" });
    await specialty.getByRole("combobox", { name: "Second skill" }).selectOption({ label: "Combat (sabre) (2)" });
    await specialty.getByRole("button", { name: "Buy (1 XP)" }).click();
    await showsNone(specialty);
    await shows(spend.getByText("6 XP", { exact: true }));
    await table.screenshot("sandbox-bastards-creation-xp");
    await spend.getByRole("button", { name: "Close window" }).click();

    await shows(sheet.getByText("Athletics + Combat (sabre)"));
    await shows(sheet.getByText("Counter (sabre)"));
    await shows(sheet.getByText("Toughness"));
    await shows(sheet.getByText("Ugly"));
    await shows(sheet.getByText("6 XP", { exact: true }));
    await table.screenshot("sandbox-bastards-creation-sheet");

    // Her sabre: its combat skill is picked from her combat skills, not typed.
    await sheet.getByRole("button", { name: "Create Weapon" }).click();
    const weapon = gm.getByRole("dialog", { name: /New Weapon/ });
    const skill = weapon.getByRole("combobox", { name: "Combat skill" });
    await skill.selectOption({ label: "Combat (sabre)" });
    await expect.poll(() => weapon.getByRole("combobox", { name: "Combat skill" }).inputValue()).toBe("combat:sabre");
    await table.screenshot("sandbox-bastards-creation-weapon");
    await weapon.getByRole("button", { name: "Close window" }).click();

    // Creation done: the sheet no longer offers to shape the character.
    await sheet.getByRole("button", { name: "Finish creation" }).click();
    await showsNone(sheet.getByRole("button", { name: "Add a skill" }));
    await showsNone(sheet.getByRole("button", { name: "Take", exact: true }));
    await shows(sheet.getByText("Hearts"));
    await table.screenshot("sandbox-bastards-creation-done");
  }, 300_000);
  it("[T-GOB-01] [T-CORE-06] the GM makes a Specialty item in the sidebar's Items and drags it onto Carlton's sheet: the sheet asks for its name and two skills, the item's chosen first, and then shows the specialty joining them", async () => {
    await table.start("A Game of Bastards", { seed: 5 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Items" }).click();
    const items = gm.getByRole("tabpanel", { name: "Items" });
    await items.getByRole("button", { name: "Create Item" }).click();
    const create = gm.getByRole("dialog", { name: "Create Item" });
    await create.getByRole("textbox", { name: "Name" }).fill("Engineering");
    await create.getByRole("combobox", { name: "Type" }).selectOption({ label: "Specialty" });
    await create.getByRole("button", { name: "OK" }).click();
    await items.getByRole("button", { name: "Engineering" }).click();
    const item = gm.getByRole("dialog", { name: "Engineering" });
    // Its two skills are picked from lists: the standard skills and those of the world's characters (Carlton's Repair).
    await showsCount(item.getByRole("combobox", { name: "First skill" }).getByRole("option", { name: "Repair" }), 1);
    await item.getByRole("combobox", { name: "First skill" }).selectOption({ label: "Academics" });
    await item.getByRole("combobox", { name: "Second skill" }).selectOption({ label: "Technology" });
    await showsCount(item.getByRole("combobox", { name: "First skill" }).getByRole("option", { name: "Academics", selected: true }), 1);
    await showsCount(item.getByRole("combobox", { name: "Second skill" }).getByRole("option", { name: "Technology", selected: true }), 1);
    await table.screenshot("sandbox-bastards-specialty-item");
    await item.getByRole("button", { name: "Close window" }).click();

    // Carlton (Academics 2, Technology 3, 1 XP) in Time Passes: his XP may be spent.
    const sheet = await openSheet(gm, "Carlton Reeve");
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("button", { name: "Open Time Passes" }).click();
    await shows(sheet.getByRole("button", { name: "Close Time Passes" }));
    await shows(sheet.getByText("1 XP", { exact: true }));

    // The GM drags the item from the sidebar onto the sheet: the sheet asks, the item's name and skills filled in.
    await gm.getByRole("tab", { name: "Items" }).click();
    await items.getByRole("button", { name: "Engineering" }).dragTo(sheet, { targetPosition: { x: 300, y: 120 } });
    const asked = gm.getByRole("dialog", { name: "New specialty" });
    await expect.poll(() => asked.getByRole("textbox", { name: "Specialty name" }).inputValue()).toBe("Engineering");
    await showsCount(
      asked.getByRole("combobox", { name: "First skill" }).getByRole("option", { name: "Academics (2)", selected: true }),
      1,
    );
    await showsCount(
      asked.getByRole("combobox", { name: "Second skill" }).getByRole("option", { name: "Technology (3)", selected: true }),
      1,
    );
    await table.screenshot("sandbox-bastards-specialty-dropped");
    await asked.getByRole("button", { name: "Buy (1 XP)" }).click();
    await showsNone(asked);

    // Bought with his last XP: the sheet shows Engineering joining Academics and Technology, at the lower skill's level (2).
    const specialty = sheet.getByRole("listitem").filter({ hasText: "Engineering" });
    await showsText(specialty, /Engineering\s+Academics \+ Technology\s+2/);
    await shows(sheet.getByText("0 XP", { exact: true }));
    // Bought, not carried: the sheet holds no copy of the item.
    await showsNone(sheet.getByRole("button", { name: "Engineering", exact: true }));
    await specialty.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-bastards-specialty-on-sheet");
  }, 300_000);
});
