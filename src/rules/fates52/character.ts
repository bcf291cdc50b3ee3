/**
 * A 52 Fates character's numbers: hand size and hit points [F52-04, F52-14], cards per play
 * [F52-09], background skills [F52-03], levels [F52-21], movement [F52-06] and falling [F52-13].
 */
import { REFUSAL, refuse } from "./outcome.ts";
import type { Outcome } from "./outcome.ts";

export const CHARACTER_CLASSES = ["warrior", "wizard"] as const;
export type CharacterClass = (typeof CHARACTER_CLASSES)[number];

/** A player character moves 30 ft per combat round, before or after its one action [F52-06]. */
export const PC_MOVEMENT_FEET = 30;
export const MAX_BACKGROUND_SKILLS = 3;
export const ENCOUNTERS_PER_LEVEL = 5;
/** Every 5 levels add one usable card per action [F52-09, F52-21]. */
export const LEVELS_PER_EXTRA_CARD = 5;
export const FALL_FEET_PER_DAMAGE = 30;
/**
 * The highest level a sheet keeps. The book sets none; with one 52-card deck a level-20 hand holds
 * 22 cards, so a higher level could not even be dealt (ruling).
 */
export const MAX_LEVEL = 20;
/** Encounters survived: enough for the highest level, and four more. */
export const MAX_ENCOUNTERS = MAX_LEVEL * ENCOUNTERS_PER_LEVEL - 1;

export function isValidLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL;
}

/**
 * The maximum hand size of an unhurt character, which is also its maximum HP: level + 2
 * [F52-04, F52-14, F52-21]. Damage lowers the current maximum hand size with the HP.
 */
export function maxHitPoints(level: number): number {
  return level + 2;
}

/** The most HP any character can have: the highest level's [F52-14, F52-21]. */
export const MAX_HP = maxHitPoints(MAX_LEVEL);

/** The Fate Dealer's hand: as many cards as the highest player level [F52-04]. */
export function dealerHandSize(playerLevels: readonly number[]): number {
  return playerLevels.reduce((highest, level) => Math.max(highest, level), 0);
}

/** One level per 5 encounters survived, starting at level 1 [F52-21]. */
export function levelForEncounters(encountersSurvived: number): number {
  return 1 + Math.floor(Math.max(0, encountersSurvived) / ENCOUNTERS_PER_LEVEL);
}

/** Extra usable cards per action: one per 5 levels (level 5 → 1, level 10 → 2) [F52-21]. */
export function extraCardsForLevel(level: number): number {
  return Math.floor(level / LEVELS_PER_EXTRA_CARD);
}

/** What a play is for; the warrior's extra card covers physical attacks and defences only. */
export type PlayKind = "physicalAttack" | "physicalDefence" | "spell" | "spellDefence" | "check";

/**
 * Cards a character may use in one play [F52-09]: one, or two for a warrior's physical attack or
 * defence (maneuvers are physical attacks), plus one per 5 levels. A level-5 warrior attacks with
 * 3, a level-5 wizard casts with 2.
 */
export function cardsPerPlay(characterClass: CharacterClass | null, level: number, kind: PlayKind): number {
  const physical = kind === "physicalAttack" || kind === "physicalDefence";
  const base = characterClass === "warrior" && physical ? 2 : 1;
  return base + extraCardsForLevel(level);
}

/**
 * Add a background skill [F52-03]: at most three, each named once (case-insensitively), never
 * blank. Returns the new list; the input is untouched.
 */
export function addBackgroundSkill(skills: readonly string[], skill: string): Outcome<{ readonly skills: readonly string[] }> {
  const name = skill.trim();
  if (name.length === 0) return refuse(REFUSAL.EmptyBackgroundSkill);
  if (skills.some((known) => known.trim().toLowerCase() === name.toLowerCase())) return refuse(REFUSAL.DuplicateBackgroundSkill);
  if (skills.length >= MAX_BACKGROUND_SKILLS) return refuse(REFUSAL.TooManyBackgroundSkills);
  return { ok: true, skills: [...skills, name] };
}

export function hasBackgroundSkill(skills: readonly string[], skill: string): boolean {
  const name = skill.trim().toLowerCase();
  return skills.some((known) => known.trim().toLowerCase() === name);
}

export interface Advancement {
  readonly encounters: number;
  readonly level: number;
  readonly hp: number;
}

/**
 * A character at a new level [F52-21]: each level gained is +1 maximum HP, and current HP rises by
 * the same amount (the one rule for levelling by encounters and for a level typed on the sheet).
 * A level lowered (a correction) keeps current HP, but never above the new maximum (ruling).
 */
export function atLevel(character: { readonly level: number; readonly hp: number }, level: number): { level: number; hp: number } {
  const hp = level >= character.level ? character.hp + (level - character.level) : Math.min(character.hp, maxHitPoints(level));
  return { level, hp };
}

/** Count one more encounter survived [F52-21]; reaching a new level is `atLevel`. */
export function surviveEncounter(character: Advancement): Advancement {
  const encounters = character.encounters + 1;
  const level = Math.min(MAX_LEVEL, Math.max(character.level, levelForEncounters(encounters)));
  return { encounters, ...atLevel(character, level) };
}

/** Falling: 1 damage per full 30 ft of free fall [F52-13]. */
export function fallingDamage(feet: number): number {
  return Math.floor(Math.max(0, feet) / FALL_FEET_PER_DAMAGE);
}
