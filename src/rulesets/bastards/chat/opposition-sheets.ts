/**
 * A Fated character's sheet edited while an opposition runs — the GM restoring a pool, awarding XP,
 * the owner marking a wildcard — reaches each running opposition card it fights in, on the active
 * GM's client: the card takes the character as the sheet has it (`followSheet`, through the GM
 * queue), so its rules go on from there. Before, the card went on with its own copy. While the card
 * waits on the table (an opposed draw's reveal, a question), it is not asked: the step that ends the
 * wait asks it then (the card's afterStep). Its steps write back only what they change
 * (saveCombatants), and a card that agrees with the sheet is asked nothing: the card's own writes
 * come back agreeing, with no loop.
 */
import { trustedCardsOf } from "../../../foundry/chat/chat-cards.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { OPPOSITION_MESSAGE } from "../ids.ts";
// The small state module only: this file loads at start-up, the opposition's rules with its card.
import { awaitsTable } from "../../../rules/bastards/procedures/opposition-state.ts";
import type { OppositionState } from "../../../rules/bastards/procedures/opposition-state.ts";
import { fatedCharacter } from "../models/actor-data.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";

/** Ask the card to take each Fated combatant's sheet that differs from its copy, unless the card waits on the table. */
export function askToFollowSheets(messageId: string, running: OppositionState, only?: string): void {
  if (running.phase === "ended" || awaitsTable(running)) return;
  for (const combatant of running.combatants) {
    if (combatant.kind !== "fated" || (only !== undefined && combatant.key !== only)) continue;
    const sheet = fatedCharacter(game.actors.get(combatant.key));
    if (sheet && JSON.stringify(combatant.character) !== JSON.stringify(sheet))
      void askGm({ kind: "cardAction", messageId, action: "followSheet", data: { actor: combatant.key } });
  }
}

async function followSheet(actor: Actor.Implementation): Promise<void> {
  if (!isActiveGM() || !fatedCharacter(actor) || !actor.id || game.actors.get(actor.id) !== actor) return;
  for (const { messageId, state } of await trustedCardsOf<OppositionCardState>(OPPOSITION_MESSAGE))
    if (state.opposition) askToFollowSheets(messageId, state.opposition, actor.id);
}

/** Once, at setup in a Bastards world: the sheet → card direction. */
export function registerOppositionSheets(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if ((changed as { system?: unknown }).system !== undefined) void followSheet(actor);
  });
}
