/**
 * The table fuzz at the counts `npm test` affords [CORE-03]: on every ruleset's stacks, seeded
 * random draws, plays, shuffles, returns, requests through the GM queue, raw GM moves, deleted and
 * duplicated stacks and players' edits, with Repair decks after every 40 operations conserving
 * every card. `npm run fuzz` runs the same at full counts (test/fuzz/table.fuzz.ts).
 */
import { describe, expect, it } from "vitest";
import { fuzzTable } from "../fuzz/table-fuzz.ts";
import { FUZZED_RULESETS } from "../fuzz/rulesets.ts";

describe("the table fuzz", () => {
  for (const ruleset of FUZZED_RULESETS) {
    it(`[CORE-03] ${ruleset}: 400 random operations with Repair every 40 conserve every card`, async () => {
      const result = await fuzzTable({ ruleset, seed: 20260501, operations: 400, repairEvery: 40, shrinkRuns: 20 });
      expect(result.failure, result.report).toBeNull();
      expect(result.repairs).toBeGreaterThanOrEqual(10);
      expect(result.writes).toBeGreaterThan(400);
    });
  }
});
