/** Test helpers: a Director table on a MemoryTable, and drivers that run tests and competitions on it. */
import { expect } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom, shuffle } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { DrawOutcome } from "../../../src/rules/cards/table.ts";
import {
  DEFAULT_DIRECTOR_DECKS,
  ENEMY_ORIGIN,
  ENEMY_STACK,
  actionOrigin,
  actionStack,
  reduceCompetition,
  reduceTest,
  startingStacks,
  tableStackSpecs,
} from "../../../src/rules/director/index.ts";
import type {
  CardCounts,
  CompetitionAction,
  CompetitionState,
  DirectorDecks,
  DirectorRulings,
  TestSetup,
  TestState,
} from "../../../src/rules/director/index.ts";

export interface DirectorTable {
  readonly table: MemoryTable;
  /** The starting stacks: what each deck holds when whole. */
  readonly whole: Readonly<Record<string, readonly Card[]>>;
}

/** Every deck whole and shuffled with a fixed seed: the destiny and enemy decks, and one action deck per actor. */
export function directorTable(
  archetypes: Readonly<Record<string, CardCounts>>,
  seed = 1,
  decks: DirectorDecks = DEFAULT_DIRECTOR_DECKS,
): DirectorTable {
  const random = seededRandom(seed);
  const table = new MemoryTable(tableStackSpecs(Object.keys(archetypes)), random);
  const whole = startingStacks(archetypes, decks);
  for (const [stack, cards] of Object.entries(whole)) table.fill(stack, shuffle(cards, random));
  return { table, whole };
}

export function keysOf(cards: readonly Card[]): string[] {
  return cards.map(cardKey).sort();
}

/**
 * [CORE-03] + [DIR-11]: every deck holds exactly its own cards again (discard piles empty), so
 * every card is on the table once and each deck is whole.
 */
export function expectDecksWhole({ table, whole }: DirectorTable): void {
  for (const [stack, cards] of Object.entries(whole)) expect(keysOf(table.contents(stack)), stack).toEqual(keysOf(cards));
  expect(keysOf(table.allCards())).toEqual(keysOf(Object.values(whole).flat()));
}

/** The cards of an actor's action deck (or of the enemy/destiny deck) by notation. */
export function actionCards(actorKey: string, notation: string): Card[] {
  return parseCards(notation, actionOrigin(actorKey));
}
export function enemyCards(notation: string): Card[] {
  return parseCards(notation, ENEMY_ORIGIN);
}

/** Put these cards (already in the stack) on top of it, the first listed on top. */
export async function stackTop(table: MemoryTable, stack: string, cards: readonly Card[]): Promise<void> {
  await table.move(cards, stack, stack, "top");
}

export async function stackActionTop(table: MemoryTable, actorKey: string, notation: string): Promise<void> {
  await stackTop(table, actionStack(actorKey), actionCards(actorKey, notation));
}

export async function stackEnemyTop(table: MemoryTable, notation: string): Promise<void> {
  await stackTop(table, ENEMY_STACK, enemyCards(notation));
}

export interface TestRun {
  readonly started: TestState;
  readonly startDraws: DrawOutcome[];
  readonly state: TestState;
}

/** Start a test, run its draw on the table, feed the cards back as the Foundry layer does, run the rest. */
export async function runTest(table: MemoryTable, setup: TestSetup, rulings?: DirectorRulings): Promise<TestRun> {
  const started = reduceTest(null, { type: "start", setup }, rulings);
  if (!started.ok) throw new Error(`refused: ${started.reason}`);
  const startDraws = await applyEffects(table, started.effects);
  if (started.state.phase === "resolved") return { started: started.state, startDraws, state: started.state };
  const resolved = reduceTest(started.state, { type: "drawn", cards: startDraws[0]?.cards ?? [] }, rulings);
  if (!resolved.ok) throw new Error(`refused: ${resolved.reason}`);
  await applyEffects(table, resolved.effects);
  return { started: started.state, startDraws, state: resolved.state };
}

/** Reduce one competition action and run its effects; returns the state and the draws' cards (one hand per draw). */
export async function competitionStep(
  table: MemoryTable,
  state: CompetitionState | null,
  action: CompetitionAction,
  rulings?: DirectorRulings,
): Promise<{ state: CompetitionState; hands: Card[][] }> {
  const step = reduceCompetition(state, action, rulings);
  if (!step.ok) throw new Error(`refused: ${step.reason}`);
  const draws = await applyEffects(table, step.effects);
  return { state: step.state, hands: draws.map((draw) => [...draw.cards]) };
}

/** After a step that drew: feed the hands back, score the round and make the decks whole. */
export async function scoreRound(
  table: MemoryTable,
  drew: { state: CompetitionState; hands: Card[][] },
  rulings?: DirectorRulings,
): Promise<CompetitionState> {
  return (await competitionStep(table, drew.state, { type: "drawn", hands: drew.hands }, rulings)).state;
}
