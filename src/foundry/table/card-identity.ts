/**
 * A card's identity on a Foundry Card document: notation and origin in the "playing" subtype's
 * system data [CORE-01]. Never the document id: ids change on import.
 * Turns rules cards into Card creation data and back; only a joker's name asks the client's language.
 */
import { cardCode, cardNameKey, parseCard } from "../../rules/cards/card.ts";
import type { Card, Suit } from "../../rules/cards/card.ts";
import { CARD_ART_PATH, PLAYING_CARD_TYPE } from "../constants.ts";

export interface CardIdentity {
  readonly code: string;
  readonly origin: string;
}

const SUIT_SYMBOLS: Record<Suit, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };

export function identityOf(card: Card): CardIdentity {
  return { code: cardCode(card), origin: card.origin };
}

/** The rules card for stored identity data, or null when the data is not a card. */
export function cardFromIdentity(raw: unknown): Card | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { code, origin } = raw as Record<string, unknown>;
  if (typeof code !== "string" || typeof origin !== "string" || origin === "") return null;
  try {
    return parseCard(code, origin);
  } catch {
    return null;
  }
}

export function cardArt(card: Card): string {
  return `${CARD_ART_PATH}/${cardCode(card)}.svg`;
}

export const CARD_BACK_ART = `${CARD_ART_PATH}/back.svg`;

/**
 * A card's short name, as people read it: `8♣`, `10♥`, `A♠`, and a joker by its name in the
 * client's language ("Red Joker", "Black Joker"), never its code (`JKR`).
 */
export function cardShortName(card: Card): string {
  return card.kind === "joker" ? game.i18n.localize(cardNameKey(card).key) : `${cardCode(card).slice(0, -1)}${SUIT_SYMBOLS[card.suit]}`;
}

/** Card creation data (Foundry's Card fields), face up or down. */
export function cardCreateData(card: Card, sort: number, faceUp: boolean) {
  const name = cardShortName(card);
  return {
    name,
    type: PLAYING_CARD_TYPE,
    system: identityOf(card),
    suit: card.kind === "suited" ? card.suit : "",
    value: card.kind === "suited" ? card.rank : 0,
    faces: [{ name, img: cardArt(card), text: "" }],
    face: faceUp ? 0 : null,
    back: { name: "", img: CARD_BACK_ART, text: "" },
    sort,
    width: 2,
    height: 3,
  };
}
