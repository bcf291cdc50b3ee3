/** Card art page: every face and the back at table size, and a few up close. */
import { parseCard } from "../src/rules/cards/card.ts";
import { deckWithJokers } from "../src/rules/cards/recipes.ts";
import { cardImage } from "./card-images.ts";

const small = document.querySelector<HTMLElement>("#small-cards")!;
const large = document.querySelector<HTMLElement>("#large-cards")!;

small.append(...deckWithJokers().map(cardImage), cardImage("back"));
large.append(...["AS", "7H", "10D", "QC", "KH", "JKB"].map((code) => cardImage(parseCard(code))), cardImage("back"));
