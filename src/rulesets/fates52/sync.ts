/**
 * Damage and healing in a combat card land on the actors: HP is the maximum hand size [F52-14],
 * so the sheet's HP (and the next refill) must follow the fight. The active GM's client writes
 * them after each update of a combat card.
 */
import { COMBAT_MESSAGE, parseCombatState } from "./combat-card.ts";
import { CHARACTER_TYPE, MONSTER_TYPE } from "./gather.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";

export async function syncCombatHp(message: ChatMessage.Implementation): Promise<void> {
  if (message.type !== COMBAT_MESSAGE || !isActiveGM()) return;
  const state = parseCombatState((message.system as { state?: unknown }).state);
  for (const participant of state?.combat?.participants ?? []) {
    const actor = game.actors.get(participant.key);
    if (!actor || (actor.type !== CHARACTER_TYPE && actor.type !== MONSTER_TYPE)) continue;
    const hp = (actor.system as { hp?: unknown }).hp;
    if (hp !== participant.hp) await actor.update({ "system.hp": participant.hp } as Actor.UpdateData);
  }
}

export function registerCombatSync(): void {
  Hooks.on("updateChatMessage", (message) => void syncCombatHp(message));
}
