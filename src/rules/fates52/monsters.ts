/**
 * Monsters [F52-22]: hit points, movement and attacks whose number, face and Ace results the FD can
 * customise — damage, a special effect, or both. The regular results are 1, 2 and half HP.
 */
import type { SuitedCard } from "../cards/card.ts";
import { PC_MOVEMENT_FEET } from "./character.ts";
import { aceDamage, tier } from "./values.ts";
import type { Tier } from "./values.ts";

/** Bounds of a monster's stat block (rulings: the book sets none). */
export const MONSTER_BOUNDS = {
  hp: 99,
  movement: 300,
  cardsPerPlay: 5,
  attacks: 10,
  damage: 99,
  /** The longest special effect text. */
  effect: 200,
} as const;

/** A fixed amount, or null for the regular Ace result: half the victim's current HP rounded up, at least 3. */
export type MonsterDamage = number | null;

export interface AttackResult {
  readonly damage: MonsterDamage;
  /** The FD's own words for a special effect (shown as written; not a translation key), or null for none. */
  readonly effect: string | null;
}

export interface MonsterAttack {
  readonly id: string;
  readonly name: string;
  readonly number: AttackResult;
  readonly face: AttackResult;
  readonly ace: AttackResult;
}

export interface Monster {
  readonly name: string;
  readonly hp: number;
  readonly movement: number;
  readonly attacks: readonly MonsterAttack[];
  /** Cards per play; the source is silent, ruling: 1. */
  readonly cardsPerPlay?: number;
}

export const REGULAR_RESULTS: Pick<MonsterAttack, "number" | "face" | "ace"> = {
  number: { damage: 1, effect: null },
  face: { damage: 2, effect: null },
  ace: { damage: null, effect: null },
};

export function regularAttack(id: string, name: string): MonsterAttack {
  return { id, name, ...REGULAR_RESULTS };
}

export function defaultMonster(name: string, hp: number): Monster {
  return { name, hp, movement: PC_MOVEMENT_FEET, attacks: [regularAttack("attack", name)] };
}

/** The result of a monster's hit, from the attack's highest card. */
export function monsterHit(
  attack: MonsterAttack,
  highest: SuitedCard,
  targetHp: number,
): { readonly damage: number; readonly effect?: string } {
  const result = attack[tier(highest)];
  const damage = monsterTierDamage(attack, tier(highest), targetHp);
  return result.effect === null ? { damage } : { damage, effect: result.effect };
}

/** The damage a monster's hit does when its highest card is of this tier. */
export function monsterTierDamage(attack: MonsterAttack, kind: Tier, targetHp: number): number {
  return attack[kind].damage ?? aceDamage(targetHp);
}
