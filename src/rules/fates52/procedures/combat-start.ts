/**
 * Starting a combat [F52-04, F52-05]: deal the hands (each player character its current maximum —
 * level + 2 when unhurt — and the Fate Dealer the highest player level), then draw initiative: one
 * face-up card per player character and, "the Fate Dealer will do the same for each monster group",
 * one per monster of each group — the group's best card sets its initiative, as the players' does
 * [F52-05]. Hands are assumed empty at the start.
 */
import type { TableEffect } from "../../cards/table.ts";
import type { CharacterClass } from "../character.ts";
import { CHARACTER_CLASSES, MAX_BACKGROUND_SKILLS, PC_MOVEMENT_FEET, dealerHandSize, isValidLevel, maxHitPoints } from "../character.ts";
import { DEALER_HAND, DECK, PLAY, handStack } from "../decks.ts";
import { NO_WARDS } from "../magic.ts";
import type { MonsterAttack } from "../monsters.ts";
import { REFUSAL, refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";
import { emitDraw } from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import type { CombatRulings, CombatState, Participant } from "./combat-state.ts";
import { DEFAULT_COMBAT_RULINGS, PLAYERS_GROUP } from "./combat-state.ts";

export interface PlayerSetup {
  readonly key: string;
  readonly name: string;
  readonly characterClass: CharacterClass;
  readonly level: number;
  /** Current HP; defaults to the maximum (level + 2). */
  readonly hp?: number;
  readonly backgroundSkills?: readonly string[];
}

export interface MonsterSetup {
  readonly key: string;
  readonly name: string;
  /** The FD's initiative group for this monster. */
  readonly group: string;
  readonly hp: number;
  readonly movement?: number;
  readonly cardsPerPlay?: number;
  readonly attacks?: readonly MonsterAttack[];
  /** A spellcasting or warrior-like monster plays by that class's rules. */
  readonly characterClass?: CharacterClass | null;
}

export interface CombatSetup {
  readonly players: readonly PlayerSetup[];
  readonly monsters: readonly MonsterSetup[];
  readonly rulings?: Partial<CombatRulings>;
}

/** A setup with every default filled in: what a combat card stores (every key present, absent = null). */
export interface CompleteCombatSetup {
  readonly players: readonly Required<PlayerSetup>[];
  readonly monsters: readonly Required<MonsterSetup>[];
  readonly rulings: CombatRulings;
}

/** The setup with its defaults spelled out: full HP, no skills, a character's movement, one card per play, the regular attack results. */
export function completeSetup(setup: CombatSetup): CompleteCombatSetup {
  return {
    players: setup.players.map((player) => ({
      key: player.key,
      name: player.name,
      characterClass: player.characterClass,
      level: player.level,
      hp: player.hp ?? maxHitPoints(player.level),
      backgroundSkills: player.backgroundSkills ?? [],
    })),
    monsters: setup.monsters.map((monster) => ({
      key: monster.key,
      name: monster.name,
      group: monster.group,
      hp: monster.hp,
      movement: monster.movement ?? PC_MOVEMENT_FEET,
      cardsPerPlay: monster.cardsPerPlay ?? 1,
      attacks: monster.attacks ?? [],
      characterClass: monster.characterClass ?? null,
    })),
    rulings: { ...DEFAULT_COMBAT_RULINGS, ...setup.rulings },
  };
}

const isWholeNumber = (value: number, min: number): boolean => Number.isInteger(value) && value >= min;

/** A participant's key: given, not the Fate Dealer's hand's. */
export const validKey = (key: string): boolean => key.length > 0 && key !== "dealer";

export function validPlayer(player: PlayerSetup): boolean {
  return (
    validKey(player.key) &&
    CHARACTER_CLASSES.includes(player.characterClass) &&
    isValidLevel(player.level) &&
    (player.hp === undefined || (isWholeNumber(player.hp, 0) && player.hp <= maxHitPoints(player.level))) &&
    (player.backgroundSkills ?? []).length <= MAX_BACKGROUND_SKILLS
  );
}

export function validMonster(monster: MonsterSetup): boolean {
  return (
    validKey(monster.key) &&
    isWholeNumber(monster.hp, 1) &&
    monster.group.length > 0 &&
    monster.group !== PLAYERS_GROUP &&
    (monster.characterClass === undefined || monster.characterClass === null || CHARACTER_CLASSES.includes(monster.characterClass)) &&
    (monster.movement === undefined || isWholeNumber(monster.movement, 0)) &&
    (monster.cardsPerPlay === undefined || isWholeNumber(monster.cardsPerPlay, 1))
  );
}

function validSetup(setup: CombatSetup): boolean {
  const keys = [...setup.players, ...setup.monsters].map((entry) => entry.key);
  if (setup.players.length === 0 || setup.monsters.length === 0 || new Set(keys).size !== keys.length) return false;
  return setup.players.every(validPlayer) && setup.monsters.every(validMonster);
}

function freshParticipant(
  base: Omit<
    Participant,
    | "status"
    | "incapacitation"
    | "prone"
    | "disarmed"
    | "dyingDraws"
    | "downInRound"
    | "effects"
    | "wards"
    | "parry"
    | "acted"
    | "movedFeet"
    | "mustDiscard"
    | "wakeNumber"
  >,
): Participant {
  return {
    ...base,
    status: base.hp > 0 ? "active" : "stable",
    incapacitation: "none",
    prone: false,
    disarmed: null,
    dyingDraws: 0,
    downInRound: 0,
    effects: [],
    wards: NO_WARDS,
    parry: null,
    acted: false,
    movedFeet: 0,
    mustDiscard: 0,
    wakeNumber: null,
  };
}

/** A player character as it enters the fight: in the players' group, playing from its own hand. */
export function playerParticipant(player: Required<PlayerSetup>): Participant {
  return freshParticipant({
    key: player.key,
    name: player.name,
    side: "players",
    group: PLAYERS_GROUP,
    hand: handStack(player.key),
    characterClass: player.characterClass,
    level: player.level,
    hp: player.hp,
    maxHp: maxHitPoints(player.level),
    movement: PC_MOVEMENT_FEET,
    cardsPerPlay: null,
    attacks: null,
    backgroundSkills: player.backgroundSkills,
  });
}

/** A monster as it enters the fight: in its Fate Dealer group, playing from the Fate Dealer's hand. */
export function monsterParticipant(monster: Required<MonsterSetup>): Participant {
  return freshParticipant({
    key: monster.key,
    name: monster.name,
    side: "dealer",
    group: monster.group,
    hand: DEALER_HAND,
    characterClass: monster.characterClass,
    level: 0,
    hp: monster.hp,
    maxHp: monster.hp,
    movement: monster.movement,
    cardsPerPlay: monster.cardsPerPlay,
    attacks: monster.attacks,
    backgroundSkills: [],
  });
}

export function startCombat(given: CombatSetup): Outcome<{ readonly state: CombatState; readonly effects: readonly TableEffect[] }> {
  if (!validSetup(given)) return refuse(REFUSAL.BadSetup);
  const setup = completeSetup(given);
  const players = setup.players.map(playerParticipant);
  const monsters = setup.monsters.map(monsterParticipant);
  const state: CombatState = {
    version: 1,
    phase: "initiative",
    round: 1,
    participants: [...players, ...monsters],
    handCounts: Object.fromEntries([DEALER_HAND, ...players.map((player) => player.hand)].map((stack) => [stack, 0])),
    dealerHandSize: dealerHandSize(setup.players.map((player) => player.level)),
    initiative: [],
    order: [],
    inPlay: [],
    exchange: null,
    pending: [],
    log: [],
    rulings: setup.rulings,
    nextEffectId: 1,
  };
  const draft: Draft = { state, effects: [] };
  const standing = players.filter((player) => player.status === "active");
  for (const player of standing) emitDraw(draft, DECK, player.hand, player.hp, { type: "hand", stack: player.hand });
  if (state.dealerHandSize > 0) emitDraw(draft, DECK, DEALER_HAND, state.dealerHandSize, { type: "hand", stack: DEALER_HAND });
  for (const player of standing) emitDraw(draft, DECK, PLAY, 1, { type: "initiative", group: PLAYERS_GROUP, drawnBy: player.key });
  // [F52-05] Each monster of a group draws, in the order the FD listed them; its group's best card counts.
  for (const monster of monsters) emitDraw(draft, DECK, PLAY, 1, { type: "initiative", group: monster.group, drawnBy: monster.key });
  return { ok: true, state, effects: draft.effects };
}
