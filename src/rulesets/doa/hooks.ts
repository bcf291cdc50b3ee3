/**
 * DOA's Foundry hooks. A card's results reach the world through its procedure's afterStep (the GM
 * queue); the hooks here go the other way, reading cards only: Health, Armour and statuses edited
 * outside a combat card reach it (combat-sync.ts), and Foundry's Combat Tracker passes the turn on
 * it (tracker-sync.ts).
 */
import { registerCombatSync } from "./combat-sync.ts";
import { registerTrackerSync } from "./tracker-sync.ts";

/** Partials the DOA chat cards include. */
export const DOA_PARTIALS = ["systems/deckbound/templates/doa/chat/check-view.hbs", "systems/deckbound/templates/doa/chat/odds.hbs"];

/** Once, at init (the ruleset definition's `init`); resolves once the partials are loaded. */
export async function registerDoaHooks(): Promise<void> {
  registerCombatSync();
  registerTrackerSync();
  await foundry.applications.handlebars.loadTemplates(DOA_PARTIALS);
}
