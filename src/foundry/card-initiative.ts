/**
 * No ruleset rolls dice for initiative: a combat's order comes from its cards (dealt on the combat's
 * chat card and written to the tracker by combat-tracker.ts). So Foundry's dice-initiative controls
 * are taken off the Combat Tracker — the header's Roll All and Roll NPCs and each combatant's Roll
 * Initiative (v13's tracker marks them `data-action="rollAll"`, `"rollNPC"`, `"rollInitiative"`;
 * v13 systems remove them the same way, e.g. MetaMorphic-Digital/draw-steel#491) — and the Combat
 * class refuses `rollInitiative`, `rollAll` and `rollNPC` called from a macro, with a localised reason,
 * changing nothing. ⚠ The action names: docs/FOUNDRY-ASSUMPTIONS.md.
 */
import { activeRuleset } from "./settings.ts";

/** The tracker's controls that roll initiative. */
export const ROLL_CONTROLS = '[data-action="rollAll"], [data-action="rollNPC"], [data-action="rollInitiative"]';

function refuseRoll(): void {
  const ruleset = activeRuleset();
  if (!ruleset) ui.notifications.warn("DECKBOUND.CardInitiative.NoRollAnyRuleset", { localize: true });
  else ui.notifications.warn("DECKBOUND.CardInitiative.NoRoll", { format: { ruleset: game.i18n.localize(ruleset.label) } });
}

/** A Combat whose initiative comes from the cards only (CONFIG.Combat.documentClass). */
export class CardInitiativeCombat extends Combat {
  override async rollInitiative(): Promise<this> {
    refuseRoll();
    return this;
  }

  override async rollAll(): Promise<this> {
    refuseRoll();
    return this;
  }

  override async rollNPC(): Promise<this> {
    refuseRoll();
    return this;
  }
}

export function registerCardInitiative(): void {
  CONFIG.Combat.documentClass = CardInitiativeCombat as never;
  Hooks.on("renderCombatTracker", (_app, html) => {
    for (const control of (html as HTMLElement).querySelectorAll(ROLL_CONTROLS)) control.remove();
  });
}
