/**
 * Exact odds [CORE-05], from the actual composition of the deck drawn from. A test starts with the
 * deck whole [DIR-11], so its draw is uniform over that composition: an archetype with few cards
 * of a suit shows it.
 */
import { SUITS } from "../cards/card.ts";
import type { Rank, Suit } from "../cards/card.ts";
import { hypergeometric } from "../cards/odds.ts";
import type { TestPlan, TestResult } from "./checks.ts";
import { planDrawCount } from "./checks.ts";
import type { CardCounts } from "./counts.ts";
import type { DrawDeck } from "./decks.ts";
import { countOf, suitTotal, totalCards } from "./counts.ts";
import { deckSets } from "./shared-deck.ts";
import { poolRanks, tieBreaker } from "./tie-break-odds.ts";
import type { DirectorRulings } from "./rulings.ts";

export type TestOdds = Readonly<Record<TestResult, number>>;

/**
 * The probability of each result of a test drawn as `plan` from a whole deck of this composition.
 * A test looks only at how many drawn cards match (of the suit, or the suit's highest card), so
 * each result is a hypergeometric term.
 */
export function testOdds(plan: TestPlan, composition: CardCounts): TestOdds {
  const odds: Record<TestResult, number> = { impossible: 0, failure: 0, success: 0, successWithBenefit: 0 };
  if (plan.kind === "impossible") return { ...odds, impossible: 1 };
  const size = totalCards(composition);
  const draws = Math.min(planDrawCount(plan), size);
  const matching =
    plan.kind === "highest" ? (plan.rank === null ? 0 : countOf(composition, plan.suit, plan.rank)) : suitTotal(composition, plan.suit);
  const none = hypergeometric(size, matching, draws, 0);
  const one = hypergeometric(size, matching, draws, 1);
  odds.failure = none;
  odds.success = plan.kind === "highest" ? 1 - none : one;
  odds.successWithBenefit = plan.kind === "highest" ? 0 : Math.max(0, 1 - none - one);
  return odds;
}

/** P(success, with or without benefit). */
export function successChance(odds: TestOdds): number {
  return odds.success + odds.successWithBenefit;
}

/**
 * P(exactly k symbols of `suit`) for k = 0..count, drawing `count` cards from a whole deck of this
 * composition (fewer if it holds fewer): a competitor's chances before a competition [DIR-09].
 */
export function symbolOdds(composition: CardCounts, suit: Suit, count: number): number[] {
  const size = totalCards(composition);
  const draws = Math.max(0, Math.min(count, size));
  const ofSuit = suitTotal(composition, suit);
  return Array.from({ length: draws + 1 }, (_, k) => hypergeometric(size, ofSuit, draws, k));
}

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
 * is left. Each deck gives, per k and per set of its competitors, the chance that exactly those draw
 * k symbols and the others on it fewer (see shared-deck.ts); the decks multiply. A set of one wins
 * alone; under the tie-break ruling ("highestCards") a larger set goes on to compare its successes'
 * values (tie-break-odds.ts), and only what is still level there is a tie.
 */
export function competitionOdds(draws: readonly CompetitorDraw[], rulings: Pick<DirectorRulings, "tieBreak">): CompetitionOdds {
  const stacks = [...new Set(draws.map((draw) => draw.deck.stack))];
  const taken = draws.map(() => 0);
  const decks = stacks.map((stack) => {
    const members = [...draws.keys()].filter((index) => draws[index]!.deck.stack === stack);
    const composition = draws[members[0]!]!.deck.composition;
    let left = totalCards(composition);
    for (const index of members) {
      taken[index] = Math.max(0, Math.min(draws[index]!.count, left));
      left -= taken[index]!;
    }
    return { stack, members, composition };
  });
  const top = Math.max(0, ...taken);
  const sets = decks.map(({ members, composition }) =>
    deckSets(
      SUITS.map((suit) => suitTotal(composition, suit)),
      members.map((index) => ({ suit: SUITS.indexOf(draws[index]!.suit), count: taken[index]! })),
      top,
    ),
  );
  // Competitors on one deck counting one suit share its cards in the tie-break; every other pair is independent.
  const poolKeys = draws.map((draw) => `${draw.deck.stack} ${draw.suit}`);
  const pools = poolKeys.map((key) => poolKeys.indexOf(key));
  const breaker =
    rulings.tieBreak === "highestCards"
      ? tieBreaker(
          pools,
          draws.map((draw) => poolRanks((rank) => countOf(draw.deck.composition, draw.suit, rank as Rank))),
          top,
        )
      : null;
  const wins = draws.map(() => 0);
  const globalMasks = decks.map(({ members }, deck) =>
    sets[deck]!.map((_, local) => members.reduce((mask, index, bit) => (local & (1 << bit) ? mask | (1 << index) : mask), 0)),
  );
  // Every set of leaders, built deck by deck from each deck's sets (those whose chance is not 0).
  for (let k = 0; k <= top; k++) {
    const walk = (deck: number, leaders: number, p: number): void => {
      if (deck === decks.length) {
        if (leaders === 0) return;
        if ((leaders & (leaders - 1)) === 0) wins[31 - Math.clz32(leaders)]! += p;
        else if (breaker) {
          const shares = breaker.wins(leaders, k);
          for (let index = 0; index < wins.length; index++) wins[index]! += p * shares[index]!;
        }
        return;
      }
      const bySet = sets[deck]!;
      const masks = globalMasks[deck]!;
      for (let local = 0; local < bySet.length; local++) {
        const q = bySet[local]![k]!;
        if (q === 0) continue;
        const mask = leaders | masks[local]!;
        // Without a tie-break only a single leader counts: stop as soon as two lead.
        if (!breaker && (mask & (mask - 1)) !== 0) continue;
        walk(deck + 1, mask, p * q);
      }
    };
    walk(0, 0, 1);
  }
  return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
}
