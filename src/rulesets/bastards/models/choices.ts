/** Choices and checks the Bastards data models share: a field's choices are value → label key. */
import { SUITS } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import { isEntryKey } from "../../../rules/bastards/limits.ts";
import { suitLabelKey } from "../../../rules/bastards/values.ts";

export const SUIT_CHOICES: Readonly<Record<Suit, string>> = Object.fromEntries(
  SUITS.map((suit) => [suit, suitLabelKey(suit, "standard")]),
) as Record<Suit, string>;

/** A skill id a model may name (a standard skill, `combat:<weapon>`, `craft:<type>` or a custom name). */
export function isSkillId(value: unknown): boolean {
  return typeof value === "string" && isEntryKey(value);
}
