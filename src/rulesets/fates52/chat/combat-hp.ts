/**
 * The combat card's HP, carried to the actors: HP is the maximum hand size [F52-14], so
 * the sheet's HP (and the next refill) must follow the fight. The combat procedure's afterStep
 * writes, after each step of the card, the HP that step changed.
 */
import type { CombatState } from "../../../rules/fates52/index.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { CHARACTER_TYPE, MONSTER_TYPE } from "../ids.ts";

/** Each participant whose HP the step changed (or all of them, when the fight just began). */
function changedHp(before: CombatState | null, after: CombatState): { readonly key: string; readonly hp: number }[] {
  const was = new Map((before?.participants ?? []).map((participant) => [participant.key, participant.hp]));
  return after.participants.filter((participant) => was.get(participant.key) !== participant.hp).map(({ key, hp }) => ({ key, hp }));
}

export async function writeCombatHp(before: CombatState | null, after: CombatState | null): Promise<void> {
  if (!after) return;
  for (const { key, hp } of changedHp(before, after)) {
    // A participant key is the actor's id; a monster's second copy (`<actorId>-2`) has no actor of its own.
    const actor = game.actors.get(key);
    const system = systemOf(actor, CHARACTER_TYPE) ?? systemOf(actor, MONSTER_TYPE);
    if (actor && system && system.hp !== hp) await actor.update({ "system.hp": hp } as Actor.UpdateData);
  }
}
