/**
 * A procedure card deleted before its end — its message deleted, or the GM clearing the chat log —
 * takes its procedure with it, but not the cards it dealt: before, a 52 Fates fight's hands stayed
 * in the hands, and the next fight dealt on top of them (twice a hand's size, the card counting
 * half), and its Combat stayed in the tracker following nothing.
 *
 * Foundry fires `deleteChatMessage` on every client after the deletion, with the deleted document
 * (its data as it was) and the acting user's id
 * (https://foundryvtt.com/api/functions/hookEvents.deleteDocument.html). There, the active GM's
 * client reads the card as it stood (a trusted card only: one the GM queue wrote) and, in the
 * world's queue, applies what its procedure's `abandon` gives — the cards it still holds out put
 * away as its end would — and deletes the Combat that followed it. The user who deleted it is told
 * that its cards went back; if they could not all be moved (someone moved them meanwhile), the
 * active GM is told, and no card is lost: a move that fails moves nothing.
 */
import { applyEffects } from "../../rules/cards/table.ts";
import { deleteTrackerOfCard } from "../combat-tracker.ts";
import { isActiveGM } from "../gm/active-gm.ts";
import { runInGmQueue } from "../gm/authority.ts";
import { activeRuleset } from "../settings.ts";
import { readLoadedCard } from "./chat-cards.ts";

const W = "DECKBOUND.CardAbandon";

/** What the deleted card still held out, as table effects (none for a card that was not trusted or is over). */
async function abandoned(message: ChatMessage.Implementation) {
  const card = await readLoadedCard(message);
  return card?.trust === "trusted" ? (card.procedure.abandon?.(card.state) ?? []) : [];
}

async function onDeleted(message: ChatMessage.Implementation, userId: string): Promise<void> {
  const ruleset = activeRuleset();
  if (!ruleset || !message.id) return;
  const effects = await abandoned(message);
  if (effects.length > 0 && userId === game.user.id) ui.notifications.info(game.i18n.localize(`${W}.CardsBack`));
  if (!isActiveGM()) return;
  const messageId = message.id;
  const done = await runInGmQueue(ruleset, async (table) => {
    await applyEffects(table, effects);
    await deleteTrackerOfCard(messageId);
    return { ok: true };
  });
  if (!done.ok) ui.notifications.warn(game.i18n.format(`${W}.Stranded`, { reason: game.i18n.localize(done.reason) }));
}

/** Once, at init: a deleted card puts its cards away. */
export function registerCardAbandon(): void {
  Hooks.on("deleteChatMessage", (message, _options, userId) => void onDeleted(message, userId));
}
