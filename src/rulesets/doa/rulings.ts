/**
 * The DOA rulings (src/rules/doa/rulings.ts) as world settings, and the world's rulings read back
 * through the shared reader (a stored value a ruling does not allow falls back to its default).
 */
import { DEFAULT_CREATION_COSTS, DEFAULT_RULINGS } from "../../rules/doa/rulings.ts";
import type { DoaRulings } from "../../rules/doa/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { worldRulings as readWorldRulings } from "../../foundry/settings.ts";
import { DOA_ID } from "./ids.ts";

const R = "DECKBOUND.DOA.Ruling";

/** How raising a modifier by one step costs experience [DOA-22]: the documented default, or flat. */
export const COST_TABLES = {
  progressive: DEFAULT_CREATION_COSTS.skillStepCosts,
  flat: [1, 1, 1, 1, 1, 1],
} as const;
export type CostTable = keyof typeof COST_TABLES;

/** Each ruling's setting value by default, in the settings' shape. */
export const RULING_DEFAULTS: RulingValues = {
  modifierMakesMajor: DEFAULT_RULINGS.modifierMakesMajor,
  companionsUseFateCards: DEFAULT_RULINGS.companionsUseFateCards,
  attributeAddsToSkills: DEFAULT_RULINGS.attributeAddsToSkills,
  fateDamageOncePerRound: DEFAULT_RULINGS.fateDamageOncePerRound,
  defaultDamage: DEFAULT_RULINGS.defaultDamage,
  costTable: "progressive",
  attributeMultiplier: DEFAULT_CREATION_COSTS.attributeMultiplier,
};

export type RulingValues = {
  readonly modifierMakesMajor: boolean;
  readonly companionsUseFateCards: boolean;
  readonly attributeAddsToSkills: boolean;
  readonly fateDamageOncePerRound: boolean;
  readonly defaultDamage: number;
  readonly costTable: string;
  readonly attributeMultiplier: number;
};

export const DOA_RULINGS: readonly RulingDefinition[] = [
  {
    key: "modifierMakesMajor",
    name: `${R}.ModifierMakesMajor.Name`,
    hint: `${R}.ModifierMakesMajor.Hint`,
    type: "boolean",
    default: RULING_DEFAULTS.modifierMakesMajor,
  },
  {
    key: "companionsUseFateCards",
    name: `${R}.CompanionsUseFateCards.Name`,
    hint: `${R}.CompanionsUseFateCards.Hint`,
    type: "boolean",
    default: RULING_DEFAULTS.companionsUseFateCards,
  },
  {
    key: "attributeAddsToSkills",
    name: `${R}.AttributeAddsToSkills.Name`,
    hint: `${R}.AttributeAddsToSkills.Hint`,
    type: "boolean",
    default: RULING_DEFAULTS.attributeAddsToSkills,
  },
  {
    key: "fateDamageOncePerRound",
    name: `${R}.FateDamageOncePerRound.Name`,
    hint: `${R}.FateDamageOncePerRound.Hint`,
    type: "boolean",
    default: RULING_DEFAULTS.fateDamageOncePerRound,
  },
  {
    key: "defaultDamage",
    name: `${R}.DefaultDamage.Name`,
    hint: `${R}.DefaultDamage.Hint`,
    type: "number",
    default: RULING_DEFAULTS.defaultDamage,
    range: { min: 0, max: 6, step: 1 },
  },
  {
    key: "costTable",
    name: `${R}.CostTable.Name`,
    hint: `${R}.CostTable.Hint`,
    type: "choice",
    default: RULING_DEFAULTS.costTable,
    choices: { progressive: `${R}.CostTable.Progressive`, flat: `${R}.CostTable.Flat` },
  },
  {
    key: "attributeMultiplier",
    name: `${R}.AttributeMultiplier.Name`,
    hint: `${R}.AttributeMultiplier.Hint`,
    type: "number",
    default: RULING_DEFAULTS.attributeMultiplier,
    range: { min: 1, max: 3, step: 1 },
  },
];

/** The rules' options from the settings' values. */
export function rulingsFrom(values: RulingValues): DoaRulings {
  return {
    modifierMakesMajor: values.modifierMakesMajor,
    companionsUseFateCards: values.companionsUseFateCards,
    attributeAddsToSkills: values.attributeAddsToSkills,
    fateDamageOncePerRound: values.fateDamageOncePerRound,
    defaultDamage: values.defaultDamage,
    creationCosts: {
      ...DEFAULT_CREATION_COSTS,
      skillStepCosts: values.costTable === "flat" ? COST_TABLES.flat : COST_TABLES.progressive,
      attributeMultiplier: values.attributeMultiplier,
    },
  };
}

/** The world's rulings; the defaults until the settings exist (data prepared before init, e.g. while a pack is built). */
export function worldRulings(): DoaRulings {
  const definition = rulesets.get(DOA_ID);
  if (!definition || !game.settings) return DEFAULT_RULINGS;
  try {
    return rulingsFrom(readWorldRulings(definition, RULING_DEFAULTS));
  } catch {
    return DEFAULT_RULINGS;
  }
}
