/**
 * Cards in 52 Fates chat-card data: stored as short codes ("9C", "10H") of the one 52 Fates deck
 * [F52-01], so message data stays small and readable; parsed back defensively (it is
 * client-writable).
 */
import { cardCode, parseCard } from "../../../rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { DECK_ORIGIN } from "../../../rules/fates52/decks.ts";

export function codesOf(cards: readonly Card[]): string[] {
  return cards.map(cardCode);
}

/** One code of the 52 Fates deck, or null. */
export function suitedFromCode(code: unknown): SuitedCard | null {
  if (typeof code !== "string") return null;
  try {
    const card = parseCard(code, DECK_ORIGIN);
    return card.kind === "suited" ? card : null;
  } catch {
    return null;
  }
}

/** A play picks at most this many cards; a list of the table's face-up cards may hold the whole deck. */
export const MAX_PICKED = 20;
export const WHOLE_DECK = 52;

/** A list of at most `max` codes (an array, or "9C,KS" as a button's data attribute carries it), or null if any is not a card. */
export function suitedFromCodes(raw: unknown, max = MAX_PICKED): SuitedCard[] | null {
  const list = typeof raw === "string" ? raw.split(",").filter((code) => code.trim() !== "") : raw;
  if (!Array.isArray(list) || list.length > max) return null;
  const cards: SuitedCard[] = [];
  for (const code of list) {
    const card = suitedFromCode(typeof code === "string" ? code.trim() : code);
    if (!card) return null;
    cards.push(card);
  }
  return cards;
}
