/**
 * Each side sees only the buttons it may press [BEL-06]: the task card is rendered once, on the
 * GM's client, for everyone; each client then drops the other side's controls and marks its own
 * vote. (A hidden button is a convenience: the GM's client refuses the step anyway.)
 */
import { TASK_MESSAGE } from "./task-card.ts";
import { parseTaskCardState } from "./task-state.ts";

export function showOwnSide(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== TASK_MESSAGE) return;
  const isGM = game.user.isGM;
  for (const element of html.querySelectorAll(isGM ? "[data-belmont-audience]" : "[data-belmont-gm]")) element.remove();
  const state = parseTaskCardState((message.system as { state?: unknown }).state);
  const mine = state?.task?.votes[game.user.id ?? ""];
  if (mine) html.querySelector(`[data-option-suit="${mine}"]`)?.classList.add("is-my-vote");
}

export function registerChatVisibility(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => showOwnSide(message, html));
}
