/**
 * The numbers of the advantages the book leaves to a declaration at the table, once declared
 * (table-advantages.ts): the opposed draw's scoring, caps and damage read them [GOB-28 rulings].
 *
 * "A number up to Body" is the number the player chose when using the advantage (1 … Body), the
 * whole Body unless told (an entry's `amount`, null for the whole Body):
 * - Defensive Stance: for the rest of the opposition, attack draws play that many fewer cards and
 *   defence draws that many more.
 * - Lunge: the attack it grants adds twice the number; until the user's next turn their defences play
 *   that many fewer cards.
 * - Savage and Gun Fever: the extra attack they grant is at −5.
 * - Wild Swing: the attack adds Body less the number (0 for the whole Body); a hit deals twice the
 *   number more damage.
 * - Disarm: the melee attack adds Mind instead of Body and deals no damage.
 * - Eagle Eyes: "reduce all medium and long range penalties by 5": a ranged attack's range penalty
 *   (its own input, apart from the modifier) is 5 smaller per rank, never above 0.
 *
 * Only types are imported from the opposition modules, so opposed-draw.ts can call these.
 */
import { mayUseAdvantage, ranksHeld, rawTrait } from "../combatants.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { BastardsRulings } from "../rulings.ts";
import type { Combatant } from "../combatants.ts";
import type { OpposedDraw, OppositionState } from "./opposition-state.ts";

/**
 * An `ActiveAdvantage.target` marking the attack an advantage gives (never an actor's id): Savage's
 * and Gun Fever's extra attack, the attack Lunge makes.
 */
export const EXTRA_ATTACK = "#extra";

/**
 * The kind of attack each advantage gives [GOB-28]: Savage "an additional physical melee attack",
 * Lunge "an immediate physical melee attack", Gun Fever "a second ranged attack".
 */
export const EXTRA_ATTACK_MELEE: Readonly<Record<string, boolean>> = { savage: true, lunge: true, gunFever: false };

/** Whether an attack (physical or not, melee or not) is of the kind every attack `actor` is owed by an advantage must be. */
export function fitsExtraAttack(state: OppositionState, actor: string, kind: string, melee: boolean): boolean {
  return state.active
    .filter((use) => use.actor === actor && use.target === EXTRA_ATTACK)
    .every((use) => kind === "physical" && EXTRA_ATTACK_MELEE[use.advantage] === melee);
}
/** An `ActiveAdvantage.target` marking one card its user still sets aside (Acrobat, Ass Pull). */
export const SET_ASIDE = "#aside";
export const EXTRA_ATTACK_PENALTY = -5;
export const EAGLE_EYES_STEP = 5;

function using(state: OppositionState, actor: string, advantage: string, target: string | null): boolean {
  return state.active.some((use) => use.actor === actor && use.advantage === advantage && use.target === target);
}

/** "A number up to Body" of an advantage in use: the number chosen, else the whole Body; 0 when not in use. */
function upToBody(state: OppositionState, combatant: Combatant, advantage: string, target: string | null): number {
  const use = state.active.find((held) => held.actor === combatant.key && held.advantage === advantage && held.target === target);
  return use ? (use.amount ?? rawTrait(combatant, "body")) : 0;
}

/** Cards added to (or taken from) a side's cap: Defensive Stance, Lunge. */
export function capChange(state: OppositionState, combatant: Combatant, role: "attacker" | "defender"): number {
  const stance = upToBody(state, combatant, "defensiveStance", null);
  let change = role === "attacker" ? -stance : stance;
  if (role === "defender") change -= upToBody(state, combatant, "lunge", null);
  return change;
}

/** A melee physical attack (Disarm, Wild Swing). */
const melee = (draw: OpposedDraw) => draw.kind === "physical" && draw.melee;

/** The attacker's trait bonus when a declared advantage replaces it (Disarm: Mind; Wild Swing: Body less its number, at least 0), else undefined. */
export function attackTraitOverride(state: OppositionState, draw: OpposedDraw, attacker: Combatant): number | undefined {
  if (!melee(draw)) return undefined;
  if (using(state, attacker.key, "disarm", null)) return rawTrait(attacker, "mind");
  if (using(state, attacker.key, "wildSwing", null))
    return Math.max(0, rawTrait(attacker, "body") - upToBody(state, attacker, "wildSwing", null));
  return undefined;
}

/** What a declared advantage adds to the attacker's total: Lunge twice its number, Savage and Gun Fever −5, Eagle Eyes. */
export function attackBonus(state: OppositionState, draw: OpposedDraw, attacker: Combatant): number {
  let bonus = 2 * upToBody(state, attacker, "lunge", EXTRA_ATTACK);
  if (using(state, attacker.key, "savage", EXTRA_ATTACK) || using(state, attacker.key, "gunFever", EXTRA_ATTACK))
    bonus += EXTRA_ATTACK_PENALTY;
  return bonus + eagleEyesReduction(draw, attacker, state.rulings);
}

/** What Eagle Eyes takes off a ranged attack's range penalty: 5 a rank, never more than the penalty (a cover modifier stays) [GOB-28]. */
export function eagleEyesReduction(draw: OpposedDraw, attacker: Combatant, rulings: BastardsRulings = DEFAULT_RULINGS): number {
  const ranks = mayUseAdvantage(attacker, "eagleEyes", rulings) ? ranksHeld(attacker, "eagleEyes") : 0;
  if (ranks === 0 || draw.melee || draw.kind !== "physical" || draw.rangePenalty >= 0) return 0;
  return Math.min(-draw.rangePenalty, EAGLE_EYES_STEP * ranks);
}

/** A won attack's damage after the attacker's declared advantages: Disarm none, Wild Swing twice its number more. */
export function attackDamage(state: OppositionState, draw: OpposedDraw, attacker: Combatant, amount: number): number {
  if (!melee(draw)) return amount;
  if (using(state, attacker.key, "disarm", null)) return 0;
  return amount + 2 * upToBody(state, attacker, "wildSwing", null);
}
