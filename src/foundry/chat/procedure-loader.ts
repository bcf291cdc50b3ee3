/**
 * Deferred procedures (registry/definition.ts `DeferredProcedure`): a procedure's code is imported
 * the first time a card of its type is started, stepped or rendered, then kept. Every asynchronous
 * entry point (the GM queue, rendering) loads through here; synchronous readers (hooks that follow a
 * card) see the procedure once it has loaded.
 */
import type { ChatProcedure, DeferredProcedure, ProcedureEntry } from "../registry/definition.ts";
import { procedureProblem } from "../registry/registry.ts";

const loaded = new WeakMap<DeferredProcedure, ChatProcedure>();
const loading = new WeakMap<DeferredProcedure, Promise<ChatProcedure>>();

export function isDeferred(entry: ProcedureEntry): entry is DeferredProcedure {
  return "load" in entry;
}

/** The procedure, loading it if it is deferred. */
export async function loadProcedure(entry: ProcedureEntry): Promise<ChatProcedure> {
  if (!isDeferred(entry)) return entry;
  const ready = loaded.get(entry);
  if (ready) return ready;
  let pending = loading.get(entry);
  if (!pending) {
    pending = entry.load().then((procedure) => {
      if (procedure.messageType !== entry.messageType || procedure.model !== entry.model || procedure.template !== entry.template) {
        throw new Error(`Deckbound | the deferred procedure "${entry.messageType}" loaded a procedure that does not match its declaration`);
      }
      const problem = procedureProblem(procedure);
      if (problem) throw new Error(`Deckbound | ${problem}`);
      loaded.set(entry, procedure);
      return procedure;
    });
    loading.set(entry, pending);
  }
  return pending;
}

/** The procedure if it is whole or already loaded; undefined while a deferred one has not loaded. */
export function procedureIfLoaded(entry: ProcedureEntry): ChatProcedure | undefined {
  return isDeferred(entry) ? loaded.get(entry) : entry;
}

/**
 * Once the world is ready and this client is idle, load the world's deferred procedures all at
 * once (Step 18): otherwise the first card of a fresh world waits for its chunks one after another,
 * on the GM's client and then again on each player's, and costs ten times the second. Each card
 * model's schema is built then too, and `alsoLoad` does the other work the first action would
 * otherwise do (signing, compiling its templates). Only where the client can say it is idle (a
 * browser: Foundry, the sandbox); elsewhere cards load on first use.
 */
export function preloadWhenIdle(entries: readonly ProcedureEntry[], alsoLoad: readonly (() => Promise<unknown>)[] = []): void {
  const whenIdle = globalThis.requestIdleCallback;
  if (typeof whenIdle !== "function") return;
  const deferred = entries.filter(isDeferred);
  if (deferred.length === 0 && alsoLoad.length === 0) return;
  whenIdle(
    () => {
      for (const entry of deferred) {
        loadProcedure(entry).catch((error: unknown) =>
          console.error(`Deckbound | the "${entry.messageType}" card's code did not load`, error),
        );
      }
      // A data model's schema is built on its first use and kept (DataModel.schema): build each card's now.
      for (const entry of entries) void (entry.model as unknown as { readonly schema: unknown }).schema;
      for (const load of alsoLoad)
        load().catch((error: unknown) => console.error("Deckbound | preparing for the first card failed", error));
    },
    { timeout: 5_000 },
  );
}
