import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import {
  DEALER_HAND,
  PLAY,
  REFUSAL,
  fallingDamage,
  handStack,
  reduceCombat,
  regularAttack,
  startCombat,
} from "../../../src/rules/fates52/index.ts";
import type { CombatSetup, MonsterSetup, PlayerSetup } from "../../../src/rules/fates52/index.ts";
import { act, begin, cards, expectConserved, participant } from "./harness.ts";

const warrior = (key: string, level = 1, extra: Partial<PlayerSetup> = {}): PlayerSetup => ({
  key,
  name: key,
  characterClass: "warrior",
  level,
  ...extra,
});
const wizard = (key: string, level = 1, extra: Partial<PlayerSetup> = {}): PlayerSetup => ({
  key,
  name: key,
  characterClass: "wizard",
  level,
  ...extra,
});
const orc = (hp = 6, extra: Partial<MonsterSetup> = {}): MonsterSetup => ({ key: "orc", name: "Orc", group: "orcs", hp, ...extra });
const setup = (players: PlayerSetup[], monsters: MonsterSetup[] = [orc()]): CombatSetup => ({ players, monsters });

describe("52 Fates combat: setup, turns and plays", () => {
  it("[F52-04] [F52-21] a level-5 warrior holds 7 cards and the FD 5; a hurt character starts with its current maximum", async () => {
    const { state, table } = await begin(setup([warrior("ana", 5), wizard("bo", 2, { hp: 2 })]), "");
    expect(state.handCounts).toEqual({ [DEALER_HAND]: 5, [handStack("ana")]: 7, [handStack("bo")]: 2 });
    expect(table.contents(handStack("ana"))).toHaveLength(7);
    expectConserved(table);
  });

  it("[F52-04] a combat needs player characters and monsters with valid levels", () => {
    expect(startCombat(setup([]))).toEqual({ ok: false, reason: REFUSAL.BadSetup });
    expect(startCombat(setup([warrior("ana", 0)]))).toEqual({ ok: false, reason: REFUSAL.BadSetup });
    expect(startCombat(setup([warrior("ana", 1, { backgroundSkills: ["a", "b", "c", "d"] })]))).toEqual({
      ok: false,
      reason: REFUSAL.BadSetup,
    });
  });

  it("[F52-05] the players win initiative ties and reorder freely within their group", async () => {
    // Deal: ana 3, bo 3, FD 1; initiative: ana 7♣, bo Q♦, orcs Q♠ — a tie at Q, the players go first.
    const { state: initial, table } = await begin(setup([warrior("ana"), wizard("bo")]), "2C 3C 4C  2D 3D 4D  5S  7C QD QS");
    let state = initial;
    expect(state.order).toEqual(["players", "orcs"]);
    expect(reduceCombat(state, { type: "attack", actor: "orc", target: "ana", cards: cards("5S") })).toEqual({
      ok: false,
      reason: REFUSAL.NotYourTurn,
    });
    state = await act(table, state, { type: "pass", actor: "bo" });
    state = await act(table, state, { type: "pass", actor: "ana" });
    state = await act(table, state, { type: "pass", actor: "orc" });
    expect(state.participants.every((p) => p.acted)).toBe(true);
  });

  it("[F52-05] initiative counts 2 low to Ace high; monster groups act in descending order", async () => {
    const monsters = [orc(3), { key: "gob", name: "Goblin", group: "goblins", hp: 2 }];
    const { state } = await begin(setup([warrior("ana")], monsters), "2C 3C 4C  5S  9C  AH  10D");
    expect(state.order).toEqual(["orcs", "goblins", "players"]);
  });

  it("[F52-05] the Fate Dealer draws for each monster of a group as each player does: the group's best card sets its initiative, and every card lies face up", async () => {
    const monsters = [orc(3), orc(3, { key: "orc-2", name: "Orc 2" }), { key: "gob", name: "Goblin", group: "goblins", hp: 2 }];
    // Deal: ana 3, FD 1; initiative: ana 9♣; the orcs 4♠ and K♦ (their best, K, beats the 9); the goblin 7♥.
    const { state, table } = await begin(setup([warrior("ana")], monsters), "2C 3C 4C  5S  9C  4S KD  7H");
    expect(state.initiative.map((entry) => [entry.group, entry.drawnBy, cardKey(entry.card)])).toEqual([
      ["players", "ana", "9C@fates52"],
      ["orcs", "orc", "4S@fates52"],
      ["orcs", "orc-2", "KD@fates52"],
      ["goblins", "gob", "7H@fates52"],
    ]);
    expect(state.order).toEqual(["orcs", "players", "goblins"]);
    expect(table.faceUp(PLAY).map(cardKey)).toEqual(expect.arrayContaining(["9C@fates52", "4S@fates52", "KD@fates52", "7H@fates52"]));
  });

  it("[F52-06] one action per round; movement up to 30 ft before or after it", async () => {
    const { state: initial, table } = await begin(setup([warrior("ana")]), "2C 3C 4C  5S  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "move", actor: "ana", feet: 20 });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("2C") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("5S") });
    state = await act(table, state, { type: "move", actor: "ana", feet: 10 });
    expect(reduceCombat(state, { type: "move", actor: "ana", feet: 5 })).toEqual({ ok: false, reason: REFUSAL.TooFar });
    expect(reduceCombat(state, { type: "pass", actor: "ana" })).toEqual({ ok: false, reason: REFUSAL.AlreadyActed });
  });

  it("[F52-07] the attacker plays first, played cards stay played, and the round waits for the defender", async () => {
    const { state: initial, table } = await begin(setup([warrior("ana")]), "2C 3C 4C  5S  AC 2H");
    let state = initial;
    expect(reduceCombat(state, { type: "defend", actor: "orc", cards: cards("5S") })).toEqual({ ok: false, reason: REFUSAL.NoExchange });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("4C") });
    expect(table.faceUp(PLAY).map(cardKey)).toContain("4C@fates52");
    expect(reduceCombat(state, { type: "defend", actor: "ana", cards: cards("2C") })).toEqual({
      ok: false,
      reason: REFUSAL.NotTheDefender,
    });
    expect(reduceCombat(state, { type: "endRound" })).toEqual({ ok: false, reason: REFUSAL.ExchangeOpen });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("5S") });
    expect(state.log).toContainEqual({ type: "exchange", attacker: "ana", target: "orc", hit: false, fumble: false });
    expect(participant(state, "orc").hp).toBe(6);
  });

  it("[F52-08] adding an Ace to other cards is refused and changes nothing", async () => {
    const { state } = await begin(setup([warrior("ana")]), "AS 3C 4C  5S  AC 2H");
    const refused = reduceCombat(state, { type: "attack", actor: "ana", target: "orc", cards: cards("AS 3C") });
    expect(refused).toEqual({ ok: false, reason: REFUSAL.AceAlone });
    expect(state.participants.every((p) => !p.acted)).toBe(true);
  });

  it("[F52-09] playing more cards than the class and level allow is refused", async () => {
    const { state } = await begin(setup([wizard("bo")]), "2C 3C 4C  5S  AC 2H");
    expect(reduceCombat(state, { type: "attack", actor: "bo", target: "orc", cards: cards("2C 3C") })).toEqual({
      ok: false,
      reason: REFUSAL.TooManyCards,
    });
    expect(reduceCombat(state, { type: "attack", actor: "bo", target: "orc", cards: cards("2C") }).ok).toBe(true);
  });

  it("[F52-10] an Ace hit takes half the target's current HP, rounded up", async () => {
    const { state: initial, table } = await begin(setup([warrior("ana")], [orc(9)]), "AS 3C 4C  2S  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("AS") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("2S") });
    expect(participant(state, "orc").hp).toBe(4);
  });

  it("[F52-12] unarmed: a hit does 1 whatever the cards, and the defender may add one more card", async () => {
    // bo (wizard, normally 1 defence card) is attacked unarmed by the orc with K♠.
    const { state: initial, table } = await begin(setup([wizard("bo")]), "5H 6H 7H  KS  2C AC");
    let state = initial;
    state = await act(table, state, { type: "attack", actor: "orc", target: "bo", cards: cards("KS"), unarmed: true });
    expect(reduceCombat(state, { type: "defend", actor: "bo", cards: cards("5H 6H 7H") })).toEqual({
      ok: false,
      reason: REFUSAL.TooManyCards,
    });
    state = await act(table, state, { type: "defend", actor: "bo", cards: cards("5H 6H") });
    expect(participant(state, "bo").hp).toBe(2);
    expectConserved(table);
  });

  it("[F52-13] [F52-14] falling damage from the FD lowers HP and the hand maximum", async () => {
    const { state: initial, table } = await begin(setup([warrior("ana", 3)]), "");
    let state = initial;
    state = await act(table, state, { type: "damage", target: "ana", amount: fallingDamage(65) });
    expect(participant(state, "ana").hp).toBe(3);
    expect(reduceCombat(state, { type: "damage", target: "ana", amount: 0 })).toEqual({ ok: false, reason: REFUSAL.BadAmount });
  });

  it("[F52-22] a monster's custom attack applies its own face-card effect", async () => {
    const claw = { ...regularAttack("claw", "Claw"), face: { damage: 1, effect: "Knocked prone" } };
    const { state: initial, table } = await begin(
      setup([wizard("bo")], [orc(5, { attacks: [claw], movement: 40 })]),
      "2H 3H 4H  QS  2C AC",
    );
    let state = initial;
    expect(participant(state, "orc").movement).toBe(40);
    expect(reduceCombat(state, { type: "attack", actor: "orc", target: "bo", cards: cards("QS"), attackId: "bite" })).toEqual({
      ok: false,
      reason: REFUSAL.NoSuchAttack,
    });
    state = await act(table, state, { type: "attack", actor: "orc", target: "bo", cards: cards("QS"), attackId: "claw" });
    state = await act(table, state, { type: "defend", actor: "bo", cards: cards("4H") });
    expect(participant(state, "bo").hp).toBe(2);
    expect(state.log).toContainEqual({ type: "monsterEffect", target: "bo", effect: "Knocked prone" });
  });
});
