import { describe, expect, it } from "vitest";
import { RANKS, rankCode } from "../../../src/rules/cards/card.ts";
import type { Rank } from "../../../src/rules/cards/card.ts";
import { rangeBounds, rankAtOffset, ringDistance, signedOffset } from "../../../src/rules/doa/ranks.ts";

/** The source's Target Card Range Table, transcribed cell by cell (columns -6 … +6). */
const SOURCE_TABLE = `
A  | 8  | 9  | 10 | J  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7
2  | 9  | 10 | J  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8
3  | 10 | J  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9
4  | J  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10
5  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J
6  | K  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q
7  | A  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K
8  | 2  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K  | A
9  | 3  | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K  | A  | 2
10 | 4  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K  | A  | 2  | 3
J  | 5  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K  | A  | 2  | 3  | 4
Q  | 6  | 7  | 8  | 9  | 10 | J  | Q  | K  | A  | 2  | 3  | 4  | 5
K  | 7  | 8  | 9  | 10 | J  | Q  | K  | A  | 2  | 3  | 4  | 5  | 6
`;

const rows = SOURCE_TABLE.trim()
  .split("\n")
  .map((line) => line.split("|").map((cell) => cell.trim()));

describe("circular ranks and the Target Card Range Table", () => {
  it("[DOA-08] the transcription has 13 rows of TC + 13 columns", () => {
    expect(rows).toHaveLength(13);
    for (const row of rows) expect(row).toHaveLength(14);
    expect(new Set(rows.map((row) => row[0])).size).toBe(13);
  });

  for (const row of rows) {
    const tcCode = row[0]!;
    const tc = RANKS.find((rank) => rankCode(rank) === tcCode)!;
    it(`[DOA-08] row TC ${tcCode}: every cell -6 … +6 comes from the circular rule`, () => {
      for (let column = 0; column < 13; column++) {
        const offset = column - 6;
        expect(rankCode(rankAtOffset(tc, offset)), `TC ${tcCode}, column ${offset}`).toBe(row[column + 1]);
      }
    });
    it(`[DOA-08] row TC ${tcCode}: DR d spans column -d to column +d`, () => {
      for (let dr = 0; dr <= 6; dr++) {
        const { lower, upper } = rangeBounds(tc, dr);
        expect(rankCode(lower)).toBe(row[7 - dr]);
        expect(rankCode(upper)).toBe(row[7 + dr]);
      }
    });
  }

  it("[DOA-08] ranks are circular: … Q, K, A, 2, 3 …", () => {
    expect(signedOffset(13, 14)).toBe(1);
    expect(signedOffset(14, 2)).toBe(1);
    expect(signedOffset(2, 14)).toBe(-1);
    expect(ringDistance(12, 3)).toBe(4);
    expect(ringDistance(8, 8)).toBe(0);
  });

  it("[DOA-08] distance is symmetric and at most 6; offsets invert rankAtOffset", () => {
    for (const a of RANKS) {
      for (const b of RANKS) {
        expect(ringDistance(a, b)).toBe(ringDistance(b, a));
        expect(ringDistance(a, b)).toBeLessThanOrEqual(6);
        expect(rankAtOffset(a, signedOffset(a, b))).toBe(b as Rank);
      }
    }
  });

  it("[DOA-08] the Xena/Jonas ruling: TC 3 with DR 3 spans K … 6 (the table wins over the prose's 'A and 6')", () => {
    const { lower, upper } = rangeBounds(3, 3);
    expect(rankCode(lower)).toBe("K");
    expect(rankCode(upper)).toBe("6");
  });
});
