import { describe, expect, it } from "vitest";
import { cryptoRandom, seededRandom, shuffle } from "../../../src/rules/cards/random.ts";
import type { Random } from "../../../src/rules/cards/random.ts";
import { LEVEL, chiSquareCritical, chiSquareUniform } from "./statistics.ts";

const sources: [string, () => Random][] = [
  ["seededRandom", () => seededRandom(20240613)],
  ["cryptoRandom", () => cryptoRandom()],
];

describe("seeded runs", () => {
  it("[CORE-02] the same seed gives the same stream and the same shuffles; other seeds differ", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const streamA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(streamA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(streamA);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(shuffle(items, seededRandom(99))).toEqual(shuffle(items, seededRandom(99)));
    expect(shuffle(items, seededRandom(99))).not.toEqual(shuffle(items, seededRandom(100)));
  });

  it("[CORE-02] shuffle returns a new permutation of the same items and leaves its input alone", () => {
    const items = ["a", "b", "c", "d", "e"] as const;
    const result = shuffle(items, seededRandom(1));
    expect(result).not.toBe(items);
    expect([...result].sort()).toEqual([...items]);
    expect(items).toEqual(["a", "b", "c", "d", "e"]);
    expect(shuffle([], seededRandom(1))).toEqual([]);
  });
});

describe.each(sources)("%s", (_name, make) => {
  it("[CORE-02] next() lies in [0, 1) and int(n) in [0, n) for every bound, including 1 and 2^32", () => {
    const random = make();
    // Every value out of range, collected and asserted once (an expect per draw cost seconds).
    const outOfRange: string[] = [];
    for (const bound of [1, 2, 3, 7, 52, 108, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 2000; i++) {
        const value = random.int(bound);
        if (!(Number.isInteger(value) && value >= 0 && value < bound)) outOfRange.push(`int(${bound}) = ${value}`);
      }
    }
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      if (!(value >= 0 && value < 1)) outOfRange.push(`next() = ${value}`);
    }
    expect(outOfRange).toEqual([]);
    for (const bad of [0, -1, 2.5, 2 ** 32 + 1, Number.NaN]) expect(() => random.int(bad)).toThrow(RangeError);
  });

  it("[CORE-02] int(n) is unbiased where plain modulo would not be (n = 3·2^30)", () => {
    // Modulo of a 32-bit word would give the low third of the range half of all draws; rejection
    // sampling gives it one third.
    const random = make();
    const bound = 3 * 2 ** 30;
    const samples = 30_000;
    let low = 0;
    for (let i = 0; i < samples; i++) if (random.int(bound) < 2 ** 30) low++;
    const sd = Math.sqrt(samples * (1 / 3) * (2 / 3));
    expect(Math.abs(low - samples / 3)).toBeLessThan(LEVEL.crypto * sd);
  });

  it("[CORE-02] int(6) is uniform (chi-square, 60 000 draws)", () => {
    const random = make();
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[random.int(6)]!++;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(5, LEVEL.crypto));
  });
});

describe("shuffle uniformity", () => {
  it("[CORE-02] all 24 orders of 4 cards come up equally often (chi-square, 48 000 shuffles)", () => {
    const random = seededRandom(424242);
    const counts = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const order = shuffle(["C", "D", "H", "S"], random).join("");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(chiSquareCritical(23, LEVEL.seeded));
  });

  it("[CORE-02] the same chi-square check rejects the classic biased shuffle (swap each with any position)", () => {
    const random = seededRandom(424242);
    const counts = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const order = ["C", "D", "H", "S"];
      for (let j = 0; j < order.length; j++) {
        const k = random.int(order.length);
        [order[j], order[k]] = [order[k]!, order[j]!];
      }
      counts.set(order.join(""), (counts.get(order.join("")) ?? 0) + 1);
    }
    expect(chiSquareUniform([...counts.values()])).toBeGreaterThan(chiSquareCritical(23, LEVEL.seeded));
  });

  it("[CORE-02] every card of a 52-card deck is equally likely at every position (26 000 shuffles)", () => {
    const random = seededRandom(5252);
    const size = 52;
    const deck = Array.from({ length: size }, (_, i) => i);
    const counts = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (let i = 0; i < 26_000; i++) shuffle(deck, random).forEach((card, position) => counts[card]![position]!++);
    // Each card's row over positions is uniform, and so is the whole table.
    for (const row of counts) expect(chiSquareUniform(row)).toBeLessThan(chiSquareCritical(size - 1, LEVEL.seeded));
    expect(chiSquareUniform(counts.flat())).toBeLessThan(chiSquareCritical((size - 1) * (size - 1), LEVEL.seeded));
  });

  it("[CORE-02] a crypto-driven shuffle of 3 cards gives all 6 orders evenly (chi-square, 30 000 shuffles)", () => {
    const random = cryptoRandom();
    const counts = new Map<string, number>();
    for (let i = 0; i < 30_000; i++) {
      const order = shuffle([1, 2, 3], random).join("");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquareUniform([...counts.values()])).toBeLessThan(chiSquareCritical(5, LEVEL.crypto));
  });
});
