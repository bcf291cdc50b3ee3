/**
 * The odds a DOA card stores before a draw and for a redraw on offer [CORE-05, DOA-03]: worked out on
 * the GM's client from the deck as it lies (read with a DeckReader), stored as numbers only. Pure.
 */
import type { TableEffect } from "../../../rules/cards/table.ts";
import { doaStack } from "../../../rules/doa/decks.ts";
import { checkOdds, redrawOdds } from "../../../rules/doa/odds.ts";
import { exhaustionHand } from "../../../rules/doa/upper-lower-hand.ts";
import type { CheckOdds, CheckSetup, CheckState, DeckCards, DeckState, DoaRulings } from "../../../rules/doa/index.ts";

/** The cards an owner's deck and discard pile hold now; read on the GM's client, for odds only. */
export type DeckReader = (owner: string) => DeckCards;

/**
 * An owner's deck as it is now (Fate Cards in hand, Fate tokens, exhaustions), read on the GM's
 * client: a card about to draw takes it, since another card may have changed it since this one began.
 */
export type DeckStateReader = (owner: string) => DeckState;

/**
 * The odds of a check about to be drawn [CORE-05]: from the owner's deck as it lies once `pending`
 * (the effects of the step that set the check up, not yet run; they draw nothing) have moved cards
 * onto the discard pile a run-out would reshuffle. Null for an open draw.
 */
export function checkOddsOf(
  setup: CheckSetup,
  readDeck: DeckReader,
  pending: readonly TableEffect[],
  rulings: DoaRulings,
): CheckOdds | null {
  if (!setup.target) return null;
  const owner = setup.deck.owner;
  const { deck, discards } = readDeck(owner);
  const discarded = pending.flatMap((effect) => (effect.type === "move" && effect.to === doaStack.discard(owner) ? effect.cards : []));
  const hand = [...(setup.hand ?? []), ...exhaustionHand(setup.deck.exhaustions)];
  return checkOdds(deck, setup.target, { hand, discards: [...discards, ...discarded], rulings });
}

/** The odds of a Fate Card redraw for a running check that offers one [CORE-05, DOA-03]; null otherwise. */
export function redrawOddsOf(check: CheckState | null | undefined, readDeck: DeckReader, rulings: DoaRulings): CheckOdds | null {
  if (check?.phase !== "deciding" || !check.target) return null;
  const { deck, discards } = readDeck(check.deck.owner);
  return redrawOdds(check, deck, discards, rulings);
}
