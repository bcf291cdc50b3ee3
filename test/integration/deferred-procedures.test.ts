/**
 * A Game of Bastards', 52 Fates' and the Director's chat cards are deferred procedures (docs/CHAT-CARDS.md, step 6):
 * Foundry registers each card's model at init, its procedure loads when a card of its type is
 * first used. Each test starts the first card of one type in a fresh world (its procedure not yet
 * loaded in this file) and plays it through the GM queue: the first use loads the procedure and the
 * card plays and renders as always.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BASTARDS, DRAMATIC_MESSAGE, FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE } from "../../src/rulesets/bastards/ids.ts";
import { COMPETITION_MESSAGE, DIRECTOR, TEST_MESSAGE } from "../../src/rulesets/director/ids.ts";
import { CHARACTER_TYPE, CHECK_MESSAGE, COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../src/rulesets/fates52/ids.ts";
import { DOA_ID } from "../../src/rulesets/doa/ids.ts";
import { waitFor } from "./wait.ts";
import { createWorld } from "./world.ts";
import type { World, WorldOptions } from "./world.ts";

const BASTARDS_WORLD: WorldOptions = { ruleset: BASTARDS, players: ["Ann", "Bob"], gmName: "GM", seed: 11 };
const FATES52_WORLD: WorldOptions = { ruleset: FATES52, players: ["Ann", "Bob"], gmName: "Fate Dealer", seed: 5 };
const DIRECTOR_WORLD: WorldOptions = { ruleset: DIRECTOR, players: ["Ann", "Bob"], gmName: "Director", seed: 7 };

let world: World | undefined;

afterEach(() => {
  expect(world?.close()).toEqual([]);
  world = undefined;
});

/** The card type's entry in its ruleset: deferred, its model registered, its procedure not loaded yet. */
async function unloaded(messageType: string) {
  const { rulesets } = world!.modules.registry;
  const { isDeferred, procedureIfLoaded } = await import("../../src/foundry/chat/procedure-loader.ts");
  const found = rulesets.entryFor(messageType);
  expect(found && isDeferred(found.entry), messageType).toBe(true);
  expect(found!.ruleset.procedures.map((procedure) => procedure.messageType)).not.toContain(messageType);
  expect(CONFIG.ChatMessage.dataModels[messageType as never]).toBe(found!.entry.model);
  expect(procedureIfLoaded(found!.entry)).toBeUndefined();
  expect(rulesets.procedureFor(messageType)).toBeUndefined();
  return () => procedureIfLoaded(found!.entry);
}

/** Start a card as `user`; its message id. */
async function start(user: User.Implementation, messageType: string, actorId: string, options: Record<string, unknown>): Promise<string> {
  const started = await world!.ask(user, { kind: "startCard", messageType, actorId, options });
  expect(started).toMatchObject({ ok: true });
  return started.ok ? started.messageId! : "";
}

describe("A Game of Bastards' cards load on first use", () => {
  it("[GOB-10] [GOB-11] the first Fate draw loads its procedure, draws and shows its result", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const loaded = await unloaded(FATE_DRAW_MESSAGE);
    const [ann] = world.players;
    const ana = await world.actor("Ana", ann!, { type: "bastardsFated", system: { phase: "play", suit: "C" } });
    await world.setUp();
    const messageId = await start(ann!, FATE_DRAW_MESSAGE, ana.id!, { skill: "athletics", trait: "body", difficulty: 5 });
    const { fateDrawProcedure } = await import("../../src/rulesets/bastards/chat/fate-draw-card.ts");
    expect(loaded()).toBe(fateDrawProcedure);
    expect((await world!.act(ann!, messageId, "draw")).ok).toBe(true);
    expect(await world.seeCard(messageId, ann)).toMatch(/Success|Failure/);
  });

  it("[GOB-15] the first opposition, started as Foundry's tracker does, loads its procedure and deals", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const loaded = await unloaded(OPPOSITION_MESSAGE);
    const [ann, bob] = world.players;
    const ana = await world.actor("Ana", ann!, { type: "bastardsFated", system: { phase: "play", suit: "C" } });
    const bram = await world.actor("Bram", bob!, { type: "bastardsFated", system: { phase: "play", suit: "S" } });
    await world.setUp();
    const { combatants } = world.ruleset.combatCard!.options([
      { actorId: ana.id!, type: "bastardsFated", playerOwned: true },
      { actorId: bram.id!, type: "bastardsFated", playerOwned: false },
    ]) as { combatants: unknown[] };
    const messageId = await start(world.gm, OPPOSITION_MESSAGE, ana.id!, { combatants });
    const { oppositionProcedure } = await import("../../src/rulesets/bastards/chat/opposition-card.ts");
    expect(loaded()).toBe(oppositionProcedure);
    expect((await world!.act(world.gm, messageId, "begin")).ok).toBe(true);
    expect(world.cardsIn(`hand:${ana.id}`)).toHaveLength(5);
    expect(await world.seeCard(messageId, ann)).toContain("Ana");
  });

  it("[GOB-22] the first dramatic action (a Skill Check, the sheet's own) loads its procedure; confirming it pays nothing", async () => {
    world = await createWorld(BASTARDS_WORLD);
    const loaded = await unloaded(DRAMATIC_MESSAGE);
    const [ann] = world.players;
    const ana = await world.actor("Ana", ann!, { type: "bastardsFated", system: { phase: "play", wildcards: 1 } });
    await world.setUp();
    const messageId = await start(ann!, DRAMATIC_MESSAGE, ana.id!, { action: "skillCheck", option: 0 });
    const { dramaticProcedure } = await import("../../src/rulesets/bastards/chat/dramatic-card.ts");
    expect(loaded()).toBe(dramaticProcedure);
    expect((await world!.act(ann!, messageId, "confirm")).ok).toBe(true);
    expect((game.actors.get(ana.id!)!.system as unknown as { wildcards: number }).wildcards).toBe(1);
  });
});

describe("52 Fates' cards load on first use", () => {
  it("[F52-02] [F52-03] the first action check loads its procedure, draws and shows its result", async () => {
    world = await createWorld(FATES52_WORLD);
    const loaded = await unloaded(CHECK_MESSAGE);
    const [ann] = world.players;
    const hero = await world.actor("Ann", ann!, { type: CHARACTER_TYPE, system: { characterClass: "warrior", level: 1, hp: 3 } });
    await world.setUp();
    const messageId = await start(ann!, CHECK_MESSAGE, hero.id!, { difficulty: 7 });
    const { checkProcedure } = await import("../../src/rulesets/fates52/chat/check-procedure.ts");
    expect(loaded()).toBe(checkProcedure);
    expect((await world!.act(ann!, messageId, "draw")).ok).toBe(true);
    expect((game.messages.get(messageId)!.system as unknown as { state: { phase: string } }).state.phase).toBe("done");
    expect(await world.seeCard(messageId, ann)).toMatch(/Success|Failure/);
  });

  it("[F52-04] [F52-05] the first combat, started as Foundry's tracker does, loads its procedure and deals the hands", async () => {
    world = await createWorld(FATES52_WORLD);
    const loaded = await unloaded(COMBAT_MESSAGE);
    const [ann] = world.players;
    const hero = await world.actor("Ann", ann!, { type: CHARACTER_TYPE, system: { characterClass: "warrior", level: 2, hp: 4 } });
    const orc = await world.actor("Orc", null, {
      type: MONSTER_TYPE,
      system: { hp: 4, maxHp: 4, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] },
    });
    await world.setUp();
    const options = world.ruleset.combatCard!.options([
      { actorId: hero.id!, type: CHARACTER_TYPE, playerOwned: true },
      { actorId: orc.id!, type: MONSTER_TYPE, playerOwned: false },
    ]) as Record<string, unknown>;
    const messageId = await start(world.gm, COMBAT_MESSAGE, hero.id!, options);
    const { combatProcedure } = await import("../../src/rulesets/fates52/chat/combat-procedure.ts");
    expect(loaded()).toBe(combatProcedure);
    expect((await world!.act(world.gm, messageId, "begin")).ok).toBe(true);
    expect(world.cardsIn(`hand:${hero.id}`)).toHaveLength(4);
    expect(await world.seeCard(messageId, ann)).toContain("Orc");
  });
});

describe("the Director's cards load on first use", () => {
  it("[DIR-04] [DIR-05] the first test loads its procedure, draws and shows its result", async () => {
    world = await createWorld(DIRECTOR_WORLD);
    const loaded = await unloaded(TEST_MESSAGE);
    const [ann] = world.players;
    const ada = await world.actor("Ada", ann!, { system: { competences: [{ name: "Climbing", expert: true }] } });
    await world.setUp();
    const messageId = await start(ann!, TEST_MESSAGE, ada.id!, { attribute: "body", difficulty: 2, competences: ["climbing"] });
    expect(loaded()?.messageType).toBe(TEST_MESSAGE);
    expect((await world!.act(world.gm, messageId, "confirmTest")).ok).toBe(true);
    expect((await world!.act(ann!, messageId, "draw")).ok).toBe(true);
    expect((game.messages.get(messageId)!.system as unknown as { state: { cards: unknown[] | null } }).state.cards).not.toBeNull();
    expect(await world.seeCard(messageId, ann)).toContain(game.i18n.format("DECKBOUND.Director.Chat.Difficulty", { difficulty: "2" }));
  });

  it("[DIR-09] the first competition loads its procedure; a character joins it", async () => {
    world = await createWorld(DIRECTOR_WORLD);
    const loaded = await unloaded(COMPETITION_MESSAGE);
    const [ann, bob] = world.players;
    const ada = await world.actor("Ada", ann!, {});
    await world.actor("Bram", bob!, {});
    await world.setUp();
    const messageId = await start(ann!, COMPETITION_MESSAGE, ada.id!, { attribute: "body" });
    expect(loaded()?.messageType).toBe(COMPETITION_MESSAGE);
    expect(await world!.act(bob!, messageId, "join", { attribute: "dexterity" })).toMatchObject({ ok: true });
    expect(await world.seeCard(messageId, ann)).toContain("Bram");
  });
});

describe("a world's cards load before their first use once the client is idle", () => {
  it("at ready, the world's ruleset's deferred procedures all load when the client next idles (Deck of Adventures)", async () => {
    world = await createWorld({ ruleset: DOA_ID, players: ["Ann"], seed: 3 });
    const { isDeferred, procedureIfLoaded } = await import("../../src/foundry/chat/procedure-loader.ts");
    const deferred = world.ruleset.deferredProcedures ?? [];
    expect(deferred.length).toBeGreaterThan(0);
    expect(deferred.every(isDeferred)).toBe(true);
    const idle: (() => void)[] = [];
    globalThis.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
    try {
      await world.rt.as(world.players[0]!, () => world!.modules.system.readySystem());
      expect(deferred.map((entry) => procedureIfLoaded(entry))).toEqual(deferred.map(() => undefined));
      expect(idle).toHaveLength(1);
      idle[0]!();
      await waitFor(() => expect(deferred.every((entry) => procedureIfLoaded(entry) !== undefined)).toBe(true));
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it("[DIR-09] at ready, a Director world's client computes a competition's odds once when it next idles (its first card's odds then run compiled code)", async () => {
    world = await createWorld(DIRECTOR_WORLD);
    const prepare = vi.spyOn(world.ruleset, "whenIdle");
    const idle: (() => void)[] = [];
    globalThis.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
    try {
      await world.rt.as(world.players[0]!, () => world!.modules.system.readySystem());
      expect(prepare).not.toHaveBeenCalled();
      idle[0]!();
      expect(prepare).toHaveBeenCalledTimes(1);
      // Two alike players on decks of their own and three NPCs sharing the enemy deck: every part of the odds ran.
      const odds = (await prepare.mock.results[0]!.value) as { wins: number[]; tie: number };
      expect(odds.wins).toHaveLength(5);
      expect(odds.wins[1]).toBeCloseTo(odds.wins[0]!, 12);
      expect(odds.wins.reduce((sum, p) => sum + p, odds.tie)).toBeCloseTo(1, 12);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      prepare.mockRestore();
    }
  });
});
