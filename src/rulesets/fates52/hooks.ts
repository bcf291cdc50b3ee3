/**
 * 52 Fates' init-time registrations: Foundry's combat tracker asks the combat card to end its round
 * (combat/tracker.ts); a character's HP edited on its sheet reaches its running fight (chat/combat-hp.ts).
 */
import { endRoundFromTracker } from "./combat/tracker.ts";
import { registerSheetHp } from "./chat/combat-hp.ts";

export function initFates52(): void {
  Hooks.on("updateCombat", (combat, changes) => void endRoundFromTracker(combat, changes as { round?: unknown }));
  registerSheetHp();
}
