import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardCode, isJoker, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { doubleDeckWithJokers } from "../../../src/rules/cards/recipes.ts";
import { skillHandOdds } from "../../../src/rules/bastards/odds.ts";
import { bestCard, cardValue, compareCards, decide } from "../../../src/rules/bastards/values.ts";

/**
 * Brute force: walk every ordered draw, one card at a time. A joker drawn goes back into the deck and
 * the draw is made again (GOB-12): with J jokers among the n cards left, the same draw repeats with
 * chance J/n, so a state's chance p is S + (J/n)·p, S summing each suited card's share (1/n of what
 * follows it). The loop is solved exactly, p = S / (1 − J/n), instead of walked joker by joker.
 */
function bruteForce(deck: readonly Card[], k: number, m: number, bonus: number, difficulty: number): number {
  const memo = new Map<string, number>();
  const wins = (player: SuitedCard[], fate: SuitedCard[]): boolean => {
    const p = bestCard(player);
    const f = bestCard(fate);
    return (
      decide({ total: (p ? cardValue(p) : 0) + bonus, suit: p?.suit }, { total: (f ? cardValue(f) : 0) + difficulty, suit: f?.suit }) ===
      "first"
    );
  };
  const walk = (left: Card[], player: SuitedCard[], fate: SuitedCard[]): number => {
    const jokers = left.filter(isJoker).length;
    const suitedLeft = left.length - jokers;
    const needPlayer = player.length < k && suitedLeft > 0;
    const needFate = !needPlayer && fate.length < m && suitedLeft > 0;
    if (!needPlayer && !needFate) return wins(player, fate) ? 1 : 0;
    const key = `${left.map(cardCode).join(",")}|${player.map(cardCode).join(",")}|${fate.map(cardCode).join(",")}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let suitedShare = 0;
    left.forEach((card, index) => {
      if (isJoker(card)) return;
      const rest = left.filter((_, i) => i !== index);
      suitedShare += (needPlayer ? walk(rest, [...player, card], fate) : walk(rest, player, [...fate, card])) / left.length;
    });
    const p = suitedShare / (1 - jokers / left.length);
    memo.set(key, p);
    return p;
  };
  return walk([...deck], [], []);
}

/** Every player hand, then every Fate hand from the cards left: the share the player wins (decks without jokers). */
function enumerateHands(deck: readonly SuitedCard[], k: number, m: number, bonus: number, difficulty: number): number {
  const subsets = <T>(items: readonly T[], size: number): T[][] =>
    size === 0
      ? [[]]
      : items.length < size
        ? []
        : [...subsets(items.slice(1), size - 1).map((rest) => [items[0]!, ...rest]), ...subsets(items.slice(1), size)];
  let wins = 0;
  let pairs = 0;
  const indices = deck.map((_, index) => index);
  for (const player of subsets(indices, Math.min(k, deck.length))) {
    const left = indices.filter((index) => !player.includes(index));
    for (const fate of subsets(left, Math.min(m, left.length))) {
      const p = bestCard(player.map((index) => deck[index]!));
      const f = bestCard(fate.map((index) => deck[index]!));
      if (
        decide({ total: (p ? cardValue(p) : 0) + bonus, suit: p?.suit }, { total: (f ? cardValue(f) : 0) + difficulty, suit: f?.suit }) ===
        "first"
      )
        wins++;
      pairs++;
    }
  }
  return wins / pairs;
}

/**
 * Acrobat played out card by card (decks without jokers): every first hand of k, its r lowest
 * discarded, every set of r new cards from the rest, then every Fate hand of m from what is left;
 * each path weighted by its chance. The share the player wins.
 */
function acrobatByHand(deck: readonly SuitedCard[], k: number, r: number, m: number, bonus: number, difficulty: number): number {
  const subsets = <T>(items: readonly T[], size: number): T[][] =>
    size === 0
      ? [[]]
      : items.length < size
        ? []
        : [...subsets(items.slice(1), size - 1).map((rest) => [items[0]!, ...rest]), ...subsets(items.slice(1), size)];
  const indices = deck.map((_, index) => index);
  const average = (sets: number[][], value: (set: number[]) => number): number =>
    sets.reduce((sum, set) => sum + value(set), 0) / sets.length;
  return average(subsets(indices, k), (first) => {
    const kept = [...first].sort((x, y) => compareCards(deck[x]!, deck[y]!)).slice(r);
    const rest = indices.filter((index) => !first.includes(index));
    return average(subsets(rest, r), (fresh) => {
      const hand = [...kept, ...fresh].map((index) => deck[index]!);
      const left = rest.filter((index) => !fresh.includes(index));
      return average(subsets(left, Math.min(m, left.length)), (fate) => {
        const p = bestCard(hand);
        const f = bestCard(fate.map((index) => deck[index]!));
        return decide(
          { total: (p ? cardValue(p) : 0) + bonus, suit: p?.suit },
          { total: (f ? cardValue(f) : 0) + difficulty, suit: f?.suit },
        ) === "first"
          ? 1
          : 0;
      });
    });
  });
}

describe("skill hand odds", () => {
  it("[GOB-10] [CORE-05] match brute-force enumeration on a small deck with a joker", () => {
    const deck = parseCards("2C 5S 5H 9D JC QS 3H JKR");
    for (const [k, m, bonus, difficulty] of [
      [1, 1, 0, 0],
      [2, 3, 3, 0],
      [2, 2, 1, 4],
      [3, 2, 0, 2],
      [1, 4, 5, 1],
    ] as const) {
      const odds = skillHandOdds({ deck, playerCards: k, fateCards: m, bonus, difficulty });
      expect(odds.success).toBeCloseTo(bruteForce(deck, k, m, bonus, difficulty), 10);
      expect(odds.success + odds.failure).toBeCloseTo(1, 12);
    }
  });

  it("[GOB-10] [CORE-05] match brute force on random small decks, two copies of a face included", () => {
    const faces = parseCards("2C 4D 4H 7S 7C 9H JD QC KS AD");
    fc.assert(
      fc.property(
        fc.subarray(faces, { minLength: 4, maxLength: 7 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (picked, twin, k, m, bonus, difficulty) => {
          const deck: Card[] = [...picked, ...(twin ? [{ ...picked[0]!, origin: "B" }] : []), ...parseCards("JKB")];
          const odds = skillHandOdds({ deck, playerCards: k, fateCards: m, bonus, difficulty });
          expect(odds.success).toBeCloseTo(bruteForce(deck, k, m, bonus, difficulty), 9);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[GOB-12] [CORE-05] the wildcard chance is the chance of a joker among the player's first draws", () => {
    const deck = doubleDeckWithJokers();
    const odds = skillHandOdds({ deck, playerCards: 2, fateCards: 3, bonus: 3, difficulty: 0 });
    expect(odds.wildcardChance).toBeCloseTo(1 - (104 * 103) / (108 * 107), 12);
  });

  it("[GOB-10] [GOB-13] [CORE-05] large hands (up to 6 against 6) match enumeration of every pair of hands, copies and ties included", () => {
    const faces = parseCards("2C 2D 5S 5H 9D 9C JC QS QH AD 10S 3H").filter((card): card is SuitedCard => !isJoker(card));
    fc.assert(
      fc.property(
        fc.subarray(faces, { minLength: 6, maxLength: 9 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (picked, twins, k, m, bonus, difficulty) => {
          const deck = [...picked, ...picked.slice(0, twins).map((card) => ({ ...card, origin: "B" }))];
          const odds = skillHandOdds({ deck, playerCards: k, fateCards: m, bonus, difficulty });
          expect(Math.abs(odds.success - enumerateHands(deck, k, m, bonus, difficulty))).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[GOB-14] [CORE-05] Carlton (Mind 3, Repair 2) against 3 Fate cards on a full deck is a good bet", () => {
    const odds = skillHandOdds({ deck: doubleDeckWithJokers(), playerCards: 2, fateCards: 3, bonus: 3, difficulty: 0 });
    expect(odds.success).toBeGreaterThan(0.5);
    expect(odds.success).toBeLessThan(1);
    const harder = skillHandOdds({ deck: doubleDeckWithJokers(), playerCards: 2, fateCards: 3, bonus: 3, difficulty: 10 });
    expect(harder.success).toBeLessThan(odds.success);
  });

  it("[GOB-28] [GOB-10] [CORE-05] Acrobat: drawing k, replacing the r = min(Body, k − 1) lowest, then the Fate drawing from what is left, matches brute force", () => {
    const faces = parseCards("2C 4D 4H 7S 7C 9H JD QC KS AD").filter((card): card is SuitedCard => !isJoker(card));
    fc.assert(
      fc.property(
        fc.subarray(faces, { minLength: 6, maxLength: 8 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (picked, twin, k, body, m, bonus, difficulty) => {
          const deck = [...picked, ...(twin ? [{ ...picked[0]!, origin: "B" }] : [])];
          const r = Math.max(0, Math.min(body, k - 1));
          const odds = skillHandOdds({ deck, playerCards: k, fateCards: m, bonus, difficulty, replaced: body });
          expect(Math.abs(odds.success - acrobatByHand(deck, k, r, m, bonus, difficulty))).toBeLessThan(1e-12);
          // It can only help.
          expect(odds.success).toBeGreaterThanOrEqual(
            skillHandOdds({ deck, playerCards: k, fateCards: m, bonus, difficulty }).success - 1e-12,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("[GOB-28] [GOB-12] with Acrobat the wildcard chance counts the replacements' draws too", () => {
    const deck = doubleDeckWithJokers();
    const odds = skillHandOdds({ deck, playerCards: 2, fateCards: 3, bonus: 3, difficulty: 0, replaced: 1 });
    expect(odds.wildcardChance).toBeCloseTo(1 - (104 * 103 * 102) / (108 * 107 * 106), 12);
  });
});
