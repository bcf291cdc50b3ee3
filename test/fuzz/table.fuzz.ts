/**
 * `npm run fuzz`: the table fuzz at full counts [CORE-03]. FUZZ_OPERATIONS (default 10 000) random
 * operations per ruleset from FUZZ_SEED (default a new one each run, printed), Repair every
 * FUZZ_REPAIR_EVERY (default 50). A failure prints its seed and the shortest sequence found.
 */
import { describe, expect, it } from "vitest";
import { fuzzTable } from "./table-fuzz.ts";
import { FUZZED_RULESETS } from "./rulesets.ts";

const operations = Number(process.env["FUZZ_OPERATIONS"] ?? 10_000);
const repairEvery = Number(process.env["FUZZ_REPAIR_EVERY"] ?? 50);
const seed = Number(process.env["FUZZ_SEED"] ?? Math.floor(Math.random() * 2 ** 31));

describe(`the table fuzz, seed ${seed}`, () => {
  for (const ruleset of FUZZED_RULESETS) {
    it(`[CORE-03] ${ruleset}: ${operations} random operations conserve every card`, async () => {
      const started = performance.now();
      const result = await fuzzTable({ ruleset, seed, operations, repairEvery, shrinkRuns: 300 });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${ruleset}: seed ${seed}, ${operations} operations, ${result.repairs} repairs, ${result.writes} writes, ${result.refused} refused by Foundry, ${seconds} s`,
      );
      expect(result.failure, result.report).toBeNull();
    });
  }
});
