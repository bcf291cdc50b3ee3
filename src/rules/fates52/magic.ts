/**
 * Wizard spells [F52-20]: the suit played picks the spell, every card of one suit, 60 ft with line
 * of sight. Destruct ♣ and Protect ♦ are opposites: a wizard casting one on a target holding the
 * other of equal or lower value may cancel it — the caster chooses.
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
 * What the caster of a Destruct or Protect chose for a target holding the opposite spell of equal or
 * lower value [F52-20]: "cancel" it (the book's "if a wizard wants to cancel"), or "keep" it and let
 * the new spell take effect beside it.
 */
export const WARD_CHOICES = ["cancel", "keep"] as const;
export type WardChoice = (typeof WARD_CHOICES)[number];

/** The opposite of a ward spell. */
const OPPOSITE = { destruct: "protect", protect: "destruct" } as const;

/** Could this Destruct (or Protect) cancel the opposite spell the target holds? Then the caster chooses. */
export function mayCancelWard(wards: Wards, spell: "destruct" | "protect", cards: readonly SuitedCard[]): boolean {
  const opposite = OPPOSITE[spell] === "protect" ? protectStrength(wards) : destructStrength(wards);
  return opposite !== null && cards.length > 0 && atLeast(playStrength(cards), opposite);
}

function applyWard(wards: Wards, spell: "destruct" | "protect", strength: PlayStrength, window: RoundWindow): Wards {
  if (spell === "destruct") {
    return strength.ace ? { ...wards, exposed: window } : { ...wards, destructBonus: wards.destructBonus + strength.total };
  }
  return strength.ace ? { ...wards, invulnerable: window } : { ...wards, protectBonus: wards.protectBonus + strength.total };
}

function castWard(
  spell: "destruct" | "protect",
  wards: Wards,
  cards: readonly SuitedCard[],
  window: RoundWindow,
  choice: WardChoice,
): { wards: Wards; outcome: WardOutcome } {
  if (choice === "cancel" && mayCancelWard(wards, spell, cards)) {
    const cleared = spell === "destruct" ? { protectBonus: 0, invulnerable: null } : { destructBonus: 0, exposed: null };
    return { wards: { ...wards, ...cleared }, outcome: "cancelled" };
  }
  return { wards: applyWard(wards, spell, playStrength(cards), window), outcome: "applied" };
}

/** What a Destruct or Protect is cast with: the target's wards, the cards, the round window, the caster's choice. */
type WardCast = [wards: Wards, cards: readonly SuitedCard[], window: RoundWindow, choice: WardChoice];

/**
 * Cast Destruct on a target [F52-20]. A wizard *may* cancel a Protect of equal or lower value: with
 * the choice "cancel" the Destruct is spent cancelling it (ruling: "cancel" removes the opposite
 * spell and nothing else); with "keep", or when there is nothing it can cancel, it takes effect.
 * Number Destructs on one target add up.
 */
export const castDestruct = (...cast: WardCast) => castWard("destruct", ...cast);

/** Cast Protect on a target: the mirror of `castDestruct`. */
export const castProtect = (...cast: WardCast) => castWard("protect", ...cast);
