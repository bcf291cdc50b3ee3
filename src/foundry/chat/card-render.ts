/**
 * Procedure cards are rendered on every client for the viewing user: their own language, their own
 * controls (chat/audience.ts), and a short notice instead of the card when it cannot be trusted.
 * The system's ChatMessage#renderHTML (chat-message.ts) awaits the model (procedure-card-model.ts),
 * which renders into Foundry's `.message-content` with `renderCardInto` before the chat log inserts
 * the element; `renderCardInto` also wires the one delegated `data-action` dispatcher.
 */
import { askGm } from "../gm/authority.ts";
import { UNRECOGNISED_TEMPLATE, unrecognisedNotice } from "../documents/unrecognised-data.ts";
import { sharedTemplate, templatesLoaded } from "../sheets/templates.ts";
import { mayPress } from "./audience.ts";
import type { Viewer } from "./audience.ts";
import { ownEntry } from "./action-data.ts";
import { readChatCard, readLoadedCard } from "./chat-cards.ts";
import type { CardTrust } from "./chat-cards.ts";
import type { ChatProcedure } from "../registry/definition.ts";
import { selectCardKey, selectionSeenAgain } from "../hand-dock/selected-card.ts";

export const CHAT_CARD_CLASS = "deckbound-chat-card";
export const INERT_CARD_TEMPLATE = sharedTemplate("chat/inert-card.hbs");

const INERT_REASONS: Readonly<Record<Exclude<CardTrust, "trusted">, string>> = {
  untrusted: "DECKBOUND.Chat.Inert.Untrusted",
  invalid: "DECKBOUND.Chat.Inert.Invalid",
};

/** The user of this client, as the card about `cardActorId` sees them. */
export function currentViewer(cardActorId: string): Viewer {
  const user = game.user;
  return {
    userId: user.id ?? "",
    isGM: user.isGM,
    cardActorId,
    owns: (actorId) => game.actors.get(actorId)?.testUserPermission(user, "OWNER") ?? false,
  };
}

/** The card's HTML for this client's user; "" for a message that is no procedure card. */
export async function renderCardHtml(message: ChatMessage.Implementation): Promise<string> {
  const card = await readLoadedCard(message);
  if (!card) return "";
  const render = foundry.applications.handlebars.renderTemplate;
  if (card.trust !== "trusted") return render(INERT_CARD_TEMPLATE, { reason: INERT_REASONS[card.trust] });
  const viewer = currentViewer(card.actorId);
  const html = await renderCardState(card.procedure, card.state, viewer, message.id ?? "");
  const unrecognised = unrecognisedNotice(card.unrecognised, "DECKBOUND.Chat.Unrecognised");
  return unrecognised ? html + (await render(UNRECOGNISED_TEMPLATE, { unrecognised })) : html;
}

/**
 * A procedure's template for a state, as `viewer` sees it (the harness pages render stored states with it too),
 * once the partials init started loading have loaded (Foundry does not await init).
 */
export async function renderCardState(procedure: ChatProcedure, state: unknown, viewer: Viewer, messageId = ""): Promise<string> {
  await templatesLoaded();
  return foundry.applications.handlebars.renderTemplate(procedure.template, { ...procedure.context(state, viewer), viewer, messageId });
}

async function onCardClick(message: ChatMessage.Implementation, event: MouseEvent): Promise<void> {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
  if (!button || button.closest(`.${CHAT_CARD_CLASS}`) === null || !message.id) return;
  event.preventDefault();
  // The card handles its own buttons: the click must not reach the chat log's (an ApplicationV2's) action handlers.
  event.stopPropagation();
  const { action, ...data } = button.dataset;
  const card = readChatCard(message);
  if (!action || button.hasAttribute("disabled") || card?.trust !== "trusted") return;
  const spec = ownEntry(card.procedure.actions, action);
  if (!spec) {
    ui.notifications.warn("DECKBOUND.Refusal.UnknownAction", { localize: true });
    return;
  }
  button.setAttribute("disabled", "");
  try {
    const sent = spec.prompt ? await spec.prompt({ message, actorId: card.actorId, state: card.state, data }) : data;
    if (sent !== null) await askGm({ kind: "cardAction", messageId: message.id, action, data: sent });
  } finally {
    button.removeAttribute("disabled");
  }
}

/** The drag data type of a card dragged out of the dock (its `code@origin`). */
export const HAND_CARD_DRAG = "application/x-deckbound-hand-card";

/** Each procedure card's content as last rendered on this client, the latest last: where the dock's cards are played. */
const shownCards = new Map<string, HTMLElement>();

/** The procedure cards' contents still shown on this client, the latest first (the dock's Discard looks there too). */
export const shownCardContents = (): HTMLElement[] => [...shownCards.values()].reverse().filter((content) => content.isConnected);

/** The button of a rendered card that plays hand card `key`: one naming it (`data-code`, `data-origin`), or one asking for a card (`data-takes-card`). */
function playButton(content: HTMLElement | undefined, key: string): HTMLElement | null {
  const [code = "", origin = ""] = key.split("@");
  return content?.isConnected
    ? content.querySelector(`[data-code="${CSS.escape(code)}"][data-origin="${CSS.escape(origin)}"]:enabled,[data-takes-card]:enabled`)
    : null;
}

/**
 * What the latest card with a play for hand card `key` says of that play's odds: the sentence of its
 * `[data-play-odds="code@origin"]` entry (`data-odds-text`), which the dock shows for its selected
 * card before it is played (T-HAND-02); null where that card lists none.
 */
export function playOddsText(key: string): string | null {
  const content = [...shownCards.values()].reverse().find((shown) => playButton(shown, key));
  const entry = content?.querySelector<HTMLElement>(`[data-play-odds="${CSS.escape(key)}"]`);
  return entry?.dataset["oddsText"] ?? null;
}

/**
 * Play hand card `key` on chat card `messageId` (or on the latest card shown that has a play for it)
 * by pressing that play's button, so its prompt and the GM's checks run as for a click. A card with
 * no play for it is refused with the reason; true when a button was pressed.
 */
export function playHandCard(key: string, messageId?: string): boolean {
  const contents = messageId ? [shownCards.get(messageId)] : [...shownCards.values()].reverse();
  const button = contents.map((content) => playButton(content, key)).find((found) => found);
  button?.click();
  if (!button && messageId) ui.notifications.warn("DECKBOUND.Foundry.Dock.NoPlayHere", { localize: true });
  return button !== undefined;
}

function onHandCardDrop(messageId: string, event: DragEvent): void {
  const key = event.dataTransfer?.getData(HAND_CARD_DRAG);
  if (!key) return;
  event.preventDefault();
  event.stopPropagation();
  selectCardKey(key);
  playHandCard(key, messageId);
}

/** Render a procedure card into Foundry's rendered message and wire its controls (and the dock's drops). */
export async function renderCardInto(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const content = html.querySelector<HTMLElement>(".message-content");
  // ⚠ Foundry v13 renders a message's content into .message-content; fail loudly if that changes
  // (docs/FOUNDRY-ASSUMPTIONS.md).
  if (!content) throw new Error(`Deckbound | chat message ${message.id ?? ""} has no .message-content to render its card into`);
  content.innerHTML = await renderCardHtml(message);
  content.addEventListener("click", (event) => void onCardClick(message, event));
  const id = message.id ?? "";
  // Any drag may be dropped here; the drop acts only on a card dragged out of the dock.
  content.addEventListener("dragover", (event) => event.preventDefault());
  content.addEventListener("drop", (event) => onHandCardDrop(id, event));
  shownCards.delete(id);
  shownCards.set(id, content);
  // What the card says of the dock's selected card (its play's odds) may have changed.
  selectionSeenAgain();
}

/** Once, at init: the one visibility helper of every card template (`{{#if (deckboundMayPress audience)}}`). */
export function registerMayPressHelper(): void {
  Handlebars.registerHelper("deckboundMayPress", function (this: unknown, audience: unknown, options: Handlebars.HelperOptions) {
    const viewer = (options.data as { root?: { viewer?: Viewer } } | undefined)?.root?.viewer;
    return viewer !== undefined && mayPress(audience, viewer);
  });
}
