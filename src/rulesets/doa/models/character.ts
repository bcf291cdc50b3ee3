/**
 * Pure builders from a DOA actor's stored data to the rules' plain values (stats, vitals, the sheet's
 * derived numbers). No Foundry here: the data models and the sheet call these, and tests check them.
 */
import type { Suit } from "../../../rules/cards/card.ts";
import { buildCost } from "../../../rules/doa/creation.ts";
import type { Vulnerability } from "../../../rules/doa/creation.ts";
import {
  ATTRIBUTES,
  SKILLS,
  armorClass,
  checkModifier,
  companionMaxHealth,
  dealerMaxHealth,
  isAttribute,
  speed,
} from "../../../rules/doa/stats.ts";
import { exhaustionHand, netHand } from "../../../rules/doa/upper-lower-hand.ts";
import type {
  Armor,
  Attribute,
  Attributes,
  CharacterKind,
  CharacterStats,
  DoaRulings,
  Skill,
  Skills,
  Vitals,
} from "../../../rules/doa/index.ts";

/** What every DOA actor stores, whatever its kind. */
export interface StoredCharacter {
  readonly attributes: Readonly<Record<string, number>>;
  readonly skills: Readonly<Record<string, number>>;
  readonly primarySkill: string;
  readonly primarySuit?: string;
  readonly hp: { readonly value: number; readonly max?: number };
  readonly ap: { readonly value: number };
  readonly baseSpeed: number;
}

/** An equipped armour item's numbers. */
export interface StoredArmor {
  readonly ac: number;
  readonly strengthRequirement: number;
  /** The armour's full Armour Points (what a repair restores) [DOA-17]. */
  readonly ap?: number;
  /** Its special effect [DOA-18]. */
  readonly effect?: string;
  /** The attribute or skill its bonus helps ("" or absent: none) and the bonus [DOA-18]. */
  readonly bonusOn?: string;
  readonly bonusAmount?: number;
}

const SUITS: readonly string[] = ["C", "D", "H", "S"];

/** Whether a check may be called on this name: an attribute or a skill. */
export function isCheckable(on: string): on is Attribute | Skill {
  return isAttribute(on) || (SKILLS as readonly string[]).includes(on);
}

export function attributesOf(stored: StoredCharacter): Attributes {
  return Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, stored.attributes[attribute] ?? 0])) as Record<Attribute, number>;
}

export function skillsOf(stored: StoredCharacter): Skills {
  return Object.fromEntries(SKILLS.map((skill) => [skill, stored.skills[skill] ?? 0])) as Record<Skill, number>;
}

export function statsOf(kind: CharacterKind, stored: StoredCharacter, armor: StoredArmor | null): CharacterStats {
  const primarySkill = (SKILLS as readonly string[]).includes(stored.primarySkill) ? (stored.primarySkill as Skill) : undefined;
  const primarySuit =
    kind === "dealer" && stored.primarySuit && SUITS.includes(stored.primarySuit) ? (stored.primarySuit as Suit) : undefined;
  const effect = armor?.effect === "colorMatch" ? { effect: "colorMatch" as const } : {};
  const bonus =
    armor?.bonusOn && isCheckable(armor.bonusOn) && armor.bonusAmount ? { bonus: { on: armor.bonusOn, amount: armor.bonusAmount } } : {};
  const worn: Armor | undefined = armor
    ? { ap: stored.ap.value, ac: armor.ac, strengthRequirement: armor.strengthRequirement, ...effect, ...bonus }
    : undefined;
  return {
    kind,
    attributes: attributesOf(stored),
    skills: skillsOf(stored),
    baseSpeed: stored.baseSpeed,
    ...(primarySkill ? { primarySkill } : {}),
    ...(primarySuit ? { primarySuit } : {}),
    ...(worn ? { armor: worn } : {}),
  };
}

/** Stats as a card stores them: every key present, null where the character has none. */
export function statsForCard(stats: CharacterStats): CharacterStats {
  const armor = stats.armor
    ? {
        ap: stats.armor.ap,
        ac: stats.armor.ac,
        strengthRequirement: stats.armor.strengthRequirement ?? null,
        effect: stats.armor.effect ?? null,
        bonus: stats.armor.bonus ?? null,
      }
    : null;
  return {
    kind: stats.kind,
    attributes: stats.attributes,
    skills: stats.skills,
    primarySkill: stats.primarySkill ?? null,
    primarySuit: stats.primarySuit ?? null,
    armor,
    baseSpeed: stats.baseSpeed ?? null,
  };
}

/** Maximum health by kind [DOA-17]: Dealers from level and Vitality, Companions from their Dealer's level, Bystanders as set. */
export function maxHealthOf(kind: CharacterKind, stored: StoredCharacter, level: number): number {
  switch (kind) {
    case "dealer":
      return dealerMaxHealth(level, stored.attributes["VIT"] ?? 0);
    case "companion":
      return companionMaxHealth(level);
    case "bystander":
      return stored.hp.max ?? 1;
  }
}

export function vitalsOf(kind: CharacterKind, stored: StoredCharacter, level: number): Vitals {
  return { hp: stored.hp.value, maxHp: maxHealthOf(kind, stored, level), ap: stored.ap.value };
}

/** The numbers a sheet shows beside the stored ones. */
export interface DerivedCharacter {
  readonly maxHp: number;
  readonly ac: number;
  readonly speed: number;
  /** Each attribute's and skill's check modifier, the ruling on attributes adding to skills applied. */
  readonly modifiers: Readonly<Record<Attribute | Skill, number>>;
}

export function deriveCharacter(
  kind: CharacterKind,
  stored: StoredCharacter,
  level: number,
  armor: StoredArmor | null,
  rulings: DoaRulings,
): DerivedCharacter {
  const stats = statsOf(kind, stored, armor);
  const modifiers = Object.fromEntries([...ATTRIBUTES, ...SKILLS].map((on) => [on, checkModifier(stats, on, rulings)])) as Record<
    Attribute | Skill,
    number
  >;
  return { maxHp: maxHealthOf(kind, stored, level), ac: armorClass(stats), speed: speed(stats), modifiers };
}

/** The exhaustion penalty as the sheet shows it: the Lower Hand its next check draws with [DOA-06]. */
export function exhaustionPenalty(exhaustions: number): number {
  return Math.abs(netHand(exhaustionHand(exhaustions)));
}

/** Experience a Dealer's build spends [DOA-22], or null when a value is beyond the cost table. */
export function experienceSpent(
  stored: StoredCharacter,
  powers: readonly number[],
  vulnerabilities: readonly Vulnerability[],
  rulings: DoaRulings,
): number | null {
  const cost = buildCost({ attributes: attributesOf(stored), skills: skillsOf(stored), powers, vulnerabilities }, rulings.creationCosts);
  return typeof cost === "number" ? cost : null;
}
