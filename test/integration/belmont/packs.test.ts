/**
 * Belmont's packs against the real models on the test runtime: Richter and his two abilities
 * validate and derive [BEL-17]; the macro opens a task through the system's API [BEL-05].
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime } from "../../runtime/index.ts";
import type { FoundryRuntime } from "../../runtime/index.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";

const PACKS = join(import.meta.dirname, "../../../packs/_source");

function packDocuments(name: string): Record<string, unknown>[] {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "_key").map(([key, inner]) => [key, strip(inner)]));
  };
  return readdirSync(join(PACKS, name)).map((file) => strip(JSON.parse(readFileSync(join(PACKS, name, file), "utf8"))) as Record<string, unknown>);
}

let rt: FoundryRuntime;
let gm: User.Implementation;
let modules: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    belmont: await import("../../../src/rulesets/belmont/index.ts"),
    api: await import("../../../src/rulesets/belmont/api.ts"),
    taskState: await import("../../../src/rulesets/belmont/task-state.ts"),
    system: await import("../../../src/foundry/system.ts"),
    setup: await import("../../../src/foundry/table/stack-setup.ts"),
    authority: await import("../../../src/foundry/gm/authority.ts"),
  };
}

beforeEach(async () => {
  rt = installFoundryRuntime();
  gm = await rt.createUser({ name: "Gamemaster", role: "GAMEMASTER" });
  modules = await load();
  modules.system.initSystem();
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "belmont"));
  modules.authority.setTableRandom(seededRandom(4));
});

afterEach(() => rt.uninstall());

describe("Belmont packs", () => {
  it("[BEL-17] Richter and his two example abilities validate against the models and derive as the rules say", async () => {
    const [richter] = packDocuments("belmont-actors");
    const actor = (await rt.as(gm, () => Actor.create(richter as unknown as Actor.CreateData, { keepId: true }))) as Actor.Implementation;
    expect(actor.type).toBe("belmontHero");
    const abilities = (actor.system as unknown as { abilities: { name: string; suit: string; rank: number; effect: { kind: string } }[] }).abilities;
    expect(abilities.map((ability) => [ability.name, ability.suit, ability.rank, ability.effect.kind])).toEqual([
      ["Vampire Killer", "S", 10, "bonus"],
      ["Holy Water", "D", 13, "described"],
    ]);
  });

  it("[BEL-05] the macro opens a task for the world's Belmont with the GM's scene and lines", async () => {
    const [richter] = packDocuments("belmont-actors");
    await rt.as(gm, () => Actor.create(richter as unknown as Actor.CreateData, { keepId: true }));
    await rt.as(gm, () => modules.setup.setUpStacks(modules.belmont.belmontRuleset));
    const [macro] = packDocuments("belmont-macros");
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => () => Promise<void>;
    rt.dialogs.answer({ scene: "The clock tower.", "lines.C": "Climb the gears.", "lines.D": "Freeze the pendulum." });
    await rt.as(gm, () => new AsyncFunction(String(macro!["command"]))());
    const [message] = game.messages.contents;
    const state = modules.taskState.parseTaskCardState((message!.system as { state?: unknown }).state);
    expect(state?.scene).toBe("The clock tower.");
    expect(state?.task?.phase).toBe("voting");
    expect(state?.task?.options.find((option) => option.suit === "D")?.description).toBe("Freeze the pendulum.");
  });
});
