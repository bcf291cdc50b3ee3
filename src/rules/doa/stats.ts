/**
 * Characters [DOA-07, DOA-17, DOA-18, DOA-21]: attributes and skills, kinds, health, armour class
 * and speed. Plain functions of plain data, for the Foundry data models' derived values.
 */
import type { Suit } from "../cards/card.ts";
import type { ArmorEffect } from "./damage.ts";
import { REFUSAL, refuse } from "./refusals.ts";
import type { Refusal } from "./refusals.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { DoaRulings } from "./rulings.ts";

export const ATTRIBUTES = ["AGL", "CON", "GUT", "INT", "STR", "VIT"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Each skill's attribute; Finesse and Brute are the fighting skills. Vitality has no skill. */
export const SKILL_ATTRIBUTE = {
  finesse: "AGL",
  stealth: "AGL",
  bluffing: "CON",
  performance: "CON",
  detection: "GUT",
  craft: "GUT",
  knowledge: "INT",
  investigation: "INT",
  athletics: "STR",
  brute: "STR",
} as const satisfies Record<string, Attribute>;
export type Skill = keyof typeof SKILL_ATTRIBUTE;
export const SKILLS = Object.keys(SKILL_ATTRIBUTE) as Skill[];

export const CHARACTER_KINDS = ["dealer", "bystander", "companion"] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

export type Attributes = Readonly<Record<Attribute, number>>;
/** Skill modifiers; a skill not listed is unskilled (0). */
export type Skills = Readonly<Partial<Record<Skill, number>>>;

export interface Armor {
  /** Armour Points left. */
  readonly ap: number;
  /** The AC the armour gives while it has at least one AP. */
  readonly ac: number;
  /** Strength modifier needed to wear it without losing speed; absent or null: none. */
  readonly strengthRequirement?: number | null;
  /** A special effect [DOA-18]; absent or null: none. */
  readonly effect?: ArmorEffect | null;
  /** A bonus to checks of one attribute or skill while worn with AP left [DOA-18]; absent or null: none. */
  readonly bonus?: ArmorBonus | null;
}

/** "Some armor has special effects, like granting bonuses to certain checks" [DOA-18]: +1 to +3 on one attribute or skill. */
export interface ArmorBonus {
  readonly on: Attribute | Skill;
  readonly amount: number;
}

export const ARMOR_BONUS_RANGE = { min: 1, max: 3 } as const;

/** Refuses a bonus that is not a whole number from 1 to 3. */
export function armorBonusRefusal(amount: number): Refusal | null {
  return Number.isInteger(amount) && amount >= ARMOR_BONUS_RANGE.min && amount <= ARMOR_BONUS_RANGE.max
    ? null
    : refuse(REFUSAL.BadArmorBonus);
}

/** What worn armour adds to a check on `on` [DOA-18]: its bonus, only while it has AP (armour counts only then). */
export function armorBonus(stats: CharacterStats, on: Attribute | Skill): number {
  const { armor } = stats;
  const bonus = armor?.bonus;
  if (!armor || armor.ap < 1 || !bonus || bonus.on !== on || armorBonusRefusal(bonus.amount)) return 0;
  return bonus.amount;
}

/** A character's numbers; an optional one left out or null is not there (a card's state keeps every key, null). */
export interface CharacterStats {
  readonly kind: CharacterKind;
  readonly attributes: Attributes;
  readonly skills: Skills;
  /** The skill attacks use unless a power says otherwise [DOA-15]. */
  readonly primarySkill?: Skill | null;
  /** Dealers only [DOA-21]. */
  readonly primarySuit?: Suit | null;
  readonly armor?: Armor | null;
  /** Default 6 [DOA-14]. */
  readonly baseSpeed?: number | null;
}

export const DEFAULT_SPEED = 6;

export function attributeModifier(stats: CharacterStats, attribute: Attribute): number {
  return stats.attributes[attribute];
}

/** A skill check's modifier: the skill's own, plus its attribute's when the ruling says so. */
export function skillModifier(stats: CharacterStats, skill: Skill, rulings: DoaRulings = DEFAULT_RULINGS): number {
  const own = stats.skills[skill] ?? 0;
  return rulings.attributeAddsToSkills ? own + stats.attributes[SKILL_ATTRIBUTE[skill]] : own;
}

/** The modifier of a check called on an attribute or a skill, with worn armour's bonus to it [DOA-18]. */
export function checkModifier(stats: CharacterStats, on: Attribute | Skill, rulings: DoaRulings = DEFAULT_RULINGS): number {
  return (isAttribute(on) ? attributeModifier(stats, on) : skillModifier(stats, on, rulings)) + armorBonus(stats, on);
}

export function isAttribute(name: string): name is Attribute {
  return (ATTRIBUTES as readonly string[]).includes(name);
}

/** Attacks use the Primary Skill [DOA-15]; without one, the better fighting skill. */
export function primarySkillModifier(stats: CharacterStats, rulings: DoaRulings = DEFAULT_RULINGS): number {
  if (stats.primarySkill) return skillModifier(stats, stats.primarySkill, rulings);
  return Math.max(skillModifier(stats, "finesse", rulings), skillModifier(stats, "brute", rulings));
}

/** Dealers: 5 + level + Vitality modifier, never below 5 ("at least 5 HP") [DOA-17, DOA-21]. */
export function dealerMaxHealth(level: number, vitality: number): number {
  return Math.max(5, 5 + level + vitality);
}

/** Companions: half their Dealer's level, rounded up [DOA-17]. */
export function companionMaxHealth(dealerLevel: number): number {
  return Math.ceil(dealerLevel / 2);
}

/**
 * Health when the maximum changes [DOA-17]: an unhurt character (at or above the old maximum) stays
 * unhurt at the new maximum; a hurt one keeps its Health, never above the new maximum. A new
 * character starts unhurt: its Health is its maximum.
 */
export function healthAfterMaxChange(hp: number, oldMax: number, newMax: number): number {
  return hp >= oldMax ? newMax : Math.min(hp, newMax);
}

/** Bystanders have 1–3 HP, set by the GM [DOA-17, DOA-21]. */
export function bystanderHealthRefusal(hp: number): Refusal | null {
  return Number.isInteger(hp) && hp >= 1 && hp <= 3 ? null : refuse(REFUSAL.BadHealth);
}

/**
 * Unarmoured AC is 4 − ⌊Agility modifier / 2⌋; armour (or an armour-like effect) with at least one
 * AP overrides it [DOA-18].
 */
export function armorClass(stats: CharacterStats): number {
  if (stats.armor && stats.armor.ap >= 1) return stats.armor.ac;
  return 4 - Math.floor(stats.attributes.AGL / 2);
}

/**
 * Speed: 6 by default [DOA-14]; armour whose Strength requirement is unmet cuts it in half
 * [DOA-18], rounding up as the source does for Knocked Down.
 */
export function speed(stats: CharacterStats): number {
  const base = stats.baseSpeed ?? DEFAULT_SPEED;
  const requirement = stats.armor?.strengthRequirement ?? null;
  return requirement !== null && stats.attributes.STR < requirement ? Math.ceil(base / 2) : base;
}

/** Only Dealers have a Primary Suit [DOA-21]. */
export function hasPrimarySuit(kind: CharacterKind): boolean {
  return kind === "dealer";
}

/** Dealers receive and use Fate Cards; Bystanders never; Companions as the ruling says [DOA-21]. */
export function canUseFateCards(kind: CharacterKind, rulings: DoaRulings = DEFAULT_RULINGS): boolean {
  return kind === "dealer" || (kind === "companion" && rulings.companionsUseFateCards);
}

/** Only Dealers have Powers and Vulnerabilities in full; Bystanders have limited access [DOA-21]. */
export function hasVulnerabilities(kind: CharacterKind): boolean {
  return kind === "dealer";
}
