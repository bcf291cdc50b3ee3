/**
 * Rest goals [DOA-20]: recovering Health is a Vitality check at DR 4 − 1 per HP sought; recharging
 * Energy Points is a Primary Skill check at DR 4 − ⌊points / 4⌋. A miss still recovers the largest
 * lesser amount whose DR the report would have met; a critical success recovers fully. Repairing
 * the worn armour's Armour Points is a Knowledge or Craft check [DOA-17] at the DR the GM sets for
 * that goal ("the GM determines the DR for each novel goal"): a success restores every AP.
 */
import { MAX_DR } from "./ranks.ts";
import type { CardReport } from "./checks.ts";
import { REFUSAL, refuse } from "./refusals.ts";
import type { Refusal } from "./refusals.ts";

export type RestGoal =
  | { readonly kind: "health"; readonly points: number }
  | { readonly kind: "energy"; readonly points: number }
  /** Repairing the worn armour's AP: a Knowledge or Craft check at the GM's DR [DOA-17]. */
  | { readonly kind: "armor"; readonly dr: number }
  /** Reading a book, repairing an item…: the GM sets the DR. */
  | { readonly kind: "other"; readonly dr: number };

/** The skills that repair armour [DOA-17]. */
export const ARMOR_REPAIR_SKILLS = ["knowledge", "craft"] as const;

/** Whether a check on `on` may pursue `goal`: armour is repaired with Knowledge or Craft only [DOA-17]. */
export function goalAllows(goal: RestGoal | null, on: string): boolean {
  return goal?.kind !== "armor" || (ARMOR_REPAIR_SKILLS as readonly string[]).includes(on);
}

export type Recovery = { readonly kind: "full" } | { readonly kind: "points"; readonly points: number } | { readonly kind: "none" };

export const SHORT_REST_CARDS = 3;
export const LONG_REST_CARDS = 5;

export function healthDr(points: number): number {
  return 4 - points;
}

export function energyDr(points: number): number {
  return 4 - Math.floor(points / 4);
}

/** The DR of a goal, or a refusal when the amount sought cannot be checked (DR outside 0..6). */
export function goalDr(goal: RestGoal): number | Refusal {
  const dr = goal.kind === "health" ? healthDr(goal.points) : goal.kind === "energy" ? energyDr(goal.points) : goal.dr;
  const amountOk = !("points" in goal) || (Number.isInteger(goal.points) && goal.points >= 1);
  return amountOk && Number.isInteger(dr) && dr >= 0 && dr <= MAX_DR ? dr : refuse(REFUSAL.DrOutOfRange);
}

/** What a goal's check recovers. */
export function recovery(goal: RestGoal, report: CardReport): Recovery {
  if (report.degree === "critical") return { kind: "full" };
  if (goal.kind === "other" || goal.kind === "armor") return report.inRange ? { kind: "full" } : { kind: "none" };
  if (report.inRange) return { kind: "points", points: goal.points };
  const lesser = goal.kind === "health" ? 4 - report.distance : 4 * (4 - report.distance) + 3;
  const points = Math.max(0, Math.min(goal.points, lesser));
  return points > 0 ? { kind: "points", points } : { kind: "none" };
}
