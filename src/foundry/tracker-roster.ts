/**
 * Who fights in a Combat that follows a combat card is the card's to say (combat-tracker.ts): the
 * card seats its participants when the fight begins, and only the card's own steps change that
 * (a Bastards newcomer appears from the card; the fallen stay, defeated). A combatant someone adds
 * in the tracker or from a token mid-fight, or removes there, would change nothing on the card:
 * before, the tracker then showed a fighter the card did not know, or hid one still fighting, and
 * its turns were no longer the card's.
 *
 * So such a removal is refused where it is made, with the reason, in the user's language: Foundry
 * runs `preCreateCombatant` and `preDeleteCombatant` on the initiating client before the request
 * leaves it, and a hook returning false cancels it for that document
 * (https://foundryvtt.com/api/functions/hookEvents.preCreateDocument.html,
 * https://foundryvtt.com/api/functions/hookEvents.preDeleteDocument.html). Where the card lets
 * fighters go (its definition's `leaveAction`: Deck of Adventures' and 52 Fates' combats), it is asked to instead,
 * and its step removes the combatant. An addition is refused the same way, unless the card takes
 * newcomers (its `joinAction`: Deck of Adventures' and 52 Fates' combats [DOA-13, F52-05]): then the
 * combatant is made as Foundry makes it (its token kept), and the active GM's client, on
 * `createCombatant` (which "fires for all connected clients after the creation has been processed",
 * https://foundryvtt.com/api/functions/hookEvents.createDocument.html), asks the card to seat the
 * character; a card that refuses (someone already fighting, a draw running) has the combatant
 * removed again, the GM told why. The card's own writes carry the `byCard` option and go through. A
 * Combat whose card is gone follows nothing, and is the GM's to edit.
 */
import { cardOfTracker, madeByCard, participantOf, removeFromTrackerOfCard } from "./combat-tracker.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { sendToGm } from "./gm/authority.ts";
import { activeRuleset } from "./settings.ts";

const W = "DECKBOUND.TrackerRoster";

/** The chat card this combatant's Combat (in the world) follows, while it is in the chat log. */
function cardFollowed(combatant: Combatant.Implementation): ChatMessage.Implementation | undefined {
  const combat = combatant.parent;
  const messageId = combat && game.combats.get(combat.id ?? "") ? cardOfTracker(combat) : null;
  return messageId === null ? undefined : game.messages.get(messageId);
}

/** The followed card's action that seats a newcomer (`join`) or lets a fighter go (`leave`), if it takes them. */
function rosterActionOf(card: ChatMessage.Implementation, change: "join" | "leave"): string | undefined {
  const definition = activeRuleset()?.combatCard;
  if (definition?.messageType !== card.type) return undefined;
  return change === "join" ? definition.joinAction : definition.leaveAction;
}

/** Refuse (false) an addition the card did not make, telling the user why; one the card takes goes through (askToJoin). */
function refusedAddition(combatant: Combatant.Implementation, options: object): false | undefined {
  const card = madeByCard(options) ? undefined : cardFollowed(combatant);
  if (!card || rosterActionOf(card, "join")) return undefined;
  ui.notifications.warn(game.i18n.format(`${W}.Added`, { name: combatant.name ?? "" }));
  return false;
}

/**
 * Refuse (false) a removal the card did not make: with the reason, or, where the card lets fighters
 * go, asking it to (its step then removes the combatant, as the card's doing).
 */
function refusedRemoval(combatant: Combatant.Implementation, options: object): false | undefined {
  const card = madeByCard(options) ? undefined : cardFollowed(combatant);
  if (!card) return undefined;
  const name = combatant.name ?? "";
  const action = rosterActionOf(card, "leave");
  if (!action) ui.notifications.warn(game.i18n.format(`${W}.Removed`, { name }));
  else
    void sendToGm({
      kind: "cardAction",
      messageId: card.id ?? "",
      action,
      data: { actor: participantOf(combatant) ?? combatant.actorId ?? "" },
    }).then((left) => {
      if (!left.ok) ui.notifications.warn(game.i18n.format(`${W}.NotLeft`, { name, reason: game.i18n.localize(left.reason) }));
    });
  return false;
}

/** On the active GM's client: a newcomer added in the tracker asks the card to seat them, and goes again if it will not. */
async function askToJoin(combatant: Combatant.Implementation, options: object): Promise<void> {
  const card = !madeByCard(options) && isActiveGM() ? cardFollowed(combatant) : undefined;
  const action = card ? rosterActionOf(card, "join") : undefined;
  if (!card || !action) return;
  const joined = await sendToGm({ kind: "cardAction", messageId: card.id ?? "", action, data: { actor: combatant.actorId ?? "" } });
  if (joined.ok) return;
  await removeFromTrackerOfCard(combatant);
  ui.notifications.warn(game.i18n.format(`${W}.NotJoined`, { name: combatant.name ?? "", reason: game.i18n.localize(joined.reason) }));
}

/** Once, at init: the roster of a Combat following a card changes only with the card. */
export function registerTrackerRoster(): void {
  Hooks.on("preCreateCombatant", (combatant, _data, options) => refusedAddition(combatant, options));
  Hooks.on("preDeleteCombatant", (combatant, options) => refusedRemoval(combatant, options));
  Hooks.on("createCombatant", (combatant, options) => void askToJoin(combatant, options));
}
