/**
 * Wait for what the GM's hooks and queue do after a request (write-backs, mirrored statuses,
 * tracker updates). vi.waitFor's own default of one second is too short on a loaded 2-core
 * machine running the whole suite; five seconds still fails a test that never gets there.
 */
import { vi } from "vitest";

export function waitFor<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000, interval: 10 });
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
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (writes.count === before) return;
  }
}
