/**
 * The table fuzz [CORE-03]: seeded random operation sequences (table-operations.ts) on every stack
 * of a ruleset's world, with Repair decks run often. After each Repair every card of the world's
 * recipes lies exactly once (at home or in one stack) as what it really is, nothing is in a stack
 * that no recipe names, no stack is claimed twice, Repair put back only cards that lay nowhere, and
 * a second Repair changes nothing. A failure is shrunk to a short sequence and printed with its seed.
 */
import { cardKey } from "../../src/rules/cards/card.ts";
import { createWorld } from "../integration/world.ts";
import type { World } from "../integration/world.ts";
import { ExpectedRefusal, TableOperations, describeOperation, generateOperations } from "./table-operations.ts";
import type { Operation } from "./table-operations.ts";

export interface FuzzOptions {
  readonly ruleset: string;
  readonly seed: number;
  readonly operations: number;
  readonly repairEvery: number;
  /** Stop shrinking after this many replays. */
  readonly shrinkRuns: number;
}

export interface FuzzFailure {
  readonly step: number;
  readonly message: string;
}

export interface FuzzResult {
  readonly repairs: number;
  /** Database writes the operations made (not counting Repair), and operations refused as a GM's UI would. */
  readonly writes: number;
  readonly refused: number;
  readonly failure: FuzzFailure | null;
  /** On failure: the shortest failing sequence found, as text to paste into an issue. */
  readonly report: string;
}

async function fuzzWorld(ruleset: string, seed: number): Promise<World> {
  const world = await createWorld({ ruleset, players: 2, seed });
  for (const [index, player] of world.players.entries()) await world.character(`Character ${index + 1}`, player);
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  return world;
}

/** Each recipe card's key, once per copy the recipes hold. */
function recipeKeys(world: World): string[] {
  return world.modules.setup
    .planWorldStacks(world.ruleset)
    .flatMap((plan) => (plan.definition.kind === "deck" ? (plan.definition.recipe?.(plan.address.owner) ?? []) : []))
    .map(cardKey);
}

/** The keys of the cards lying in the ruleset's stacks (as they really are), with what each claims to be. */
function lyingCards(world: World): { key: string; claimed: string | null; stack: string; stackId: string; inPlay: boolean }[] {
  const { table, directory } = world.modules;
  return game.cards
    .filter((cards) => directory.stackFlagOf(cards)?.ruleset === world.ruleset.id)
    .flatMap((cards) => {
      const flag = directory.stackFlagOf(cards)!;
      const address = flag.owner ? { stack: flag.stack, owner: flag.owner } : { stack: flag.stack };
      const inPlay = cards.type !== "deck" && directory.findStack(world.ruleset.id, address) === cards;
      return table.cardsLyingIn(cards).map(({ card, document }) => {
        const claimed = table.claimedCardOf(document);
        return { key: cardKey(card), claimed: claimed ? cardKey(claimed) : null, stack: cards.name, stackId: cards.id ?? "", inPlay };
      });
    });
}

/** Repair, then check conservation; returns what is wrong (empty when nothing). */
async function repairAndCheck(world: World): Promise<string[]> {
  const recipe = recipeKeys(world);
  const before = lyingCards(world);
  const lyingBefore = new Set(before.map(({ key }) => key));
  // A card lying once, in a hand or pile of the game, is in play: Repair leaves it there.
  const inPlay = before.filter((card) => card.inPlay && before.filter(({ key }) => key === card.key).length === 1);
  const report = await world.rt.as(world.gm, () => world.modules.setup.repairStacks(world.ruleset));
  const problems: string[] = [];
  if (new Set(recipe).size !== recipe.length) problems.push("the world's recipes name a card twice");
  const wanted = new Set(recipe);
  const counts = new Map<string, number>();
  const after = lyingCards(world);
  for (const { key, claimed, stack } of after) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!wanted.has(key)) problems.push(`${key} lies in ${stack} but is in no recipe`);
    if (claimed !== key) problems.push(`${key} in ${stack} still claims to be ${claimed}`);
  }
  for (const key of recipe) if (counts.get(key) !== 1) problems.push(`${key} lies ${counts.get(key) ?? 0} times`);
  for (const cards of game.cards)
    if (world.modules.directory.stackFlagOf(cards)?.ruleset === world.ruleset.id)
      for (const document of cards.cards)
        if (world.modules.table.isUnverified(document) && !(cards.type === "deck" && document.drawn))
          problems.push(`${document.name} in ${cards.name}, not dealt by the table, was kept`);
  for (const card of inPlay)
    if (!after.some(({ key, stackId }) => key === card.key && stackId === card.stackId))
      problems.push(`${card.key} was taken out of ${card.stack}`);
  for (const { card } of report.cards.recreated) if (lyingBefore.has(card)) problems.push(`${card} was recreated though it lay in a stack`);
  for (const plan of world.modules.setup.planWorldStacks(world.ruleset)) {
    const found = world.modules.directory.findStacks(world.ruleset.id, plan.address).length;
    if (found !== 1) problems.push(`${plan.address.stack}:${plan.address.owner ?? ""} has ${found} documents`);
  }
  world.rt.writes.reset();
  const again = await world.rt.as(world.gm, () => world.modules.setup.repairStacks(world.ruleset));
  if (world.rt.writes.count > 0)
    problems.push(`a second repair wrote ${JSON.stringify(world.rt.writes.log)}: ${JSON.stringify(again.cards)}`);
  world.rt.writes.reset();
  return problems;
}

function isExpected(error: unknown): boolean {
  return error instanceof ExpectedRefusal || (error instanceof Error && error.name === "StackMissingError");
}

/** Run a sequence on a fresh world; the first failure, or null. */
export async function runSequence(
  ruleset: string,
  seed: number,
  operations: readonly Operation[],
): Promise<{ repairs: number; writes: number; refused: number; failure: FuzzFailure | null; trace: string[] }> {
  const world = await fuzzWorld(ruleset, seed);
  const runner = new TableOperations(world, seed);
  let repairs = 0;
  let writes = 0;
  let refused = 0;
  let failure: FuzzFailure | null = null;
  try {
    for (let step = 0; step <= operations.length && !failure; step++) {
      const operation = operations[step];
      // Every sequence ends with a Repair, so a shrunk one is still checked.
      if (!operation || operation.kind === "repair") {
        repairs += 1;
        runner.trace.push("repair");
        const problems = await repairAndCheck(world);
        if (problems.length > 0) failure = { step, message: problems.slice(0, 5).join("; ") };
        continue;
      }
      try {
        await runner.run(operation);
      } catch (error) {
        refused += 1;
        if (!isExpected(error)) failure = { step, message: `${describeOperation(operation)} threw ${String(error)}` };
      }
      writes += world.rt.writes.count;
      world.rt.writes.reset();
    }
  } finally {
    const violations = world.close();
    if (!failure && violations.length > 0) failure = { step: operations.length, message: `hidden-card audit: ${violations[0]}` };
  }
  return { repairs, writes, refused, failure, trace: runner.trace };
}

/** Drop chunks of a failing sequence while it still fails (delta debugging, bounded). */
async function shrink(ruleset: string, seed: number, failing: readonly Operation[], maxRuns: number): Promise<Operation[]> {
  let current = [...failing];
  let runs = 0;
  for (let size = Math.ceil(current.length / 2); size >= 1 && runs < maxRuns; size = size === 1 ? 0 : Math.ceil(size / 2)) {
    for (let start = 0; start < current.length && runs < maxRuns;) {
      const candidate = [...current.slice(0, start), ...current.slice(start + size)];
      runs += 1;
      const { failure } = await runSequence(ruleset, seed, candidate);
      if (failure) current = candidate.slice(0, failure.step + 1);
      else start += size;
    }
  }
  return current;
}

export async function fuzzTable(options: FuzzOptions): Promise<FuzzResult> {
  const operations = generateOperations(options.seed, options.operations, options.repairEvery);
  const { repairs, writes, refused, failure } = await runSequence(options.ruleset, options.seed, operations);
  if (!failure) return { repairs, writes, refused, failure: null, report: "" };
  const shortest = await shrink(options.ruleset, options.seed, operations.slice(0, failure.step + 1), options.shrinkRuns);
  const final = await runSequence(options.ruleset, options.seed, shortest);
  const report = [
    `table fuzz failed: ruleset ${options.ruleset}, seed ${options.seed}, at operation ${failure.step}: ${failure.message}`,
    `shortest failing sequence (${shortest.length} operations, then Repair): ${final.failure?.message ?? "(did not fail again)"}`,
    ...shortest.map((operation, index) => `  ${index}: ${describeOperation(operation)}`),
    "what it did:",
    ...final.trace.map((line) => `  ${line}`),
  ].join("\n");
  return { repairs, writes, refused, failure, report };
}
