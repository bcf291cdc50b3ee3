/**
 * A Game of Bastards' packs: the committed sources equal the documents built from the pure
 * catalogue (packs.ts), and every document validates against its data model on the test runtime.
 * UPDATE_BASTARDS_PACKS=1 rewrites the sources.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADVANTAGES, DISADVANTAGES } from "../../../src/rules/bastards/index.ts";
import { PACK_SOURCES, packSources } from "../../packs/pack-sources.ts";
import { BASTARDS_PACKS } from "./packs.ts";
import type { PackDocument } from "./packs.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD } from "./helpers.ts";
import { EXTRAS, FATED, FOLLOWER, WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";

const SOURCES = PACK_SOURCES;
const fileName = (document: PackDocument) =>
  `${document.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${document._id}.json`;

if (process.env["UPDATE_BASTARDS_PACKS"]) {
  for (const [pack, documents] of Object.entries(BASTARDS_PACKS)) {
    mkdirSync(join(SOURCES, pack), { recursive: true });
    for (const document of documents()) writeFileSync(join(SOURCES, pack, fileName(document)), `${JSON.stringify(document, null, 2)}\n`);
  }
}

const committed = (pack: string) => packSources<PackDocument>(pack);

describe("the bastards packs", () => {
  it("[GOB-07] [GOB-08] the committed sources are the full catalogues with suit, cost and limits as data, plus weapons and example characters", () => {
    for (const [pack, documents] of Object.entries(BASTARDS_PACKS)) {
      const byId = (list: PackDocument[]) => Object.fromEntries(list.map((document) => [document._id, document]));
      expect(byId(committed(pack)), pack).toEqual(byId(documents()));
    }
    const items = committed("bastards-items");
    const system = (document: PackDocument) => document["system"] as Record<string, unknown>;
    for (const spec of ADVANTAGES) {
      const found = items.filter((document) => system(document)["advantageId"] === spec.id);
      expect(found, spec.id).toHaveLength(1);
      expect(system(found[0]!)).toMatchObject({
        suit: spec.suit,
        cost: spec.cost,
        creationOnly: spec.creationOnly,
        maxRanks: spec.maxRanks,
      });
      expect(String(system(found[0]!)["description"]).length).toBeGreaterThan(20);
    }
    for (const spec of DISADVANTAGES) {
      expect(items.filter((document) => system(document)["disadvantageId"] === spec.id).map(system), spec.id).toEqual([
        expect.objectContaining({ suit: spec.suit, permanent: spec.permanent }),
      ]);
    }
    expect(items.filter((document) => document.type === WEAPON_ITEM).length).toBeGreaterThanOrEqual(3);
    expect(
      committed("bastards-actors")
        .map((document) => document.type)
        .sort(),
    ).toEqual([EXTRAS, FATED, FATED, FOLLOWER]);
  });

  describe("on the runtime", () => {
    let world: World;
    afterEach(() => world.rt.uninstall());

    it("[GOB-02] [GOB-14] every pack document validates against its model unchanged (kept nothing unrecognised); the example Fated are legal builds (Carlton: Mind 3, Repair 2)", async () => {
      world = await createWorld(BASTARDS_WORLD);
      const strip = ({ _key: _unused, ...data }: PackDocument) => data;
      for (const document of committed("bastards-items")) {
        const created = await world.rt.as(world.gm, () => Item.create(strip(document) as never));
        expect(created?.toObject().system, document.name).toEqual({ ...(document["system"] as object), unrecognised: {} });
      }
      for (const document of committed("bastards-actors")) {
        const created = await world.rt.as(world.gm, () => Actor.create(strip(document) as never));
        expect(created?.toObject().system, document.name).toEqual({ ...(document["system"] as object), unrecognised: {} });
      }
      const carlton = game.actors.getName("Carlton Reeve")!.system as unknown as {
        traits: Record<string, number>;
        skills: Record<string, number>;
        condition: string;
        xp: number;
      };
      expect(carlton.traits["mind"]).toBe(3);
      expect(carlton.skills["Repair"]).toBe(2);
      expect(carlton.condition).toBe("active");
      expect(carlton.xp).toBeGreaterThanOrEqual(0);
    });
  });
});
