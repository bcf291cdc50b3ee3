import { describe, expect, it } from "vitest";
import { REFUSAL, reduceCombat } from "../../../src/rules/fates52/index.ts";
import type { CombatSetup, MonsterSetup, PlayerSetup } from "../../../src/rules/fates52/index.ts";
import { act, begin, cards, expectConserved, participant } from "./harness.ts";

const warrior = (key: string, level = 1): PlayerSetup => ({ key, name: key, characterClass: "warrior", level });
const wizard = (key: string, level = 1): PlayerSetup => ({ key, name: key, characterClass: "wizard", level });
const orc = (hp = 6, extra: Partial<MonsterSetup> = {}): MonsterSetup => ({ key: "orc", name: "Orc", group: "orcs", hp, ...extra });
const setup = (players: PlayerSetup[], monsters: MonsterSetup[] = [orc()]): CombatSetup => ({ players, monsters });

describe("52 Fates combat: maneuvers and spells", () => {
  it("[F52-19] mixing suits in a maneuver is refused; only warriors maneuver", async () => {
    const { state } = await begin(setup([warrior("ana"), wizard("bo")]), "5H 6C 7C  8H 9H 10H  KS  AC AD 2H");
    expect(reduceCombat(state, { type: "maneuver", actor: "ana", target: "orc", cards: cards("5H 6C") })).toEqual({
      ok: false,
      reason: REFUSAL.MixedSuits,
    });
    expect(reduceCombat(state, { type: "maneuver", actor: "bo", cards: cards("8H") })).toEqual({ ok: false, reason: REFUSAL.NotAWarrior });
  });

  it("[F52-19] Parry: no attack, its value added to every defence for a full round", async () => {
    // Ana parries with 5♥; the orc's 10♠ meets her 6♣ + 5 = 11 and the defence holds.
    const { table, state: initial } = await begin(setup([warrior("ana")], [orc(6, { cardsPerPlay: 1 })]), "5H 6C 7C  10S  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "maneuver", actor: "ana", cards: cards("5H") });
    expect(participant(state, "ana").parry).toMatchObject({ bonus: 5, ace: false });
    state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("10S") });
    state = await act(table, state, { type: "defend", actor: "ana", cards: cards("6C") });
    expect(state.log).toContainEqual({ type: "exchange", attacker: "orc", target: "ana", hit: false, fumble: false });
    expect(participant(state, "ana").hp).toBe(3);
    state = await act(table, state, { type: "endRound" });
    expect(participant(state, "ana").parry).not.toBeNull();
    state = await act(table, state, { type: "pass", actor: "ana" });
    expect(participant(state, "ana").parry).toBeNull();
  });

  it("[F52-19] Disarm with a face card throws the weapon out of reach; Fury Strike adds up its damage", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana", 5)], [orc(9)]), "QD 5D 5S KS 2C 3C 4C  2H 3H 4H 6H 7H  AC 2D");
    let state = initial;
    state = await act(table, state, { type: "maneuver", actor: "ana", target: "orc", cards: cards("QD 5D") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("2H") });
    expect(participant(state, "orc").disarmed).toBe("thrownAway");
    expect(participant(state, "orc").hp).toBe(9);
    state = await act(table, state, { type: "endRound" });
    state = await act(table, state, { type: "maneuver", actor: "ana", target: "orc", cards: cards("5S KS") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("3H") });
    expect(participant(state, "orc").hp).toBe(6);
    expectConserved(table);
  });

  it("[F52-20] mixing suits in a spell is refused; only spellcasters cast; 60 ft with line of sight", async () => {
    const { state } = await begin(setup([warrior("ana"), wizard("bo", 5)]), "2C 3C 4C  5S 6S 7D 8S 9S 10S 7C  KS 2D 3D 4D 5D  AC 2H");
    expect(reduceCombat(state, { type: "cast", actor: "bo", target: "orc", cards: cards("5S 7D") })).toEqual({
      ok: false,
      reason: REFUSAL.MixedSuits,
    });
    expect(reduceCombat(state, { type: "cast", actor: "ana", target: "orc", cards: cards("2C") })).toEqual({
      ok: false,
      reason: REFUSAL.NotAWizard,
    });
    expect(reduceCombat(state, { type: "cast", actor: "bo", target: "orc", cards: cards("5S"), distanceFeet: 65 })).toEqual({
      ok: false,
      reason: REFUSAL.TooFar,
    });
    expect(
      reduceCombat(state, { type: "cast", actor: "bo", target: "orc", cards: cards("5S 6S"), distanceFeet: 60, lineOfSight: true }).ok,
    ).toBe(true);
  });

  it("[F52-20] Harm is opposed; the Ace of spades brings the target to 0 HP", async () => {
    const { table, state: initial } = await begin(setup([wizard("bo")], [orc(8)]), "AS 3C 4C  2D  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "orc", cards: cards("AS") });
    expect(state.exchange?.spell).toBe("harm");
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("2D") });
    expect(participant(state, "orc")).toMatchObject({ hp: 0, status: "dead" });
  });

  it("[F52-20] Protect adds to the next defence and is spent by it; Destruct adds to the next attack", async () => {
    // Ana (level 2) and Bo; the FD holds 10♠ 8♠. Bo protects Ana with 6♦: the orc's 10♠ meets 5♣ + 6 = 11, held.
    const { table, state: initial } = await begin(
      setup([warrior("ana", 2), wizard("bo")], [orc(6, { cardsPerPlay: 1 })]),
      "5C 7C 2S 3S  6D 9C 3H  10S 8S  AC 2H AH  4S",
    );
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "ana", cards: cards("6D") });
    expect(participant(state, "ana").wards.protectBonus).toBe(6);
    state = await act(table, state, { type: "pass", actor: "ana" });
    state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("10S") });
    state = await act(table, state, { type: "defend", actor: "ana", cards: cards("5C") });
    expect(participant(state, "ana")).toMatchObject({ hp: 4, wards: { protectBonus: 0 } });
    state = await act(table, state, { type: "endRound" });
    // Round 2: Bo's Destruct 9♣ beats the orc's 4♠; then Ana's 2♠ + 9 = 11 beats the orc's 8♠, spending it.
    state = await act(table, state, { type: "cast", actor: "bo", target: "orc", cards: cards("9C") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("4S") });
    expect(participant(state, "orc").wards.destructBonus).toBe(9);
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("2S") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("8S") });
    expect(participant(state, "orc")).toMatchObject({ hp: 5, wards: { destructBonus: 0 } });
    expectConserved(table);
  });

  it("[F52-20] a wizard may cancel a Protect with a Destruct of equal or higher value: not cast without the caster's choice; cancelled when chosen", async () => {
    const { table, state: initial } = await begin(setup([wizard("bo"), wizard("cy")], [orc(6)]), "7D 3C 4C  8C 5C 6C  2S  AC AD 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "cy", cards: cards("7D") });
    // No silent cancel: without the caster's choice the cast is refused and nothing changes.
    expect(reduceCombat(state, { type: "cast", actor: "cy", target: "cy", cards: cards("8C") })).toEqual({
      ok: false,
      reason: REFUSAL.WardChoiceNeeded,
    });
    state = await act(table, state, { type: "cast", actor: "cy", target: "cy", cards: cards("8C"), ward: "cancel" });
    expect(participant(state, "cy").wards).toMatchObject({ protectBonus: 0, destructBonus: 0 });
    expect(state.log).toContainEqual({ type: "ward", target: "cy", spell: "destruct", outcome: "cancelled" });
  });

  it("[F52-20] a wizard who keeps the Protect casts the Destruct beside it: both stand", async () => {
    const { table, state: initial } = await begin(setup([wizard("bo"), wizard("cy")], [orc(6)]), "7D 3C 4C  8C 5C 6C  2S  AC AD 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "cy", cards: cards("7D") });
    state = await act(table, state, { type: "cast", actor: "cy", target: "cy", cards: cards("8C"), ward: "keep" });
    expect(participant(state, "cy").wards).toMatchObject({ protectBonus: 7, destructBonus: 8 });
    expect(state.log).toContainEqual({ type: "ward", target: "cy", spell: "destruct", outcome: "applied" });
    expectConserved(table);
  });

  it("[F52-20] a Destruct too weak to cancel the Protect needs no choice and takes effect", async () => {
    const { table, state: initial } = await begin(setup([wizard("bo"), wizard("cy")], [orc(6)]), "7D 3C 4C  6C 5C 8C  2S  AC AD 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "cy", cards: cards("7D") });
    state = await act(table, state, { type: "cast", actor: "cy", target: "cy", cards: cards("6C") });
    expect(participant(state, "cy").wards).toMatchObject({ protectBonus: 7, destructBonus: 6 });
  });

  it("[F52-20] Ace of clubs: attacks on the target hit without a defence; Ace of diamonds: no damage for a round", async () => {
    const { table, state: initial } = await begin(setup([warrior("ana"), wizard("bo")], [orc(6)]), "2C 3C 4C  AC 5C 6C  9S  AS AD 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "orc", cards: cards("AC") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("9S") });
    expect(participant(state, "orc").wards.exposed).toEqual({ source: "bo", round: 1 });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("2C") });
    expect(state.exchange).toBeNull();
    expect(participant(state, "orc").hp).toBe(5);
  });

  it("[F52-20] the Ace of diamonds makes the target invulnerable to damage for a round", async () => {
    const { table, state: initial } = await begin(setup([wizard("bo")], [orc(6)]), "AD 3C 4C  QS  AC 2H");
    let state = initial;
    state = await act(table, state, { type: "cast", actor: "bo", target: "bo", cards: cards("AD") });
    state = await act(table, state, { type: "attack", actor: "orc", target: "bo", cards: cards("QS") });
    state = await act(table, state, { type: "defend", actor: "bo", cards: cards("3C") });
    expect(state.log).toContainEqual({ type: "exchange", attacker: "orc", target: "bo", hit: true, fumble: false });
    expect(participant(state, "bo").hp).toBe(3);
  });
});
