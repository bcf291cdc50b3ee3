import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANKS, SUITS, parseCards, suited } from "../../../src/rules/cards/card.ts";
import type { Rank, SuitedCard } from "../../../src/rules/cards/card.ts";
import { CHALLENGE_ORIGIN, decideTask, readTableSnapshot, successChance } from "../../../src/rules/belmont/index.ts";
import type { LuckMatch } from "../../../src/rules/belmont/index.ts";
import { openTask, putOnTop, startingTable } from "./table-helpers.ts";

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** Brute force: deal every ordering of the challenge deck and decide the task on its top card. */
function enumeratedChance(value: number, luck: LuckMatch, skillCount: number, deck: readonly SuitedCard[]): number {
  const orders = permutations(deck);
  const wins = orders.filter(
    (order) => decideTask({ luck, skillCount, challengeCount: deck.length }, value, order[0] ?? null).result !== "failure",
  );
  return wins.length / orders.length;
}

const challenge = (notation: string) => parseCards(notation, CHALLENGE_ORIGIN) as SuitedCard[];

describe("Belmont odds [CORE-05]", () => {
  it("[CORE-05] [BEL-07] a fresh challenge deck: a 7 never wins, a J wins 3 in 6, an Ace always", () => {
    const fresh = challenge("9S 10S JS QS KS AS");
    expect(successChance(7, { luck: "none", skillCount: 8 }, fresh)).toBe(0);
    expect(successChance(11, { luck: "none", skillCount: 8 }, fresh)).toBeCloseTo(3 / 6, 12);
    expect(successChance(14, { luck: "none", skillCount: 8 }, fresh)).toBeCloseTo(1, 12);
  });

  it("[CORE-05] [BEL-13] [BEL-10] odds follow the last-card rules and the critical", () => {
    const one = challenge("9S");
    expect(successChance(14, { luck: "none", skillCount: 8 }, one)).toBe(0);
    expect(successChance(14, { luck: "none", skillCount: 1 }, challenge("9S 10S"))).toBe(0);
    expect(successChance(7, { luck: "critical", skillCount: 1 }, one)).toBe(1);
    expect(successChance(7, { luck: "critical", skillCount: 8 }, [])).toBe(1);
  });

  it("[CORE-05] exact odds equal brute-force enumeration over every ordering of small decks", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ suit: fc.constantFrom(...SUITS), rank: fc.constantFrom(...RANKS) }), {
          minLength: 0,
          maxLength: 6,
          selector: (card) => `${card.rank}${card.suit}`,
        }),
        fc.integer({ min: 2, max: 17 }),
        fc.constantFrom<LuckMatch>("none", "suit", "number", "critical"),
        fc.integer({ min: 1, max: 3 }),
        (faces, value, luck, skillCount) => {
          const deck = faces.map((face) => suited(face.suit, face.rank as Rank, CHALLENGE_ORIGIN));
          expect(successChance(value, { luck, skillCount }, deck)).toBeCloseTo(enumeratedChance(value, luck, skillCount, deck), 12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("[CORE-05] [BEL-03] odds shown at open use the challenge deck minus its public discards", async () => {
    const table = startingTable(51);
    await table.move(challenge("AD KD"), "challenge-D", "challenge-discard-D");
    await putOnTop(table, "skill-D", "9D");
    await putOnTop(table, "luck", "7C");
    const snapshot = await readTableSnapshot(table);
    expect(snapshot.challenge.D.map((card) => card.rank)).toEqual([9, 10, 11, 12]);
    const state = await openTask(table);
    const magic = state.options.find((option) => option.suit === "D")!;
    expect(magic.successChance).toBeCloseTo(1 / 4, 12);
    expect(magic.successChance).toBeCloseTo(enumeratedChance(9, "none", 8, snapshot.challenge.D), 12);
  });
});
