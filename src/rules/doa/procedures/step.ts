/** What every DOA reducer returns when it takes an action: the next state and the table effects to run. */
import type { TableEffect } from "../../cards/table.ts";

export interface Step<S> {
  readonly ok: true;
  readonly state: S;
  readonly effects: readonly TableEffect[];
}

export function step<S>(state: S, effects: readonly TableEffect[] = []): Step<S> {
  return { ok: true, state, effects };
}
