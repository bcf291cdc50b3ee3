/**
 * Configure Settings offers what applies to the world (Step 16, "options only where they apply"): a
 * Foundry client has its world's settings before init, so only the world's ruleset registers its
 * rulings and its GM tool there (Step 18: init does no more than the world needs). A ruling of a
 * ruleset the world does not play (a document from another ruleset's compendium) reads as the book
 * has it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DIRECTOR } from "../../src/rulesets/director/ids.ts";
import { DOA_ID } from "../../src/rulesets/doa/ids.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
afterEach(() => expect(world.close()).toEqual([]));

interface Registered {
  readonly settings: ReadonlyMap<string, { config?: boolean; scope?: string }>;
  readonly menus: ReadonlyMap<string, unknown>;
}
const registered = () => game.settings as unknown as Registered;
const shown = (prefix: string) =>
  [...registered().settings.entries()].filter(([key, config]) => key.startsWith(prefix) && config.config).map(([key]) => key);
const registeredUnder = (prefix: string) => [...registered().settings.keys()].filter((key) => key.startsWith(prefix));

describe("the system's settings in a world", () => {
  it("a Director world lists the Director's rulings and tool, not Deck of Adventures' rulings or GM table", async () => {
    world = await createWorld({ ruleset: DIRECTOR, players: ["Ann"] });
    expect(registeredUnder(`deckbound.${DOA_ID}.`)).toEqual([]);
    expect(shown(`deckbound.${DIRECTOR}.`).length).toBeGreaterThan(0);
    expect([...registered().menus.keys()].sort()).toEqual(["deckbound.deckTools", "deckbound.directorTool"]);
  });

  it("a Deck of Adventures world lists its own rulings and GM table, not the Director's tool", async () => {
    world = await createWorld({ ruleset: DOA_ID, players: ["Ann"] });
    expect(registeredUnder(`deckbound.${DIRECTOR}.`)).toEqual([]);
    expect(shown(`deckbound.${DOA_ID}.`).length).toBeGreaterThan(0);
    expect([...registered().menus.keys()]).not.toContain("deckbound.directorTool");
    expect([...registered().menus.keys()]).toContain("deckbound.doaGmTable");
  });

  it("a ruling of a ruleset the world does not play reads as the book has it", async () => {
    world = await createWorld({ ruleset: DIRECTOR, players: ["Ann"] });
    const doa = world.modules.registry.rulesets.get(DOA_ID)!;
    const defaults = Object.fromEntries(doa.rulings.map((ruling) => [ruling.key, ruling.default]));
    expect(world.modules.settings.worldRulings(doa, defaults)).toEqual(defaults);
  });
});
