/**
 * A DOA combat card ⇄ its combatants' actors, kept in step by the active GM's client: conditions as
 * token statuses [DOA-16], Health and Armour [DOA-17].
 *
 * Card → actor: after each step of a combat card (the procedure's afterStep, in the GM queue), what
 * the step CHANGED is written to the actor — conditions with Actor#toggleStatusEffect, Health and
 * Armour with an update; the rest is left as it is, so a status set by hand on a token, or Health
 * the GM edited on the sheet, survives the card's next, unrelated step. What changed is the
 * difference between the card's state before and after the step.
 *
 * Actor → card (hooks that only read cards, and ask the GM queue; untrusted cards are ignored), Health and Armour: when the GM edits them on the sheet, each combat card still
 * running that holds the actor takes the new values (`setVitals`), so the next hit starts from
 * them; a knock-out or recovery follows. Likewise a Dealer's deck counters (a Fate token the GM
 * awarded, `setDeckCounters`), which the card can then spend. Nothing is asked when the card
 * already agrees.
 *
 * Actor → card, the rest of the sheet: attributes, skills, armour, weapons and powers changed mid-fight
 * (a shield picked up, a stat corrected) reach each running card holding the actor (`followSheet`,
 * read anew on the GM's client), so its attacks, AC and checks follow [DOA-07, DOA-15, DOA-18].
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
import type { CombatState, Vitals } from "../../../rules/doa/index.ts";
import { isActiveGM } from "../../../foundry/gm/active-gm.ts";
import { readChatCard } from "../../../foundry/chat/chat-cards.ts";
import { askGm, sendToGm } from "../../../foundry/gm/authority.ts";
import type { CombatCardState } from "../chat/combat-card.ts";
import { changedStatusChanges, conditionOfStatus, doaStatusEffects } from "./status-effects.ts";
import type { CombatantMarks } from "./status-effects.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR, DOA_MESSAGE, kindOfType } from "../ids.ts";
import { doaCharacterOf } from "../models/actors.ts";
import { ARMOR_POINTS_RANGE, HEALTH_RANGE, clamp } from "../models/bounds.ts";

/** A trusted combat card's fight; null for any other message, or a card that cannot be trusted. */
export function combatOf(message: ChatMessage.Implementation): CombatState | null {
  if (message.type !== DOA_MESSAGE.combat) return null;
  const card = readChatCard(message);
  return card?.trust === "trusted" ? ((card.state as CombatCardState).combat ?? null) : null;
}

/** The DOA statuses in CONFIG.statusEffects, once each: the ruleset's `setup` step, for the Token HUD and the mirror. */
export function registerDoaStatusEffects(): void {
  const known = new Set(CONFIG.statusEffects.map((status) => status.id));
  CONFIG.statusEffects.push(...(doaStatusEffects().filter((status) => !known.has(status.id)) as never[]));
}

/**
 * Card → actor, for a step just written: each combatant's Health, Armour and statuses that the step
 * changed. Before the fight (no combatants before) nothing is known to have changed: nothing is written.
 */
export async function writeActorsChangedBy(before: CombatState | null, after: CombatState): Promise<void> {
  for (const combatant of after.combatants) {
    const actor = game.actors.get(combatant.id);
    const was: (CombatantMarks & { readonly vitals: Vitals }) | undefined = before?.combatants.find(
      (candidate) => candidate.id === combatant.id,
    );
    if (!actor || !was) continue;
    if (was.vitals.hp !== combatant.vitals.hp || was.vitals.ap !== combatant.vitals.ap) await writeVitals(actor, combatant.vitals);
    const changes = changedStatusChanges(was, combatant, actor.statuses);
    for (const change of changes) await actor.toggleStatusEffect(change.id, { active: change.active });
  }
}

/** A DOA actor's stored Health and Armour, or null for another ruleset's actor. */
function storedVitals(actor: Actor.Implementation): { hp: number; ap: number } | null {
  const system = doaCharacterOf(actor)?.system;
  return system ? { hp: system.hp.value, ap: system.ap.value } : null;
}

/** The card's Health and Armour to the actor, within the model's bounds (a Knocked Out character hit again stays at the lowest Health kept). */
async function writeVitals(actor: Actor.Implementation, vitals: Vitals): Promise<void> {
  const stored = storedVitals(actor);
  const hp = clamp(vitals.hp, HEALTH_RANGE);
  const ap = clamp(vitals.ap, ARMOR_POINTS_RANGE);
  if (!stored || (stored.hp === hp && stored.ap === ap)) return;
  await actor.update({ system: { hp: { value: hp }, ap: { value: ap } } } as never);
}

/** Actor → card: Health or Armour edited outside the card; each running card holding the actor follows. */
function followVitals(actor: Actor.Implementation): void {
  // Every ruleset's hooks see every actor: only DOA characters' world actors are ours.
  if (!isActiveGM() || !kindOfType(actor.type) || !actor.id || game.actors.get(actor.id) !== actor) return;
  const stored = storedVitals(actor);
  if (!stored) return;
  for (const message of game.messages) {
    const combat = combatOf(message);
    const fighter = combat && combat.phase !== "ended" ? combat.combatants.find((combatant) => combatant.id === actor.id) : undefined;
    if (!fighter || !message.id || (fighter.vitals.hp === stored.hp && fighter.vitals.ap === stored.ap)) continue;
    void askGm({
      kind: "cardAction",
      messageId: message.id,
      action: "setVitals",
      data: { id: actor.id, hp: String(stored.hp), ap: String(stored.ap) },
    });
  }
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

/** Actor → card: a Dealer's deck counters edited outside the card (a Fate token awarded); each running card drawing from that deck follows. */
function followDeckCounters(actor: Actor.Implementation): void {
  if (!isActiveGM() || !actor.id || game.actors.get(actor.id) !== actor) return;
  const stored = systemOf(actor, DOA_ACTOR.dealer)?.deck;
  if (!stored) return;
  for (const message of game.messages) {
    const combat = combatOf(message);
    const deck = combat && combat.phase !== "ended" ? combat.decks[actor.id] : undefined;
    if (!deck || !message.id || (deck.fateTokens === stored.fateTokens && deck.exhaustions === stored.exhaustions)) continue;
    void askGm({
      kind: "cardAction",
      messageId: message.id,
      action: "setDeckCounters",
      data: { owner: actor.id, fateTokens: String(stored.fateTokens), exhaustions: String(stored.exhaustions) },
    });
  }
}

/**
 * Actor → card: the sheet's attributes, skills, armour, weapons or powers changed; each running card
 * holding the actor reads them anew on the GM's client (`followSheet`), and takes what differs.
 */
function followSheet(actor: Actor.Implementation | null | undefined): void {
  if (!isActiveGM() || !actor?.id || !kindOfType(actor.type) || game.actors.get(actor.id) !== actor) return;
  for (const message of game.messages) {
    const combat = combatOf(message);
    if (!message.id || !combat || combat.phase === "ended" || !combat.combatants.some((fighter) => fighter.id === actor.id)) continue;
    // Quietly: a sheet the card already agrees with (an item renamed) is refused, and no one need see it.
    void sendToGm({ kind: "cardAction", messageId: message.id, action: "followSheet", data: { actor: actor.id } });
  }
}

/** What a sheet edit touched beyond the card's own write-backs (Health, Armour Points, deck counters). */
const SYNCED_SYSTEM_KEYS = new Set(["hp", "ap", "deck"]);

/** Once, at setup in a DOA world (from registerDoaHooks): the actor → card direction. */
export function registerCombatSync(): void {
  Hooks.on("updateActor", (actor, changed) => {
    const system = (changed as { system?: { hp?: unknown; ap?: unknown; deck?: unknown } }).system;
    if (system?.hp !== undefined || system?.ap !== undefined) followVitals(actor);
    if (system?.deck !== undefined) followDeckCounters(actor);
    if (system && Object.keys(system).some((key) => !SYNCED_SYSTEM_KEYS.has(key))) followSheet(actor);
  });
  // Weapons, armour and powers are the actor's items.
  for (const hook of ["createItem", "updateItem", "deleteItem"] as const)
    Hooks.on(hook, (item: Item.Implementation) => followSheet(item.parent));
  Hooks.on("createActiveEffect", (effect) => followStatuses(effect, false));
  Hooks.on("deleteActiveEffect", (effect) => followStatuses(effect, true));
  Hooks.on("updateActiveEffect", (effect, changed) => {
    if ("disabled" in changed) followStatuses(effect, false);
  });
}
