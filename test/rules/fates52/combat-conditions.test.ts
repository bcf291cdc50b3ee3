import { describe, expect, it } from "vitest";
import { DISCARD, REFUSAL, handStack, reduceCombat } from "../../../src/rules/fates52/index.ts";
import type { CombatSetup, CombatState, MonsterSetup, PlayerSetup } from "../../../src/rules/fates52/index.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { act, begin, cards, expectConserved, participant } from "./harness.ts";

const warrior = (key: string, level = 1, extra: Partial<PlayerSetup> = {}): PlayerSetup => ({
  key,
  name: key,
  characterClass: "warrior",
  level,
  ...extra,
});
const orc = (hp = 6, extra: Partial<MonsterSetup> = {}): MonsterSetup => ({ key: "orc", name: "Orc", group: "orcs", hp, ...extra });
const setup = (players: PlayerSetup[], monsters: MonsterSetup[] = [orc()]): CombatSetup => ({ players, monsters });

/** Ana (hurt, 2 HP, hand 4C 6C) goes down to the orc's K♠ in round 1; the deck continues with `after`. */
async function anaGoesDown(after: string): Promise<{ table: MemoryTable; state: CombatState }> {
  const { table, state: initial } = await begin(setup([warrior("ana", 1, { hp: 2 })]), `4C 6C  KS  3D 2S  ${after}`);
  let state = initial;
  state = await act(table, state, { type: "pass", actor: "ana" });
  state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("KS") });
  state = await act(table, state, { type: "defend", actor: "ana", cards: cards("4C") });
  return { table, state };
}

async function nextRound(table: MemoryTable, state: CombatState, anaAction: "dyingDraw" | "pass" = "dyingDraw"): Promise<CombatState> {
  state = await act(table, state, { type: "endRound" });
  state = await act(table, state, { type: anaAction, actor: "ana" });
  return act(table, state, { type: "pass", actor: "orc" });
}

describe("52 Fates combat: dying, effects, incapacitation", () => {
  it("[F52-14] [F52-10] at 0 HP a character is dying, damage beyond 0 is ignored, and the hand is discarded", async () => {
    const { table, state } = await anaGoesDown("8D");
    const ana = participant(state, "ana");
    expect(ana.hp).toBe(0);
    expect(ana.status).toBe("dying");
    expect(state.log).toContainEqual({ type: "damage", target: "ana", amount: 2, hp: 0, cause: "attack" });
    expect(state.handCounts[handStack("ana")]).toBe(0);
    expect(table.contents(handStack("ana"))).toEqual([]);
    expect(table.contents(DISCARD).map((card) => card.kind === "suited" && card.rank)).toEqual([6]);
    expect(reduceCombat(state, { type: "dyingDraw", actor: "ana" })).toEqual({ ok: false, reason: REFUSAL.AlreadyActed });
    expectConserved(table);
  });

  it("[F52-15] no heart in the next three rounds' draws: the character dies", async () => {
    const { table, state: initial } = await anaGoesDown("8D 5S 9C JD");
    let state = initial;
    state = await act(table, state, { type: "endRound" });
    expect(reduceCombat(state, { type: "pass", actor: "ana" })).toEqual({ ok: false, reason: REFUSAL.DyingMustDraw });
    state = await act(table, state, { type: "dyingDraw", actor: "ana" });
    state = await act(table, state, { type: "pass", actor: "orc" });
    state = await nextRound(table, state);
    expect(participant(state, "ana").status).toBe("dying");
    state = await nextRound(table, state);
    expect(participant(state, "ana").status).toBe("dead");
    expect(participant(state, "ana").dyingDraws).toBe(3);
    expectConserved(table);
  });

  it("[F52-15] a heart face card wakes the character at 1 HP with one card drawn at once", async () => {
    const { table, state: initial } = await anaGoesDown("8D 5S QH 10C");
    let state = initial;
    state = await nextRound(table, state);
    state = await nextRound(table, state);
    const ana = participant(state, "ana");
    expect(ana.status).toBe("active");
    expect(ana.hp).toBe(1);
    expect(state.handCounts[handStack("ana")]).toBe(1);
    expect(table.contents(handStack("ana")).map((card) => card.kind === "suited" && card.rank)).toEqual([10]);
    expectConserved(table);
  });

  it("[F52-15] a heart number card stabilises: unconscious at 0 HP, no more draws", async () => {
    const { table, state: initial } = await anaGoesDown("8D 7H");
    let state = initial;
    state = await nextRound(table, state);
    expect(participant(state, "ana").status).toBe("stable");
    state = await act(table, state, { type: "endRound" });
    expect(reduceCombat(state, { type: "dyingDraw", actor: "ana" })).toEqual({ ok: false, reason: REFUSAL.CannotAct });
  });

  it("[F52-15] a round that ends without the dying draw counts as no heart: three such rounds and the character dies", async () => {
    const { table, state: initial } = await anaGoesDown("8D 5S 9C JD");
    let state = await act(table, initial, { type: "endRound" });
    // Round 2: Ana owes her first draw, but the round ends without it.
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana")).toMatchObject({ status: "dying", dyingDraws: 1 });
    expect(state.log).toContainEqual({ type: "dyingMissed", actor: "ana" });
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana")).toMatchObject({ status: "dying", dyingDraws: 2 });
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana")).toMatchObject({ status: "dead", dyingDraws: 3 });
    expectConserved(table);
  });

  it("[F52-15] [F52-17] a stabilised character's player makes the wake draw each round against the number the FD sets; woken, they stand at 1 HP with one card", async () => {
    const { table, state: initial } = await anaGoesDown("8D 7H  4S 9C 5D");
    let state = await nextRound(table, initial);
    expect(participant(state, "ana").status).toBe("stable");
    state = await act(table, state, { type: "endRound" });
    expect(reduceCombat(state, { type: "pass", actor: "orc" })).toEqual({ ok: false, reason: REFUSAL.NotYourTurn });
    // The wake draw is the player's, against the number the FD sets [F52-17]: none set yet, refused.
    expect(reduceCombat(state, { type: "wakeCheck", actor: "ana" })).toEqual({ ok: false, reason: REFUSAL.WakeNumberNotSet });
    expect(reduceCombat(state, { type: "setWakeNumber", target: "ana", difficulty: 11 })).toEqual({
      ok: false,
      reason: REFUSAL.DifficultyOutOfRange,
    });
    state = await act(table, state, { type: "setWakeNumber", target: "ana", difficulty: 6 });
    // 4♠ does not beat 6: still out. Next round, 9♣ does (the number stands until the FD changes it).
    state = await act(table, state, { type: "wakeCheck", actor: "ana" });
    expect(participant(state, "ana").status).toBe("stable");
    state = await act(table, state, { type: "pass", actor: "orc" });
    state = await act(table, state, { type: "endRound" });
    state = await act(table, state, { type: "wakeCheck", actor: "ana" });
    expect(participant(state, "ana")).toMatchObject({ status: "active", hp: 1, wakeNumber: null });
    expect(table.contents(handStack("ana")).map((card) => card.kind === "suited" && card.rank)).toEqual([5]);
    expect(state.handCounts[handStack("ana")]).toBe(1);
    expectConserved(table);
  });

  it("[F52-16] a timed continuous effect: duration drawn by the FD, 1 damage a round, then it ends", async () => {
    // Ana L3 (5 HP). The FD afflicts her (strength 6); the duration card J♦ gives 2 rounds.
    const { table, state: initial } = await begin(setup([warrior("ana", 3)]), "2C 3C 4C 5C 6C  KS 9S 8S  3D 2S  JD 10D 10S");
    let state = initial;
    expect(reduceCombat(state, { type: "afflict", target: "ana", strength: 11, timed: false })).toEqual({
      ok: false,
      reason: REFUSAL.BadStrength,
    });
    state = await act(table, state, { type: "afflict", target: "ana", strength: 6, timed: true });
    expect(participant(state, "ana").effects).toEqual([{ id: "effect-1", strength: 6, roundsLeft: 2 }]);
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana").hp).toBe(4);
    // Each HP lost is one card less: Ana discards down to her HP before the next round can end [F52-14].
    state = await act(table, state, { type: "discard", actor: "ana", cards: cards("2C") });
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana").hp).toBe(3);
    expect(participant(state, "ana").effects).toEqual([]);
    state = await act(table, state, { type: "discard", actor: "ana", cards: cards("3C") });
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana").hp).toBe(3);
    expectConserved(table);
  });

  it("[F52-16] the victim spends the action on a card higher than the strength to end the effect", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana", 3)]), "2C 3C 4C 5C 9C  KS 9S 8S  3D 2S");
    let state = initial;
    state = await act(table, state, { type: "afflict", target: "ana", strength: 8, timed: false });
    state = await act(table, state, { type: "shakeOff", actor: "ana", effectId: "effect-1", card: cards("5C")[0]! });
    expect(participant(state, "ana").effects).toHaveLength(1);
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana").hp).toBe(4);
    state = await act(table, state, { type: "shakeOff", actor: "ana", effectId: "effect-1", card: cards("9C")[0]! });
    expect(participant(state, "ana").effects).toEqual([]);
    expect(state.log).toContainEqual(expect.objectContaining({ type: "shakeOff", actor: "ana", success: true }));
  });

  it("[F52-17] partially incapacitated: it cannot act, and a physical attack on it may add one more card", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana")]), "2C 3C 4C  KS  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "incapacitate", target: "orc", level: "partial" });
    expect(reduceCombat(state, { type: "move", actor: "orc", feet: 5 })).toEqual({ ok: false, reason: REFUSAL.CannotAct });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("2C 3C 4C") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("KS") });
    expect(participant(state, "orc").hp).toBe(6);
    expect(state.log).toContainEqual({ type: "exchange", attacker: "ana", target: "orc", hit: false, fumble: false });
  });

  it("[F52-17] fully incapacitated: the attack hits automatically and a card is drawn for damage", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana")]), "2C 3C 4C  KS  AC 2H  QD");
    let state = initial;
    state = await act(table, state, { type: "incapacitate", target: "orc", level: "full" });
    expect(reduceCombat(state, { type: "attack", actor: "ana", target: "orc", cards: cards("2C") })).toEqual({
      ok: false,
      reason: REFUSAL.AutoHitNoCards,
    });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: [] });
    expect(state.exchange).toBeNull();
    expect(participant(state, "orc").hp).toBe(4);
    expect(state.handCounts[handStack("ana")]).toBe(3);
    expectConserved(table);
  });

  it("[F52-17] [F52-19] a Push with an Ace knocks out; the unconscious draws against the FD's number to wake", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana")]), "AC 3C 4C  KS  AD 2H  5D 9S  3D 8D");
    let state = initial;
    state = await act(table, state, { type: "maneuver", actor: "ana", target: "orc", cards: cards("AC") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("KS") });
    expect(participant(state, "orc")).toMatchObject({ status: "unconscious", prone: true });
    state = await act(table, state, { type: "endRound" });
    state = await act(table, state, { type: "pass", actor: "ana" });
    state = await act(table, state, { type: "setWakeNumber", target: "orc", difficulty: 6 });
    state = await act(table, state, { type: "wakeCheck", actor: "orc" });
    expect(participant(state, "orc").status).toBe("unconscious");
    state = await act(table, state, { type: "endRound" });
    state = await act(table, state, { type: "pass", actor: "ana" });
    state = await act(table, state, { type: "wakeCheck", actor: "orc" });
    expect(participant(state, "orc").status).toBe("active");
  });
});
