/**
 * Deck recipes: the card lists rulesets build their stacks from [CORE-01].
 *
 * Order is deterministic (suits C, D, H, S; ranks ascending within a suit; jokers red then black)
 * so a recipe is reproducible; shuffle before play. Recipes are authoring-time code: a malformed
 * recipe (bad notation, a reversed range, the same card twice in one origin) is a programming
 * error and throws (`CardNotationError`, `DeckRecipeError`); it never reaches a player.
 */
import { RANKS, SUITS, cardKey, joker, parseCard, parseCards, suited } from "./card.ts";
import type { Card, Rank, Suit } from "./card.ts";

export class DeckRecipeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeckRecipeError";
  }
}

/** The 52 suited cards: C, D, H, S, each 2..A. */
export function standardDeck(origin = "main"): Card[] {
  return suitsRange(SUITS, 2, 14, origin);
}

/** The 52 suited cards plus the red and black jokers (54). */
export function deckWithJokers(origin = "main"): Card[] {
  return [...standardDeck(origin), joker("red", origin), joker("black", origin)];
}

/** Two full decks with jokers, origins "A" and "B" (108 cards). */
export function doubleDeckWithJokers(): Card[] {
  return [...deckWithJokers("A"), ...deckWithJokers("B")];
}

/** One suit from `from` to `to` inclusive, Ace high (14): `suitRange("S", 7, 14, o)` is 7♠..A♠. */
export function suitRange(suit: Suit, from: Rank, to: Rank, origin: string): Card[] {
  if (from > to) {
    throw new DeckRecipeError(`suitRange: ${from} > ${to}; for an Ace-low range such as A–4 use lowRange`);
  }
  return RANKS.filter((rank) => rank >= from && rank <= to).map((rank) => suited(suit, rank, origin));
}

/** `suitRange` for each suit in turn. */
export function suitsRange(suits: readonly Suit[], from: Rank, to: Rank, origin: string): Card[] {
  return suits.flatMap((suit) => suitRange(suit, from, to, origin));
}

/**
 * An Ace-low range of one suit: the Ace, then 2..`to` (`lowRange("H", 4, o)` is A♥ 2♥ 3♥ 4♥).
 * The Ace keeps rank 14 like every Ace; a ruleset that counts it as 1 maps the rank itself.
 */
export function lowRange(suit: Suit, to: Rank, origin: string): Card[] {
  if (to === 14) throw new DeckRecipeError("lowRange: the upper end must be below the Ace");
  return [suited(suit, 14, origin), ...RANKS.filter((rank) => rank <= to).map((rank) => suited(suit, rank, origin))];
}

/** `lowRange` for each suit in turn. */
export function suitsLowRange(suits: readonly Suit[], to: Rank, origin: string): Card[] {
  return suits.flatMap((suit) => lowRange(suit, to, origin));
}

/**
 * A deck written in card notation: `"7C 8C 9C JKR"` (space- or comma-separated) or `["7C", "8C"]`.
 * Throws `CardNotationError` (from card.ts) on a bad code and `DeckRecipeError` if a card appears twice (two
 * copies of one face must come from different origins, or they could not be told apart).
 */
export function customDeck(notation: string | readonly string[], origin: string): Card[] {
  const cards = typeof notation === "string" ? parseCards(notation, origin) : notation.map((code) => parseCard(code, origin));
  if (cards.length === 0) throw new DeckRecipeError("customDeck: the notation lists no cards");
  assertDistinct(cards);
  return cards;
}

/** Throws `DeckRecipeError` if two cards share suit, rank and origin. */
export function assertDistinct(cards: readonly Card[]): void {
  const seen = new Set<string>();
  for (const card of cards) {
    const key = cardKey(card);
    if (seen.has(key)) throw new DeckRecipeError(`The same card appears twice: ${key}`);
    seen.add(key);
  }
}
