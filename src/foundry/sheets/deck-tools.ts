/**
 * The GM's deck tools (a settings menu): set up the active ruleset's stacks, or repair them after a
 * stack was deleted or damaged, on the active GM's client in the world's queue (gm/deck-tools-request.ts).
 * Long runs show a progress notification (table/setup-notices.ts); after a repair the tools list
 * every card it moved home, restored, put away or put back.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { cardShortName } from "../table/card-identity.ts";
import { parseCard } from "../../rules/cards/card.ts";
import type { ShownDocument } from "../live-views.ts";
import { SYSTEM_ID } from "../constants.ts";
import { activeRuleset } from "../settings.ts";
import { formatStackAddress, parseStackAddress } from "../table/stack-address.ts";
import { findStack, findStacks } from "../table/stack-directory.ts";
import { planWorldStacks } from "../table/stack-setup.ts";
import type { CardRepairReport, ReportedCard } from "../table/repair-plan.ts";
import { REPAIR_DONE, SET_UP_DONE, announceSetup } from "../table/setup-notices.ts";
import { useGmTool } from "../gm/authority.ts";
import { DECK_TOOLS } from "../gm/deck-tools-request.ts";
import type { DeckToolAction } from "../gm/deck-tools-request.ts";
import { sharedTemplate } from "./templates.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

const KEYS = "DECKBOUND.Foundry.DeckTools";

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
    await this.#useTool("setUp");
  }

  static async #onRepair(this: DeckToolsApp): Promise<void> {
    await this.#useTool("repair");
  }

  /** Set up or Repair, run by the active GM's client in the world's queue (gm/deck-tools-request.ts). */
  async #useTool(action: DeckToolAction): Promise<void> {
    if (!activeRuleset() || !game.user.isGM) return;
    // The active GM's client shows its progress and what it did; another GM's client is told here.
    const servedHere = game.users.activeGM?.isSelf ?? false;
    const result = await useGmTool(DECK_TOOLS, { action });
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    else if (result.decks) {
      if (!servedHere) announceSetup(result.decks, action === "repair" ? REPAIR_DONE : SET_UP_DONE);
      if (action === "repair") this.#lastRepair = result.decks.cards;
    }
    await this.render();
  }
}
