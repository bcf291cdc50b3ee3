import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, cardColor, isJoker } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { choose, drawOdds, drawProbability, hypergeometric, hypergeometricAtLeast, sequentialOdds } from "../../../src/rules/cards/odds.ts";
import { deckWithJokers, standardDeck } from "../../../src/rules/cards/recipes.ts";

const EXACT = 1e-12;

/** Every size-`k` subset of 0..n-1, as index arrays. */
function* subsets(n: number, k: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === k) {
    yield chosen.slice();
    return;
  }
  for (let i = start; i <= n - (k - chosen.length); i++) {
    chosen.push(i);
    yield* subsets(n, k, i + 1, chosen);
    chosen.pop();
  }
}

/** Every ordering of `items`. */
function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items.slice();
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/** Brute force: the distribution of `evaluate` over every `n`-subset of the deck. */
function bruteDraw<O>(deck: readonly Card[], n: number, evaluate: (hand: readonly Card[]) => O): Map<O, number> {
  const draws = Math.min(n, deck.length);
  const tally = new Map<O, number>();
  let total = 0;
  for (const indices of subsets(deck.length, draws)) {
    const outcome = evaluate(indices.map((i) => deck[i]!));
    tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
    total++;
  }
  return new Map([...tally].map(([outcome, count]) => [outcome, count / total]));
}

function expectSameDistribution<O>(actual: Map<O, number>, expected: Map<O, number>): void {
  const keys = new Set([...actual.keys(), ...expected.keys()]);
  for (const key of keys) {
    expect(Math.abs((actual.get(key) ?? 0) - (expected.get(key) ?? 0)), String(key)).toBeLessThanOrEqual(EXACT);
  }
}

const smallDeck = fc
  .subarray(deckWithJokers(), { minLength: 0, maxLength: 9 })
  .chain((cards) => fc.shuffledSubarray(cards, { minLength: cards.length, maxLength: cards.length }));

describe("combinatorics", () => {
  it("[CORE-05] choose matches Pascal's triangle exactly for every n up to 54", () => {
    let row: bigint[] = [1n];
    for (let n = 0; n <= 54; n++) {
      for (let k = 0; k <= n; k++) expect(choose(n, k), `C(${n},${k})`).toBe(Number(row[k]));
      expect(choose(n, -1)).toBe(0);
      expect(choose(n, n + 1)).toBe(0);
      row = [1n, ...row.slice(1).map((value, i) => value + row[i]!), 1n];
    }
  });

  it("[CORE-05] hypergeometric and hypergeometricAtLeast equal subset counts for every small case", () => {
    for (let population = 0; population <= 10; population++) {
      for (let successes = 0; successes <= population; successes++) {
        for (let draws = 0; draws <= population; draws++) {
          const counts = new Array<number>(draws + 1).fill(0);
          let total = 0;
          for (const hand of subsets(population, draws)) {
            counts[hand.filter((index) => index < successes).length]!++;
            total++;
          }
          for (let k = 0; k <= draws; k++) {
            const label = `N${population} K${successes} n${draws} k${k}`;
            expect(Math.abs(hypergeometric(population, successes, draws, k) - counts[k]! / total), label).toBeLessThanOrEqual(EXACT);
            const atLeast = counts.slice(k).reduce((sum, count) => sum + count, 0) / total;
            expect(Math.abs(hypergeometricAtLeast(population, successes, draws, k) - atLeast), label).toBeLessThanOrEqual(EXACT);
          }
        }
      }
    }
  });

  it("[CORE-05] worked example: at least one club in 3 cards from a full deck is 1 − C(39,3)/C(52,3)", () => {
    const expected = 1 - (39 * 38 * 37) / (52 * 51 * 50);
    expect(hypergeometricAtLeast(52, 13, 3, 1)).toBeCloseTo(expected, 14);
    const clubs = drawProbability(
      standardDeck(),
      3,
      (card) => String(!isJoker(card) && card.suit === "C"),
      (hand) => hand.some((card) => !isJoker(card) && card.suit === "C"),
    );
    expect(Math.abs(clubs - expected)).toBeLessThanOrEqual(EXACT);
  });
});

describe("drawOdds", () => {
  const questions: [string, (card: Card) => string, (hand: readonly Card[]) => string | number][] = [
    ["number of red cards", (card) => cardColor(card), (hand) => hand.filter((card) => cardColor(card) === "red").length],
    [
      "highest rank (jokers 0)",
      (card) => (isJoker(card) ? "J" : String(card.rank)),
      (hand) => Math.max(0, ...hand.map((card) => (isJoker(card) ? 0 : card.rank))),
    ],
    ["sorted faces", cardCode, (hand) => hand.map(cardCode).sort().join(" ")],
    [
      "suit count pattern",
      (card) => (isJoker(card) ? "joker" : card.suit),
      (hand) => ["C", "D", "H", "S"].map((suit) => hand.filter((card) => !isJoker(card) && card.suit === suit).length).join(""),
    ],
  ];

  it.each(questions)("[CORE-05] %s: equals brute force over every hand, on random small decks", (_label, classify, evaluate) => {
    fc.assert(
      fc.property(smallDeck, fc.nat(6), (deck, n) => {
        const odds = drawOdds(deck, n, classify, evaluate);
        expectSameDistribution(odds, bruteDraw(deck, n, evaluate));
        expect(Math.abs([...odds.values()].reduce((sum, p) => sum + p, 0) - 1)).toBeLessThanOrEqual(EXACT);
      }),
      { numRuns: 150 },
    );
  });

  it("[CORE-05] drawProbability is the mass of `true`, and zero when nothing qualifies", () => {
    const deck = standardDeck().slice(0, 8);
    const predicate = (hand: readonly Card[]): boolean => hand.some((card) => !isJoker(card) && card.rank >= 8);
    const brute = bruteDraw(deck, 3, predicate).get(true)!;
    expect(Math.abs(drawProbability(deck, 3, cardCode, predicate) - brute)).toBeLessThanOrEqual(EXACT);
    expect(drawProbability(deck, 3, cardCode, () => false)).toBe(0);
  });
});

interface Run {
  readonly total: number;
  readonly drawn: number;
  readonly hearts: number;
}

/** Brute force: fold every ordering of the deck until done or exhausted; tally final keys. */
function bruteSequential<S>(
  deck: readonly Card[],
  initial: S,
  step: (state: S, card: Card) => S,
  isDone: (state: S) => boolean,
  key: (state: S) => string,
): Map<string, number> {
  const tally = new Map<string, number>();
  let total = 0;
  for (const order of permutations(deck)) {
    let state = initial;
    for (const card of order) {
      if (isDone(state)) break;
      state = step(state, card);
    }
    tally.set(key(state), (tally.get(key(state)) ?? 0) + 1);
    total++;
  }
  return new Map([...tally].map(([outcome, count]) => [outcome, count / total]));
}

const probabilities = <S>(odds: Map<string, { readonly probability: number; readonly state: S }>): Map<string, number> =>
  new Map([...odds].map(([key, { probability }]) => [key, probability]));

describe("sequentialOdds", () => {
  const value = (card: Card): number => (isJoker(card) ? 0 : Math.min(card.rank, 10));

  it("[CORE-05] draw-until-target: equals brute force over every ordering, on random small decks", () => {
    fc.assert(
      fc.property(
        smallDeck.filter((deck) => deck.length <= 7),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 4 }),
        (deck, target, maxCards) => {
          const initial: Run = { total: 0, drawn: 0, hearts: 0 };
          const step = (state: Run, card: Card): Run => ({
            total: state.total + value(card),
            drawn: state.drawn + 1,
            hearts: state.hearts + (!isJoker(card) && card.suit === "H" ? 1 : 0),
          });
          const isDone = (state: Run): boolean => state.total >= target || state.drawn >= maxCards || state.hearts > 0;
          const key = (state: Run): string => `${state.total}/${state.drawn}/${state.hearts}`;
          const classify = (card: Card): string => `${value(card)}${!isJoker(card) && card.suit === "H" ? "H" : ""}`;
          const odds = sequentialOdds(deck, { initial, step, isDone, key, classify });
          expectSameDistribution(probabilities(odds), bruteSequential(deck, initial, step, isDone, key));
          for (const [stateKey, { state }] of odds) expect(key(state)).toBe(stateKey);
          // Classing every card apart changes nothing but the cost.
          expectSameDistribution(
            probabilities(sequentialOdds(deck, { initial, step, isDone, key, classify: cardCode })),
            probabilities(odds),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("[CORE-05] a deck that runs out before the goal ends in its exhausted state", () => {
    const deck = standardDeck().slice(0, 3); // 2C 3C 4C: sum 9 whatever the order
    const odds = sequentialOdds(deck, {
      initial: 0,
      step: (sum: number, card: Card) => sum + value(card),
      isDone: (sum) => sum >= 100,
      key: String,
      classify: cardCode,
    });
    expect([...probabilities(odds)]).toEqual([["9", 1]]);
    const none = sequentialOdds([] as Card[], {
      initial: "start",
      step: (state: string) => state,
      isDone: () => false,
      key: (state) => state,
      classify: cardCode,
    });
    expect([...probabilities(none)]).toEqual([["start", 1]]);
  });

  it("[CORE-05] worked example: the first Ace of a full deck is the k-th card with probability C(52−k, 3)/C(52, 4)", () => {
    const odds = sequentialOdds(standardDeck(), {
      initial: { drawn: 0, ace: false },
      step: (state: { drawn: number; ace: boolean }, card: Card) => ({ drawn: state.drawn + 1, ace: !isJoker(card) && card.rank === 14 }),
      isDone: (state) => state.ace,
      key: (state) => String(state.drawn),
      classify: (card) => String(!isJoker(card) && card.rank === 14),
    });
    expect(odds.size).toBe(49);
    for (let k = 1; k <= 49; k++) {
      expect(Math.abs(odds.get(String(k))!.probability - choose(52 - k, 3) / choose(52, 4)), `k=${k}`).toBeLessThanOrEqual(EXACT);
    }
  });
});
