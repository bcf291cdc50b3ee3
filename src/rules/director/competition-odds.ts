/**
 * A competition's odds before the draw [DIR-09, CORE-05]: its own module, apart from a test's odds
 * (odds.ts), so that what the sheets load at start-up does not carry the shared-deck walk; only the
 * competition card (a deferred chunk) and the tests use it.
 */
import { RANKS, SUITS } from "../cards/card.ts";
import type { Rank, Suit } from "../cards/card.ts";
import type { DrawDeck } from "./decks.ts";
import { countOf, suitTotal, totalCards } from "./counts.ts";
import { alikeOutcomes, deckOutcomes } from "./shared-deck.ts";
import { poolRanks, tieBreaker } from "./tie-break-odds.ts";
import type { PoolRanks } from "./tie-break-odds.ts";
import type { DirectorRulings } from "./rulings.ts";
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
 * successes' values (tie-break-odds.ts), and only what is still level there is a tie.
 */
export function competitionOdds(draws: readonly CompetitorDraw[], rulings: Pick<DirectorRulings, "tieBreak">): CompetitionOdds {
  const stacks = [...new Set(draws.map((draw) => draw.deck.stack))];
  const taken = draws.map(() => 0);
  const onStack = stacks.map((stack) => {
    const members = [...draws.keys()].filter((index) => draws[index]!.deck.stack === stack);
    let left = totalCards(draws[members[0]!]!.deck.composition);
    for (const index of members) {
      taken[index] = Math.max(0, Math.min(draws[index]!.count, left));
      left -= taken[index]!;
    }
    return members;
  });
  // A unit: a shared deck and its draws, or competitors alone on alike decks of their own,
  // interchangeable, counted together by heads (alikeOutcomes). Alone on its deck, a competitor's
  // symbols and successes depend only on the deck's size, its cards of the counted suit by rank and
  // how many it draws: players counting different suits of decks alike in those are alike too.
  const alikeKey = (index: number) => {
    const { deck, suit } = draws[index]!;
    const ofSuit = RANKS.map((rank) => countOf(deck.composition, suit, rank)).join(",");
    return `${taken[index]} ${totalCards(deck.composition)} ${ofSuit}`;
  };
  const units: { readonly members: readonly number[]; readonly alike: boolean }[] = [];
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
  const place = draws.map(() => ({ unit: 0, local: 0 }));
  units.forEach(({ members }, unit) => members.forEach((index, local) => (place[index] = { unit, local })));
  const top = Math.max(0, ...taken);
  const outcomes = units.map(({ members, alike }) => {
    const composition = draws[members[0]!]!.deck.composition;
    const suitTotals = SUITS.map((suit) => suitTotal(composition, suit));
    const shared = members.map((index) => ({ suit: SUITS.indexOf(draws[index]!.suit), count: taken[index]! }));
    // Ties of symbols to the Director: only who leads alone is read (a head-count of one, or none).
    const largest = rulings.tieBreak === "highestCards" ? members.length : 1;
    return alike ? alikeOutcomes(suitTotals, shared[0]!, members.length, top) : deckOutcomes(suitTotals, shared, top, largest);
  });
  // A pool: the competitors on one deck counting one suit (they share its cards in the tie-break);
  // alike competitors on decks of their own are a pool each.
  const ranks: PoolRanks[] = [];
  const sizes: number[] = [];
  const poolOf = outcomes.map((outcome, unit) =>
    outcome.members.map((list, suit) => {
      if (list.length === 0) return [];
      const composition = draws[units[unit]!.members[0]!]!.deck.composition;
      // A pool's size in the tie-break: those of its competitors who draw a card (the others never tie on a symbol).
      const drawing = list.filter((index) => taken[units[unit]!.members[index]!]! > 0).length;
      const pools = units[unit]!.alike ? list.map(() => (drawing > 0 ? 1 : 0)) : [drawing];
      return pools.map((size) => {
        ranks.push(poolRanks((rank) => countOf(composition, SUITS[suit]!, rank as Rank)));
        sizes.push(size);
        return ranks.length - 1;
      });
    }),
  );
  const breaker = rulings.tieBreak === "highestCards" ? tieBreaker(ranks, sizes, top) : null;
  const heads = ranks.map(() => 0);
  /** Writes a unit's head-count vector into `heads` (alike ones: the first of its pools); returns how many it seats. */
  const seat = (unit: number, vector: number): number => {
    const { members, strides } = outcomes[unit]!;
    let seated = 0;
    members.forEach((list, suit) => {
      const pools = poolOf[unit]![suit]!;
      if (pools.length === 0) return;
      const count = Math.floor(vector / strides[suit]!) % (list.length + 1);
      if (units[unit]!.alike) pools.forEach((pool, at) => (heads[pool] = at < count ? 1 : 0));
      else heads[pools[0]!] = count;
      seated += count;
    });
    return seated;
  };
  const representative = representatives(draws, units, taken);
  const wins = draws.map(() => 0);
  for (let k = 0; k <= top; k++) {
    // Each unit's head-counts at k for the walks of the others (none when there is one unit).
    const others = units.length > 1 ? outcomes.map((outcome) => [...outcome.none[k]!.entries()].filter(([, p]) => p !== 0)) : [];
    units.forEach(({ members }, unit) => {
      for (const index of members) {
        if (representative[index] !== index) continue;
        const { local } = place[index]!;
        // This competitor's pool (an alike one: the first of theirs, seated first).
        const pool = poolOf[unit]![SUITS.indexOf(draws[index]!.suit)]![0]!;
        let won = 0;
        // Every head-count of the other units, with this competitor's unit seating it among those at k.
        const walk = (at: number, seated: number, p: number): void => {
          if (!breaker && seated > 1) return;
          if (at === units.length) {
            if (seated === 1) won += p;
            else if (breaker) won += p * breaker.win(heads, k, pool);
            return;
          }
          if (at === unit) {
            walk(at + 1, seated + ownSeated, p);
            return;
          }
          for (const [vector, q] of others[at]!) walk(at + 1, seated + seat(at, vector), p * q);
        };
        let ownSeated = 0;
        outcomes[unit]!.own[local]![k]!.forEach((p, vector) => {
          if (p === 0) return;
          ownSeated = seat(unit, vector);
          walk(0, 0, p);
        });
        wins[index]! += won;
      }
    });
  }
  // The others of each class have their representative's chance.
  draws.forEach((_, index) => (wins[index] = wins[representative[index]!]!));
  return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
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
function representatives(
  draws: readonly CompetitorDraw[],
  units: readonly { readonly members: readonly number[]; readonly alike: boolean }[],
  taken: readonly number[],
): number[] {
  const representative = draws.map((_, index) => index);
  for (const { members, alike } of units) {
    if (alike) {
      for (const index of members) representative[index] = members[0]!;
      continue;
    }
    const composition = draws[members[0]!]!.deck.composition;
    // A suit's kind on this deck: its cards rank by rank, and what each of its competitors takes.
    const suitKind = (suit: Suit) => {
      const ofSuit = RANKS.map((rank) => countOf(composition, suit, rank)).join(",");
      const counts = members.filter((index) => draws[index]!.suit === suit).map((index) => taken[index]!);
      return `${ofSuit} ${counts.sort((a, b) => a - b).join(",")}`;
    };
    const first = new Map<string, number>();
    for (const index of members) {
      const kind = `${suitKind(draws[index]!.suit)} ${taken[index]}`;
      const known = first.get(kind);
      if (known === undefined) first.set(kind, index);
      else representative[index] = known;
    }
  }
  return representative;
}
