/**
 * The chat log: every message this user may see, oldest first, each rendered the way Foundry v13
 * renders one — the log awaits `ChatMessage#renderHTML()` (the configured document class's, so a
 * system's override) and inserts exactly the element it returns, then scrolls to the bottom at once;
 * the `renderChatMessageHTML` hook inside renderHTML is not awaited, so what a listener adds later
 * arrives after insertion, as in Foundry. An updated message is rendered again and replaces its
 * element in place; a deleted one is removed. And a box to post a plain message.
 *
 * Like Foundry's ChatLog (an ApplicationV2), the log dispatches a click on any `[data-action]` inside
 * it that is one of its own actions (test/runtime/foundry-actions.ts): `close` closes the chat tab,
 * `deleteMessage` deletes the message, `jumpToBottom` scrolls to the bottom; the others it has
 * fail loudly (not confirmed). So a card button named like one of them, whose click reaches the
 * log, does what Foundry would do with it. Other names reach no handler, as in Foundry.
 */
import { NotImplementedInRuntime } from "../../runtime/fail-closed.ts";
import { APPLICATION_ACTIONS, CHAT_LOG_ACTIONS } from "../../runtime/foundry-actions.ts";

type Message = ChatMessage.Implementation;

const LOG_ACTIONS: ReadonlySet<string> = new Set([...APPLICATION_ACTIONS, ...CHAT_LOG_ACTIONS]);

export class ChatLog {
  readonly #list: HTMLOListElement;
  readonly #rendered = new Map<string, HTMLElement>();
  /** How many renders of each message have started: only the latest is inserted. */
  readonly #renders = new Map<string, number>();

  constructor(root: HTMLElement) {
    root.classList.add("chat-sidebar");
    this.#list = document.createElement("ol");
    this.#list.className = "chat-log";
    this.#list.setAttribute("aria-label", game.i18n.localize("SANDBOX.Chat.Log"));
    const form = document.createElement("form");
    form.className = "chat-form";
    const box = document.createElement("textarea");
    box.name = "message";
    box.setAttribute("aria-label", game.i18n.localize("SANDBOX.Chat.Message"));
    box.placeholder = game.i18n.localize("SANDBOX.Chat.Placeholder");
    const send = document.createElement("button");
    send.type = "submit";
    send.textContent = game.i18n.localize("SANDBOX.Chat.Send");
    form.append(box, send);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = box.value.trim();
      if (!text) return;
      box.value = "";
      const paragraph = document.createElement("p");
      paragraph.textContent = text;
      void ChatMessage.create({ content: paragraph.outerHTML, speaker: ChatMessage.getSpeaker({}) } as ChatMessage.CreateData);
    });
    root.append(this.#list, form);
    root.addEventListener("click", (event) => this.#onAction(root, event));
    void this.#showAll(game.messages.contents as Message[]);
    Hooks.on("createChatMessage", (message: Message) => void this.#show(message));
    Hooks.on("updateChatMessage", (message: Message) => void this.#show(message));
    Hooks.on("deleteChatMessage", (message: Message) => {
      const id = message.id ?? "";
      this.#renders.set(id, (this.#renders.get(id) ?? 0) + 1);
      this.#rendered.get(id)?.remove();
      this.#rendered.delete(id);
    });
  }

  /** The log's own actions, as its ApplicationV2 dispatches them. */
  #onAction(root: HTMLElement, event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
    const action = target?.dataset["action"] ?? "";
    if (!target || !root.contains(target) || !LOG_ACTIONS.has(action)) return;
    event.preventDefault();
    const messageId = target.closest<HTMLElement>("[data-message-id]")?.dataset["messageId"] ?? "";
    if (action === "close") root.hidden = true;
    else if (action === "deleteMessage") void game.messages.get(messageId)?.delete();
    else if (action === "jumpToBottom") this.#list.scrollTop = this.#list.scrollHeight;
    else throw new NotImplementedInRuntime(`the chat log's "${action}" action`);
  }

  /** The log's first render: every message it may show rendered, then inserted in their order. */
  async #showAll(messages: Message[]): Promise<void> {
    const shown = messages.filter((message) => message.testUserPermission(game.user, "OBSERVER"));
    const elements = await Promise.all(shown.map((message) => message.renderHTML()));
    shown.forEach((message, index) => {
      const id = message.id ?? "";
      if (this.#rendered.has(id) || !game.messages.get(id)) return;
      this.#rendered.set(id, elements[index] as HTMLElement);
      this.#list.append(elements[index] as HTMLElement);
    });
    this.#list.scrollTop = this.#list.scrollHeight;
  }

  async #show(message: Message): Promise<void> {
    const id = message.id ?? "";
    const render = (this.#renders.get(id) ?? 0) + 1;
    this.#renders.set(id, render);
    if (!message.testUserPermission(game.user, "OBSERVER")) {
      this.#rendered.get(id)?.remove();
      this.#rendered.delete(id);
      return;
    }
    const element = await message.renderHTML();
    // A later render of the same message (an update, or its deletion, meanwhile) wins over this one.
    if (this.#renders.get(id) !== render) return;
    const existing = this.#rendered.get(id);
    if (existing) existing.replaceWith(element);
    else this.#list.append(element);
    this.#rendered.set(id, element);
    if (!existing) this.#list.scrollTop = this.#list.scrollHeight;
  }
}
