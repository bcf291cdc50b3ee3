/**
 * The Foundry wiring, as functions src/index.ts calls from Foundry's hooks (and the integration
 * tests call directly, after registering their sample ruleset).
 */
import { registerCombatStart } from "./combat-start.ts";
import { registerTrackerRoster } from "./tracker-roster.ts";
import { registerCardAbandon } from "./chat/card-abandon.ts";
import { SYSTEM_ID } from "./constants.ts";
import { INERT_CARD_TEMPLATE } from "./chat/card-render.ts";
import { preloadWhenIdle } from "./chat/procedure-loader.ts";
import { UNRECOGNISED_TEMPLATE } from "./documents/unrecognised-data.ts";
import { registerCore } from "./core.ts";
import { registerDefaultActorArt } from "./documents/default-art.ts";
import { registerLiveViews } from "./live-views.ts";
import { prepareSigning, publishRequestKey } from "./gm/identity.ts";
import { registerHandDock } from "./hand-dock/register.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { runUpkeep } from "./gm/authority.ts";
import { procedureEntries, rulesets } from "./registry/registry.ts";
import type { RulesetDefinition } from "./registry/definition.ts";
import { activeRuleset } from "./settings.ts";
import { DeckboundActorSheet } from "./sheets/actor-sheet.ts";
import { registerCardInitiative } from "./card-initiative.ts";
import { DeckToolsApp } from "./sheets/deck-tools.ts";
import { SETTING_UP, withProgress } from "./table/setup-notices.ts";
import { DeckboundItemSheet } from "./sheets/item-sheet.ts";
import { preloadTemplates, preloadedTemplatesUnder, sharedTemplate, templatePath, warmTemplates } from "./sheets/templates.ts";
import { planWorldStacks, setUpStacks } from "./table/stack-setup.ts";
import { findStacks } from "./table/stack-directory.ts";

export function initSystem(): void {
  registerCore();
  for (const ruleset of rulesets.all()) {
    for (const sheet of ruleset.sheets) {
      const documentClass = sheet.documentName === "Actor" ? Actor : Item;
      foundry.applications.apps.DocumentSheetConfig.registerSheet(
        documentClass,
        SYSTEM_ID,
        sheet.sheetClass as typeof DeckboundActorSheet,
        {
          types: [...sheet.types],
          makeDefault: true,
          label: sheet.label,
        },
      );
    }
  }
  registerBaseItemSheets();
  registerCardInitiative();
  game.settings.registerMenu(SYSTEM_ID, "deckTools", {
    name: "DECKBOUND.Foundry.DeckTools.Title",
    label: "DECKBOUND.Foundry.DeckTools.Open",
    hint: "DECKBOUND.Foundry.DeckTools.Hint",
    icon: "fa-solid fa-layer-group",
    type: DeckToolsApp,
    restricted: true,
  });
  registerHandDock();
  activeRuleset()?.init?.();
}

/** Every item subtype a ruleset declares without a sheet of its own opens in the base item sheet. */
function registerBaseItemSheets(): void {
  for (const ruleset of rulesets.all()) {
    const covered = new Set(ruleset.sheets.filter((sheet) => sheet.documentName === "Item").flatMap((sheet) => sheet.types));
    const types = Object.keys(ruleset.dataModels.Item ?? {}).filter((type) => !covered.has(type));
    if (types.length === 0) continue;
    foundry.applications.apps.DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, DeckboundItemSheet, {
      types,
      makeDefault: true,
      label: "DECKBOUND.Foundry.Item.Sheet",
    });
  }
}

/**
 * At setup: the shared partials and every ruleset's card partials start loading, before anything is
 * drawn (Foundry draws its UI after `setup`), not at init (Step 18: init stays short); the world's
 * ruleset adds what only its worlds have (see RulesetDefinition.setup), and its card templates start
 * loading (a card of another ruleset loads its template when first rendered: Foundry's renderTemplate
 * fetches one not yet loaded).
 */
export function setupSystem(): void {
  void preloadTemplates([
    sharedTemplate("sheet-header.hbs"),
    sharedTemplate("hand.hbs"),
    INERT_CARD_TEMPLATE,
    UNRECOGNISED_TEMPLATE,
    ...rulesets.all().flatMap((each) => each.partials ?? []),
  ]);
  const ruleset = activeRuleset();
  if (!ruleset) return;
  void preloadTemplates(procedureEntries(ruleset).map((procedure) => procedure.template));
  ruleset.setup?.();
  keepOtherRulesetsPacksFromPlayers(ruleset.id);
}

export function registerSystemHooks(): void {
  registerLiveViews();
  registerCombatStart();
  registerTrackerRoster();
  registerCardAbandon();
  registerDefaultActorArt();
}

/** The ruleset a pack of this system belongs to (its name starts with the ruleset's id: `belmont-actors`), or null (`rules`, another package's pack). */
export function packRuleset(pack: { readonly collection: string }): string | null {
  const [system, name = ""] = pack.collection.split(".");
  const owner = name.split("-")[0] ?? "";
  return system === SYSTEM_ID && rulesets.get(owner) ? owner : null;
}

/**
 * The system's compendium packs of rulesets this world does not play are kept out of a player's way:
 * at setup, before the sidebar is drawn, a client whose user is not a GM (PLAYER or TRUSTED) drops
 * them from its own `game.packs`, so its Compendium tab and compendium browser never offer them; a
 * GM or an assistant GM still has every pack. Nothing is written, so nothing can fail at login. A
 * pack belongs to the ruleset its name starts with (`belmont-actors`); `rules` belongs to none.
 * Foundry 13.347+ keeps no configured pack ownership (foundryvtt#13283), so `configure({ ownership })`
 * cannot hide a pack; a system drops a pack from a client's `game.packs` instead (Plushtoast/dsa5-foundryVTT
 * drops its other language's packs so). ⚠ docs/FOUNDRY-ASSUMPTIONS.md.
 */
function keepOtherRulesetsPacksFromPlayers(ruleset: string): void {
  if (game.user.isGM) return;
  for (const pack of [...game.packs]) {
    const owner = packRuleset(pack);
    if (owner !== null && owner !== ruleset) game.packs.delete(pack.collection);
  }
}

/**
 * At ready: every client but the active GM's publishes its session's request key (gm/identity.ts; the
 * active GM's client makes one only if it ever has to ask another GM's client); every client loads
 * its world's card procedures and the signing code (which the GM's checks a request with), compiles
 * its card templates and does what its ruleset prepares (`whenIdle`), once idle; the active GM sets
 * up whatever stacks the world lacks (idempotent), in the world's GM queue: a request made meanwhile
 * (a GM opening a Belmont task as the world loads, its stacks still being created over a slow
 * connection) waits for the stacks instead of being refused for a missing one.
 */
export async function readySystem(): Promise<void> {
  if (!isActiveGM()) await publishRequestKey();
  const ruleset = activeRuleset();
  if (ruleset) {
    const prepare = [prepareSigning, () => warmTemplates(cardTemplates(ruleset))];
    preloadWhenIdle(procedureEntries(ruleset), ruleset.whenIdle ? [...prepare, ruleset.whenIdle] : prepare);
  }
  if (!ruleset || !isActiveGM()) return;
  if (planWorldStacks(ruleset).every((plan) => findStacks(ruleset.id, plan.address).length > 0)) return;
  await runUpkeep(async () => {
    await withProgress(SETTING_UP, (report) => setUpStacks(ruleset, report));
  });
}

/** The templates a ruleset's cards render: each card's, and the partials in its chat folder. */
function cardTemplates(ruleset: RulesetDefinition): string[] {
  const cards = procedureEntries(ruleset).map((entry) => entry.template);
  return [...new Set([...cards, ...preloadedTemplatesUnder(templatePath(ruleset.id, "chat/"))])];
}
