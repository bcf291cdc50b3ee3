/**
 * A small Quench-compatible runner, so `npm test` runs the batches Deckbound registers with Quench
 * (src/quench) on the stand-in: a fake `quench` whose `registerBatch` keeps each batch, and a
 * Mocha-style runner of a batch's `describe`/`it`/`before`/`after` with a Chai-style `assert`
 * (the subset src/quench/quench-api.ts declares). As in Mocha: suites and tests run in order, one at
 * a time; a failing `before` fails the suite's tests without running them; `after` always runs;
 * `this.skip()` marks a test pending, as does a test registered without a function.
 */
import { AssertionError, deepStrictEqual, ok, strictEqual } from "node:assert";
import type { Quench, QuenchAssert, QuenchBatchContext, QuenchHookFn, QuenchTestFn } from "../../src/quench/quench-api.ts";

export interface TestReport {
  readonly title: string;
  readonly state: "passed" | "failed" | "pending";
  readonly error?: string;
}

interface Suite {
  readonly title: string;
  readonly tests: { title: string; fn: QuenchTestFn | undefined }[];
  readonly before: QuenchHookFn[];
  readonly after: QuenchHookFn[];
  readonly suites: Suite[];
}

class Pending extends Error {}

const assert: QuenchAssert = {
  ok: (value, message) => ok(value, message),
  strictEqual: (actual, expected, message) => strictEqual(actual, expected, message),
  deepEqual: (actual, expected, message) => deepStrictEqual(actual, expected, message),
  isAbove: (value, above, message) => ok(value > above, message ?? `expected ${value} to be above ${above}`),
  include: (haystack, needle, message) =>
    ok(haystack.includes(needle), message ?? `expected ${JSON.stringify(haystack)} to include ${JSON.stringify(needle)}`),
  fail: (message) => {
    throw new AssertionError({ message: message ?? "assert.fail()" });
  },
};

const newSuite = (title: string): Suite => ({ title, tests: [], before: [], after: [], suites: [] });

/** Collect a batch's suites, as Mocha does when Quench runs the batch. */
function collect(batch: (context: QuenchBatchContext) => void): Suite {
  const root = newSuite("");
  let current = root;
  batch({
    describe(title, fn) {
      const suite = newSuite(title);
      current.suites.push(suite);
      const parent = current;
      current = suite;
      fn();
      current = parent;
    },
    it: (title, fn) => void current.tests.push({ title, fn }),
    before: (fn) => void current.before.push(fn),
    after: (fn) => void current.after.push(fn),
    assert,
  });
  return root;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function runSuite(suite: Suite, path: string, reports: TestReport[]): Promise<void> {
  const here = [path, suite.title].filter(Boolean).join(" › ");
  let hookError: unknown = null;
  try {
    for (const hook of suite.before) await hook();
  } catch (error) {
    hookError = error;
  }
  if (hookError === null) {
    for (const test of suite.tests) {
      const title = `${here} › ${test.title}`;
      if (!test.fn) {
        reports.push({ title, state: "pending" });
        continue;
      }
      try {
        await test.fn.call({
          skip: () => {
            throw new Pending();
          },
        });
        reports.push({ title, state: "passed" });
      } catch (error) {
        reports.push(error instanceof Pending ? { title, state: "pending" } : { title, state: "failed", error: message(error) });
      }
    }
    for (const child of suite.suites) await runSuite(child, here, reports);
  } else {
    reports.push({ title: `${here} › "before all" hook`, state: "failed", error: message(hookError) });
  }
  try {
    for (const hook of suite.after) await hook();
  } catch (error) {
    reports.push({ title: `${here} › "after all" hook`, state: "failed", error: message(error) });
  }
}

/** A fake Quench: `registerBatch` keeps each batch; `run(key)` runs one and reports each test. */
export class FakeQuench implements Quench {
  readonly batches = new Map<string, { fn: (context: QuenchBatchContext) => void; displayName: string }>();

  registerBatch(key: string, fn: (context: QuenchBatchContext) => void, options: { displayName?: string } = {}): void {
    if (this.batches.has(key)) throw new Error(`Quench batch "${key}" is already registered`);
    this.batches.set(key, { fn, displayName: options.displayName ?? key });
  }

  async run(key: string): Promise<TestReport[]> {
    const batch = this.batches.get(key);
    if (!batch) throw new Error(`no Quench batch "${key}"`);
    const reports: TestReport[] = [];
    await runSuite(collect(batch.fn), "", reports);
    return reports;
  }
}
