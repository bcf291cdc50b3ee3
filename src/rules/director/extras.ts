/**
 * Extra cards [DIR-08]: a related competence +1 (expert +2), an advantage +1, help +1 however many
 * help. Penalties take cards away. Extra cards add to a test's difficulty (its card count) or to a
 * competition's 5 cards; a penalty can bring a test to 0 or below [DIR-06, DIR-07].
 */
import type { Competence } from "./competences.ts";
import { competenceBonus, isCompetence } from "./competences.ts";
import type { Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";
import type { DirectorRulings } from "./rulings.ts";

export interface ExtraCards {
  /** The character's competences the Director deems related to this test. */
  readonly competences?: readonly Competence[];
  readonly advantage?: boolean;
  /** How many characters help; any number above 0 is +1. */
  readonly helpers?: number;
  /** Cards taken away by penalties (a whole number, 0 or more). */
  readonly penalty?: number;
}

function isCount(value: unknown): boolean {
  return value === undefined || (Number.isInteger(value) && (value as number) >= 0);
}

/** Check extras read from untrusted data. */
export function checkExtras(extras: ExtraCards): Refusal | null {
  const { competences, advantage, helpers, penalty } = extras;
  if (competences !== undefined && !(Array.isArray(competences) && competences.every(isCompetence))) return refuse(REFUSAL.BadExtraCards);
  if (advantage !== undefined && typeof advantage !== "boolean") return refuse(REFUSAL.BadExtraCards);
  if (!isCount(helpers) || !isCount(penalty)) return refuse(REFUSAL.BadExtraCards);
  return null;
}

/** Cards the related competences add, per the ruling. */
export function competenceCards(competences: readonly Competence[], rulings: DirectorRulings): number {
  const bonuses = competences.map(competenceBonus);
  return rulings.relatedCompetences === "sum" ? bonuses.reduce((sum, bonus) => sum + bonus, 0) : Math.max(0, ...bonuses);
}

/** The net change to the card count: may be negative when penalties outweigh the bonuses. */
export function extraCards(extras: ExtraCards, rulings: DirectorRulings): number {
  return (
    competenceCards(extras.competences ?? [], rulings) +
    (extras.advantage ? 1 : 0) +
    ((extras.helpers ?? 0) > 0 ? 1 : 0) -
    (extras.penalty ?? 0)
  );
}
