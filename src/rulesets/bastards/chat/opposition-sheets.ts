/**
 * A Fated character's sheet edited while an opposition runs — the GM restoring a pool, awarding XP,
 * the owner marking a wildcard — reaches each running opposition card it fights in, on the active
 * GM's client: the card takes the character as the sheet has it (`followSheet`, through the GM
 * queue), so its rules go on from there. Before, the card went on with its own copy. Its steps write
 * back only what they change (saveCombatants), and a card that agrees with the sheet is asked
 * nothing: the card's own writes come back agreeing, with no loop.
 */
import { readLoadedCard } from "../../../foundry/chat/chat-cards.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { OPPOSITION_MESSAGE } from "../ids.ts";
import { fatedCharacter } from "../models/actor-data.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";

async function followSheet(actor: Actor.Implementation): Promise<void> {
  const sheet = fatedCharacter(actor);
  if (!isActiveGM() || !sheet || !actor.id || game.actors.get(actor.id) !== actor) return;
  for (const message of game.messages.contents) {
    if (message.type !== OPPOSITION_MESSAGE || !message.id) continue;
    const card = await readLoadedCard(message);
    const running = card?.trust === "trusted" ? (card.state as OppositionCardState).opposition : null;
    if (!running || running.phase === "ended") continue;
    const fighting = running.combatants.find((combatant) => combatant.key === actor.id);
    if (fighting?.kind !== "fated" || JSON.stringify(fighting.character) === JSON.stringify(sheet)) continue;
    await askGm({ kind: "cardAction", messageId: message.id, action: "followSheet", data: { actor: actor.id } });
  }
}

/** Once, at setup in a Bastards world: the sheet → card direction. */
export function registerOppositionSheets(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if ((changed as { system?: unknown }).system !== undefined) void followSheet(actor);
  });
}
