/**
 * The ruleset's rulings (src/rules/bastards/rulings.ts) as world settings, and back.
 */
import { DEFAULT_RULINGS } from "../../rules/bastards/rulings.ts";
import type { BastardsRulings } from "../../rules/bastards/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";
import { activeRuleset, worldRulings } from "../../foundry/settings.ts";
import { BASTARDS } from "./ids.ts";

const R = "DECKBOUND.Bastards.Ruling";
const text = (key: keyof BastardsRulings) => ({ key, name: `${R}.${key}.Name`, hint: `${R}.${key}.Hint` });

export const RULINGS: readonly RulingDefinition[] = [
  {
    ...text("suitNaming"),
    type: "choice",
    default: DEFAULT_RULINGS.suitNaming,
    choices: { standard: `${R}.suitNaming.standard`, tarot: `${R}.suitNaming.tarot` },
  },
  { ...text("fateDrawMinimum"), type: "number", default: DEFAULT_RULINGS.fateDrawMinimum, range: { min: 0, max: 5, step: 1 } },
  { ...text("jokerReplacement"), type: "boolean", default: DEFAULT_RULINGS.jokerReplacement },
  { ...text("jokerReturnsDiscardsInOpposition"), type: "boolean", default: DEFAULT_RULINGS.jokerReturnsDiscardsInOpposition },
  { ...text("oneRankPerTimePasses"), type: "boolean", default: DEFAULT_RULINGS.oneRankPerTimePasses },
  { ...text("faceDownCountsTowardRank"), type: "boolean", default: DEFAULT_RULINGS.faceDownCountsTowardRank },
  { ...text("finishTheFallen"), type: "boolean", default: DEFAULT_RULINGS.finishTheFallen },
  { ...text("successorStartingXp"), type: "boolean", default: DEFAULT_RULINGS.successorStartingXp },
  { ...text("counterAttacksCountered"), type: "boolean", default: DEFAULT_RULINGS.counterAttacksCountered },
  { ...text("acrobatOnlyInChase"), type: "boolean", default: DEFAULT_RULINGS.acrobatOnlyInChase },
  { ...text("powerPoolPerRating"), type: "number", default: DEFAULT_RULINGS.powerPoolPerRating, range: { min: 1, max: 10, step: 1 } },
  { ...text("followerPoolAdvantages"), type: "boolean", default: DEFAULT_RULINGS.followerPoolAdvantages },
];

/** The rulings in force in this world when it plays A Game of Bastards (they fix a procedure's rules when it starts); else null. */
export function bastardsRulings(): BastardsRulings | null {
  const ruleset = activeRuleset();
  return ruleset?.id === BASTARDS ? worldRulings(ruleset, DEFAULT_RULINGS) : null;
}
