/**
 * The GM's deck tools (a settings menu): set up the active ruleset's stacks, or repair them after a
 * stack was deleted or damaged. Long runs show a progress notification; after a repair the tools
 * list every card it moved home, restored, put away or put back.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { cardShortName } from "../table/card-identity.ts";
import { parseCard } from "../../rules/cards/card.ts";
import type { ShownDocument } from "../live-views.ts";
import { SYSTEM_ID } from "../constants.ts";
import { activeRuleset } from "../settings.ts";
import { formatStackAddress, parseStackAddress } from "../table/stack-address.ts";
import { findStack, findStacks } from "../table/stack-directory.ts";
import { planWorldStacks, repairStacks, setUpStacks } from "../table/stack-setup.ts";
import type { ProgressReporter, SetupReport } from "../table/stack-setup.ts";
import type { CardRepairReport, ReportedCard } from "../table/repair-plan.ts";
import { sharedTemplate } from "./templates.ts";
import { formatCount } from "../plural.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

const KEYS = "DECKBOUND.Foundry.DeckTools";

/** A progress notification as v13.347+ returns it (the types describe the older `update(pct)`). */
type ProgressNotification = { update(update: { pct: number; message?: string }): void };

/** Run a long GM task behind a progress notification, which ends by saying what it did (one notice, not two). */
export async function withProgress(
  label: string,
  task: (report: ProgressReporter) => Promise<SetupReport>,
  done = `${KEYS}.Done`,
): Promise<SetupReport> {
  // v13.347+ moves the bar with update({ pct }), a fraction from 0 to 1; a bare number does nothing there
  // (https://foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html, "Progress Bar Notification").
  const notification = ui.notifications.info(label, { localize: true, progress: true }) as unknown as ProgressNotification;
  const report = await task((step, total) => notification.update({ pct: total === 0 ? 1 : step / total }));
  // A duplicate is named only when there is one: "…; 2 decks are duplicated, to sort out by hand."
  const counts = { created: String(report.created.length), repaired: String(report.repaired.length) };
  const duplicates = report.duplicates.length;
  // The bar ends full with the result in place of "Setting up decks…", as Foundry's own example ends
  // with update({ pct: 1.0, message: "Done!" }) (same page): the notice in progress does not linger beside its result.
  notification.update({
    pct: 1,
    message: duplicates > 0 ? formatCount(`${done}Duplicates`, duplicates, counts) : game.i18n.format(done, counts),
  });
  // What happened to cards, naming only what did happen: "Cards: 1 brought home and 2 put back."
  const cards = report.cards;
  const changes = (
    [
      ["MovedHome", cards.movedHome.length],
      ["Restored", cards.restored.length],
      ["Duplicates", cards.duplicatesRemoved.length],
      ["Foreign", cards.foreignReturned.length + cards.foreignRemoved.length],
      ["Unverified", cards.unverifiedRemoved.length],
      ["Recreated", cards.recreated.length],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([change, count]) => formatCount(`${KEYS}.CardsChanged.${change}`, count));
  if (changes.length > 0) {
    const list = new Intl.ListFormat(game.i18n.lang || "en", { type: "conjunction" }).format(changes);
    ui.notifications.info(game.i18n.format(`${KEYS}.CardsDone`, { changes: list }));
  }
  return report;
}

/** A reported card for the GM: `8♣ (main)`; a document that is no card keeps its name. */
function cardLabel(key: string): string {
  const [code, origin] = key.split("@");
  try {
    return code && origin ? `${cardShortName(parseCard(code, origin))} (${origin})` : key;
  } catch {
    return key;
  }
}

/** A reported stack for the GM: its name when the report gives its address. */
function stackLabel(rulesetId: string, text: string): string {
  const address = parseStackAddress(text);
  return (address && findStack(rulesetId, address)?.name) || text;
}

/** Every line of a repair report, as an i18n key and its data, cards named for the GM. */
export function reportLines(rulesetId: string, report: CardRepairReport): { key: string; data: Record<string, string> }[] {
  const lines = (key: string, entries: readonly (ReportedCard & { readonly home?: string; readonly was?: string })[]) =>
    entries.map(({ card, stack, home, was }) => ({
      key: `${KEYS}.Report.${key}`,
      data: {
        card: cardLabel(card),
        stack: stackLabel(rulesetId, stack),
        ...(home ? { home: stackLabel(rulesetId, home) } : {}),
        ...(was ? { was: cardLabel(was) } : {}),
      },
    }));
  return [
    ...lines("MovedHome", report.movedHome),
    ...lines("Restored", report.restored),
    ...lines("DuplicateRemoved", report.duplicatesRemoved),
    ...lines("ForeignReturned", report.foreignReturned),
    ...lines("ForeignRemoved", report.foreignRemoved),
    ...lines("UnverifiedRemoved", report.unverifiedRemoved),
    ...lines("Recreated", report.recreated),
  ];
}

export class DeckToolsApp extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-deck-tools`,
    classes: [SYSTEM_ID, "deck-tools"],
    window: { title: "DECKBOUND.Foundry.DeckTools.Title" },
    position: { width: 420, height: "auto" as const },
    actions: { setUp: DeckToolsApp.#onSetUp, repair: DeckToolsApp.#onRepair },
  };

  static override PARTS = { body: { template: sharedTemplate("deck-tools.hbs") } };

  /** The tools count the world's card stacks (live-views.ts). */
  showsDocument(document: ShownDocument): boolean {
    return document instanceof Cards;
  }

  /** What the last repair from these tools did to cards, until the tools close. */
  #lastRepair: CardRepairReport | null = null;

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
    const repairLines =
      ruleset && this.#lastRepair ? reportLines(ruleset.id, this.#lastRepair).map(({ key, data }) => game.i18n.format(key, data)) : null;
    return { ...context, rulesetLabel: ruleset?.label ?? "", stacks, isGM: game.user.isGM, repairLines };
  }

  static async #onSetUp(this: DeckToolsApp): Promise<void> {
    const ruleset = activeRuleset();
    if (!ruleset || !game.user.isGM) return;
    await withProgress(`${KEYS}.SettingUp`, (progress) => setUpStacks(ruleset, progress));
    await this.render();
  }

  static async #onRepair(this: DeckToolsApp): Promise<void> {
    const ruleset = activeRuleset();
    if (!ruleset || !game.user.isGM) return;
    const report = await withProgress(`${KEYS}.Repairing`, (progress) => repairStacks(ruleset, progress), `${KEYS}.RepairDone`);
    this.#lastRepair = report.cards;
    await this.render();
  }
}
