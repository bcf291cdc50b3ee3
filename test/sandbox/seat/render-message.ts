/**
 * TEMPORARY stand-in for `ChatMessage#renderHTML()` until test/runtime/chat-message.ts has it (the
 * lead's "one chat-card kit" step adds it there; then `renderMessageHTML` simply calls it).
 * It builds what Foundry v13 documents `renderHTML` as returning — the message's
 * `<li class="chat-message message">` with a `.message-header` and a `.message-content` holding
 * `message.content` — and calls `Hooks.callAll("renderChatMessageHTML", message, html, messageData)`,
 * which is where the system attaches its listeners and hides what the viewer may not use.
 */
type Message = ChatMessage.Implementation;

export async function renderMessageHTML(message: Message): Promise<HTMLElement> {
  if (Reflect.has(message, "renderHTML")) return (message as unknown as { renderHTML(): Promise<HTMLElement> }).renderHTML();
  const source = message._source as unknown as { author: string | null; whisper: string[]; timestamp: number; speaker: { alias?: string } };
  const author = source.author ? game.users.get(source.author) : undefined;
  const alias = source.speaker.alias || author?.name || "";
  const whisperTo = source.whisper.map((id) => game.users.get(id)?.name ?? id).join(", ");
  const li = document.createElement("li");
  li.className = `chat-message message flexcol${source.whisper.length ? " whisper" : ""}`;
  li.dataset["messageId"] = message.id ?? "";
  const header = document.createElement("header");
  header.className = "message-header flexrow";
  const sender = document.createElement("h4");
  sender.className = "message-sender";
  sender.textContent = alias;
  const meta = document.createElement("span");
  meta.className = "message-metadata";
  meta.textContent = new Date(source.timestamp).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  header.append(sender, meta);
  if (whisperTo) {
    const whisper = document.createElement("span");
    whisper.className = "whisper-to";
    whisper.textContent = game.i18n.format("SANDBOX.Chat.WhisperTo", { names: whisperTo });
    header.append(whisper);
  }
  const content = document.createElement("div");
  content.className = "message-content";
  content.innerHTML = message.content ?? "";
  li.append(header, content);
  const messageData = { message: message.toObject(), user: game.user, author, alias, isWhisper: source.whisper.length > 0, whisperTo };
  Hooks.callAll("renderChatMessageHTML", message, li, messageData as never);
  return li;
}
