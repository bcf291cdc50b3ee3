/**
 * Foundry's combat tracker follows the 52 Fates combat card, on the active GM's client:
 * - once the card has settled initiative, a Combat document appears with one combatant per
 *   participant, each at its group's initiative [F52-05] (tracker-plan.ts); dead ones defeated;
 * - advancing the tracker's round ends the card's round — played cards to the discard pile, every
 *   hand refilled to its HP [F52-18] — and ending the round on the card advances the tracker;
 * - the combat ending on the card deletes the Combat.
 * The card stays the source of truth: the tracker is a view of it plus a way to end the round.
 */
import { SYSTEM_ID } from "../../foundry/constants.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { COMBAT_MESSAGE, parseCombatState } from "./combat-card.ts";
import { trackerEntries } from "./tracker-plan.ts";

/** Flag on the Combat: the id of the combat card it follows. Flag on each Combatant: its participant key. */
const CARD_FLAG = "fates52Card";
const PARTICIPANT_FLAG = "fates52Participant";

/** A Deckbound flag read off the document's data (these flags are not declared in the global flag types). */
function flagOf(document: { readonly flags: unknown }, key: string): unknown {
  return (document.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[key];
}

function isActiveGm(): boolean {
  return game.users.activeGM?.isSelf ?? false;
}

export function trackerFor(messageId: string): Combat.Implementation | undefined {
  return game.combats.find((combat) => flagOf(combat, CARD_FLAG) === messageId);
}

function combatOfCard(message: ChatMessage.Implementation) {
  if (message.type !== COMBAT_MESSAGE) return null;
  return parseCombatState((message.system as { state?: unknown }).state)?.combat ?? null;
}

export async function syncTracker(message: ChatMessage.Implementation): Promise<void> {
  const state = combatOfCard(message);
  if (!state || !message.id || !isActiveGm()) return;
  const existing = trackerFor(message.id);
  if (state.phase === "over") {
    await existing?.delete();
    return;
  }
  const entries = trackerEntries(state);
  if (entries.length === 0) return;
  const combat = existing ?? (await Combat.create({ active: true, round: state.round, flags: { [SYSTEM_ID]: { [CARD_FLAG]: message.id } } } as never));
  if (!combat) return;
  const byKey = new Map(combat.combatants.map((combatant) => [flagOf(combatant, PARTICIPANT_FLAG), combatant]));
  const created = entries
    .filter((entry) => !byKey.has(entry.key))
    .map((entry) => ({ actorId: entry.actorId, name: entry.name, initiative: entry.initiative, defeated: entry.defeated, flags: { [SYSTEM_ID]: { [PARTICIPANT_FLAG]: entry.key } } }));
  const changed = entries.flatMap((entry) => {
    const combatant = byKey.get(entry.key);
    return combatant && (combatant.initiative !== entry.initiative || combatant.defeated !== entry.defeated)
      ? [{ _id: combatant.id, initiative: entry.initiative, defeated: entry.defeated }]
      : [];
  });
  if (created.length > 0) await combat.createEmbeddedDocuments("Combatant", created as never);
  if (changed.length > 0) await combat.updateEmbeddedDocuments("Combatant", changed as never);
  if (combat.round !== state.round) await combat.update({ round: state.round } as never);
}

/** The tracker's round moved past the card's: the card ends its round; a refusal (e.g. an open attack) is shown and the tracker steps back. */
export async function endRoundFromTracker(combat: Combat.Implementation, changes: { round?: unknown }): Promise<void> {
  const messageId = flagOf(combat, CARD_FLAG);
  if (typeof messageId !== "string" || typeof changes.round !== "number" || !isActiveGm()) return;
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
