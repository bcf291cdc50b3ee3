/** The 52 Fates rulings as world settings (src/rules/fates52/rulings.ts), and the combat rulings the world plays. */
import { DEFAULT_RULINGS, combatRulings } from "../../rules/fates52/rulings.ts";
import type { CombatRulings } from "../../rules/fates52/index.ts";
import type { RulesetDefinition, RulingDefinition } from "../../foundry/registry/definition.ts";
import { worldRulings } from "../../foundry/settings.ts";
import { F52_I18N } from "./ids.ts";

const R = `${F52_I18N}.Ruling`;

export const FATES52_RULINGS: readonly RulingDefinition[] = [
  {
    key: "opposedSpells",
    name: `${R}.OpposedSpells.Name`,
    hint: `${R}.OpposedSpells.Hint`,
    type: "boolean",
    default: DEFAULT_RULINGS.opposedSpells,
  },
  {
    key: "maneuversDealDamage",
    name: `${R}.ManeuversDealDamage.Name`,
    hint: `${R}.ManeuversDealDamage.Hint`,
    type: "boolean",
    default: DEFAULT_RULINGS.maneuversDealDamage,
  },
  {
    key: "trimAtRefill",
    name: `${R}.TrimAtRefill.Name`,
    hint: `${R}.TrimAtRefill.Hint`,
    type: "boolean",
    default: DEFAULT_RULINGS.trimAtRefill,
  },
];

/** The combat rulings this world plays with. */
export function worldCombatRulings(ruleset: RulesetDefinition): CombatRulings {
  return combatRulings(worldRulings(ruleset, DEFAULT_RULINGS));
}
