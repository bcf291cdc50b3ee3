/**
 * The Foundry wiring, as functions src/index.ts calls from Foundry's hooks (and the integration
 * tests call directly, after registering their sample ruleset).
 */
import { PLAYING_CARD_TYPE, SYSTEM_ID } from "./constants.ts";
import { registerChatCardListeners } from "./chat/chat-card-listeners.ts";
import { registerGmAuthority } from "./gm/authority.ts";
import { rulesets } from "./registry/registry.ts";
import { activeRuleset, registerSettings } from "./settings.ts";
import { DeckboundActorSheet, SHARED_TEMPLATES } from "./sheets/actor-sheet.ts";
import { DeckToolsApp, withProgress } from "./sheets/deck-tools.ts";
import { PlayingCardModel } from "./table/playing-card-model.ts";
import { planWorldStacks, setUpCharacterStacks, setUpStacks, syncCharacterStackOwnership } from "./table/stack-setup.ts";
import { findStacks, stackFlagOf } from "./table/stack-directory.ts";

/** Data models are keyed by subtypes rulesets declare at runtime: one untyped view of CONFIG, here. */
type DataModelRegistry = Record<string, unknown>;

export function initSystem(): void {
  CONFIG.Card.dataModels[PLAYING_CARD_TYPE] = PlayingCardModel;
  for (const ruleset of rulesets.all()) {
    for (const [documentName, models] of Object.entries(ruleset.dataModels)) {
      const registry = CONFIG[documentName as "Actor" | "Item" | "ChatMessage"].dataModels as DataModelRegistry;
      for (const [type, model] of Object.entries(models ?? {})) registry[type] = model;
    }
    for (const sheet of ruleset.sheets) {
      const documentClass = sheet.documentName === "Actor" ? Actor : Item;
      foundry.applications.apps.DocumentSheetConfig.registerSheet(documentClass, SYSTEM_ID, sheet.sheetClass as typeof DeckboundActorSheet, {
        types: [...sheet.types],
        makeDefault: true,
        label: sheet.label,
      });
    }
  }
  registerSettings();
  game.settings.registerMenu(SYSTEM_ID, "deckTools", {
    name: "DECKBOUND.Foundry.DeckTools.Title",
    label: "DECKBOUND.Foundry.DeckTools.Open",
    hint: "DECKBOUND.Foundry.DeckTools.Hint",
    icon: "fa-solid fa-layer-group",
    type: DeckToolsApp,
    restricted: true,
  });
  registerGmAuthority();
  registerChatCardListeners();
  void foundry.applications.handlebars.loadTemplates([
    `${SHARED_TEMPLATES}/sheet-header.hbs`,
    `${SHARED_TEMPLATES}/hand.hbs`,
    ...rulesets.all().flatMap((ruleset) => ruleset.procedures.map((procedure) => procedure.template)),
  ]);
}

function isActiveGM(): boolean {
  return game.users.activeGM?.isSelf === true;
}

/** Re-render open Deckbound sheets when a card moves in one of our stacks. */
function refreshSheets(card: Card.Implementation): void {
  const stack = card.parent;
  if (!stack || !stackFlagOf(stack)) return;
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof DeckboundActorSheet && app.rendered) void app.render();
  }
}

export function registerSystemHooks(): void {
  Hooks.on("createCard", refreshSheets);
  Hooks.on("updateCard", refreshSheets);
  Hooks.on("deleteCard", refreshSheets);
  Hooks.on("createActor", (actor) => {
    const ruleset = activeRuleset();
    if (ruleset && actor.id && isActiveGM() && ruleset.characterTypes.includes(actor.type)) {
      void setUpCharacterStacks(ruleset, actor.id);
    }
  });
  Hooks.on("updateActor", (actor, changed) => {
    const ruleset = activeRuleset();
    if (ruleset && actor.id && isActiveGM() && "ownership" in changed) void syncCharacterStackOwnership(ruleset, actor.id);
  });
}

/** At ready: the active GM sets up whatever stacks the world lacks (idempotent). */
export async function readySystem(): Promise<void> {
  const ruleset = activeRuleset();
  if (!ruleset || !isActiveGM()) return;
  if (planWorldStacks(ruleset).every((plan) => findStacks(ruleset.id, plan.address).length > 0)) return;
  await withProgress("DECKBOUND.Foundry.DeckTools.SettingUp", (report) => setUpStacks(ruleset, report));
}
