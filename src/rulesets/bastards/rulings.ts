/**
 * The ruleset's rulings (src/rules/bastards/rulings.ts) as world settings, and back.
 */
import { DEFAULT_RULINGS } from "../../rules/bastards/index.ts";
import type { BastardsRulings } from "../../rules/bastards/index.ts";
import type { RulesetDefinition, RulingDefinition } from "../../foundry/registry/definition.ts";
import { ruling } from "../../foundry/settings.ts";

const R = "DECKBOUND.Bastards.Ruling";
const text = (key: keyof BastardsRulings) => ({ key, name: `${R}.${key}.Name`, hint: `${R}.${key}.Hint` });

export const RULINGS: readonly RulingDefinition[] = [
  { ...text("suitNaming"), type: "choice", default: DEFAULT_RULINGS.suitNaming, choices: { standard: `${R}.suitNaming.standard`, tarot: `${R}.suitNaming.tarot` } },
  { ...text("fateDrawMinimum"), type: "number", default: DEFAULT_RULINGS.fateDrawMinimum, range: { min: 0, max: 5, step: 1 } },
  { ...text("jokerReplacement"), type: "boolean", default: DEFAULT_RULINGS.jokerReplacement },
  { ...text("oneRankPerTimePasses"), type: "boolean", default: DEFAULT_RULINGS.oneRankPerTimePasses },
  { ...text("faceDownCountsTowardRank"), type: "boolean", default: DEFAULT_RULINGS.faceDownCountsTowardRank },
  { ...text("powerPoolPerRating"), type: "number", default: DEFAULT_RULINGS.powerPoolPerRating, range: { min: 1, max: 10, step: 1 } },
];

/** The rulings in force in this world (GM's client: they fix a procedure's rules when it starts). */
export function worldRulings(ruleset: RulesetDefinition): BastardsRulings {
  return {
    suitNaming: ruling<string>(ruleset, "suitNaming") === "tarot" ? "tarot" : "standard",
    fateDrawMinimum: ruling<number>(ruleset, "fateDrawMinimum"),
    jokerReplacement: ruling<boolean>(ruleset, "jokerReplacement"),
    oneRankPerTimePasses: ruling<boolean>(ruleset, "oneRankPerTimePasses"),
    faceDownCountsTowardRank: ruling<boolean>(ruleset, "faceDownCountsTowardRank"),
    powerPoolPerRating: ruling<number>(ruleset, "powerPoolPerRating"),
  };
}
