/** The Director's table rulings as world settings, and the world's rulings read back through the shared reader. */
import { MAX_COPIES, POKER_DECK_COPIES } from "../../rules/director/counts.ts";
import { DEFAULT_RULINGS, RULING_CHOICES, rulingKeys } from "../../rules/director/rulings.ts";
import type { DirectorRulings } from "../../rules/director/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { ruling, worldRulings } from "../../foundry/settings.ts";
import { DIRECTOR } from "./ids.ts";

function rulingDefinition<K extends keyof DirectorRulings>(key: K): RulingDefinition {
  const keys = rulingKeys(key);
  return { key, name: keys.name, hint: keys.hint, type: "choice", default: RULING_CHOICES[key][0]!, choices: keys.choices };
}

/** [DIR-02, DIR-03] How many copies of a card the deck editors let a deck hold: one poker deck's by the book. */
const COPIES_OF_A_CARD = "copiesOfACard";

export const DIRECTOR_RULINGS: readonly RulingDefinition[] = [
  rulingDefinition("relatedCompetences"),
  rulingDefinition("npcInCompetition"),
  rulingDefinition("tieBreak"),
  {
    key: COPIES_OF_A_CARD,
    name: `DECKBOUND.Director.Ruling.${COPIES_OF_A_CARD}.Name`,
    hint: `DECKBOUND.Director.Ruling.${COPIES_OF_A_CARD}.Hint`,
    type: "number",
    default: POKER_DECK_COPIES,
    range: { min: POKER_DECK_COPIES, max: MAX_COPIES, step: 1 },
  },
];

/** The most copies of a card this world's deck editors allow (counts.ts checkCopies). */
export function copiesAllowed(): number {
  const definition = rulesets.get(DIRECTOR);
  return definition ? ruling<number>(definition, COPIES_OF_A_CARD) : POKER_DECK_COPIES;
}

/** The world's rulings (GM's client, when a card starts: the card keeps them to the end). */
export function directorRulings(): DirectorRulings {
  const definition = rulesets.get(DIRECTOR);
  return definition ? worldRulings(definition, DEFAULT_RULINGS) : DEFAULT_RULINGS;
}
