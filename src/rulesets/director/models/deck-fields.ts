/** The deck fields the Director's character and archetype models share: card counts and what they hold per attribute. */
import { ATTRIBUTES, attributeSuit } from "../../../rules/director/attributes.ts";
import { checkCounts, denseCounts, highestRank, suitTotal, totalCards } from "../../../rules/director/counts.ts";
import type { Attribute, CardCounts } from "../../../rules/director/index.ts";

const fields = foundry.data.fields;

/** Card counts (suit → rank → copies, each 0…4), checked by the pure validator; a deck holds at least one card [DIR-02]. */
export function countsField(initial: CardCounts) {
  return new fields.ObjectField({
    required: true,
    initial: () => denseCounts(initial) as Record<string, unknown>,
    validate: (value: unknown) => checkCounts(value) === null && totalCards(value as CardCounts) > 0,
  });
}

/** Per attribute: the cards of its suit the deck holds and its highest one (what difficulty 0 needs [DIR-06]). */
export interface AttributeDeckView {
  readonly attribute: Attribute;
  readonly cards: number;
  readonly highest: number | null;
}

export function attributeDeckViews(counts: CardCounts): AttributeDeckView[] {
  return ATTRIBUTES.map((attribute) => ({
    attribute,
    cards: suitTotal(counts, attributeSuit(attribute)),
    highest: highestRank(counts, attributeSuit(attribute)),
  }));
}

/** Derived from a deck's counts: its size and, per attribute, its cards of that suit. */
export type DeckDerivedData = { deckSize: number; attributes: AttributeDeckView[] };
