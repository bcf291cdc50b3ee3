/**
 * The DOA rulings (src/rules/doa/rulings.ts) as world settings, and back. Pure: the settings layer
 * reads the values; `rulingsFrom` turns them into the rules' options object.
 */
import { DEFAULT_CREATION_COSTS, DEFAULT_RULINGS } from "../../rules/doa/index.ts";
import type { CreationCosts, DoaRulings } from "../../rules/doa/index.ts";
import type { RulingDefinition } from "../../foundry/registry/definition.ts";

const R = "DECKBOUND.DOA.Ruling";

/** How raising a modifier by one step costs experience [DOA-22]: the documented default, or flat. */
export const COST_TABLES = {
  progressive: DEFAULT_CREATION_COSTS.skillStepCosts,
  flat: [1, 1, 1, 1, 1, 1],
} as const;
export type CostTable = keyof typeof COST_TABLES;

export const DOA_RULINGS: readonly RulingDefinition[] = [
  { key: "modifierMakesMajor", name: `${R}.ModifierMakesMajor.Name`, hint: `${R}.ModifierMakesMajor.Hint`, type: "boolean", default: DEFAULT_RULINGS.modifierMakesMajor },
  { key: "companionsUseFateCards", name: `${R}.CompanionsUseFateCards.Name`, hint: `${R}.CompanionsUseFateCards.Hint`, type: "boolean", default: DEFAULT_RULINGS.companionsUseFateCards },
  { key: "attributeAddsToSkills", name: `${R}.AttributeAddsToSkills.Name`, hint: `${R}.AttributeAddsToSkills.Hint`, type: "boolean", default: DEFAULT_RULINGS.attributeAddsToSkills },
  {
    key: "defaultDamage",
    name: `${R}.DefaultDamage.Name`,
    hint: `${R}.DefaultDamage.Hint`,
    type: "number",
    default: DEFAULT_RULINGS.defaultDamage,
    range: { min: 0, max: 6, step: 1 },
  },
  {
    key: "costTable",
    name: `${R}.CostTable.Name`,
    hint: `${R}.CostTable.Hint`,
    type: "choice",
    default: "progressive",
    choices: { progressive: `${R}.CostTable.Progressive`, flat: `${R}.CostTable.Flat` },
  },
  {
    key: "attributeMultiplier",
    name: `${R}.AttributeMultiplier.Name`,
    hint: `${R}.AttributeMultiplier.Hint`,
    type: "number",
    default: DEFAULT_CREATION_COSTS.attributeMultiplier,
    range: { min: 1, max: 3, step: 1 },
  },
];

/** The rules' options from stored values; anything missing or of the wrong type takes its default. */
export function rulingsFrom(read: (key: string) => unknown): DoaRulings {
  const flag = (key: keyof DoaRulings & string, fallback: boolean) => {
    const value = read(key);
    return typeof value === "boolean" ? value : fallback;
  };
  const whole = (key: string, fallback: number) => {
    const value = read(key);
    return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  const table = read("costTable");
  const creationCosts: CreationCosts = {
    ...DEFAULT_CREATION_COSTS,
    skillStepCosts: table === "flat" ? COST_TABLES.flat : COST_TABLES.progressive,
    attributeMultiplier: whole("attributeMultiplier", DEFAULT_CREATION_COSTS.attributeMultiplier) || 1,
  };
  return {
    modifierMakesMajor: flag("modifierMakesMajor", DEFAULT_RULINGS.modifierMakesMajor),
    companionsUseFateCards: flag("companionsUseFateCards", DEFAULT_RULINGS.companionsUseFateCards),
    attributeAddsToSkills: flag("attributeAddsToSkills", DEFAULT_RULINGS.attributeAddsToSkills),
    defaultDamage: whole("defaultDamage", DEFAULT_RULINGS.defaultDamage),
    creationCosts,
  };
}

/** Validate rulings read back from message data (client-writable): the defaults where anything is off. */
export function parseRulings(raw: unknown): DoaRulings {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const costs = typeof record["creationCosts"] === "object" && record["creationCosts"] !== null ? (record["creationCosts"] as Record<string, unknown>) : {};
  const steps = costs["skillStepCosts"];
  return rulingsFrom((key) => {
    if (key === "costTable") return Array.isArray(steps) && steps.every((step) => step === 1) ? "flat" : "progressive";
    if (key === "attributeMultiplier") return costs["attributeMultiplier"];
    return record[key];
  });
}
