/**
 * The chat log: every message this user may see, oldest first, each rendered the way Foundry v13
 * renders one (`ChatMessage#renderHTML`, which calls the `renderChatMessageHTML` hook with the
 * element), re-rendered when the message is updated and removed when it is deleted; and a box to
 * post a plain message.
 */
type Message = ChatMessage.Implementation;

export class ChatLog {
  readonly #list: HTMLOListElement;
  readonly #rendered = new Map<string, HTMLElement>();

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
    for (const message of game.messages) void this.#show(message as Message);
    Hooks.on("createChatMessage", (message: Message) => void this.#show(message));
    Hooks.on("updateChatMessage", (message: Message) => void this.#show(message));
    Hooks.on("deleteChatMessage", (message: Message) => {
      this.#rendered.get(message.id ?? "")?.remove();
      this.#rendered.delete(message.id ?? "");
    });
  }

  async #show(message: Message): Promise<void> {
    const id = message.id ?? "";
    if (!message.testUserPermission(game.user, "OBSERVER")) {
      this.#rendered.get(id)?.remove();
      this.#rendered.delete(id);
      return;
    }
    const element = await message.renderHTML();
    const existing = this.#rendered.get(id);
    if (existing) existing.replaceWith(element);
    else this.#list.append(element);
    this.#rendered.set(id, element);
    if (!existing) this.#list.scrollTop = this.#list.scrollHeight;
  }
}
