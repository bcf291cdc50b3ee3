/**
 * The "playing" Card subtype: stores what a card is (notation + deck of origin), so the system
 * finds cards by identity, never by document id (docs/ARCHITECTURE.md: cards by identity).
 */
import { parseCard } from "../../rules/cards/card.ts";

const fields = foundry.data.fields;

function isNotation(value: unknown): boolean {
  try {
    parseCard(String(value));
    return true;
  } catch {
    return false;
  }
}

function playingCardSchema() {
  return {
    /** Card notation: `8C`, `10H`, `AS`, `JKR`, `JKB`. */
    code: new fields.StringField({ required: true, blank: false, initial: "AS", validate: isNotation }),
    /** The physical deck the card belongs to ("main", "A", "B", "skill-C"…). */
    origin: new fields.StringField({ required: true, blank: false, initial: "main" }),
  };
}

type Schema = ReturnType<typeof playingCardSchema>;

export class PlayingCardModel extends foundry.abstract.TypeDataModel<Schema, Card.Implementation> {
  static override defineSchema(): Schema {
    return playingCardSchema();
  }
}
