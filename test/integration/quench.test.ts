/**
 * The batches Deckbound registers with Quench (src/quench, docs/QUENCH.md), run on the stand-in
 * through a Quench-compatible runner: the system registers them when `quenchReady` fires, each
 * ruleset's batch plays every chat-card type through the GM queue and cleans up after itself, and
 * every batch refuses a world that is not a test world or plays another ruleset.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./world.ts";
import { FakeQuench, type TestReport } from "./quench-runner.ts";
import { until } from "./wait.ts";

const RULESETS = ["belmont", "director", "bastards", "doa", "fates52"] as const;
// The system's modules read Foundry's globals as they load: imported once a world's runtime is installed.
const FOUNDRY_BATCH = "deckbound.foundry";
const rulesetBatchKey = (ruleset: string) => `deckbound.${ruleset}`;

let world: World;

afterEach(() => {
  expect(world.close()).toEqual([]);
});

/** A test world (or not) of `ruleset`, with the batches registered as Quench's `quenchReady` registers them. */
async function quenchWorld(ruleset: string, testWorld = true): Promise<FakeQuench> {
  world = await createWorld({ ruleset, players: ["Ann", "Bob"], packs: true });
  await world.rt.as(world.gm, () => game.settings.set("deckbound", "testWorld", testWorld));
  const quench = new FakeQuench();
  const { registerQuenchHook } = await import("../../src/quench/register.ts");
  registerQuenchHook();
  (Hooks.callAll as (hook: string, ...args: unknown[]) => boolean)("quenchReady", quench);
  await until(() => quench.batches.size > RULESETS.length);
  return quench;
}

const failures = (reports: readonly TestReport[]) => reports.filter((report) => report.state === "failed");
const counts = () => ({ actors: game.actors.size, cards: game.cards.size, messages: game.messages.size, combats: game.combats.size });

describe("the Quench batches on the stand-in", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: sets up, opens every sheet, plays every chat-card type through the GM queue, conserves the cards and cleans up`, async () => {
      const quench = await quenchWorld(ruleset);
      const before = counts();
      const reports = await world.rt.as(world.gm, () => quench.run(rulesetBatchKey(ruleset)));
      expect(failures(reports)).toEqual([]);
      expect(reports.filter((report) => report.state === "passed").length).toBe(reports.length);
      const { procedureEntries } = await import("../../src/foundry/registry/registry.ts");
      const types = procedureEntries(world.ruleset).map((entry) => entry.messageType);
      expect(reports.length).toBe(3 + types.length);
      expect(counts()).toEqual(before);
    });
  }

  it("every chat-card type of every ruleset has a start in the batches' scenarios", async () => {
    world = await createWorld({ ruleset: "belmont" });
    const { SCENARIOS } = await import("../../src/quench/scenarios.ts");
    const { procedureEntries } = await import("../../src/foundry/registry/registry.ts");
    for (const ruleset of RULESETS) {
      const scenario = SCENARIOS[ruleset]!;
      const started = scenario.starts({ lead: "", second: "", npc: null, leadItem: null }, null).map((start) => start.messageType);
      const declared = procedureEntries(world.modules.registry.rulesets.get(ruleset)!).map((entry) => entry.messageType);
      expect(started.sort(), ruleset).toEqual(declared.sort());
    }
  });

  it("a batch refuses a world that plays another ruleset, and one not marked as a test world, changing nothing", async () => {
    const quench = await quenchWorld("belmont");
    const before = counts();
    const other = await world.rt.as(world.gm, () => quench.run(rulesetBatchKey("doa")));
    expect(other).toEqual([expect.objectContaining({ state: "failed", error: expect.stringContaining("this world plays belmont") })]);
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "testWorld", false));
    for (const key of [rulesetBatchKey("belmont"), FOUNDRY_BATCH]) {
      const refused = await world.rt.as(world.gm, () => quench.run(key));
      expect(refused, key).toEqual([expect.objectContaining({ state: "failed", error: expect.stringContaining("test world") })]);
    }
    expect(counts()).toEqual(before);
  });

  it("the Foundry behaviours: a player cannot write another user or re-author a message, and is answered by the GM; and the packs", async () => {
    const quench = await quenchWorld("doa");
    await world.rt.as(world.gm, () => world.modules.system.readySystem());
    const before = counts();
    const asGm = await world.rt.as(world.gm, () => quench.run(FOUNDRY_BATCH));
    expect(failures(asGm)).toEqual([]);
    // Each client runs Foundry's setup hook itself: the player's drops the other rulesets' packs from its game.packs.
    await world.rt.as(world.players[0]!, () => world.modules.system.setupSystem());
    const asPlayer = await world.rt.as(world.players[0]!, () => quench.run(FOUNDRY_BATCH));
    expect(failures(asPlayer)).toEqual([]);
    const state = (reports: TestReport[]) => reports.map((report) => report.state);
    // The stand-in has no chat log: that check is pending on both; the rest (the packs too) run as a player.
    expect(state(asGm)).toEqual(["pending", "pending", "pending", "pending", "pending"]);
    expect(state(asPlayer)).toEqual(["passed", "passed", "passed", "passed", "pending"]);
    expect(counts()).toEqual(before);
  });
});
