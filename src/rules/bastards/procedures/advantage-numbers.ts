/**
 * The numbers of the advantages the book leaves to a declaration at the table, once declared
 * (table-advantages.ts): the opposed draw's scoring, caps and damage read them [GOB-28 rulings].
 *
 * - Defensive Stance: for the rest of the opposition, attack draws play Body fewer cards and defence
 *   draws Body more (the whole Body: a player who wants fewer simply plays fewer).
 * - Lunge: the attack it grants adds 2 × Body; until the user's next turn their defences play Body fewer cards.
 * - Savage and Gun Fever: the extra attack they grant is at −5.
 * - Wild Swing: the attack adds 0 instead of Body; a hit deals 2 × Body more damage.
 * - Disarm: the melee attack adds Mind instead of Body and deals no damage.
 * - Eagle Eyes: a ranged attack's penalty (a negative modifier) is 5 smaller per rank, never above 0.
 *
 * Only types are imported from the opposition modules, so opposed-draw.ts can call these.
 */
import { advantageRanks, canUseAdvantage } from "../character.ts";
import { rawTrait } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import type { OpposedDraw, OppositionState } from "./opposition-state.ts";

/** An `ActiveAdvantage.target` marking the extra attack an advantage granted (never an actor's id). */
export const EXTRA_ATTACK = "#extra";
/** An `ActiveAdvantage.target` marking one card its user still sets aside (Acrobat, Ass Pull). */
export const SET_ASIDE = "#aside";
export const EXTRA_ATTACK_PENALTY = -5;
export const EAGLE_EYES_STEP = 5;

function using(state: OppositionState, actor: string, advantage: string, target: string | null): boolean {
  return state.active.some((use) => use.actor === actor && use.advantage === advantage && use.target === target);
}

/** Cards added to (or taken from) a side's cap: Defensive Stance, Lunge. */
export function capChange(state: OppositionState, combatant: Combatant, role: "attacker" | "defender"): number {
  const body = rawTrait(combatant, "body");
  let change = 0;
  if (using(state, combatant.key, "defensiveStance", null)) change += role === "attacker" ? -body : body;
  if (role === "defender" && using(state, combatant.key, "lunge", null)) change -= body;
  return change;
}

/** A melee physical attack (Disarm, Wild Swing). */
const melee = (draw: OpposedDraw) => draw.kind === "physical" && draw.melee;

/** The attacker's trait bonus when a declared advantage replaces it (Disarm: Mind; Wild Swing: 0), else undefined. */
export function attackTraitOverride(state: OppositionState, draw: OpposedDraw, attacker: Combatant): number | undefined {
  if (!melee(draw)) return undefined;
  if (using(state, attacker.key, "disarm", null)) return rawTrait(attacker, "mind");
  if (using(state, attacker.key, "wildSwing", null)) return 0;
  return undefined;
}

/** What a declared advantage adds to the attacker's total: Lunge +2 × Body, Savage and Gun Fever −5, Eagle Eyes. */
export function attackBonus(state: OppositionState, draw: OpposedDraw, attacker: Combatant): number {
  let bonus = 0;
  if (using(state, attacker.key, "lunge", EXTRA_ATTACK)) bonus += 2 * rawTrait(attacker, "body");
  if (using(state, attacker.key, "savage", EXTRA_ATTACK) || using(state, attacker.key, "gunFever", EXTRA_ATTACK))
    bonus += EXTRA_ATTACK_PENALTY;
  const ranks =
    attacker.kind === "fated" && canUseAdvantage(attacker.character, "eagleEyes") ? advantageRanks(attacker.character, "eagleEyes") : 0;
  if (ranks > 0 && !draw.melee && draw.kind === "physical" && draw.modifier < 0) bonus += Math.min(-draw.modifier, EAGLE_EYES_STEP * ranks);
  return bonus;
}

/** A won attack's damage after the attacker's declared advantages: Disarm none, Wild Swing +2 × Body. */
export function attackDamage(state: OppositionState, draw: OpposedDraw, attacker: Combatant, amount: number): number {
  if (!melee(draw)) return amount;
  if (using(state, attacker.key, "disarm", null)) return 0;
  if (using(state, attacker.key, "wildSwing", null)) return amount + 2 * rawTrait(attacker, "body");
  return amount;
}
