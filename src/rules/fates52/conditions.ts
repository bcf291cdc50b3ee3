/**
 * Conditions: continuous effects [F52-16], dying [F52-15], incapacitation and waking [F52-17].
 * Pure rules on single cards; the combat procedure draws the cards and applies the results.
 */
import type { SuitedCard } from "../cards/card.ts";
import { evaluateCheck, isValidDifficulty } from "./check.ts";
import type { Tier } from "./values.ts";
import { isAce, cardValue, tier } from "./values.ts";

/** A lingering effect (poison, fire…) of strength 2–10; `roundsLeft` null lasts until shaken off. */
export interface ContinuousEffect {
  readonly id: string;
  readonly strength: number;
  readonly roundsLeft: number | null;
}

/** Damage a continuous effect does each round it lasts. */
export const CONTINUOUS_DAMAGE = 1;

export function isValidStrength(strength: number): boolean {
  return isValidDifficulty(strength);
}

const DURATION_BY_TIER: Readonly<Record<Tier, number>> = { number: 1, face: 2, ace: 4 };

/** A random duration drawn by the FD: number card 1 round, face card 2, Ace 4. */
export function effectDuration(card: SuitedCard): number {
  return DURATION_BY_TIER[tier(card)];
}

/** The victim ends the effect with a card from hand higher than its strength (an Ace always does). */
export function shakesOff(card: SuitedCard, strength: number): boolean {
  return isAce(card) || cardValue(card) > strength;
}

/** Draws a dying character makes, one per round, before death [F52-15]. */
export const DYING_DRAWS = 3;

export type DyingOutcome =
  /** No heart yet, draws remain. */
  | { readonly kind: "dying"; readonly drawsMade: number }
  /** A heart number card: not dying any more, still unconscious at 0 HP. */
  | { readonly kind: "stable" }
  /** A heart face card: awake at 1 HP, with one card drawn into the hand at once. */
  | { readonly kind: "awake"; readonly hp: number; readonly cardsNow: number }
  /** The Ace of Hearts: awake at half the maximum HP (rounded up); the hand refills to it at the end of the round. */
  | { readonly kind: "restored"; readonly hp: number }
  | { readonly kind: "dead" };

/** Whether a dying draw after `drawsBefore` others is the last: no heart in it is death [F52-15]. */
export function isLastDyingDraw(drawsBefore: number): boolean {
  return drawsBefore + 1 >= DYING_DRAWS;
}

/** Resolve one dying draw, given how many were made before it [F52-15]. */
export function dyingDraw(card: SuitedCard, drawsBefore: number, maxHp: number): DyingOutcome {
  if (card.suit === "H") {
    const kind = tier(card);
    if (kind === "number") return { kind: "stable" };
    if (kind === "face") return { kind: "awake", hp: 1, cardsNow: 1 };
    return { kind: "restored", hp: Math.max(1, Math.ceil(maxHp / 2)) };
  }
  return isLastDyingDraw(drawsBefore) ? { kind: "dead" } : { kind: "dying", drawsMade: drawsBefore + 1 };
}

/** Partial: cannot move or act, physical attacks on it may add a card. Full: every attack hits. */
export const INCAPACITATIONS = ["none", "partial", "full"] as const;
export type Incapacitation = (typeof INCAPACITATIONS)[number];

/** An unconscious character wakes if a card drawn from the deck beats the FD's 2–10 [F52-17]. */
export function wakes(card: SuitedCard, difficulty: number): boolean {
  return evaluateCheck([card], difficulty).success;
}
