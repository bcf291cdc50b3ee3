/**
 * Exact odds [CORE-05], from the actual composition of the deck drawn from. A test starts with the
 * deck whole [DIR-11], so its draw is uniform over that composition: an archetype with few cards
 * of a suit shows it.
 */
import { SUITS } from "../cards/card.ts";
import type { Suit } from "../cards/card.ts";
import { choose, hypergeometric } from "../cards/odds.ts";
import type { TestPlan, TestResult } from "./checks.ts";
import { planDrawCount } from "./checks.ts";
import type { CardCounts } from "./counts.ts";
import type { DrawDeck } from "./decks.ts";
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

interface Outcome {
  p: number;
  /** The most symbols drawn so far (−1 before anyone draws). */
  most: number;
  /** Who drew them alone, or −1 when two or more share them. */
  leader: number;
  /** What the deck being drawn from still holds of each suit (C, D, H, S) a later competitor on it counts; 0 for the others. */
  left: number[];
}

/**
 * A competition's odds before the draw [DIR-09, CORE-05], exact: competitors on decks of their own
 * draw independently; competitors sharing a deck (NPCs on the enemy deck) draw from it one after
 * another, so what one takes the next cannot draw. The draws are walked deck by deck; an outcome is
 * the best count so far, who holds it alone (if anyone), and what the current deck still holds of
 * the suits counted later on it (the other suits merged: how many cards are left in all is known).
 * Each draw is a multivariate hypergeometric over those suits, so the outcomes stay few. A draw
 * larger than what is left takes what is left.
 */
export function competitionOdds(draws: readonly CompetitorDraw[]): CompetitionOdds {
  const stacks = draws.map((draw) => draw.deck.stack);
  // Deck by deck, each deck's competitors in competitor order.
  const order = [...draws.keys()].sort((a, b) => stacks.indexOf(stacks[a]!) - stacks.indexOf(stacks[b]!));
  let outcomes: Outcome[] = [{ p: 1, most: -1, leader: -1, left: [0, 0, 0, 0] }];
  let cards = 0;
  order.forEach((index, position) => {
    const draw = draws[index]!;
    const { composition, stack } = draw.deck;
    const counted = (from: number) =>
      SUITS.map((suit) => +order.slice(from).some((at) => stacks[at] === stack && draws[at]!.suit === suit));
    if (stacks[order[position - 1]!] !== stack) {
      // A fresh deck: the previous one's outcomes differ only in the best count and its holder.
      cards = totalCards(composition);
      const left = SUITS.map((suit, at) => counted(position)[at]! * suitTotal(composition, suit));
      outcomes = outcomes.map((outcome) => ({ ...outcome, left }));
    }
    const n = Math.min(draw.count, cards);
    const all = choose(cards, n);
    const later = counted(position + 1);
    const own = SUITS.indexOf(draw.suit);
    // Outcomes keyed by their digits in base 53 (a count never exceeds 4 copies × 13 ranks).
    const next = new Map<number, Outcome>();
    const taken = [0, 0, 0, 0];
    for (const outcome of outcomes) {
      const { left } = outcome;
      const other = cards - left.reduce((sum, held) => sum + held, 0);
      const walk = (suit: number, drawn: number, weight: number): void => {
        if (suit < 4) {
          for (let x = Math.min(left[suit]!, n - drawn); x >= 0; x--) {
            taken[suit] = x;
            walk(suit + 1, drawn + x, weight * choose(left[suit]!, x));
          }
          return;
        }
        const p = (outcome.p * weight * choose(other, n - drawn)) / all;
        const symbols = taken[own]!;
        const most = Math.max(symbols, outcome.most);
        const leader = symbols > outcome.most ? index : symbols < outcome.most ? outcome.leader : -1;
        let key = (most + 1) * 53 + leader + 1;
        for (let at = 0; at < 4; at++) key = key * 53 + later[at]! * (left[at]! - taken[at]!);
        const known = next.get(key);
        if (known) known.p += p;
        else next.set(key, { p, most, leader, left: left.map((held, at) => later[at]! * (held - taken[at]!)) });
      };
      walk(0, 0, 1);
    }
    outcomes = [...next.values()];
    cards -= n;
  });
  const wins = draws.map(() => 0);
  for (const { p, leader } of outcomes) if (leader >= 0) wins[leader] = wins[leader]! + p;
  return { wins, tie: Math.max(0, 1 - wins.reduce((sum, p) => sum + p, 0)) };
}
