/**
 * Items, as Foundry users expect them [T-CORE-06]: every item subtype of every ruleset opens in a
 * sheet (the base item sheet builds its form from the schema), and the actor sheet lists an actor's
 * items by subtype with open, create and delete.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: "bastards", players: ["Ann", "Bob"] });
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

type RenderedApp = { render(options: object): Promise<unknown>; renderedHTML: string };

describe("item sheets", () => {
  it("[CORE-03] every item subtype of every ruleset has a registered sheet: the base item sheet, or a ruleset's sheet built on it", async () => {
    const { DeckboundItemSheet } = await import("../../src/foundry/sheets/item-sheet.ts");
    const types = world.modules.registry.rulesets.all().flatMap((ruleset) => Object.keys(ruleset.dataModels.Item ?? {}));
    expect(types.length).toBeGreaterThanOrEqual(10);
    for (const type of types) {
      const item = await world.rt.as(world.gm, () => Item.create({ name: `A ${type}`, type } as Item.CreateData));
      expect(item?.sheet, type).toBeInstanceOf(DeckboundItemSheet);
    }
  });

  it("[CORE-03] a specialty's two skills are set from its sheet; a value the model refuses is answered and nothing is saved", async () => {
    const specialty = await world.rt.as(world.gm, () => Item.create({ name: "Brawler", type: "bastardsSpecialty" } as Item.CreateData));
    const sheet = specialty!.sheet as unknown as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('name="system.first"');
    expect(sheet.renderedHTML).toContain('name="system.second"');
    expect(sheet.renderedHTML).toContain('name="name" value="Brawler"');
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet as never, { "system.first": "stealth", "system.second": "agility" }));
    expect(specialty!.system).toMatchObject({ first: "stealth", second: "agility" });
  });
});

describe("the base item sheet's fields", () => {
  it("[CORE-03] a description is edited in a text box that shows it whole, not a one-line input that cuts it ('Example armour: AC 5 while it has AP le')", async () => {
    const ability = await world.rt.as(world.gm, () => Item.create({ name: "Holy Water", type: "belmontAbility" } as Item.CreateData));
    const sheet = ability!.sheet as unknown as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toMatch(/<textarea[^>]*name="system\.description"/);
    expect(sheet.renderedHTML).not.toMatch(/<input[^>]*name="system\.description"/);
  });

  it("[CORE-03] [BEL-17] a Belmont ability's rank reads as the card the book names (A, K, Q, J, 10 … 2), not its number ('14')", async () => {
    const ability = await world.rt.as(world.gm, () => Item.create({ name: "Holy Water", type: "belmontAbility" } as Item.CreateData));
    const sheet = ability!.sheet as unknown as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    const rank = /<select[^>]*name="system\.rank"[^>]*>([\s\S]*?)<\/select>/.exec(sheet.renderedHTML)?.[1] ?? "";
    const options = [...rank.matchAll(/<option value="(\d+)"\s*(selected)?>([^<]*)<\/option>/g)].map((match) => [
      match[1],
      match[3],
      match[2] === "selected",
    ]);
    expect(options).toContainEqual(["14", "A", true]);
    expect(options).toContainEqual(["11", "J", false]);
    expect(options).toContainEqual(["2", "2", false]);
    expect(options.map(([, label]) => label)).not.toContain("14");
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet as never, { "system.rank": "12" }));
    expect(ability!.system).toMatchObject({ rank: 12 });
  });
});

describe("the actor sheet's item list", () => {
  it("[CORE-03] lists the actor's items by subtype; its owner creates, opens and deletes them; another player sees no controls", async () => {
    const { DeckboundActorSheet } = world.modules.actorSheet;
    class ListingSheet extends DeckboundActorSheet {
      static override ITEM_TYPES = ["bastardsWeapon", "bastardsSpecialty"];
    }
    const ann = world.players[0]!;
    const kit = await world.character("Kit", ann);
    const sheet = new ListingSheet({ document: kit } as never) as unknown as RenderedApp & { renderedParts: Record<string, string> };
    await world.rt.as(ann, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["items"]).toContain('data-action="createItem" data-type="bastardsWeapon"');

    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "createItem", { type: "bastardsWeapon" }));
    const weapon = kit.items.find((item) => item.type === "bastardsWeapon");
    expect(weapon).toBeDefined();
    await world.rt.as(ann, () => sheet.render({}));
    expect(sheet.renderedParts["items"]).toContain(`data-action="openItem" data-item-id="${weapon!.id}"`);

    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "openItem", { itemId: weapon!.id! }));
    expect((weapon!.sheet as unknown as { rendered: boolean }).rendered).toBe(true);

    const bob = world.players[1]!;
    await world.rt.as(world.gm, () => kit.update({ ownership: { [bob.id!]: 2 } } as never));
    const observed = new ListingSheet({ document: kit } as never) as unknown as RenderedApp & { renderedParts: Record<string, string> };
    await world.rt.as(bob, () => observed.render({ force: true }));
    expect(observed.renderedParts["items"]).toContain("openItem");
    expect(observed.renderedParts["items"]).not.toContain("deleteItem");
    expect(observed.renderedParts["items"]).not.toContain("createItem");

    world.rt.dialogs.answer(true);
    await world.rt.as(ann, () => world.rt.clickAction(sheet as never, "deleteItem", { itemId: weapon!.id! }));
    expect(kit.items.find((item) => item.type === "bastardsWeapon")).toBeUndefined();
  });
});
