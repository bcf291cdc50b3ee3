/**
 * Health and armour [DOA-17]: Armour Points absorb physical damage first; psychic and poison damage
 * go straight to HP. Damage beyond the health pool knocks a character out; HP is kept below 0 so
 * that ignoring damage afterwards (Fate Cards, Toughening Up) can bring them back.
 */
import type { SuitedCard } from "../cards/card.ts";
import { isSuccess, matchesColor } from "./checks.ts";
import type { CardReport } from "./checks.ts";
import type { CheckOdds } from "./odds.ts";

export const DAMAGE_KINDS = ["physical", "psychic", "poison"] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export interface Vitals {
  readonly hp: number;
  readonly maxHp: number;
  /** Armour Points left (0 without armour). */
  readonly ap: number;
}

export interface DamageTaken {
  readonly hp: number;
  readonly ap: number;
}

export function bypassesArmor(kind: DamageKind): boolean {
  return kind !== "physical";
}

/** Split damage between AP and HP. */
export function applyDamage(vitals: Vitals, amount: number, kind: DamageKind): { vitals: Vitals; taken: DamageTaken } {
  const toAp = bypassesArmor(kind) ? 0 : Math.min(vitals.ap, amount);
  const toHp = amount - toAp;
  return { vitals: { ...vitals, ap: vitals.ap - toAp, hp: vitals.hp - toHp }, taken: { hp: toHp, ap: toAp } };
}

/** Wounded beyond the health pool [DOA-17]. */
export function isKnockedOut(vitals: Vitals): boolean {
  return vitals.hp < 0;
}

/** Undo `points` of damage taken, HP first (the costlier loss), then AP. */
export function restoreDamage(vitals: Vitals, taken: DamageTaken, points: number): { vitals: Vitals; taken: DamageTaken } {
  const toHp = Math.min(points, taken.hp);
  const toAp = Math.min(points - toHp, taken.ap);
  return {
    vitals: { ...vitals, hp: vitals.hp + toHp, ap: vitals.ap + toAp },
    taken: { hp: taken.hp - toHp, ap: taken.ap - toAp },
  };
}

/**
 * Armour special effects [DOA-18]: "some armor has special effects, like … requiring hits to
 * color-match". `colorMatch`: while the armour has AP left (as its AC [DOA-18]), an attack on its
 * wearer hits only with a card of the TC's colour — a Critical, Suited or Color Success, or a Major
 * Success drawn in the TC's colour; a Major of the other colour or a plain Success is turned aside.
 */
export const ARMOR_EFFECTS = ["none", "colorMatch"] as const;
export type ArmorEffect = (typeof ARMOR_EFFECTS)[number];

type WornArmor = { readonly ap: number; readonly effect?: ArmorEffect | null } | null | undefined;

function requiresColorMatch(armor: WornArmor): boolean {
  return armor?.effect === "colorMatch" && armor.ap >= 1;
}

/** Whether the target's armour turns aside this successful attack: its card is not of the TC's colour. */
export function armorTurnsAside(armor: WornArmor, report: CardReport, tc: SuitedCard): boolean {
  return requiresColorMatch(armor) && isSuccess(report.degree) && !matchesColor(report.card, tc);
}

/** The odds of a hit that lands [DOA-09, DOA-18]: against colour-matching armour, the hits of the TC's colour only. */
export function landingOdds(armor: WornArmor, odds: CheckOdds): number {
  return requiresColorMatch(armor) ? odds.colorMatched : odds.success;
}
