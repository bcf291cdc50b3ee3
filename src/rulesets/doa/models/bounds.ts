/**
 * The bounds of every number a DOA actor or item stores: a value outside them is refused by the
 * model (and the sheet says so), so no count derived from a sheet can exceed what the rules allow.
 */
import { dealerMaxHealth } from "../../../rules/doa/stats.ts";

/** Attribute and skill modifiers, and a Strength requirement: the cost table's six steps [DOA-22]. */
export const ATTRIBUTE_RANGE = { min: 0, max: 6 } as const;
export const LEVEL_RANGE = { min: 0, max: 20 } as const;
/**
 * Health never exceeds the largest maximum the rules give (a level-20 Dealer with Vitality +6), and
 * goes below 0 (Knocked Out) by no more than that [DOA-17].
 */
const MOST_HEALTH = dealerMaxHealth(LEVEL_RANGE.max, ATTRIBUTE_RANGE.max);
export const HEALTH_RANGE = { min: -MOST_HEALTH, max: MOST_HEALTH } as const;
/** A Bystander has 1–3 Health, set by the GM [DOA-17]. */
export const BYSTANDER_HEALTH_RANGE = { min: 1, max: 3 } as const;
export const ARMOR_POINTS_RANGE = { min: 0, max: 12 } as const;
export const ENERGY_RANGE = { min: 0, max: 20 } as const;
export const SPEED_RANGE = { min: 0, max: 20 } as const;
export const EXPERIENCE_RANGE = { min: 0, max: 1000 } as const;
/** Reshuffles since the last rest: more than a deck's 54 cards' worth of draws is no campaign. */
export const EXHAUSTIONS_RANGE = { min: 0, max: 54 } as const;
/** Fate tokens the GM awarded and not yet spent [DOA-05]: never more than a deck holds. */
export const FATE_TOKENS_RANGE = { min: 0, max: 54 } as const;

/** A value brought within a range (what the GM's write-backs store when a step's result would exceed it). */
export function clamp(value: number, range: { readonly min: number; readonly max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}
