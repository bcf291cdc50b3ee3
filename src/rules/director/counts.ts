/**
 * Card counts: a deck written as how many copies of each suit × rank it holds. Archetypes, the
 * destiny deck and the enemy deck are all card counts, so one editor and one validator serve
 * them all [DIR-02, DIR-03]. Plain JSON (a missing rank means 0), fit for an actor's data.
 *
 * Copies: "Each player including the Director will need a poker deck", so every deck is built from
 * one poker deck and holds a face at most once (POKER_DECK_COPIES); a table that mixes poker decks
 * allows up to `MAX_COPIES` of a face by a world setting (checkCopies). Copies are told apart by
 * origin: the first copy has the deck's origin, the k-th `origin#k` (a card is its suit, rank and
 * origin).
 */
import { RANKS, SUITS, suited } from "../cards/card.ts";
import type { Card, Rank, Suit, SuitedCard } from "../cards/card.ts";
import type { Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";

export type SuitCounts = Readonly<Partial<Record<Rank, number>>>;
export type CardCounts = Readonly<Record<Suit, SuitCounts>>;

/** The most copies of one face a deck may hold (four poker decks mixed, where a table's setting allows it). */
export const MAX_COPIES = 4;

/** The copies of a face a deck built from one poker deck holds: the most the deck editors allow unless a table allows more [DIR-02, DIR-03]. */
export const POKER_DECK_COPIES = 1;

export function countOf(counts: CardCounts, suit: Suit, rank: Rank): number {
  return counts[suit][rank] ?? 0;
}

export function suitTotal(counts: CardCounts, suit: Suit): number {
  return RANKS.reduce((sum, rank) => sum + countOf(counts, suit, rank), 0);
}

export function totalCards(counts: CardCounts): number {
  return SUITS.reduce((sum, suit) => sum + suitTotal(counts, suit), 0);
}

/** The highest rank (Ace high) of a suit that the deck holds, or null if it holds none [DIR-06]. */
export function highestRank(counts: CardCounts, suit: Suit): Rank | null {
  for (let index = RANKS.length - 1; index >= 0; index--) {
    const rank = RANKS[index]!;
    if (countOf(counts, suit, rank) > 0) return rank;
  }
  return null;
}

/**
 * Check counts read from untrusted data: every suit present, only real ranks, whole counts in
 * 0..`most` (MAX_COPIES, the most any deck holds). An empty deck passes here; callers that need cards
 * refuse it themselves.
 */
export function checkCounts(counts: unknown, most = MAX_COPIES): Refusal | null {
  if (typeof counts !== "object" || counts === null) return refuse(REFUSAL.BadCardCounts);
  for (const suit of SUITS) {
    const row = (counts as Record<string, unknown>)[suit];
    if (typeof row !== "object" || row === null) return refuse(REFUSAL.BadCardCounts);
    for (const [rank, count] of Object.entries(row)) {
      if (!(RANKS as readonly number[]).includes(Number(rank))) return refuse(REFUSAL.BadCardCounts);
      if (!Number.isInteger(count) || (count as number) < 0 || (count as number) > most) return refuse(REFUSAL.BadCardCounts);
    }
  }
  return null;
}

/**
 * A deck edited from `before` to `after` where a face may hold at most `most` copies (the table's
 * setting; POKER_DECK_COPIES by the book) [DIR-02, DIR-03]: refuses a face raised above it. A face
 * that already held more (a deck saved while the table allowed more) keeps its copies or loses some:
 * no card is taken from a deck unasked.
 */
export function checkCopies(before: CardCounts, after: CardCounts, most: number): Refusal | null {
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const count = countOf(after, suit, rank);
      if (count > most && count > countOf(before, suit, rank)) return refuse(REFUSAL.TooManyCopies);
    }
  }
  return null;
}

/** The counts with one face set to `count`; refuses a count outside 0..MAX_COPIES. */
export function withCardCount(
  counts: CardCounts,
  suit: Suit,
  rank: Rank,
  count: number,
): { readonly ok: true; readonly counts: CardCounts } | Refusal {
  if (!Number.isInteger(count) || count < 0 || count > MAX_COPIES) return refuse(REFUSAL.BadCardCounts);
  return { ok: true, counts: { ...counts, [suit]: { ...counts[suit], [rank]: count } } };
}

/** One of each of these ranks in each suit: a deck's counts, without building its cards (the shipped decks at start-up). */
export function oneOfEach(ranksOf: (suit: Suit) => readonly Rank[]): CardCounts {
  return Object.fromEntries(SUITS.map((suit) => [suit, Object.fromEntries(ranksOf(suit).map((rank) => [rank, 1]))])) as CardCounts;
}

/** Tally cards (jokers are ignored: no Director deck holds one). */
export function countsFromCards(cards: readonly Card[]): CardCounts {
  const counts: Record<Suit, Partial<Record<Rank, number>>> = { C: {}, D: {}, H: {}, S: {} };
  for (const card of cards) {
    if (card.kind === "suited") counts[card.suit][card.rank] = (counts[card.suit][card.rank] ?? 0) + 1;
  }
  return counts;
}

/** The origin of the k-th copy (1-based) of a face in a deck of origin `origin`. */
export function copyOrigin(origin: string, copy: number): string {
  return copy === 1 ? origin : `${origin}#${copy}`;
}

/** The deck's physical cards: suits C, D, H, S, ranks ascending, copies in order. */
export function cardsFromCounts(counts: CardCounts, origin: string): SuitedCard[] {
  return SUITS.flatMap((suit) =>
    RANKS.flatMap((rank) =>
      Array.from({ length: countOf(counts, suit, rank) }, (_, index) => suited(suit, rank, copyOrigin(origin, index + 1))),
    ),
  );
}

/**
 * The same counts with every suit × rank written out (0 where absent). Stored decks use this form:
 * an update then replaces each count instead of merging with the old recipe's ranks.
 */
export function denseCounts(counts: CardCounts): CardCounts {
  return Object.fromEntries(
    SUITS.map((suit) => [suit, Object.fromEntries(RANKS.map((rank) => [rank, countOf(counts, suit, rank)]))]),
  ) as CardCounts;
}
