/**
 * DOA's Foundry hooks. A card's results reach the world through its procedure's afterStep (the GM
 * queue); the hooks here go the other way, reading cards only: Health, Armour and statuses edited
 * outside a combat card reach it (combat/combat-sync.ts), and Foundry's Combat Tracker passes the turn on
 * it (combat/tracker.ts). A new character starts unhurt, and an unhurt one follows its maximum
 * Health (models/unhurt.ts); a character is prepared again when the rulings or a Companion's Dealer
 * change (models/prepare-again.ts);
 * a Vulnerability added after Character Creation yields no experience (models/creation-vulnerabilities.ts).
 */
import { registerCombatSync } from "./combat/combat-sync.ts";
import { registerTrackerSync } from "./combat/tracker.ts";
import { templatePath } from "../../foundry/sheets/templates.ts";
import { DOA_ID } from "./ids.ts";
import { registerUnhurtHealth } from "./models/unhurt.ts";
import { registerCreationVulnerabilities } from "./models/creation-vulnerabilities.ts";
import { registerPrepareAgain } from "./models/prepare-again.ts";

/**
 * Partials the DOA chat cards include, preloaded at setup in every world (the definition's
 * `partials`): a DOA card shown in a world that plays another ruleset now (its chat log kept) still finds them.
 */
export const DOA_PARTIALS = [templatePath(DOA_ID, "chat/check-view.hbs"), templatePath(DOA_ID, "chat/odds.hbs")];

/** Once, at setup in a DOA world (the ruleset definition's `setup`). */
export function registerDoaHooks(): void {
  registerCombatSync();
  registerTrackerSync();
  registerUnhurtHealth();
  registerCreationVulnerabilities();
  registerPrepareAgain();
}
