import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // The playthroughs' sandbox: built once, served once, one browser (test/sandbox/global-setup.ts).
    globalSetup: ["test/sandbox/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", "./test/clause-coverage-reporter.ts"],
  },
});
