/**
 * Everyone who takes part in an opposition: Fated characters, Followers and groups of Extras
 * [GOB-20, GOB-25, GOB-26]. Followers and Extras have no sheet: a Power Rating (1–5) stands in for
 * their traits, skills and hand.
 */
import type { SuitedCard } from "../cards/card.ts";
import { findAdvantage } from "./catalogue.ts";
import { POOL_ADVANTAGE, POOL_PER_RANK, advantageRanks, canAct, condition, losePool, poolCurrent, skillRank } from "./character.ts";
import type { Character } from "./character.ts";
import { extraCards, handTrait } from "./modifiers.ts";
import type { DrawContext } from "./modifiers.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { BastardsRulings } from "./rulings.ts";
import { TRAITS, TRAIT_OF_SUIT } from "./values.ts";
import type { Trait } from "./values.ts";
import { refuse } from "../outcome.ts";
import type { Refusal } from "../outcome.ts";
import { REFUSAL } from "./refusals.ts";

interface CombatantBase {
  /** Actor key: names the owner-only stacks `hand:<key>` and `facedown:<key>`. */
  readonly key: string;
  /** Combatants on one side are allies (Inspiring Presence) and the opposition ends when one side is left. */
  readonly side: string;
  /** How many cards the hand holds; the faces stay in the owner-only stack. */
  readonly handCount: number;
  /** The initiative card, public once revealed [GOB-15]. */
  readonly initiative: SuitedCard | null;
  readonly knockedDown: boolean;
  /** Wielding two weapons: the weapons' combat skills [GOB-24]. */
  readonly twoWeapons: readonly [string, string] | null;
}

/**
 * Every kind carries every key, null where it does not apply: a chat card's state schema stores
 * combatants field for field and must read back what it was given.
 */
export interface FatedCombatant extends CombatantBase {
  readonly kind: "fated";
  readonly character: Character;
  readonly powerRating: null;
  readonly powerLoss: null;
  readonly members: null;
  readonly weaponBonus: null;
  readonly weapon: null;
  /** Its sheet's, in `character` [GOB-07]. */
  readonly advantages: null;
}

export interface FollowerCombatant extends CombatantBase {
  readonly kind: "follower";
  readonly character: null;
  readonly powerRating: number;
  /** Damage taken by the one Power Pool; knocked out at the pool, killed at double [GOB-25]. */
  readonly powerLoss: number;
  readonly members: null;
  readonly weaponBonus: null;
  /** The combat skill of its one weapon (`combat:<weapon>`), or null: unarmed [GOB-25]. */
  readonly weapon: string | null;
  /** Advantage key (`id`, or `id:<weapon>`) → ranks: at most its Power Rating of them [GOB-25]. */
  readonly advantages: Readonly<Record<string, number>>;
}

export interface ExtrasCombatant extends CombatantBase {
  readonly kind: "extras";
  readonly character: null;
  readonly powerRating: number;
  readonly powerLoss: null;
  /** Members left; also the group's maximum hand [GOB-26]. */
  readonly members: number;
  /** The group's weapon damage bonus, added on attacks; never above the Power Rating [GOB-26]. */
  readonly weaponBonus: number;
  readonly weapon: null;
  /** Extras "cannot use advantages" [GOB-26]. */
  readonly advantages: null;
}

export type Combatant = FatedCombatant | FollowerCombatant | ExtrasCombatant;

/** What a combatant's sheet holds, every kind's fields (null where they do not apply); the rest is the card's (CombatantBase). */
export function sheetHeld(combatant: Combatant): SheetHeld {
  const { character, powerRating, powerLoss, members, weaponBonus, weapon, advantages } = combatant;
  return { character, powerRating, powerLoss, members, weaponBonus, weapon, advantages } as SheetHeld;
}

export type SheetHeld = Omit<Combatant, keyof CombatantBase | "kind">;

export const MAX_POWER_RATING = 5;
export const MAX_EXTRAS = 5;
/** Extras lose one member per this many points of difference [GOB-26]. */
export const POINTS_PER_MEMBER = 4;
/** The opening hand of a Fated character [GOB-15]; a mulligan also draws this many [GOB-16]. */
export const OPENING_HAND = 5;

/** The keys of one kind that another kind carries as null (a stored combatant of an older shape lacks some). */
export const OTHER_KINDS_KEYS = {
  character: null,
  powerRating: null,
  powerLoss: null,
  members: null,
  weaponBonus: null,
  weapon: null,
  advantages: null,
} as const;

const BASE = { handCount: 0, initiative: null, knockedDown: false, twoWeapons: null, ...OTHER_KINDS_KEYS } as const;

export function fatedCombatant(key: string, side: string, character: Character): FatedCombatant {
  return { ...BASE, kind: "fated", key, side, character };
}

/** A Follower "come[s] with one weapon" [GOB-22, GOB-25]: never a second. */
export const FOLLOWER_WEAPONS = 1;

/**
 * `weapon`: the combat skill of its one weapon, if it carries one; `advantages`: those it holds, at
 * most its Power Rating of them [GOB-25].
 */
export function followerCombatant(
  key: string,
  side: string,
  powerRating: number,
  weapon: string | null = null,
  advantages: Readonly<Record<string, number>> = {},
): FollowerCombatant | Refusal {
  if (!isRating(powerRating)) return refuse(REFUSAL.BadPowerRating);
  if (weapon !== null && (!weapon.startsWith("combat:") || weapon === "combat:unarmed")) return refuse(REFUSAL.BadWeapons);
  if (advantageCount(advantages) > powerRating) return refuse(REFUSAL.FollowerAdvantages);
  return { ...BASE, kind: "follower", key, side, powerRating, powerLoss: 0, weapon, advantages };
}

/** How many advantages a record holds, each rank one ("can be taken up to 5 times") [GOB-07, GOB-25]. */
export function advantageCount(advantages: Readonly<Record<string, number>>): number {
  return Object.values(advantages).reduce((sum, ranks) => sum + ranks, 0);
}

/** A Follower carrying `held` weapons may take one more only while it has none [GOB-25]. */
export function followerWeaponRefusal(held: number): Refusal | null {
  return held >= FOLLOWER_WEAPONS ? refuse(REFUSAL.FollowerOneWeapon) : null;
}

/**
 * The combat skills a Follower attacks and defends with: unarmed, and its weapon's — "their Power
 * Rating in any relevant traits or skills they may need (using a weapon…)" [GOB-25].
 */
export function followerCombatSkills(follower: FollowerCombatant): string[] {
  return ["combat:unarmed", ...(follower.weapon ? [follower.weapon] : [])];
}

export function extrasCombatant(
  key: string,
  side: string,
  powerRating: number,
  members: number,
  weaponBonus = 0,
): ExtrasCombatant | Refusal {
  if (!isRating(powerRating)) return refuse(REFUSAL.BadPowerRating);
  if (!Number.isInteger(members) || members < 1 || members > MAX_EXTRAS) return refuse(REFUSAL.BadGroupSize);
  if (!Number.isInteger(weaponBonus) || weaponBonus < 0 || weaponBonus > powerRating) return refuse(REFUSAL.WeaponAbovePowerRating);
  return { ...BASE, kind: "extras", key, side, powerRating, members, weaponBonus };
}

function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_POWER_RATING;
}

/**
 * A follower's Power Pool (ruling: 5 × Power Rating) [GOB-25]. Its one pool is every pool it has, so
 * Toughness, Resolve, Mental Fortitude and Devil's Own Luck add their 5 a rank to it (ruling; the
 * world setting `followerPoolAdvantages` off: they add nothing) [GOB-04, GOB-25].
 */
export function powerPool(
  follower: Pick<FollowerCombatant, "powerRating" | "advantages">,
  rulings: BastardsRulings = DEFAULT_RULINGS,
): number {
  const bonus = rulings.followerPoolAdvantages
    ? TRAITS.reduce((sum, trait) => sum + advantageRanks(follower, POOL_ADVANTAGE[trait]), 0) * POOL_PER_RANK
    : 0;
  return rulings.powerPoolPerRating * follower.powerRating + bonus;
}

export type FollowerState = "active" | "knockedOut" | "killed";

export function followerState(follower: FollowerCombatant, rulings: BastardsRulings = DEFAULT_RULINGS): FollowerState {
  const pool = powerPool(follower, rulings);
  return follower.powerLoss >= 2 * pool ? "killed" : follower.powerLoss >= pool ? "knockedOut" : "active";
}

/** Whether the combatant may still act and play cards. */
/** Out of the story: a Fated killed (four pools empty), a Follower at double its pool, Extras with no member left [GOB-20, GOB-25, GOB-26]. */
export function isKilled(combatant: Combatant, rulings: BastardsRulings = DEFAULT_RULINGS): boolean {
  switch (combatant.kind) {
    case "fated":
      return condition(combatant.character) === "killed";
    case "follower":
      return followerState(combatant, rulings) === "killed";
    case "extras":
      return combatant.members === 0;
  }
}

export function isActive(combatant: Combatant, rulings: BastardsRulings = DEFAULT_RULINGS): boolean {
  switch (combatant.kind) {
    case "fated":
      return canAct(combatant.character);
    case "follower":
      return followerState(combatant, rulings) === "active";
    case "extras":
      return combatant.members > 0;
  }
}

/**
 * A trait as written on the character, without Desperation's swap: what an advantage that names a
 * trait counts (Zeal's Spirit, Lucky Strike's Luck, Berserk's and Iron Wall's Body) [GOB-20, GOB-28].
 */
export function rawTrait(combatant: Combatant, trait: Trait): number {
  switch (combatant.kind) {
    case "fated":
      return combatant.character.traits[trait];
    case "follower":
      return combatant.powerRating;
    case "extras":
      return 0;
  }
}

/**
 * The value a combatant's hand adds for a trait: the character's usual one, or Spirit-or-Luck in
 * Desperation [GOB-20]; Followers their Power Rating, Extras none [GOB-25, GOB-26].
 */
export function traitValue(combatant: Combatant, trait: Trait): number {
  switch (combatant.kind) {
    case "fated":
      return combatant.character.traits[handTrait(combatant.character, trait)];
    case "follower":
      return combatant.powerRating;
    case "extras":
      return 0;
  }
}

/** Cards the combatant may play on a draw with this skill, before situational penalties (a holder's extra cards with them). */
export function skillCards(combatant: Combatant, context: DrawContext, rulings: BastardsRulings = DEFAULT_RULINGS): number {
  const extra = extraCards((id) => mayUseAdvantage(combatant, id, rulings), context);
  switch (combatant.kind) {
    case "fated":
      return skillRank(combatant.character, context.skill) + extra;
    case "follower":
      return combatant.powerRating + extra;
    case "extras":
      return combatant.powerRating;
  }
}

export function openingHand(combatant: Combatant): number {
  switch (combatant.kind) {
    case "fated":
      return OPENING_HAND;
    case "follower":
      return combatant.powerRating;
    case "extras":
      return Math.min(combatant.powerRating, combatant.members);
  }
}

export function isDesperate(combatant: Combatant): boolean {
  return combatant.kind === "fated" && condition(combatant.character) === "desperate";
}

export interface DamageOutcome {
  readonly combatant: Combatant;
  /** Points taken from the pool (Fated, Followers) or members lost (Extras). */
  readonly taken: number;
}

/**
 * Damage to one pool with no rollover [GOB-19]; a Follower's Power Pool takes all damage [GOB-25];
 * Extras lose one member per 4 points [GOB-26].
 */
export function damage(combatant: Combatant, pool: Trait, amount: number): DamageOutcome {
  const points = Math.max(0, amount);
  switch (combatant.kind) {
    case "fated": {
      const { character, taken } = losePool(combatant.character, pool, points);
      return { combatant: { ...combatant, character }, taken };
    }
    case "follower":
      return { combatant: { ...combatant, powerLoss: combatant.powerLoss + points }, taken: points };
    case "extras": {
      const lost = Math.min(combatant.members, Math.floor(points / POINTS_PER_MEMBER));
      return { combatant: { ...combatant, members: combatant.members - lost }, taken: lost };
    }
  }
}

/*
 * Who holds advantages [GOB-07, GOB-25, GOB-26, GOB-28]: a Fated character, those on its sheet; a
 * Follower, "a number of Advantages equal to their Power Rating" (Involve, GOB-22); never Extras,
 * who "cannot use advantages". Every advantage the engine applies asks these, never the kind.
 */

export type AdvantageHolder = FatedCombatant | FollowerCombatant;

export function holdsAdvantages(combatant: Combatant | null | undefined): combatant is AdvantageHolder {
  return combatant?.kind === "fated" || combatant?.kind === "follower";
}

/** The advantages a combatant holds (key → ranks); none for Extras. */
export function heldAdvantages(combatant: Combatant): Readonly<Record<string, number>> {
  switch (combatant.kind) {
    case "fated":
      return combatant.character.advantages;
    case "follower":
      return combatant.advantages;
    case "extras":
      return {};
  }
}

/** Ranks held in an advantage (with a parameter: in that one, else summed over all) [GOB-07]. */
export function ranksHeld(combatant: Combatant, id: string, parameter?: string): number {
  return advantageRanks({ advantages: heldAdvantages(combatant) }, id, parameter);
}

/**
 * Points left in the pool a cost in `trait` is paid from: a Fated character's own pool; a Follower's
 * one Power Pool, which "absorbs all of the damage done to the follower regardless of intended pool"
 * and so stands for each of its pools (ruling) [GOB-25, GOB-28]; nothing for Extras.
 */
export function costPoolLeft(combatant: Combatant, trait: Trait, rulings: BastardsRulings = DEFAULT_RULINGS): number {
  switch (combatant.kind) {
    case "fated":
      return poolCurrent(combatant.character, trait);
    case "follower":
      return Math.max(0, powerPool(combatant, rulings) - combatant.powerLoss);
    case "extras":
      return 0;
  }
}

/** Pay one point of an advantage's cost from the pool `costPoolLeft` reads. */
export function payCost(combatant: AdvantageHolder, trait: Trait): AdvantageHolder {
  return damage(combatant, trait, 1).combatant as AdvantageHolder;
}

/** An advantage its holder may use: held, and the pool of its suit not empty (a Follower: its Power Pool) [GOB-07, GOB-25]. */
export function mayUseAdvantage(combatant: Combatant, id: string, rulings: BastardsRulings = DEFAULT_RULINGS): boolean {
  const spec = findAdvantage(id);
  return spec !== undefined && ranksHeld(combatant, id) > 0 && costPoolLeft(combatant, TRAIT_OF_SUIT[spec.suit], rulings) > 0;
}
