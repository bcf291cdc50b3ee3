/**
 * Pure context builders for the Director tool and its oracle chat message: the destiny and enemy
 * decks (cards left, the grids to edit them), the last destiny card, the NPCs to test.
 */
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { attributeOfSuit } from "../../../rules/director/attributes.ts";
import { totalCards } from "../../../rules/director/counts.ts";
import type { DirectorDecks } from "../../../rules/director/index.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { attributeView } from "../chat/views.ts";
import { deckGridView } from "../sheets/actor-sheet-context.ts";

/** The oracle's chat message: the card, the attribute its suit stands for, the deck left. */
export function destinyView(card: SuitedCard, reshuffled: boolean, left: number) {
  return { card: cardView(card), attribute: attributeView(attributeOfSuit(card.suit)), reshuffled, left };
}

export interface ToolInput {
  readonly decks: DirectorDecks;
  readonly destinyLeft: number | null;
  readonly enemyLeft: number | null;
  /** The destiny discard pile's top card: the last oracle draw. */
  readonly lastDestiny: Card | null;
  readonly npcs: readonly { readonly id: string; readonly name: string; readonly img: string }[];
  readonly isGM: boolean;
  /** The most copies of a card the world allows in a deck. */
  readonly copies: number;
}

export function toolView(input: ToolInput) {
  return {
    isGM: input.isGM,
    destiny: {
      left: input.destinyLeft,
      size: totalCards(input.decks.destiny),
      grid: deckGridView(input.decks.destiny, "destiny", input.copies),
    },
    enemy: { left: input.enemyLeft, size: totalCards(input.decks.enemy), grid: deckGridView(input.decks.enemy, "enemy", input.copies) },
    lastDestiny: input.lastDestiny ? cardView(input.lastDestiny) : null,
    npcs: input.npcs,
  };
}
