/**
 * Foundry's combat tracker follows the Bastards opposition card, on the active GM's client (the
 * same pattern as 52 Fates' tracker):
 * - once initiative is settled, a Combat appears with one combatant per character, lowest initiative
 *   card on top [GOB-15] (tracker-plan.ts), those out of the fight defeated, the current one marked;
 * - advancing the tracker ends the current combatant's turn on the card, which begins the next turn;
 *   its draw step runs at once when Luck is the only trait it may use [GOB-16]. A refused step is
 *   shown (askGm warns) and the tracker steps back to the card's turn;
 * - the opposition ending on the card deletes the Combat.
 * The card stays the source of truth: the tracker is a view of it plus a way to pass the turn.
 */
import { SYSTEM_ID } from "../../foundry/constants.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { OPPOSITION_MESSAGE, oppositionProcedure } from "./opposition-card.ts";
import type { OppositionCardState } from "./opposition-card.ts";
import { automaticDrawStep, trackerMove, trackerPlan } from "./tracker-plan.ts";

/** Flag on the Combat: the id of the opposition card it follows. Flag on each Combatant: its combatant key. */
const CARD_FLAG = "bastardsCard";
const COMBATANT_FLAG = "bastardsCombatant";

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

function cardState(message: ChatMessage.Implementation | undefined): OppositionCardState | null {
  if (message?.type !== OPPOSITION_MESSAGE) return null;
  return oppositionProcedure.parseState((message.system as { state?: unknown }).state);
}

export async function syncTracker(message: ChatMessage.Implementation): Promise<void> {
  const card = cardState(message);
  if (!card?.opposition || !message.id || !isActiveGm()) return;
  const existing = trackerFor(message.id);
  if (card.opposition.phase === "ended") {
    await existing?.delete();
    return;
  }
  const plan = trackerPlan(card.opposition, card.names);
  if (!plan) return;
  const combat = existing ?? (await Combat.create({ active: true, round: plan.round, flags: { [SYSTEM_ID]: { [CARD_FLAG]: message.id } } } as never));
  if (!combat) return;
  const byKey = new Map(combat.combatants.map((combatant) => [flagOf(combatant, COMBATANT_FLAG), combatant]));
  const created = plan.entries
    .filter((entry) => !byKey.has(entry.key))
    .map((entry) => ({ actorId: entry.key, name: entry.name, initiative: entry.initiative, defeated: entry.defeated, flags: { [SYSTEM_ID]: { [COMBATANT_FLAG]: entry.key } } }));
  const changed = plan.entries.flatMap((entry) => {
    const combatant = byKey.get(entry.key);
    return combatant && (combatant.initiative !== entry.initiative || combatant.defeated !== entry.defeated)
      ? [{ _id: combatant.id, initiative: entry.initiative, defeated: entry.defeated }]
      : [];
  });
  if (created.length > 0) await combat.createEmbeddedDocuments("Combatant", created as never);
  if (changed.length > 0) await combat.updateEmbeddedDocuments("Combatant", changed as never);
  const turn = plan.turn ?? combat.turn;
  if (combat.round !== plan.round || combat.turn !== turn) await combat.update({ round: plan.round, turn } as never);
}

/** The tracker moved (its turn or round): the card passes the turn, or the tracker steps back. */
export async function passTurnFromTracker(combat: Combat.Implementation, changes: { round?: unknown; turn?: unknown }): Promise<void> {
  const messageId = flagOf(combat, CARD_FLAG);
  if (typeof messageId !== "string" || (changes.round === undefined && changes.turn === undefined) || !isActiveGm()) return;
  const message = game.messages.get(messageId);
  const card = cardState(message);
  const plan = card?.opposition ? trackerPlan(card.opposition, card.names) : null;
  if (!card?.opposition || !plan || !message) return;
  const trackerKey = typeof combat.turn === "number" ? plan.entries[combat.turn]?.key : undefined;
  const move = trackerMove(card.opposition, trackerKey, combat.round ?? 0);
  if (move.kind === "none") return;
  if (move.kind === "endTurn") {
    const ended = await askGm({ kind: "cardAction", messageId, action: "endTurn", data: { actor: move.actor } });
    const next = ended.ok ? cardState(game.messages.get(messageId))?.opposition : null;
    const drawing = next ? automaticDrawStep(next) : null;
    if (drawing) await askGm({ kind: "cardAction", messageId, action: "drawStep", data: { actor: drawing, trait: "luck" } });
    if (ended.ok) return;
  }
  // A step back, or a refused move: the tracker shows the card's turn again.
  if (combat.round !== plan.round || combat.turn !== plan.turn) await combat.update({ round: plan.round, turn: plan.turn } as never);
}

export function registerTrackerSync(): void {
  Hooks.on("updateChatMessage", (message) => void syncTracker(message));
  Hooks.on("updateCombat", (combat, changes) => void passTurnFromTracker(combat, changes as { round?: unknown; turn?: unknown }));
}
