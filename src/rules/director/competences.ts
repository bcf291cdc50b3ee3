/**
 * Competences: the character's learned skills [DIR-12]. They are free-form ("fighting, computer,
 * photography, psychology, origami…"): any non-empty name. A competence grants +1 card in a test
 * related to it; choosing it again makes the character an expert in it, and the bonus becomes +2.
 */
import type { Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";

export interface Competence {
  readonly name: string;
  readonly expert: boolean;
}

export type CompetencesStep = { readonly ok: true; readonly competences: readonly Competence[] } | Refusal;

/** Names compare without surrounding spaces and case, so "Origami" and " origami" are one competence. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Learn a new competence (not yet expert). Refuses an empty name or one the character already has. */
export function learnCompetence(competences: readonly Competence[], name: string): CompetencesStep {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse(REFUSAL.CompetenceNameEmpty);
  if (competences.some((competence) => sameName(competence.name, trimmed))) return refuse(REFUSAL.CompetenceKnown);
  return { ok: true, competences: [...competences, { name: trimmed, expert: false }] };
}

/** Spend a new-skill choice on becoming an expert in a competence the character already has. */
export function becomeExpert(competences: readonly Competence[], name: string): CompetencesStep {
  const known = competences.find((competence) => sameName(competence.name, name));
  if (!known) return refuse(REFUSAL.CompetenceUnknown);
  if (known.expert) return refuse(REFUSAL.AlreadyExpert);
  return { ok: true, competences: competences.map((competence) => (competence === known ? { ...competence, expert: true } : competence)) };
}

/** Cards a competence adds to a related test: +1, or +2 for an expert [DIR-08]. */
export function competenceBonus(competence: Competence): number {
  return competence.expert ? 2 : 1;
}

/** A competence read from untrusted data, or null. */
export function isCompetence(value: unknown): value is Competence {
  if (typeof value !== "object" || value === null) return false;
  const { name, expert } = value as Record<string, unknown>;
  return typeof name === "string" && name.trim().length > 0 && typeof expert === "boolean";
}
