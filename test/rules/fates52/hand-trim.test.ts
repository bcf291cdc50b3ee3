/**
 * HP is the maximum hand size [F52-14]: a hit that leaves a character fewer HP than cards in hand
 * makes them discard the excess at once, the owner choosing what goes (or the Fate Dealer letting it
 * go at random); until then the character plays nothing and the round does not end.
 */
import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { DEALER_HAND, DISCARD, REFUSAL, handStack, reduceCombat } from "../../../src/rules/fates52/index.ts";
import type { CombatSetup, CombatState } from "../../../src/rules/fates52/index.ts";
import { act, begin, cards, expectConserved, participant } from "./harness.ts";

const party: CombatSetup = {
  players: [
    { key: "ana", name: "Ana", characterClass: "warrior", level: 1 },
    { key: "wiz", name: "Wiz", characterClass: "wizard", level: 2 },
  ],
  monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 4 }],
};
// Deal order: Ana 3, Wiz 4, the FD 2, then initiative: Ana, Wiz, the orcs (K♦: the orcs first).
const STACKED = "5C 9C KS  3H 8H 4D 6S  QH 7D  2S 9H KD";
const keys = (list: string) => cards(list).map(cardKey).sort();

/** The orc hits Ana with Q♥ against her 5♣: 2 damage, Ana at 1 HP holding 9♣ and K♠. */
async function anaAtOneHp(setup: CombatSetup = party) {
  const { table, state: initial } = await begin(setup, STACKED);
  let state: CombatState = initial;
  state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("QH"), hand: table.contents(DEALER_HAND) });
  state = await act(table, state, { type: "defend", actor: "ana", cards: cards("5C"), hand: table.contents(handStack("ana")) });
  return { table, state };
}

describe("52 Fates: damage shrinks the hand", () => {
  it("[F52-14] [F52-15] Wiz's HP edited on his sheet mid-fight: lowered, the card takes it as damage (his Protect ward no shield) and he owes the excess; raised, as healing; to 0 he is dying; a monster's or an impossible HP is refused", async () => {
    const { table, state: initial } = await begin(party, STACKED);
    const warded = {
      ...initial,
      participants: initial.participants.map((p) =>
        p.key === "wiz" ? { ...p, wards: { ...p.wards, invulnerable: { source: "wiz", round: 1 } } } : p,
      ),
    };
    let state = await act(table, warded, { type: "setHp", target: "wiz", hp: 2 });
    expect(participant(state, "wiz")).toMatchObject({ hp: 2, mustDiscard: 2, status: "active" });
    expect(state.log.at(-1)).toEqual({ type: "damage", target: "wiz", amount: 2, hp: 2, cause: "other" });
    state = await act(table, state, { type: "setHp", target: "wiz", hp: 3 });
    expect(participant(state, "wiz")).toMatchObject({ hp: 3, mustDiscard: 1 });
    state = await act(table, state, { type: "setHp", target: "wiz", hp: 0 });
    expect(participant(state, "wiz")).toMatchObject({ hp: 0, status: "dying", mustDiscard: 0 });
    expect(table.contents(handStack("wiz"))).toEqual([]);
    expect(reduceCombat(state, { type: "setHp", target: "orc", hp: 1 })).toEqual({ ok: false, reason: REFUSAL.UnknownParticipant });
    expect(reduceCombat(state, { type: "setHp", target: "ana", hp: 4 })).toEqual({ ok: false, reason: REFUSAL.BadAmount });
    expectConserved(table);
  });

  it("[F52-14] at 1 HP with two cards, Ana may not attack with two; she keeps the card of her choosing and plays it", async () => {
    const { table, state: hit } = await anaAtOneHp();
    expect(participant(hit, "ana").hp).toBe(1);
    expect(participant(hit, "ana").mustDiscard).toBe(1);
    const hand = table.contents(handStack("ana"));
    expect(reduceCombat(hit, { type: "attack", actor: "ana", target: "orc", cards: cards("9C KS"), hand })).toEqual({
      ok: false,
      reason: REFUSAL.DiscardFirst,
    });
    expect(reduceCombat(hit, { type: "discard", actor: "ana", cards: cards("9C KS"), hand })).toEqual({
      ok: false,
      reason: REFUSAL.WrongDiscardCount,
    });
    expect(reduceCombat(hit, { type: "discard", actor: "ana", cards: cards("AH"), hand })).toEqual({
      ok: false,
      reason: REFUSAL.NotInHand,
    });

    let state = await act(table, hit, { type: "discard", actor: "ana", cards: cards("9C"), hand });
    expect(table.contents(handStack("ana")).map(cardKey)).toEqual(keys("KS"));
    expect(table.faceUp(DISCARD).map(cardKey)).toEqual(keys("9C"));
    expect(state.handCounts[handStack("ana")]).toBe(1);
    expect(participant(state, "ana").mustDiscard).toBe(0);
    expect(state.log).toContainEqual({ type: "discard", actor: "ana", cards: cards("9C") });

    state = await act(table, state, {
      type: "attack",
      actor: "ana",
      target: "orc",
      cards: cards("KS"),
      hand: table.contents(handStack("ana")),
    });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("7D"), hand: table.contents(DEALER_HAND) });
    expect(participant(state, "orc").hp).toBe(2);
    expectConserved(table);
  });

  it("[F52-14] [F52-18] the round does not end while a discard is owed; the Fate Dealer may let the excess go at random", async () => {
    const { table, state: hit } = await anaAtOneHp();
    expect(reduceCombat(hit, { type: "endRound" })).toEqual({ ok: false, reason: REFUSAL.DiscardFirst });
    const state = await act(table, hit, { type: "discardExcess", target: "ana" });
    expect(table.contents(handStack("ana"))).toHaveLength(1);
    expect(table.contents(DISCARD)).toHaveLength(1);
    expect(state.handCounts[handStack("ana")]).toBe(1);
    expect(participant(state, "ana").mustDiscard).toBe(0);
    expect(reduceCombat(state, { type: "discardExcess", target: "ana" })).toEqual({ ok: false, reason: REFUSAL.NoDiscardOwed });
    expectConserved(table);
  });

  it("[F52-14] [F52-20] a heal before the discard lowers what is owed", async () => {
    const { table, state: hit } = await anaAtOneHp();
    // Ana passes her turn only after discarding; the wizard heals her first with 8♥ (+1 HP).
    const state = await act(table, hit, {
      type: "cast",
      actor: "wiz",
      target: "ana",
      cards: cards("8H"),
      hand: table.contents(handStack("wiz")),
    });
    expect(participant(state, "ana").hp).toBe(2);
    expect(participant(state, "ana").mustDiscard).toBe(0);
    expectConserved(table);
  });

  it("[F52-14] [F52-18] with the trimAtRefill ruling, Ana at 1 HP keeps both cards this round and discards down to 1 at the refill, of her choosing", async () => {
    const { table, state: hit } = await anaAtOneHp({ ...party, rulings: { trimAtRefill: true } });
    expect(participant(hit, "ana").hp).toBe(1);
    expect(participant(hit, "ana").mustDiscard).toBe(0);
    expect(hit.handCounts[handStack("ana")]).toBe(2);

    // The round ends: no card is drawn into her hand, and she owes the one card beyond her HP.
    let state = await act(table, hit, { type: "endRound" });
    expect(state.round).toBe(2);
    expect(table.contents(handStack("ana"))).toHaveLength(2);
    expect(participant(state, "ana").mustDiscard).toBe(1);
    const hand = table.contents(handStack("ana"));
    expect(reduceCombat(state, { type: "attack", actor: "ana", target: "orc", cards: cards("KS"), hand })).toEqual({
      ok: false,
      reason: REFUSAL.DiscardFirst,
    });
    state = await act(table, state, { type: "discard", actor: "ana", cards: cards("9C"), hand });
    expect(table.contents(handStack("ana")).map(cardKey)).toEqual(keys("KS"));
    expect(participant(state, "ana").mustDiscard).toBe(0);
    expectConserved(table);
  });
});
