/**
 * The 52 Fates table [F52-01, F52-18]: one shared 52-card deck without jokers, a face-up discard
 * pile, the cards in play this round, and a secret hand per character plus the Fate Dealer's.
 *
 * `play` holds the cards lying face up on the table during a round (initiative cards,
 * played cards, fumble and other draws). The rules put them on the discard pile only after the
 * round [F52-18], so a mid-round reshuffle of the discards never takes back a card still in play.
 */
import { standardDeck } from "../cards/recipes.ts";
import type { Card } from "../cards/card.ts";
import { stackAddress } from "../cards/table.ts";
import type { StackSpec, TableEffect } from "../cards/table.ts";

export const DECK = "deck";
export const DISCARD = "discard";
export const PLAY = "play";
/** The Fate Dealer's hand: one for the table (a world stack only the GM sees). */
export const DEALER_HAND = "dealer";
/** The stack id of the per-character hands; a hand's address is `hand:<actorKey>`. */
export const HAND = "hand";
export const DECK_ORIGIN = "fates52";

/** A character's hand, by stack address [table.ts `stackAddress`]; the key is the actor id. */
export function handStack(actorKey: string): string {
  return stackAddress(HAND, actorKey);
}

/** The 52 suited cards, no jokers [F52-01]. */
export function fates52Deck(origin = DECK_ORIGIN): Card[] {
  return standardDeck(origin);
}

/** The draw deck: when it runs out, the discards are shuffled into it [F52-18, CORE-04]. */
export function deckSpec(): StackSpec {
  return { id: DECK, kind: "deck", visibility: "hidden", runOut: { kind: "reshuffle", discards: [DISCARD] } };
}

export function discardSpec(): StackSpec {
  return { id: DISCARD, kind: "pile", visibility: "public", runOut: { kind: "stop" } };
}

export function playSpec(): StackSpec {
  return { id: PLAY, kind: "pile", visibility: "public", runOut: { kind: "stop" } };
}

/** A secret hand [F52-04]: only its owner (and the GM) sees it. */
export function handSpec(actorKey: string): StackSpec {
  return { id: handStack(actorKey), kind: "hand", visibility: "owner", runOut: { kind: "stop" } };
}

export function dealerHandSpec(): StackSpec {
  return { id: DEALER_HAND, kind: "hand", visibility: "owner", runOut: { kind: "stop" } };
}

/** Every stack of a table with these player characters. */
export function tableSpecs(actorKeys: readonly string[]): StackSpec[] {
  return [deckSpec(), discardSpec(), playSpec(), dealerHandSpec(), ...actorKeys.map(handSpec)];
}

/** Before play: gather the discards into the deck and shuffle it [F52-01]. */
export function prepareDeckEffects(): TableEffect[] {
  return [{ type: "returnDiscards", stack: DECK }];
}
