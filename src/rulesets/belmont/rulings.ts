/** Belmont's table rulings as world settings, and back into the pure rulings object. */
import { DEFAULT_RULINGS } from "../../rules/belmont/index.ts";
import type { BelmontRulings } from "../../rules/belmont/index.ts";
import type { RulesetDefinition, RulingDefinition } from "../../foundry/registry/definition.ts";
import { ruling } from "../../foundry/settings.ts";

const R = "DECKBOUND.Belmont.Ruling";

export const BELMONT_RULINGS: readonly RulingDefinition[] = [
  {
    key: "valuesPastAce",
    name: `${R}.ValuesPastAce.Name`,
    hint: `${R}.ValuesPastAce.Hint`,
    type: "choice",
    default: DEFAULT_RULINGS.valuesPastAce,
    choices: { stayAbove: `${R}.ValuesPastAce.StayAbove`, capAtAce: `${R}.ValuesPastAce.CapAtAce` },
  },
  {
    key: "criticalOnLastSkillCard",
    name: `${R}.CriticalOnLastSkillCard.Name`,
    hint: `${R}.CriticalOnLastSkillCard.Hint`,
    type: "choice",
    default: DEFAULT_RULINGS.criticalOnLastSkillCard,
    choices: { asIfFailed: `${R}.CriticalOnLastSkillCard.AsIfFailed`, reshuffleOnly: `${R}.CriticalOnLastSkillCard.ReshuffleOnly` },
  },
];

/** Read a rulings object from untrusted data; null when any field is not a known value. */
export function parseRulings(raw: unknown): BelmontRulings | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { valuesPastAce, criticalOnLastSkillCard } = raw as Record<string, unknown>;
  if (valuesPastAce !== "stayAbove" && valuesPastAce !== "capAtAce") return null;
  if (criticalOnLastSkillCard !== "asIfFailed" && criticalOnLastSkillCard !== "reshuffleOnly") return null;
  return { valuesPastAce, criticalOnLastSkillCard };
}

/** The world's rulings (GM's client, when a task opens: the task keeps them to the end). */
export function worldRulings(ruleset: RulesetDefinition): BelmontRulings {
  const read = {
    valuesPastAce: ruling<string>(ruleset, "valuesPastAce"),
    criticalOnLastSkillCard: ruling<string>(ruleset, "criticalOnLastSkillCard"),
  };
  return parseRulings(read) ?? DEFAULT_RULINGS;
}
