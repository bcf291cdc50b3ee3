import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Generous: a timeout here only says how long a hung test takes to fail. On a machine shared with
    // other work (Step 17: a second npm test beside this one) the CPU-heavy tests (brute-force odds,
    // cold boots, a browser's launch) take many times what they take alone.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // A value polled for (expect.poll) may take as long to show as anything else a test waits for
    // (test/sandbox/sight.ts: 40 s). Vitest's own default, 1 s, fails on a loaded machine.
    expect: { poll: { timeout: 40_000 } },
    // Four files at a time, even on a 2-core machine (Vitest's default there is one): a playthrough
    // spends much of its time waiting for the seats to answer one another, so it takes about four to
    // keep both cores busy (eight playthrough files: 146 s with two, 119 s with three, 104 s with four).
    maxWorkers: 4,
    reporters: ["default", "./test/clause-coverage-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["test/**/*.test.ts"],
          exclude: ["test/playthrough/**"],
          // One process per worker, not per file, each file's own modules loaded afresh (test/setup/fresh-modules.ts):
          // a third less CPU for the node files (Step 17: npm test ≤ 8 minutes).
          isolate: false,
          setupFiles: ["test/setup/fast-check-seed.ts", "test/setup/fresh-modules.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "playthrough",
          include: ["test/playthrough/**/*.test.ts"],
          // A playthrough clicks through many steps, each waiting for the seats to catch up.
          testTimeout: 300_000,
          // One process per worker, not per file: a playthrough imports nothing of the system, and
          // its helpers (test/sandbox) keep nothing between files but the browser window, in which
          // each file loads the sandbox afresh (table-session.ts); a fresh process per file cost
          // about a second of CPU each, a fresh window about 1.3 more (Step 17).
          isolate: false,
          // The playthroughs' sandbox: built once, served once, one browser (test/sandbox/global-setup.ts).
          globalSetup: ["test/sandbox/global-setup.ts"],
        },
      },
    ],
  },
});
