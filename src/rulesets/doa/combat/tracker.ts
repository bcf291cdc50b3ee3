/**
 * Foundry's Combat Tracker follows a DOA combat card, on the active GM's client [DOA-13, DOA-14,
 * DOA-16, DOA-17]:
 * - every Combat holding the card's combatants shows their initiative (the card's turn order) and
 *   marks the Knocked Out defeated (tracker-plan.ts);
 * - the Combat the card was started from (Begin Combat, src/foundry/combat-start.ts) also shows
 *   the card's round and whose turn it is, and is deleted when the fight ends on the card;
 * - moving that tracker on (Next Turn, Next Round) ends the current combatant's turn on the card;
 *   any other move steps the tracker back to the card's turn.
 * The card stays the source of truth: the tracker is a view of it plus a way to pass the turn.
 */
import type { CombatState } from "../../../rules/doa/index.ts";
import { cardOfTracker, deleteTrackerOfCard, trackerOfCard, unlessDeleted } from "../../../foundry/combat-tracker.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { combatOf } from "./combat-sync.ts";
import { trackerMove, trackerTurn, trackerUpdates } from "./tracker-plan.ts";
import type { TrackedCombatant } from "./tracker-plan.ts";

function tracked(encounter: Combat.Implementation): TrackedCombatant[] {
  return encounter.combatants.contents.map((combatant) => ({
    id: combatant.id ?? "",
    actorId: combatant.actorId ?? null,
    initiative: combatant.initiative ?? null,
    defeated: combatant.defeated ?? false,
  }));
}

/** The card's fight as the trackers show it (the combat card's afterStep, after each step). */
export async function writeTrackers(message: ChatMessage.Implementation, state: CombatState): Promise<void> {
  for (const encounter of game.combats ?? []) {
    const updates = trackerUpdates(tracked(encounter), state);
    if (updates.length > 0) await unlessDeleted(encounter, () => encounter.updateEmbeddedDocuments("Combatant", updates as never));
  }
  const linked = message.id ? trackerOfCard(message.id) : undefined;
  if (!linked) return;
  if (state.phase === "ended") {
    await deleteTrackerOfCard(message.id ?? "");
    return;
  }
  const turn = trackerTurn(tracked(linked), state);
  if (turn !== null && (linked.round !== state.round || linked.turn !== turn))
    await unlessDeleted(linked, () => linked.update({ round: state.round, turn } as never));
}

/** The linked tracker moved: the card passes the turn, or the tracker steps back to the card's turn. */
export async function passTurnFromTracker(encounter: Combat.Implementation, changes: { round?: unknown; turn?: unknown }): Promise<void> {
  const messageId = cardOfTracker(encounter);
  if (!messageId || (changes.round === undefined && changes.turn === undefined) || !isActiveGM()) return;
  const message = game.messages.get(messageId);
  const state = message ? combatOf(message) : null;
  if (!state || state.phase === "ended") return;
  const move = trackerMove(tracked(encounter), encounter.turn ?? null, encounter.round ?? 0, state);
  if (move === "none") return;
  if (move === "endTurn" && (await askGm({ kind: "cardAction", messageId, action: "endTurn", data: null })).ok) return;
  const turn = trackerTurn(tracked(encounter), state);
  if (turn !== null && (encounter.round !== state.round || encounter.turn !== turn))
    await unlessDeleted(encounter, () => encounter.update({ round: state.round, turn } as never));
}

/** Once, at setup in a DOA world (from registerDoaHooks): the tracker's moves, read against the (trusted) card. */
export function registerTrackerSync(): void {
  Hooks.on("updateCombat", (encounter, changes) => void passTurnFromTracker(encounter, changes as { round?: unknown; turn?: unknown }));
}
