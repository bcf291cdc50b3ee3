/**
 * A competition's odds before the draw [DIR-09, CORE-05]: its own module, apart from a test's odds
 * (odds.ts), so that what the sheets load at start-up does not carry the shared-deck walk; only the
 * competition card (a deferred chunk) and the tests use it.
 */
import { RANKS, SUITS } from "../cards/card.ts";
import type { Rank, Suit } from "../cards/card.ts";
import type { DrawDeck } from "./decks.ts";
import { countOf, suitTotal, totalCards } from "./counts.ts";
import type { CardCounts } from "./counts.ts";
import { choose } from "../cards/odds.ts";
import { alikeOutcomes, deckOutcomes, dualWins, headCountLayout, headCountWins, walksSets } from "./shared-deck.ts";
import type { DeckOutcomes, FactorTables } from "./shared-deck.ts";
import type { SharedDraw } from "./deck-sets.ts";
import { poolRanks, singleCopyCards, singleCopyTables, tieBreaker } from "./tie-break-odds.ts";
import type { PoolRanks, TieBreaker } from "./tie-break-odds.ts";
import type { DirectorRulings } from "./rulings.ts";
import { listOf } from "./lists.ts";

/** C, D, H, S: a unit's cells of the seating per suit. */
const SUIT_COUNT = SUITS.length;

export interface CompetitionOdds {
  /** Each competitor's chance to win alone (in competitor order), the tie-break included where the world's ruling has one. */
  readonly wins: readonly number[];
  /**
   * The chance that two or more are still level: on the most symbols under "directorChooses", on the
   * most symbols and every value of their successes under "highestCards" (the Director then chooses [DIR-09]).
   */
  readonly tie: number;
}

/** One competitor's draw: `count` cards from the deck `deck` (of this composition), counting `suit`. */
export interface CompetitorDraw {
  /** Competitors on the same stack draw from it one after another, in competitor order. */
  readonly deck: Pick<DrawDeck, "stack" | "composition">;
  readonly suit: Suit;
  readonly count: number;
}

/**
 * A competition's odds before the draw [DIR-09, CORE-05], exact: competitors on decks of their own
 * draw independently; competitors sharing a deck (NPCs on the enemy deck) draw from it one after
 * another, so what one takes the next cannot draw, and a draw larger than what is left takes what
 * is left. Each deck gives, per k, the chance of each head-count of its competitors drawing exactly
 * k symbols (how many of those counting each suit), every other one on it fewer, and the same with a
 * given competitor among them (see shared-deck.ts); the decks multiply. One competitor at k wins
 * alone; under the tie-break ruling ("highestCards") a larger head-count goes on to compare its
 * successes' values (tie-break-odds.ts), and only what is still level there is a tie. One deck that
 * is the whole competition is summed by heads without a row per competitor: by rank where the
 * tie-break has a closed form (soleDeckWins), from `sumsFrom` head-counts on; else, where its
 * head-counts are counted, each class against what the rest gives it (dualDeckWins). A competitor that draws no card (its deck ran out
 * before its turn) has no symbol: it never wins, and where two or more others draw it changes nobody's
 * chance (with no symbol anywhere they are level anyway), so their odds are those of the competition
 * without it.
 */
export function competitionOdds(
  draws: readonly CompetitorDraw[],
  rulings: Pick<DirectorRulings, "tieBreak">,
  sumsFrom = FEWEST_VECTORS_FOR_SUMS[rulings.tieBreak],
): CompetitionOdds {
  const { taken, onStack } = takenFromStacks(draws);
  const drawing = [...draws.keys()].filter((index) => taken[index]! > 0);
  if (drawing.length < draws.length && drawing.length >= 2) {
    const odds = competitionOdds(
      listOf(drawing, (index) => ({ ...draws[index]!, count: taken[index]! })),
      rulings,
      sumsFrom,
    );
    const wins = listOf(draws, () => 0);
    drawing.forEach((index, at) => (wins[index] = odds.wins[at]!));
    return { wins, tie: odds.tie };
  }
  const units = unitsOf(draws, onStack, taken);
  const top = Math.max(0, ...taken);
  const representative = representatives(draws, units, taken);
  // Ties of symbols to the Director: only who leads alone is read (a head-count of one, or none).
  const largest = rulings.tieBreak === "highestCards" ? draws.length : 1;
  if (units.length === 1 && !units[0]!.alike) {
    const deck = soleDeckOf(draws, units[0]!.members, taken, top, representative);
    const wins = soleDeckWins(deck, sumsFrom, rulings, largest) ?? dualDeckWins(deck, rulings, largest);
    if (wins) return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
  }
  const outcomes = listOf(units, ({ members, alike }) => {
    const { suitTotals, shared } = deckDraws(draws, members, taken);
    // Only a representative's own rows are read (the others of its class have its chance).
    const asked = listOf(members, (index) => representative[index] === index);
    return alike ? alikeOutcomes(suitTotals, shared[0]!, members.length, top) : deckOutcomes(suitTotals, shared, top, largest, asked);
  });
  const context = winsContext(draws, units, outcomes, taken, representative, rulings, top);
  // The others of each class have their representative's chance.
  const ofRepresentative = listOf(representative, (first, index) => (first === index ? winsOf(context, index) : 0));
  const wins = listOf(representative, (first) => ofRepresentative[first]!);
  return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
}

/**
 * What winsOf reads (WinsContext) for these units' outcomes. A pool: the competitors on one deck
 * counting one suit (they share its cards in the tie-break); alike competitors on decks of their own
 * are a pool each.
 */
function winsContext(
  draws: readonly CompetitorDraw[],
  units: readonly Unit[],
  outcomes: readonly DeckOutcomes[],
  taken: readonly number[],
  representative: readonly number[],
  rulings: Pick<DirectorRulings, "tieBreak">,
  top: number,
): WinsContext {
  const place = listOf(draws, () => ({ unit: 0, local: 0 }));
  units.forEach(({ members }, unit) => members.forEach((index, local) => (place[index] = { unit, local })));
  const ranks: PoolRanks[] = [];
  const sizes: number[] = [];
  // The cards each of a pool's competitors who draw takes: one tied on k successes took at least k.
  const drawn: number[][] = [];
  const poolOf = listOf(outcomes, (outcome, unit) =>
    listOf(outcome.members, (list, suit) => {
      if (list.length === 0) return [];
      const composition = draws[units[unit]!.members[0]!]!.deck.composition;
      const cards = listOf(list, (index) => taken[units[unit]!.members[index]!]!);
      // A pool's size in the tie-break: those of its competitors who draw a card (the others never tie on a symbol).
      const drawing = cards.filter((count) => count > 0);
      const pools = units[unit]!.alike ? listOf(list, () => drawing.slice(0, 1)) : [drawing];
      return listOf(pools, (pool) => {
        ranks.push(poolRanks((rank) => countOf(composition, SUITS[suit]!, rank as Rank)));
        sizes.push(pool.length);
        drawn.push(pool);
        return ranks.length - 1;
      });
    }),
  );
  const breaker = rulings.tieBreak === "highestCards" ? tieBreaker(ranks, sizes, top, drawn) : null;
  const seating = seatingOf(outcomes, poolOf, units, ranks.length);
  return { draws, units, outcomes, poolOf, place, representative, seating, breaker, top, situations: new Map() };
}

/**
 * From this many competitors drawing, one deck that is the whole competition is summed by class even
 * where its sets would be walked (deckOutcomes: up to six on a pair, or eight of few kinds). Measured
 * on a poker deck, CPU, least of two runs alone (session 34): ten to twelve NPCs drawing 1 to 9, six
 * on each pair, 0.53–0.81 ms by class against 0.64–1.29 by sets; seven to nine, the sets as fast or
 * faster (seven: 0.23–0.30 ms against 0.32–0.45).
 */
const FEWEST_DRAWS_BY_CLASS = 10;

/**
 * One deck that is the whole competition, counted by heads: each competitor's chance from what each
 * head-count at k is worth to its pool (vectorChance), without its rows (dualWins). Null where the
 * deck's few draws walk its sets instead (see FEWEST_DRAWS_BY_CLASS) or dualWins does not apply.
 */
function dualDeckWins(deck: SoleDeck, rulings: Pick<DirectorRulings, "tieBreak">, largest: number): number[] | null {
  const { draws, members, taken, top, representative, suitTotals, shared, asked } = deck;
  if (shared.some((draw) => draw.count === 0) || (shared.length < FEWEST_DRAWS_BY_CLASS && walksSets(suitTotals, shared, top))) return null;
  const { members: bySuit, strides, vectors } = headCountLayout(shared);
  const context = winsContext(
    draws,
    [{ members, alike: false }],
    [{ members: bySuit, strides, vectors, none: [], own: [] }],
    taken,
    representative,
    rulings,
    top,
  );
  const chanceAt = (k: number, suit: number) => {
    const pool = context.poolOf[0]![suit]![0]!;
    const ties = tiesOf(context, pool);
    return (vector: number) => vectorChance(context, ties, vector, k, pool);
  };
  const won = dualWins(suitTotals, shared, top, asked, chanceAt, largest);
  return won && representedWins(deck, won);
}

/** One deck that is the whole competition, as its sums read it (soleDeckWins, dualDeckWins). */
interface SoleDeck {
  readonly draws: readonly CompetitorDraw[];
  /** The competitors (indices into the draws), in drawing order. */
  readonly members: readonly number[];
  readonly taken: readonly number[];
  readonly top: number;
  readonly representative: readonly number[];
  readonly composition: CardCounts;
  readonly suitTotals: readonly number[];
  /** Its draws as shared-deck.ts reads them: a suit's place in SUITS and the count taken. */
  readonly shared: readonly SharedDraw[];
  /** The draws asked (each class's representative), by place on the deck. */
  readonly asked: readonly number[];
}

function soleDeckOf(
  draws: readonly CompetitorDraw[],
  members: readonly number[],
  taken: readonly number[],
  top: number,
  representative: readonly number[],
): SoleDeck {
  return {
    draws,
    members,
    taken,
    top,
    representative,
    composition: draws[members[0]!]!.deck.composition,
    ...deckDraws(draws, members, taken),
    asked: listOf(members, (index, local) => (representative[index] === index ? local : -1)).filter((local) => local >= 0),
  };
}

/** One deck's cards of each suit (C, D, H, S), and its draws as shared-deck.ts reads them: a suit's place in SUITS and the count taken. */
function deckDraws(
  draws: readonly CompetitorDraw[],
  members: readonly number[],
  taken: readonly number[],
): { readonly suitTotals: number[]; readonly shared: SharedDraw[] } {
  const composition = draws[members[0]!]!.deck.composition;
  return {
    suitTotals: listOf(SUITS, (suit) => suitTotal(composition, suit)),
    shared: listOf(members, (index) => ({ suit: SUITS.indexOf(draws[index]!.suit), count: taken[index]! })),
  };
}

/** Each competitor's chance: its representative's, `won` holding the asked draws' in order. */
function representedWins({ draws, members, representative, asked }: SoleDeck, won: readonly number[]): number[] {
  const byIndex = new Map(listOf(asked, (local, at) => [members[local]!, won[at]!]));
  return listOf(draws, (_, index) => byIndex.get(representative[index]!)!);
}

/**
 * Each competitor's representative: the first competitor whose chance to win is the same by symmetry.
 * Alike competitors on decks of their own are one class. On one deck, competitors counting one suit
 * and taking as many cards are interchangeable (the deal is a uniform shuffle, and neither the
 * symbols nor the tie-break read who drew first); so are competitors counting two suits the deck
 * holds alike, rank by rank, when as many of its competitors count each and take as many cards:
 * swapping the two suits' cards, rank for rank, and those competitors, leaves the deal's chances as
 * they were (the tie-break reads ranks, not suits).
 */
function representatives(draws: readonly CompetitorDraw[], units: readonly Unit[], taken: readonly number[]): number[] {
  const representative = listOf(draws, (_, index) => index);
  for (const { members, alike } of units) {
    if (alike) {
      for (const index of members) representative[index] = members[0]!;
      continue;
    }
    const composition = draws[members[0]!]!.deck.composition;
    // A suit's kind on this deck: its cards rank by rank, and what each of its competitors takes.
    const suitKind = new Map(
      listOf(SUITS, (suit) => {
        const ofSuit = listOf(RANKS, (rank) => countOf(composition, suit, rank)).join(",");
        const counts = listOf(
          members.filter((index) => draws[index]!.suit === suit),
          (index) => taken[index]!,
        );
        return [suit, `${ofSuit} ${counts.sort((a, b) => a - b).join(",")}`];
      }),
    );
    const first = new Map<string, number>();
    for (const index of members) {
      const kind = `${suitKind.get(draws[index]!.suit)} ${taken[index]}`;
      const known = first.get(kind);
      if (known === undefined) first.set(kind, index);
      else representative[index] = known;
    }
  }
  return representative;
}

/**
 * Where each unit's head-count vector puts its competitors among the pools (typed arrays, read by
 * seat): per unit u and suit s (at u · 4 + s), the first of its pools, how many pools, the vector's
 * stride for the suit and how many of the unit count it (+ 1); whether the unit is alike
 * competitors (a pool each); and the head-count of every pool (`heads`, written by seat).
 */
interface Seating {
  readonly firstPool: Int32Array;
  readonly pools: Int32Array;
  readonly strides: Int32Array;
  readonly radix: Int32Array;
  readonly alike: Uint8Array;
  readonly heads: Int32Array;
}

function seatingOf(
  outcomes: readonly DeckOutcomes[],
  poolOf: readonly (readonly (readonly number[])[])[],
  units: readonly Unit[],
  poolCount: number,
): Seating {
  const cells = outcomes.length * SUITS.length;
  const seating = {
    firstPool: new Int32Array(cells),
    pools: new Int32Array(cells),
    strides: new Int32Array(cells),
    radix: new Int32Array(cells),
    alike: Uint8Array.from(units, (unit) => (unit.alike ? 1 : 0)),
    heads: new Int32Array(poolCount),
  };
  outcomes.forEach(({ members, strides }, unit) =>
    members.forEach((list, suit) => {
      const cell = unit * SUITS.length + suit;
      const pools = poolOf[unit]![suit]!;
      seating.firstPool[cell] = pools[0] ?? 0;
      seating.pools[cell] = pools.length;
      seating.strides[cell] = strides[suit]!;
      seating.radix[cell] = list.length + 1;
    }),
  );
  return seating;
}

/** Writes a unit's head-count vector into `heads` (alike ones: the first of its pools); returns how many it seats. */
function seat(seating: Seating, unit: number, vector: number): number {
  let seated = 0;
  for (let suit = 0; suit < SUIT_COUNT; suit++) {
    const cell = unit * SUIT_COUNT + suit;
    const pools = seating.pools[cell]!;
    if (pools === 0) continue;
    const first = seating.firstPool[cell]!;
    const count = Math.floor(vector / seating.strides[cell]!) % seating.radix[cell]!;
    if (seating.alike[unit] === 1) for (let at = 0; at < pools; at++) seating.heads[first + at] = at < count ? 1 : 0;
    else seating.heads[first] = count;
    seated += count;
  }
  return seated;
}

/** A unit's vectors at k with a chance (not 0), and those chances. */
interface Vectors {
  readonly vectors: Int32Array;
  readonly chances: Float64Array;
}

function nonZeroVectors(row: Float64Array): Vectors {
  let count = 0;
  for (let vector = 0; vector < row.length; vector++) if (row[vector] !== 0) count++;
  const vectors = new Int32Array(count);
  const chances = new Float64Array(count);
  count = 0;
  for (let vector = 0; vector < row.length; vector++) {
    if (row[vector] === 0) continue;
    vectors[count] = vector;
    chances[count++] = row[vector]!;
  }
  return { vectors, chances };
}

/** One competitor's walk at k over the other units' head-counts, its own unit seating `ownSeated` (see walkUnits). */
interface UnitWalk {
  readonly seating: Seating;
  /** How many units. */
  readonly units: number;
  readonly others: readonly Vectors[];
  readonly unit: number;
  ownSeated: number;
  readonly breaker: TieBreaker | null;
  readonly k: number;
  readonly pool: number;
}

/**
 * The competitor's chance to win alone, times p, over every head-count of the units from `at` on (its
 * own unit seating it among those at k): alone at k it wins; with others, the tie-break decides.
 */
function walkUnits(walk: UnitWalk, at: number, seated: number, p: number): number {
  if (!walk.breaker && seated > 1) return 0;
  if (at === walk.units) {
    if (seated === 1) return p;
    return walk.breaker ? p * walk.breaker.win(walk.seating.heads, walk.k, walk.pool) : 0;
  }
  if (at === walk.unit) return walkUnits(walk, at + 1, seated + walk.ownSeated, p);
  const { vectors, chances } = walk.others[at]!;
  let sum = 0;
  for (let next = 0; next < vectors.length; next++)
    sum += walkUnits(walk, at + 1, seated + seat(walk.seating, at, vectors[next]!), p * chances[next]!);
  return sum;
}

/**
 * What each competitor takes (competitors on one stack draw from it one after another; a draw
 * larger than what is left takes what is left), and the competitors on each stack.
 */
function takenFromStacks(draws: readonly CompetitorDraw[]): { readonly taken: number[]; readonly onStack: number[][] } {
  const stacks = [...new Set(listOf(draws, (draw) => draw.deck.stack))];
  const taken = listOf(draws, () => 0);
  const onStack = listOf(stacks, (stack) => {
    const members = [...draws.keys()].filter((index) => draws[index]!.deck.stack === stack);
    let left = totalCards(draws[members[0]!]!.deck.composition);
    for (const index of members) {
      taken[index] = Math.max(0, Math.min(draws[index]!.count, left));
      left -= taken[index]!;
    }
    return members;
  });
  return { taken, onStack };
}

/** A unit's competitors (indices into the draws), and whether they are alike competitors each alone on a deck of its own. */
interface Unit {
  readonly members: readonly number[];
  readonly alike: boolean;
}

/**
 * The units: a shared deck and its draws, or competitors alone on alike decks of their own,
 * interchangeable, counted together by heads (alikeOutcomes). Alone on its deck, a competitor's
 * symbols and successes depend only on the deck's size, its cards of the counted suit by rank and
 * how many it draws: players counting different suits of decks alike in those are alike too.
 */
function unitsOf(draws: readonly CompetitorDraw[], onStack: readonly number[][], taken: readonly number[]): Unit[] {
  const alikeKey = (index: number) => {
    const { deck, suit } = draws[index]!;
    const ofSuit = listOf(RANKS, (rank) => countOf(deck.composition, suit, rank)).join(",");
    return `${taken[index]} ${totalCards(deck.composition)} ${ofSuit}`;
  };
  const units: Unit[] = [];
  const alikeUnit = new Map<string, number[]>();
  for (const members of onStack) {
    if (members.length > 1) units.push({ members, alike: false });
    else {
      const key = alikeKey(members[0]!);
      const known = alikeUnit.get(key);
      if (known) known.push(members[0]!);
      else {
        const unit = [members[0]!];
        alikeUnit.set(key, unit);
        units.push({ members: unit, alike: true });
      }
    }
  }
  return units;
}

/** What winsOf reads: the competition's units, their outcomes and pools, and the tie-break. */
interface WinsContext {
  readonly draws: readonly CompetitorDraw[];
  readonly units: readonly Unit[];
  readonly outcomes: readonly DeckOutcomes[];
  readonly poolOf: readonly (readonly (readonly number[])[])[];
  readonly place: readonly { readonly unit: number; readonly local: number }[];
  readonly representative: readonly number[];
  readonly seating: Seating;
  readonly breaker: TieBreaker | null;
  readonly top: number;
  /** One unit alone: per pool, each vector's tie as the breaker numbers it (see soleUnitWins). */
  readonly situations: Map<number, Float64Array>;
}

/** A competitor's chance to win alone: at every k, over every head-count of the units with it among those at k. */
function winsOf(context: WinsContext, index: number): number {
  const { draws, units, outcomes, seating, breaker } = context;
  const { unit, local } = context.place[index]!;
  // This competitor's pool (an alike one: the first of theirs, seated first).
  const pool = context.poolOf[unit]![SUITS.indexOf(draws[index]!.suit)]![0]!;
  let won = 0;
  for (let k = 0; k <= context.top; k++) {
    const own = outcomes[unit]!.own[local]![k]!;
    if (units.length === 1) {
      won += soleUnitWins(context, own, k, pool);
      continue;
    }
    // Each unit's head-counts at k for the walk.
    const others = listOf(outcomes, (outcome) => nonZeroVectors(outcome.none[k]!));
    const walk: UnitWalk = { seating, units: units.length, others, unit, ownSeated: 0, breaker, k, pool };
    for (let vector = 0; vector < own.length; vector++) {
      const p = own[vector]!;
      if (p === 0) continue;
      walk.ownSeated = seat(seating, unit, vector);
      won += walkUnits(walk, 0, 0, p);
    }
  }
  return won;
}

/** soleUnitWins' marks: a vector not yet seen, one with the asking one alone at k (a tie: the breaker's situation, ≥ 0). */
const UNSEEN = -3;
const ALONE = -2;

/**
 * With one unit, a competitor's chance to win at k: Σ over its rows of each vector's share
 * (vectorChance).
 */
function soleUnitWins(context: WinsContext, own: Float64Array, k: number, pool: number): number {
  const ties = tiesOf(context, pool);
  let won = 0;
  for (let vector = 0; vector < own.length; vector++) {
    const p = own[vector]!;
    if (p !== 0) won += p * vectorChance(context, ties, vector, k, pool);
  }
  return won;
}

/** With one unit, each vector's tie for a competitor of the pool (see vectorChance), filled as read. */
function tiesOf({ seating, situations }: WinsContext, pool: number): Float64Array {
  let ties = situations.get(pool);
  if (!ties) situations.set(pool, (ties = new Float64Array(seating.radix.reduce((product, radix) => product * radix, 1)).fill(UNSEEN)));
  return ties;
}

/**
 * With one unit, what a head-count vector at k is worth to a competitor of the pool among those at
 * k: 1 when it is alone at k, the tie-break's chance (or none) when others are with it. What a
 * vector's tie is depends only on the vector and the pool, not on k: it is read once per pool (the
 * breaker's situation, kept in `ties`), so each k and each competitor of the pool reuses it.
 */
function vectorChance({ seating, breaker }: WinsContext, ties: Float64Array, vector: number, k: number, pool: number): number {
  let tie = ties[vector]!;
  if (tie === UNSEEN) {
    const seated = seat(seating, 0, vector);
    if (seated === 1) tie = ALONE;
    // Others level with no tie-break, or on no success (k = 0, no tie the breaker knows): no win.
    else if (!breaker || k === 0) return 0;
    else tie = breaker.situation(seating.heads, pool);
    ties[vector] = tie;
  }
  if (tie === ALONE) return 1;
  return breaker && k > 0 ? breaker.winIn(tie, k, pool) : 0;
}

/**
 * From this many head-count vectors (Π over the suits of its competitors + 1) a sole deck's chances
 * are summed by rank (headCountWins), below by class (dualWins), by tie ruling. Measured on a poker
 * deck, CPU, least of three runs (session 34). With the tie-break the sums pass the pairs' tables
 * per k and rank, the classes per k and entry of a suit, and read each head-count's tie: 52 NPCs × 1
 * (38,416 vectors) and 26 × 2 (3,136: 0.37 ms against 1.13) and 18 × 3 (900: 0.57 against 0.80) by
 * rank; below, NPCs of many classes by class (18 drawing 1 to 9, 288 and 784 vectors: 0.62 against
 * 1.0 ms and 0.87 against 1.19; 13 × 4, 320: 0.43 against 0.65). With ties to the Director a
 * competitor wins only alone, one "rank": the sums were as fast or faster from a hundred vectors on
 * (those 18 NPCs: 0.25 and 0.34 ms; 18 × 3: 0.15 and 0.19; 13 × 4: 0.16 and 0.17). competitionOdds'
 * tests pass 0 to check the sums against enumeration, and Infinity to check them against the classes.
 */
const FEWEST_VECTORS_FOR_SUMS: Readonly<Record<DirectorRulings["tieBreak"], number>> = { highestCards: 800, directorChooses: 100 };

/**
 * One deck that is the whole competition: each competitor's chance summed by heads without a row
 * per head-count (headCountWins). With ties of symbols to the Director a competitor wins only alone
 * at k; with the tie-break, where the deck holds each card of the competitors' suits once and alike
 * (the book's enemy deck, a poker deck), in singleCopyBreaker's closed form. Null where that does not
 * apply or the vectors are fewer than `sumsFrom`.
 */
function soleDeckWins(deck: SoleDeck, sumsFrom: number, rulings: Pick<DirectorRulings, "tieBreak">, largest: number): number[] | null {
  const { draws, members, top, composition, suitTotals, shared, asked } = deck;
  if (members.length < 2) return null;
  const bySuit = listOf(SUITS, (suit) => members.filter((index) => draws[index]!.suit === suit).length);
  if (bySuit.reduce((product, count) => product * (count + 1), 1) < sumsFrom) return null;
  const mostHeads = Math.max(...bySuit);
  let tablesAt: (k: number) => FactorTables | null;
  if (rulings.tieBreak === "highestCards") {
    const ranks = listOf(SUITS, (suit) => poolRanks((rank) => countOf(composition, suit, rank as Rank)));
    const m = singleCopyCards(ranks, bySuit);
    if (m === null) return null;
    tablesAt = (k) => (k > m ? null : { m, scale: 1 / choose(m, k), ...singleCopyTables(m, k, mostHeads, 3) });
  } else {
    // Alone at k: its own suit's head-count 1, every other 0 (one "rank", no z).
    const own = new Float64Array(mostHeads + 1);
    own[1] = 1;
    const alone = {
      m: 1,
      scale: 1,
      own,
      alpha: new Float64Array(mostHeads + 1),
      beta: new Float64Array(mostHeads + 1),
      sums: [Float64Array.of(1)],
    };
    tablesAt = () => alone;
  }
  const won = headCountWins(suitTotals, shared, top, asked, tablesAt, largest);
  return won && representedWins(deck, won);
}
