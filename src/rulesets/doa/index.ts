/**
 * Deck of Adventures in Foundry: stacks, data models, rulings as world settings, the check,
 * contested, combat and Epic Event chat cards, the character sheet. Registers itself on import
 * (src/rulesets/index.ts).
 */
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { CHECK_MESSAGE, CHECK_TEMPLATE, CheckCardModel } from "./chat/check-model.ts";
import { COMBAT_MESSAGE, COMBAT_TEMPLATE, CombatCardModel } from "./chat/combat-model.ts";
import { CONTESTED_MESSAGE, CONTESTED_TEMPLATE, ContestedCardModel } from "./chat/contested-model.ts";
import { EPIC_MESSAGE, EPIC_TEMPLATE, EpicCardModel } from "./chat/epic-model.ts";
import { IGNORE_DAMAGE_MESSAGE, IGNORE_DAMAGE_TEMPLATE, IgnoreDamageCardModel } from "./chat/ignore-damage-model.ts";
import { deckCardsOf, deckStateOf, gmTableCards, gatherCheck, gatherCombat, gatherContested, gatherEpic } from "./chat/gather.ts";
import { registerDoaStatusEffects } from "./combat/combat-sync.ts";
import { DOA_GM_TOOLS, registerGmTableMenu, registerGmTableTool } from "./gm/gm-table-app.ts";
import { DOA_PARTIALS, registerDoaHooks } from "./hooks.ts";
import { DOA_ACTOR, DOA_ACTOR_TYPES, DOA_ID, DOA_ITEM, DOA_MESSAGE } from "./ids.ts";
import { DoaBystanderModel, DoaCompanionModel, DoaDealerModel } from "./models/actors.ts";
import { DoaArmorModel, DoaPowerModel, DoaVulnerabilityModel, DoaWeaponModel } from "./models/items.ts";
import { DOA_RULINGS, worldRulings } from "./rulings.ts";
import { DoaCharacterSheet } from "./sheets/character-sheet.ts";
import { doaMoveRefusal, doaStacks } from "./stacks.ts";

export const doaRuleset: RulesetDefinition = {
  id: DOA_ID,
  label: "DECKBOUND.DOA.Name",
  get stacks() {
    return doaStacks();
  },
  characterTypes: [DOA_ACTOR.dealer],
  cardActorTypes: [DOA_ACTOR.bystander, DOA_ACTOR.companion],
  dataModels: {
    Actor: { [DOA_ACTOR.dealer]: DoaDealerModel, [DOA_ACTOR.bystander]: DoaBystanderModel, [DOA_ACTOR.companion]: DoaCompanionModel },
    Item: {
      [DOA_ITEM.power]: DoaPowerModel,
      [DOA_ITEM.vulnerability]: DoaVulnerabilityModel,
      [DOA_ITEM.armor]: DoaArmorModel,
      [DOA_ITEM.weapon]: DoaWeaponModel,
    },
  },
  // Items open in the base item sheet (its form built from each item model's schema).
  sheets: [{ documentName: "Actor", types: DOA_ACTOR_TYPES, sheetClass: DoaCharacterSheet, label: "DECKBOUND.DOA.Sheet.Character" }],
  rulings: DOA_RULINGS,
  procedures: [],
  // Deferred: each card's procedure (and the rules it plays) loads when a card of its type is first
  // started, stepped or shown; Foundry registers the models at init.
  deferredProcedures: [
    {
      messageType: CHECK_MESSAGE,
      template: CHECK_TEMPLATE,
      model: CheckCardModel,
      load: async () =>
        (await import("./chat/check-procedure.ts")).checkProcedure(
          (actorId, options) => gatherCheck(actorId, options, worldRulings()),
          deckCardsOf,
          deckStateOf,
        ),
    },
    {
      messageType: CONTESTED_MESSAGE,
      template: CONTESTED_TEMPLATE,
      model: ContestedCardModel,
      load: async () =>
        (await import("./chat/contested-procedure.ts")).contestedProcedure(
          (actorId, options) => gatherContested(actorId, options, worldRulings()),
          deckCardsOf,
          deckStateOf,
        ),
    },
    {
      messageType: COMBAT_MESSAGE,
      template: COMBAT_TEMPLATE,
      model: CombatCardModel,
      load: async () => {
        const [{ combatProcedure }, { readCaster, readFighter }] = await Promise.all([
          import("./chat/combat-procedure.ts"),
          import("./chat/combat-caster.ts"),
        ]);
        return combatProcedure((_actorId, options) => gatherCombat(options, worldRulings()), {
          deck: deckCardsOf,
          deckNow: deckStateOf,
          gmTable: gmTableCards,
          caster: readCaster,
          fighter: (actorId) => readFighter(actorId, worldRulings()),
        });
      },
    },
    {
      messageType: EPIC_MESSAGE,
      template: EPIC_TEMPLATE,
      model: EpicCardModel,
      load: async () =>
        (await import("./chat/epic-procedure.ts")).epicProcedure((_actorId, options) => gatherEpic(options, worldRulings()), deckCardsOf),
    },
    {
      messageType: IGNORE_DAMAGE_MESSAGE,
      template: IGNORE_DAMAGE_TEMPLATE,
      model: IgnoreDamageCardModel,
      load: async () => (await import("./chat/ignore-damage-procedure.ts")).ignoreDamageProcedure,
    },
  ],
  // The cards drawn for an Epic Event or a rest are the Dealer's to play too: the dock shows them [DOA-07].
  hand: { stack: "hand", alsoHeld: [{ stack: "epic", label: "DECKBOUND.DOA.Dock.EpicHand" }] },
  moveRefusal: doaMoveRefusal,
  gmTools: DOA_GM_TOOLS,
  // Begin Combat in Foundry's tracker starts the combat card [DOA-13]; an actor with two tokens fights once.
  combatCard: {
    messageType: DOA_MESSAGE.combat,
    endAction: "endCombat",
    // A character added to the tracker mid-fight joins it on the card, where it waits to draw its initiative [DOA-13].
    joinAction: "join",
    // A fighter the GM takes out of the tracker mid-fight leaves it on the card.
    leaveAction: "leave",
    actorTypes: DOA_ACTOR_TYPES,
    options: (fighters) => ({ combatants: [...new Set(fighters.map((fighter) => fighter.actorId))] }),
  },
  // A DOA world's tokens get the combat effects as statuses [DOA-16]; its settings offer the GM's table;
  // its hooks and the GM's table button are added then, in a DOA world only (Step 18: init does what every world needs).
  init: registerGmTableMenu,
  setup: () => {
    registerDoaStatusEffects();
    registerGmTableTool();
    registerDoaHooks();
  },
  partials: DOA_PARTIALS,
};

if (!rulesets.get(DOA_ID)) rulesets.register(doaRuleset);
