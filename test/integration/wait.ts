/**
 * Wait for what the GM's hooks and queue do after a request (write-backs, mirrored statuses,
 * tracker updates). Plain polling, no Vitest: `npm start` renders the preview's harness pages in a
 * plain Node process through these same worlds (scripts/harness-pages.mjs), where Vitest's `vi` is
 * not available (Step 11). Polls with the real timers captured at load, so a test that fakes timers
 * does not stall it.
 */
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/** How long a wait may take before it fails: long enough for a loaded 2-core machine. */
const TIMEOUT_MS = 10_000;
const INTERVAL_MS = 10;

export async function waitFor<T>(check: () => T | Promise<T>): Promise<T> {
  const deadline = realNow() + TIMEOUT_MS;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (realNow() >= deadline) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, INTERVAL_MS));
  }
}

/** Wait until `read` gives something (not undefined, null or false), and return it. */
export function until<T>(read: () => T | undefined | null | false): Promise<T> {
  return waitFor(() => {
    const value = read();
    if (value === undefined || value === null || value === false) throw new Error("not yet");
    return value;
  });
}

/**
 * Wait until no write has been made for `ms` (what hooks started in the background, like a deck
 * rebuilt after an edit, has finished), so a test does not end with work still running.
 */
export async function quiet(writes: { readonly count: number }, ms = 100): Promise<void> {
  for (;;) {
    const before = writes.count;
    await new Promise((resolve) => realSetTimeout(resolve, ms));
    if (writes.count === before) return;
  }
}
