/**
 * Card values, suits and traits in A Game of Bastards [GOB-01, GOB-11, GOB-18].
 */
import type { Card, Suit, SuitedCard } from "../cards/card.ts";

export const TRAITS = ["body", "spirit", "mind", "luck"] as const;
export type Trait = (typeof TRAITS)[number];

/** Each suit is tied to one trait [GOB-01]. */
export const TRAIT_OF_SUIT: Readonly<Record<Suit, Trait>> = { C: "body", H: "spirit", S: "mind", D: "luck" };
export const SUIT_OF_TRAIT: Readonly<Record<Trait, Suit>> = { body: "C", spirit: "H", mind: "S", luck: "D" };

/** How suits are named on screen: the French suits, or their tarot aliases [GOB-01]. */
export type SuitNaming = "standard" | "tarot";

/** i18n key naming a suit in the chosen style (Clubs / Swords, Hearts / Cups, Spades / Staves, Diamonds / Coins). */
export function suitLabelKey(suit: Suit, naming: SuitNaming): string {
  return `DECKBOUND.Bastards.Suit.${naming === "tarot" ? "Tarot" : "Standard"}.${suit}`;
}

export function traitLabelKey(trait: Trait): string {
  return `DECKBOUND.Bastards.Trait.${trait}`;
}

/** Card value: 2–10 as printed, J 11, Q 12, K 13, A 14 [GOB-11]. Jokers never stay in play, so they have none. */
export function cardValue(card: SuitedCard): number {
  return card.rank;
}

/** Initiative value: as `cardValue`, but the Ace counts 1 [GOB-11, GOB-15]. */
export function initiativeValue(card: SuitedCard): number {
  return card.rank === 14 ? 1 : card.rank;
}

/** Tie-break order of suits: ♣ < ♠ < ♥ < ♦ [GOB-18]. */
export const SUIT_PRIORITY: Readonly<Record<Suit, number>> = { C: 0, S: 1, H: 2, D: 3 };

/** Orders cards by value, then by suit priority: the "best" card of a hand is the greatest. */
export function compareCards(a: SuitedCard, b: SuitedCard): number {
  return cardValue(a) - cardValue(b) || SUIT_PRIORITY[a.suit] - SUIT_PRIORITY[b.suit];
}

/** The best card of a hand (highest value, suit breaking ties), or undefined for a hand without suited cards. */
export function bestCard(cards: readonly Card[]): SuitedCard | undefined {
  let best: SuitedCard | undefined;
  for (const card of cards) {
    if (card.kind === "suited" && (best === undefined || compareCards(card, best) > 0)) best = card;
  }
  return best;
}

/** Which side wins a contest [GOB-10, GOB-18]. */
export type Winner = "first" | "second";

/**
 * Compare two totals; a tie goes to the higher suit of each side's deciding card (♣ < ♠ < ♥ < ♦).
 * Ruling (project): equal totals with equal suits, or a side without a card, go to the second side —
 * the defender or the dealer — so an action that does not beat its opposition does not succeed.
 */
export function decide(first: { total: number; suit?: Suit | undefined }, second: { total: number; suit?: Suit | undefined }): Winner {
  if (first.total !== second.total) return first.total > second.total ? "first" : "second";
  if (first.suit === undefined || second.suit === undefined) return "second";
  return SUIT_PRIORITY[first.suit] > SUIT_PRIORITY[second.suit] ? "first" : "second";
}
