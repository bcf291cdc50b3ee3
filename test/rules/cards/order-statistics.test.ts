import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { choose } from "../../../src/rules/cards/odds.ts";
import {
  bestClassOdds,
  countByValue,
  topSumHands,
  topSumLessOneHands,
  topSumLessOneOdds,
  topSumOdds,
} from "../../../src/rules/cards/order-statistics.ts";
import { parseCards } from "../../../src/rules/cards/card.ts";
import { doubleDeckWithJokers } from "../../../src/rules/cards/recipes.ts";
import { unseenCards, unseenOf } from "../../../src/rules/cards/unseen.ts";
import { subsets } from "./subsets.ts";

const EXACT = 1e-12;

/** One entry per card: the index of its class. */
const cardsOf = (counts: readonly number[]): number[] => counts.flatMap((count, index) => new Array<number>(count).fill(index));

describe("bestClassOdds", () => {
  it("[CORE-05] equals the share of hands whose best card is of each class, over every hand of small decks", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4), { maxLength: 6 }), fc.nat(8), (counts, draws) => {
        const cards = cardsOf(counts);
        const hands = subsets(cards, Math.min(draws, cards.length));
        const expected = counts.map(
          (_, index) => hands.filter((hand) => hand.length > 0 && Math.min(...hand) === index).length / hands.length,
        );
        const odds = bestClassOdds(counts, draws);
        odds.forEach((p, index) => expect(Math.abs(p - expected[index]!), `class ${index}`).toBeLessThanOrEqual(EXACT));
      }),
      { numRuns: 200 },
    );
  });

  it("[CORE-05] worked example: the highest of 2 cards from a 52-card deck is an Ace with probability 1 − C(48,2)/C(52,2)", () => {
    const ranksHighFirst = new Array<number>(13).fill(4);
    expect(bestClassOdds(ranksHighFirst, 2)[0]).toBeCloseTo(1 - choose(48, 2) / choose(52, 2), 14);
    expect(bestClassOdds(ranksHighFirst, 0).every((p) => p === 0)).toBe(true);
  });
});

describe("topSumHands", () => {
  const valueClasses = fc.uniqueArray(fc.record({ value: fc.integer({ min: 0, max: 15 }), count: fc.nat(3) }), {
    selector: (entry) => entry.value,
    maxLength: 5,
  });

  it("[CORE-05] counts the hands with each sum of their highest values, over every hand of small decks", () => {
    fc.assert(
      fc.property(valueClasses, fc.nat(7), fc.nat(4), (classes, draws, top) => {
        const cards = classes.flatMap(({ value, count }) => new Array<number>(count).fill(value));
        const hands = draws <= cards.length ? subsets(cards, draws) : [];
        const expected = new Map<number, number>();
        for (const hand of hands) {
          const sum = [...hand]
            .sort((a, b) => b - a)
            .slice(0, top)
            .reduce((total, value) => total + value, 0);
          expected.set(sum, (expected.get(sum) ?? 0) + 1);
        }
        const ways = topSumHands(classes, draws, top);
        ways.forEach((count, sum) => expect(count, `sum ${sum}`).toBe(expected.get(sum) ?? 0));
        for (const sum of expected.keys()) expect(sum).toBeLessThan(ways.length);
      }),
      { numRuns: 200 },
    );
  });

  it("[CORE-05] the counts of a full 52-card deck add up to C(52, n), and 2 cards of J/Q/K (15 each) sum to 30 in C(12,2) ways", () => {
    const classes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map((value) => ({ value, count: value === 15 ? 12 : 4 }));
    classes.push({ value: 0, count: 4 });
    const ways = topSumHands(classes, 12, 3);
    expect(ways.reduce((sum, count) => sum + count, 0)).toBe(choose(52, 12));
    expect(topSumHands(classes, 2, 2)[30]).toBe(choose(12, 2));
  });
});

describe("topSumOdds", () => {
  it("[CORE-05] a hidden hand's top sum is the share of hands, over every hand of a small deck with cards outside the classes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.nat(3),
        fc.nat(4),
        fc.nat(3),
        (values, apart, draws, top) => {
          // `apart` cards outside the classes (value -1 here): a hand holding one counts under no sum.
          const cards = [...values, ...new Array<number>(apart).fill(-1)];
          const drawn = Math.min(draws, cards.length);
          const hands = subsets(cards, drawn);
          const expected = new Map<number, number>();
          for (const hand of hands.filter((held) => !held.includes(-1))) {
            const sum = [...hand]
              .sort((a, b) => b - a)
              .slice(0, top)
              .reduce((total, value) => total + value, 0);
            expected.set(sum, (expected.get(sum) ?? 0) + 1 / hands.length);
          }
          const odds = topSumOdds(
            countByValue(values, (value) => value),
            cards.length,
            draws,
            top,
          );
          odds.forEach((p, sum) => expect(Math.abs(p - (expected.get(sum) ?? 0)), `sum ${sum}`).toBeLessThanOrEqual(EXACT));
          for (const sum of expected.keys()) expect(sum).toBeLessThan(odds.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("[CORE-05] countByValue groups cards by value; the unseen cards are the deck minus the seen ones, by physical card", () => {
    expect(countByValue(parseCards("2C 2D KS", "A"), (card) => (card.kind === "suited" ? card.rank : 0))).toEqual([
      { value: 2, count: 2 },
      { value: 13, count: 1 },
    ]);
    const deck = doubleDeckWithJokers();
    const seen = [...parseCards("KS 2C", "A"), ...parseCards("KS JKR", "B")];
    expect(unseenOf(deck, seen)).toHaveLength(104);
    expect(unseenCards(deck, seen)).toHaveLength(101);
    expect(unseenCards(deck, seen).filter((card) => card.rank === 13 && card.suit === "S")).toEqual([]);
  });
});

describe("topSumLessOneHands", () => {
  it("[CORE-05] counts (hand, one more card) pairs by the hand's top sum less that card's value, over every pair of small decks", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 7 }), fc.nat(4), fc.nat(3), (values, draws, top) => {
        const indices = values.map((_, index) => index);
        const expected = new Map<number, number>();
        for (const extra of indices) {
          const rest = indices.filter((index) => index !== extra);
          for (const hand of draws <= rest.length ? subsets(rest, draws) : []) {
            const sum = hand
              .map((index) => values[index]!)
              .sort((a, b) => b - a)
              .slice(0, top)
              .reduce((total, value) => total + value, 0);
            const difference = sum - values[extra]!;
            expected.set(difference, (expected.get(difference) ?? 0) + 1);
          }
        }
        const { offset, ways } = topSumLessOneHands(
          countByValue(values, (value) => value),
          draws,
          top,
        );
        ways.forEach((count, index) => expect(count, `difference ${index - offset}`).toBe(expected.get(index - offset) ?? 0));
        for (const difference of expected.keys()) expect(difference + offset).toBeGreaterThanOrEqual(0);
        // As probabilities over a population of exactly these cards, the pairs add up to 1 when any exists.
        const { odds } = topSumLessOneOdds(
          countByValue(values, (value) => value),
          values.length,
          draws,
          top,
        );
        const total = odds.reduce((sum, p) => sum + p, 0);
        expect(total).toBeCloseTo(expected.size > 0 ? 1 : 0, 12);
      }),
      { numRuns: 200 },
    );
  });
});

describe("a ceiling on the sums", () => {
  it("[CORE-05] keeps every count up to the ceiling and lumps the rest into one last entry, with or without a card drawn apart", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 8 }),
        fc.nat(4),
        fc.nat(3),
        fc.integer({ min: -3, max: 30 }),
        (values, draws, top, ceiling) => {
          const classes = countByValue(values, (value) => value);
          const whole = topSumHands(classes, draws, top);
          const lumped = topSumHands(classes, draws, top, ceiling);
          const kept = Math.max(0, ceiling) + 1;
          if (lumped.length < whole.length) {
            expect(lumped.slice(0, kept)).toEqual(whole.slice(0, kept));
            expect(lumped.at(-1)).toBe(whole.slice(kept).reduce((sum, count) => sum + count, 0));
          } else expect(lumped).toEqual(whole);
          const apart = topSumLessOneHands(classes, draws, top);
          const apartLumped = topSumLessOneHands(classes, draws, top, ceiling);
          const keptApart = Math.max(0, ceiling) + apart.offset + 1;
          expect(apartLumped.offset).toBe(apart.offset);
          if (apartLumped.ways.length < apart.ways.length) {
            expect(apartLumped.ways.slice(0, keptApart)).toEqual(apart.ways.slice(0, keptApart));
            expect(apartLumped.ways.reduce((sum, count) => sum + count, 0)).toBe(apart.ways.reduce((sum, count) => sum + count, 0));
          } else expect(apartLumped.ways).toEqual(apart.ways);
        },
      ),
      { numRuns: 300 },
    );
  });
});
