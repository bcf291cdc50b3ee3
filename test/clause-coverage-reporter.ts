/**
 * A vitest reporter for the rule clauses (docs/CLAUSES.md, the project's copy of the shared
 * clause list) and the table's capabilities (docs/TABLE.md, likewise): after a run it counts the
 * clause IDs that appear in the names of PASSING tests and the capability IDs in the names of
 * PASSING playthroughs (test/playthrough/), lists any without one, and ends with a plain "N passed,
 * N failed" line. When the run covered every test file (a full `npm test`), a clause without a
 * passing test or a capability without a passing playthrough fails the run.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const ROOT = join(import.meta.dirname, "..");
const CLAUSE = /\*\*((?:CORE|BEL|DIR|GOB|DOA|F52)-\d+)\*\*/g;
const TAG = /\[((?:CORE|BEL|DIR|GOB|DOA|F52)-\d+)\]/g;
const CAPABILITY = /\*\*(T-[A-Z0-9]+-\d+)\*\*/g;
const CAPABILITY_TAG = /\[(T-[A-Z0-9]+-\d+)\]/g;
const PLAYTHROUGHS = join(ROOT, "test", "playthrough");

/** The IDs a list defines (bold at the start of an entry), each once, in order. */
function idsOf(text: string, defined: RegExp): string[] {
  return [...new Set([...text.matchAll(defined)].map((match) => match[1]!))];
}

/** The rule clauses docs/CLAUSES.md lists (CORE-01, DOA-08, …). */
export function clauseIds(text: string): string[] {
  return idsOf(text, CLAUSE);
}

/** The table capabilities docs/TABLE.md lists (T-CORE-01, T-DOA-12, …). */
export function capabilityIds(text: string): string[] {
  return idsOf(text, CAPABILITY);
}

function testFileCount(dir: string): number {
  return readdirSync(dir).reduce((count, name) => {
    const path = join(dir, name);
    return count + (statSync(path).isDirectory() ? testFileCount(path) : name.endsWith(".test.ts") ? 1 : 0);
  }, 0);
}

/**
 * Prints how many of a list's IDs (`noun`: "clauses") a passing test (`proof`) names, and in a full
 * run the ones none does; true when a full run misses any.
 */
function report(label: string, noun: string, proof: string, ids: readonly string[], named: ReadonlySet<string>, fullRun: boolean): boolean {
  const missing = ids.filter((id) => !named.has(id));
  console.log(`\n${label} coverage: ${ids.length - missing.length}/${ids.length} ${noun} have a passing ${proof}.`);
  if (!fullRun || missing.length === 0) return false;
  console.log(`${noun[0]!.toUpperCase()}${noun.slice(1)} without a passing ${proof}: ${missing.join(", ")}`);
  return true;
}

export default class ClauseCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const covered = new Set<string>();
    const played = new Set<string>();
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      const playthrough = module.moduleId.startsWith(PLAYTHROUGHS);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "failed") failed += 1;
        if (state !== "passed") continue;
        passed += 1;
        for (const match of test.fullName.matchAll(TAG)) covered.add(match[1]!);
        if (playthrough) for (const match of test.fullName.matchAll(CAPABILITY_TAG)) played.add(match[1]!);
      }
    }
    const fullRun = testModules.length === testFileCount(join(ROOT, "test"));
    const clauses = clauseIds(readFileSync(join(ROOT, "docs", "CLAUSES.md"), "utf8"));
    const capabilities = capabilityIds(readFileSync(join(ROOT, "docs", "TABLE.md"), "utf8"));
    const clausesMissing = report("Clause", "clauses", "test", clauses, covered, fullRun);
    const capabilitiesMissing = report("Table", "capabilities", "playthrough", capabilities, played, fullRun);
    if (clausesMissing || capabilitiesMissing) {
      failed += 1;
      process.exitCode = 1;
    }
    console.log(`tests: ${passed} passed, ${failed} failed`);
  }
}
