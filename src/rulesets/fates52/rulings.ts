/** The 52 Fates rulings as world settings (src/rules/fates52/rulings.ts), and the combat rulings the world plays. */
import { DEFAULT_RULINGS, combatRulings } from "../../rules/fates52/rulings.ts";
import { DEFAULT_COMBAT_RULINGS } from "../../rules/fates52/procedures/combat-state.ts";
import type { CombatRulings } from "../../rules/fates52/index.ts";
import type { RulesetDefinition, RulingDefinition } from "../../foundry/registry/definition.ts";
import { activeRuleset, worldRulings } from "../../foundry/settings.ts";
import { F52_I18N, FATES52 } from "./ids.ts";

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

/** The combat rulings of this world if it plays 52 Fates, else the book's. */
export function activeCombatRulings(): CombatRulings {
  const ruleset = activeRuleset();
  return ruleset?.id === FATES52 ? worldCombatRulings(ruleset) : DEFAULT_COMBAT_RULINGS;
}
