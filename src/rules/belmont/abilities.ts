/**
 * Abilities: Belmont's progression, attached to specific skill cards [BEL-17]. An ability is a
 * bonus or a malus to the card it sits on, or an effect described in words for the table to apply.
 * It is attached to a face (suit and rank): every copy of that face in the suit's skill deck has it.
 */
import type { Rank, Suit } from "../cards/card.ts";
import type { BelmontDecks } from "./decks.ts";
import type { Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";

/** Every key present in each kind (the absent one null): a task card stores the abilities it shows. */
export type AbilityEffect =
  | { readonly kind: "bonus"; readonly amount: number; readonly text: null }
  | { readonly kind: "malus"; readonly amount: number; readonly text: null }
  | { readonly kind: "described"; readonly amount: null; readonly text: string };

export interface Ability {
  readonly id: string;
  /** The player-facing name, written by the table. */
  readonly name: string;
  readonly suit: Suit;
  readonly rank: Rank;
  readonly effect: AbilityEffect;
}

/** The abilities attached to this face. */
export function abilitiesOn(card: { readonly suit: Suit; readonly rank: Rank }, abilities: readonly Ability[]): Ability[] {
  return abilities.filter((ability) => ability.suit === card.suit && ability.rank === card.rank);
}

/** Abilities whose card is no longer in Belmont's skill decks (removed or changed by a deck edit). */
export function orphanedAbilities(abilities: readonly Ability[], decks: BelmontDecks): Ability[] {
  return abilities.filter((ability) => !decks.skill[ability.suit].some((card) => card.rank === ability.rank));
}

/** A bonus or malus is a whole number of rank steps, at least 1; null when the ability is well formed. */
export function checkAbility(ability: Ability): Refusal | null {
  if (ability.effect.kind === "described") return null;
  const amount = ability.effect.amount;
  return Number.isInteger(amount) && amount >= 1 ? null : refuse(REFUSAL.BadAbilityAmount);
}
