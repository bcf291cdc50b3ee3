/**
 * The six combat effects [DOA-16], as the checks they call for and what they do to a turn.
 * Combat (procedures/combat.ts) applies Stunned, Entangled, Knocked Down, a lost sense, Outnumbered
 * (from the table's count per target) and Knocked Out with its treatment (`reviveCheck`) itself;
 * the builders here give the Foundry layer the same numbers for effects it starts.
 */
import type { SuitedCard } from "../cards/card.ts";
import type { CheckTarget } from "./checks.ts";
import type { Attribute } from "./stats.ts";
import { lowerHand } from "./upper-lower-hand.ts";
import type { HandEffect } from "./upper-lower-hand.ts";

export const EFFECTS = ["stunned", "entangled", "knockedDown", "blinded", "deafened", "outnumbered", "knockedOut"] as const;
export type EffectName = (typeof EFFECTS)[number];

export interface Conditions {
  /** Failed this turn's stun check: move or one action, not both. */
  readonly stunned?: boolean;
  /** May not move until a DR 3 Strength check succeeds. */
  readonly entangled?: boolean;
  /** Getting up this turn: one action, half speed (rounded up). */
  readonly knockedDown?: boolean;
  /** Failed this turn's sense check: Lower Hand (3) on actions needing sight or hearing. */
  readonly senseLost?: boolean;
  /** Blinded or Deafened by this combatant (its id): each turn starts with the sense check against it. */
  readonly senseBy?: string;
  /** The caster's "spell-casting attribute", as the GM names it with the caster [DOA-16]; absent on older cards. */
  readonly senseOn?: Attribute;
}

/** Stunned: 3 or more damage in one round triggers it for a Dealer. */
export const STUN_DAMAGE = 3;

export function stunTriggered(damageThisRound: number, isDealer: boolean): boolean {
  return isDealer && damageThisRound >= STUN_DAMAGE;
}

/** Stunned: a DR 3 Conviction check against the TC of the last attacker. */
export function stunCheck(lastAttackerTc: SuitedCard, convictionModifier: number): CheckTarget {
  return { tc: lastAttackerTc, dr: 3, modifier: Math.max(0, convictionModifier) };
}

/** Entangled: spend an action on a DR 3 Strength check against a TC the GM reveals. */
export function entangledCheck(tc: SuitedCard, strengthModifier: number): CheckTarget {
  return { tc, dr: 3, modifier: Math.max(0, strengthModifier) };
}

/**
 * Blinded / Deafened: "a Contested Intuition vs. the spell-casting attribute" of the caster. As any
 * "Contested X vs. Y" [DOA-12], the Dealer checking is the attacker: their TC, DR 4 − their Intuition
 * modifier; the caster is the target and draws with their own modifier. The caster resisting (the
 * check succeeding) is the Dealer failing: the sense is lost this turn.
 */
export function senseCheck(dealerTc: SuitedCard, intuitionModifier: number, casterModifier: number): CheckTarget {
  return { tc: dealerTc, dr: Math.max(0, 4 - intuitionModifier), modifier: Math.max(0, casterModifier) };
}

/** Blinded / Deafened, failed: Lower Hand (3) for actions needing the sense. */
export function senseLostHand(needsSense: boolean, conditions: Conditions): HandEffect[] {
  return needsSense && conditions.senseLost ? [lowerHand(3)] : [];
}

/** Outnumbered: +1 modifier for each additional Dealer attacking the same target within 1 space. */
export function outnumberedBonus(dealersAttackingWithinOneSpace: number): number {
  return Math.max(0, dealersAttackingWithinOneSpace - 1);
}

/**
 * Knocked Out, treated: a Craft check or Healing Power, DR 5 against the KO Dealer's TC, one less
 * for each round since the effect began (never below 0).
 */
export function reviveCheck(knockedOutTc: SuitedCard, roundsSinceOnset: number, modifier: number): CheckTarget {
  return { tc: knockedOutTc, dr: Math.max(0, 5 - roundsSinceOnset), modifier: Math.max(0, modifier) };
}

/**
 * Knocked Out and hit again: an Epic Event alone; a Conviction check against the attacker's TC with
 * a DR only the GM knows; each card played after the first adds +1.
 */
export function voidCheck(attackerTc: SuitedCard, hiddenDr: number, convictionModifier: number, cardsPlayed: number): CheckTarget {
  return { tc: attackerTc, dr: hiddenDr, modifier: Math.max(0, convictionModifier) + Math.max(0, cardsPlayed - 1) };
}

export interface TurnAllowance {
  /** Actions this turn (0 when Knocked Out). */
  readonly actions: number;
  /** Spaces of movement (0 when it may not move). */
  readonly speed: number;
  /** Stunned: either move or act, not both. */
  readonly moveOrAct: boolean;
}

/** What a character may do on a turn, given its effects [DOA-14, DOA-16]. */
export function turnAllowance(conditions: Conditions, speed: number, knockedOut: boolean): TurnAllowance {
  if (knockedOut) return { actions: 0, speed: 0, moveOrAct: false };
  let actions = 2;
  let spaces = speed;
  if (conditions.knockedDown) {
    actions = 1;
    spaces = Math.ceil(spaces / 2);
  }
  if (conditions.stunned) actions = 1;
  if (conditions.entangled) spaces = 0;
  return { actions, speed: spaces, moveOrAct: conditions.stunned ?? false };
}
