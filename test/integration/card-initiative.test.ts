/**
 * No ruleset rolls dice for initiative: the Combat class refuses Foundry's rolls from a macro with a
 * localised reason and changes nothing. That the Combat Tracker offers no roll control is shown in
 * Chromium by the 52 Fates combat playthrough (the sandbox's tracker shows Foundry's controls).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: "fates52", players: ["Ann"] });
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

describe("initiative comes from the cards", () => {
  it("[CORE-03] Combat#rollInitiative, rollAll and rollNPC called from a macro roll nothing and say why, in every ruleset's words", async () => {
    const korr = await world.character("Korr", world.players[0]!);
    const combat = await world.rt.as(world.gm, async () => {
      const created = (await Combat.create({ active: true } as Combat.CreateData))!;
      await created.createEmbeddedDocuments("Combatant", [{ actorId: korr.id, name: "Korr" } as never]);
      return created;
    });
    const combatant = combat.combatants.contents[0]!;
    world.rt.writes.reset();
    await world.rt.as(world.gm, async () => {
      expect(await combat.rollInitiative([combatant.id!])).toBe(combat);
      expect(await combat.rollAll()).toBe(combat);
      expect(await combat.rollNPC()).toBe(combat);
    });
    expect(combatant.initiative).toBeNull();
    expect(world.rt.writes.count).toBe(0);
    const warnings = world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
    expect(warnings).toEqual(Array(3).fill("In 52 Fates initiative comes from the cards, never a roll: no initiative was rolled."));
  });
});
