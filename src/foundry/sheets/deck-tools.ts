/**
 * The GM's deck tools (a settings menu): set up the active ruleset's stacks, or repair them after a
 * stack was deleted or damaged. Long runs show a progress notification.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { SYSTEM_ID } from "../constants.ts";
import { activeRuleset } from "../settings.ts";
import { formatStackAddress } from "../table/stack-address.ts";
import { findStacks } from "../table/stack-directory.ts";
import { planWorldStacks, repairStacks, setUpStacks } from "../table/stack-setup.ts";
import type { ProgressReporter, SetupReport } from "../table/stack-setup.ts";
import { SHARED_TEMPLATES } from "./actor-sheet.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Run a long GM task behind a progress notification; report what it did when it ends. */
export async function withProgress(label: string, task: (report: ProgressReporter) => Promise<SetupReport>): Promise<SetupReport> {
  const notification = ui.notifications.info(label, { localize: true, progress: true });
  const report = await task((done, total) => notification.update?.(total === 0 ? 1 : done / total));
  notification.update?.(1);
  ui.notifications.info(
    game.i18n.format("DECKBOUND.Foundry.DeckTools.Done", {
      created: String(report.created.length),
      repaired: String(report.repaired.length),
      duplicates: String(report.duplicates.length),
    }),
  );
  return report;
}

export class DeckToolsApp extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-deck-tools`,
    classes: [SYSTEM_ID, "deck-tools"],
    window: { title: "DECKBOUND.Foundry.DeckTools.Title" },
    position: { width: 420, height: "auto" as const },
    actions: { setUp: DeckToolsApp.#onSetUp, repair: DeckToolsApp.#onRepair },
  };

  static override PARTS = { body: { template: `${SHARED_TEMPLATES}/deck-tools.hbs` } };

  protected override async _prepareContext(options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const ruleset = activeRuleset();
    const stacks = ruleset
      ? planWorldStacks(ruleset).map((plan) => ({
          address: formatStackAddress(plan.address),
          label: plan.definition.label,
          owner: plan.ownerName ?? "",
          found: findStacks(ruleset.id, plan.address).length,
        }))
      : [];
    return { ...context, rulesetLabel: ruleset?.label ?? "", stacks, isGM: game.user.isGM };
  }

  static async #onSetUp(this: DeckToolsApp): Promise<void> {
    const ruleset = activeRuleset();
    if (!ruleset || !game.user.isGM) return;
    await withProgress("DECKBOUND.Foundry.DeckTools.SettingUp", (report) => setUpStacks(ruleset, report));
    await this.render();
  }

  static async #onRepair(this: DeckToolsApp): Promise<void> {
    const ruleset = activeRuleset();
    if (!ruleset || !game.user.isGM) return;
    await withProgress("DECKBOUND.Foundry.DeckTools.Repairing", (report) => repairStacks(ruleset, report));
    await this.render();
  }
}
