/**
 * Test helpers: a Belmont table on a MemoryTable, and a driver that runs task actions on it. The
 * preview's harness pages use them too, in a plain Node process: no Vitest here.
 */
import { deepStrictEqual } from "node:assert/strict";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card, Suit, SuitedCard } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom, shuffle } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { DrawOutcome } from "../../../src/rules/cards/table.ts";
import {
  BELMONT_STACK_SPECS,
  CHALLENGE_ORIGIN,
  LUCK_ORIGIN,
  SKILL_ORIGIN,
  dealTopsEffects,
  initialDecks,
  readStacks,
  readTableSnapshot,
  reduceTask,
  skillStack,
  skillTopStack,
  startingStacks,
} from "../../../src/rules/belmont/index.ts";
import type { BelmontRulings, TaskAction, TaskState } from "../../../src/rules/belmont/index.ts";

/** The origin of the cards that live in a stack. */
export function originOf(stack: string): string {
  if (stack.startsWith("luck")) return LUCK_ORIGIN;
  if (stack.startsWith("challenge")) return CHALLENGE_ORIGIN;
  return SKILL_ORIGIN;
}

export function cardsOf(stack: string, notation: string): SuitedCard[] {
  return parseCards(notation, originOf(stack)) as SuitedCard[];
}

/** Every starting card, each deck shuffled with a fixed seed. */
export function startingTable(seed = 1): MemoryTable {
  const random = seededRandom(seed);
  const table = new MemoryTable(BELMONT_STACK_SPECS, random);
  for (const [stack, cards] of Object.entries(startingStacks())) table.fill(stack, shuffle(cards, random));
  return table;
}

/** Move these cards (already in `stack`) to its top, the first listed on top. */
export async function putOnTop(table: MemoryTable, stack: string, notation: string): Promise<void> {
  await table.move(cardsOf(stack, notation), stack, stack, "top");
}

/** Cards left in a skill deck, its face-up top card included. */
export function skillDeckCount(table: MemoryTable, suit: Suit): number {
  return table.contents(skillStack(suit)).length + table.contents(skillTopStack(suit)).length;
}

export function keysOf(cards: readonly Card[]): string[] {
  return cards.map(cardKey).sort();
}

/** CORE-03: every starting card is on the table exactly once. */
export function expectConserved(table: MemoryTable): void {
  const decks = initialDecks();
  const expected = [...Object.values(decks.skill).flat(), ...Object.values(decks.challenge).flat(), ...decks.luck];
  deepStrictEqual(keysOf(table.allCards()), keysOf(expected));
}

export interface Driven {
  readonly state: TaskState;
  readonly draws: DrawOutcome[];
}

/** Reduce one action and run its effects on the table; fails the test on a refusal. */
export async function drive(table: MemoryTable, state: TaskState | null, action: TaskAction, rulings?: BelmontRulings): Promise<Driven> {
  const step = reduceTask(state, action, rulings);
  if (!step.ok) throw new Error(`refused: ${step.reason}`);
  return { state: step.state, draws: await applyEffects(table, step.effects) };
}

/** Turn up the skill decks' tops and a luck card where none shows, as the GM's client does before a task. */
export async function dealTops(table: MemoryTable): Promise<void> {
  await applyEffects(table, dealTopsEffects(await readStacks(table)));
}

/** Open a task from the table as it lies, once the tops are dealt. */
export async function openTask(table: MemoryTable, previous: TaskState | null = null, rulings?: BelmontRulings): Promise<TaskState> {
  await dealTops(table);
  return (await drive(table, previous, { type: "open", table: await readTableSnapshot(table) }, rulings)).state;
}

/** After a choice: feed the drawn challenge card back, as the Foundry layer does. */
export async function revealChallenge(table: MemoryTable, chosen: Driven, rulings?: BelmontRulings): Promise<TaskState> {
  const drawn = chosen.draws[0]?.cards[0] ?? null;
  return (await drive(table, chosen.state, { type: "challengeRevealed", card: drawn }, rulings)).state;
}
