/**
 * Upper and Lower Hand [DOA-11]: draw extra cards, keep the one closest to (Upper) or furthest
 * from (Lower) the TC after the modifier. Effects compound and cancel; an (N+) effect applied k
 * times draws N + (k − 1) extra ("Lower Hand (1+) … if it happens twice, draw 3. If another effect
 * would also cause drawing with Lower Hand, draw 4").
 *
 * Ruling: a hand larger than the action deck draws the whole deck, never more than its 54 cards
 * [DOA-01]; keeping the furthest (or nearest) of every card the deck can give is what drawing more
 * would keep. The card still names the hand as the book counts it (Lower Hand (120)).
 */
import type { SuitedCard } from "../cards/card.ts";
import { degreeOrder, matchesColor } from "./checks.ts";
import type { CardReport } from "./checks.ts";
import { ACTION_DECK_SIZE } from "./decks.ts";

export interface HandEffect {
  readonly side: "upper" | "lower";
  /** Extra cards; "if N is not specified, draw 1 extra". */
  readonly n: number;
  /** For an (N+) effect: how many times it applies (each after the first adds one card). */
  readonly instances?: number;
}

export function upperHand(n = 1): HandEffect {
  return { side: "upper", n };
}

export function lowerHand(n = 1): HandEffect {
  return { side: "lower", n };
}

/** An (N+) effect applied `instances` times. */
export function handPlus(side: HandEffect["side"], n: number, instances: number): HandEffect {
  return { side, n, instances };
}

/** The exhaustion penalty [DOA-06]: Lower Hand (1+) once per exhaustion since the last rest. */
export function exhaustionHand(exhaustions: number): HandEffect[] {
  return exhaustions > 0 ? [handPlus("lower", 1, exhaustions)] : [];
}

function extraCards(effect: HandEffect): number {
  if (effect.instances === undefined) return effect.n;
  return effect.instances > 0 ? effect.n + effect.instances - 1 : 0;
}

/** Net Upper Hand: positive is Upper Hand (N), negative Lower Hand (−N), 0 a plain draw. */
export function netHand(effects: readonly HandEffect[]): number {
  return effects.reduce((net, effect) => net + (effect.side === "upper" ? 1 : -1) * extraCards(effect), 0);
}

/** Cards a check draws under these effects: at most the whole action deck. */
export function cardsToDraw(effects: readonly HandEffect[]): number {
  return Math.min(1 + Math.abs(netHand(effects)), ACTION_DECK_SIZE);
}

/**
 * The report kept from a draw. Upper Hand (and a plain draw) keeps the nearest, Lower Hand the
 * furthest. The source constrains only distance; among equally near or far cards the player
 * selects, so the engine keeps the better degree, then a card of the TC's colour (two Major
 * Successes differ only there, and colour can matter [DOA-18]), and, all else equal, the first drawn.
 */
export function keptReport(reports: readonly CardReport[], net: number, tc?: SuitedCard): CardReport | undefined {
  const sign = net < 0 ? -1 : 1;
  const matched = (report: CardReport): boolean => tc !== undefined && matchesColor(report.card, tc);
  let best: CardReport | undefined;
  for (const report of reports) {
    if (
      !best ||
      sign * (report.distance - best.distance) < 0 ||
      (report.distance === best.distance && degreeOrder(report.degree) < degreeOrder(best.degree)) ||
      (report.distance === best.distance && report.degree === best.degree && matched(report) && !matched(best))
    ) {
      best = report;
    }
  }
  return best;
}
