/**
 * Reducer results shared by Belmont's procedures. A refusal is a value (an i18n key under
 * `DECKBOUND.Belmont.Refusal`), never a throw, and a refused action changes nothing.
 */

export interface Refusal {
  readonly ok: false;
  readonly reason: string;
}

export interface Step<S, E> {
  readonly ok: true;
  readonly state: S;
  readonly effects: readonly E[];
}

export type StepResult<S, E> = Step<S, E> | Refusal;

const REFUSAL_PREFIX = "DECKBOUND.Belmont.Refusal.";

export function refuse(key: string): Refusal {
  return { ok: false, reason: `${REFUSAL_PREFIX}${key}` };
}
