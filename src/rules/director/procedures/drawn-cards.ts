/**
 * Reading drawn cards back into a procedure. The Foundry layer draws on the GM's client and sends
 * the cards back in an action; they are checked against the deck they were drawn from before they
 * enter the state, and copied to plain card data (the state is JSON).
 */
import { cardKey, suited } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import { cardsFromCounts } from "../counts.ts";
import type { DrawDeck } from "../decks.ts";

/**
 * The cards as plain suited cards, or null if they cannot all have been drawn from this deck when
 * whole: a card the deck does not hold (another deck's, a joker) or the same card twice.
 */
export function readDrawnCards(cards: readonly Card[], deck: DrawDeck): SuitedCard[] | null {
  const held = new Set(cardsFromCounts(deck.composition, deck.origin).map(cardKey));
  const keys = cards.map(cardKey);
  if (new Set(keys).size !== keys.length || !keys.every((key) => held.has(key))) return null;
  // Every card is one the deck holds, and the deck holds only suited cards.
  return (cards as readonly SuitedCard[]).map((card) => suited(card.suit, card.rank, card.origin));
}
