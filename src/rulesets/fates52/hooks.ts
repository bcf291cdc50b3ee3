/** 52 Fates' init-time registrations: Foundry's combat tracker asks the combat card to end its round (combat/tracker.ts). */
import { endRoundFromTracker } from "./combat/tracker.ts";

export function initFates52(): void {
  Hooks.on("updateCombat", (combat, changes) => void endRoundFromTracker(combat, changes as { round?: unknown }));
}
