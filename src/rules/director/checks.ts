/**
 * What a test draws and what its cards mean [DIR-04 … DIR-07].
 *
 * Symbols — ruling: a card shows "the symbol of the skill tested" when it is of the tested suit,
 * and it counts as ONE symbol whatever its pips. The source's test succeeds "if on at least one
 * of those cards" the symbol appears and gives a benefit for "more than one required symbol":
 * counted in pips, any single 2 of the suit would already be a benefit and court cards would have
 * no defined count, so a symbol is a card. Competitions count symbols the same way [DIR-09].
 */
import type { Rank, Suit, SuitedCard } from "../cards/card.ts";
import type { CardCounts } from "./counts.ts";
import { highestRank } from "./counts.ts";

/**
 * How a test is drawn, from its card count (difficulty plus extra cards [DIR-08]):
 * - `draw`: 1 or more cards; one card of the suit succeeds, two or more add a benefit [DIR-04, DIR-05].
 * - `highest`: at 0, one card, which succeeds only if it is the highest card of the suit the deck
 *   holds (Ace high, else the archetype's highest); `rank` null when the deck holds none [DIR-06].
 * - `impossible`: below 0 nothing is drawn and the test fails [DIR-07].
 */
export type TestPlan =
  | { readonly kind: "draw"; readonly suit: Suit; readonly count: number }
  | { readonly kind: "highest"; readonly suit: Suit; readonly rank: Rank | null }
  | { readonly kind: "impossible"; readonly suit: Suit };

export type TestResult = "impossible" | "failure" | "success" | "successWithBenefit";

export const TEST_RESULTS: readonly TestResult[] = ["impossible", "failure", "success", "successWithBenefit"];

export function planTest(cardCount: number, suit: Suit, composition: CardCounts): TestPlan {
  if (cardCount < 0) return { kind: "impossible", suit };
  if (cardCount === 0) return { kind: "highest", suit, rank: highestRank(composition, suit) };
  return { kind: "draw", suit, count: cardCount };
}

/** How many cards the plan asks for. */
export function planDrawCount(plan: TestPlan): number {
  return plan.kind === "draw" ? plan.count : plan.kind === "highest" ? 1 : 0;
}

/** Symbols of a suit in a hand: one per card of that suit (see the ruling above). */
export function countSymbols(hand: readonly SuitedCard[], suit: Suit): number {
  return hand.filter((card) => card.suit === suit).length;
}

/** The result of a test whose plan drew these cards. */
export function judgeTest(plan: TestPlan, hand: readonly SuitedCard[]): TestResult {
  if (plan.kind === "impossible") return "impossible";
  if (plan.kind === "highest") {
    return hand.some((card) => card.suit === plan.suit && card.rank === plan.rank) ? "success" : "failure";
  }
  const symbols = countSymbols(hand, plan.suit);
  return symbols >= 2 ? "successWithBenefit" : symbols === 1 ? "success" : "failure";
}

export function isSuccess(result: TestResult): boolean {
  return result === "success" || result === "successWithBenefit";
}

const RESULT_LABELS: Readonly<Record<TestResult, string>> = {
  impossible: "Impossible",
  failure: "Failure",
  success: "Success",
  successWithBenefit: "SuccessWithBenefit",
};

/** i18n key of a result, e.g. `DECKBOUND.Director.Result.SuccessWithBenefit`. */
export function resultLabelKey(result: TestResult): string {
  return `DECKBOUND.Director.Result.${RESULT_LABELS[result]}`;
}
