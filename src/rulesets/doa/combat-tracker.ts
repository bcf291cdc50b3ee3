/**
 * Foundry's combat tracker from the combat card [DOA-13, DOA-16, DOA-17]: each combatant's
 * initiative is its initiative card (Ace first, then K, Q … 2; ties by higher Agility), kept in the
 * card's turn order when a tie choice or a delay changes it, and a Knocked Out combatant is marked
 * defeated. Pure: the GM's write-back applies the updates.
 */
import type { SuitedCard } from "../../rules/cards/card.ts";
import { attributeModifier, isKnockedOut } from "../../rules/doa/index.ts";
import type { CombatState } from "../../rules/doa/index.ts";

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
