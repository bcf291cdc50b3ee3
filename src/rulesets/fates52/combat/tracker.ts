/**
 * Foundry's combat tracker follows the 52 Fates combat card:
 * - once the card has settled initiative, a Combat document appears with one combatant per
 *   participant, each at its group's initiative [F52-05] (tracker-plan.ts); dead ones defeated;
 * - advancing the tracker's round ends the card's round — played cards to the discard pile, every
 *   hand refilled to its HP [F52-18] — and ending the round on the card advances the tracker;
 * - the combat ending on the card deletes the Combat.
 * The card stays the source of truth: the tracker is a view of it plus a way to end the round. The
 * card writes the tracker from its procedure's afterStep (in the GM queue); the tracker's round
 * only asks the GM queue to end the card's round.
 */
import type { CombatState } from "../../../rules/fates52/index.ts";
import { cardOfTracker, deleteTrackerOfCard, unlessDeleted, writeTracker } from "../../../foundry/combat-tracker.ts";
import { readChatCard } from "../../../foundry/chat/chat-cards.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { CombatCardState } from "../chat/combat-card.ts";
import { COMBAT_MESSAGE } from "../ids.ts";
import { trackerEntries } from "./tracker-plan.ts";

/** What the tracker shows of a combat: nothing before it begins, its end, or its round and combatants. */
function trackerView(combat: CombatState | null) {
  if (!combat) return null;
  return combat.phase === "over" ? "over" : { round: combat.round, entries: trackerEntries(combat) };
}

/** After a step of the card (GM queue): bring the tracker to the card, when what it shows changed. */
export async function followCard(messageId: string, before: CombatState | null, after: CombatState | null): Promise<void> {
  const view = trackerView(after);
  if (view === null || JSON.stringify(view) === JSON.stringify(trackerView(before))) return;
  if (view === "over") {
    await deleteTrackerOfCard(messageId);
    return;
  }
  if (view.entries.length > 0) await writeTracker(messageId, view.entries, view.round);
}

/** The tracker's round moved past the card's: the card ends its round; a refusal (e.g. an open attack) is shown and the tracker steps back. */
export async function endRoundFromTracker(combat: Combat.Implementation, changes: { round?: unknown }): Promise<void> {
  const messageId = cardOfTracker(combat);
  if (!messageId || typeof changes.round !== "number" || !isActiveGM()) return;
  const message = game.messages.get(messageId);
  const card = message?.type === COMBAT_MESSAGE ? readChatCard(message) : undefined;
  const state = card?.trust === "trusted" ? (card.state as CombatCardState).combat : null;
  if (!state || changes.round <= state.round) return;
  const result = await askGm({ kind: "cardAction", messageId, action: "endRound", data: {} });
  if (!result.ok) await unlessDeleted(combat, () => combat.update({ round: state.round } as never));
}
