/**
 * Who fights in a Combat that follows a combat card is the card's to say (combat-tracker.ts): the
 * card seats its participants when the fight begins, and only the card's own steps change that
 * (a Bastards newcomer appears from the card; the fallen stay, defeated). A combatant someone adds
 * in the tracker or from a token mid-fight, or removes there, would change nothing on the card:
 * before, the tracker then showed a fighter the card did not know, or hid one still fighting, and
 * its turns were no longer the card's.
 *
 * So such an addition or removal is refused where it is made, with the reason, in the user's
 * language: Foundry runs `preCreateCombatant` and `preDeleteCombatant` on the initiating client
 * before the request leaves it, and a hook returning false cancels it for that document
 * (https://foundryvtt.com/api/functions/hookEvents.preCreateDocument.html,
 * https://foundryvtt.com/api/functions/hookEvents.preDeleteDocument.html). The card's own writes
 * carry the `byCard` option and go through. A Combat whose card is gone follows nothing, and is the
 * GM's to edit.
 */
import { cardOfTracker, madeByCard } from "./combat-tracker.ts";

const W = "DECKBOUND.TrackerRoster";

/** Whether this combatant's Combat is in the world and follows a card still in the chat log. */
function followsCard(combatant: Combatant.Implementation): boolean {
  const combat = combatant.parent;
  const messageId = combat && game.combats.get(combat.id ?? "") ? cardOfTracker(combat) : null;
  return messageId !== null && game.messages.get(messageId) !== undefined;
}

/** Refuse (false) a change of the roster the card did not make, telling the user why. */
function refused(combatant: Combatant.Implementation, options: object, reason: string): false | undefined {
  if (madeByCard(options) || !followsCard(combatant)) return undefined;
  ui.notifications.warn(game.i18n.format(reason, { name: combatant.name ?? "" }));
  return false;
}

/** Once, at init: the roster of a Combat following a card changes only with the card. */
export function registerTrackerRoster(): void {
  Hooks.on("preCreateCombatant", (combatant, _data, options) => refused(combatant, options, `${W}.Added`));
  Hooks.on("preDeleteCombatant", (combatant, options) => refused(combatant, options, `${W}.Removed`));
}
