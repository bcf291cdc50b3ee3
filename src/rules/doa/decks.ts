/**
 * Action decks and their stacks [DOA-01, DOA-02, DOA-06].
 *
 * Every player and the GM owns one action deck of 52 cards and 2 jokers, whose cards carry the
 * owner's key as their origin. Stacks per owner (the names below; addresses as in
 * src/rules/cards/table.ts: `deck:<owner>` for a player's character, `gm-deck` for the GM's):
 * - `deck`    the action deck, face down; when it runs out mid-draw the discard pile is shuffled
 *             back in (the exhaustion penalty reads the reshuffle count).
 * - `hand`    held Fate Cards (aces and jokers). Never part of any reshuffle.
 * - `discard` cards after use, spent Fate Cards included [DOA-03, DOA-04]; the GM awards a Fate
 *             Card back from here; a long rest returns its jokers to the hand.
 * - `spent`   kept for worlds that set spent Fate Cards aside here before they were discarded as
 *             the book says [DOA-02]; a rest gathers it into the deck, nothing new goes there.
 * - `table`   cards face up in front of the owner: a draw being resolved, an initiative card for
 *             the whole combat, a contested check's TC.
 * - `epic`    the cards drawn for an Epic Event or a rest, seen by the owner only.
 */
import { isJoker } from "../cards/card.ts";
import type { Card } from "../cards/card.ts";
import { deckWithJokers } from "../cards/recipes.ts";
import { stackAddress } from "../cards/table.ts";
import type { StackSpec } from "../cards/table.ts";

/** The GM's deck owner key. */
export const GM_OWNER = "gm";

export const DOA_STACK_NAMES = ["deck", "hand", "discard", "spent", "table", "epic"] as const;
export type DoaStackName = (typeof DOA_STACK_NAMES)[number];

/** The GM's stacks are world stacks: `gm-deck`, `gm-hand` … */
export function gmStackId(name: DoaStackName): string {
  return `${GM_OWNER}-${name}`;
}

/** The address of an owner's stack: `deck:<actorId>` for a player's, `gm-deck` for the GM's. */
export function doaStackAddress(name: DoaStackName, owner: string): string {
  return owner === GM_OWNER ? gmStackId(name) : stackAddress(name, owner);
}

export const doaStack = {
  deck: (owner: string): string => doaStackAddress("deck", owner),
  hand: (owner: string): string => doaStackAddress("hand", owner),
  discard: (owner: string): string => doaStackAddress("discard", owner),
  spent: (owner: string): string => doaStackAddress("spent", owner),
  table: (owner: string): string => doaStackAddress("table", owner),
  epic: (owner: string): string => doaStackAddress("epic", owner),
} as const;

/** What each stack is, by name; the deck's run-out and rest discards name the owner's own piles. */
export const DOA_STACK_SHAPES: Readonly<Record<DoaStackName, Omit<StackSpec, "id" | "runOut" | "discards">>> = {
  deck: { kind: "deck", visibility: "hidden" },
  hand: { kind: "hand", visibility: "public" },
  discard: { kind: "pile", visibility: "public" },
  spent: { kind: "pile", visibility: "public" },
  table: { kind: "pile", visibility: "public" },
  epic: { kind: "hand", visibility: "owner" },
};

/** Run-out reshuffle takes the discard pile; a rest's `returnDiscards` also the table and epic piles. */
export const DECK_RUN_OUT_DISCARDS: readonly DoaStackName[] = ["discard"];
export const DECK_REST_DISCARDS: readonly DoaStackName[] = ["discard", "table", "epic", "spent"];

/** The stacks of one owner, as addresses. */
export function doaStackSpecs(owner: string): StackSpec[] {
  const at = (name: DoaStackName) => doaStackAddress(name, owner);
  return DOA_STACK_NAMES.map((name): StackSpec =>
    name === "deck"
      ? {
          id: at(name),
          ...DOA_STACK_SHAPES[name],
          runOut: { kind: "reshuffle", discards: DECK_RUN_OUT_DISCARDS.map(at) },
          discards: DECK_REST_DISCARDS.map(at),
        }
      : { id: at(name), ...DOA_STACK_SHAPES[name], runOut: { kind: "stop" } },
  );
}

/** How many cards an action deck holds: 52 and 2 jokers [DOA-01]. No draw from it can hold more. */
export const ACTION_DECK_SIZE = 54;

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
  /** Fate Cards in the owner's `hand`; public, since each was drawn face up. */
  readonly fateCards: readonly Card[];
  /** Fate Cards spent and lying on the owner's discard pile (public) until a reshuffle takes them back. */
  readonly spentFate: readonly Card[];
  /** Fate Cards the GM awarded as tokens rather than cards [DOA-05]. */
  readonly fateTokens: number;
  /** Times the deck ran out since the last rest [DOA-06]. */
  readonly exhaustions: number;
}

export function newDeckState(owner: string): DeckState {
  return { owner, fateCards: [], spentFate: [], fateTokens: 0, exhaustions: 0 };
}
