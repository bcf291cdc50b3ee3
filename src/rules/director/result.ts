/**
 * Reducer results shared by the Director's procedures. A refusal is a value whose reason is an
 * i18n key under `DECKBOUND.Director.Refusal` (English in lang/en/director.json), never a throw;
 * a refused action changes nothing.
 */
import type { TableEffect } from "../cards/table.ts";

/** Every refusal the Director's rules can give; the keys of `DECKBOUND.Director.Refusal`. */
export const REFUSALS = [
  "DifficultyAboveFour",
  "DifficultyNotWhole",
  "BadCardCounts",
  "ArchetypeEmpty",
  "DeckEmpty",
  "BadExtraCards",
  "CompetenceNameEmpty",
  "CompetenceKnown",
  "CompetenceUnknown",
  "AlreadyExpert",
  "ProcedureUnresolved",
  "NoProcedure",
  "NotDrawing",
  "WrongCards",
  "CompetitionTooFew",
  "DuplicateCompetitor",
  "NpcCompetitionIsATest",
  "NotTied",
] as const;

export type RefusalKey = (typeof REFUSALS)[number];

export interface Refusal {
  readonly ok: false;
  readonly reason: string;
}

export interface Step<S> {
  readonly ok: true;
  readonly state: S;
  readonly effects: readonly TableEffect[];
}

export type StepResult<S> = Step<S> | Refusal;

export function refuse(key: RefusalKey): Refusal {
  return { ok: false, reason: refusalKey(key) };
}

export function refusalKey(key: RefusalKey): string {
  return `DECKBOUND.Director.Refusal.${key}`;
}

/** Something the table should be told that is not a refusal: an i18n key and its placeholders. */
export interface Notice {
  readonly key: string;
  readonly data: Readonly<Record<string, number>>;
}

/** "Asked for {requested} cards; the deck held only {drawn}." — a draw that came up short. */
export function shortDrawNotice(requested: number, drawn: number): Notice | null {
  return drawn < requested ? { key: "DECKBOUND.Director.Notice.ShortDraw", data: { requested, drawn } } : null;
}
