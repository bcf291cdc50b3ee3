/**
 * The one reader of a ruleset's rulings: each ruling as the world set it, in the shape of the pure
 * defaults, and the default again when a stored value is not one the ruling allows.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(1);
});

afterEach(() => {
  world.rt.uninstall();
});

describe("world rulings", () => {
  it("reads every ruling as set, and falls back to the default for a value outside the ruling's range", async () => {
    const { settings } = world.modules;
    expect(settings.worldRulings(world.ruleset, { target: 8 })).toEqual({ target: 8 });
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "high-card.target" as never, 11 as never));
    expect(settings.worldRulings(world.ruleset, { target: 8 })).toEqual({ target: 11 });
    await expect(world.rt.as(world.gm, () => game.settings.set("deckbound", "high-card.target" as never, 40 as never))).rejects.toThrow();
    expect(settings.ruling(world.ruleset, "target")).toBe(11);
  });
});
