/**
 * The system's ChatMessage document class (CONFIG.ChatMessage.documentClass): a procedure card's
 * message renders its card — for this client's user — inside `renderHTML`, which Foundry's chat log
 * awaits before it inserts (or replaces) the message's element. Foundry's `renderChatMessageHTML`
 * hook is not awaited (https://foundryvtt.com/api/functions/hookEvents.renderChatMessageHTML.html:
 * it returns void), so a card drawn from it would arrive after the log has inserted an empty
 * message and scrolled. dnd5e v13 renders its cards the same way: foundryvtt/dnd5e
 * module/documents/chat-message.mjs overrides `renderHTML` and awaits its model's rendering there.
 */
import { registerMayPressHelper } from "./card-render.ts";
import { ProcedureCardModel } from "./procedure-card-model.ts";

export class DeckboundChatMessage extends ChatMessage {
  override async renderHTML(...args: Parameters<ChatMessage["renderHTML"]>): Promise<HTMLElement> {
    const html = await super.renderHTML(...args);
    if (this.system instanceof ProcedureCardModel) await this.system.renderInto(html);
    return html;
  }
}

/** Once, at init: the system's ChatMessage class (every procedure card renders through it) and the cards' visibility helper. */
export function registerProcedureCards(): void {
  registerMayPressHelper();
  CONFIG.ChatMessage.documentClass = DeckboundChatMessage;
}
