/**
 * Character creation [DOA-22]: Experience Points buy attribute and skill modifiers and Powers;
 * Vulnerabilities give points back. Costs come from the world's `CreationCosts` (rulings.ts).
 */
import { REFUSAL, refuse } from "./refusals.ts";
import type { Refusal } from "./refusals.ts";
import { DEFAULT_CREATION_COSTS } from "./rulings.ts";
import type { CreationCosts } from "./rulings.ts";
import { ATTRIBUTES, SKILLS } from "./stats.ts";
import type { Attributes, Skills } from "./stats.ts";

/** A Vulnerability on the sheet: its gain, and whether it was added during Character Creation. */
export interface Vulnerability {
  readonly gain: number;
  readonly atCreation: boolean;
}

export interface Build {
  readonly attributes: Attributes;
  readonly skills: Skills;
  /** Each Power's cost. */
  readonly powers: readonly number[];
  readonly vulnerabilities: readonly Vulnerability[];
}

/** Experience to raise a skill modifier from 0 to `modifier`. */
export function skillCost(modifier: number, costs: CreationCosts = DEFAULT_CREATION_COSTS): number | Refusal {
  if (!Number.isInteger(modifier) || modifier < 0) return refuse(REFUSAL.BadNumber);
  if (modifier > costs.skillStepCosts.length) return refuse(REFUSAL.ModifierTooHigh);
  return costs.skillStepCosts.slice(0, modifier).reduce((sum, step) => sum + step, 0);
}

/** Attributes cost more: the skill price times the multiplier. */
export function attributeCost(modifier: number, costs: CreationCosts = DEFAULT_CREATION_COSTS): number | Refusal {
  const base = skillCost(modifier, costs);
  return typeof base === "number" ? base * costs.attributeMultiplier : base;
}

/**
 * Net experience a build spends (spent on modifiers and Powers, minus Vulnerabilities' gains).
 * Vulnerabilities "yield 1 or 2 additional Experience Points to spend when they are added to the
 * Character Sheet during Character Creation": one added later yields none.
 */
export function buildCost(build: Build, costs: CreationCosts = DEFAULT_CREATION_COSTS): number | Refusal {
  let total = 0;
  for (const attribute of ATTRIBUTES) {
    const cost = attributeCost(build.attributes[attribute], costs);
    if (typeof cost !== "number") return cost;
    total += cost;
  }
  for (const skill of SKILLS) {
    const cost = skillCost(build.skills[skill] ?? 0, costs);
    if (typeof cost !== "number") return cost;
    total += cost;
  }
  const within = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (!build.powers.every((cost) => within(cost, costs.powerCost))) return refuse(REFUSAL.BadCost);
  const gains = build.vulnerabilities.filter((taken) => taken.atCreation).map((taken) => taken.gain);
  if (!gains.every((gain) => within(gain, costs.vulnerabilityGain))) return refuse(REFUSAL.BadCost);
  const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);
  return total + sum(build.powers) - sum(gains);
}
