/**
 * The 52 Fates sheets' context, pure. Character: class and level, HP as the hand's size
 * [F52-14], the cards per play [F52-09], background skills (at most three [F52-03]) and the
 * encounter counter towards the next level [F52-21]. Monster: its stat block [F52-22].
 */
import {
  CHARACTER_CLASSES,
  ENCOUNTERS_PER_LEVEL,
  MAX_BACKGROUND_SKILLS,
  MAX_LEVEL,
  cardsPerPlay,
  atLevel,
  levelForEncounters,
  maxHitPoints,
} from "../../../rules/fates52/character.ts";
import type { Refusal } from "../../../foundry/sheets/range-refusal.ts";
import type { CharacterClass } from "../../../rules/fates52/index.ts";
import { F52_I18N as F } from "../ids.ts";

export interface CharacterInput {
  readonly characterClass: string;
  readonly level: number;
  readonly encounters: number;
  readonly hp: number;
  readonly backgroundSkills: readonly string[];
  /** Plain text; the template shows it escaped. */
  readonly notes: string;
  /** Cards now in the character's hand (null when the hand is not set up). */
  readonly handCount: number | null;
  /** The world's ruling F52-14: a hit trims the hand at the next refill instead of at once. */
  readonly trimAtRefill: boolean;
}

export interface CharacterView {
  readonly classLabel: string;
  readonly characterClass: CharacterClass;
  readonly isWarrior: boolean;
  readonly isWizard: boolean;
  readonly level: number;
  readonly maxLevel: number;
  readonly hp: number;
  readonly maxHp: number;
  /** One pip per point of the maximum HP: filled while the HP lasts. */
  readonly hpPips: readonly { readonly filled: boolean }[];
  readonly handCount: number | null;
  readonly attackCards: number;
  readonly defenceCards: number;
  readonly spellCards: number;
  readonly encounters: number;
  /** Encounters survived towards the next level, as pips (5 per level). */
  readonly encounterPips: readonly { readonly filled: boolean }[];
  readonly backgroundSkills: readonly string[];
  readonly skillSlotsLeft: number;
  readonly canAddSkill: boolean;
  readonly isDying: boolean;
  readonly hint: string;
  readonly notes: string;
}

export function characterView(input: CharacterInput): CharacterView {
  const characterClass: CharacterClass = input.characterClass === "wizard" ? "wizard" : "warrior";
  const maxHp = maxHitPoints(input.level);
  const towardsNext = input.encounters % ENCOUNTERS_PER_LEVEL;
  return {
    classLabel: `${F}.Class.${characterClass}`,
    characterClass,
    isWarrior: characterClass === "warrior",
    isWizard: characterClass === "wizard",
    level: input.level,
    maxLevel: MAX_LEVEL,
    hp: input.hp,
    maxHp,
    hpPips: Array.from({ length: maxHp }, (_, index) => ({ filled: index < input.hp })),
    handCount: input.handCount,
    attackCards: cardsPerPlay(characterClass, input.level, "physicalAttack"),
    defenceCards: cardsPerPlay(characterClass, input.level, "physicalDefence"),
    spellCards: cardsPerPlay(characterClass, input.level, "spell"),
    encounters: input.encounters,
    encounterPips: Array.from({ length: ENCOUNTERS_PER_LEVEL }, (_, index) => ({ filled: index < towardsNext })),
    backgroundSkills: input.backgroundSkills,
    skillSlotsLeft: Math.max(0, MAX_BACKGROUND_SKILLS - input.backgroundSkills.length),
    canAddSkill: input.backgroundSkills.length < MAX_BACKGROUND_SKILLS,
    isDying: input.hp <= 0,
    // The help says what the world plays: the excess discarded at once (the book), or at the refill (ruling).
    hint: input.trimAtRefill ? `${F}.Sheet.HandIsHpAtRefill` : `${F}.Sheet.HandIsHp`,
    notes: input.notes,
  };
}

/**
 * The sheet's changes with a new level's HP [F52-21]: a level typed on the sheet raises current HP as
 * levelling by encounters does (atLevel), unless the same save types the HP too.
 */
export function withLevelHp(
  current: { readonly level: number; readonly hp: number },
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const level = Number(changes["system.level"] ?? current.level);
  const hpTyped = "system.hp" in changes && Number(changes["system.hp"]) !== current.hp;
  if (!Number.isInteger(level) || level === current.level || hpTyped) return { ...changes };
  return { ...changes, "system.hp": atLevel(current, level).hp };
}

/**
 * Why a character sheet's change may not be saved, or null: a level below what the encounters
 * survived give [F52-21], or HP above the (new) level's maximum [F52-14]; each names the range allowed.
 * A level or HP out of the model's own bounds is left to the model (saveOrRefuse names its range).
 */
export function characterEditRefusal(
  current: { readonly level: number; readonly hp: number; readonly encounters: number },
  changes: Readonly<Record<string, unknown>>,
): Refusal | null {
  const level = Number(changes["system.level"] ?? current.level);
  const hp = Number(changes["system.hp"] ?? current.hp);
  if (!Number.isInteger(level) || !Number.isInteger(hp)) return null;
  // The encounters survived give a level at least [F52-21]: a lower one is refused, and says why.
  const earned = levelForEncounters(Number(changes["system.encounters"] ?? current.encounters) || 0);
  if (level < earned && level >= 1)
    return { key: `${F}.Sheet.LevelBelowEncounters`, data: { min: String(earned), max: String(MAX_LEVEL) } };
  if (hp > maxHitPoints(level) && level >= 1 && level <= MAX_LEVEL) {
    return { key: `${F}.Sheet.HpAboveMax`, data: { level: String(level), max: String(maxHitPoints(level)) } };
  }
  return null;
}

/** A stored attack result: damage (-1 for the regular Ace result [F52-10]) and the FD's own words. */
export interface StoredAttackResult {
  readonly damage: number;
  readonly effect: string;
}

export interface MonsterInput {
  /** "" for a plain monster, or the class it fights as. */
  readonly characterClass: string;
  readonly hp: number;
  readonly maxHp: number;
  readonly movement: number;
  readonly cardsPerPlay: number;
  readonly group: string;
  readonly attacks: readonly {
    readonly name: string;
    readonly number: StoredAttackResult;
    readonly face: StoredAttackResult;
    readonly ace: StoredAttackResult;
  }[];
  readonly notes: string;
}

const TIERS = ["number", "face", "ace"] as const;

/** One attack as the edit mode's fields show it: `attacks.<index>.<field>` names [F52-22]. */
export interface AttackForm {
  readonly index: number;
  readonly name: string;
  readonly tiers: readonly { readonly tier: string; readonly label: string; readonly damage: number; readonly effect: string }[];
}

export interface AttackResultView {
  readonly tierLabel: string;
  /** An i18n key: "{amount} damage", no damage (an effect alone), or the regular Ace result. */
  readonly damageLabel: string;
  readonly amount: number;
  readonly effect: string;
}

export interface MonsterView {
  readonly hp: number;
  readonly maxHp: number;
  readonly hpPips: readonly { readonly filled: boolean }[];
  readonly movement: number;
  readonly cardsPerPlay: number;
  readonly group: string;
  readonly attacks: readonly { readonly name: string; readonly results: readonly AttackResultView[] }[];
  readonly attackForms: readonly AttackForm[];
  readonly characterClass: string;
  /** The class choices: none, warrior, wizard. */
  readonly classes: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  readonly notes: string;
}

function resultView(tierKey: string, result: StoredAttackResult): AttackResultView {
  return {
    tierLabel: `${F}.Monster.Tier.${tierKey}`,
    damageLabel: result.damage < 0 ? `${F}.Monster.HalfHp` : result.damage === 0 ? `${F}.Monster.NoDamage` : `${F}.Monster.Damage`,
    amount: Math.max(0, result.damage),
    effect: result.effect,
  };
}

/** The monster sheet's context [F52-22]: HP, movement, cards per play, its initiative group, and each attack's number / face / Ace results. */
export function monsterView(input: MonsterInput): MonsterView {
  return {
    hp: input.hp,
    maxHp: input.maxHp,
    hpPips: Array.from({ length: input.maxHp }, (_, index) => ({ filled: index < input.hp })),
    movement: input.movement,
    cardsPerPlay: input.cardsPerPlay,
    group: input.group,
    attacks: input.attacks.map((attack) => ({
      name: attack.name,
      results: [resultView("number", attack.number), resultView("face", attack.face), resultView("ace", attack.ace)],
    })),
    attackForms: input.attacks.map((attack, index) => ({
      index,
      name: attack.name,
      tiers: TIERS.map((tier) => ({ tier, label: `${F}.Monster.Tier.${tier}`, damage: attack[tier].damage, effect: attack[tier].effect })),
    })),
    characterClass: input.characterClass,
    classes: [
      { value: "", label: `${F}.Monster.NoClass`, selected: input.characterClass === "" },
      ...CHARACTER_CLASSES.map((value) => ({ value, label: `${F}.Class.${value}`, selected: input.characterClass === value })),
    ],
    notes: input.notes,
  };
}

const ATTACK_FIELD = /^attacks\.(\d+)\.(?:(name)|(number|face|ace)\.(damage|effect))$/;

interface StoredAttackShape {
  readonly id: string;
  readonly name: string;
  readonly number: StoredAttackResult;
  readonly face: StoredAttackResult;
  readonly ace: StoredAttackResult;
}

/**
 * A monster sheet's form changes as the model takes them: the attack fields (`attacks.<index>.name`,
 * `attacks.<index>.<tier>.damage|effect`) applied to the stored attacks, sent as the whole list; the
 * other fields as they are. The model bounds every value [F52-22].
 */
export function monsterFormChanges(
  attacks: readonly StoredAttackShape[],
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  const edited = attacks.map((attack) => ({ ...attack, number: { ...attack.number }, face: { ...attack.face }, ace: { ...attack.ace } }));
  let touched = false;
  for (const [key, value] of Object.entries(changes)) {
    const match = ATTACK_FIELD.exec(key);
    if (!match) {
      rest[key] = value;
      continue;
    }
    const attack = edited[Number(match[1])];
    if (!attack) continue;
    touched = true;
    if (match[2]) attack.name = String(value);
    else {
      const result = attack[match[3] as (typeof TIERS)[number]];
      if (match[4] === "damage") result.damage = Number(value);
      else result.effect = String(value);
    }
  }
  return touched ? { ...rest, "system.attacks": edited } : rest;
}

/** A new attack with the regular results (1, 2, the regular Ace) and an id none of `attacks` has. */
export function newAttack(attacks: readonly { readonly id: string }[], name: string): StoredAttackShape {
  const taken = new Set(attacks.map((attack) => attack.id));
  let n = attacks.length + 1;
  while (taken.has(`attack-${n}`)) n += 1;
  return { id: `attack-${n}`, name, number: { damage: 1, effect: "" }, face: { damage: 2, effect: "" }, ace: { damage: -1, effect: "" } };
}
