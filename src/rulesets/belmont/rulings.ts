/** Belmont's table rulings as world settings (read back with the shared `worldRulings(ruleset, DEFAULT_RULINGS)`). */
import { DEFAULT_RULINGS } from "../../rules/belmont/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";

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
