/**
 * A vitest reporter for the rule clauses (docs/CLAUSES.md, the project's copy of the shared
 * clause list): after a run it counts the clause IDs that appear in the names of PASSING tests,
 * lists any clause without one, and ends with a plain "N passed, N failed" line. When the run
 * covered every test file (a full `npm test`), a clause without a passing test fails the run.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const ROOT = join(import.meta.dirname, "..");
const CLAUSE = /\*\*((?:CORE|BEL|DIR|GOB|DOA|F52)-\d+)\*\*/g;
const TAG = /\[((?:CORE|BEL|DIR|GOB|DOA|F52)-\d+)\]/g;

export function clauseIds(text: string): string[] {
  return [...new Set([...text.matchAll(CLAUSE)].map((match) => match[1]!))];
}

function testFileCount(dir: string): number {
  return readdirSync(dir).reduce((count, name) => {
    const path = join(dir, name);
    return count + (statSync(path).isDirectory() ? testFileCount(path) : name.endsWith(".test.ts") ? 1 : 0);
  }, 0);
}

export default class ClauseCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const covered = new Set<string>();
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "failed") failed += 1;
        if (state !== "passed") continue;
        passed += 1;
        for (const match of test.fullName.matchAll(TAG)) covered.add(match[1]!);
      }
    }
    const clauses = clauseIds(readFileSync(join(ROOT, "docs", "CLAUSES.md"), "utf8"));
    const missing = clauses.filter((id) => !covered.has(id));
    const fullRun = testModules.length === testFileCount(join(ROOT, "test"));
    console.log(`\nClause coverage: ${clauses.length - missing.length}/${clauses.length} clauses have a passing test.`);
    if (fullRun && missing.length > 0) {
      console.log(`Clauses without a passing test: ${missing.join(", ")}`);
      failed += 1;
      process.exitCode = 1;
    }
    console.log(`tests: ${passed} passed, ${failed} failed`);
  }
}
