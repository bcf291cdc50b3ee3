/**
 * What the GM's client adds to a player's request before a 52 Fates card starts (the ChatProcedure
 * `gather` hook): the actor's own numbers and the table's face-up cards, which the requesting
 * client must not be trusted to report.
 */
import { codesOf } from "./cards.ts";
import { checkChoice } from "./chat/check-card.ts";
import { faceUpCards } from "./table-view.ts";
import { monsterAttacks } from "./models.ts";
import type { Fates52CharacterModel, Fates52MonsterModel } from "./models.ts";
import type { CombatSetup, MonsterSetup, PlayerSetup } from "../../rules/fates52/index.ts";
import { DEFAULT_COMBAT_RULINGS, DISCARD } from "../../rules/fates52/index.ts";
import { activeRuleset, ruling } from "../../foundry/settings.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { RULESET_ID } from "./table-view.ts";

export const CHARACTER_TYPE = "fates52Character";
export const MONSTER_TYPE = "fates52Monster";

function characterOf(actorId: unknown): (Actor.Implementation & { system: Fates52CharacterModel }) | null {
  const actor = typeof actorId === "string" ? game.actors.get(actorId) : undefined;
  return actor?.type === CHARACTER_TYPE ? (actor as Actor.Implementation & { system: Fates52CharacterModel }) : null;
}

function monsterOf(actorId: unknown): (Actor.Implementation & { system: Fates52MonsterModel }) | null {
  const actor = typeof actorId === "string" ? game.actors.get(actorId) : undefined;
  return actor?.type === MONSTER_TYPE ? (actor as unknown as Actor.Implementation & { system: Fates52MonsterModel }) : null;
}

export function gatherCheck(actorId: string, options: unknown): unknown {
  const actor = characterOf(actorId);
  const choice = checkChoice(options);
  if (!actor || !choice) return null;
  return { ...choice, level: actor.system.level, backgroundSkills: [...actor.system.backgroundSkills], faceUp: codesOf(faceUpCards()) };
}

/** `options`: `{ players: actorId[], monsters: actorId[] }`; each monster actor may appear more than once (a pack of wolves). */
export function gatherCombat(_actorId: string, options: unknown): unknown {
  const raw = (typeof options === "object" && options !== null ? options : {}) as { players?: unknown; monsters?: unknown };
  const ids = (list: unknown): unknown[] => (Array.isArray(list) ? list.slice(0, 50) : []);
  const players: PlayerSetup[] = ids(raw.players).flatMap((id) => {
    const actor = characterOf(id);
    if (!actor?.id) return [];
    const system = actor.system;
    return [{ key: actor.id, name: actor.name ?? "", characterClass: system.characterClass === "wizard" ? "wizard" : "warrior", level: system.level, hp: system.hp, backgroundSkills: [...system.backgroundSkills] }];
  });
  const seen = new Map<string, number>();
  const monsters: MonsterSetup[] = ids(raw.monsters).flatMap((id) => {
    const actor = monsterOf(id);
    if (!actor?.id) return [];
    const copy = (seen.get(actor.id) ?? 0) + 1;
    seen.set(actor.id, copy);
    const system = actor.system;
    return [{
      key: copy === 1 ? actor.id : `${actor.id}-${copy}`,
      name: copy === 1 ? (actor.name ?? "") : `${actor.name ?? ""} ${copy}`,
      group: system.group,
      hp: system.hp,
      movement: system.movement,
      cardsPerPlay: system.cardsPerPlay,
      attacks: monsterAttacks(system.attacks),
    }];
  });
  const discard = findStack(RULESET_ID, { stack: DISCARD });
  const ruleset = activeRuleset();
  const rulings = ruleset?.id === RULESET_ID
    ? { opposedSpells: ruling<boolean>(ruleset, "opposedSpells") ? DEFAULT_COMBAT_RULINGS.opposedSpells : [], maneuversDealDamage: ruling<boolean>(ruleset, "maneuversDealDamage") }
    : DEFAULT_COMBAT_RULINGS;
  const setup: CombatSetup = { players, monsters, rulings };
  return { setup, discard: discard ? codesOf(cardsLyingIn(discard).map(({ card }) => card)) : [] };
}
