/**
 * Circular ranks [DOA-08]: in Deck of Adventures the ranks form a ring (… Q, K, A, 2, 3 …), so the
 * Ace is both next to the King and next to the 2. Every distance in a check is measured on it.
 */
import type { Rank } from "../cards/card.ts";

/** Ranks on the ring. */
export const RING_SIZE = 13;

/** The largest Difficulty Range: at DR 6 every rank of the ring is within reach of the TC. */
export const MAX_DR = 6;

/** Position on the ring: A = 1, 2..10 as printed, J = 11, Q = 12, K = 13. */
export function ringPosition(rank: Rank): number {
  return rank === 14 ? 1 : rank;
}

/** The rank at a ring position (any integer; wraps). */
export function rankAtPosition(position: number): Rank {
  const wrapped = ((((position - 1) % RING_SIZE) + RING_SIZE) % RING_SIZE) + 1;
  return (wrapped === 1 ? 14 : wrapped) as Rank;
}

/**
 * Signed steps from `target` to `rank` the short way round, in -6..+6: positive above the TC
 * (a 9 is +1 from an 8; a 2 is +1 from an Ace), negative below.
 */
export function signedOffset(target: Rank, rank: Rank): number {
  const up = (((ringPosition(rank) - ringPosition(target)) % RING_SIZE) + RING_SIZE) % RING_SIZE;
  return up > MAX_DR ? up - RING_SIZE : up;
}

/** Steps between two ranks the short way round, 0..6. */
export function ringDistance(a: Rank, b: Rank): number {
  return Math.abs(signedOffset(a, b));
}

/** The rank `offset` steps from `target` (negative: below). */
export function rankAtOffset(target: Rank, offset: number): Rank {
  return rankAtPosition(ringPosition(target) + offset);
}

/** The lower and upper bound of a DR around a TC, as in the source's Target Card Range Table. */
export function rangeBounds(target: Rank, dr: number): { readonly lower: Rank; readonly upper: Rank } {
  return { lower: rankAtOffset(target, -dr), upper: rankAtOffset(target, dr) };
}
