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
 * away as its end would — then its `afterStep` from the card as it stood to the state it ends in
 * (actors and trackers follow the end as after any step), and deletes any Combat still following
 * it. The active GM is told that its cards went back when it deleted the card (a card deleted by an
 * assistant GM is put away all the same), or that they could not all be moved (someone moved them
 * meanwhile): no card is lost, as a move that fails moves nothing.
 */
import { applyEffects } from "../../rules/cards/table.ts";
import { deleteTrackerOfCard } from "../combat-tracker.ts";
import { isActiveGM } from "../gm/active-gm.ts";
import { runInGmQueue } from "../gm/authority.ts";
import { activeRuleset } from "../settings.ts";
import { readLoadedCard } from "./chat-cards.ts";

const W = "DECKBOUND.CardAbandon";

async function onDeleted(message: ChatMessage.Implementation, userId: string): Promise<void> {
  const ruleset = activeRuleset();
  if (!ruleset || !message.id || !isActiveGM()) return;
  const card = await readLoadedCard(message);
  const abandon = card?.procedure.abandon;
  if (card?.trust !== "trusted") return;
  const messageId = message.id;
  let movedAny = false;
  const done = await runInGmQueue(ruleset, async (table) => {
    if (abandon) {
      const abandoned = await abandon(card.state, table);
      await applyEffects(table, abandoned.effects);
      movedAny = abandoned.effects.length > 0;
      await card.procedure.afterStep?.({ message, actorId: card.actorId, before: card.state, after: abandoned.state });
    }
    await deleteTrackerOfCard(messageId);
    return { ok: true };
  });
  if (!done.ok) ui.notifications.warn(game.i18n.format(`${W}.Stranded`, { reason: game.i18n.localize(done.reason) }));
  else if (movedAny && userId === game.user.id) ui.notifications.info(game.i18n.localize(`${W}.CardsBack`));
}

/** Once, at init: a deleted card puts its cards away. */
export function registerCardAbandon(): void {
  Hooks.on("deleteChatMessage", (message, _options, userId) => void onDeleted(message, userId));
}
