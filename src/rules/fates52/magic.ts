/**
 * Wizard spells [F52-20]: the suit played picks the spell, every card of one suit, 60 ft with line
 * of sight. Destruct ♣ and Protect ♦ are opposites: casting one on a target cancels the other if it
 * is of equal or higher value.
 */
import type { Suit, SuitedCard } from "../cards/card.ts";
import type { PlayStrength } from "./values.ts";
import { playStrength, tier } from "./values.ts";

export const SPELLS = ["destruct", "harm", "heal", "protect"] as const;
export type SpellName = (typeof SPELLS)[number];

export const SPELL_BY_SUIT: Readonly<Record<Suit, SpellName>> = { C: "destruct", S: "harm", H: "heal", D: "protect" };

export const SPELL_RANGE_FEET = 60;

/** A spell reaches a target it can see, even partially, within 60 ft. */
export function spellReaches(distanceFeet: number, lineOfSight: boolean): boolean {
  return lineOfSight && distanceFeet >= 0 && distanceFeet <= SPELL_RANGE_FEET;
}

/** Harm: number card 1 damage, face card 2; the Ace of Spades brings the victim to 0 HP. */
export function harmDamage(highest: SuitedCard, targetHp: number): number {
  const kind = tier(highest);
  return kind === "ace" ? targetHp : kind === "face" ? 2 : 1;
}

/** Heal: number card 1, face card 2, the Ace of Hearts all damage; never above the maximum. */
export function healAmount(highest: SuitedCard, hp: number, maxHp: number): number {
  const kind = tier(highest);
  const wanted = kind === "ace" ? maxHp : kind === "face" ? 2 : 1;
  return Math.max(0, Math.min(wanted, maxHp - hp));
}

/** A window that lasts one full round from its start: until its source acts again, at latest the end of the next round. */
export interface RoundWindow {
  readonly source: string;
  readonly round: number;
}

/**
 * What Destruct and Protect have left on a target. A number spell leaves a bonus: Destruct's adds
 * to the next attack against the target, Protect's to the target's next defence; each is used up by
 * that play. An Ace leaves a one-round window: Destruct's Ace makes every attack on the target hit,
 * Protect's Ace makes it invulnerable to damage.
 */
export interface Wards {
  readonly destructBonus: number;
  readonly protectBonus: number;
  readonly exposed: RoundWindow | null;
  readonly invulnerable: RoundWindow | null;
}

export const NO_WARDS: Wards = { destructBonus: 0, protectBonus: 0, exposed: null, invulnerable: null };

/** `a` is equal to or higher than `b`: an Ace matches anything, a number never matches an Ace. */
function atLeast(a: PlayStrength, b: PlayStrength): boolean {
  if (a.ace) return true;
  return !b.ace && a.total >= b.total;
}

function destructStrength(wards: Wards): PlayStrength | null {
  if (wards.exposed) return { ace: true, total: 0 };
  return wards.destructBonus > 0 ? { ace: false, total: wards.destructBonus } : null;
}

function protectStrength(wards: Wards): PlayStrength | null {
  if (wards.invulnerable) return { ace: true, total: 0 };
  return wards.protectBonus > 0 ? { ace: false, total: wards.protectBonus } : null;
}

export type WardOutcome = "cancelled" | "applied";

/**
 * Cast Destruct on a target [F52-20]. If the target holds a Protect of equal or lower value, the
 * Destruct is spent cancelling it (ruling: "cancel" removes the opposite spell and nothing else);
 * otherwise it takes effect. Number Destructs on one target add up.
 */
export function castDestruct(wards: Wards, cards: readonly SuitedCard[], window: RoundWindow): { wards: Wards; outcome: WardOutcome } {
  const strength = playStrength(cards);
  const opposite = protectStrength(wards);
  if (opposite && atLeast(strength, opposite)) {
    return { wards: { ...wards, protectBonus: 0, invulnerable: null }, outcome: "cancelled" };
  }
  if (strength.ace) return { wards: { ...wards, exposed: window }, outcome: "applied" };
  return { wards: { ...wards, destructBonus: wards.destructBonus + strength.total }, outcome: "applied" };
}

/** Cast Protect on a target: the mirror of `castDestruct`. */
export function castProtect(wards: Wards, cards: readonly SuitedCard[], window: RoundWindow): { wards: Wards; outcome: WardOutcome } {
  const strength = playStrength(cards);
  const opposite = destructStrength(wards);
  if (opposite && atLeast(strength, opposite)) {
    return { wards: { ...wards, destructBonus: 0, exposed: null }, outcome: "cancelled" };
  }
  if (strength.ace) return { wards: { ...wards, invulnerable: window }, outcome: "applied" };
  return { wards: { ...wards, protectBonus: wards.protectBonus + strength.total }, outcome: "applied" };
}
