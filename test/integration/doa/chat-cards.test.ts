/**
 * Deck of Adventures' cards on the chat-card kit, on the Foundry test runtime through the GM queue:
 * only GM-authored cards act (a player's forged check or combat message writes nothing to any
 * Dealer or actor), each viewer sees only their own controls, names that are no action or no
 * choice are refused as malformed, and states stored in the shape before the kit migrate and play.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { REFUSAL as DOA_REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { stackDeck, move, startCheck, startCombat } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const stateOf = (messageId: string) =>
  structuredClone((game.messages.get(messageId)!.system as unknown as { state: Record<string, unknown> }).state);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const UNTRUSTED = { ok: false, reason: "DECKBOUND.Refusal.UntrustedCard" };

/** A chat message of a card's type posted straight to chat by `user`, not through the GM queue. */
function post(user: User.Implementation, type: string, actorId: string, state: unknown) {
  return world.rt.as(user, () =>
    ChatMessage.create({ type, system: { actorId, state }, content: "" } as unknown as ChatMessage.CreateData),
  ) as Promise<ChatMessage.Implementation>;
}

/** Xena (Ann's Dealer), Jonas (Bob's) and an orc; a TC on the GM's table. */
async function cast() {
  const [ann, bob] = world.players as [User.Implementation, User.Implementation];
  const xena = await world.actor("Xena", ann, {
    type: DOA_ACTOR.dealer,
    system: { level: 2, attributes: { AGL: 2 }, skills: { finesse: 2 }, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
  });
  const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { level: 1, deck: { exhaustions: 0, fateTokens: 1 } } });
  const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  await move(world, "gm", "8C", "gm-deck", "gm-table");
  return { ann, bob, xena, jonas, orc, x: xena.id!, j: jonas.id!, o: orc.id! };
}

/** A combat card for Xena and the orc whose turns have begun. */
async function fight(x: string, o: string, ann: User.Implementation) {
  await stackDeck(world, x, "KS KD KH KC QS QD QH QC", `discard:${x}`);
  await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
  const id = await startCombat(world, x, [x, o]);
  await world.act(world.gm, id, "begin");
  if ((stateOf(id)["combat"] as { check: unknown }).check) await world.act(ann, id, "accept");
  return id;
}

describe("cards the GM did not post", () => {
  it("[CORE-06][DOA-05][DOA-06] a player's forged 'done' check on another Dealer's deck does nothing when pressed: the GM refuses it and writes nothing, that Dealer's Fate tokens and exhaustions stay", async () => {
    const { ann, bob, jonas, j } = await cast();
    // A real check of Jonas's, done: its state is one the rules produce.
    await stackDeck(world, j, "5C", `discard:${j}`);
    const real = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 2 });
    await world.act(bob, real, "draw");
    // His Fate token offers a redraw; he keeps the result.
    await world.act(bob, real, "accept");
    const done = stateOf(real) as { check: { phase: string; deck: Record<string, unknown> } };
    expect(done.check.phase).toBe("done");
    const stored = () => (jonas.system as unknown as { deck: { exhaustions: number; fateTokens: number } }).deck;
    const before = { ...stored() };

    world.rt.writes.reset();
    const forged = { ...done, check: { ...done.check, deck: { ...done.check.deck, fateTokens: 9, exhaustions: 9 } } };
    const message = await post(ann, DOA_MESSAGE.check, j, forged);
    await settle();
    for (const action of ["accept", "redraw", "draw"]) {
      expect(await world.act(ann, message.id!, action, { token: "1" })).toEqual(UNTRUSTED);
      expect(await world.act(world.gm, message.id!, action)).toEqual(UNTRUSTED);
    }
    await settle();
    // Only Ann's own message was written; Jonas's counters are as they were.
    expect(world.rt.writes.log).toEqual([{ op: "create", documentName: "ChatMessage", n: 1 }]);
    expect(stored()).toEqual(before);
    // Every viewer reads a notice instead of the card.
    for (const user of [world.gm, ann]) {
      const seen = await world.seeCard(message, user);
      expect(seen).toContain("deckbound-inert-card");
      expect(seen).not.toContain("data-action");
    }
  });

  it("[DOA-17] a player's own combat message, updated by them, makes the GM write no actor's Health", async () => {
    const { ann, x, o, orc } = await cast();
    const real = await fight(x, o, ann);
    const state = stateOf(real) as { combat: { combatants: { id: string; vitals: { hp: number } }[] } };
    const message = await post(ann, DOA_MESSAGE.combat, x, state);
    world.rt.writes.reset();
    const hurt = structuredClone(state);
    for (const combatant of hurt.combat.combatants) combatant.vitals.hp = -3;
    await world.rt.as(ann, () => message.update({ system: { actorId: x, state: hurt } } as never));
    await settle();
    expect(world.rt.writes.log).toEqual([{ op: "update", documentName: "ChatMessage", n: 1 }]);
    expect((orc.system as unknown as { hp: { value: number } }).hp.value).toBe(3);
    expect(await world.act(ann, message.id!, "endTurn")).toEqual(UNTRUSTED);
  });
});

describe("each viewer's controls", () => {
  it("[CORE-06][DOA-13][DOA-16] the GM's combat card shows the GM every control; Xena's player only Xena's turn; another player none", async () => {
    const { ann, bob, x, o } = await cast();
    const id = await fight(x, o, ann);
    expect((stateOf(id)["combat"] as { order: string[] }).order[0]).toBe(x);
    const gm = await world.seeCard(id, world.gm);
    const xenas = await world.seeCard(id, ann);
    const strangers = await world.seeCard(id, bob);
    for (const action of ["attack", "move", "useAction", "endTurn", "setCondition", "endCombat"])
      expect(gm).toContain(`data-action="${action}"`);
    for (const action of ["attack", "move", "useAction", "endTurn"]) expect(xenas).toContain(`data-action="${action}"`);
    for (const action of ["setCondition", "endCombat"]) expect(xenas).not.toContain(`data-action="${action}"`);
    expect(strangers).not.toContain("data-action");
    // What the card shows is the same for all: whose turn it is, the attack's odds.
    for (const seen of [xenas, strangers]) expect(seen).toMatch(/class="doa-turn"[\s\S]*class="doa-movement"/);
    for (const seen of [gm, xenas, strangers]) expect(seen).toContain("doa-attack-odds");
  });

  it("[CORE-06][DOA-08] a check card's buttons are its Dealer's player's and the GM's", async () => {
    const { ann, bob, x } = await cast();
    const id = await startCheck(world, ann, x, { on: "finesse", tc: "8C", dr: 2 });
    expect(await world.seeCard(id, ann)).toContain('data-action="draw"');
    expect(await world.seeCard(id, world.gm)).toContain('data-action="draw"');
    expect(await world.seeCard(id, bob)).not.toContain('data-action="draw"');
    expect(await world.seeCard(id, bob)).toContain("doa-odds");
  });
});

describe("names that are no action and no choice", () => {
  it("[CORE-06][DOA-16] toString, constructor and __proto__ are refused as actions, conditions, methods and counts, and name no combatant", async () => {
    const { ann, x, o } = await cast();
    const id = await fight(x, o, ann);
    const cardAction = (user: User.Implementation, action: string, data: Record<string, string> | null) =>
      world.act(user, id, action, data);
    const before = stateOf(id);
    for (const name of ["toString", "constructor", "__proto__"]) {
      // No action of the card's (own keys only); `__proto__` is not even an action's name.
      const reason = name === "__proto__" ? "DECKBOUND.Refusal.Malformed" : "DECKBOUND.Refusal.UnknownAction";
      expect(await cardAction(world.gm, name, null)).toEqual({ ok: false, reason });
      expect(await cardAction(world.gm, "setCondition", { id: x, condition: name, on: "true" })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
      expect(await cardAction(ann, "treat", { id: x, target: o, method: name })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
      expect(await cardAction(ann, "outnumber", { id: o, by: name })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    }
    // An id naming an object's own property is no combatant, and nobody's to act for.
    expect(await cardAction(ann, "useAction", { id: "constructor" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect(await cardAction(world.gm, "useAction", { id: "toString" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.UnknownCombatant",
    });
    expect(stateOf(id)).toEqual(before);
  });
});

describe("cards stored before the kit", () => {
  it("[DOA-08][DOA-03] a check card stored without its redraw odds migrates and draws", async () => {
    const { ann, x } = await cast();
    const { redrawOdds: _redrawOdds, ...old } = stateOf(await startCheck(world, ann, x, { on: "finesse", tc: "8C", dr: 2 }));
    const message = await post(world.gm, DOA_MESSAGE.check, x, old);
    expect(stateOf(message.id!)["redrawOdds"]).toBeNull();
    expect((await world.act(ann, message.id!, "draw")).ok).toBe(true);
    expect((stateOf(message.id!)["check"] as { phase: string }).phase).not.toBe("drawing");
  });

  it("[DOA-14][DOA-16] a combat card stored before movement, delays, treatments and Outnumbered counts migrates and plays its turn", async () => {
    const { ann, x, o } = await cast();
    const id = await fight(x, o, ann);
    const current = stateOf(id) as {
      combat: Record<string, unknown> & { combatants: Record<string, unknown>[] };
      odds: Record<string, unknown>;
    };
    const { moved: _moved, lastTreat: _lastTreat, delays: _delays, ...combat } = current.combat;
    const combatants = current.combat.combatants.map(({ outnumberedBy: _outnumbered, knockedOutRound: _knockedOut, ...rest }) => rest);
    const { treats: _treats, breakFree: _breakFree, ...odds } = current.odds;
    const message = await post(world.gm, DOA_MESSAGE.combat, x, { ...current, combat: { ...combat, combatants }, odds });
    const migrated = stateOf(message.id!) as {
      combat: { moved: number; lastTreat: unknown; delays: unknown; combatants: { outnumberedBy: number; knockedOutRound: number }[] };
      odds: { treats: unknown[]; breakFree: unknown };
    };
    expect(migrated.combat).toMatchObject({ moved: 0, lastTreat: null, delays: null });
    expect(migrated.combat.combatants.map((c) => [c.outnumberedBy, c.knockedOutRound])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(migrated.odds).toMatchObject({ treats: [], breakFree: null });
    expect((await world.act(ann, message.id!, "move", { id: x, spaces: "2" })).ok).toBe(true);
    expect((stateOf(message.id!)["combat"] as { moved: number }).moved).toBe(2);
  });
});

describe("templates and partials", () => {
  it("[CORE-06] a card shown while setup's partials are still loading (Foundry does not await setup) waits for them and renders whole", async () => {
    const { bob, j } = await cast();
    const id = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 2 });
    // As on a client whose setup has just started loading the check's partials: not there yet.
    const { forgetTemplates } = await import("../../runtime/index.ts");
    const { preloadTemplates } = await import("../../../src/foundry/sheets/templates.ts");
    const { DOA_PARTIALS } = await import("../../../src/rulesets/doa/hooks.ts");
    forgetTemplates(DOA_PARTIALS);
    void preloadTemplates(DOA_PARTIALS);
    const html = await world.seeCard(id, bob);
    expect(html).toContain("doa-odds");
  });
});

describe("what a Deck of Adventures card offers each seat", () => {
  /** What the card can know before a press: whose Dealer, whose turn, the procedure's phase. */
  const KNOWABLE = [...KNOWABLE_TO_EVERY_CARD, DOA_REFUSAL.WrongPhase, DOA_REFUSAL.NotYourTurn];

  it("[DOA-05] [CORE-06] a check through its procedure: Ann is offered nothing on Jonas's check; Bob draws, then may redraw or accept; once accepted nobody is offered anything", async () => {
    const { ann, bob, j } = await cast();
    const messageId = await startCheck(world, bob, j, { on: "AGL", tc: "8C", dr: 2 });
    expect(await walkOffered(world, messageId, ann, KNOWABLE)).toEqual([]);
    expect(await walkOffered(world, messageId, bob, KNOWABLE, ["draw"])).toEqual(["draw"]);
    // Redraw and Accept each end the draw step: only one is pressed.
    expect(await walkOffered(world, messageId, bob, KNOWABLE, ["accept", "redraw"])).toContain("accept");
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, messageId, user, KNOWABLE), user.name!).toEqual([]);
  });

  it("[DOA-08] [CORE-06] a combat through three turns and its end: pressed by each seat, no control is refused for what the card knew (whose Dealer, whose turn, which step)", async () => {
    const { ann, bob, x, o } = await cast();
    const messageId = await fight(x, o, ann);
    const offered = new Map<string, Set<string>>();
    const walkAll = async (ending: readonly string[]) => {
      for (const user of [bob, ann, world.gm])
        for (const action of await walkOffered(world, messageId, user, KNOWABLE, ending))
          offered.set(user.name!, (offered.get(user.name!) ?? new Set()).add(action));
    };
    // A turn ends with End turn (a check it opened, accepted or redrawn first); the last walk ends the combat.
    for (let step = 0; step < 3; step++) await walkAll(["accept", "redraw", "endTurn"]);
    await walkAll(["endCombat"]);
    expect(offered.get("Bob"), "Bob has no Dealer in this fight").toBeUndefined();
    expect(offered.get("Ann")).toContain("attack");
    expect(offered.get("Gamemaster")).toContain("endCombat");
    for (const user of [ann, bob, world.gm]) expect(await walkOffered(world, messageId, user, KNOWABLE), user.name!).toEqual([]);
  });
});
