/**
 * The part of Quench's API (the FVTT-Quench module, github.com/Ethaks/FVTT-Quench) Deckbound uses:
 * Quench fires `quenchReady` in its own "setup" hook with its instance, and a batch is a function
 * of a context holding Mocha's `describe`/`it`/hooks and Chai's `assert` (README "quenchReady Hook",
 * "registerBatch"). Declared here, typed to what the batches call, so the system needs no Quench
 * package; the Quench-compatible runner of `npm test` (test/integration/quench-runner.ts) implements
 * the same shape.
 */

/** Mocha's `this` inside a test: `skip()` marks the test pending (Mocha's `this.skip()`). */
export interface QuenchTestThis {
  skip(): never;
}

export type QuenchTestFn = (this: QuenchTestThis) => void | Promise<void>;
export type QuenchHookFn = () => void | Promise<void>;

/** The subset of Chai's `assert` the batches use (same names and argument order as Chai's). */
export interface QuenchAssert {
  ok(value: unknown, message?: string): void;
  strictEqual<T>(actual: T, expected: T, message?: string): void;
  deepEqual<T>(actual: T, expected: T, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  include(haystack: string, needle: string, message?: string): void;
  fail(message?: string): never;
}

export interface QuenchBatchContext {
  describe(title: string, fn: () => void): void;
  /** Without a function, Mocha registers the test as pending. */
  it(title: string, fn?: QuenchTestFn): void;
  before(fn: QuenchHookFn): void;
  after(fn: QuenchHookFn): void;
  assert: QuenchAssert;
}

export interface QuenchBatchOptions {
  displayName?: string;
}

export interface Quench {
  registerBatch(key: string, fn: (context: QuenchBatchContext) => void, options?: QuenchBatchOptions): void;
}
