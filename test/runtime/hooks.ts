/**
 * Foundry's `Hooks` event bus: `call` stops at the first listener returning false, `callAll` does not.
 * As in Foundry, each listener runs in its own try/catch: one that throws is logged and the others
 * still run, and the error never reaches whoever triggered the hook (an `update()` or `create()`
 * caller). The runtime records each such error (`errors`, `rt.hookErrors`), and `uninstall()` fails
 * while any is left uncleared, so a test still sees a listener's failure. A NotImplementedInRuntime
 * is not caught: the runtime keeps failing closed on what it does not implement.
 */
import { NotImplementedInRuntime } from "./fail-closed.ts";

/** A listener's error, caught and recorded as Foundry logs it. */
export interface HookError {
  readonly hook: string;
  readonly error: unknown;
}

/** Any listener: Foundry's hook signatures are all specific, so listeners are stored as functions of never. */
type HookFn = (...args: never[]) => unknown;
type Listener = { id: number; fn: HookFn; once: boolean };

export class RuntimeHooks {
  private listeners = new Map<string, Listener[]>();
  private nextId = 1;
  /** Errors listeners threw, in order (a test asserts this stays empty, or clears what it expected). */
  readonly errors: HookError[] = [];

  on(hook: string, fn: HookFn, options: { once?: boolean } = {}): number {
    const id = this.nextId++;
    const list = this.listeners.get(hook) ?? [];
    list.push({ id, fn, once: options.once ?? false });
    this.listeners.set(hook, list);
    return id;
  }

  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  /** Remove by the id `on` returned, or by the function itself. */
  off(hook: string, fnOrId: HookFn | number): void {
    const list = this.listeners.get(hook);
    if (!list) return;
    this.listeners.set(
      hook,
      list.filter((l) => (typeof fnOrId === "number" ? l.id !== fnOrId : l.fn !== fnOrId)),
    );
  }

  /** Call listeners in order; the first one returning exactly `false` stops the chain and makes this return false. */
  call(hook: string, ...args: unknown[]): boolean {
    for (const listener of this.take(hook)) {
      if (this.invoke(hook, listener, args) === false) return false;
    }
    return true;
  }

  /** Call every listener whatever they return. Always true. */
  callAll(hook: string, ...args: unknown[]): true {
    for (const listener of this.take(hook)) this.invoke(hook, listener, args);
    return true;
  }

  /** The listeners to run now; `once` listeners are removed before they run. */
  private take(hook: string): Listener[] {
    const list = this.listeners.get(hook) ?? [];
    if (list.some((l) => l.once))
      this.listeners.set(
        hook,
        list.filter((l) => !l.once),
      );
    return [...list];
  }

  /** One listener, in its own try/catch: a thrown error is logged and recorded, and counts as no answer. */
  private invoke(hook: string, listener: Listener, args: unknown[]): unknown {
    try {
      return (listener.fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      if (error instanceof NotImplementedInRuntime) throw error;
      this.errors.push({ hook, error });
      console.error(`Error thrown in hooked function for hook '${hook}'`, error);
      return undefined;
    }
  }
}
