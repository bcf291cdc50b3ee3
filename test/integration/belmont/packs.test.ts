/**
 * Belmont's packs against the real models on the test runtime: Richter and his two abilities
 * validate and derive [BEL-17]; the macro opens a task through the system's API [BEL-05].
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { packSources, withoutKeys } from "../../packs/pack-sources.ts";
import { systemOf } from "../../../src/foundry/documents/system-of.ts";
import { valueLabel } from "../../../src/rules/belmont/index.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";
import { HERO_TYPE } from "../../../src/rulesets/belmont/ids.ts";

function packDocuments(name: string): Record<string, unknown>[] {
  return packSources(name).map(withoutKeys);
}

let world: World;
let rt: World["rt"];
let gm: User.Implementation;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld({ ...BELMONT_TABLE, seed: 4 });
  ({ rt, gm } = world);
  h = await belmontHelpers(world);
});

afterEach(() => expect(world.close()).toEqual([]));

describe("Belmont packs", () => {
  it("[BEL-17] Richter and his example ability validate against the models and derive as the rules say (a described effect: it changes no value)", async () => {
    const [richter] = packDocuments("belmont-actors");
    const actor = (await rt.as(gm, () => Actor.create(richter as unknown as Actor.CreateData, { keepId: true }))) as Actor.Implementation;
    expect(actor.type).toBe(HERO_TYPE);
    const abilities = systemOf(actor, HERO_TYPE)!.abilities;
    expect(abilities.map((ability) => [ability.name, ability.suit, ability.rank, ability.effect.kind])).toEqual([
      ["Holy Water", "D", 13, "described"],
    ]);
  });

  it("[BEL-05] the macro opens a task for the world's Belmont with the GM's scene and lines", async () => {
    const [richter] = packDocuments("belmont-actors");
    await rt.as(gm, () => Actor.create(richter as unknown as Actor.CreateData, { keepId: true }));
    await world.setUp();
    const [macro] = packDocuments("belmont-macros");
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => () => Promise<void>;
    rt.dialogs.answer({ scene: "The clock tower.", "lines.C": "Climb the gears.", "lines.D": "Freeze the pendulum." });
    await rt.as(gm, () => new AsyncFunction(String(macro!["command"]))());
    const [message] = game.messages.contents;
    const state = h.modules.taskCard.taskCardState(message!);
    expect(state?.scene).toBe("The clock tower.");
    expect(state?.task?.phase).toBe("voting");
    expect(state?.task?.options.find((option) => option.suit === "D")?.description).toBe("Freeze the pendulum.");
  });

  it("[BEL-18] [T-BEL-06] the pack's Richter plays the throne room as the book prints it: Sharp 7, Brawn 10, Heart 8 (lucky: critical), Magic K", async () => {
    const [richter] = packDocuments("belmont-actors");
    const hero = (await rt.as(gm, () => Actor.create(richter as unknown as Actor.CreateData, { keepId: true }))) as Actor.Implementation;
    await world.setUp();
    for (const code of ["7C", "10S", "8H", "KD"])
      await h.lay(code, "belmont-skill", `skill-${code.slice(-1)}`, `skill-top-${code.slice(-1)}`);
    await h.lay("8H", "belmont-luck", "luck", "luck-card");
    const messageId = await h.openTask(hero);
    const options = h.taskOf(messageId).task!.options;
    expect(options.map((option) => [option.suit, valueLabel(option.value.total), option.value.luck])).toEqual([
      ["C", "7", "none"],
      ["S", "10", "none"],
      ["H", "8", "critical"],
      ["D", "K", "none"],
    ]);
  });
});
