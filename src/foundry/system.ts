/**
 * The Foundry wiring, as functions src/index.ts calls from Foundry's hooks (and the integration
 * tests call directly, after registering their sample ruleset).
 */
import { registerCombatStart } from "./combat-start.ts";
import { SYSTEM_ID } from "./constants.ts";
import { INERT_CARD_TEMPLATE } from "./chat/card-render.ts";
import { UNRECOGNISED_TEMPLATE } from "./documents/unrecognised-data.ts";
import { registerCore } from "./core.ts";
import { registerDefaultActorArt } from "./documents/default-art.ts";
import { publishRequestKey } from "./gm/identity.ts";
import { registerHandDock } from "./hand-dock/register.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { procedureEntries, rulesets } from "./registry/registry.ts";
import { activeRuleset } from "./settings.ts";
import { DeckboundActorSheet } from "./sheets/actor-sheet.ts";
import { DeckToolsApp, withProgress } from "./sheets/deck-tools.ts";
import { DeckboundItemSheet } from "./sheets/item-sheet.ts";
import { sharedTemplate } from "./sheets/templates.ts";
import { planWorldStacks, setUpStacks } from "./table/stack-setup.ts";
import { findStacks, stackFlagOf } from "./table/stack-directory.ts";

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
  game.settings.registerMenu(SYSTEM_ID, "deckTools", {
    name: "DECKBOUND.Foundry.DeckTools.Title",
    label: "DECKBOUND.Foundry.DeckTools.Open",
    hint: "DECKBOUND.Foundry.DeckTools.Hint",
    icon: "fa-solid fa-layer-group",
    type: DeckToolsApp,
    restricted: true,
  });
  registerHandDock();
  for (const ruleset of rulesets.all()) ruleset.init?.();
  void foundry.applications.handlebars.loadTemplates([
    sharedTemplate("sheet-header.hbs"),
    sharedTemplate("hand.hbs"),
    INERT_CARD_TEMPLATE,
    UNRECOGNISED_TEMPLATE,
    ...rulesets.all().flatMap((ruleset) => procedureEntries(ruleset).map((procedure) => procedure.template)),
  ]);
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
  registerDefaultActorArt();
}

type PackOwnership = Partial<Record<string, string>>;

/** Whether the PLAYER or TRUSTED role sees a pack (LIMITED, OBSERVER or OWNER). */
const playersSee = (ownership: PackOwnership): boolean => ["PLAYER", "TRUSTED"].some((role) => /^[LO]/.test(ownership[role] ?? ""));

/**
 * The system's compendium packs of rulesets this world does not play are kept out of its players'
 * way: the active GM gives them ownership NONE for the PLAYER and TRUSTED roles (the world's
 * compendium configuration); the GM still sees every pack. A pack of this world's ruleset that was
 * hidden so while another ruleset was played gets its manifest ownership back. A pack belongs to the
 * ruleset its name starts with (`belmont-actors`); `rules` belongs to none.
 * ⚠ Foundry v13's `CompendiumCollection#configure({ ownership })` and the `ownership` getter, as
 * documented; v13 builds are known to have dropped stored ownership (foundryvtt#13283), so each
 * change is read back and one that did not hold is reported to the GM, never assumed.
 */
async function showPlayersOnlyPacksOf(ruleset: string): Promise<void> {
  const unchanged: string[] = [];
  for (const pack of game.packs) {
    const [system, name = ""] = pack.collection.split(".");
    const owner = name.split("-")[0] ?? "";
    if (system !== SYSTEM_ID || !rulesets.get(owner)) continue;
    const manifest = pack.metadata.ownership as PackOwnership;
    const hidden: PackOwnership = { ...manifest, PLAYER: "NONE", TRUSTED: "NONE" };
    const current = pack.ownership as PackOwnership;
    const hide = owner !== ruleset;
    const hiddenByUs = ["PLAYER", "TRUSTED", "ASSISTANT"].every((role) => current[role] === hidden[role]);
    if (hide ? !playersSee(current) : !hiddenByUs || !playersSee(manifest)) continue;
    // Every role the change touches is named, whether Foundry merges or replaces the stored ownership.
    await pack.configure({ ownership: (hide ? hidden : { TRUSTED: "INHERIT", ...manifest }) as never });
    if (playersSee(pack.ownership as PackOwnership) === hide) unchanged.push(pack.title);
  }
  if (unchanged.length)
    ui.notifications.error("DECKBOUND.Foundry.Packs.Unchanged", { format: { packs: unchanged.join(", ") }, permanent: true });
}

/**
 * At ready: every client but the active GM's publishes its session's request key (gm/identity.ts; the
 * active GM's client makes one only if it ever has to ask another GM's client); the active GM
 * keeps other rulesets' packs out of the players' way and sets up whatever stacks the world lacks
 * (both idempotent).
 */
export async function readySystem(): Promise<void> {
  if (!isActiveGM()) await publishRequestKey();
  const ruleset = activeRuleset();
  if (!ruleset || !isActiveGM()) return;
  await showPlayersOnlyPacksOf(ruleset.id);
  if (planWorldStacks(ruleset).every((plan) => findStacks(ruleset.id, plan.address).length > 0)) return;
  await withProgress("DECKBOUND.Foundry.DeckTools.SettingUp", (report) => setUpStacks(ruleset, report));
}
