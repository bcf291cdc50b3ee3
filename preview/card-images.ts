/** Card images as the system ships them (dist/assets/cards), served by `npm start` under /system/. */
import { cardCode, isJoker, rankCode } from "../src/rules/cards/card.ts";
import type { Card } from "../src/rules/cards/card.ts";

const CARD_ART = "/system/assets/cards";
const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" } as const;

/** "7♥", "10♣", "red joker" — for logs and alt text. */
export function cardLabel(card: Card): string {
  return isJoker(card) ? `${card.color} joker` : `${rankCode(card.rank)}${SUIT_SYMBOLS[card.suit]}`;
}

/** An `<img>` of the card's face, or of the back when `card` is "back". */
export function cardImage(card: Card | "back"): HTMLImageElement {
  const image = document.createElement("img");
  image.className = "deckbound-card";
  image.src = `${CARD_ART}/${card === "back" ? "back" : cardCode(card)}.svg`;
  image.alt = card === "back" ? "card back" : cardLabel(card);
  if (card !== "back") image.dataset["card"] = cardCode(card);
  return image;
}
