import { expect } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import type { Random } from "../../../src/rules/cards/random.ts";
import { DECK, deckCards, tableStackSpecs } from "../../../src/rules/bastards/decks.ts";

/** A "random" source under which Fisher–Yates leaves every stack in order: scripted decks stay scripted. */
export const inOrder: Random = { next: () => 0, int: (max) => max - 1 };

/**
 * A table for these actors whose deck holds the 108 cards with `top` (notation, origin A unless
 * given as card objects) on top in that order and the rest below in recipe order.
 */
export function stackedTable(actors: readonly string[], top: string | readonly Card[] = [], random: Random = inOrder): MemoryTable {
  const first = typeof top === "string" ? parseCards(top, "A") : top;
  const keys = new Set(first.map(cardKey));
  const table = new MemoryTable(tableStackSpecs(actors), random);
  table.fill(DECK, [...first, ...deckCards().filter((card) => !keys.has(cardKey(card)))]);
  return table;
}

/** CORE-03: every card of the double deck is on the table exactly once. */
export function expectConserved(table: MemoryTable): void {
  const held = table.allCards().map(cardKey).sort();
  expect(held).toEqual(deckCards().map(cardKey).sort());
}
