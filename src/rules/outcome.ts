/**
 * The one outcome vocabulary of every reducer, in every ruleset and in the shared Foundry layer: a
 * refusal is a value, never a throw, and its `reason` is a full i18n key (`DECKBOUND.<Area>.…`),
 * so whoever shows it needs no prefix. Pure: no Foundry, no DOM.
 */

export interface Refusal {
  readonly ok: false;
  /** A full i18n key. */
  readonly reason: string;
}

/** A value, or a refusal that changed nothing. */
export type Outcome<T> = ({ readonly ok: true } & T) | Refusal;

/** A reducer's answer: the next state and the effects (data) that take the table there, or a refusal. */
export type Step<S, E> = Outcome<{ readonly state: S; readonly effects: readonly E[] }>;

export function refuse(reason: string): Refusal {
  return { ok: false, reason };
}
