/**
 * Archetypes [DIR-02]: each player's action deck is built from the cards of the character's
 * archetype. Ruling: an archetype is an editable deck recipe — card counts per suit × rank (see
 * counts.ts). The project ships the full 52-card "Balanced" default and a few archetypes that are
 * clearly EXAMPLES (`example: true`; the source names none): each favours one attribute with the
 * whole suit and has few, low cards of its weakest suit, so its odds and its difficulty-0 card
 * (the highest of the suit it holds [DIR-06]) show it.
 */
import { RANKS } from "../cards/card.ts";
import type { Rank, Suit } from "../cards/card.ts";
import type { Attribute } from "./attributes.ts";
import { ATTRIBUTE_SUIT } from "./attributes.ts";
import type { CardCounts } from "./counts.ts";
import { checkCounts, oneOfEach, totalCards } from "./counts.ts";
import type { Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";

export interface Archetype {
  readonly id: string;
  /** An i18n key for a shipped archetype; the name a user typed for their own. */
  readonly name: string;
  /** Shipped for illustration, not from the source. */
  readonly example: boolean;
  readonly counts: CardCounts;
}

/** Refuses an archetype whose counts are malformed or that holds no card at all. */
export function checkArchetype(archetype: Archetype): Refusal | null {
  const malformed = checkCounts(archetype.counts);
  if (malformed) return malformed;
  return totalCards(archetype.counts) === 0 ? refuse(REFUSAL.ArchetypeEmpty) : null;
}

/** Counts holding, for each suit, every rank from 2 up to the given top rank. */
function countsUpTo(tops: Readonly<Record<Suit, Rank>>): CardCounts {
  return oneOfEach((suit) => RANKS.filter((rank) => rank <= tops[suit]));
}

export const BALANCED_ARCHETYPE: Archetype = {
  id: "balanced",
  name: "DECKBOUND.Director.Archetype.Balanced",
  example: false,
  counts: countsUpTo({ C: 14, D: 14, H: 14, S: 14 }),
};

/** An example archetype: its strong attribute's suit whole (2–A), then 2–10, 2–8 and 2–6 (34 cards). */
function exampleArchetype(
  id: string,
  label: string,
  [strong, second, third, weak]: readonly [Attribute, Attribute, Attribute, Attribute],
): Archetype {
  const tops = {
    [ATTRIBUTE_SUIT[strong]]: 14,
    [ATTRIBUTE_SUIT[second]]: 10,
    [ATTRIBUTE_SUIT[third]]: 8,
    [ATTRIBUTE_SUIT[weak]]: 6,
  } as Record<Suit, Rank>;
  return { id, name: `DECKBOUND.Director.Archetype.${label}`, example: true, counts: countsUpTo(tops) };
}

export const EXAMPLE_ARCHETYPES: readonly Archetype[] = [
  exampleArchetype("example-bruiser", "Bruiser", ["body", "dexterity", "spirit", "mind"]),
  exampleArchetype("example-scout", "Scout", ["dexterity", "mind", "body", "spirit"]),
  exampleArchetype("example-leader", "Leader", ["spirit", "mind", "dexterity", "body"]),
  exampleArchetype("example-scholar", "Scholar", ["mind", "spirit", "dexterity", "body"]),
];

/** Balanced first (the default), then the examples. */
export const SHIPPED_ARCHETYPES: readonly Archetype[] = [BALANCED_ARCHETYPE, ...EXAMPLE_ARCHETYPES];
