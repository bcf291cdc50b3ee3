/**
 * Foundry's combat tracker for a Bastards opposition, pure. The rules act lowest initiative card
 * first, the Ace counting 1 [GOB-15]; Foundry's tracker lists the highest initiative first. So a
 * combatant's tracker initiative is `15 − card value` (A → 14, 2 → 13 … K → 2): the tracker's top
 * row is the card's first actor. Where cards tie in value the rules have already ordered them (by
 * suit, then seating); a hundredth per later tied combatant keeps that order in the tracker, so an
 * untied combatant shows a whole number. A combatant without an initiative card has none.
 */
import { isActive } from "../../../rules/bastards/combatants.ts";
import { drawStepTraits } from "../../../rules/bastards/procedures/opposition-turns.ts";
import { initiativeValue } from "../../../rules/bastards/values.ts";
import type { OppositionState } from "../../../rules/bastards/index.ts";
import type { SuitedCard } from "../../../rules/cards/card.ts";

/** One above the highest initiative value (the King's 13), so every tracker initiative is positive. */
export const TRACKER_CEILING = 15;

export interface TrackerEntry {
  /** The combatant's key: its actor's id. */
  readonly key: string;
  readonly name: string;
  readonly initiative: number | null;
  readonly defeated: boolean;
}

export interface TrackerPlan {
  /** Foundry's order: highest initiative first, those without one last. */
  readonly entries: readonly TrackerEntry[];
  readonly round: number;
  /** The index in `entries` of the combatant whose turn it is on the card, or null between turns. */
  readonly turn: number | null;
}

export function trackerInitiative(card: SuitedCard): number {
  return TRACKER_CEILING - initiativeValue(card);
}

/** The tracker for this opposition, or null while initiative is not yet settled (and once it is over). */
export function trackerPlan(state: OppositionState, names: Readonly<Record<string, string>>): TrackerPlan | null {
  if (state.phase !== "turns" || state.order.length === 0) return null;
  const cardOf = new Map(state.combatants.map((combatant) => [combatant.key, combatant.initiative]));
  const valueOf = (key: string) => {
    const card = cardOf.get(key);
    return card ? initiativeValue(card) : null;
  };
  const initiativeOf = new Map(
    state.order.map((key, index) => {
      const card = cardOf.get(key);
      const tiedAfter = state.order.slice(index + 1).filter((later) => valueOf(later) === valueOf(key)).length;
      return [key, card ? trackerInitiative(card) + tiedAfter / 100 : null];
    }),
  );
  const entries = state.combatants
    .map((combatant) => ({
      key: combatant.key,
      name: names[combatant.key] ?? combatant.key,
      initiative: initiativeOf.get(combatant.key) ?? null,
      defeated: !isActive(combatant, state.rulings),
    }))
    .sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity));
  const turn = state.turn ? entries.findIndex((entry) => entry.key === state.turn!.actor) : -1;
  return { entries, round: state.round, turn: turn >= 0 ? turn : null };
}

/**
 * What the card does when the tracker moved to `trackerKey` in `trackerRound`: nothing when the
 * tracker shows the card's own turn; the current combatant ends their turn when the tracker moved
 * on (a later combatant, or a later round) — the card then begins the next turn with its draw step
 * [GOB-16]; otherwise (a step back, or a move during a draw) the tracker steps back to the card.
 */
export type TrackerMove = { readonly kind: "none" } | { readonly kind: "endTurn"; readonly actor: string } | { readonly kind: "stepBack" };

export function trackerMove(state: OppositionState, trackerKey: string | undefined, trackerRound: number): TrackerMove {
  const current = state.phase === "turns" ? state.turn?.actor : undefined;
  if (!current) return { kind: "stepBack" };
  if (trackerKey === current && trackerRound === state.round) return { kind: "none" };
  const later =
    trackerRound > state.round ||
    (trackerRound === state.round && trackerKey !== undefined && state.order.indexOf(trackerKey) > state.order.indexOf(current));
  return later ? { kind: "endTurn", actor: current } : { kind: "stepBack" };
}

/**
 * The combatant whose draw step can run at once: a turn waiting for its draw step where Luck is the
 * only trait it may use [GOB-16]. With a choice (Quick-Witted, Discipline, Fervor) the player picks
 * on the card.
 */
export function automaticDrawStep(state: OppositionState): string | null {
  if (state.phase !== "turns" || state.turn?.stage !== "draw" || state.pending || state.drawFor) return null;
  const combatant = state.combatants.find((candidate) => candidate.key === state.turn!.actor);
  if (!combatant) return null;
  const traits = drawStepTraits(combatant);
  return traits.length === 1 && traits[0] === "luck" ? combatant.key : null;
}
