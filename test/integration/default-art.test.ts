/**
 * Every new actor gets a portrait that ships with the system (assets/actors/, copied into the build)
 * when it has none of its own or Foundry's default mystery-man (core art the sandbox and some tables do
 * not serve): a ruleset's character type the character portrait, any other type the NPC one. An image
 * given at creation is kept. (This changed: an actor created without one showed a broken image.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const ROOT = join(import.meta.dirname, "../..");
const ACTOR_TYPES = Object.keys((JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as SystemJson).documentTypes.Actor);
interface SystemJson {
  documentTypes: { Actor: Record<string, unknown> };
}
/** Whether a `systems/deckbound/…` path names a file the build ships (assets/ is copied as it is). */
const shipped = (img: string | null | undefined) =>
  /^systems\/deckbound\/assets\/actors\/\w+\.svg$/.test(img ?? "") && existsSync(join(ROOT, img!.replace("systems/deckbound/", "")));

let world: World;
const create = (data: object) => world.rt.as(world.gm, () => Actor.create(data as Actor.CreateData)) as Promise<Actor.Implementation>;

beforeAll(async () => {
  world = await createWorld({ seed: 3 });
});

afterAll(() => expect(world.close()).toEqual([]));

describe("default actor art", () => {
  it("an actor of every type made without an image, or with Foundry's default one, gets a portrait the system ships", async () => {
    expect(ACTOR_TYPES.length).toBeGreaterThan(10);
    const made = await Promise.all(ACTOR_TYPES.map((type) => create({ name: type, type })));
    expect(made.filter((actor) => !shipped(actor.img)).map((actor) => `${actor.type}: ${actor.img}`)).toEqual([]);
    const mystery = await create({ name: "Thug", type: "directorNpc", img: "icons/svg/mystery-man.svg" });
    expect(mystery.img).toBe("systems/deckbound/assets/actors/npc.svg");
  });

  it("a character type gets the character portrait, an NPC type the NPC one, and an image given at creation is kept", async () => {
    const [hero, monster, own] = await Promise.all([
      create({ name: "Nell", type: "fates52Character" }),
      create({ name: "Wolf", type: "fates52Monster" }),
      create({ name: "Ilse", type: "doaDealer", img: "systems/deckbound/assets/cards/AS.svg" }),
    ]);
    expect([hero.img, monster.img, own.img]).toEqual([
      "systems/deckbound/assets/actors/character.svg",
      "systems/deckbound/assets/actors/npc.svg",
      "systems/deckbound/assets/cards/AS.svg",
    ]);
  });
});
