/** Test helpers: a 52 Fates table on a MemoryTable with a stacked deck, and a loop that feeds draws back. */
import { expect } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { TableEffect } from "../../../src/rules/cards/table.ts";
import { DECK, DECK_ORIGIN, DISCARD, fates52Deck, tableSpecs } from "../../../src/rules/fates52/decks.ts";
import { reduceCombat } from "../../../src/rules/fates52/procedures/combat.ts";
import type { CombatAction } from "../../../src/rules/fates52/procedures/combat-actions.ts";
import type { CombatState } from "../../../src/rules/fates52/procedures/combat-state.ts";
import { startCombat } from "../../../src/rules/fates52/procedures/combat-start.ts";
import type { CombatSetup } from "../../../src/rules/fates52/procedures/combat-start.ts";

export const cards = (list: string): Card[] => parseCards(list, DECK_ORIGIN);

/**
 * A table whose deck starts with `top` (in draw order) followed by the rest of the 52 cards, or,
 * with `rest: "discard"`, whose other cards lie on the discard pile (to force reshuffles).
 */
export function stackedTable(actorKeys: readonly string[], top: string, rest: "deck" | "discard" = "deck", seed = 7): MemoryTable {
  const table = new MemoryTable(tableSpecs(actorKeys), seededRandom(seed));
  const first = cards(top);
  const firstKeys = new Set(first.map(cardKey));
  const others = fates52Deck().filter((card) => !firstKeys.has(cardKey(card)));
  table.fill(DECK, rest === "deck" ? [...first, ...others] : first);
  if (rest === "discard") table.fill(DISCARD, others);
  return table;
}

/** Every one of the 52 cards is on the table exactly once [CORE-03]. */
export function expectConserved(table: MemoryTable): void {
  const keys = table.allCards().map(cardKey).sort();
  expect(keys).toEqual(fates52Deck().map(cardKey).sort());
}

/** Run effects, then answer every pending draw until the state waits for a player. */
export async function settle(table: MemoryTable, state: CombatState, effects: readonly TableEffect[]): Promise<CombatState> {
  let current = state;
  let pendingEffects = effects;
  for (;;) {
    const outcomes = await applyEffects(table, pendingEffects);
    if (current.pending.length === 0) return current;
    const step = reduceCombat(current, { type: "drawn", outcomes });
    if (!step.ok) throw new Error(`drawn refused: ${step.reason}`);
    current = step.state;
    pendingEffects = step.effects;
  }
}

/** Reduce an action that must be accepted, run its effects and settle the draws. */
export async function act(table: MemoryTable, state: CombatState, action: CombatAction): Promise<CombatState> {
  const step = reduceCombat(state, action);
  if (!step.ok) throw new Error(`${action.type} refused: ${step.reason}`);
  return settle(table, step.state, step.effects);
}

export function participant(state: CombatState, key: string) {
  const found = state.participants.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no participant ${key}`);
  return found;
}

/** Start a combat on a stacked table and settle its deal and initiative draws. */
export async function begin(
  setup: CombatSetup,
  top: string,
  rest: "deck" | "discard" = "deck",
): Promise<{ table: MemoryTable; state: CombatState }> {
  const table = stackedTable(
    setup.players.map((player) => player.key),
    top,
    rest,
  );
  const start = startCombat(setup);
  if (!start.ok) throw new Error(start.reason);
  return { table, state: await settle(table, start.state, start.effects) };
}

/** Every suited card object anywhere in a JSON value. */
export function cardsIn(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (record.kind === "suited") found.push(cardKey(record as unknown as Card));
      else Object.values(record).forEach(walk);
    }
  };
  walk(JSON.parse(JSON.stringify(value)));
  return found;
}
