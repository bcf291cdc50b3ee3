/**
 * Fate Cards [DOA-02 … DOA-05]: aces and jokers held in hand. Spending one (a redraw, ignoring a
 * point of damage) discards it, as the book says: it lies on the owner's discard pile, whence the GM
 * may award it back (or a token instead), a long rest brings both jokers to the hand, and a
 * reshuffle takes it back into the deck like any discarded card. A HELD Fate Card never goes into
 * the deck.
 */
import { isJoker, sameCard } from "../cards/card.ts";
import type { Card } from "../cards/card.ts";
import type { TableEffect } from "../cards/table.ts";
import { actionDeck, doaStack, isFateCard } from "./decks.ts";
import type { DeckState } from "./decks.ts";
import { REFUSAL, refuse } from "./refusals.ts";
import type { Refusal } from "./refusals.ts";
import { DEFAULT_RULINGS } from "./rulings.ts";
import type { DoaRulings } from "./rulings.ts";
import { canUseFateCards } from "./stats.ts";
import type { CharacterKind } from "./stats.ts";

/** A held Fate Card, or one of the GM's Fate tokens. */
export type FateSpend = Card | "token";

export interface DeckChange {
  readonly ok: true;
  readonly deck: DeckState;
  readonly effects: readonly TableEffect[];
}

/** `cards` minus every card of `removed` (by identity). */
export function without(cards: readonly Card[], removed: readonly Card[]): Card[] {
  return cards.filter((card) => !removed.some((gone) => sameCard(gone, card)));
}

export function holdsFate(deck: DeckState, spend: FateSpend): boolean {
  return spend === "token" ? deck.fateTokens > 0 : deck.fateCards.some((held) => sameCard(held, spend));
}

export function fateCount(deck: DeckState): number {
  return deck.fateCards.length + deck.fateTokens;
}

/** Spend one held Fate Card (or token): the card goes to the discard pile [DOA-03, DOA-04]. */
export function spendFate(deck: DeckState, spend: FateSpend): DeckChange | Refusal {
  if (!holdsFate(deck, spend)) return refuse(REFUSAL.NoSuchFateCard);
  if (spend === "token") return { ok: true, deck: { ...deck, fateTokens: deck.fateTokens - 1 }, effects: [] };
  return {
    ok: true,
    deck: { ...deck, fateCards: without(deck.fateCards, [spend]), spentFate: [...deck.spentFate, spend] },
    effects: [{ type: "move", cards: [spend], from: doaStack.hand(deck.owner), to: doaStack.discard(deck.owner), position: "top" }],
  };
}

/**
 * The deck after a draw that ran out `reshuffles` times [DOA-06]: each reshuffle took the discard
 * pile, spent Fate Cards included, back into the deck.
 */
export function afterReshuffles(deck: DeckState, reshuffles: number): DeckState {
  return reshuffles > 0 ? { ...deck, spentFate: [], exhaustions: deck.exhaustions + reshuffles } : deck;
}

/** Fate Cards that turned up in a draw join the hand (they are already there or on the table). */
export function keepFateCards(deck: DeckState, cards: readonly Card[]): DeckState {
  const fresh = cards.filter((card) => isFateCard(card) && !deck.fateCards.some((held) => sameCard(held, card)));
  return fresh.length === 0 ? deck : { ...deck, fateCards: [...deck.fateCards, ...fresh] };
}

/**
 * The GM awards a Fate Card [DOA-05]: a spent ace or joker of the recipient's own deck from its discard pile, or a token
 * standing for one. Only characters who can use Fate Cards may receive one (never a Bystander).
 */
export function awardFate(
  deck: DeckState,
  kind: CharacterKind,
  award: FateSpend,
  rulings: DoaRulings = DEFAULT_RULINGS,
): DeckChange | Refusal {
  if (!canUseFateCards(kind, rulings)) return refuse(REFUSAL.CannotUseFateCards);
  if (award === "token") return { ok: true, deck: { ...deck, fateTokens: deck.fateTokens + 1 }, effects: [] };
  if (!isFateCard(award)) return refuse(REFUSAL.NotAFateCard);
  if (!deck.spentFate.some((spent) => sameCard(spent, award))) return refuse(REFUSAL.WrongCards);
  return {
    ok: true,
    deck: { ...deck, fateCards: [...deck.fateCards, award], spentFate: without(deck.spentFate, [award]) },
    effects: [{ type: "move", cards: [award], from: doaStack.discard(deck.owner), to: doaStack.hand(deck.owner), position: "top" }],
  };
}

export interface DamageIgnored extends DeckChange {
  /** Damage left after the Fate Cards. */
  readonly damage: number;
}

/** Spend Fate Cards to ignore damage, one point per card [DOA-04]; never more cards than damage. */
export function ignoreDamage(
  deck: DeckState,
  kind: CharacterKind,
  spends: readonly FateSpend[],
  damage: number,
  rulings: DoaRulings = DEFAULT_RULINGS,
): DamageIgnored | Refusal {
  if (!canUseFateCards(kind, rulings)) return refuse(REFUSAL.CannotUseFateCards);
  if (spends.length === 0 || spends.length > damage) return refuse(REFUSAL.NoDamageToIgnore);
  let current = deck;
  const effects: TableEffect[] = [];
  for (const spend of spends) {
    const step = spendFate(current, spend);
    if (!step.ok) return step;
    current = step.deck;
    effects.push(...step.effects);
  }
  return { ok: true, deck: current, effects, damage: damage - spends.length };
}

/**
 * Put cards back into the action deck and shuffle it (e.g. the GM tidying up). Fate Cards are
 * refused: they are held through every shuffle [DOA-02].
 */
export function shuffleIntoDeck(owner: string, cards: readonly Card[], from: string): readonly TableEffect[] | Refusal {
  if (cards.some(isFateCard)) return refuse(REFUSAL.FateCardIntoDeck);
  return [
    { type: "move", cards, from, to: doaStack.deck(owner), position: "top" },
    { type: "shuffle", stack: doaStack.deck(owner) },
  ];
}

/**
 * After a long rest "Jokers return to the player's hand, if they're not there already" [DOA-02,
 * DOA-20]: every joker of the owner's deck the hand lacks comes to the hand, wherever it was — spent
 * on the discard pile, shuffled back into the deck by a run-out [DOA-06], or never drawn. The rest's
 * gathering (`returnDiscards`) has put every card but the hand into the deck, so these effects follow
 * it and take the jokers from the deck.
 */
export function returnJokers(deck: DeckState): DeckChange {
  const missing = actionDeck(deck.owner).filter((card) => isJoker(card) && !deck.fateCards.some((held) => sameCard(held, card)));
  if (missing.length === 0) return { ok: true, deck, effects: [] };
  return {
    ok: true,
    deck: { ...deck, fateCards: [...deck.fateCards, ...missing], spentFate: without(deck.spentFate, missing) },
    effects: [{ type: "move", cards: missing, from: doaStack.deck(deck.owner), to: doaStack.hand(deck.owner), position: "top" }],
  };
}
