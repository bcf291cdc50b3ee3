/** The world's DOA rulings, read from the settings (Foundry side of rulings.ts). */
import { DEFAULT_RULINGS } from "../../rules/doa/index.ts";
import type { DoaRulings } from "../../rules/doa/index.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { ruling } from "../../foundry/settings.ts";
import { rulingsFrom } from "./rulings.ts";

export const DOA_ID = "doa";

/** The defaults until the settings exist (data prepared before init, e.g. while a pack is built). */
export function worldRulings(): DoaRulings {
  const definition = rulesets.get(DOA_ID);
  if (!definition || !game.settings) return DEFAULT_RULINGS;
  try {
    return rulingsFrom((key) => ruling(definition, key));
  } catch {
    return DEFAULT_RULINGS;
  }
}
