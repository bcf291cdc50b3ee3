import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  DECK,
  DISCARD,
  REFUSAL,
  cardsForCheck,
  deckSpec,
  evaluateCheck,
  fates52Deck,
  prepareDeckEffects,
  reduceActionCheck,
  startActionCheck,
  tableSpecs,
} from "../../../src/rules/fates52/index.ts";
import { cards, expectConserved, stackedTable } from "./harness.ts";

const suitedCards = (list: string): SuitedCard[] => cards(list) as SuitedCard[];

describe("52 Fates deck and action checks", () => {
  it("[F52-01] one shared 52-card deck without jokers, shuffled before play", async () => {
    const deck = fates52Deck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardKey)).size).toBe(52);
    expect(deck.every((card) => card.kind === "suited")).toBe(true);
    expect(deckSpec().runOut).toEqual({ kind: "reshuffle", discards: [DISCARD] });
    const table = new MemoryTable(tableSpecs(["ana"]), seededRandom(3));
    table.fill(DECK, deck);
    await applyEffects(table, prepareDeckEffects());
    expect(table.contents(DECK).map(cardKey)).not.toEqual(deck.map(cardKey));
    expectConserved(table);
  });

  it("[F52-02] one card higher than the difficulty succeeds; equal fails", () => {
    expect(evaluateCheck(suitedCards("8C"), 7).success).toBe(true);
    expect(evaluateCheck(suitedCards("7C"), 7).success).toBe(false);
    expect(evaluateCheck(suitedCards("2C"), 2).success).toBe(false);
  });

  it("[F52-02] ruling: J/Q/K count 15 and an Ace always succeeds", () => {
    expect(evaluateCheck(suitedCards("JD"), 10)).toEqual({ success: true, total: 15, ace: false });
    expect(evaluateCheck(suitedCards("AD"), 10)).toEqual({ success: true, total: 0, ace: true });
  });

  it("[F52-02] the difficulty is 2 to 10; anything else is refused", () => {
    const base = { level: 1, backgroundSkills: [] };
    expect(cardsForCheck({ ...base, difficulty: 1 })).toEqual({ ok: false, reason: REFUSAL.DifficultyOutOfRange });
    expect(cardsForCheck({ ...base, difficulty: 11 })).toEqual({ ok: false, reason: REFUSAL.DifficultyOutOfRange });
    expect(cardsForCheck({ ...base, difficulty: 5.5 })).toEqual({ ok: false, reason: REFUSAL.DifficultyOutOfRange });
    expect(cardsForCheck({ ...base, difficulty: 10 })).toEqual({ ok: true, count: 1 });
  });

  it("[F52-03] a related background skill draws two cards and adds them", () => {
    const request = { difficulty: 9, level: 1, backgroundSkills: ["Locksmith"], backgroundSkill: "locksmith" };
    expect(cardsForCheck(request)).toEqual({ ok: true, count: 2 });
    expect(evaluateCheck(suitedCards("4C 6D"), 9).success).toBe(true);
    expect(evaluateCheck(suitedCards("4C 5D"), 9).success).toBe(false);
    expect(cardsForCheck({ ...request, backgroundSkill: "Sailor" })).toEqual({ ok: false, reason: REFUSAL.UnknownBackgroundSkill });
  });

  it("[F52-21] every 5 levels allows one more card on a check, if the player chooses", () => {
    expect(cardsForCheck({ difficulty: 9, level: 5, backgroundSkills: [], extraCards: 1 })).toEqual({ ok: true, count: 2 });
    expect(cardsForCheck({ difficulty: 9, level: 4, backgroundSkills: [], extraCards: 1 })).toEqual({
      ok: false,
      reason: REFUSAL.TooManyExtraCards,
    });
  });

  it("[F52-03] a background check runs end to end on a MemoryTable and the cards go face up to the discards", async () => {
    const table = stackedTable(["ana"], "3C 5H");
    const start = startActionCheck({ difficulty: 7, level: 1, backgroundSkills: ["Hunting"], backgroundSkill: "Hunting" });
    if (!start.ok) throw new Error(start.reason);
    const outcomes = await applyEffects(table, start.effects);
    const done = reduceActionCheck(start.state, { type: "drawn", outcomes });
    if (!done.ok) throw new Error(done.reason);
    await applyEffects(table, done.effects);
    expect(done.state.success).toBe(true);
    expect(done.state.cards.map(cardKey)).toEqual(["3C@fates52", "5H@fates52"]);
    expect(table.faceUp(DISCARD).map(cardKey).sort()).toEqual(["3C@fates52", "5H@fates52"]);
    expect(reduceActionCheck(done.state, { type: "drawn", outcomes })).toEqual({ ok: false, reason: REFUSAL.NotAwaitingDraw });
    expectConserved(table);
  });

  it("[F52-18] a check on an empty deck reshuffles the discards instead of failing", async () => {
    const table = stackedTable(["ana"], "", "discard");
    expect(await table.count(DECK)).toBe(0);
    const start = startActionCheck({ difficulty: 5, level: 1, backgroundSkills: [] });
    if (!start.ok) throw new Error(start.reason);
    const outcomes = await applyEffects(table, start.effects);
    expect(outcomes[0]?.reshuffles).toBe(1);
    const done = reduceActionCheck(start.state, { type: "drawn", outcomes });
    expect(done.ok && done.state.cards.length).toBe(1);
    expectConserved(table);
  });
});

describe("52 Fates strings", () => {
  it("every refusal reason has an English string in lang/en/fates52.json", () => {
    const lang = JSON.parse(readFileSync(new URL("../../../lang/en/fates52.json", import.meta.url), "utf8"));
    for (const key of Object.values(REFUSAL)) {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);
      expect(typeof text, key).toBe("string");
    }
  });
});
