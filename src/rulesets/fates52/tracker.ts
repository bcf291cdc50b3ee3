/**
 * Foundry's combat tracker follows the 52 Fates combat card, on the active GM's client:
 * - once the card has settled initiative, a Combat document appears with one combatant per
 *   participant, each at its group's initiative [F52-05] (tracker-plan.ts); dead ones defeated;
 * - advancing the tracker's round ends the card's round — played cards to the discard pile, every
 *   hand refilled to its HP [F52-18] — and ending the round on the card advances the tracker;
 * - the combat ending on the card deletes the Combat.
 * The card stays the source of truth: the tracker is a view of it plus a way to end the round.
 */
import { cardOfTracker, trackerOfCard, writeTracker } from "../../foundry/combat-tracker.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { COMBAT_MESSAGE, parseCombatState } from "./combat-card.ts";
import { trackerEntries } from "./tracker-plan.ts";

function combatOfCard(message: ChatMessage.Implementation) {
  if (message.type !== COMBAT_MESSAGE) return null;
  return parseCombatState((message.system as { state?: unknown }).state)?.combat ?? null;
}

export async function syncTracker(message: ChatMessage.Implementation): Promise<void> {
  const state = combatOfCard(message);
  if (!state || !message.id || !isActiveGM()) return;
  if (state.phase === "over") {
    await trackerOfCard(message.id)?.delete();
    return;
  }
  const entries = trackerEntries(state);
  if (entries.length > 0) await writeTracker(message.id, entries, state.round);
}

/** The tracker's round moved past the card's: the card ends its round; a refusal (e.g. an open attack) is shown and the tracker steps back. */
export async function endRoundFromTracker(combat: Combat.Implementation, changes: { round?: unknown }): Promise<void> {
  const messageId = cardOfTracker(combat);
  if (!messageId || typeof changes.round !== "number" || !isActiveGM()) return;
  const message = game.messages.get(messageId);
  const state = message ? combatOfCard(message) : null;
  if (!state || changes.round <= state.round) return;
  const result = await askGm({ kind: "cardAction", messageId, action: "endRound", data: {} });
  if (!result.ok) await combat.update({ round: state.round } as never);
}

export function registerTrackerSync(): void {
  Hooks.on("updateChatMessage", (message) => void syncTracker(message));
  Hooks.on("updateCombat", (combat, changes) => void endRoundFromTracker(combat, changes as { round?: unknown }));
}
