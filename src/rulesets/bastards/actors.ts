/**
 * Actors as the pure rules' participants, and the rules' answers written back (GM's client).
 */
import { REFUSAL, extrasCombatant, fatedCombatant, followerCombatant, refuse } from "../../rules/bastards/index.ts";
import type { Character, Combatant, Refusal } from "../../rules/bastards/index.ts";
import { characterUpdate, toCharacter } from "./character-data.ts";
import type { ExtrasModel, FatedModel, FollowerModel } from "./models.ts";

export const FATED = "bastardsFated";
export const FOLLOWER = "bastardsFollower";
export const EXTRAS = "bastardsExtras";
/** Every actor type that sits at the table with its own hand. */
export const PARTICIPANT_TYPES = [FATED, FOLLOWER, EXTRAS] as const;

export function fatedCharacter(actor: Actor.Implementation | undefined): Character | null {
  return actor?.type === FATED ? toCharacter(actor.system as FatedModel) : null;
}

/** The combatant an actor is in an opposition, on `side`. */
export function combatantOf(actor: Actor.Implementation, side: string): Combatant | Refusal {
  const key = actor.id ?? "";
  switch (actor.type) {
    case FATED:
      return fatedCombatant(key, side, toCharacter(actor.system as FatedModel));
    case FOLLOWER: {
      const system = actor.system as FollowerModel;
      const follower = followerCombatant(key, side, system.powerRating);
      return "ok" in follower ? follower : { ...follower, powerLoss: system.powerLoss };
    }
    case EXTRAS: {
      const system = actor.system as ExtrasModel;
      return extrasCombatant(key, side, system.powerRating, system.members, system.weaponBonus);
    }
    default:
      return refuse(REFUSAL.UnknownCombatant);
  }
}

/** Write a Fated character's new state to its actor, if it changed. */
export async function saveCharacter(actor: Actor.Implementation, after: Character): Promise<void> {
  const before = fatedCharacter(actor);
  if (!before || JSON.stringify(before) === JSON.stringify(after)) return;
  await actor.update({ system: characterUpdate(before, after) } as Actor.UpdateData);
}

/** Write what an opposition changed (pools, wildcards, XP, members) back to the actors. */
export async function saveCombatants(combatants: readonly Combatant[]): Promise<void> {
  for (const combatant of combatants) {
    const actor = game.actors.get(combatant.key);
    if (!actor) continue;
    switch (combatant.kind) {
      case "fated":
        await saveCharacter(actor, combatant.character);
        break;
      case "follower":
        if ((actor.system as FollowerModel).powerLoss !== combatant.powerLoss) await actor.update({ system: { powerLoss: combatant.powerLoss } } as Actor.UpdateData);
        break;
      case "extras":
        if ((actor.system as ExtrasModel).members !== combatant.members) await actor.update({ system: { members: combatant.members } } as Actor.UpdateData);
        break;
    }
  }
}
