/**
 * [DIR-09] A poker deck dealt whole, one card to each of 52 NPCs (penalty 4 [DIR-08]), 13 counting
 * each suit, ties of symbols to the Director: one wins alone only if its card is of its suit and no
 * other's is. Too large to enumerate; counted instead by rook polynomials (inclusion–exclusion over
 * the NPCs given a card of their own suit), in whole numbers.
 */
import { describe, expect, it } from "vitest";
import { RANKS, SUITS } from "../../../src/rules/cards/card.ts";
import { competitionOdds } from "../../../src/rules/director/competition-odds.ts";
import type { CardCounts } from "../../../src/rules/director/counts.ts";

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
const choose = (n: number, k: number): bigint => factorial(n) / (factorial(k) * factorial(n - k));

/** Ways to place k non-attacking rooks on an n × n board, k = 0 … n. */
const rooks = (n: number): bigint[] => Array.from({ length: n + 1 }, (_, k) => choose(n, k) ** 2n * factorial(k));

function times(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const product = Array.from({ length: a.length + b.length - 1 }, () => 0n);
  a.forEach((x, i) => b.forEach((y, j) => (product[i + j]! += x * y)));
  return product;
}

describe("[DIR-09] a poker deck dealt whole to 52 NPCs, one card each", () => {
  it("[DIR-09] each wins alone with the chance the rook polynomials count, and the rest is the Director's tie", () => {
    // NPC 0 (spades) holds one of the 13 spades; the other 51 hold none of their own suit: 12 spades
    // players and 13 of each other suit on their suits' cards, by inclusion–exclusion.
    const board = [rooks(12), rooks(13), rooks(13), rooks(13)].reduce(times);
    const noneOwn = board.reduce((sum, ways, j) => sum + (j % 2 === 0 ? 1n : -1n) * ways * factorial(51 - j), 0n);
    const expected = Number((13n * noneOwn * 10n ** 30n) / factorial(52)) / 1e30;
    const poker = Object.fromEntries(SUITS.map((suit) => [suit, Object.fromEntries(RANKS.map((rank) => [rank, 1]))])) as CardCounts;
    const order = ["S", "H", "C", "D"] as const;
    const draws = Array.from({ length: 52 }, (_, at) => ({ deck: { stack: "enemy", composition: poker }, suit: order[at % 4]!, count: 1 }));
    const odds = competitionOdds(draws, { tieBreak: "directorChooses" });
    for (const win of odds.wins) expect(win / expected).toBeCloseTo(1, 10);
    expect(odds.tie).toBeCloseTo(1 - 52 * expected, 12);
  });
});
