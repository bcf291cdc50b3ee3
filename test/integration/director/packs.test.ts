/**
 * The Director's packs (packs/_source/director-items, director-actors): every document is created
 * on the test runtime, so it validates against the ruleset's models; the archetypes are the rules'
 * own (Balanced, 52 cards, and the examples, marked as such) and each example character's deck is
 * one of them [DIR-02, DIR-12].
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { BALANCED_ARCHETYPE, EXAMPLE_ARCHETYPES, denseCounts, isCompetence } from "../../../src/rules/director/index.ts";
import { packSources } from "../../packs/pack-sources.ts";
import { itemSystemOf, systemOf } from "../../../src/foundry/documents/system-of.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE } from "../../../src/rulesets/director/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE, address } from "./helpers.ts";

interface Source {
  readonly name: string;
  readonly type: string;
  readonly system: Record<string, unknown>;
}

const sources = (pack: string) => packSources<Source>(pack);

let world: World;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

it("[DIR-02] the archetype pack holds Balanced (52 cards, not an example) and the rules' example archetypes, marked as examples", async () => {
  const items = sources("director-items");
  const shipped = [BALANCED_ARCHETYPE, ...EXAMPLE_ARCHETYPES];
  expect(items).toHaveLength(shipped.length);
  for (const source of items) {
    const item = (await world.rt.as(world.gm, () => Item.create(source as unknown as Item.CreateData))) as Item.Implementation | undefined;
    expect(item, source.name).toBeTruthy();
    const system = itemSystemOf(item, ARCHETYPE_TYPE)!;
    const match = shipped.find((archetype) => JSON.stringify(denseCounts(archetype.counts)) === JSON.stringify(system.counts));
    expect(match, source.name).toBeTruthy();
    expect(system.example, source.name).toBe(match!.example);
    expect(source.name.includes("(example)")).toBe(match!.example);
    expect(system.deckSize).toBe(match === BALANCED_ARCHETYPE ? 52 : 34);
  }
});

it("[DIR-02][DIR-12] the three example characters validate, play an example archetype's deck and have learned skills", async () => {
  const actors = sources("director-actors");
  expect(actors).toHaveLength(3);
  const archetypes = sources("director-items");
  for (const source of actors) {
    const actor = (await world.rt.as(world.gm, () => Actor.create(source as unknown as Actor.CreateData))) as
      | Actor.Implementation
      | undefined;
    expect(actor, source.name).toBeTruthy();
    const system = systemOf(actor, CHARACTER_TYPE)!;
    const archetype = archetypes.find((item) => item.name === system.archetype.name);
    expect(archetype?.system["counts"], source.name).toEqual(system.archetype.counts);
    expect(system.competences.length).toBeGreaterThan(0);
    expect(system.competences.every(isCompetence)).toBe(true);
  }
  await world.setUp();
  for (const actor of game.actors.contents) expect(world.cardsIn(address("action", actor.id!))).toHaveLength(34);
});
