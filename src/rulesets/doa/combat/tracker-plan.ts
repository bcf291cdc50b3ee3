/**
 * Foundry's combat tracker from the combat card [DOA-13, DOA-16, DOA-17]: each combatant's
 * initiative is its initiative card (Ace first, then K, Q … 2; ties by higher Agility), kept in the
 * card's turn order when a tie choice or a delay changes it, and a Knocked Out combatant is marked
 * defeated. Pure: the GM's write-back applies the updates.
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import { isKnockedOut } from "../../../rules/doa/damage.ts";
import { attributeModifier } from "../../../rules/doa/stats.ts";
import type { CombatState } from "../../../rules/doa/index.ts";

/** The card's rank (the Ace counts 14) with Agility as a fraction, so the tracker's sort is the rules' order. */
export function initiativeScore(card: SuitedCard, agility: number): number {
  return card.rank + Math.min(Math.max(agility, 0), 99) / 100;
}

export interface TrackedCombatant {
  readonly id: string;
  readonly actorId: string | null;
  readonly initiative: number | null;
  readonly defeated: boolean;
}

export interface TrackerUpdate {
  readonly _id: string;
  readonly initiative?: number;
  readonly defeated?: boolean;
}

/**
 * Each combatant's score on the tracker: its initiative card's, lowered to just below the one
 * before it in the card's turn order where a tie choice or a delay put it later [DOA-13, DOA-16].
 */
export function trackerScores(state: CombatState): ReadonlyMap<string, number> {
  const scores = new Map<string, number>();
  for (const fighter of state.combatants) {
    if (fighter.initiative) scores.set(fighter.id, initiativeScore(fighter.initiative, attributeModifier(fighter.stats, "AGL")));
  }
  if (state.phase !== "turns") return scores;
  let previous = Infinity;
  for (const id of state.order) {
    const own = scores.get(id);
    if (own === undefined) continue;
    const score = Math.min(own, Math.round((previous - 0.001) * 1000) / 1000);
    scores.set(id, score);
    previous = score;
  }
  return scores;
}

/** The combatant updates that bring the tracker in line with the card; none when it already is. */
export function trackerUpdates(tracked: readonly TrackedCombatant[], state: CombatState): TrackerUpdate[] {
  const scores = trackerScores(state);
  return tracked.flatMap((combatant): TrackerUpdate[] => {
    const fighter = state.combatants.find((candidate) => candidate.id === combatant.actorId);
    if (!fighter) return [];
    const initiative = scores.get(fighter.id) ?? null;
    const defeated = isKnockedOut(fighter.vitals);
    const update = {
      ...(initiative !== null && initiative !== combatant.initiative ? { initiative } : {}),
      ...(defeated !== combatant.defeated ? { defeated } : {}),
    };
    return Object.keys(update).length > 0 ? [{ _id: combatant.id, ...update }] : [];
  });
}

/**
 * The tracker's turn for the card's current combatant: its index among the tracked combatants as
 * Foundry orders them (highest initiative first, those without one last); null between turns or
 * when the tracker does not hold them.
 */
export function trackerTurn(tracked: readonly TrackedCombatant[], state: CombatState): number | null {
  const current = state.phase === "turns" && !state.check ? state.order[state.turn] : undefined;
  if (current === undefined) return null;
  const index = trackerOrder(tracked).findIndex((combatant) => combatant.actorId === current);
  return index >= 0 ? index : null;
}

function trackerOrder(tracked: readonly TrackedCombatant[]): TrackedCombatant[] {
  return [...tracked].sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity));
}

/**
 * What a move of Foundry's tracker (its Next Turn, Next Round…) asks of the card [DOA-14]: the
 * current combatant ends their turn when the tracker moved on — to someone later in this round's
 * order, or to a later round; nothing when it shows the card's own turn; otherwise (a step back, a
 * move while a check runs) the tracker steps back to the card's turn.
 */
export function trackerMove(
  tracked: readonly TrackedCombatant[],
  trackerTurnIndex: number | null,
  trackerRound: number,
  state: CombatState,
): "none" | "endTurn" | "stepBack" {
  if (state.phase !== "turns" || state.check) return "stepBack";
  const shown = trackerTurnIndex === null ? undefined : trackerOrder(tracked)[trackerTurnIndex]?.actorId;
  if (trackerRound === state.round && shown === state.order[state.turn]) return "none";
  const later =
    trackerRound > state.round ||
    (trackerRound === state.round && shown !== undefined && shown !== null && state.order.indexOf(shown) > state.turn);
  return later ? "endTurn" : "stepBack";
}
