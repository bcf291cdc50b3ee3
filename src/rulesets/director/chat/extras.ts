/**
 * Reading a test's or competition's options from the requesting client (untrusted): the attribute,
 * and the extra cards [DIR-08] — related competences by name (they must be the actor's own), an
 * advantage, helpers, a penalty. Shapes are checked here; the rules check the values.
 */
import { isAttribute, refuse } from "../../../rules/director/index.ts";
import type { Attribute, Competence, ExtraCards, Refusal } from "../../../rules/director/index.ts";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** The extra cards the options ask for, with the actor's competences the names point at. */
export function readExtras(options: Record<string, unknown>, known: readonly Competence[]): { ok: true; extras: ExtraCards } | Refusal {
  const { competences = [], advantage = false, helpers = 0, penalty = 0 } = options;
  if (!Array.isArray(competences) || typeof advantage !== "boolean" || typeof helpers !== "number" || typeof penalty !== "number") {
    return refuse("BadExtraCards");
  }
  const related: Competence[] = [];
  for (const name of competences) {
    const competence = typeof name === "string" ? known.find((candidate) => sameName(candidate.name, name)) : undefined;
    if (!competence) return refuse("CompetenceUnknown");
    related.push(competence);
  }
  return { ok: true, extras: { competences: related, advantage, helpers, penalty } };
}

export function readAttribute(options: Record<string, unknown>): Attribute | null {
  return isAttribute(options["attribute"]) ? options["attribute"] : null;
}
