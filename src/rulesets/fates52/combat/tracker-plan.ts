/**
 * Foundry's combat tracker for a 52 Fates combat, pure: every combatant takes its group's
 * initiative [F52-05] — the best card of the group, 2 low to Ace high — so the tracker lists the
 * groups in the order they act. Where groups tie, the pure rules have already ordered them (the
 * players win ties); a tenth per later tied group keeps that order in the tracker, so an untied
 * group shows its card's plain value.
 */
import type { CombatState } from "../../../rules/fates52/index.ts";

export interface TrackerEntry {
  /** The participant key (a monster's second copy is `<actorId>-2`). */
  readonly key: string;
  readonly actorId: string;
  readonly name: string;
  readonly initiative: number;
  readonly defeated: boolean;
}

/** A participant's actor: its key, a monster's later copy's without its `-2` (chat/gather.ts). */
export function actorOfKey(key: string): string {
  return key.split("-")[0] ?? key;
}

/** The tracker's combatants, or none before initiative is settled. */
export function trackerEntries(state: CombatState): TrackerEntry[] {
  if (state.order.length === 0) return [];
  const best = (group: string): number =>
    state.initiative.filter((entry) => entry.group === group).reduce((high, entry) => Math.max(high, entry.card.rank), 0);
  const initiativeOf = new Map(
    state.order.map((group, index) => {
      const tiedAfter = state.order.slice(index + 1).filter((later) => best(later) === best(group)).length;
      return [group, best(group) + tiedAfter / 10];
    }),
  );
  return state.participants.map((participant) => ({
    key: participant.key,
    actorId: actorOfKey(participant.key),
    name: participant.name,
    initiative: initiativeOf.get(participant.group) ?? 0,
    defeated: participant.status === "dead",
  }));
}
