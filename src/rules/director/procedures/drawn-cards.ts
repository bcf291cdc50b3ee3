/**
 * Reading drawn cards back into a procedure. The Foundry layer draws on the GM's client and sends
 * the cards back in an action; they are checked against what the deck can hold before they enter
 * the state, and copied to plain card data (the state is JSON).
 */
import { RANKS, SUITS, cardKey, suited } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { CardCounts } from "../counts.ts";
import { countOf, countsFromCards } from "../counts.ts";

/**
 * The cards as plain suited cards, or null if they cannot have come from one draw (or several
 * draws from the same whole deck) of this composition: a joker, a card listed twice, or more
 * copies of a face than the deck holds.
 */
export function readDrawnCards(cards: readonly Card[], composition: CardCounts): SuitedCard[] | null {
  if (!cards.every((card): card is SuitedCard => card.kind === "suited")) return null;
  if (new Set(cards.map(cardKey)).size !== cards.length) return null;
  const drawn = countsFromCards(cards);
  const fits = SUITS.every((suit) => RANKS.every((rank) => countOf(drawn, suit, rank) <= countOf(composition, suit, rank)));
  return fits ? cards.map((card) => suited(card.suit, card.rank, card.origin)) : null;
}
