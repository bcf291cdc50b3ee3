/**
 * Who fights in a Combat that follows a combat card is the card's to say (combat-tracker.ts): the
 * card seats its participants when the fight begins, and only the card's own steps change that
 * (a Bastards newcomer appears from the card; the fallen stay, defeated). A combatant someone adds
 * in the tracker or from a token mid-fight, or removes there, changes nothing on the card: before,
 * the tracker then showed a fighter the card did not know, or hid one still fighting, and its turns
 * were no longer the card's.
 *
 * So the roster is put back at once, on the active GM's client and in the world's queue (after any
 * step of the card already under way, which may itself add its participants): a newcomer is taken
 * out again, a removed participant comes back with its id, initiative and marks; and the user who
 * made the change is told why, in their language. Foundry fires `createCombatant` and
 * `deleteCombatant` on every client with the operation's options and the acting user's id
 * (https://foundryvtt.com/api/functions/hookEvents.createDocument.html,
 * https://foundryvtt.com/api/functions/hookEvents.deleteDocument.html); the card's own writes
 * carry the `byCard` option and are left alone. A Combat whose card is gone follows nothing, and is
 * the GM's to edit.
 */
import { BY_CARD_OPTIONS, cardOfTracker, madeByCard } from "./combat-tracker.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { runInGmQueue } from "./gm/authority.ts";
import { activeRuleset } from "./settings.ts";

const W = "DECKBOUND.TrackerRoster";

/** The Combat of this combatant, when it is still in the world (not ending) and follows a card still in the chat log. */
function followedCombat(combatant: Combatant.Implementation): Combat.Implementation | null {
  const combat = combatant.parent;
  const messageId = combat && game.combats.get(combat.id ?? "") ? cardOfTracker(combat) : null;
  return combat && messageId && game.messages.get(messageId) ? combat : null;
}

/** The user who changed the roster hears why it was put back; the active GM puts it back. */
function putBack(
  combatant: Combatant.Implementation,
  userId: string,
  message: string,
  undo: (combat: Combat.Implementation) => Promise<unknown>,
): void {
  const combat = followedCombat(combatant);
  if (!combat) return;
  if (userId === game.user.id) ui.notifications.warn(game.i18n.format(message, { name: combatant.name ?? "" }));
  const ruleset = activeRuleset();
  if (!ruleset || !isActiveGM()) return;
  void runInGmQueue(ruleset, async () => {
    // The Combat may have ended meanwhile (the card's end, or the tracker's End Combat).
    if (game.combats.get(combat.id ?? "")) await undo(combat);
    return { ok: true };
  });
}

/** Once, at init: the roster of a Combat following a card changes only with the card. */
export function registerTrackerRoster(): void {
  Hooks.on("createCombatant", (combatant, options, userId) => {
    if (madeByCard(options)) return;
    putBack(combatant, userId, `${W}.Added`, async (combat) => {
      if (combat.combatants.get(combatant.id ?? ""))
        await combat.deleteEmbeddedDocuments("Combatant", [combatant.id ?? ""], BY_CARD_OPTIONS as never);
    });
  });
  Hooks.on("deleteCombatant", (combatant, options, userId) => {
    if (madeByCard(options)) return;
    putBack(combatant, userId, `${W}.Removed`, async (combat) => {
      if (combat.combatants.get(combatant.id ?? "")) return;
      await combat.createEmbeddedDocuments("Combatant", [combatant.toObject()] as never, { ...BY_CARD_OPTIONS, keepId: true } as never);
    });
  });
}
