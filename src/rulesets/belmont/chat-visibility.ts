/**
 * Each side sees only the buttons it may press [BEL-06]: the task card is rendered once, on the
 * GM's client, for everyone; each client then drops the other side's controls and marks its own
 * vote. (A hidden button is a convenience: the GM's client refuses the step anyway.)
 */
import { TASK_MESSAGE } from "./task-card.ts";
import { parseTaskCardState } from "./task-state.ts";

/** Drop the other side's controls from a rendered task card and mark the viewer's vote (DOM only, no imports). */
export function showSide(html: HTMLElement, isGM: boolean, myVote: string | undefined): void {
  for (const element of html.querySelectorAll(isGM ? "[data-belmont-audience]" : "[data-belmont-gm]")) element.remove();
  if (myVote) html.querySelector(`[data-option-suit="${myVote}"]`)?.classList.add("is-my-vote");
}

export function showOwnSide(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== TASK_MESSAGE) return;
  const state = parseTaskCardState((message.system as { state?: unknown }).state);
  showSide(html, game.user.isGM, state?.task?.votes[game.user.id ?? ""]);
}

export function registerChatVisibility(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => showOwnSide(message, html));
}
