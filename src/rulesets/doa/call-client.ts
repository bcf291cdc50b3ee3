/**
 * The GM's Call button on an Epic Event or rest card [DOA-19, DOA-20]: a dialog on the GM's client
 * with the TCs revealed on the GM's table (reveal one with the GM's table tool first), then the
 * card's `call` step through the GM queue, which checks it all again.
 */
import { readChatCard } from "../../foundry/chat/chat-cards.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { refuse } from "../../foundry/registry/definition.ts";
import type { GmResult } from "../../foundry/gm/requests.ts";
import { cardView } from "../../foundry/sheets/hand-context.ts";
import { CALL_TEMPLATE, callData, callDialog } from "./call-form.ts";
import type { EpicCardState } from "./chat/epic-card.ts";
import { gmTableCards } from "./gather.ts";

/** Call a check on this card with the dialog's answer (exported for tests: `answer` stands for the dialog). */
export async function callFromAnswer(messageId: string, answer: Record<string, unknown>): Promise<GmResult> {
  const card = epicCard(messageId);
  if (!card) return refuse("DECKBOUND.Refusal.Malformed");
  const data = callData(card.setup.kind, answer);
  if (!data.ok) {
    ui.notifications.warn(data.reason, { localize: true });
    return data;
  }
  return askGm({ kind: "cardAction", messageId, action: "call", data: data.data });
}

function epicCard(messageId: string): EpicCardState | null {
  const message = game.messages.get(messageId);
  return message ? ((readChatCard(message)?.state as EpicCardState | null | undefined) ?? null) : null;
}

async function openCallDialog(messageId: string): Promise<void> {
  const card = epicCard(messageId);
  if (!card) return;
  const tcs = gmTableCards();
  if (tcs.length === 0) {
    ui.notifications.warn("DECKBOUND.DOA.Call.NoTc", { localize: true });
    return;
  }
  const seats = card.setup.players.map((player) => ({ id: player.id, name: card.info[player.id]?.name ?? player.id }));
  const content = await foundry.applications.handlebars.renderTemplate(CALL_TEMPLATE, { ...callDialog(card.setup.kind, tcs.map(cardView), seats) });
  const answer: unknown = await foundry.applications.api.DialogV2.input({ window: { title: "DECKBOUND.DOA.Call.Title" }, content });
  if (typeof answer === "object" && answer !== null) await callFromAnswer(messageId, answer as Record<string, unknown>);
}

/** Wire the Call button of a rendered Epic Event or rest card (the GM's client: others never see it). */
export function wireCallButton(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>("[data-doa-call]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      if (message.id) void openCallDialog(message.id);
    });
  }
}
