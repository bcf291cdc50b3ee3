/**
 * A check [DOA-08, DOA-09, DOA-10]: a drawn card against a Target Card (TC), a Difficulty Range
 * (DR) and a modifier. The modifier is a maximum: the engine applies as much of it as brings the
 * report closest to the TC, which is always the best report for the player.
 */
import { suitColor } from "../cards/card.ts";
import type { Card, Rank, SuitedCard } from "../cards/card.ts";
import { MAX_DR, rankAtOffset, signedOffset } from "./ranks.ts";
import { REFUSAL, refuse } from "./refusals.ts";
import type { Refusal } from "./refusals.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { DoaRulings } from "./rulings.ts";

/** Degrees of success, best first. There is no critical failure [DOA-09]. */
export const DEGREES = ["critical", "major", "suitedSuccess", "colorSuccess", "success", "suitedFail", "colorFail", "fail"] as const;
export type Degree = (typeof DEGREES)[number];

const SUCCESSES: ReadonlySet<Degree> = new Set(["critical", "major", "suitedSuccess", "colorSuccess", "success"]);

export function isSuccess(degree: Degree): boolean {
  return SUCCESSES.has(degree);
}

/** Lower is better. */
export function degreeOrder(degree: Degree): number {
  return DEGREES.indexOf(degree);
}

export interface CheckTarget {
  readonly tc: SuitedCard;
  /** 0..6 */
  readonly dr: number;
  /** The most the player may add or subtract, ≥ 0. */
  readonly modifier: number;
}

/** Refuses a DR outside 0..6, a negative or fractional modifier, or a joker as the TC. */
export function checkTargetRefusal(target: { readonly tc: Card; readonly dr: number; readonly modifier: number }): Refusal | null {
  if (!Number.isInteger(target.dr) || target.dr < 0 || target.dr > MAX_DR) return refuse(REFUSAL.DrOutOfRange);
  if (!Number.isInteger(target.modifier) || target.modifier < 0) return refuse(REFUSAL.BadModifier);
  if (target.tc.kind !== "suited") return refuse(REFUSAL.TargetIsJoker);
  return null;
}

/** Whether a card is of the TC's colour (red or black) [DOA-09]. */
export function matchesColor(card: SuitedCard, tc: SuitedCard): boolean {
  return suitColor(card.suit) === suitColor(tc.suit);
}

/** What the player reports for one drawn card. */
export interface CardReport {
  readonly card: SuitedCard;
  /** Signed steps from the TC to the drawn card, -6..+6. */
  readonly offset: number;
  /** The part of the modifier applied (signed: +1 means "add 1"). */
  readonly applied: number;
  /** The value reported after the modifier. */
  readonly reported: Rank;
  /** Steps between the report and the TC, 0..6: what Upper and Lower Hand compare. */
  readonly distance: number;
  readonly inRange: boolean;
  readonly degree: Degree;
}

export function evaluateCard(card: SuitedCard, target: CheckTarget, rulings: DoaRulings = DEFAULT_RULINGS): CardReport {
  const offset = signedOffset(target.tc.rank, card.rank);
  const used = Math.min(Math.abs(offset), target.modifier);
  // Never -0: a card stores the report as JSON, where -0 reads back as 0.
  const applied = offset > 0 && used > 0 ? -used : used;
  const distance = Math.abs(offset) - used;
  const inRange = distance <= target.dr;
  const sameSuit = card.suit === target.tc.suit;
  const sameColor = matchesColor(card, target.tc);
  const onValue = rulings.modifierMakesMajor ? distance === 0 : offset === 0;
  const degree: Degree = onValue
    ? sameSuit
      ? "critical"
      : "major"
    : inRange
      ? sameSuit
        ? "suitedSuccess"
        : sameColor
          ? "colorSuccess"
          : "success"
      : sameSuit
        ? "suitedFail"
        : sameColor
          ? "colorFail"
          : "fail";
  return { card, offset, applied, reported: rankAtOffset(target.tc.rank, offset + applied), distance, inRange, degree };
}
