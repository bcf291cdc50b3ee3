/**
 * World settings: which ruleset this world plays, whether the GM checks who sends requests
 * (gm/identity.ts), and the rulings of the world's ruleset (rules a table may play differently;
 * CLAUSES.md marks them **Ruling**). Rulings are namespaced `deckbound.<ruleset>.<key>`.
 */
import { SYSTEM_ID } from "./constants.ts";
import { VERIFY_REQUESTS } from "./gm/identity.ts";
import { rulesets } from "./registry/registry.ts";
import type { RulesetDefinition, RulingDefinition } from "./registry/definition.ts";

export const ACTIVE_RULESET = "activeRuleset" as const;
/** Marks a world made for testing: only there do the in-Foundry checks (src/quench) run. */
export const TEST_WORLD = "testWorld" as const;

export function rulingKey(ruleset: string, ruling: string): string {
  return `${ruleset}.${ruling}`;
}

/** Ruling keys are declared by rulesets at runtime, so they cannot be in SettingConfig: one cast, here. */
type UntypedSettings = {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  /** Every registered setting's configuration, keyed "<namespace>.<key>" (ClientSettings#settings). */
  readonly settings: ReadonlyMap<string, { config?: boolean }>;
};

function untypedSettings(): UntypedSettings {
  return game.settings as unknown as UntypedSettings;
}

function rulingConfig(ruling: RulingDefinition): Record<string, unknown> {
  const base = { name: ruling.name, hint: ruling.hint, scope: "world", config: true, default: ruling.default };
  switch (ruling.type) {
    case "boolean":
      return { ...base, type: Boolean };
    case "number":
      return { ...base, type: Number, range: { ...ruling.range } };
    case "choice":
      return { ...base, type: String, choices: { ...ruling.choices } };
  }
}

/** Call at init, after every ruleset has registered. */
export function registerSettings(): void {
  const all = rulesets.all();
  game.settings.register(SYSTEM_ID, ACTIVE_RULESET, {
    name: "DECKBOUND.Setting.ActiveRuleset.Name",
    hint: "DECKBOUND.Setting.ActiveRuleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(all.map((ruleset) => [ruleset.id, ruleset.label])),
    default: all[0]?.id ?? "",
    requiresReload: true,
  });
  game.settings.register(SYSTEM_ID, VERIFY_REQUESTS, {
    name: "DECKBOUND.Setting.VerifyRequests.Name",
    hint: "DECKBOUND.Setting.VerifyRequests.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, TEST_WORLD, {
    name: "DECKBOUND.Setting.TestWorld.Name",
    hint: "DECKBOUND.Setting.TestWorld.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  // The world's stored settings are read at init, right after they are registered (dnd5e's init
  // reads its world settings honorScore and sanityScore so: foundryvtt/dnd5e, dnd5e.mjs), and a world
  // changes its ruleset only with a reload: only the world's ruleset's rulings are registered, so
  // Configure Settings lists those alone.
  const world = activeRuleset();
  if (!world) return;
  for (const ruling of world.rulings) untypedSettings().register(SYSTEM_ID, rulingKey(world.id, ruling.key), rulingConfig(ruling));
}

export function activeRuleset(): RulesetDefinition | undefined {
  return rulesets.get(game.settings.get(SYSTEM_ID, ACTIVE_RULESET));
}

/**
 * A ruling's current value; falls back to the default if the stored value has the wrong type, is
 * not one of a choice's values, or is outside a number's range.
 */
export function ruling<T extends boolean | number | string>(ruleset: RulesetDefinition, key: string): T {
  const definition = ruleset.rulings.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`Deckbound: ruleset "${ruleset.id}" has no ruling "${key}"`);
  // A ruleset the world does not play has no rulings registered (registerSettings): a document of
  // it (from its compendium, or kept from before the world changed rulesets) is read by the book.
  const settingKey = rulingKey(ruleset.id, key);
  if (!untypedSettings().settings.has(`${SYSTEM_ID}.${settingKey}`)) return definition.default as T;
  const value = untypedSettings().get(SYSTEM_ID, settingKey);
  if (typeof value !== typeof definition.default) return definition.default as T;
  if (definition.type === "choice" && !Object.hasOwn(definition.choices, value as string)) return definition.default as T;
  if (definition.type === "number" && ((value as number) < definition.range.min || (value as number) > definition.range.max))
    return definition.default as T;
  return value as T;
}

/**
 * Every ruling of a ruleset as the world has them, in the shape of its pure defaults: the one reader
 * a ruleset's procedures get their rulings from (each key of `defaults` must be a declared ruling).
 */
export function worldRulings<R extends Readonly<Record<string, boolean | number | string>>>(ruleset: RulesetDefinition, defaults: R): R {
  const read: Record<string, boolean | number | string> = {};
  for (const key of Object.keys(defaults)) read[key] = ruling(ruleset, key);
  return read as R;
}
