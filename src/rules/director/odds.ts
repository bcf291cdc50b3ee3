/**
 * Exact odds [CORE-05], from the actual composition of the deck drawn from. A test starts with the
 * deck whole [DIR-11], so its draw is uniform over that composition: an archetype with few cards
 * of a suit shows it.
 */
import type { Suit } from "../cards/card.ts";
import { drawOdds, hypergeometric } from "../cards/odds.ts";
import type { TestPlan, TestResult } from "./checks.ts";
import { TEST_RESULTS, judgeTest, planDrawCount } from "./checks.ts";
import type { CardCounts } from "./counts.ts";
import { cardsFromCounts, suitTotal, totalCards } from "./counts.ts";

export type TestOdds = Readonly<Record<TestResult, number>>;

/** The probability of each result of a test drawn as `plan` from a whole deck of this composition. */
export function testOdds(plan: TestPlan, composition: CardCounts): TestOdds {
  const deck = cardsFromCounts(composition, "odds");
  const top = plan.kind === "highest" ? plan.rank : null;
  const odds = drawOdds(
    deck,
    planDrawCount(plan),
    (card) => `${card.suit === plan.suit}|${card.rank === top}`,
    (hand) => judgeTest(plan, hand),
  );
  return Object.fromEntries(TEST_RESULTS.map((result) => [result, odds.get(result) ?? 0])) as Record<TestResult, number>;
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
