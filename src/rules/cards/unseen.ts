/**
 * What one seat cannot see [CORE-05, CORE-06]: a deck's whole composition minus every card the seat
 * sees (its own hand, face-up cards in play, discards…). Odds asked from a seat are counted over
 * these cards alone, so they never read a stack the seat may not see: a secret hand of h cards is,
 * from that seat, a uniformly random h-card subset of them, and so is the next card drawn.
 */
import { cardKey, isSuitedCard } from "./card.ts";
import type { Card, SuitedCard } from "./card.ts";

/** The deck's cards minus the ones the seat can see, jokers included. */
export function unseenOf(deck: readonly Card[], visible: readonly Card[]): Card[] {
  const seen = new Set(visible.map(cardKey));
  return deck.filter((card) => !seen.has(cardKey(card)));
}

/** The suited cards among them: what a hidden hand may hold (hands hold no jokers, or the deck has none). */
export function unseenCards(deck: readonly Card[], visible: readonly Card[]): SuitedCard[] {
  return unseenOf(deck, visible).filter(isSuitedCard);
}
