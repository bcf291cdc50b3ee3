/** Foundry's `Hooks` event bus: `call` stops at the first listener returning false, `callAll` does not. */
/** Any listener: Foundry's hook signatures are all specific, so listeners are stored as functions of never. */
type HookFn = (...args: never[]) => unknown;
type Listener = { id: number; fn: HookFn; once: boolean };

export class RuntimeHooks {
  private listeners = new Map<string, Listener[]>();
  private nextId = 1;

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
      if (invoke(listener, args) === false) return false;
    }
    return true;
  }

  /** Call every listener whatever they return. Always true. */
  callAll(hook: string, ...args: unknown[]): true {
    for (const listener of this.take(hook)) invoke(listener, args);
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
}

function invoke(listener: Listener, args: unknown[]): unknown {
  return (listener.fn as (...a: unknown[]) => unknown)(...args);
}
