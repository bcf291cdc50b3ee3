/**
 * ChatMessage: subtype + system (CONFIG.ChatMessage.dataModels), content, speaker, whisper, blind,
 * author (read as the User, as in Foundry), style, flags. Any player may create a message they
 * author; only the author (or a GM) may change or delete it, and only a GM may change its author. Rolls are not implemented (a `rolls` key in creation data is dropped).
 */
import { OWNERSHIP_LEVELS, RuntimeDocument, TypeDataField, flagsField, type RoleName } from "./document.ts";
import { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, StringField } from "./fields.ts";
import { NotImplementedInRuntime } from "./fail-closed.ts";
import { runtime } from "./state.ts";
import type { AnyRecord } from "./utils.ts";
import type { RuntimeUser } from "./users.ts";

export const CHAT_MESSAGE_STYLES = { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 } as const;

export class RuntimeChatMessage extends RuntimeDocument {
  static override metadata = {
    name: "ChatMessage",
    embedded: {},
    coreTypes: ["base"],
    createRole: "PLAYER" as RoleName,
    foreignKeys: { author: "User" },
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new TypeDataField("ChatMessage", ["base"]),
      style: new NumberField({
        required: true,
        nullable: false,
        integer: true,
        initial: CHAT_MESSAGE_STYLES.OTHER,
        choices: Object.values(CHAT_MESSAGE_STYLES),
      }),
      author: new StringField({ required: true, blank: false, nullable: true, initial: () => runtime().currentUser().id }),
      timestamp: new NumberField({ required: true, nullable: false, initial: () => Date.now() }),
      flavor: new HTMLField(),
      content: new HTMLField(),
      speaker: new SchemaField({
        scene: new StringField({ nullable: true, blank: false, initial: null }),
        actor: new StringField({ nullable: true, blank: false, initial: null }),
        token: new StringField({ nullable: true, blank: false, initial: null }),
        alias: new StringField({ blank: true }),
      }),
      whisper: new ArrayField(new StringField({ required: true, blank: false })),
      blind: new BooleanField({ initial: false }),
      flags: flagsField(),
    };
  }

  /** `{scene, actor, token, alias}` for an actor, or for the current user. */
  static getSpeaker(options: { actor?: RuntimeDocument | null; alias?: string } = {}): AnyRecord {
    const actor = options.actor ?? null;
    const alias = options.alias ?? (actor ? String((actor as unknown as { name: string }).name) : runtime().currentUser().name);
    return { scene: null, actor: actor?.id ?? null, token: null, alias };
  }

  /** Users matching "GM" (all GMs) or a user name. */
  static getWhisperRecipients(name: string): RuntimeUser[] {
    const users = runtime().collections.get("User")?.contents as RuntimeUser[];
    return name.toUpperCase() === "GM" ? users.filter((u) => u.isGM) : users.filter((u) => u.name === name);
  }

  /** Mutate message data for a roll mode, as Foundry does: gm/blind → whisper GMs, self → whisper self. */
  static applyRollMode(data: AnyRecord, rollMode: string): AnyRecord {
    const gms = this.getWhisperRecipients("GM").map((u) => u.id as string);
    if (rollMode === "gmroll" || rollMode === "blindroll") data["whisper"] = gms;
    if (rollMode === "blindroll") data["blind"] = true;
    if (rollMode === "selfroll") data["whisper"] = [runtime().currentUser().id];
    if (rollMode === "publicroll") {
      data["whisper"] = [];
      data["blind"] = false;
    }
    return data;
  }

  /**
   * Foundry v13's `renderHTML()`: the message as the chat log shows it — `<li class="chat-message
   * message">` with a `.message-header` (sender, time, whisper recipients) and a `.message-content`
   * holding `content` — after which `renderChatMessageHTML(message, html, messageData)` is called
   * and NOT awaited (Hooks.callAll; the hook returns void:
   * https://foundryvtt.com/api/functions/hookEvents.renderChatMessageHTML.html), and the element is
   * returned. What a listener adds later arrives after the chat log has inserted the element; a
   * system that must render before insertion overrides this method in its document class, as
   * dnd5e v13 does (foundryvtt/dnd5e module/documents/chat-message.mjs). Needs a DOM (the sandbox's
   * seats have one); fails closed in Node.
   */
  async renderHTML(): Promise<HTMLElement> {
    if (typeof document === "undefined") throw new NotImplementedInRuntime("ChatMessage#renderHTML (no DOM in this runtime)");
    const source = this._source as {
      author: string | null;
      whisper: string[];
      timestamp: number;
      speaker: { alias?: string };
      content: string;
    };
    const users = runtime().collections.get("User");
    const author = source.author ? users?.get(source.author) : undefined;
    const alias = source.speaker.alias || (author as RuntimeUser | undefined)?.name || "";
    const whisperTo = source.whisper.map((id) => (users?.get(id) as RuntimeUser | undefined)?.name ?? id).join(", ");
    const li = document.createElement("li");
    li.className = `chat-message message flexcol${source.whisper.length ? " whisper" : ""}`;
    li.dataset["messageId"] = this.id ?? "";
    const header = document.createElement("header");
    header.className = "message-header flexrow";
    const sender = document.createElement("h4");
    sender.className = "message-sender";
    sender.textContent = alias;
    const meta = document.createElement("span");
    meta.className = "message-metadata";
    meta.textContent = new Date(source.timestamp).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    header.append(sender, meta);
    // A GM's delete control, as Foundry's message header draws one (its markup ⚠, docs/FOUNDRY-ASSUMPTIONS.md):
    // a click reaches the chat log's documented `deleteMessage` action (test/runtime/foundry-actions.ts).
    if (runtime().currentUser().isGM) {
      const remove = document.createElement("a");
      remove.className = "message-delete";
      remove.dataset["action"] = "deleteMessage";
      remove.setAttribute("role", "button");
      remove.setAttribute("aria-label", game.i18n.localize("SANDBOX.Chat.Delete"));
      remove.textContent = "×";
      header.append(remove);
    }
    if (whisperTo) {
      const whisper = document.createElement("span");
      whisper.className = "whisper-to";
      whisper.textContent = `→ ${whisperTo}`;
      header.append(whisper);
    }
    const content = document.createElement("div");
    content.className = "message-content";
    content.innerHTML = source.content ?? "";
    li.append(header, content);
    const messageData = {
      message: this.toObject(),
      user: runtime().currentUser(),
      author,
      alias,
      isWhisper: source.whisper.length > 0,
      whisperTo,
    };
    runtime().hooks.callAll("renderChatMessageHTML", this, li, messageData);
    return li;
  }

  get isAuthor(): boolean {
    return this._source["author"] === runtime().currentUser().id;
  }

  /** Authors own their messages; others observe it unless it is whispered to someone else. */
  override getUserLevel(user: RuntimeUser | null = runtime().currentUser()): number {
    if (!user) return OWNERSHIP_LEVELS.NONE;
    if (user.isGM || this._source["author"] === user.id) return OWNERSHIP_LEVELS.OWNER;
    const whisper = this._source["whisper"] as string[];
    return whisper.length === 0 || whisper.includes(user.id as string) ? OWNERSHIP_LEVELS.OBSERVER : OWNERSHIP_LEVELS.NONE;
  }

  /**
   * A GM may do anything; a player creates only messages they author, and updates or deletes only
   * those — and never changes a message's author: an update whose changes name `author` is refused
   * (the runtime checks the diff, so an unchanged author is no change).
   * Foundry's BaseChatMessage#canUpdate: "GM users can do anything", `user` (renamed `author` in v12)
   * is immutable for others, "otherwise message authors" (quoted in
   * https://github.com/foundryvtt/foundryvtt/issues/7831; the rename:
   * https://github.com/foundryvtt/foundryvtt/issues/9843).
   */
  override canUserModify(user: RuntimeUser, action: "create" | "update" | "delete", data?: AnyRecord): boolean {
    if (user.isGM) return true;
    if (action === "create") return user.hasRole("PLAYER") && (data?.["author"] ?? user.id) === user.id;
    if (action === "update" && data && "author" in data) return false;
    return this._source["author"] === user.id;
  }
}
