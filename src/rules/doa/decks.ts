/**
 * Action decks and their stacks [DOA-01, DOA-02, DOA-06].
 *
 * Every player and the GM owns one action deck of 52 cards and 2 jokers, whose cards carry the
 * owner's key as their origin. Stacks per owner:
 * - `doa.deck.<owner>`    the action deck, face down; when it runs out mid-draw the discard pile is
 *                         shuffled back in (the exhaustion penalty reads the reshuffle count).
 * - `doa.hand.<owner>`    held Fate Cards (aces and jokers). Never part of any reshuffle.
 * - `doa.discard.<owner>` ordinary cards after use.
 * - `doa.spent.<owner>`   Fate Cards spent on redraws or damage. Kept apart from the discard pile so
 *                         that no Fate Card is ever shuffled into the deck; the GM awards from here
 *                         and a long rest takes the jokers back from here.
 * - `doa.table.<owner>`   cards face up in front of the owner: a draw being resolved, an initiative
 *                         card for the whole combat, a contested check's TC.
 * - `doa.epic.<owner>`    the cards drawn for an Epic Event or a rest, seen by the owner only.
 */
import { isJoker } from "../cards/card.ts";
import type { Card } from "../cards/card.ts";
import { deckWithJokers } from "../cards/recipes.ts";
import type { StackSpec } from "../cards/table.ts";

/** The GM's deck owner key. */
export const GM_OWNER = "gm";

export const doaStack = {
  deck: (owner: string): string => `doa.deck.${owner}`,
  hand: (owner: string): string => `doa.hand.${owner}`,
  discard: (owner: string): string => `doa.discard.${owner}`,
  spent: (owner: string): string => `doa.spent.${owner}`,
  table: (owner: string): string => `doa.table.${owner}`,
  epic: (owner: string): string => `doa.epic.${owner}`,
} as const;

/** The stacks of one owner. A rest's `returnDiscards` on the deck gathers discard, table and epic piles. */
export function doaStackSpecs(owner: string): StackSpec[] {
  const id = doaStack;
  return [
    {
      id: id.deck(owner),
      kind: "deck",
      visibility: "hidden",
      runOut: { kind: "reshuffle", discards: [id.discard(owner)] },
      discards: [id.discard(owner), id.table(owner), id.epic(owner)],
    },
    { id: id.hand(owner), kind: "hand", visibility: "public", runOut: { kind: "stop" } },
    { id: id.discard(owner), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: id.spent(owner), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: id.table(owner), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: id.epic(owner), kind: "hand", visibility: "owner", runOut: { kind: "stop" } },
  ];
}

/** The 54 cards of an owner's action deck [DOA-01]. */
export function actionDeck(owner: string): Card[] {
  return deckWithJokers(owner);
}

/** Jokers and aces are Fate Cards [DOA-02]. */
export function isFateCard(card: Card): boolean {
  return isJoker(card) || card.rank === 14;
}

/**
 * What a procedure needs to know about an owner's deck between draws; it lives on the owner's
 * actor (or the world, for the GM) and procedures return it updated.
 */
export interface DeckState {
  readonly owner: string;
  /** Fate Cards in `doa.hand.<owner>`; public, since each was drawn face up. */
  readonly fateCards: readonly Card[];
  /** Fate Cards set aside in `doa.spent.<owner>` (public). */
  readonly spentFate: readonly Card[];
  /** Fate Cards the GM awarded as tokens rather than cards [DOA-05]. */
  readonly fateTokens: number;
  /** Times the deck ran out since the last rest [DOA-06]. */
  readonly exhaustions: number;
}

export function newDeckState(owner: string): DeckState {
  return { owner, fateCards: [], spentFate: [], fateTokens: 0, exhaustions: 0 };
}
