/**
 * Actors as the pure rules' participants, and the rules' answers written back (GM's client).
 */
import { extrasCombatant, fatedCombatant, followerCombatant } from "../../../rules/bastards/combatants.ts";
import { REFUSAL } from "../../../rules/bastards/refusals.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Character, Combatant, IndirectlyInvolved, Refusal } from "../../../rules/bastards/index.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { EXTRAS, FATED, FOLLOWER, PARTICIPANT_TYPES, WEAPON_ITEM } from "../ids.ts";
import { characterUpdate, stepUpdate, toCharacter } from "./character-data.ts";

/** Every character at the table (Fated, Followers, Extras): whose stacks a new scene gathers [GOB-09]. */
export function tableKeys(): string[] {
  return game.actors.contents
    .filter((actor) => (PARTICIPANT_TYPES as readonly string[]).includes(actor.type))
    .map((actor) => actor.id ?? "");
}

export function fatedCharacter(actor: Actor.Implementation | undefined): Character | null {
  const system = systemOf(actor, FATED);
  return system ? toCharacter(system) : null;
}

/** The combatant an actor is in an opposition, on `side`. */
export function combatantOf(actor: Actor.Implementation, side: string): Combatant | Refusal {
  const key = actor.id ?? "";
  const character = fatedCharacter(actor);
  if (character) return fatedCombatant(key, side, character);
  const follower = systemOf(actor, FOLLOWER);
  if (follower) {
    // Its one weapon [GOB-25]: the sheet never holds a second (hooks.ts); its advantages, never more than its Power Rating.
    const weapon = actor.items.find((item) => item.type === WEAPON_ITEM);
    const combatant = followerCombatant(
      key,
      side,
      follower.powerRating,
      weapon ? (weapon.system as unknown as { skill: string }).skill : null,
      follower.advantages,
    );
    return "ok" in combatant ? combatant : { ...combatant, powerLoss: follower.powerLoss };
  }
  const extras = systemOf(actor, EXTRAS);
  if (extras) return extrasCombatant(key, side, extras.powerRating, extras.members, extras.weaponBonus);
  return refuse(REFUSAL.UnknownCombatant);
}

/**
 * Is an attack with `skill` a melee one, as the actor's weapon for that combat skill says (a bow,
 * a pistol: not melee) [GOB-24, GOB-28]? undefined where the actor holds no such weapon (the rules'
 * default: a physical attack is melee). Read on the GM's client, never taken from a client.
 */
export function weaponIsMelee(actorId: string, skill: string): boolean | undefined {
  const weapons = game.actors.get(actorId)?.items.filter((item) => item.type === WEAPON_ITEM) ?? [];
  const weapon = weapons.find((item) => (item.system as unknown as { skill: string }).skill === skill);
  return weapon ? (weapon.system as unknown as { melee: boolean }).melee : undefined;
}

/** Write a Fated character's new state to its actor, if it changed. */
export async function saveCharacter(actor: Actor.Implementation, after: Character): Promise<void> {
  const before = fatedCharacter(actor);
  if (!before || JSON.stringify(before) === JSON.stringify(after)) return;
  await actor.update({ system: characterUpdate(before, after) } as Actor.UpdateData);
}

/**
 * Write what an opposition's step changed (pools, wildcards, XP, members), combatant by combatant
 * from `before` to `after`, to the actors as they are now (stepUpdate): an edit made on a sheet while
 * the opposition ran stays [T-GOB-02]. Before, the card's whole copy was written back, and the next
 * step that changed anything undid the GM's XP award or a pool restored on the sheet. A combatant
 * the step brought in (a joiner) has its sheet as its `before`.
 */
export async function saveCombatants(before: readonly Combatant[], after: readonly Combatant[]): Promise<void> {
  for (const combatant of after) {
    const actor = game.actors.get(combatant.key);
    const was = before.find((candidate) => candidate.key === combatant.key);
    if (!actor || JSON.stringify(was) === JSON.stringify(combatant)) continue;
    switch (combatant.kind) {
      case "fated": {
        const sheet = fatedCharacter(actor);
        // A card that took the sheet as it is (followSheet) has nothing to write back.
        if (!sheet || JSON.stringify(sheet) === JSON.stringify(combatant.character)) break;
        const update = stepUpdate(sheet, was?.kind === "fated" ? was.character : sheet, combatant.character);
        if (update) await actor.update({ system: update } as Actor.UpdateData);
        break;
      }
      // As for a Fated character: a card that took the sheet's value (followSheet) has nothing to write back.
      case "follower": {
        const sheet = systemOf(actor, FOLLOWER)?.powerLoss;
        const from = was?.kind === "follower" ? was.powerLoss : sheet;
        if (sheet !== undefined && from !== undefined && combatant.powerLoss !== from && combatant.powerLoss !== sheet)
          await actor.update({ system: { powerLoss: Math.max(0, sheet + combatant.powerLoss - from) } } as Actor.UpdateData);
        break;
      }
      case "extras": {
        const sheet = systemOf(actor, EXTRAS)?.members;
        const from = was?.kind === "extras" ? was.members : sheet;
        if (sheet !== undefined && from !== undefined && combatant.members !== from && combatant.members !== sheet)
          await actor.update({ system: { members: Math.max(0, sheet + combatant.members - from) } } as Actor.UpdateData);
        break;
      }
    }
  }
}

/**
 * Write what those involved from outside paid and gained since `before` to their actors [GOB-22,
 * GOB-28]: their sheets are the truth (the GM may have changed them meanwhile), so the difference is
 * added to the wildcards they hold now.
 */
export async function saveInvolved(before: readonly IndirectlyInvolved[], after: readonly IndirectlyInvolved[]): Promise<void> {
  for (const entry of after) {
    const was = before.find((held) => held.key === entry.key);
    const delta = entry.gained - (was?.gained ?? 0) - (entry.paid - (was?.paid ?? 0));
    const actor = game.actors.get(entry.key);
    const now = fatedCharacter(actor);
    if (actor && now && delta !== 0) await saveCharacter(actor, { ...now, wildcards: Math.max(0, now.wildcards + delta) });
  }
}
