/**
 * Reading the Director's forms (pure): the test-setup dialog into the options a test card starts
 * with, and a deck grid's count inputs into card counts. Form values arrive as Foundry's form data
 * gives them (numbers, booleans, strings, null for an empty number input, flat dotted keys).
 */
import { RANKS, SUITS } from "../../../rules/cards/card.ts";
import type { Rank, Suit } from "../../../rules/cards/card.ts";
import { checkCopies, checkCounts, denseCounts, totalCards } from "../../../rules/director/counts.ts";
import { REFUSAL } from "../../../rules/director/result.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Attribute, CardCounts, Competence, Refusal } from "../../../rules/director/index.ts";

/** The options a test card is started with (checked again, as untrusted, on the GM's client). */
export interface TestOptions {
  readonly attribute: Attribute;
  readonly difficulty: number;
  readonly competences: readonly string[];
  readonly advantage: boolean;
  readonly helpers: number;
  readonly penalty: number;
  readonly against?: string;
}

/** The name of the dialog's checkbox for the competence at `index`. */
export function competenceField(index: number): string {
  return `competence-${index}`;
}

function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === "") return fallback;
  return typeof value === "number" ? value : Number(value);
}

/** The extra cards a dialog asks for [DIR-08]: checked competences, an advantage, helpers and a penalty (whole, 0 or more). */
export interface ExtrasAnswer {
  readonly competences: readonly string[];
  readonly advantage: boolean;
  readonly helpers: number;
  readonly penalty: number;
}

export function readExtrasForm(
  form: Record<string, unknown>,
  competences: readonly Competence[],
  field: (index: number) => string,
): { ok: true; extras: ExtrasAnswer } | Refusal {
  const helpers = numberOr(form["helpers"], 0);
  const penalty = numberOr(form["penalty"], 0);
  if (!Number.isInteger(helpers) || helpers < 0 || !Number.isInteger(penalty) || penalty < 0) return refuse(REFUSAL.BadExtraCards);
  const checked = competences.filter((_, index) => form[field(index)] === true).map(({ name }) => name);
  return { ok: true, extras: { competences: checked, advantage: form["advantage"] === true, helpers, penalty } };
}

/**
 * The test-setup dialog's answer as test options. An empty or non-numeric difficulty is refused
 * here; a difficulty above 4 is refused by the rules on the GM's client [DIR-04], both with a
 * localised message.
 */
export function readTestForm(
  attribute: Attribute,
  form: Record<string, unknown>,
  competences: readonly Competence[],
): { ok: true; options: TestOptions } | Refusal {
  const difficulty = numberOr(form["difficulty"], Number.NaN);
  if (!Number.isInteger(difficulty)) return refuse(REFUSAL.DifficultyNotWhole);
  const read = readExtrasForm(form, competences, competenceField);
  if (!read.ok) return read;
  const against = typeof form["against"] === "string" ? form["against"].trim() : "";
  return { ok: true, options: { attribute, difficulty, ...read.extras, ...(against ? { against } : {}) } };
}

/** The refusal when a competition's dialog (or the Director's Join) names nobody to enter. */
export const PICK_WHO_JOINS = "DECKBOUND.Director.Chat.PickWhoJoins";

/** Who may enter a competition from a dialog, with their competences. */
export interface CompetitorCandidate {
  readonly id: string;
  readonly name: string;
  readonly competences: readonly Competence[];
}

/** The name of the competition dialog's checkbox for a candidate's competence at `index`. */
export function candidateCompetenceField(actorId: string, index: number): string {
  return `competence-${actorId}-${index}`;
}

/**
 * The competition dialog's answer [DIR-09]: who enters (the picked candidate, or the only one) and
 * the extra cards chosen for them — only that candidate's competences count.
 */
export function readCompeteForm(
  form: Record<string, unknown>,
  candidates: readonly CompetitorCandidate[],
): { ok: true; answer: ExtrasAnswer & { readonly actorId: string } } | Refusal {
  const picked = candidates.length === 1 ? candidates[0] : candidates.find((candidate) => candidate.id === form["actorId"]);
  if (!picked) return { ok: false, reason: PICK_WHO_JOINS };
  const read = readExtrasForm(form, picked.competences, (index) => candidateCompetenceField(picked.id, index));
  return read.ok ? { ok: true, answer: { actorId: picked.id, ...read.extras } } : read;
}

/**
 * The counts a deck grid's inputs hold (`<prefix>.<suit>.<rank>`; an empty input is 0), edited from
 * `before` where the world allows `most` copies of a card. Refuses counts outside 0…4, a face raised
 * above the world's limit (checkCopies) and a deck with no card at all, with the given reason (an
 * archetype [DIR-02], a Director's deck); `null` allows an empty deck.
 */
export function readCountsForm(
  form: Record<string, unknown>,
  prefix: string,
  emptyRefusal: "ArchetypeEmpty" | "DeckEmpty" | null,
  { before, most }: { readonly before: CardCounts; readonly most: number },
): { ok: true; counts: CardCounts } | Refusal {
  const counts: Record<Suit, Partial<Record<Rank, number>>> = { C: {}, D: {}, H: {}, S: {} };
  for (const suit of SUITS) {
    for (const rank of RANKS) counts[suit][rank] = numberOr(form[`${prefix}.${suit}.${rank}`], 0);
  }
  // Whole counts first; then a count above what the world allows is told as such (the setting), even above four.
  const malformed = checkCounts(counts, Infinity) ?? checkCopies(before, counts, most) ?? checkCounts(counts);
  if (malformed) return malformed;
  if (emptyRefusal && totalCards(counts) === 0) return refuse(REFUSAL[emptyRefusal]);
  return { ok: true, counts: denseCounts(counts) };
}

/** The form's fields without the grid's count inputs (what is left to save as it is). */
export function withoutCounts(form: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form).filter(([key]) => !key.startsWith(`${prefix}.`)));
}
