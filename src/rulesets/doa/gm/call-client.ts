/**
 * The GM's Call button on an Epic Event or rest card [DOA-19, DOA-20] (the `call` action's prompt):
 * a dialog on the GM's client with the TCs revealed on the GM's table (reveal one with the GM's
 * table tool first), or, for the Great Void, its attacker's TC and Conviction; its answer is the card's `call` step, which the GM queue checks all again.
 */
import { ownEntry } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { CALL_TEMPLATE, callData, callDialog } from "./call-form.ts";
import type { EpicCardState } from "../chat/epic-card.ts";
import { gmTableCards } from "../chat/gather.ts";

/** The Call button's prompt: the dialog; the data to send, or null (cancelled, or a warning shown). */
export async function callPrompt({ state }: CardPromptContext): Promise<ActionData | null> {
  const card = state as EpicCardState;
  // The Great Void's calls are against its attacker's TC [DOA-16]; any other call's TC is one the GM revealed.
  const greatVoid = card.epic?.greatVoid ?? card.setup.greatVoid ?? null;
  const tcs = greatVoid ? [greatVoid] : gmTableCards();
  if (tcs.length === 0) {
    ui.notifications.warn("DECKBOUND.DOA.Call.NoTc", { localize: true });
    return null;
  }
  const seats = card.setup.players.map((player) => ({ id: player.id, name: ownEntry(card.info, player.id)?.name ?? player.id }));
  const content = await foundry.applications.handlebars.renderTemplate(CALL_TEMPLATE, {
    ...callDialog(card.setup.kind, tcs.map(cardView), seats, greatVoid !== null),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({ window: { title: "DECKBOUND.DOA.Call.Title" }, content });
  if (typeof answer !== "object" || answer === null) return null;
  const data = callData(card.setup.kind, answer as Record<string, unknown>);
  if (!data.ok) {
    ui.notifications.warn(data.reason, { localize: true });
    return null;
  }
  return data.data;
}
