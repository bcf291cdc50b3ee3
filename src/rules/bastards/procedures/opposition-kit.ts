/**
 * Shared pieces of the opposition reducer: the step type, small state helpers, draws, payments
 * that can cause Desperation, and the end of an opposition.
 */
import { cardKey } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import { gainXp } from "../build.ts";
import { desperationTrait, emptyPools } from "../character.ts";
import { isActive, isKilled } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { handStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import type { BastardsRulings } from "../rulings.ts";
import { drawEffect, startDraw } from "./draws.ts";
import { findCombatant } from "./opposed-draw.ts";
import type { DrawPurpose, OpposedDraw, OppositionState } from "./opposition-state.ts";
import { refuse } from "../../outcome.ts";
import type { Step } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

export type WithHand = { readonly actor: string; readonly card: Card; readonly hand: readonly Card[] };

export type OppositionStep = Step<OppositionState, BastardsEffect>;

export const ok = (state: OppositionState, effects: readonly BastardsEffect[] = []): OppositionStep => ({ ok: true, state, effects });

export function replace(state: OppositionState, combatant: Combatant): OppositionState {
  return { ...state, combatants: state.combatants.map((held) => (held.key === combatant.key ? combatant : held)) };
}

export function inHand(card: Card, hand: readonly Card[]): card is SuitedCard {
  return card.kind === "suited" && hand.some((held) => cardKey(held) === cardKey(card));
}

export function wildcardsOf(combatant: Combatant): number {
  return combatant.kind === "fated" ? combatant.character.wildcards : 0;
}

export function withWildcards(combatant: Combatant, delta: number): Combatant {
  return combatant.kind === "fated"
    ? { ...combatant, character: { ...combatant.character, wildcards: combatant.character.wildcards + delta } }
    : combatant;
}

export function isTurnOf(state: OppositionState, actor: string): boolean {
  return state.phase === "turns" && state.turn?.actor === actor;
}

export function hasActed(state: OppositionState, actor: string): boolean {
  return state.acted.includes(actor);
}

export function sideOf(draw: OpposedDraw, actor: string): "attacker" | "defender" | undefined {
  return draw.attacker.actor === actor ? "attacker" : draw.defender.actor === actor ? "defender" : undefined;
}

/** Wait for `count` cards to `to`, for `actor`; `by`: who draws them when that is someone else (Mastermind's holder) [GOB-28]. */
export function requestDraw(
  state: OppositionState,
  purpose: DrawPurpose,
  actor: string,
  to: string,
  count: number,
  effects: readonly BastardsEffect[] = [],
  by: string | null = null,
): OppositionStep {
  return ok({ ...state, pending: startDraw(to), drawFor: { purpose, actor, by } }, [...effects, drawEffect(to, count)]);
}

/** How many sides still have someone able to act. */
export function sidesStanding(state: OppositionState, rulings: BastardsRulings): number {
  return new Set(state.combatants.filter((combatant) => isActive(combatant, rulings)).map((combatant) => combatant.side)).size;
}

export function becameDesperate(before: OppositionState, after: OppositionState, actor: string): boolean {
  const was = findCombatant(before, actor);
  const is = findCombatant(after, actor);
  return was?.kind === "fated" && is?.kind === "fated" && emptyPools(was.character).length === 0 && emptyPools(is.character).length === 1;
}

/** Cards drawn on falling into Desperation: Spirit or Luck [GOB-20]. */
export function desperationCount(state: OppositionState, actor: string): number {
  const combatant = findCombatant(state, actor);
  return combatant?.kind === "fated" ? combatant.character.traits[desperationTrait(combatant.character)] : 0;
}

/** After paying a pool cost: a character it made desperate draws at once [GOB-20]. */
export function afterPayment(
  before: OppositionState,
  after: OppositionState,
  actor: string,
  effects: readonly BastardsEffect[],
): OppositionStep {
  if (!becameDesperate(before, after, actor)) return ok(after, effects);
  return requestDraw(after, "desperation", actor, handStack(actor), desperationCount(after, actor), effects);
}

/** A fallen opponent of the standing side: out of the fight but not killed, so a finishing blow may still land [GOB-20]. */
export function anyoneToFinish(state: OppositionState, rulings: BastardsRulings): boolean {
  const standing = state.combatants.filter((combatant) => isActive(combatant, rulings));
  return state.combatants.some(
    (fallen) => !isActive(fallen, rulings) && !isKilled(fallen, rulings) && standing.some((winner) => winner.side !== fallen.side),
  );
}

/**
 * One side is left standing: "If all but one side of an opposition is Knocked Out, the opposition
 * ends" [GOB-20]. Where the table lets the fallen fight on (the world setting), with someone left to
 * finish the GM is asked whether the winners may finish the fallen, and once that is allowed the
 * caller goes on (null).
 */
export function oneSideLeft(state: OppositionState, rulings: BastardsRulings, effects: readonly BastardsEffect[]): OppositionStep | null {
  if (!rulings.finishTheFallen || !anyoneToFinish(state, rulings)) return end(state, "oneSideLeft", effects);
  if (state.finishing === "allowed") return null;
  return ok({ ...state, finishing: "asking" }, effects);
}

/** The GM's answer: end the opposition, or let the standing side finish the fallen on their turns. */
export function answerFinishing(state: OppositionState, goOn: boolean): OppositionStep {
  if (state.finishing !== "asking") return refuse(REFUSAL.NoQuestion);
  if (!goOn) return end({ ...state, finishing: null }, "oneSideLeft");
  return ok({ ...state, finishing: "allowed" });
}

/**
 * The end: every Fated character directly involved — seated — gains 1 XP [GOB-27]; those involved
 * indirectly (`involved`) gain none, and those who fled had theirs as they left.
 */
export function end(
  state: OppositionState,
  reason: NonNullable<OppositionState["endedBy"]>,
  effects: readonly BastardsEffect[] = [],
): OppositionStep {
  const combatants = state.combatants.map((combatant) =>
    combatant.kind === "fated" ? { ...combatant, character: gainXp(combatant.character, 1) } : combatant,
  );
  return ok(
    {
      ...state,
      combatants,
      phase: "ended",
      endedBy: reason,
      turn: null,
      draw: null,
      pending: null,
      drawFor: null,
      question: null,
      finishing: null,
    },
    effects,
  );
}
