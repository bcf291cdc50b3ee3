/**
 * Combat conditions ⇄ token statuses [DOA-16], kept in step by the active GM's client.
 *
 * Card → token: after a combat card's update, the conditions the update CHANGED are written to the
 * actor with Actor#toggleStatusEffect; the others are left as they are, so a status the GM set by
 * hand on a token survives the card's next, unrelated update. What changed is known from the
 * card's state just before the write: the active GM's client writes every card update (the GM
 * queue), and its preUpdateChatMessage hook notes the conditions then.
 *
 * Token → card: when Stunned, Entangled or Knocked Down goes on or off an actor by hand (Token HUD,
 * an owner or the GM), each running combat card (phase "turns") that holds the actor gets the same
 * `setCondition` action through the GM queue, so the card's rules follow (Entangled stops
 * movement, Knocked Down leaves one action). Nothing is asked when the card already agrees, and
 * the card's own mirror then finds the token agreeing: no loop, and an update that changes nothing
 * writes nothing.
 *
 * Left alone: Knocked Out follows Health on the card, so a hand-set Knocked Out status means
 * nothing to the card (it is only a marker on the token); Outnumbered, Blinded and Deafened are not
 * set from the card and not read back.
 *
 * Unlinked tokens (Bystanders usually are): the card writes to the world actor. A status set by
 * hand on an unlinked token lives on that token's own synthetic actor, not on the world actor, and
 * does not reach the card: one card combatant stands for the actor, not for one of its tokens.
 *
 * Known limit: a second hand toggle of the same status before the GM's queue has applied the first
 * can leave the token showing the card's state rather than the last click.
 */
import type { CombatState, Conditions } from "../../rules/doa/index.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import { readChatCard } from "../../foundry/chat/chat-cards.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import type { CombatCardState } from "./chat/combat-card.ts";
import { COMBAT_MESSAGE } from "./chat/combat-card.ts";
import { changedStatusChanges, conditionOfStatus, doaStatusEffects } from "./status-effects.ts";

/** Combat card id → each combatant's conditions just before the active GM's update of it. */
const conditionsBefore = new Map<string, ReadonlyMap<string, Conditions>>();

function combatOf(message: ChatMessage.Implementation): CombatState | null {
  if (message.type !== COMBAT_MESSAGE) return null;
  return (readChatCard(message)?.state as CombatCardState | null | undefined)?.combat ?? null;
}

function noteConditionsBefore(message: ChatMessage.Implementation): void {
  if (!isActiveGM() || message.type !== COMBAT_MESSAGE || !message.id) return;
  const combat = combatOf(message);
  conditionsBefore.set(message.id, new Map((combat?.combatants ?? []).map((combatant) => [combatant.id, combatant.conditions])));
}

/** The DOA statuses in CONFIG.statusEffects, once each: the ruleset's `setup` step, for the Token HUD and the mirror. */
export function registerDoaStatusEffects(): void {
  const known = new Set(CONFIG.statusEffects.map((status) => status.id));
  CONFIG.statusEffects.push(...(doaStatusEffects().filter((status) => !known.has(status.id)) as never[]));
}

/**
 * Card → token, for the update just made: call synchronously from the updateChatMessage hook (the
 * note taken before the write is used up here). Without a note (an update the active GM did not
 * write, or a new card) nothing is known to have changed, so nothing is written.
 */
export function statusWritesFor(message: ChatMessage.Implementation, combat: CombatState): () => Promise<void> {
  const before = message.id ? conditionsBefore.get(message.id) : undefined;
  if (message.id) conditionsBefore.delete(message.id);
  return async () => {
    if (!before) return;
    for (const combatant of combat.combatants) {
      const actor = game.actors.get(combatant.id);
      if (!actor) continue;
      const changes = changedStatusChanges(before.get(combatant.id) ?? {}, combatant.conditions, actor.statuses);
      for (const change of changes) await actor.toggleStatusEffect(change.id, { active: change.active });
    }
  };
}

/**
 * Whether the actor has the status, from its effects rather than Actor#statuses, which Foundry may
 * not have refreshed yet when an effect hook runs; a deleted effect no longer counts.
 */
function hasStatus(actor: Actor.Implementation, status: string, deleted: ActiveEffect.Implementation | null): boolean {
  return actor.effects.contents.some((effect) => effect !== deleted && effect.active && effect.statuses.has(status));
}

/** Token → card: the running combat cards holding this actor get its status as their condition. */
function followStatuses(effect: ActiveEffect.Implementation, deleted: boolean): void {
  if (!isActiveGM()) return;
  const actor = effect.parent;
  // The world actor's own effects only: an unlinked token's synthetic actor is another object.
  if (!actor?.id || !(actor instanceof Actor) || game.actors.get(actor.id) !== actor) return;
  for (const status of effect.statuses) {
    const condition = conditionOfStatus(status);
    if (!condition) continue;
    const on = hasStatus(actor, status, deleted ? effect : null);
    for (const message of game.messages) {
      const combat = combatOf(message);
      const fighter = combat?.phase === "turns" ? combat.combatants.find((combatant) => combatant.id === actor.id) : undefined;
      if (!fighter || !message.id || (fighter.conditions[condition] === true) === on) continue;
      void askGm({ kind: "cardAction", messageId: message.id, action: "setCondition", data: { id: actor.id, condition, on: String(on) } });
    }
  }
}

/** Once, at init (from registerDoaHooks). */
export function registerStatusSync(): void {
  Hooks.on("preUpdateChatMessage", (message) => noteConditionsBefore(message));
  Hooks.on("createActiveEffect", (effect) => followStatuses(effect, false));
  Hooks.on("deleteActiveEffect", (effect) => followStatuses(effect, true));
  Hooks.on("updateActiveEffect", (effect, changed) => {
    if ("disabled" in changed) followStatuses(effect, false);
  });
}
