/** Small helpers the batches share: localised titles, and waiting for what the GM's hooks do in the background. */

/** A batch's text, localised (with `data` formatted in). */
export function t(key: string, data?: Record<string, string>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/** How long a batch waits for background work (a character's stacks, a card in the chat log). */
const WAIT_MS = 10_000;

/** Resolve with `read()` once it gives something (not undefined, null or false); reject after WAIT_MS. */
export async function eventually<T>(read: () => T | undefined | null | false): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(t("DECKBOUND.Quench.TimedOut"));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
