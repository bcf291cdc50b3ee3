/**
 * Exact odds [CORE-05], from the actual composition of the deck drawn from. A test starts with the
 * deck whole [DIR-11], so its draw is uniform over that composition: an archetype with few cards
 * of a suit shows it.
 */
import type { Suit } from "../cards/card.ts";
import { hypergeometric } from "../cards/odds.ts";
import type { TestPlan, TestResult } from "./checks.ts";
import { planDrawCount } from "./checks.ts";
import type { CardCounts } from "./counts.ts";
import { countOf, suitTotal, totalCards } from "./counts.ts";

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
