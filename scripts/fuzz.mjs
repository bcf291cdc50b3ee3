// `npm run fuzz`: the adversarial suites at full counts (test/fuzz/*.fuzz.ts) — the chat-card monkey (3 000 presses a card type) and the table fuzz,
// 10 000 random operations per ruleset with Repair conserving every card. Pass FUZZ_SEED to replay
// a failure, FUZZ_OPERATIONS / FUZZ_REPAIR_EVERY to change the counts. Exits non-zero on failure.
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["vitest", "run", "--config", "test/fuzz/vitest.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exitCode = result.status ?? 1;
