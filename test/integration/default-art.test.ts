/**
 * New actors get a portrait that ships with the system (assets/actors/, copied into the build) when
 * none is given: a character type gets the character portrait, any other type the NPC one; an image
 * given at creation is kept. (This changed: an actor created without one showed a broken image.)
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";
import { CHARACTER_TYPE, DIRECTOR, NPC_TYPE } from "../../src/rulesets/director/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DIRECTOR, players: ["Ann"] });
});

afterEach(() => expect(world.close()).toEqual([]));

const shipped = (img: string | null | undefined) =>
  existsSync(join(import.meta.dirname, "../../assets", (img ?? "").replace("systems/deckbound/assets/", "")));

describe("default actor art", () => {
  it("an NPC and a character made without an image get the system's portraits, which exist in the build's assets; a given image is kept", async () => {
    const create = (data: object) => world.rt.as(world.gm, () => Actor.create(data as Actor.CreateData)) as Promise<Actor.Implementation>;
    const npc = await create({ name: "Thug", type: NPC_TYPE });
    const hero = await create({ name: "Nell", type: CHARACTER_TYPE });
    const own = await create({ name: "Ilse", type: CHARACTER_TYPE, img: "systems/deckbound/assets/cards/AS.svg" });
    expect(npc.img).toBe("systems/deckbound/assets/actors/npc.svg");
    expect(hero.img).toBe("systems/deckbound/assets/actors/character.svg");
    expect([shipped(npc.img), shipped(hero.img)]).toEqual([true, true]);
    expect(own.img).toBe("systems/deckbound/assets/cards/AS.svg");
  });
});
