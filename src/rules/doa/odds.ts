/**
 * Exact odds of every degree of a check [CORE-05, DOA-08 … DOA-11], from the actual cards left.
 *
 * Jokers are replaced by the next card [DOA-02 ruling], so a draw of n cards keeps the first n
 * suited cards: exactly a uniform n-card draw from the suited cards alone. Upper/Lower Hand keeps
 * the best card of the draw in one order — nearest (or furthest) first, better degree on a tie
 * [DOA-11] — and looks at nothing but (distance, degree). So the cards fall into classes by
 * (distance, degree) ranked in that order, and the kept degree is the best class drawn: its odds
 * are differences of binomials (`bestClassOdds`), one per class, whatever the size of the hand.
 */
import { isSuitedCard } from "../cards/card.ts";
import type { Card, SuitedCard } from "../cards/card.ts";
import { bestClassOdds } from "../cards/order-statistics.ts";
import { DEGREES, degreeOrder, evaluateCard, isSuccess, matchesColor } from "./checks.ts";
import { isFateCard } from "./decks.ts";
import type { CheckState } from "./procedures/check.ts";
import type { CardReport, CheckTarget, Degree } from "./checks.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { DoaRulings } from "./rulings.ts";
import { cardsToDraw, netHand } from "./upper-lower-hand.ts";
import type { HandEffect } from "./upper-lower-hand.ts";

export interface CheckOdds {
  readonly degrees: Readonly<Record<Degree, number>>;
  /** P(any success degree). */
  readonly success: number;
  /** P(a success with a card of the TC's colour): the hits colour-matching armour lets land [DOA-18]. */
  readonly colorMatched: number;
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
export function redrawOdds(
  check: CheckState,
  deck: readonly Card[],
  discards: readonly Card[],
  rulings: DoaRulings = DEFAULT_RULINGS,
): CheckOdds | null {
  if (check.phase !== "deciding" || !check.target) return null;
  const cleared = check.drawn.filter((card) => !isFateCard(card));
  return oddsOfDraw(deck, check.target, check.net, check.needed, [...discards, ...cleared], rulings);
}

/** Where a redrawn initiative card puts its drawer against the card it replaces [DOA-13]. */
export interface InitiativeRedrawOdds {
  /** A higher card: acting earlier (Ace first, then K, Q … 2). */
  readonly earlier: number;
  /** The same rank: the same place (ties go by Agility). */
  readonly same: number;
  /** A lower card: acting later. */
  readonly later: number;
}

/**
 * Odds of a Fate Card redraw [DOA-03] of an initiative card that is deciding [DOA-13]: with no
 * target the check keeps the first suited card drawn (jokers are replaced by the next card), so the
 * new card is uniform over the suited cards left in the deck, or, none left, over those the
 * reshuffle brings back (the discards and the cards on the table but the aces, which go to the
 * hand) — exactly as the redraw draws them. Null for a check with a target, or not deciding.
 */
export function initiativeRedrawOdds(check: CheckState, deck: readonly Card[], discards: readonly Card[]): InitiativeRedrawOdds | null {
  if (check.phase !== "deciding" || check.target || !check.kept) return null;
  const inDeck = deck.filter(isSuitedCard);
  const pool = inDeck.length > 0 ? inDeck : [...discards, ...check.drawn].filter(isSuitedCard).filter((card) => !isFateCard(card));
  if (pool.length === 0) return null;
  const rank = check.kept.rank;
  const share = (test: (card: SuitedCard) => boolean) => pool.filter(test).length / pool.length;
  return {
    earlier: share((card) => card.rank > rank),
    same: share((card) => card.rank === rank),
    later: share((card) => card.rank < rank),
  };
}

function oddsOfDraw(
  deck: readonly Card[],
  target: CheckTarget,
  net: number,
  needed: number,
  discards: readonly Card[],
  rulings: DoaRulings,
): CheckOdds {
  const report = (card: SuitedCard): CardReport => evaluateCard(card, target, rulings);
  const matched = (card: CardReport): boolean => matchesColor(card.card, target.tc);
  const classKey = (card: CardReport): string => `${card.distance}|${card.degree}|${matched(card)}`;
  const suitedDeck = deck.filter(isSuitedCard);
  // A deck too short for the draw is drawn out for sure; the rest comes from the shuffled discards.
  const certain = suitedDeck.length >= needed ? [] : suitedDeck.map(report);
  const pool = (suitedDeck.length >= needed ? suitedDeck : discards.filter(isSuitedCard)).map(report);
  const classes = classesInKeptOrder([...certain, ...pool], classKey, matched, keepOrder(net));
  const indexOf = new Map(classes.map((entry, index) => [entry.key, index]));
  const classOf = (card: CardReport): number => indexOf.get(classKey(card))!;
  const poolCounts = classes.map(() => 0);
  for (const card of pool) poolCounts[classOf(card)]!++;
  const poolBest = bestClassOdds(poolCounts, needed - certain.length);
  const certainBest = Math.min(Infinity, ...certain.map(classOf));
  const kept = classes.map(() => 0);
  if (poolBest.some((probability) => probability > 0))
    poolBest.forEach((probability, index) => (kept[Math.min(index, certainBest)]! += probability));
  else if (certain.length > 0) kept[certainBest] = 1;
  const degrees = Object.fromEntries(DEGREES.map((degree) => [degree, 0])) as Record<Degree, number>;
  kept.forEach((probability, index) => (degrees[classes[index]!.degree] += probability));
  const success = DEGREES.filter(isSuccess).reduce((sum, degree) => sum + degrees[degree], 0);
  const colorMatched = kept.reduce((sum, probability, index) => {
    const kind = classes[index]!;
    return kind.matched && isSuccess(kind.degree) ? sum + probability : sum;
  }, 0);
  return { degrees, success, colorMatched };
}

interface ReportClass {
  readonly key: string;
  readonly distance: number;
  readonly degree: Degree;
  /** The card is of the TC's colour (only a Major Success can go either way). */
  readonly matched: boolean;
}

/** Upper Hand and a plain draw keep the nearest card, Lower Hand the furthest; a tie keeps the better degree, then the TC's colour. */
function keepOrder(net: number): (a: ReportClass, b: ReportClass) => number {
  const sign = net < 0 ? -1 : 1;
  return (a, b) =>
    sign * (a.distance - b.distance) || degreeOrder(a.degree) - degreeOrder(b.degree) || Number(b.matched) - Number(a.matched);
}

/** The distinct (distance, degree) classes of these reports, the one a draw would keep first. */
function classesInKeptOrder(
  reports: readonly CardReport[],
  classKey: (report: CardReport) => string,
  matched: (report: CardReport) => boolean,
  keptFirst: (a: ReportClass, b: ReportClass) => number,
): ReportClass[] {
  const classes = new Map<string, ReportClass>();
  for (const report of reports)
    classes.set(classKey(report), { key: classKey(report), distance: report.distance, degree: report.degree, matched: matched(report) });
  return [...classes.values()].sort(keptFirst);
}
