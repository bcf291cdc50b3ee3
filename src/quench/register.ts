/**
 * The in-Foundry checks (docs/QUENCH.md): when the Quench module is active it fires `quenchReady`
 * (in its "setup" hook) with its instance, and Deckbound then loads its batches — a chunk of their
 * own, so a world without Quench never downloads them — and registers them. Without Quench the hook
 * never fires and nothing happens.
 */
import type { Quench } from "./quench-api.ts";

export function registerQuenchHook(): void {
  Hooks.once(
    "quenchReady" as never,
    ((quench: Quench) => {
      void import("./batches.ts").then(({ registerBatches }) => registerBatches(quench));
    }) as never,
  );
}
