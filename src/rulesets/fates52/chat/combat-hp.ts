/**
 * The combat card's HP, carried to the characters: HP is the maximum hand size [F52-14], so the
 * sheet's HP (and the next refill) must follow the fight. The combat procedure's afterStep writes,
 * after each step of the card, the HP that step changed. A monster's sheet is its template
 * [F52-22]: its combat HP stays on the card, so the next combat starts from the sheet again.
 */
import type { CombatState } from "../../../rules/fates52/index.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { CHARACTER_TYPE } from "../ids.ts";

/** Each player character whose HP the step changed (or all of them, when the fight just began). */
function changedHp(before: CombatState | null, after: CombatState): { readonly key: string; readonly hp: number }[] {
  const was = new Map((before?.participants ?? []).map((participant) => [participant.key, participant.hp]));
  return after.participants
    .filter((participant) => participant.side === "players" && was.get(participant.key) !== participant.hp)
    .map(({ key, hp }) => ({ key, hp }));
}

export async function writeCombatHp(before: CombatState | null, after: CombatState | null): Promise<void> {
  if (!after) return;
  for (const { key, hp } of changedHp(before, after)) {
    // A player character's participant key is its actor's id.
    const actor = game.actors.get(key);
    const system = systemOf(actor, CHARACTER_TYPE);
    if (actor && system && system.hp !== hp) await actor.update({ "system.hp": hp } as Actor.UpdateData);
  }
}
