/**
 * Open cards follow what another card changed on the table. A card stores the odds of what it
 * offers [CORE-05], worked out from the decks as they lay when it stepped, and what it knows of a
 * deck (the Fate Cards in hand it may offer); a draw on another card, or cards moved on the table,
 * can change a deck it reads while it waits (two checks from one deck, a contest beside a combat).
 * After each request it carried out, the GM queue asks every open card whose procedure has
 * `followTable` for its state as the table now lies, and writes those that differ: each viewer then
 * sees the odds of the deck as it lies, and is offered only what is there.
 *
 * The cards asked are kept by message id, per chat log and ruleset: the chat log is read once (on
 * the first request), then only the cards started since are added, and a card leaves once it has
 * nothing to follow (done) or is gone. So a request costs what the open cards cost, not the whole
 * chat log.
 */
import { readLoadedCard, updateChatCard, firstDifference } from "../chat/chat-cards.ts";
import type { RulesetDefinition } from "../registry/definition.ts";

/** Per chat log (a world's `game.messages`), per ruleset: the ids of the cards that may follow the table. */
const openByLog = new WeakMap<object, Map<string, Set<string>>>();

/** The cards of this ruleset whose procedures follow the table: read from the chat log the first time. */
async function openCards(ruleset: RulesetDefinition): Promise<Set<string>> {
  let open = openByLog.get(game.messages);
  if (!open) openByLog.set(game.messages, (open = new Map()));
  const known = open.get(ruleset.id);
  if (known) return known;
  const ids = new Set<string>();
  for (const message of game.messages.contents) {
    if (!message.id) continue;
    const card = await readLoadedCard(message);
    if (card?.ruleset === ruleset && card.procedure.followTable) ids.add(message.id);
  }
  open.set(ruleset.id, ids);
  return ids;
}

/**
 * After a request the GM queue carried out: `written`, the card it started or stepped (it has just
 * read the table), is kept to be asked next time; every other open card follows the table, and is
 * written where it differs.
 */
export async function followTableOnOpenCards(ruleset: RulesetDefinition, written?: string): Promise<void> {
  const ids = await openCards(ruleset);
  for (const id of [...ids]) {
    if (id === written) continue;
    try {
      const message = game.messages.get(id);
      const card = message ? await readLoadedCard(message) : undefined;
      const following = card?.trust === "trusted" ? card.procedure.followTable?.(card.state) : null;
      if (!message || !card || !following) ids.delete(id);
      else if (firstDifference(following, card.state) !== null) await updateChatCard(message, card.actorId, following);
    } catch (error) {
      // The request itself is done: one card that cannot follow is left as it was, loudly, and not asked again.
      console.error(`Deckbound | the card ${id} could not follow the table`, error);
      ids.delete(id);
    }
  }
  if (written && !ids.has(written)) {
    const message = game.messages.get(written);
    const card = message ? await readLoadedCard(message) : undefined;
    if (card?.ruleset === ruleset && card.procedure.followTable) ids.add(written);
  }
}
