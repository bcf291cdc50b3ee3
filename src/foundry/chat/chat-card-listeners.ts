/**
 * One delegated click listener per rendered Deckbound chat card: a `data-action` button sends its
 * step (with the button's other data-* attributes) to the GM's client.
 */
import { askGm } from "../gm/authority.ts";
import { rulesets } from "../registry/registry.ts";
import { CHAT_CARD_CLASS } from "./chat-cards.ts";

function onChatCardClick(message: ChatMessage.Implementation, event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
  if (!target || target.closest(`.${CHAT_CARD_CLASS}`) === null || !message.id) return;
  event.preventDefault();
  const { action, ...data } = target.dataset;
  if (!action || target.hasAttribute("disabled")) return;
  target.setAttribute("disabled", "");
  void askGm({ kind: "cardAction", messageId: message.id, action, data }).finally(() => target.removeAttribute("disabled"));
}

/** Once, at init: one delegated listener on each rendered Deckbound chat card. */
export function registerChatCardListeners(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (!rulesets.procedureFor(message.type)) return;
    html.addEventListener("click", (event) => onChatCardClick(message, event));
  });
}
