/**
 * The Belmont sheets on the test runtime: the hero's abilities are listed to open, create and delete
 * [T-CORE-06]; an ability opens in the base item sheet with labelled fields, and a value outside its
 * bounds is refused with a localised notice, nothing saved [BEL-17]; the hero's notes are never
 * rendered as raw HTML.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemOf, itemSystemOf } from "../../../src/foundry/documents/system-of.ts";
import { ABILITY_TYPE, HERO_TYPE } from "../../../src/rulesets/belmont/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
});

afterEach(() => expect(world.close()).toEqual([]));

interface RenderedApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
  renderedHTML: string;
  mode: "play" | "edit";
  changeTab(tab: string, group: string): void;
}

async function heroSheet(
  hero: Actor.Implementation,
  user: User.Implementation,
  tab: string,
  mode: "play" | "edit" = "play",
): Promise<RenderedApp> {
  const { BelmontSheet } = await import("../../../src/rulesets/belmont/sheets/actor-sheet.ts");
  const sheet = new BelmontSheet({ document: hero } as never) as unknown as RenderedApp;
  sheet.mode = mode;
  sheet.changeTab(tab, "primary");
  await world.rt.as(user, () => sheet.render({ force: true }));
  return sheet;
}

const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
const REFUSED = "That value is not allowed here, so nothing was saved.";

describe("Belmont sheets", () => {
  it("[BEL-17] [T-CORE-06] the Abilities tab lists the hero's abilities; the GM creates, opens and deletes them", async () => {
    const hero = await h.hero([{ name: "Vampire Killer", system: { suit: "S", rank: 10, kind: "bonus", amount: 1 } }]);
    const sheet = await heroSheet(hero, world.gm, "abilities", "edit");
    expect(sheet.renderedParts["abilities"]).toContain(`data-action="createItem" data-type="${ABILITY_TYPE}"`);
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "createItem", { type: ABILITY_TYPE }));
    expect(hero.items.filter((item) => item.type === ABILITY_TYPE)).toHaveLength(2);
    const killer = hero.items.find((item) => item.name === "Vampire Killer")!;
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "openItem", { itemId: killer.id! }));
    expect((killer.sheet as unknown as { rendered: boolean }).rendered).toBe(true);
    world.rt.dialogs.answer(true);
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "deleteItem", { itemId: killer.id! }));
    expect(hero.items.find((item) => item.name === "Vampire Killer")).toBeUndefined();
  });

  it("[BEL-17] an ability's sheet labels its fields and offers its choices by name; a rank past the Ace or an amount past 12 is refused with a notice, nothing saved", async () => {
    const hero = await h.hero([{ name: "Vampire Killer", system: { suit: "S", rank: 10, kind: "bonus", amount: 1 } }]);
    const ability = hero.items.contents[0]!;
    const sheet = ability.sheet as unknown as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    const html = sheet.renderedHTML;
    for (const label of ["Suit", "Rank", "Effect", "Amount", "Description"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain(">Brawn</option>");
    expect(html).toContain(">Bonus</option>");
    expect(html).toContain('name="system.amount"');
    expect(html).toMatch(/name="system.amount" value="1" min="1" max="12"/);

    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { "system.amount": 13 }));
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { "system.rank": 15 }));
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { "system.description": "x".repeat(20_001) }));
    expect(warnings()).toEqual([
      "Amount must be a whole number from 1 to 12: nothing was saved.",
      "Rank must be a whole number from 2 to 14: nothing was saved.",
      REFUSED,
    ]);
    expect(itemSystemOf(ability, ABILITY_TYPE)).toMatchObject({ rank: 10, amount: 1, description: "" });

    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { "system.amount": 2 }));
    expect(itemSystemOf(ability, ABILITY_TYPE)?.ability.effect).toEqual({ kind: "bonus", amount: 2, text: null });
  });

  it("the hero's notes are never rendered as raw HTML: without Foundry's enrichment they show escaped", async () => {
    const hero = await h.hero();
    const notes = `<p>Heir of the whip.</p><img src=x onerror="alert(1)">`;
    await world.rt.as(world.gm, () => hero.update({ system: { notes } } as never));
    const sheet = await heroSheet(hero, world.gm, "notes");
    const part = sheet.renderedParts["notes"]!;
    expect(part).not.toContain("<img");
    expect(part).not.toContain("<p>Heir");
    expect(part).toContain("&lt;p&gt;Heir of the whip.&lt;/p&gt;&lt;img src");
  });

  it("notes longer than the model keeps are refused with a notice; the notes are unchanged", async () => {
    const hero = await h.hero();
    await world.rt.as(world.gm, () => hero.update({ system: { notes: "Sworn to end Dracula's night." } } as never));
    const sheet = await heroSheet(hero, world.gm, "notes", "edit");
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet, { "system.notes": "x".repeat(20_001) }));
    expect(warnings()).toEqual([REFUSED]);
    expect(systemOf(hero, HERO_TYPE)?.notes).toBe("Sworn to end Dracula's night.");
  });

  it("[BEL-17] [T-BEL-04] the GM changes a skill card from the sheet (mirrored in the luck deck) and removes a luck card on its own", async () => {
    const hero = await h.hero();
    await world.setUp();
    const sheet = await heroSheet(hero, world.gm, "abilities", "edit");
    expect(sheet.renderedParts["abilities"]).toContain('data-action="changeSkillCard" data-code="7C" data-origin="belmont-skill"');
    world.rt.dialogs.answer({ suit: "C", rank: "10" });
    await world.rt.as(world.gm, () => world.rt.clickAction(sheet, "changeSkillCard", { code: "7C", origin: "belmont-skill" }));
    const decks = h.modules.stacks.currentDecks();
    expect(decks.skill.C.map((card) => `${card.rank}`)).toEqual(["8", "9", "10", "10", "11", "12", "13", "14"]);
    expect(decks.luck.filter((card) => card.suit === "C").map((card) => `${card.rank}`)).toEqual([
      "8",
      "9",
      "10",
      "10",
      "11",
      "12",
      "13",
      "14",
    ]);

    const fate = await heroSheet(hero, world.gm, "fate", "edit");
    expect(fate.renderedParts["fate"]).toContain('data-action="removeLuckCard" data-code="9S" data-origin="belmont-luck"');
    await world.rt.as(world.gm, () => world.rt.clickAction(fate, "removeLuckCard", { code: "9S", origin: "belmont-luck" }));
    const after = h.modules.stacks.currentDecks();
    expect(after.luck).toHaveLength(31);
    expect(after.luck.some((card) => card.suit === "S" && card.rank === 9)).toBe(false);
    expect(after.skill.S).toHaveLength(8);
  });
});
