/**
 * Exact odds [CORE-05], from the actual composition of the deck drawn from. A test starts with the
 * deck whole [DIR-11], so its draw is uniform over that composition: an archetype with few cards
 * of a suit shows it.
 */
import { SUITS } from "../cards/card.ts";
import type { Suit } from "../cards/card.ts";
import { hypergeometric } from "../cards/odds.ts";
import type { TestPlan, TestResult } from "./checks.ts";
import { planDrawCount } from "./checks.ts";
import type { CardCounts } from "./counts.ts";
import type { DrawDeck } from "./decks.ts";
import { countOf, suitTotal, totalCards } from "./counts.ts";
import { deckThresholds } from "./shared-deck.ts";

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
  /** Each competitor's chance to draw the most symbols alone (in competitor order). */
  readonly wins: readonly number[];
  /** The chance that two or more share the most symbols (the Director then chooses [DIR-09]). */
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
 * is left. Each deck gives, per k, the chance that all its competitors draw fewer than k symbols and
 * each one's chance to draw exactly k while the others on it draw fewer (see shared-deck.ts); a
 * competitor wins alone with k when the other decks all stay below k.
 */
export function competitionOdds(draws: readonly CompetitorDraw[]): CompetitionOdds {
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
    return { members, composition };
  });
  const top = Math.max(0, ...taken);
  const thresholds = decks.map(({ members, composition }) =>
    deckThresholds(
      SUITS.map((suit) => suitTotal(composition, suit)),
      members.map((index) => ({ suit: SUITS.indexOf(draws[index]!.suit), count: taken[index]! })),
      top,
    ),
  );
  const wins = draws.map(() => 0);
  decks.forEach(({ members }, deck) => {
    members.forEach((index, member) => {
      const at = thresholds[deck]!.at[member]!;
      let p = 0;
      for (let k = 0; k <= top; k++) {
        let others = at[k]!;
        thresholds.forEach((other, at) => {
          if (at !== deck) others *= other.below[k]!;
        });
        p += others;
      }
      wins[index] = p;
    });
  });
  return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
}
