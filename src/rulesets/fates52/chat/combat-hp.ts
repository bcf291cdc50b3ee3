/**
 * The combat card's HP and the characters' sheets, kept in step by the active GM's client: HP is the
 * maximum hand size [F52-14], so the sheet's HP (and the next refill) must follow the fight, and the
 * fight the sheet.
 *
 * Card → sheet: the combat procedure's afterStep writes, after each step of the card, the HP that
 * step changed. A monster's sheet is its template [F52-22]: its combat HP stays on the card, so the
 * next combat starts from the sheet again.
 *
 * Sheet → card: a player character's HP edited on its sheet mid-fight (by its owner or the GM)
 * reaches each running combat card holding it as the `setHp` action, through the GM queue: lost HP
 * as damage (the excess owed, dying at 0), regained HP as healing. Before, the card went on with its
 * own HP and its next hit wrote that back over the edit. Nothing is asked when the card agrees (its
 * own writes come back agreeing: no loop).
 */
import type { CombatState } from "../../../rules/fates52/index.ts";
import { trustedCardsOf } from "../../../foundry/chat/chat-cards.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { CHARACTER_TYPE, COMBAT_MESSAGE } from "../ids.ts";
import type { CombatCardState } from "./combat-card.ts";

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

/** Sheet → card: each running fight holding this player character takes the HP its sheet now has. */
async function followSheetHp(actor: Actor.Implementation): Promise<void> {
  const system = systemOf(actor, CHARACTER_TYPE);
  if (!isActiveGM() || !system || !actor.id || game.actors.get(actor.id) !== actor) return;
  for (const { messageId, state } of await trustedCardsOf<CombatCardState>(COMBAT_MESSAGE)) {
    const fight = state.combat?.phase === "over" ? null : state.combat;
    const fighter = fight?.participants.find((participant) => participant.key === actor.id && participant.side === "players");
    if (fighter && fighter.hp !== system.hp)
      await askGm({ kind: "cardAction", messageId, action: "setHp", data: { target: actor.id, hp: String(system.hp) } });
  }
}

/** Once, at init in a 52 Fates world: the sheet → card direction. */
export function registerSheetHp(): void {
  Hooks.on("updateActor", (actor, changed) => {
    if ((changed as { system?: { hp?: unknown } }).system?.hp !== undefined) void followSheetHp(actor);
  });
}
