/**
 * The Foundry wiring, as functions src/index.ts calls from Foundry's hooks (and the integration
 * tests call directly, after registering their sample ruleset).
 */
import { registerCombatStart } from "./combat-start.ts";
import { SYSTEM_ID } from "./constants.ts";
import { INERT_CARD_TEMPLATE } from "./chat/card-render.ts";
import { registerCore } from "./core.ts";
import { publishRequestKey } from "./gm/identity.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { rulesets } from "./registry/registry.ts";
import { activeRuleset } from "./settings.ts";
import { DeckboundActorSheet, SHARED_TEMPLATES } from "./sheets/actor-sheet.ts";
import { DeckToolsApp, withProgress } from "./sheets/deck-tools.ts";
import { planWorldStacks, setUpStacks } from "./table/stack-setup.ts";
import { findStacks, stackFlagOf } from "./table/stack-directory.ts";

export function initSystem(): void {
  registerCore();
  for (const ruleset of rulesets.all()) {
    for (const sheet of ruleset.sheets) {
      const documentClass = sheet.documentName === "Actor" ? Actor : Item;
      foundry.applications.apps.DocumentSheetConfig.registerSheet(documentClass, SYSTEM_ID, sheet.sheetClass as typeof DeckboundActorSheet, {
        types: [...sheet.types],
        makeDefault: true,
        label: sheet.label,
      });
    }
  }
  game.settings.registerMenu(SYSTEM_ID, "deckTools", {
    name: "DECKBOUND.Foundry.DeckTools.Title",
    label: "DECKBOUND.Foundry.DeckTools.Open",
    hint: "DECKBOUND.Foundry.DeckTools.Hint",
    icon: "fa-solid fa-layer-group",
    type: DeckToolsApp,
    restricted: true,
  });
  for (const ruleset of rulesets.all()) ruleset.init?.();
  void foundry.applications.handlebars.loadTemplates([
    `${SHARED_TEMPLATES}/sheet-header.hbs`,
    `${SHARED_TEMPLATES}/hand.hbs`,
    INERT_CARD_TEMPLATE,
    ...rulesets.all().flatMap((ruleset) => ruleset.procedures.map((procedure) => procedure.template)),
  ]);
}

/** At setup: the world's ruleset adds what only its worlds have (see RulesetDefinition.setup). */
export function setupSystem(): void {
  activeRuleset()?.setup?.();
}

function renderOpenSheets(): void {
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof DeckboundActorSheet && app.rendered) void app.render();
  }
}

export function registerSystemHooks(): void {
  // One pass creates and deletes many Card documents: render once after the burst.
  const renderSoon = foundry.utils.debounce(renderOpenSheets, 50);
  /** Re-render open Deckbound sheets when a card moves in one of our stacks. */
  const refreshSheets = (card: Card.Implementation) => {
    if (card.parent && stackFlagOf(card.parent)) renderSoon();
  };
  Hooks.on("createCard", refreshSheets);
  Hooks.on("updateCard", refreshSheets);
  Hooks.on("deleteCard", refreshSheets);
  registerCombatStart();
}

/**
 * At ready: a player's client publishes its session's request key (gm/identity.ts); the active GM
 * sets up whatever stacks the world lacks (idempotent).
 */
export async function readySystem(): Promise<void> {
  if (!game.user.isGM) await publishRequestKey();
  const ruleset = activeRuleset();
  if (!ruleset || !isActiveGM()) return;
  if (planWorldStacks(ruleset).every((plan) => findStacks(ruleset.id, plan.address).length > 0)) return;
  await withProgress("DECKBOUND.Foundry.DeckTools.SettingUp", (report) => setUpStacks(ruleset, report));
}
