/**
 * A Game of Bastards' chat cards on the chat-card kit, through the GM queue: each viewer sees only
 * the controls that are theirs; a card a player made themselves is inert; actions and their choices
 * are looked up as own keys only; a state stored before the kit migrates and plays on.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD, beginOpposition, best, fated, lying, players, startOpposition } from "./helpers.ts";
import { DRAMATIC_MESSAGE, FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";
import { oddsOfSkillHand } from "../../../src/rules/bastards/index.ts";
import type { SkillHandState } from "../../../src/rules/bastards/index.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(BASTARDS_WORLD);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const stateOf = (messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: Record<string, unknown> }).state;

/** Ana (Ann's) and Bram (Bob's) seated at an opposition the GM has dealt: each still to choose initiative. */
async function dealtOpposition(): Promise<{ ana: Actor.Implementation; bram: Actor.Implementation; messageId: string }> {
  const [ann, bob] = players(world);
  const ana = await fated(world, "Ana", ann, { suit: "C" });
  const bram = await fated(world, "Bram", bob, { suit: "S" });
  const messageId = await beginOpposition(world, ann, [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  return { ana, bram, messageId };
}

/** `user` posts a Fate draw of `actor`'s Repair on Mind at difficulty 3; its message id ("" if refused). */
async function postRepairDraw(user: User.Implementation, actor: Actor.Implementation): Promise<string> {
  const started = await world.ask(user, {
    kind: "startCard",
    messageType: FATE_DRAW_MESSAGE,
    actorId: actor.id!,
    options: { skill: "repair", trait: "mind", difficulty: 3 },
  });
  return started.ok ? started.messageId! : "";
}

const pressable = (html: string) =>
  [...html.matchAll(/data-action="(\w+)"(?: data-actor="(\w*)")?/g)].map((match) => `${match[1]}:${match[2] ?? ""}`);

describe("seating an opposition", () => {
  it("[GOB-15] before it begins the GM seats each combatant on a side — two players' characters on opposite sides fight each other; a player cannot", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, { suit: "C" });
    const bram = await fated(world, "Bram", bob, { suit: "S" });
    const messageId = await startOpposition(world, world.gm, [
      [ana, "Fated"],
      [bram, "Fated"],
    ]);
    expect(await world.seeCard(messageId, world.gm)).toContain(`aria-label="Seat Bram on the side Bram"`);
    expect(await world.seeCard(messageId, bob)).not.toContain('data-action="setSide"');
    expect(await world.act(bob, messageId, "setSide", { combatant: bram.id, side: "Bram" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.GmOnly",
    });
    expect(await world.act(world.gm, messageId, "begin")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.OneSide" });
    expect((await world.act(world.gm, messageId, "setSide", { combatant: bram.id, side: "Bram" })).ok).toBe(true);
    expect((await world.act(world.gm, messageId, "begin")).ok).toBe(true);
    const seated = (stateOf(messageId)["opposition"] as { combatants: { key: string; side: string }[] }).combatants.map(({ key, side }) => [
      key,
      side,
    ]);
    expect(seated).toEqual([
      [ana.id, "Fated"],
      [bram.id, "Bram"],
    ]);
    expect(await world.act(world.gm, messageId, "setSide", { combatant: ana.id, side: "Bram" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.NotNow",
    });
  });
});

describe("each viewer's own controls", () => {
  it("[CORE-06] [GOB-15] the GM sees every combatant's button and the GM's; each player only their own combatant's", async () => {
    const { ana, bram, messageId } = await dealtOpposition();
    const [ann, bob] = players(world);
    // At the scene's start each Fated may also set the Distance, medium or long [GOB-22].
    expect(pressable(await world.seeCard(messageId, world.gm))).toEqual([
      `chooseInitiative:${ana.id}`,
      `chooseInitiative:${bram.id}`,
      "endOpposition:",
      `distance:${ana.id}`,
      `distance:${ana.id}`,
      `distance:${bram.id}`,
      `distance:${bram.id}`,
    ]);
    expect(pressable(await world.seeCard(messageId, ann))).toEqual([
      `chooseInitiative:${ana.id}`,
      `distance:${ana.id}`,
      `distance:${ana.id}`,
    ]);
    expect(pressable(await world.seeCard(messageId, bob))).toEqual([
      `chooseInitiative:${bram.id}`,
      `distance:${bram.id}`,
      `distance:${bram.id}`,
    ]);
    expect(await world.seeCard(messageId, ann)).not.toContain("bastards-gm-buttons");
  });

  it("[GOB-03] [GOB-22] Time Passes is agreed by the GM: its player sees the card without the button, the GM with it", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, {});
    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: DRAMATIC_MESSAGE,
      actorId: ana.id!,
      options: { action: "timePasses" },
    });
    const messageId = started.ok ? started.messageId! : "";
    expect(pressable(await world.seeCard(messageId, world.gm))).toEqual(["confirm:"]);
    expect(pressable(await world.seeCard(messageId, ann))).toEqual([]);
    expect(await world.seeCard(messageId, ann)).toContain("Time Passes");
  });
});

describe("asking the player first", () => {
  it("[GOB-15] a card button asks its player for a card from their own hand, then plays it; a closed dialog sends nothing", async () => {
    const { ana, messageId } = await dealtOpposition();
    const [ann] = players(world);
    const message = game.messages.get(messageId)!;
    const { oppositionProcedure } = await import("../../../src/rulesets/bastards/chat/opposition-card.ts");
    const choose = oppositionProcedure.actions["chooseInitiative"]!;
    const pressed = { message, actorId: ana.id!, state: stateOf(messageId), data: { actor: ana.id!, prompt: "pick" } };
    const card = best(lying(world, "hand", ana.id!));
    world.rt.dialogs.answer(null, { card: `${identityOf(card).code}@${card.origin}` });
    expect(await world.rt.as(ann, () => choose.prompt!(pressed))).toBeNull();
    const sent = await world.rt.as(ann, () => choose.prompt!(pressed));
    expect(sent).toEqual({ actor: ana.id, ...identityOf(card) });
    expect((await world.act(ann, messageId, "chooseInitiative", sent!)).ok).toBe(true);
    expect(lying(world, "facedown", ana.id!)).toEqual([card]);
  });
});

describe("a card a player made", () => {
  it("[CORE-06] a player's own message with an opposition card's type and a valid state is inert: no button acts, the GM writes nothing", async () => {
    const { ana, messageId } = await dealtOpposition();
    const [ann] = players(world);
    const forged = await world.rt.as(ann, () =>
      ChatMessage.create({
        type: OPPOSITION_MESSAGE,
        system: { actorId: ana.id, state: stateOf(messageId) },
        content: "",
      } as unknown as ChatMessage.CreateData),
    );
    const forgedId = forged!.id!;
    expect(await world.seeCard(forgedId, ann)).not.toContain("data-action");
    world.rt.writes.reset();
    const hand = lying(world, "hand", ana.id!);
    for (const user of [ann, world.gm]) {
      expect(await world.act(user, forgedId, "chooseInitiative", { actor: ana.id, ...identityOf(best(hand)) })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.UntrustedCard",
      });
      expect(await world.act(user, forgedId, "endOpposition")).toEqual({ ok: false, reason: "DECKBOUND.Refusal.UntrustedCard" });
    }
    expect(world.rt.writes.count).toBe(0);
    expect(lying(world, "hand", ana.id!)).toEqual(hand);
  });
});

describe("actions and choices as own keys", () => {
  it("[CORE-06] [GOB-17] an action, an attack's kind or a draw step's trait named toString, constructor or __proto__ is refused as malformed", async () => {
    const { ana, bram, messageId } = await dealtOpposition();
    const [ann] = players(world);
    world.rt.writes.reset();
    // No action of the card (an action's name is no word at all: malformed before the card is looked at).
    const asAction = [
      ["toString", "UnknownAction"],
      ["constructor", "UnknownAction"],
      ["__proto__", "Malformed"],
    ] as const;
    for (const [name, reason] of asAction) {
      expect(await world.act(ann, messageId, name, { actor: ana.id })).toEqual({ ok: false, reason: `DECKBOUND.Refusal.${reason}` });
      expect(await world.act(ann, messageId, "attack", { actor: ana.id, target: bram.id, skill: "combat:unarmed", kind: name })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
      expect(await world.act(ann, messageId, "drawStep", { actor: ana.id, trait: name })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
    }
    expect(world.rt.writes.count).toBe(0);
  });
});

describe("a card stored before the kit", () => {
  it("[GOB-15] an opposition state in the old shape (no rulings, combatants without the other kinds' keys) migrates and plays on", async () => {
    const { ana, bram, messageId } = await dealtOpposition();
    const [ann, bob] = players(world);
    const current = stateOf(messageId) as {
      rulings: unknown;
      seated: Record<string, unknown>[];
      opposition: Record<string, unknown> & { rulings: unknown; combatants: Record<string, unknown>[] };
    };
    const oldCombatant = ({ character, powerRating, powerLoss, members, weaponBonus, ...kept }: Record<string, unknown>) => {
      expect([powerRating, powerLoss, members, weaponBonus]).toEqual([null, null, null, null]);
      return { ...kept, character };
    };
    const { rulings: _cardRulings, ...oldCard } = { ...current, seated: current.seated.map(oldCombatant) };
    const { rulings: _rulings, ...oldOpposition } = { ...current.opposition, combatants: current.opposition.combatants.map(oldCombatant) };
    const stored = await world.rt.as(world.gm, () =>
      ChatMessage.create({
        type: OPPOSITION_MESSAGE,
        system: { actorId: ana.id, state: { ...oldCard, opposition: oldOpposition } },
        content: "",
      } as unknown as ChatMessage.CreateData),
    );
    const oldId = stored!.id!;
    const migrated = stateOf(oldId) as typeof current;
    expect(migrated.rulings).toEqual(current.rulings);
    expect(migrated.opposition.combatants).toEqual(current.opposition.combatants);
    expect(pressable(await world.seeCard(oldId, ann))).toEqual([`chooseInitiative:${ana.id}`, `distance:${ana.id}`, `distance:${ana.id}`]);
    for (const [actor, user] of [
      [ana, ann],
      [bram, bob],
    ] as const) {
      expect(
        (await world.act(user, oldId, "chooseInitiative", { actor: actor.id, ...identityOf(best(lying(world, "hand", actor.id!))) })).ok,
      ).toBe(true);
    }
    expect((stateOf(oldId)["opposition"] as { phase: string }).phase).toBe("turns");
  });

  it("[GOB-10] [GOB-15] [CORE-05] Bram's Fate draw waits while the GM deals an opposition's hands from the shared deck: its odds follow the deck, as a Fate draw started now shows them", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, { suit: "S" });
    const bram = await fated(world, "Bram", bob, { suit: "C", traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } });
    await world.setUp();
    const waiting = await postRepairDraw(bob, bram);
    const before = structuredClone(stateOf(waiting)["odds"]);
    await beginOpposition(world, ann, [
      [ana, "heroes"],
      [bram, "villains"],
    ]);
    const now = stateOf(await postRepairDraw(bob, bram))["odds"];
    expect(now).not.toEqual(before);
    expect(stateOf(waiting)["odds"]).toEqual(now);
  });

  it("[GOB-10] [GOB-20] [GOB-05] a Fate draw waits while the character changes: a rank of Repair gained on the sheet draws one card more; knocked out on two empty pools, the draw is refused with the reason and nothing is drawn", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, { suit: "S", traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } });
    await world.setUp();
    const hand = (messageId: string) => stateOf(messageId)["hand"] as { phase: string; cardsToDraw: number };
    const ranked = await postRepairDraw(ann, ana);
    const out = await postRepairDraw(ann, ana);
    expect(hand(ranked).cardsToDraw).toBe(2);
    await world.rt.as(world.gm, () => ana.update({ system: { skills: { repair: 3 } } } as never));
    expect((await world.act(ann, ranked, "draw")).ok).toBe(true);
    expect(hand(ranked).cardsToDraw).toBe(3);

    await world.rt.as(world.gm, () => ana.update({ system: { poolLoss: { body: 99, spirit: 99 } } } as never));
    const deck = lying(world, "deck").length;
    expect(await world.act(ann, out, "draw")).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.CannotAct" });
    expect(hand(out).phase).toBe("drawing");
    expect(lying(world, "deck")).toHaveLength(deck);
  });

  it("[GOB-10] [GOB-23] [CORE-05] a Fate draw posted amid an opposition shows odds over the deck alone: the opposition's discards stay its own", async () => {
    const [ann, bob] = players(world);
    const ana = await fated(world, "Ana", ann, { suit: "S" });
    const bram = await fated(world, "Bram", bob, { suit: "C", traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } });
    await world.setUp();
    await beginOpposition(world, ann, [
      [ana, "heroes"],
      [bram, "villains"],
    ]);
    // Cards on the discard pile, as an opposition's plays leave them.
    const away = lying(world, "deck").slice(0, 10);
    expect((await world.ask(world.gm, { kind: "move", from: "deck", to: "discard", cards: away.map(identityOf) })).ok).toBe(true);
    const state = stateOf(await postRepairDraw(bob, bram)) as { hand: SkillHandState; odds: unknown };
    expect(state.odds).toEqual(oddsOfSkillHand(state.hand, lying(world, "deck")));
    expect(state.odds).not.toEqual(oddsOfSkillHand(state.hand, [...lying(world, "deck"), ...lying(world, "discard")]));
  });

  it("[GOB-10] a Fate draw state in the old shape (no rulings, a wait without the other kind's keys) migrates and draws", async () => {
    const [ann] = players(world);
    const ana = await fated(world, "Ana", ann, { suit: "S", traits: { body: 1, spirit: 1, mind: 3, luck: 1 }, skills: { repair: 2 } });
    await world.setUp();
    const {
      rulings: _rulings,
      hand,
      odds,
    } = stateOf(await postRepairDraw(ann, ana)) as { rulings: unknown; hand: Record<string, unknown>; odds: unknown };
    const oldHand = { ...hand, pending: { kind: "draw", to: `skill:${ana.id}`, jokerChain: [] } };
    const stored = await world.rt.as(world.gm, () =>
      ChatMessage.create({
        type: FATE_DRAW_MESSAGE,
        system: { actorId: ana.id, state: { hand: oldHand, odds } },
        content: "",
      } as unknown as ChatMessage.CreateData),
    );
    const oldId = stored!.id!;
    expect(stateOf(oldId)["hand"]).toMatchObject({ pending: { kind: "draw", to: `skill:${ana.id}`, jokerChain: [], stacks: null } });
    expect((stateOf(oldId)["rulings"] as { fateDrawMinimum: number }).fateDrawMinimum).toBe(1);
    expect((await world.act(ann, oldId, "draw")).ok).toBe(true);
    expect((stateOf(oldId)["hand"] as { phase: string }).phase).toBe("done");
  });
});
