/**
 * The GM is told when a player makes or changes a card the table does not honour. Foundry runs a
 * document's hooks on every connected client with the id of the user who made the change
 * (`createCard(card, options, userId)`, `updateCard(card, changes, options, userId)`:
 * https://foundryvtt.com/api/functions/hookEvents.updateDocument.html and
 * hookEvents.createDocument.html: "fires for all connected clients"), so the active GM's
 * client sees who wrote it. The table already refuses such a card whoever wrote it, even while no GM
 * was connected (cardOfDocument, docs/SECURITY.md); this only makes it visible at once.
 */
import { isActiveGM } from "../gm/active-gm.ts";
import { activeRuleset } from "../settings.ts";
import { isUnverified } from "./foundry-table.ts";
import { stackFlagOf } from "./stack-directory.ts";

/** Cards already reported this session, so a player's burst of edits tells the GM once per card. */
const reported = new Set<string>();

function watch(card: Card.Implementation, userId: string): void {
  const stack = card.parent;
  const ruleset = activeRuleset();
  const author = game.users.get(userId);
  if (!stack || !ruleset || !author || author.isGM || !isActiveGM() || stackFlagOf(stack)?.ruleset !== ruleset.id) return;
  if (!isUnverified(card) || reported.has(card.uuid)) return;
  reported.add(card.uuid);
  ui.notifications.warn(game.i18n.format("DECKBOUND.Foundry.Forgery.Notice", { user: author.name, stack: stack.name }));
}

export function registerForgeryWatch(): void {
  Hooks.on("createCard", (card, _options, userId) => watch(card, userId));
  Hooks.on("updateCard", (card, _changes, _options, userId) => watch(card, userId));
}
