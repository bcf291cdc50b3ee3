/**
 * The Director's refusals: full i18n keys under `DECKBOUND.Director.Refusal` (English in
 * lang/en/director.json), for the one outcome vocabulary of src/rules/outcome.ts. A refusal is a
 * value, never a throw; a refused action changes nothing.
 */

/** Every refusal the Director's rules can give; the keys of `DECKBOUND.Director.Refusal`. */
export const REFUSALS = [
  "DifficultyAboveFour",
  "DifficultyNotWhole",
  "BadCardCounts",
  "TooManyCopies",
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
  "DirectorDecides",
  "AlreadyDecided",
  "AwaitingDirector",
  "CompetitorsAwaitDirector",
  "DeckNotWhole",
] as const;

export type RefusalKey = (typeof REFUSALS)[number];

export function refusalKey(key: RefusalKey): string {
  return `DECKBOUND.Director.Refusal.${key}`;
}

/** Each refusal's full i18n key: `refuse(REFUSAL.NotTied)`. */
export const REFUSAL = Object.fromEntries(REFUSALS.map((key) => [key, refusalKey(key)])) as { readonly [K in RefusalKey]: string };

/** Something the table should be told that is not a refusal: an i18n key and its placeholders. */
export interface Notice {
  readonly key: string;
  readonly data: Readonly<Record<string, number>>;
}

/** "Asked for {requested} cards; the deck held only {drawn}." — a draw that came up short. */
export function shortDrawNotice(requested: number, drawn: number): Notice | null {
  return drawn < requested ? { key: "DECKBOUND.Director.Notice.ShortDraw", data: { count: requested, drawn } } : null;
}
