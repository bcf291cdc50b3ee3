/**
 * The Deck of Adventures journal's "Target Card Range Table" page must say exactly what the rules
 * engine computes [DOA-08]: its HTML table is parsed and every cell compared with `rangeBounds`.
 */
import { describe, expect, it } from "vitest";
import { RANKS, rankCode } from "../../src/rules/cards/card.ts";
import type { Rank } from "../../src/rules/cards/card.ts";
import { MAX_DR, rangeBounds } from "../../src/rules/doa/index.ts";
import { rulesetJournal } from "./rules-journals.ts";

const PAGE_NAME = "Target Card Range Table";
const RANK_BY_LABEL = new Map<string, Rank>(RANKS.map((rank) => [rankCode(rank), rank]));

/** Rows of cell texts (header and body alike) of the one table in an HTML fragment. */
function tableRows(html: string): string[][] {
  const tables = [...html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)];
  expect(tables, "exactly one table on the page").toHaveLength(1);
  return [...tables[0]![1]!.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, "").trim()),
  );
}

/** "K–6" → { lower: K, upper: 6 }; a single rank (DR 0) is both bounds. */
function parseRange(cell: string): { lower: Rank | undefined; upper: Rank | undefined } {
  const [lower, upper = lower] = cell.split("–").map((part) => RANK_BY_LABEL.get(part.trim()));
  return { lower, upper };
}

const page = rulesetJournal("doa").pages.find((candidate) => candidate.name === PAGE_NAME);
const [header = [], ...body] = tableRows(page?.text?.content ?? "");
const DRS = Array.from({ length: MAX_DR + 1 }, (_, dr) => dr);

describe("Deck of Adventures journal: Target Card Range Table", () => {
  it("[DOA-08] is a page of the Deck of Adventures journal", () => {
    expect(page).toBeDefined();
  });

  it("[DOA-08] has a TC column and one column per DR from 0 to 6", () => {
    expect(header).toEqual(["TC", ...DRS.map((dr) => `DR ${dr}`)]);
  });

  it("[DOA-08] has one row per rank, A to K, as the source lays it out", () => {
    expect(body.map(([tc]) => tc)).toEqual(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]);
  });

  it.each(body.map((row) => [row[0] ?? "", row] as const))(
    "[DOA-08] row TC %s: every cell is the engine's circular range",
    (label, row) => {
      const tc = RANK_BY_LABEL.get(label);
      expect(tc, `TC label ${label}`).toBeDefined();
      for (const dr of DRS) {
        const expected = rangeBounds(tc!, dr);
        expect(parseRange(row[dr + 1] ?? ""), `TC ${label}, DR ${dr}: "${row[dr + 1]}"`).toEqual(expected);
      }
    },
  );

  it("[DOA-08] follows the ruling where the source's prose disagrees: TC 3 at DR 3 is K–6, not A–6", () => {
    const three = body.find(([tc]) => tc === "3");
    expect(three?.[4]).toBe("K–6");
  });

  it("the range parser reads single ranks and both bounds, and rejects unknown labels", () => {
    expect(parseRange("A")).toEqual({ lower: 14, upper: 14 });
    expect(parseRange("10–5")).toEqual({ lower: 10, upper: 5 });
    expect(parseRange("1–X")).toEqual({ lower: undefined, upper: undefined });
  });
});
