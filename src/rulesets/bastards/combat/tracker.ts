/**
 * Foundry's combat tracker follows the Bastards opposition card, on the active GM's client: the
 * card's `afterStep` (the GM queue, after each write of the card) brings the tracker in line:
 * - once initiative is settled, a Combat appears with one combatant per character, lowest initiative
 *   card on top [GOB-15] (tracker-plan.ts), those out of the fight defeated, the current one marked;
 * - advancing the tracker ends the current combatant's turn on the card, which begins the next turn;
 *   its draw step runs at once when Luck is the only trait it may use [GOB-16]. A refused step is
 *   shown (askGm warns) and the tracker steps back to the card's turn;
 * - the opposition ending on the card deletes the Combat.
 * The card stays the source of truth: the tracker is a view of it plus a way to pass the turn.
 * The plan (tracker-plan.ts, which runs the opposition's turn rules) loads when first needed, as
 * the card's deferred procedure does: this file is loaded at init (hooks.ts).
 */
import { cardOfTracker, deleteTrackerOfCard, unlessDeleted, writeTracker } from "../../../foundry/combat-tracker.ts";
import { readChatCard, readLoadedCard } from "../../../foundry/chat/chat-cards.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { OppositionCardState } from "../chat/opposition-card-state.ts";
import { OPPOSITION_MESSAGE } from "../ids.ts";

/** The opposition a trusted card holds; null for any other message (a player's own is ignored). Its deferred procedure loads if no card has yet. */
async function cardState(message: ChatMessage.Implementation | undefined): Promise<OppositionCardState | null> {
  const card = message ? await readLoadedCard(message) : undefined;
  return card?.trust === "trusted" && card.procedure.messageType === OPPOSITION_MESSAGE ? (card.state as OppositionCardState) : null;
}

/** An opposition has begun and is not over: its discards are its own until its deck runs out [GOB-23]. */
export async function oppositionRunning(): Promise<boolean> {
  // Reading one opposition card loads their procedure: then every one reads at once.
  await cardState(game.messages.contents.find((message) => message.type === OPPOSITION_MESSAGE));
  return oppositionUnderway();
}

/**
 * The same, at once, from the opposition cards this client can read now: those whose procedure has
 * loaded (a running opposition's card has been shown or stepped here). What the odds of a Fate draw
 * read, whose deck an opposition keeps apart from its discards.
 */
export function oppositionUnderway(): boolean {
  return game.messages.contents.some((message) => {
    const card = readChatCard(message);
    const state =
      card?.trust === "trusted" && card.procedure.messageType === OPPOSITION_MESSAGE ? (card.state as OppositionCardState) : null;
    return (state?.opposition?.phase ?? "ended") !== "ended";
  });
}

/** After each step of the card (its afterStep, in the GM queue): the tracker shows the card, or goes once it ended. */
export async function followOpposition(messageId: string, card: OppositionCardState): Promise<void> {
  if (!card.opposition) return;
  if (card.opposition.phase === "ended") {
    await deleteTrackerOfCard(messageId);
    return;
  }
  const { trackerPlan } = await import("./tracker-plan.ts");
  const plan = trackerPlan(card.opposition, card.names);
  if (plan)
    await writeTracker(
      messageId,
      plan.entries.map((entry) => ({ ...entry, actorId: entry.key })),
      plan.round,
      plan.turn ?? undefined,
    );
}

/** The tracker moved (its turn or round): the card passes the turn, or the tracker steps back. */
export async function passTurnFromTracker(combat: Combat.Implementation, changes: { round?: unknown; turn?: unknown }): Promise<void> {
  const messageId = cardOfTracker(combat);
  if (!messageId || (changes.round === undefined && changes.turn === undefined) || !isActiveGM()) return;
  const card = await cardState(game.messages.get(messageId));
  if (!card?.opposition) return;
  const { automaticDrawStep, trackerMove, trackerPlan } = await import("./tracker-plan.ts");
  const plan = trackerPlan(card.opposition, card.names);
  if (!plan) return;
  const trackerKey = typeof combat.turn === "number" ? plan.entries[combat.turn]?.key : undefined;
  const move = trackerMove(card.opposition, trackerKey, combat.round ?? 0);
  if (move.kind === "none") return;
  if (move.kind === "endTurn") {
    const ended = await askGm({ kind: "cardAction", messageId, action: "endTurn", data: { actor: move.actor } });
    const next = ended.ok ? (await cardState(game.messages.get(messageId)))?.opposition : null;
    const drawing = next ? automaticDrawStep(next) : null;
    if (drawing) await askGm({ kind: "cardAction", messageId, action: "drawStep", data: { actor: drawing, trait: "luck" } });
    if (ended.ok) return;
  }
  // A step back, or a refused move: the tracker shows the card's turn again.
  if (combat.round !== plan.round || combat.turn !== plan.turn)
    await unlessDeleted(combat, () => combat.update({ round: plan.round, turn: plan.turn } as never));
}

/** Once, at setup in a Bastards world: advancing the tracker passes the turn on the card (the card's steps move the tracker through afterStep). */
export function registerTrackerTurns(): void {
  Hooks.on("updateCombat", (combat, changes) => void passTurnFromTracker(combat, changes as { round?: unknown; turn?: unknown }));
}
