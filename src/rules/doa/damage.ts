/**
 * Health and armour [DOA-17]: Armour Points absorb physical damage first; psychic and poison damage
 * go straight to HP. Damage beyond the health pool knocks a character out; HP is kept below 0 so
 * that ignoring damage afterwards (Fate Cards, Toughening Up) can bring them back.
 */
import { isSuccess } from "./checks.ts";
import type { Degree } from "./checks.ts";

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
 * wearer hits only with a report of the TC's suit or colour — Critical, Suited or Color Success.
 */
export const ARMOR_EFFECTS = ["none", "colorMatch"] as const;
export type ArmorEffect = (typeof ARMOR_EFFECTS)[number];

const COLOR_MATCHED: readonly Degree[] = ["critical", "suitedSuccess", "colorSuccess"];

/** Whether the target's armour turns aside a successful attack of this degree. */
export function armorTurnsAside(
  armor: { readonly ap: number; readonly effect?: ArmorEffect | null } | null | undefined,
  degree: Degree,
): boolean {
  return armor?.effect === "colorMatch" && armor.ap >= 1 && isSuccess(degree) && !COLOR_MATCHED.includes(degree);
}

/** The odds of a hit that lands [DOA-09, DOA-18]: against colour-matching armour, the colour-matched degrees only. */
export function landingOdds(
  armor: { readonly ap: number; readonly effect?: ArmorEffect | null } | null | undefined,
  degrees: Readonly<Record<Degree, number>>,
): number {
  return (Object.keys(degrees) as Degree[])
    .filter((degree) => isSuccess(degree) && !armorTurnsAside(armor, degree))
    .reduce((sum, degree) => sum + degrees[degree], 0);
}
