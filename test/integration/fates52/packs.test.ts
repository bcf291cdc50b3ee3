/**
 * The 52 Fates actors pack (packs/_source/fates52-actors): every document is created on the test
 * runtime, so it validates against the ruleset's data models; monsters carry custom attack results
 * [F52-22] and the example characters are a warrior and a wizard within the rules [F52-03, F52-14, F52-21].
 */
import { afterEach, expect, it } from "vitest";
import { levelForEncounters, maxHitPoints, MAX_BACKGROUND_SKILLS } from "../../../src/rules/fates52/index.ts";
import { packSources } from "../../packs/pack-sources.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { CHARACTER_TYPE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";

const sources = packSources<{ name: string; type: string; system: Record<string, unknown> }>("fates52-actors");

let world: World;
afterEach(() => {
  expect(world.close()).toEqual([]);
});

it("[F52-22] [F52-03] [F52-14] [F52-21] every pack actor validates against the 52 Fates models: monsters with custom Ace effects, a warrior and a wizard", async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann"], seed: 1 });
  const created = [];
  for (const source of sources) {
    const actor = await world.rt.as(world.gm, () =>
      Actor.create({ name: source.name, type: source.type, system: source.system } as unknown as Actor.CreateData),
    );
    expect(actor, source.name).toBeTruthy();
    created.push(actor as Actor.Implementation);
  }
  const monsters = created.filter((actor) => actor.type === MONSTER_TYPE);
  const characters = created.filter((actor) => actor.type === CHARACTER_TYPE);
  expect(monsters.length).toBeGreaterThanOrEqual(4);
  for (const monster of monsters) {
    const system = monster.system as unknown as { hp: number; maxHp: number; attacks: { ace: { damage: number; effect: string } }[] };
    expect(system.hp).toBe(system.maxHp);
    expect(system.attacks.length).toBeGreaterThan(0);
  }
  expect(
    monsters.some((monster) =>
      (monster.system as unknown as { attacks: { ace: { effect: string } }[] }).attacks.some((attack) => attack.ace.effect !== ""),
    ),
  ).toBe(true);
  const classes = characters.map((actor) => (actor.system as unknown as { characterClass: string }).characterClass).sort();
  expect(classes).toEqual(["warrior", "wizard"]);
  for (const character of characters) {
    const system = character.system as unknown as { level: number; encounters: number; hp: number; backgroundSkills: string[] };
    expect(system.level).toBe(levelForEncounters(system.encounters));
    expect(system.hp).toBeLessThanOrEqual(maxHitPoints(system.level));
    expect(system.backgroundSkills.length).toBeLessThanOrEqual(MAX_BACKGROUND_SKILLS);
  }
});
