/** Card images as the system ships them (dist/assets/cards), under systems/deckbound/ beside the page (npm start and the static site). */
import { cardCode, cardLabel } from "../src/rules/cards/card.ts";
import type { Card } from "../src/rules/cards/card.ts";

const CARD_ART = "systems/deckbound/assets/cards";

/** An `<img>` of the card's face, or of the back when `card` is "back". */
export function cardImage(card: Card | "back"): HTMLImageElement {
  const image = document.createElement("img");
  image.className = "deckbound-card";
  image.src = `${CARD_ART}/${card === "back" ? "back" : cardCode(card)}.svg`;
  image.alt = card === "back" ? "card back" : cardLabel(card);
  if (card !== "back") image.dataset["card"] = cardCode(card);
  return image;
}
