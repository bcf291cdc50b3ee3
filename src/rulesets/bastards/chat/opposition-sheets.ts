/**
 * A combatant's sheet edited while an opposition runs — the GM restoring a pool, awarding XP, the
 * owner marking a wildcard, a Follower healed, a group of Extras reinforced — reaches each running
 * opposition card it fights in, on the active GM's client: the card takes the combatant as the sheet
 * has it (`followSheet`, through the GM queue), so its rules go on from there. Before, the card went
 * on with its own copy. While the card waits on the table (an opposed draw's reveal, a question), it
 * is not asked: the step that ends the wait asks it then (the card's afterStep). Its steps write back only what they change
 * (saveCombatants), and a card that agrees with the sheet is asked nothing: the card's own writes
 * come back agreeing, with no loop.
 */
import { trustedCardsOf } from "../../../foundry/chat/chat-cards.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { OPPOSITION_MESSAGE, PARTICIPANT_TYPES } from "../ids.ts";
// The small state module only: this file loads at start-up, the opposition's rules with its card.
import { awaitsTable } from "../../../rules/bastards/procedures/opposition-state.ts";
import type { OppositionState } from "../../../rules/bastards/procedures/opposition-state.ts";
import { combatantOf } from "../models/actor-data.ts";
import { sheetHeld } from "../../../rules/bastards/combatants.ts";
import type { Combatant } from "../../../rules/bastards/combatants.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";

/** A combatant of the card as its actor's sheet has it now, or null (no such combatant, no such actor). */
export function sheetCombatant(running: OppositionState, key: string): Combatant | null {
  const held = running.combatants.find((combatant) => combatant.key === key);
  const actor = game.actors.get(key);
  const sheet = held && actor ? combatantOf(actor, held.side) : null;
  return sheet && !("ok" in sheet) && sheet.kind === held?.kind ? sheet : null;
}

/** Ask the card to take each combatant's sheet that differs from its copy, unless the card waits on the table. */
export function askToFollowSheets(messageId: string, running: OppositionState, only?: string): void {
  if (running.phase === "ended" || awaitsTable(running)) return;
  for (const combatant of running.combatants) {
    if (only !== undefined && combatant.key !== only) continue;
    const sheet = sheetCombatant(running, combatant.key);
    if (sheet && JSON.stringify(sheetHeld(combatant)) !== JSON.stringify(sheetHeld(sheet)))
      void askGm({ kind: "cardAction", messageId, action: "followSheet", data: { actor: combatant.key } });
  }
}

async function followSheet(actor: Actor.Implementation): Promise<void> {
  if (!isActiveGM() || !(PARTICIPANT_TYPES as readonly string[]).includes(actor.type) || !actor.id || game.actors.get(actor.id) !== actor)
    return;
  for (const { messageId, state } of await trustedCardsOf<OppositionCardState>(OPPOSITION_MESSAGE))
    if (state.opposition) askToFollowSheets(messageId, state.opposition, actor.id);
}

/** Once, at setup in a Bastards world: the sheet → card direction. */
export function registerOppositionSheets(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if ((changed as { system?: unknown }).system !== undefined) void followSheet(actor);
  });
}
