import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode, cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { standardDeck } from "../../../src/rules/cards/recipes.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { DrawFrom, StackSpec, TableEffect } from "../../../src/rules/cards/table.ts";

const DECK: StackSpec = { id: "deck", kind: "deck", visibility: "hidden", runOut: { kind: "reshuffle", discards: ["discard"] } };
const DISCARD: StackSpec = { id: "discard", kind: "pile", visibility: "public", runOut: { kind: "stop" } };
const HAND: StackSpec = { id: "hand", kind: "hand", visibility: "owner", runOut: { kind: "stop" }, discards: ["discard"] };

function table(seed = 1, specs: readonly StackSpec[] = [DECK, DISCARD, HAND]): MemoryTable {
  return new MemoryTable(specs, seededRandom(seed));
}

const codes = (cards: readonly Card[]): string => cards.map(cardCode).join(" ");

describe("MemoryTable basics", () => {
  it("[CORE-03] fill puts cards in order with the first on top; contents and peek read top first", async () => {
    const t = table();
    t.fill("deck", parseCards("2C 3C 4C"));
    t.fill("deck", parseCards("5C"));
    expect(codes(t.contents("deck"))).toBe("2C 3C 4C 5C");
    expect(codes(await t.peek("deck", 2))).toBe("2C 3C");
    expect(codes(await t.peek("deck", 10))).toBe("2C 3C 4C 5C");
    expect(await t.count("deck")).toBe(4);
    expect(await t.count("hand")).toBe(0);
  });

  it("[CORE-03] the same card cannot be put on the table twice", () => {
    const t = table();
    t.fill("deck", parseCards("2C 3C"));
    expect(() => t.fill("hand", parseCards("3C"))).toThrow(/already on the table/);
    expect(() => t.fill("hand", parseCards("4C 4C"))).toThrow(/already on the table/);
    t.fill("hand", parseCards("3C", "other-deck"));
    expect(t.allCards()).toHaveLength(3);
  });

  it("[CORE-03] draws take from the top, the bottom or at random, and deal onto the target's top", async () => {
    const t = table(3);
    t.fill("deck", parseCards("2C 3C 4C 5C 6C 7C"));
    const top = await t.draw("deck", "hand", 2, "top");
    expect(codes(top.cards)).toBe("2C 3C");
    const bottom = await t.draw("deck", "hand", 1, "bottom");
    expect(codes(bottom.cards)).toBe("7C");
    expect(codes(t.contents("hand"))).toBe("7C 3C 2C");
    const random = await t.draw("deck", "hand", 1, "random");
    expect(["4C", "5C", "6C"]).toContain(cardCode(random.cards[0]!));
    expect(await t.count("deck")).toBe(2);
    expect(t.contents("hand")[0]).toBe(random.cards[0]);
  });

  it("[CORE-03] a random draw picks each card equally often (seeded)", async () => {
    const seen = new Map<string, number>();
    const random = seededRandom(77);
    for (let i = 0; i < 4000; i++) {
      const t = new MemoryTable([DECK, DISCARD, HAND], random);
      t.fill("deck", parseCards("2C 3C 4C 5C"));
      const code = cardCode((await t.draw("deck", "hand", 1, "random")).cards[0]!);
      seen.set(code, (seen.get(code) ?? 0) + 1);
    }
    for (const count of seen.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it("[CORE-03] move takes these exact cards (equal copies accepted) and places them as a block", async () => {
    const t = table();
    const deck = parseCards("2C 3C 4C 5C 6C");
    t.fill("deck", deck);
    t.fill("discard", parseCards("AS"));
    const copies = JSON.parse(JSON.stringify(parseCards("5C 3C"))) as Card[];
    await t.move(copies, "deck", "discard", "top");
    expect(codes(t.contents("discard"))).toBe("5C 3C AS");
    expect(t.contents("discard")[0]).toBe(deck[3]);
    await t.move(parseCards("2C 6C"), "deck", "discard", "bottom");
    expect(codes(t.contents("discard"))).toBe("5C 3C AS 2C 6C");
    await t.move(parseCards("6C"), "discard", "discard", "top");
    expect(codes(t.contents("discard"))).toBe("6C 5C 3C AS 2C");
    expect(codes(t.contents("deck"))).toBe("4C");
  });

  it("[CORE-03] moving a card that is not in the source is a programming error and moves nothing", async () => {
    const t = table();
    t.fill("deck", parseCards("2C 3C"));
    t.fill("hand", parseCards("4C"));
    await expect(t.move(parseCards("2C 4C"), "deck", "discard")).rejects.toThrow(/4C@main is not in "deck"/);
    await expect(t.move(parseCards("2C", "other"), "deck", "discard")).rejects.toThrow(/not in/);
    await expect(t.move(parseCards("2C 2C"), "deck", "discard")).rejects.toThrow(/listed twice/);
    expect(codes(t.contents("deck"))).toBe("2C 3C");
    expect(await t.count("discard")).toBe(0);
  });

  it("[CORE-03] unknown stacks and bad counts are errors", async () => {
    const t = table();
    t.fill("deck", parseCards("2C"));
    expect(() => t.contents("nope")).toThrow(/unknown stack "nope"/);
    await expect(t.draw("deck", "nope", 1)).rejects.toThrow(/unknown stack/);
    await expect(t.draw("deck", "hand", -1)).rejects.toThrow(RangeError);
    await expect(t.draw("deck", "hand", 1.5)).rejects.toThrow(RangeError);
    await expect(t.draw("deck", "deck", 1)).rejects.toThrow(/into itself/);
    await expect(t.shuffle("nope")).rejects.toThrow(/unknown stack/);
    expect(() => new MemoryTable([DECK], seededRandom(1))).toThrow(/unknown stack "discard"/);
    expect(() => new MemoryTable([DISCARD, DISCARD], seededRandom(1))).toThrow(/declared twice/);
  });

  it("[CORE-03] reveal turns cards face up where they lie; moving or shuffling turns them down again", async () => {
    const t = table();
    t.fill("deck", parseCards("2C 3C 4C"));
    const revealed = await t.reveal("deck", parseCards("3C"));
    expect(revealed[0]).toBe(t.contents("deck")[1]);
    expect(codes(t.faceUp("deck"))).toBe("3C");
    expect(t.isFaceUp(revealed[0]!)).toBe(true);
    await expect(t.reveal("hand", parseCards("2C"))).rejects.toThrow(/not in "hand"/);
    await t.move(parseCards("3C"), "deck", "hand");
    expect(t.faceUp("hand")).toEqual([]);
    await t.reveal("deck", parseCards("2C 4C"));
    await t.shuffle("deck");
    expect(t.faceUp("deck")).toEqual([]);
  });

  it("[CORE-03] returnDiscards gathers the declared discard piles into the stack and shuffles it", async () => {
    const t = table(5);
    t.fill("deck", parseCards("2C"));
    t.fill("discard", parseCards("3C 4C 5C 6C 7C 8C"));
    t.fill("hand", parseCards("9C"));
    await t.returnDiscards("deck");
    expect(await t.count("deck")).toBe(7);
    expect(await t.count("discard")).toBe(0);
    expect(codes(t.contents("hand"))).toBe("9C");
    t.fill("discard", parseCards("10C"));
    await t.returnDiscards("hand");
    expect(codes([...t.contents("hand")].sort((a, b) => cardKey(a).localeCompare(cardKey(b))))).toBe("10C 9C");
  });

  it("[CORE-03] applyEffects runs effects in order on a MemoryTable and returns draw outcomes", async () => {
    const t = table(9);
    t.fill("deck", standardDeck());
    const effects: TableEffect[] = [
      { type: "shuffle", stack: "deck" },
      { type: "draw", from: "deck", to: "hand", count: 5, how: "top" },
      { type: "draw", from: "deck", to: "discard", count: 1, how: "top" },
    ];
    const outcomes = await applyEffects(t, effects);
    expect(outcomes.map((outcome) => outcome.cards.length)).toEqual([5, 1]);
    await applyEffects(t, [
      { type: "reveal", stack: "hand", cards: outcomes[0]!.cards.slice(0, 1) },
      { type: "move", cards: outcomes[0]!.cards.slice(0, 2), from: "hand", to: "discard", position: "top" },
      { type: "returnDiscards", stack: "deck" },
    ]);
    expect(await t.count("deck")).toBe(49);
    expect(await t.count("hand")).toBe(3);
    expect(new Set(t.allCards().map(cardKey)).size).toBe(52);
  });
});

describe("running out [CORE-04]", () => {
  it("[CORE-04] reshuffle: the discards are shuffled in, the draw continues, and the refill is counted", async () => {
    const t = table(11);
    t.fill("deck", parseCards("2C 3C"));
    t.fill("discard", parseCards("4C 5C 6C 7C"));
    const outcome = await t.draw("deck", "hand", 5);
    expect(outcome.reshuffles).toBe(1);
    expect(outcome.short).toBe(0);
    expect(codes(outcome.cards.slice(0, 2))).toBe("2C 3C");
    expect(await t.count("deck")).toBe(1);
    expect(await t.count("discard")).toBe(0);
    const again = await t.draw("deck", "hand", 1);
    expect(again).toMatchObject({ reshuffles: 0, short: 0 });
  });

  it("[CORE-04] reshuffle with nothing to refill from reports the shortfall instead of throwing", async () => {
    const t = table();
    t.fill("deck", parseCards("2C"));
    const outcome = await t.draw("deck", "hand", 3, "bottom");
    expect(outcome).toMatchObject({ reshuffles: 0, short: 2 });
    expect(codes(outcome.cards)).toBe("2C");
  });

  it("[CORE-04] a mid-draw reshuffle never takes back the cards this draw already drew", async () => {
    const t = table(4);
    t.fill("deck", parseCards("2C 3C 4C"));
    t.fill("discard", parseCards("5C"));
    const outcome = await t.draw("deck", "discard", 6);
    expect(outcome).toMatchObject({ reshuffles: 1, short: 2 });
    expect(codes(outcome.cards)).toBe("2C 3C 4C 5C");
    expect(codes(t.contents("discard"))).toBe("5C 4C 3C 2C");
  });

  it("[CORE-04] stop: the draw takes what there is and reports how many were missing", async () => {
    const t = table();
    t.fill("hand", parseCards("2C 3C"));
    t.fill("discard", parseCards("4C"));
    const outcome = await t.draw("hand", "deck", 5, "random");
    expect(outcome).toMatchObject({ reshuffles: 0, short: 3 });
    expect(outcome.cards).toHaveLength(2);
    expect(await t.count("discard")).toBe(1);
    expect(await t.draw("hand", "deck", 2)).toEqual({ cards: [], reshuffles: 0, short: 2, left: 0 });
  });

  it("[CORE-04] no draw of any size, from any stack, in any way, throws for running out", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<DrawFrom>("top", "bottom", "random"),
        fc.constantFrom("deck", "hand"),
        async (inDeck, inDiscard, count, how, from) => {
          const t = table(inDeck * 31 + inDiscard);
          const cards = standardDeck();
          t.fill("deck", cards.slice(0, inDeck));
          t.fill("discard", cards.slice(inDeck, inDeck + inDiscard));
          const outcome = await t.draw(from, from === "deck" ? "hand" : "deck", count, how);
          expect(outcome.cards.length + outcome.short).toBe(count);
          const available = from === "deck" ? inDeck + inDiscard : 0;
          expect(outcome.cards.length).toBe(Math.min(count, available));
          expect(outcome.reshuffles).toBe(from === "deck" && count > inDeck && inDiscard > 0 ? 1 : 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** One step of the conservation property; `pick` chooses cards by index modulo the stack size. */
type Operation =
  | { readonly op: "draw"; readonly from: number; readonly to: number; readonly count: number; readonly how: DrawFrom }
  | {
      readonly op: "move";
      readonly from: number;
      readonly to: number;
      readonly pick: readonly number[];
      readonly top: boolean;
      readonly copies: boolean;
    }
  | { readonly op: "shuffle" | "returnDiscards"; readonly stack: number }
  | { readonly op: "reveal"; readonly stack: number; readonly pick: readonly number[] };

const STACKS: readonly StackSpec[] = [
  { id: "deck", kind: "deck", visibility: "hidden", runOut: { kind: "reshuffle", discards: ["discard", "played"] } },
  { id: "discard", kind: "pile", visibility: "public", runOut: { kind: "stop" } },
  { id: "played", kind: "pile", visibility: "public", runOut: { kind: "reshuffle", discards: ["discard"] } },
  { id: "hand-1", kind: "hand", visibility: "owner", runOut: { kind: "stop" }, discards: ["discard"] },
  { id: "hand-2", kind: "hand", visibility: "owner", runOut: { kind: "reshuffle", discards: ["played"] } },
];

const stackIndex = fc.integer({ min: 0, max: STACKS.length - 1 });
const pick = fc.array(fc.nat(20), { maxLength: 3 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant("draw" as const),
    from: stackIndex,
    to: stackIndex,
    count: fc.nat(6),
    how: fc.constantFrom<DrawFrom>("top", "bottom", "random"),
  }),
  fc.record({ op: fc.constant("move" as const), from: stackIndex, to: stackIndex, pick, top: fc.boolean(), copies: fc.boolean() }),
  fc.record({ op: fc.constantFrom("shuffle" as const, "returnDiscards" as const), stack: stackIndex }),
  fc.record({ op: fc.constant("reveal" as const), stack: stackIndex, pick }),
);

/** Distinct cards of `stack` chosen by `indices` (mod its size). */
function choose(t: MemoryTable, stack: string, indices: readonly number[]): Card[] {
  const cards = t.contents(stack);
  if (cards.length === 0) return [];
  return [...new Set(indices.map((index) => cards[index % cards.length]!))];
}

/** Runs one step; returns how many run-out reshuffles it caused. */
async function run(t: MemoryTable, step: Operation): Promise<number> {
  const id = (index: number): string => STACKS[index]!.id;
  switch (step.op) {
    case "draw":
      return step.from === step.to ? 0 : (await t.draw(id(step.from), id(step.to), step.count, step.how)).reshuffles;
    case "move": {
      const cards = choose(t, id(step.from), step.pick);
      const given = step.copies ? (JSON.parse(JSON.stringify(cards)) as Card[]) : cards;
      await t.move(given, id(step.from), id(step.to), step.top ? "top" : "bottom");
      return 0;
    }
    case "shuffle":
      await t.shuffle(id(step.stack));
      return 0;
    case "returnDiscards":
      await t.returnDiscards(id(step.stack));
      return 0;
    case "reveal":
      await t.reveal(id(step.stack), choose(t, id(step.stack), step.pick));
      return 0;
  }
}

describe("card conservation [CORE-03]", () => {
  it("[CORE-03] after any sequence of draws, moves, shuffles, reveals and reshuffles every card is still there once, as the same object", async () => {
    // Two origins sharing faces, and jokers, so identity must use the origin too.
    const original = [...parseCards("2C 3C 4C 5C AS JKR", "A"), ...parseCards("2C 3C 10H JKR", "B")];
    const expectedKeys = original.map(cardKey).sort();
    const originals = new Set(original);
    let reshuffles = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(10), fc.array(operation, { maxLength: 12 }), async (seed, split, steps) => {
        const t = new MemoryTable(STACKS, seededRandom(seed));
        t.fill("deck", original.slice(0, split));
        t.fill("discard", original.slice(split));
        for (const step of steps) reshuffles += await run(t, step);
        const after = t.allCards();
        expect(after.map(cardKey).sort()).toEqual(expectedKeys);
        expect(new Set(after).size).toBe(original.length);
        expect(after.every((card) => originals.has(card))).toBe(true);
      }),
      { numRuns: 10_000 },
    );
    // The sequences did exercise reshuffling on run-out.
    expect(reshuffles).toBeGreaterThan(100);
  });
});
