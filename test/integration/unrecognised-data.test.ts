/**
 * Migrations lose nothing [Step 8]: an actor's or item's stored data in an older shape keeps what
 * this version's schema does not know in its `unrecognised` field (src/foundry/documents/
 * unrecognised-data.ts), its values stay valid, and the GM — only the GM — sees what was kept on
 * the sheet, through the one template that also shows it under a chat card.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
afterEach(() => expect(world.close()).toEqual([]));

type Stored = Record<string, unknown> & { unrecognised: Record<string, unknown> };
const stored = (document: { system: unknown }) => (document.system as { toObject(): Stored }).toObject();
type RenderedApp = { render(options: object): Promise<unknown>; renderedHTML: string; renderedParts: Record<string, string> };

type Loaded = { id: string | null; system: unknown; sheet: unknown };

/** A document of `type` made by the GM straight from `system` source, as a world stored before this version would load it. */
async function load(documentName: "Actor" | "Item", type: string, system: object) {
  if (documentName === "Actor") return (await world.actor(`Old ${type}`, null, { type, system })) as unknown as Loaded;
  const made = await world.rt.as(world.gm, () => Item.create({ name: `Old ${type}`, type, system } as Item.CreateData));
  if (!made) throw new Error(`no ${type} made`);
  return made as unknown as Loaded;
}

describe("older actor and item data", () => {
  it("every actor and item model of every ruleset keeps the keys its schema does not know, and nothing else changes", async () => {
    world = await createWorld({ players: ["Ann"] });
    const models = world.modules.registry.rulesets
      .all()
      .flatMap((ruleset) =>
        (["Actor", "Item"] as const).flatMap((documentName) =>
          Object.keys(ruleset.dataModels[documentName] ?? {}).map((type) => ({ documentName, type })),
        ),
      );
    expect(models.length).toBeGreaterThanOrEqual(20);
    for (const { documentName, type } of models) {
      const fresh = stored(await load(documentName, type, {}));
      const old = stored(await load(documentName, type, { legacyNotes: "kept", retired: { value: 3, flags: ["a"] } }));
      expect(old.unrecognised, type).toEqual({ legacyNotes: "kept", retired: { value: 3, flags: ["a"] } });
      expect({ ...old, unrecognised: {} }, type).toEqual(fresh);
    }
  });

  it("[BEL-17] a Belmont ability's rank by card code migrates; a rank naming no card is kept aside and the rank stays valid", async () => {
    world = await createWorld({ ruleset: "belmont", players: ["Ann"] });
    const king = stored(await load("Item", "belmontAbility", { suit: "H", rank: "k", kind: "bonus", amount: 2 }));
    expect(king).toMatchObject({ suit: "H", rank: 13, kind: "bonus", amount: 2, unrecognised: {} });
    expect(stored(await load("Item", "belmontAbility", { rank: "7" }))).toMatchObject({ rank: 7, unrecognised: {} });
    // Failed before: the rank became NaN, the stored value was lost.
    const odd = stored(await load("Item", "belmontAbility", { suit: "S", rank: "Knight", amount: 3, legacyCost: 2 }));
    expect(odd).toMatchObject({ suit: "S", rank: 14, amount: 3, unrecognised: { rank: "Knight", legacyCost: 2 } });
  });

  it("[F52-21] a 52 Fates character's level still follows its encounters, and its other older fields are kept", async () => {
    world = await createWorld({ ruleset: "fates52", players: ["Ann"] });
    const old = stored(await load("Actor", "fates52Character", { level: 1, encounters: 11, hp: 4, maxHp: 6, gold: 30, notes: "Old" }));
    expect(old).toMatchObject({ level: 3, encounters: 11, hp: 4, notes: "Old", unrecognised: { maxHp: 6, gold: 30 } });
  });

  it("a nested key a schema no longer has is kept by its dotted path (a Deck of Adventures Dealer's old health maximum)", async () => {
    world = await createWorld({ ruleset: "doa", players: ["Ann"] });
    const dealer = stored(await load("Actor", "doaDealer", { hp: { value: 7, max: 12 }, level: 2 }));
    expect(dealer).toMatchObject({ hp: { value: 7 }, level: 2, unrecognised: { "hp.max": 12 } });
    expect((dealer["hp"] as object | undefined) ?? {}).not.toHaveProperty("max");
  });

  it("what a character keeps is shown to the GM on its sheet, not to its player; it stays through the player's edits", async () => {
    world = await createWorld({ ruleset: "fates52", players: ["Ann"] });
    const ann = world.players[0]!;
    const hero = await load("Actor", "fates52Character", { hp: 3, gold: 30 });
    await world.rt.as(world.gm, () =>
      (hero as unknown as Actor.Implementation).update({ ownership: { [ann.id!]: 3 } } as Actor.UpdateData),
    );
    const sheet = hero.sheet as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(Object.keys(sheet.renderedParts)[0]).toBe("unrecognised");
    expect(sheet.renderedParts["unrecognised"]).toContain("Only the Gamemaster sees this");
    expect(sheet.renderedParts["unrecognised"]).toContain("gold");
    const played = new (sheet.constructor as new (options: object) => RenderedApp)({ document: hero });
    await world.rt.as(ann, () => played.render({ force: true }));
    expect(played.renderedParts).not.toHaveProperty("unrecognised");
    expect(played.renderedHTML).not.toContain("gold");
    await world.rt.as(ann, () => (hero as unknown as Actor.Implementation).update({ system: { hp: 2 } } as Actor.UpdateData));
    expect(stored(hero)).toMatchObject({ hp: 2, unrecognised: { gold: 30 } });
  });

  it("an item's sheet shows the GM what the item keeps, through the same template", async () => {
    world = await createWorld({ ruleset: "bastards", players: ["Ann"] });
    const weapon = await load("Item", "bastardsWeapon", { skill: "combat:unarmed", reach: 2 });
    const sheet = weapon.sheet as RenderedApp;
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedParts["unrecognised"]).toContain("reach");
    expect(sheet.renderedParts["unrecognised"]).toContain('class="deckbound deckbound-unrecognised"');
  });
});
