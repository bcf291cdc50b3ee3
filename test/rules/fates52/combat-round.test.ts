import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  DEALER_HAND,
  DECK,
  DISCARD,
  PLAY,
  REFUSAL,
  abandonCombat,
  damageFor,
  handStack,
  reduceCombat,
} from "../../../src/rules/fates52/index.ts";
import type { CombatSetup } from "../../../src/rules/fates52/index.ts";
import { act, begin, cards, cardsIn, expectConserved, participant } from "./harness.ts";

const party: CombatSetup = {
  players: [
    { key: "ana", name: "Ana", characterClass: "warrior", level: 1 },
    { key: "wiz", name: "Wiz", characterClass: "wizard", level: 2 },
  ],
  monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 4 }],
};
// Deal order: Ana 3, Wiz 4, the FD 2 (highest level), then initiative: Ana, Wiz, the orcs.
const STACKED = "5C 9C KS  3H 8H 4D 6S  QH 7D  2S 9H KD";
const keys = (list: string) => cards(list).map(cardKey).sort();

describe("52 Fates combat round on a MemoryTable", () => {
  it("[F52-18] [CORE-03] a combat whose card is deleted mid-exchange puts every hand and the table in the discard pile, as its end does; one over puts nothing", async () => {
    const { table, state: initial } = await begin(party, STACKED);
    // The orc's attack is on the table, Ana's defence still to come.
    const state = await act(table, initial, {
      type: "attack",
      actor: "orc",
      target: "ana",
      cards: cards("QH"),
      hand: table.contents(DEALER_HAND),
    });
    expect(state.exchange).not.toBeNull();
    expect(reduceCombat(state, { type: "endCombat" })).toEqual({ ok: false, reason: REFUSAL.ExchangeOpen });
    const held = [handStack("ana"), handStack("wiz"), DEALER_HAND, PLAY].flatMap((stack) => table.contents(stack).map(cardKey));
    expect(held).toHaveLength(3 + 4 + 1 + 4);

    const abandoned = abandonCombat(state);
    expect(abandoned?.state.phase).toBe("over");
    await applyEffects(table, abandoned!.effects);
    for (const stack of [handStack("ana"), handStack("wiz"), DEALER_HAND, PLAY]) expect(table.contents(stack)).toEqual([]);
    expect(table.contents(DISCARD).map(cardKey).sort()).toEqual(held.sort());
    expectConserved(table);

    const over = reduceCombat(initial, { type: "endCombat" });
    if (!over.ok) throw new Error(over.reason);
    expect(abandonCombat(over.state)).toBeNull();
  });

  it("[F52-04] [F52-05] [F52-07] [F52-09] [F52-14] [F52-18] [F52-20] [CORE-03] [CORE-06] a full round: initiative, attacks, damage, Heal, refill", async () => {
    const { table, state: initial } = await begin(party, STACKED);
    let state = initial;

    // Hands: level + 2 each, the FD the highest level; secret, so only counts in the state [F52-04].
    expect(state.handCounts).toEqual({ [DEALER_HAND]: 2, [handStack("ana")]: 3, [handStack("wiz")]: 4 });
    expect(table.contents(handStack("ana")).map(cardKey).sort()).toEqual(keys("5C 9C KS"));
    expect(cardsIn(state)).not.toContain("5C@fates52");

    // Initiative: players' best is 9♥, the orcs drew K♦, so the orcs act first [F52-05].
    expect(state.order).toEqual(["orcs", "players"]);
    expect(table.faceUp(PLAY).map(cardKey).sort()).toEqual(keys("2S 9H KD"));
    expect(reduceCombat(state, { type: "attack", actor: "ana", target: "orc", cards: cards("9C KS") })).toEqual({
      ok: false,
      reason: REFUSAL.NotYourTurn,
    });

    // The orc attacks Ana with Q♥; her defence stays out of the state until she plays it [F52-07, CORE-06].
    const dealerHand = table.contents(DEALER_HAND);
    state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("QH"), hand: dealerHand });
    expect(state.exchange?.cards.map(cardKey)).toEqual(["QH@fates52"]);
    expect(table.faceUp(PLAY).map(cardKey)).toContain("QH@fates52");
    const anaHand = table.contents(handStack("ana")).map(cardKey);
    expect(cardsIn(state).filter((key) => anaHand.includes(key))).toEqual([]);
    expect(reduceCombat(state, { type: "defend", actor: "ana", cards: cards("AH"), hand: table.contents(handStack("ana")) })).toEqual({
      ok: false,
      reason: REFUSAL.NotInHand,
    });

    // Ana defends with 5♣: 15 beats 5, a face card does 2 damage, her hand maximum drops to 1 [F52-14].
    state = await act(table, state, { type: "defend", actor: "ana", cards: cards("5C"), hand: table.contents(handStack("ana")) });
    expect(state.exchange).toBeNull();
    expect(state.log).toContainEqual({ type: "exchange", attacker: "orc", target: "ana", hit: true, fumble: false });
    expect(participant(state, "ana").hp).toBe(1);

    // At 1 HP Ana holds one card at most: she keeps K♠ and discards 9♣ face up [F52-14].
    expect(reduceCombat(state, { type: "attack", actor: "ana", target: "orc", cards: cards("9C KS") })).toEqual({
      ok: false,
      reason: REFUSAL.DiscardFirst,
    });
    state = await act(table, state, { type: "discard", actor: "ana", cards: cards("9C"), hand: table.contents(handStack("ana")) });
    // Her attack with the one card she kept, K♠ (15), against the FD's 7♦: K♠ does 2.
    state = await act(table, state, {
      type: "attack",
      actor: "ana",
      target: "orc",
      cards: cards("KS"),
      hand: table.contents(handStack("ana")),
    });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("7D"), hand: table.contents(DEALER_HAND) });
    expect(participant(state, "orc").hp).toBe(2);

    // The wizard (level 2: one card per spell) heals Ana with 8♥ [F52-20].
    const wizHand = table.contents(handStack("wiz"));
    expect(reduceCombat(state, { type: "cast", actor: "wiz", target: "ana", cards: cards("3H 8H"), hand: wizHand })).toEqual({
      ok: false,
      reason: REFUSAL.TooManyCards,
    });
    state = await act(table, state, { type: "cast", actor: "wiz", target: "ana", cards: cards("8H"), hand: wizHand });
    expect(participant(state, "ana").hp).toBe(2);

    // End of round: the table goes face up to the discards, every hand refills to its current maximum [F52-18].
    state = await act(table, state, { type: "endRound" });
    expect(table.contents(DISCARD).map(cardKey).sort()).toEqual(keys("2S 9H KD QH 5C 9C KS 7D 8H"));
    expect(table.contents(PLAY)).toEqual([]);
    expect(table.contents(handStack("ana"))).toHaveLength(2);
    expect(table.contents(handStack("wiz"))).toHaveLength(4);
    expect(table.contents(DEALER_HAND)).toHaveLength(2);
    expect(state.handCounts).toEqual({ [DEALER_HAND]: 2, [handStack("ana")]: 2, [handStack("wiz")]: 4 });
    expect(state.round).toBe(2);
    expect(participant(state, "ana").acted).toBe(false);
    expectConserved(table);
  });

  it("[F52-11] [F52-18] [CORE-04] a defensive Ace makes the attacker fumble; the empty deck reshuffles the discards mid-round", async () => {
    const solo: CombatSetup = {
      players: [{ key: "ana", name: "Ana", characterClass: "warrior", level: 1 }],
      monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 10 }],
    };
    const { table, state: initial } = await begin(solo, "AD 2C 3C  9S  4H KC", "discard");
    let state = initial;
    expect(await table.count(DECK)).toBe(0);
    state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("9S") });
    state = await act(table, state, { type: "defend", actor: "ana", cards: cards("AD") });
    expect(state.log).toContainEqual({ type: "exchange", attacker: "orc", target: "ana", hit: false, fumble: true });
    const fumbleCard = state.inPlay.at(-1)!;
    expect(keys("4H KC 9S AD")).not.toContain(cardKey(fumbleCard));
    expect(participant(state, "orc").hp).toBe(10 - damageFor(fumbleCard, 10));
    expect(state.log).toContainEqual(expect.objectContaining({ type: "damage", target: "orc", cause: "fumble" }));
    expect(participant(state, "ana").hp).toBe(3);
    expectConserved(table);
  });

  it("[F52-18] [CORE-04] the end-of-round refill reshuffles the discards when the deck is empty", async () => {
    const solo: CombatSetup = {
      players: [{ key: "ana", name: "Ana", characterClass: "warrior", level: 1 }],
      monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 10 }],
    };
    const { table, state: initial } = await begin(solo, "AD 2C 3C  9S  4H KC", "discard");
    let state = initial;
    state = await act(table, state, { type: "attack", actor: "orc", target: "ana", cards: cards("9S") });
    state = await act(table, state, { type: "defend", actor: "ana", cards: cards("2C") });
    expect(participant(state, "ana").hp).toBe(2);
    state = await act(table, state, { type: "pass", actor: "ana" });
    expect(await table.count(DECK)).toBe(0);
    state = await act(table, state, { type: "endRound" });
    expect(state.handCounts[DEALER_HAND]).toBe(1);
    expect(table.contents(DEALER_HAND)).toHaveLength(1);
    expect(state.handCounts[handStack("ana")]).toBe(2);
    expect(await table.count(DECK)).toBe(52 - 1 - 2);
    expectConserved(table);
  });
});
