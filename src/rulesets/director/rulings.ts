/** The Director's table rulings as world settings, and the world's rulings read back through the shared reader. */
import { DEFAULT_RULINGS, RULING_CHOICES, rulingKeys } from "../../rules/director/rulings.ts";
import type { DirectorRulings } from "../../rules/director/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { worldRulings } from "../../foundry/settings.ts";
import { DIRECTOR } from "./ids.ts";

function rulingDefinition<K extends keyof DirectorRulings>(key: K): RulingDefinition {
  const keys = rulingKeys(key);
  return { key, name: keys.name, hint: keys.hint, type: "choice", default: RULING_CHOICES[key][0]!, choices: keys.choices };
}

export const DIRECTOR_RULINGS: readonly RulingDefinition[] = [
  rulingDefinition("relatedCompetences"),
  rulingDefinition("npcInCompetition"),
  rulingDefinition("tieBreak"),
];

/** The world's rulings (GM's client, when a card starts: the card keeps them to the end). */
export function directorRulings(): DirectorRulings {
  const definition = rulesets.get(DIRECTOR);
  return definition ? worldRulings(definition, DEFAULT_RULINGS) : DEFAULT_RULINGS;
}
