/** Every batch Deckbound registers with Quench: one per ruleset, and the Foundry behaviours it relies on. */
import { rulesets } from "../foundry/registry/registry.ts";
import { foundryBatch } from "./foundry-batch.ts";
import type { Quench } from "./quench-api.ts";
import { rulesetBatch } from "./ruleset-batch.ts";
import { t } from "./support.ts";

/** Batch keys (docs/QUENCH.md names them): `deckbound.<ruleset>` and `deckbound.foundry`. */
export const FOUNDRY_BATCH = "deckbound.foundry";
export const rulesetBatchKey = (ruleset: string): string => `deckbound.${ruleset}`;

export function registerBatches(quench: Quench): void {
  for (const ruleset of rulesets.all()) {
    quench.registerBatch(rulesetBatchKey(ruleset.id), rulesetBatch(ruleset), {
      displayName: t("DECKBOUND.Quench.Ruleset.Batch", { ruleset: game.i18n.localize(ruleset.label) }),
    });
  }
  quench.registerBatch(FOUNDRY_BATCH, foundryBatch, { displayName: t("DECKBOUND.Quench.Foundry.Batch") });
}
