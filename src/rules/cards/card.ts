/**
 * The card model shared by every ruleset [CORE-01].
 *
 * A card is identified by what it is — suit, rank, and the deck it came from (`origin`) — never by
 * a storage id. Two physical copies of the same face (the 108-card double deck) differ by origin.
 */

export const SUITS = ["C", "D", "H", "S"] as const;
export type Suit = (typeof SUITS)[number];

/**
 * Face order, Ace high: 2–10 as printed, 11 J, 12 Q, 13 K, 14 A. This is identity and display, not
 * a value table: each ruleset maps `Rank` to its own values (Ace = 1 for initiative, J/Q/K = 10, a
 * circular order…) in its own code, so the card model never encodes one game's arithmetic.
 */
export const RANKS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type Rank = (typeof RANKS)[number];

export const JOKER_COLORS = ["red", "black"] as const;
export type JokerColor = (typeof JOKER_COLORS)[number];

export interface SuitedCard {
  readonly kind: "suited";
  readonly suit: Suit;
  readonly rank: Rank;
  /** Which physical deck this card belongs to, e.g. "main", "A", "B", "skill-C". */
  readonly origin: string;
}

export interface JokerCard {
  readonly kind: "joker";
  readonly color: JokerColor;
  readonly origin: string;
}

export type Card = SuitedCard | JokerCard;

/** A suited card, not a joker. */
export function isSuitedCard(card: Card): card is SuitedCard {
  return card.kind === "suited";
}

export type SuitColor = "red" | "black";

/** A suit letter, from untrusted data (a button's dataset, stored JSON). */
export function isSuit(value: unknown): value is Suit {
  return (SUITS as readonly unknown[]).includes(value);
}

export function suitColor(suit: Suit): SuitColor {
  return suit === "D" || suit === "H" ? "red" : "black";
}

export function cardColor(card: Card): SuitColor {
  return card.kind === "joker" ? card.color : suitColor(card.suit);
}

export function isJoker(card: Card): card is JokerCard {
  return card.kind === "joker";
}

export function suited(suit: Suit, rank: Rank, origin: string): SuitedCard {
  return { kind: "suited", suit, rank, origin };
}

export function joker(color: JokerColor, origin: string): JokerCard {
  return { kind: "joker", color, origin };
}

/** Same face and same origin: the same physical card. */
export function sameCard(a: Card, b: Card): boolean {
  return cardKey(a) === cardKey(b);
}

/** Same face, whatever the origin (an 8 of clubs is an 8 of clubs). */
export function sameFace(a: Card, b: Card): boolean {
  return cardCode(a) === cardCode(b);
}

const RANK_CODES: Record<Rank, string> = {
  2: "2",
  3: "3",
  4: "4",
  5: "5",
  6: "6",
  7: "7",
  8: "8",
  9: "9",
  10: "10",
  11: "J",
  12: "Q",
  13: "K",
  14: "A",
};

export function rankCode(rank: Rank): string {
  return RANK_CODES[rank];
}

/** Notation: `8C`, `10H`, `AS`, `JKR`, `JKB`. */
export function cardCode(card: Card): string {
  if (card.kind === "joker") return card.color === "red" ? "JKR" : "JKB";
  return `${RANK_CODES[card.rank]}${card.suit}`;
}

/** Identity key: notation plus origin, e.g. `8C@main`. */
export function cardKey(card: Card): string {
  return `${cardCode(card)}@${card.origin}`;
}

const RANK_BY_CODE: ReadonlyMap<string, Rank> = new Map(
  (Object.entries(RANK_CODES) as [string, string][]).map(([rank, code]) => [code, Number(rank) as Rank]),
);

export class CardNotationError extends Error {
  constructor(readonly notation: string) {
    super(`Not a card: "${notation}"`);
    this.name = "CardNotationError";
  }
}

/** Parse `8C`, `10H`, `AS`, `JKR`, `JKB` (case-insensitive, `T` accepted for ten). Throws on anything else. */
export function parseCard(notation: string, origin = "main"): Card {
  const text = notation.trim().toUpperCase();
  if (text === "JKR") return joker("red", origin);
  if (text === "JKB") return joker("black", origin);
  const match = /^(10|T|[2-9JQKA])([CDHS])$/.exec(text);
  if (!match) throw new CardNotationError(notation);
  const rank = RANK_BY_CODE.get(match[1] === "T" ? "10" : match[1]!);
  if (rank === undefined) throw new CardNotationError(notation);
  return suited(match[2] as Suit, rank, origin);
}

/** Parse a space- or comma-separated list: `"7C 8C 9C"`. */
export function parseCards(list: string, origin = "main"): Card[] {
  return list
    .split(/[\s,]+/)
    .filter((token) => token.length > 0)
    .map((token) => parseCard(token, origin));
}

const SUIT_SYMBOLS: Record<Suit, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };

/** ♣ ♦ ♥ ♠. Show it together with the suit colour (`suitColor`), never colour alone [CORE-01]. */
export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/**
 * A short, language-neutral face label: `8♣`, `10♥`, `A♠`; jokers have no universal symbol, so
 * they get their notation code (`JKR`, `JKB`). For words, use the i18n keys below.
 */
export function cardLabel(card: Card): string {
  return card.kind === "joker" ? cardCode(card) : `${RANK_CODES[card.rank]}${SUIT_SYMBOLS[card.suit]}`;
}

const SUIT_NAMES: Record<Suit, string> = { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" };
const RANK_NAMES: Record<Rank, string> = {
  2: "Two",
  3: "Three",
  4: "Four",
  5: "Five",
  6: "Six",
  7: "Seven",
  8: "Eight",
  9: "Nine",
  10: "Ten",
  11: "Jack",
  12: "Queen",
  13: "King",
  14: "Ace",
};

/** i18n key of a suit's name, e.g. `DECKBOUND.Cards.Suit.Clubs` (strings in lang/en/cards.json). */
export function suitNameKey(suit: Suit): string {
  return `DECKBOUND.Cards.Suit.${SUIT_NAMES[suit]}`;
}

/** i18n key of a rank's name, e.g. `DECKBOUND.Cards.Rank.Jack`. */
export function rankNameKey(rank: Rank): string {
  return `DECKBOUND.Cards.Rank.${RANK_NAMES[rank]}`;
}

/**
 * How to name a card in words: an i18n key and the keys to fill its placeholders, e.g.
 * `{ key: "DECKBOUND.Cards.Name", data: { rank: "DECKBOUND.Cards.Rank.Eight", suit: "DECKBOUND.Cards.Suit.Clubs" } }`
 * ("{rank} of {suit}"); the caller localises `data` values, then formats `key` with them.
 */
export function cardNameKey(card: Card): { readonly key: string; readonly data: Readonly<Record<string, string>> } {
  if (card.kind === "joker") return { key: card.color === "red" ? "DECKBOUND.Cards.Joker.Red" : "DECKBOUND.Cards.Joker.Black", data: {} };
  return { key: "DECKBOUND.Cards.Name", data: { rank: rankNameKey(card.rank), suit: suitNameKey(card.suit) } };
}
