/**
 * The four skills that define a character and the suit that stands for each [DIR-01].
 *
 * Naming: the source calls both these four and the character's learned abilities "skills". In code
 * the four suit-skills are *attributes* and the learned, free-form ones are *competences* (the
 * source's own word for them, see competences.ts), so the two never share a name.
 */
import type { Suit } from "../cards/card.ts";

export const ATTRIBUTES = ["body", "dexterity", "spirit", "mind"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Body ♠, Dexterity ♣, Spirit ♥, Mind ♦ [DIR-01]. */
export const ATTRIBUTE_SUIT: Readonly<Record<Attribute, Suit>> = { body: "S", dexterity: "C", spirit: "H", mind: "D" };

export function attributeSuit(attribute: Attribute): Suit {
  return ATTRIBUTE_SUIT[attribute];
}

export function attributeOfSuit(suit: Suit): Attribute {
  return ATTRIBUTES.find((attribute) => ATTRIBUTE_SUIT[attribute] === suit)!;
}

export function isAttribute(value: unknown): value is Attribute {
  return typeof value === "string" && (ATTRIBUTES as readonly string[]).includes(value);
}

const LABELS: Readonly<Record<Attribute, string>> = { body: "Body", dexterity: "Dexterity", spirit: "Spirit", mind: "Mind" };

/** i18n key of an attribute's name, e.g. `DECKBOUND.Director.Attribute.Body`. */
export function attributeLabelKey(attribute: Attribute): string {
  return `DECKBOUND.Director.Attribute.${LABELS[attribute]}`;
}
