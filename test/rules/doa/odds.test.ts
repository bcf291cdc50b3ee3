import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANKS, SUITS, parseCard, parseCards, suited } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { deckWithJokers, doubleDeckWithJokers } from "../../../src/rules/cards/recipes.ts";
import { DEGREES, evaluateCard, isSuccess, matchesColor } from "../../../src/rules/doa/checks.ts";
import type { CheckTarget, Degree } from "../../../src/rules/doa/checks.ts";
import { checkOdds, redrawOdds } from "../../../src/rules/doa/odds.ts";
import { newDeckState } from "../../../src/rules/doa/decks.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import type { DoaRulings } from "../../../src/rules/doa/rulings.ts";
import { checkReducer, startCheck } from "../../../src/rules/doa/procedures/check.ts";
import type { CheckState } from "../../../src/rules/doa/procedures/check.ts";
import { choose } from "../../../src/rules/cards/odds.ts";
import {
  cardsToDraw,
  exhaustionHand,
  handPlus,
  keptReport,
  lowerHand,
  netHand,
  upperHand,
} from "../../../src/rules/doa/upper-lower-hand.ts";
import type { HandEffect } from "../../../src/rules/doa/upper-lower-hand.ts";

/** Calls `visit` with every order of `items` (Heap's algorithm, in place: the array is reused between calls). */
function forEachPermutation<T>(items: readonly T[], visit: (order: readonly T[]) => void): void {
  const order = items.slice();
  const counters = new Array<number>(order.length).fill(0);
  visit(order);
  for (let i = 1; i < order.length;) {
    if (counters[i]! < i) {
      const j = i % 2 === 0 ? 0 : counters[i]!;
      [order[j], order[i]] = [order[i]!, order[j]!];
      visit(order);
      counters[i]!++;
      i = 1;
    } else {
      counters[i] = 0;
      i++;
    }
  }
}

/** Every shuffle of the deck (then of the discards), drawn card by card as the table does, jokers replaced. */
function bruteForce(
  deck: Card[],
  target: CheckTarget,
  hand: HandEffect[],
  discards: Card[] = [],
  rulings: DoaRulings = DEFAULT_RULINGS,
): Record<Degree | "colorMatched", number> {
  const counts = Object.fromEntries([...DEGREES, "colorMatched"].map((key) => [key, 0])) as Record<Degree | "colorMatched", number>;
  const needed = cardsToDraw(hand);
  let total = 0;
  forEachPermutation(deck, (deckOrder) => {
    forEachPermutation(discards, (discardOrder) => {
      const kept = [...deckOrder, ...discardOrder].filter((card): card is SuitedCard => card.kind === "suited").slice(0, needed);
      const report = keptReport(
        kept.map((card) => evaluateCard(card, target, rulings)),
        netHand(hand),
        target.tc,
      )!;
      counts[report.degree]++;
      // The hits colour-matching armour lets land [DOA-18].
      if (isSuccess(report.degree) && matchesColor(report.card, target.tc)) counts.colorMatched++;
      total++;
    });
  });
  for (const key of [...DEGREES, "colorMatched"] as const) counts[key] /= total;
  return counts;
}

const target: CheckTarget = { tc: parseCard("8C") as SuitedCard, dr: 1, modifier: 1 };

describe("exact odds of every degree", () => {
  const small = parseCards("8C 8D 9C 6S 4H JKR 2C QD");
  const cases: [string, HandEffect[]][] = [
    ["a plain draw", []],
    ["Upper Hand (1)", [upperHand()]],
    ["Upper Hand (2)", [upperHand(2)]],
    ["Lower Hand (1)", [lowerHand()]],
    ["Lower Hand (1+) twice", exhaustionHand(2)],
  ];
  for (const [name, hand] of cases) {
    it(`[CORE-05][DOA-11] ${name} on an 8-card deck with a joker matches brute force over every shuffle`, () => {
      const odds = checkOdds(small, target, { hand });
      const expected = bruteForce(small, target, hand);
      for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
      expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
    });
  }

  const eight = parseCards("8C 8D 9C 6S 4H 2C QD KH");
  for (const [name, hand] of [
    ["Upper Hand (6)", [upperHand(6)]],
    ["Lower Hand (6)", [lowerHand(6)]],
    ["Lower Hand (5) and the exhaustion penalty", [lowerHand(5), ...exhaustionHand(1)]],
  ] as const) {
    it(`[CORE-05][DOA-06][DOA-11] ${name}, 7 of 8 cards, matches brute force over every shuffle`, () => {
      const odds = checkOdds(eight, target, { hand });
      const expected = bruteForce(eight, target, [...hand]);
      for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
      expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
    });
  }

  it("[CORE-05][DOA-08][DOA-09][DOA-10][DOA-11] any target, modifier, Upper or Lower Hand up to 6 and ruling: brute force over every shuffle of small decks", () => {
    const faces = SUITS.flatMap((suit) => RANKS.map((rank) => suited(suit, rank, "p")));
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...faces.slice(0, 20), parseCard("JKR", "p")], { minLength: 1, maxLength: 6 }),
        fc.shuffledSubarray(faces.slice(20), { minLength: 0, maxLength: 2 }),
        fc.constantFrom(...faces),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -6, max: 6 }),
        fc.boolean(),
        (deck, discards, tc, dr, modifier, net, modifierMakesMajor) => {
          // A draw needs at least one suited card between the deck and its discards (a lone joker draws nothing to judge).
          fc.pre(deck.some((card) => card.kind === "suited") || discards.length > 0);
          const check: CheckTarget = { tc, dr, modifier };
          const hand = net === 0 ? [] : [net > 0 ? upperHand(net) : lowerHand(-net)];
          const rulings = { ...DEFAULT_RULINGS, modifierMakesMajor };
          const odds = checkOdds(deck, check, { hand, discards, rulings });
          const expected = bruteForce(deck, check, hand, discards, rulings);
          for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
          expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("[CORE-05][DOA-11] Lower Hand (6) on a double deck: the furthest card is kept, so success needs all 7 cards in range", () => {
    // TC 8♣, DR 6, modifier 0: every card is within 6 steps (13 ranks in a circle), so all succeed.
    const wide = checkOdds(doubleDeckWithJokers(), { tc: parseCard("8C") as SuitedCard, dr: 6, modifier: 0 }, { hand: [lowerHand(6)] });
    expect(wide.success).toBeCloseTo(1, 12);
    // DR 0: success only if all 7 cards are 8s (8 of 104 suited cards).
    const narrow = checkOdds(
      doubleDeckWithJokers(),
      { tc: parseCard("8C") as SuitedCard, dr: 0, modifier: 0 },
      { hand: [handPlus("lower", 6, 1)] },
    );
    expect(narrow.success).toBeCloseTo(choose(8, 7) / choose(104, 7), 20);
  });

  it("[CORE-05][DOA-06] a draw that runs the deck out continues from the shuffled discards", () => {
    const deck = parseCards("9D JKB");
    const discards = parseCards("8C 3S 7H 10C KD");
    const odds = checkOdds(deck, target, { hand: [upperHand(2)], discards });
    const expected = bruteForce(deck, target, [upperHand(2)], discards);
    for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
    expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
  });

  it("[CORE-05][DOA-10] a full deck, plain draw, TC 8♣ DR 2 modifier 1: 1/52 critical, 3/52 major, success 7 ranks", () => {
    const odds = checkOdds(deckWithJokers("p"), { tc: parseCard("8C") as SuitedCard, dr: 2, modifier: 1 });
    expect(odds.degrees.critical).toBeCloseTo(1 / 52, 12);
    expect(odds.degrees.major).toBeCloseTo(3 / 52, 12);
    expect(odds.degrees.suitedSuccess).toBeCloseTo(6 / 52, 12);
    expect(odds.degrees.colorSuccess).toBeCloseTo(6 / 52, 12);
    expect(odds.degrees.success).toBeCloseTo(12 / 52, 12);
    expect(odds.success).toBeCloseTo(28 / 52, 12);
    expect(odds.degrees.suitedFail).toBeCloseTo(6 / 52, 12);
    expect(odds.degrees.fail).toBeCloseTo(12 / 52, 12);
    const sum = DEGREES.reduce((total, degree) => total + odds.degrees[degree], 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it("[CORE-05][DOA-11] Upper Hand raises and Lower Hand lowers the chance of success", () => {
    const deck = deckWithJokers("p");
    const plain = checkOdds(deck, target).success;
    expect(checkOdds(deck, target, { hand: [upperHand()] }).success).toBeGreaterThan(plain);
    expect(checkOdds(deck, target, { hand: [lowerHand()] }).success).toBeLessThan(plain);
    expect(checkOdds(deck, target, { hand: [upperHand(), lowerHand()] }).success).toBeCloseTo(plain, 12);
  });
});

describe("odds before a Fate Card redraw", () => {
  /** A check with Lower Hand (1) that drew `drawn` and now offers a redraw (the player holds a joker). */
  function deciding(drawn: Card[]): CheckState {
    const deck = { ...newDeckState("p"), fateCards: [parseCard("JKR", "p")] };
    const started = startCheck({ deck, kind: "dealer", target, hand: [lowerHand()] });
    if (!started.ok) throw new Error(started.reason);
    const next = checkReducer(started.state, { type: "drawn", cards: drawn, reshuffles: 0 });
    if (!next.ok) throw new Error(next.reason);
    return next.state;
  }

  it("[CORE-05][DOA-03] a redraw's odds are the same draw (Lower Hand, two cards) from the deck as it now lies", () => {
    const check = deciding(parseCards("2C QD", "p"));
    expect(check.phase).toBe("deciding");
    const left = parseCards("8C 8D 9C 6S 4H", "p");
    const odds = redrawOdds(check, left, [])!;
    const expected = bruteForce(left, target, [lowerHand()]);
    for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
    expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
  });

  it("[CORE-05][DOA-03][DOA-06] a redraw that runs the deck out reshuffles the discards with the cleared draw (its ace stays out)", () => {
    const check = deciding(parseCards("AC 9D", "p"));
    const left = parseCards("7H", "p");
    const discards = parseCards("8C 3S", "p");
    const odds = redrawOdds(check, left, discards)!;
    // The ace goes to the hand; the 9♦ joins the discards that are shuffled in.
    const expected = bruteForce(left, target, [lowerHand()], parseCards("8C 3S 9D", "p"));
    for (const degree of DEGREES) expect(odds.degrees[degree], degree).toBeCloseTo(expected[degree], 12);
    expect(odds.colorMatched).toBeCloseTo(expected.colorMatched, 12);
  });

  it("[CORE-05] no redraw odds for a check that is not deciding", () => {
    const deck = { ...newDeckState("p"), fateCards: [parseCard("JKR", "p")] };
    const started = startCheck({ deck, kind: "dealer", target, hand: [] });
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.phase).toBe("drawing");
    expect(redrawOdds(started.state, parseCards("8C", "p"), [])).toBeNull();
  });
});
