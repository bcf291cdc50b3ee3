/** Test helpers: a MemoryTable holding DOA decks, and a loop that feeds draw outcomes back to a reducer. */
import { expect } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom, shuffle } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { DrawOutcome, TableEffect } from "../../../src/rules/cards/table.ts";
import { actionDeck, doaStack, doaStackSpecs } from "../../../src/rules/doa/decks.ts";
import type { CheckAction } from "../../../src/rules/doa/procedures/check.ts";

/**
 * One table with a full action deck per owner. `tops[owner]` lists cards (notation) to put on top
 * of that deck in order; the rest follow in a seeded shuffle.
 */
export function doaTable(owners: readonly string[], tops: Record<string, string> = {}, seed = 7): MemoryTable {
  const random = seededRandom(seed);
  const table = new MemoryTable(owners.flatMap(doaStackSpecs), random);
  for (const owner of owners) {
    const top = tops[owner] ? parseCards(tops[owner], owner) : [];
    const topKeys = new Set(top.map(cardKey));
    const rest = shuffle(
      actionDeck(owner).filter((card) => !topKeys.has(cardKey(card))),
      random,
    );
    table.fill(doaStack.deck(owner), [...top, ...rest]);
  }
  return table;
}

/** Move cards from an owner's deck to another of their stacks (to set up a hand or a discard pile). */
export async function place(table: MemoryTable, owner: string, notation: string, stack: string): Promise<Card[]> {
  const cards = parseCards(notation, owner);
  await table.move(cards, doaStack.deck(owner), stack);
  return cards;
}

/** Run effects; returns the outcome of the last draw, if any. */
export async function run(table: MemoryTable, effects: readonly TableEffect[]): Promise<DrawOutcome | undefined> {
  const outcomes = await applyEffects(table, effects);
  return outcomes.at(-1);
}

/** [CORE-03] every owner's 54 cards are on the table exactly once. */
export function expectConserved(table: MemoryTable, owners: readonly string[]): void {
  const keys = table.allCards().map(cardKey).sort();
  const expected = owners.flatMap((owner) => actionDeck(owner).map(cardKey)).sort();
  expect(keys).toEqual(expected);
}

export function codes(cards: readonly Card[]): string[] {
  return cards.map((card) => cardKey(card).split("@")[0]!);
}

/** Unwrap a step, failing the test on a refusal. */
export function ok<S>(result: { ok: true; state: S; effects: readonly TableEffect[] } | { ok: false; reason: string }): {
  ok: true;
  state: S;
  effects: readonly TableEffect[];
} {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

/**
 * Run a step's effects on the table and feed each draw's outcome back through `feed` while the
 * procedure's current check (`pending`) is drawing; returns the state that waits for a decision.
 */
export async function drive<S>(
  table: MemoryTable,
  first: { ok: true; state: S; effects: readonly TableEffect[] },
  pending: (state: S) => { readonly phase: string } | null,
  feed: (state: S, action: CheckAction) => { ok: true; state: S; effects: readonly TableEffect[] } | { ok: false; reason: string },
): Promise<S> {
  let current = first;
  for (;;) {
    const outcome = await run(table, current.effects);
    if (!outcome || pending(current.state)?.phase !== "drawing") return current.state;
    current = ok(feed(current.state, { type: "drawn", cards: outcome.cards, reshuffles: outcome.reshuffles, short: outcome.short }));
  }
}
