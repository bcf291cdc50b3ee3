/**
 * The DOA packs' source documents validate against the data models: every example Dealer,
 * Bystander and item is created on the test runtime (which cleans and validates like Foundry),
 * and the example Dealers' builds fit their experience under the default cost table.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { until } from "../wait.ts";
import { doaModules } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM } from "../../../src/rulesets/doa/ids.ts";

const SOURCE = join(import.meta.dirname, "..", "..", "..", "packs", "_source");
const documents = (pack: string) =>
  readdirSync(join(SOURCE, pack)).map((file) => JSON.parse(readFileSync(join(SOURCE, pack, file), "utf8")) as Record<string, unknown>);
const strip = ({ _key, ...rest }: Record<string, unknown>) => rest;

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  world.rt.uninstall();
});

describe("DOA packs", () => {
  it("[DOA-21][DOA-22] every example actor and item validates; Dealers have a primary suit, Bystanders 1–3 HP, and each build fits its experience", async () => {
    const actors = documents("doa-actors");
    const items = documents("doa-items");
    expect(actors.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((item) => item["type"]))).toEqual(
      new Set([DOA_ITEM.power, DOA_ITEM.vulnerability, DOA_ITEM.armor, DOA_ITEM.weapon]),
    );
    for (const item of items) await world.rt.as(world.gm, () => Item.create(strip(item) as never));
    for (const source of actors) {
      const data = { ...strip(source), items: (source["items"] as Record<string, unknown>[]).map(strip) };
      const actor = (await world.rt.as(world.gm, () => Actor.create(data as never)))!;
      if (actor.type === DOA_ACTOR.dealer)
        await until(() => world.modules.directory.findStack(DOA_ID, { stack: "epic", owner: actor.id! }));
      const system = actor.system as unknown as {
        hp: { value: number; max?: number };
        primarySuit?: string;
        experience?: number;
        derived: { maxHp: number };
      };
      if (actor.type === DOA_ACTOR.dealer) {
        expect(system.primarySuit, actor.name!).toMatch(/^[CDHS]$/);
        expect(system.hp.value, actor.name!).toBe(system.derived.maxHp);
        expect(doa.sheet.doaSheetOf(actor, false)?.experience.spent, actor.name!).toBe(system.experience);
      } else {
        expect(system.hp.max).toBeGreaterThanOrEqual(1);
        expect(system.hp.max).toBeLessThanOrEqual(3);
      }
    }
    expect(game.actors.size).toBe(actors.length);
  });
});
