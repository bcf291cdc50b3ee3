/**
 * What the GM's client adds to a request before a 52 Fates card starts (the ChatProcedure `gather`
 * hook): the actors' own numbers and the table's face-up cards, which the requesting client must not
 * be trusted to report. A character's HP is never read above its level's maximum [F52-14].
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import { DISCARD, PLAY, maxHitPoints } from "../../../rules/fates52/index.ts";
import type { CombatSetup, Joiner, MonsterSetup, PlayerSetup } from "../../../rules/fates52/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { CHARACTER_TYPE, FATES52, MONSTER_TYPE } from "../ids.ts";
import { monsterAttacks } from "../models/monster.ts";
import { activeCombatRulings } from "../rulings.ts";
import { codesOf } from "./cards.ts";
import { checkChoice } from "./check-card.ts";

/** The most actors one combat gathers. */
const MAX_FIGHTERS = 50;

function actorOf(actorId: unknown): Actor.Implementation | undefined {
  return typeof actorId === "string" ? game.actors.get(actorId) : undefined;
}

function cardsOf(stack: string): SuitedCard[] {
  const document = findStack(FATES52, { stack });
  return document ? cardsLyingIn(document).flatMap(({ card }) => (card.kind === "suited" ? [card] : [])) : [];
}

/** Every card face up on the table: odds are computed over the rest, as any player at the table sees it [CORE-05]. */
export function faceUpCards(): SuitedCard[] {
  return [DISCARD, PLAY].flatMap(cardsOf);
}

export function gatherCheck(actorId: string, options: unknown): unknown {
  const system = systemOf(actorOf(actorId), CHARACTER_TYPE);
  const choice = checkChoice(options);
  if (!system || !choice) return null;
  return { ...choice, level: system.level, backgroundSkills: [...system.backgroundSkills], faceUp: codesOf(faceUpCards()) };
}

/** A character actor as a combat's setup lists it (its HP never above its level's maximum [F52-14]); null for any other actor. */
function playerSetupOf(actor: Actor.Implementation | undefined): PlayerSetup | null {
  const system = systemOf(actor, CHARACTER_TYPE);
  if (!actor?.id || !system) return null;
  const characterClass = system.characterClass === "wizard" ? "wizard" : "warrior";
  const hp = Math.min(system.hp, maxHitPoints(system.level));
  return { key: actor.id, name: actor.name ?? "", characterClass, level: system.level, hp, backgroundSkills: [...system.backgroundSkills] };
}

/** A monster actor's `copy`th fighter (the second wolf of a pack: key `<id>-2`, named "Wolf 2"); null for any other actor. */
function monsterSetupOf(actor: Actor.Implementation | undefined, copy: number): MonsterSetup | null {
  const system = systemOf(actor, MONSTER_TYPE);
  if (!actor?.id || !system) return null;
  return {
    key: copy === 1 ? actor.id : `${actor.id}-${copy}`,
    name: copy === 1 ? (actor.name ?? "") : `${actor.name ?? ""} ${copy}`,
    group: system.group,
    hp: system.hp,
    movement: system.movement,
    cardsPerPlay: system.cardsPerPlay,
    attacks: monsterAttacks(system.attacks),
    characterClass: system.characterClass === "" ? null : system.characterClass,
  };
}

/** The discard pile's cards, face up, as it lies now (codes). */
export function discardNow(): string[] {
  return codesOf(cardsOf(DISCARD));
}

/**
 * The setup's fighters as their sheets say now, read on the GM's client as the fight begins: the
 * card may have waited since it was posted, and a sheet edited meanwhile (HP healed, a level gained)
 * counts [F52-14]; a fighter whose actor is gone stays as it was.
 */
export function fightersNow(setup: Pick<CombatSetup, "players" | "monsters">): Pick<CombatSetup, "players" | "monsters"> {
  const players = setup.players.map((player) => playerSetupOf(actorOf(player.key)) ?? player);
  const monsters = setup.monsters.map((monster) => {
    const [, id = monster.key, copy = "1"] = /^(.+)-(\d+)$/.exec(monster.key) ?? [];
    return monsterSetupOf(actorOf(id), Number(copy)) ?? monster;
  });
  return { players, monsters };
}

/** `options`: `{ players: actorId[], monsters: actorId[] }`; each monster actor may appear more than once (a pack of wolves). */
export function gatherCombat(_actorId: string, options: unknown): unknown {
  const raw = isRecord(options) ? options : {};
  const ids = (list: unknown): unknown[] => (Array.isArray(list) ? list.slice(0, MAX_FIGHTERS) : []);
  const players = ids(raw["players"]).flatMap((id) => playerSetupOf(actorOf(id)) ?? []);
  const seen = new Map<unknown, number>();
  const monsters = ids(raw["monsters"]).flatMap((id) => {
    const copy = (seen.get(id) ?? 0) + 1;
    const monster = monsterSetupOf(actorOf(id), copy);
    if (monster) seen.set(id, copy);
    return monster ?? [];
  });
  const setup: CombatSetup = { players, monsters, rulings: activeCombatRulings() };
  return { setup, discard: discardNow() };
}

/**
 * Someone joining a combat whose fighters are `setup`'s, read on the GM's client: a character as it
 * is, a monster as its next copy (a third wolf after two); null for an actor that cannot fight.
 */
export function readJoiner(actorId: string, setup: Pick<CombatSetup, "monsters">): Joiner | null {
  const actor = actorOf(actorId);
  const player = playerSetupOf(actor);
  if (player) return { player };
  const copies = setup.monsters.filter((monster) => monster.key === actorId || monster.key.startsWith(`${actorId}-`)).length;
  const monster = monsterSetupOf(actor, copies + 1);
  return monster ? { monster } : null;
}
