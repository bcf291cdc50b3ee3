import { defineConfig } from "vitest/config";

/** `npm run fuzz` only (scripts/fuzz.mjs): the full-count suites, one ruleset after another. */
export default defineConfig({
  test: {
    include: ["test/fuzz/**/*.fuzz.ts"],
    environment: "node",
    testTimeout: 3_600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
