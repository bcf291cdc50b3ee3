/**
 * The ruleset's client hooks, registered once at init: a catalogue item dropped on a Fated sheet is
 * bought, on a Follower's an advantage is given (never more than its Power Rating, nor a second
 * weapon), Foundry's combat tracker passes the turn on the opposition card, and a Fated sheet edited
 * mid-opposition reaches the card.
 */
import { followerWeaponRefusal } from "../../rules/bastards/combatants.ts";
import { REFUSAL } from "../../rules/bastards/refusals.ts";
import { ADVANTAGE_ITEM, DISADVANTAGE_ITEM, EXTRAS, FATED, FOLLOWER, SPECIALTY_ITEM, WEAPON_ITEM } from "./ids.ts";
import { registerTrackerTurns } from "./combat/tracker.ts";
import { registerOppositionSheets } from "./chat/opposition-sheets.ts";
import { buySpecialty, spend } from "./sheets/actor-sheets.ts";
import { dropPurchase } from "./sheets/sheet-context.ts";
import { giveAdvantage } from "./sheets/follower-advantages.ts";

const CATALOGUE_ITEMS: ReadonlySet<string> = new Set([ADVANTAGE_ITEM, DISADVANTAGE_ITEM, SPECIALTY_ITEM]);

/** Buy a dropped catalogue item through the build reducer. */
export async function buyDroppedItem(actor: Actor.Implementation, uuid: string): Promise<boolean> {
  const item = await fromUuid(uuid as `Item.${string}`);
  if (!(item instanceof Item)) return false;
  const action = dropPurchase({ type: item.type, name: item.name ?? "", system: item.toObject().system });
  // A specialty's two skills are the character's own: chosen in a dialog, the item's as the default [GOB-06].
  if (action?.type === "buySpecialty")
    return buySpecialty(actor, { name: action.specialty.name, first: action.specialty.skills[0], second: action.specialty.skills[1] });
  return action ? spend(actor, action) : false;
}

/**
 * A catalogue item (advantage, disadvantage, specialty) dropped on a Fated sheet is bought with XP
 * instead of being embedded; the character's record is the one truth.
 */
function registerItemDrops(): void {
  Hooks.on("dropActorSheetData", (actor, _sheet, data) => {
    const { type, uuid } = data as { type?: unknown; uuid?: unknown };
    if (type !== "Item" || typeof uuid !== "string") return;
    const entry = fromUuidSync(uuid as `Item.${string}`) as { type?: string } | null;
    if (!entry?.type || !CATALOGUE_ITEMS.has(entry.type)) return;
    if (actor.type === FATED) void buyDroppedItem(actor, uuid);
    else if (actor.type === FOLLOWER) void giveDroppedItem(actor, uuid);
    else if (actor.type === EXTRAS) ui.notifications.warn(REFUSAL.ExtrasItems, { localize: true });
    else return;
    return false;
  });
}

/**
 * A catalogue advantage dropped on a Follower is one of its advantages, given as from its sheet
 * (refused with the reason beyond its Power Rating); a disadvantage or specialty is refused: a
 * Follower has neither [GOB-25].
 */
export async function giveDroppedItem(actor: Actor.Implementation, uuid: string): Promise<boolean> {
  const item = await fromUuid(uuid as `Item.${string}`);
  if (!(item instanceof Item)) return false;
  const action = dropPurchase({ type: item.type, name: item.name ?? "", system: item.toObject().system });
  if (action?.type !== "buyAdvantage") {
    ui.notifications.warn(REFUSAL.FollowerItems, { localize: true });
    return false;
  }
  return giveAdvantage(actor, action.id, action.parameter);
}

/**
 * A Follower comes "with one weapon" [GOB-22, GOB-25]: a second, created on its sheet or dropped on
 * it, is refused with the reason and not made (the dropped item stays where it was). A preCreate hook
 * fires on the client that asks for the creation, and returning false prevents it
 * (https://foundryvtt.com/api/functions/hookEvents.preCreateDocument.html).
 */
function registerFollowerWeapons(): void {
  Hooks.on("preCreateItem", (item) => {
    const owner = item.parent as Actor.Implementation | null;
    if (item.type !== WEAPON_ITEM || owner?.type !== FOLLOWER) return;
    const refusal = followerWeaponRefusal(owner.items.filter((held) => held.type === WEAPON_ITEM).length);
    if (!refusal) return;
    ui.notifications.warn(refusal.reason, { localize: true });
    return false;
  });
}

export function registerHooks(): void {
  registerItemDrops();
  registerFollowerWeapons();
  registerTrackerTurns();
  registerOppositionSheets();
}
