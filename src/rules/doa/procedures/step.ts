/** What every DOA reducer returns when it takes an action: the one vocabulary's Step, taken (never a refusal). */
import type { TableEffect } from "../../cards/table.ts";
import type { Step as OutcomeStep } from "../../outcome.ts";

export type Step<S> = Extract<OutcomeStep<S, TableEffect>, { readonly ok: true }>;

export function step<S>(state: S, effects: readonly TableEffect[] = []): Step<S> {
  return { ok: true, state, effects };
}
