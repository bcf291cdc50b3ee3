/**
 * Reading a test's or competition's options from the requesting client (untrusted): the attribute,
 * and the extra cards [DIR-08] — related competences by name (they must be the actor's own), an
 * advantage, helpers, a penalty. Shapes are checked here; the rules check the values. What a card
 * stores has every key present (`StoredExtras`).
 */
import { isAttribute } from "../../../rules/director/attributes.ts";
import { REFUSAL } from "../../../rules/director/result.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Attribute, Competence, ExtraCards, Refusal } from "../../../rules/director/index.ts";
import { MAX_ACTION_TEXT, isRecord, ownEntry, readBoolean, readInt } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";

/** The extra cards as a chat card stores them: every key present. */
export type StoredExtras = Required<ExtraCards>;

export const NO_EXTRAS: StoredExtras = { competences: [], advantage: false, helpers: 0, penalty: 0 };

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The extra cards the options ask for, with the actor's competences the names point at. */
export function readExtras(options: Record<string, unknown>, known: readonly Competence[]): { ok: true; extras: StoredExtras } | Refusal {
  const { competences = [], advantage = false, helpers = 0, penalty = 0 } = options;
  if (!Array.isArray(competences) || typeof advantage !== "boolean" || typeof helpers !== "number" || typeof penalty !== "number") {
    return refuse(REFUSAL.BadExtraCards);
  }
  const related: Competence[] = [];
  for (const name of competences) {
    const competence = typeof name === "string" ? known.find((candidate) => sameName(candidate.name, name)) : undefined;
    if (!competence) return refuse(REFUSAL.CompetenceUnknown);
    // A competence counts once: naming it again would add its cards again under the "sum" ruling.
    if (related.some((other) => other.name === competence.name)) return refuse(REFUSAL.BadExtraCards);
    related.push({ name: competence.name, expert: competence.expert });
  }
  return { ok: true, extras: { competences: related, advantage, helpers, penalty } };
}

/** The most helpers or penalty cards a request may name: more than any deck holds. */
export const MAX_EXTRA_COUNT = 60;
/** The most competences a request may name (a character has at most this many). */
export const MAX_NAMED_COMPETENCES = 40;

/**
 * The extra cards a card action sends (untrusted JSON or data-* strings): competences as a list
 * of names, an advantage, helpers and a penalty within bounds; absent ones are none. Null when
 * any is malformed. The names are checked against the competitor's competences by `readExtras`.
 */
export function readExtraData(data: ActionData): Record<string, unknown> | null {
  const competences = ownEntry(data, "competences") ?? [];
  if (
    !Array.isArray(competences) ||
    competences.length > MAX_NAMED_COMPETENCES ||
    !competences.every((name) => typeof name === "string" && name.length <= MAX_ACTION_TEXT)
  )
    return null;
  const present = (key: string) => ownEntry(data, key) !== undefined;
  const advantage = present("advantage") ? readBoolean(data, "advantage") : false;
  const helpers = present("helpers") ? readInt(data, "helpers", { min: 0, max: MAX_EXTRA_COUNT }) : 0;
  const penalty = present("penalty") ? readInt(data, "penalty", { min: 0, max: MAX_EXTRA_COUNT }) : 0;
  if (advantage === null || helpers === null || penalty === null) return null;
  return { competences, advantage, helpers, penalty };
}

export function readAttribute(options: Record<string, unknown>): Attribute | null {
  return isAttribute(options["attribute"]) ? options["attribute"] : null;
}

/** Extra cards stored before every key was kept: the missing ones take their "none" value. */
export function migrateExtras(extras: unknown): unknown {
  return isRecord(extras) ? { ...NO_EXTRAS, ...extras } : extras === undefined ? NO_EXTRAS : extras;
}
