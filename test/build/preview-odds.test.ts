import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOOKAHEAD, formatOddsLine, nextDrawOdds } from "../../preview/next-card-odds.ts";
import type { Card } from "../../src/rules/cards/card.ts";
import { parseCard } from "../../src/rules/cards/card.ts";
import { deckWithJokers, standardDeck } from "../../src/rules/cards/recipes.ts";

const line = (pool: readonly Card[], label: string, withJokers = false) =>
  nextDrawOdds(pool, { withJokers }).find((odds) => odds.label === label);

/** Every LOOKAHEAD-card subset of `pool`, counted by brute force. */
function bruteForceAtLeastOne(pool: readonly Card[], matches: (card: Card) => boolean): number {
  let hits = 0;
  let total = 0;
  const pick = (start: number, left: number, found: boolean): void => {
    if (left === 0) {
      total++;
      if (found) hits++;
      return;
    }
    for (let i = start; i <= pool.length - left; i++) pick(i + 1, left - 1, found || matches(pool[i]!));
  };
  pick(0, LOOKAHEAD, false);
  return hits / total;
}

describe("preview: odds of the next draw", () => {
  it("[CORE-05] a full deck: next card is a heart 13/52 = 25.0%, red 26/52, an Ace 4/52", () => {
    const deck = standardDeck();
    expect(formatOddsLine(line(deck, "next card is a heart ♥")!)).toBe("next card is a heart ♥: 13/52 = 25.0%");
    expect(line(deck, "next card is red")?.fraction).toEqual({ count: 26, total: 52 });
    expect(formatOddsLine(line(deck, "next card is an Ace")!)).toBe("next card is an Ace: 4/52 = 7.7%");
    expect(line(deck, "next card is a joker")).toBeUndefined();
    expect(formatOddsLine(line(deckWithJokers(), "next card is a joker", true)!)).toBe("next card is a joker: 2/54 = 3.7%");
  });

  it("[CORE-05] the preview's odds read as the system's do: an impossible draw 0%, a certain one 100%", () => {
    const clubs = ["2C", "3C"].map((code) => parseCard(code));
    expect(formatOddsLine(line(clubs, "next card is a heart ♥")!)).toBe("next card is a heart ♥: 0/2 = 0%");
    expect(formatOddsLine(line(clubs, "next card is a club ♣")!)).toBe("next card is a club ♣: 2/2 = 100%");
  });

  it("[CORE-05] single-card odds are the exact share of matching cards in any remaining deck", () => {
    const deck = deckWithJokers();
    fc.assert(
      fc.property(fc.subarray(deck, { minLength: 1 }), (pool) => {
        const hearts = pool.filter((card) => card.kind === "suited" && card.suit === "H").length;
        const faces = pool.filter((card) => card.kind === "suited" && card.rank >= 11 && card.rank <= 13).length;
        expect(line(pool, "next card is a heart ♥", true)?.probability).toBe(hearts / pool.length);
        expect(line(pool, "next card is a face card (J, Q, K)", true)?.fraction).toEqual({ count: faces, total: pool.length });
      }),
      { numRuns: 200 },
    );
  });

  it(`[CORE-05] "at least one in the next ${LOOKAHEAD}" matches brute-force enumeration of every hand`, () => {
    const pools = [
      "2H 3H 4C 5D 6S 7S 8C 9D AH AS KD QC",
      "AH 2C 3C 4C 5C 6C 7C",
      "2C 3D 4S 5C 6D 7S 8C 9D 10S JC",
    ].map((notation) => notation.split(" ").map((code) => parseCard(code)));
    for (const pool of pools) {
      const heart = (card: Card) => card.kind === "suited" && card.suit === "H";
      const ace = (card: Card) => card.kind === "suited" && card.rank === 14;
      expect(line(pool, `at least one of the next ${LOOKAHEAD} is a heart ♥`)?.probability).toBeCloseTo(bruteForceAtLeastOne(pool, heart), 12);
      expect(line(pool, `at least one of the next ${LOOKAHEAD} is an Ace`)?.probability).toBeCloseTo(bruteForceAtLeastOne(pool, ace), 12);
    }
  });

  it(`[CORE-05] no look-ahead line when fewer than ${LOOKAHEAD} cards remain, and no lines for an empty pool`, () => {
    const pool = ["AH", "2C", "3D"].map((code) => parseCard(code));
    expect(nextDrawOdds(pool, { withJokers: false }).every((odds) => odds.fraction)).toBe(true);
    expect(nextDrawOdds([], { withJokers: false })).toEqual([]);
  });
});
