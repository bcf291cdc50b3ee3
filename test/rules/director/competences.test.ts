import { describe, expect, it } from "vitest";
import {
  BALANCED_ARCHETYPE,
  actionDeck,
  becomeExpert,
  competenceBonus,
  learnCompetence,
  reduceTest,
} from "../../../src/rules/director/index.ts";
import type { Competence } from "../../../src/rules/director/index.ts";

function learned(competences: readonly Competence[], name: string): readonly Competence[] {
  const step = learnCompetence(competences, name);
  if (!step.ok) throw new Error(step.reason);
  return step.competences;
}

describe("Competences [DIR-12]", () => {
  it("[DIR-12] any name may be a competence, learned as non-expert", () => {
    const competences = ["fighting", "computer", "photography", "psychology", "origami"].reduce(learned, []);
    expect(competences.map((competence) => competence.name)).toEqual(["fighting", "computer", "photography", "psychology", "origami"]);
    expect(competences.every((competence) => !competence.expert)).toBe(true);
    expect(learned([], "  Underwater basket weaving ")).toEqual([{ name: "Underwater basket weaving", expert: false }]);
  });

  it("[DIR-12] an empty name or one already known is refused", () => {
    const known = learned([], "Origami");
    expect(learnCompetence(known, "   ")).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.CompetenceNameEmpty" });
    expect(learnCompetence(known, "origami")).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.CompetenceKnown" });
  });

  it("[DIR-12] a new-skill choice can make the character an expert in a competence it has: +1 becomes +2", () => {
    const known = learned([], "Origami");
    expect(competenceBonus(known[0]!)).toBe(1);
    const step = becomeExpert(known, "ORIGAMI");
    if (!step.ok) throw new Error(step.reason);
    expect(step.competences).toEqual([{ name: "Origami", expert: true }]);
    expect(competenceBonus(step.competences[0]!)).toBe(2);
    expect(becomeExpert(step.competences, "Origami")).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.AlreadyExpert" });
    expect(becomeExpert(known, "Fencing")).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.CompetenceUnknown" });
  });

  it("[DIR-12] an expert competence adds two cards to a related test", () => {
    const setup = { attribute: "mind", difficulty: 2, deck: actionDeck("ann", BALANCED_ARCHETYPE.counts) } as const;
    const expert = reduceTest(null, { type: "start", setup: { ...setup, extras: { competences: [{ name: "Chess", expert: true }] } } });
    if (!expert.ok) throw new Error(expert.reason);
    expect(expert.effects).toEqual([{ type: "draw", from: "action:ann", to: "action-discard:ann", count: 4, how: "top" }]);
  });
});
