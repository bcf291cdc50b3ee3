/**
 * Exact odds of every degree of a check [CORE-05, DOA-08 … DOA-11], from the actual cards left.
 *
 * Jokers are replaced by the next card [DOA-02 ruling], so a draw of n cards keeps the first n
 * suited cards: exactly a uniform n-card draw from the suited cards alone. The enumeration groups
 * cards by (degree, distance), all that Upper/Lower Hand selection looks at, so it is exact and fast.
 */
import type { Card, SuitedCard } from "../cards/card.ts";
import { drawOdds } from "../cards/odds.ts";
import { DEGREES, evaluateCard, isSuccess } from "./checks.ts";
import { isFateCard } from "./decks.ts";
import type { CheckState } from "./procedures/check.ts";
import type { CheckTarget, Degree } from "./checks.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { DoaRulings } from "./rulings.ts";
import { cardsToDraw, keptReport, netHand } from "./upper-lower-hand.ts";
import type { HandEffect } from "./upper-lower-hand.ts";

export interface CheckOdds {
  readonly degrees: Readonly<Record<Degree, number>>;
  /** P(any success degree). */
  readonly success: number;
}

/**
 * Odds for a check drawn from `deck` (the cards left in the action deck, any order). `hand` lists
 * every Upper/Lower Hand effect, the exhaustion penalty included (`exhaustionHand`). If the deck
 * holds fewer suited cards than the draw needs, it is drawn out and the rest comes from `discards`
 * once shuffled in, as the table does.
 */
export function checkOdds(
  deck: readonly Card[],
  target: CheckTarget,
  options: { readonly hand?: readonly HandEffect[]; readonly discards?: readonly Card[]; readonly rulings?: DoaRulings } = {},
): CheckOdds {
  const { hand = [], discards = [], rulings = DEFAULT_RULINGS } = options;
  return oddsOfDraw(deck, target, netHand(hand), cardsToDraw(hand), discards, rulings);
}

/**
 * Odds of a Fate Card redraw [DOA-03] for a check that is deciding: the same number of cards with
 * the same Upper/Lower Hand, from the deck as it lies now; the cards on the table (all but the
 * aces, which go to the hand) join the discards the deck would reshuffle. Null when no redraw
 * can be drawn against a target.
 */
export function redrawOdds(check: CheckState, deck: readonly Card[], discards: readonly Card[], rulings: DoaRulings = DEFAULT_RULINGS): CheckOdds | null {
  if (check.phase !== "deciding" || !check.target) return null;
  const cleared = check.drawn.filter((card) => !isFateCard(card));
  return oddsOfDraw(deck, check.target, check.net, check.needed, [...discards, ...cleared], rulings);
}

function oddsOfDraw(deck: readonly Card[], target: CheckTarget, net: number, needed: number, discards: readonly Card[], rulings: DoaRulings): CheckOdds {
  const report = (card: SuitedCard) => evaluateCard(card, target, rulings);
  const classify = (card: SuitedCard): string => {
    const { degree, distance } = report(card);
    return `${degree}|${distance}`;
  };
  const suitedDeck = deck.filter(isSuited);
  const certain = suitedDeck.length >= needed ? [] : suitedDeck;
  const pool = suitedDeck.length >= needed ? suitedDeck : discards.filter(isSuited);
  const outcomes = drawOdds(pool, needed - certain.length, classify, (drawn): Degree | "none" => {
    const kept = keptReport([...certain, ...drawn].map(report), net);
    return kept ? kept.degree : "none";
  });
  const degrees = Object.fromEntries(DEGREES.map((degree) => [degree, outcomes.get(degree) ?? 0])) as Record<Degree, number>;
  const success = DEGREES.filter(isSuccess).reduce((sum, degree) => sum + degrees[degree], 0);
  return { degrees, success };
}

function isSuited(card: Card): card is SuitedCard {
  return card.kind === "suited";
}
