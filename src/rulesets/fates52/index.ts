/**
 * 52 Fates in Foundry: its stacks (stacks.ts), data models (models/), sheets (sheets/), rulings
 * (rulings.ts), the two chat cards — action check and combat (chat/) — and Foundry's combat tracker
 * following the combat card (combat/). Registers itself with the shared layer at import.
 */
import { HAND } from "../../rules/fates52/decks.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../../foundry/registry/definition.ts";
import { CHECK_TEMPLATE, COMBAT_TEMPLATE, CheckCardModel, CombatCardModel } from "./chat/card-models.ts";
import { initFates52 } from "./hooks.ts";
import { CHARACTER_TYPE, CHECK_MESSAGE, COMBAT_MESSAGE, F52_I18N, FATES52, MONSTER_TYPE } from "./ids.ts";
import { Fates52CharacterModel } from "./models/character.ts";
import { Fates52MonsterModel } from "./models/monster.ts";
import { FATES52_RULINGS } from "./rulings.ts";
import { Fates52CharacterSheet } from "./sheets/character-sheet.ts";
import { Fates52MonsterSheet } from "./sheets/monster-sheet.ts";
import { fates52Stacks } from "./stacks.ts";

export const fates52Ruleset: RulesetDefinition = {
  id: FATES52,
  label: `${F52_I18N}.Name`,
  get stacks() {
    return fates52Stacks();
  },
  characterTypes: [CHARACTER_TYPE],
  dataModels: {
    Actor: { [CHARACTER_TYPE]: Fates52CharacterModel, [MONSTER_TYPE]: Fates52MonsterModel },
  },
  sheets: [
    { documentName: "Actor", types: [CHARACTER_TYPE], sheetClass: Fates52CharacterSheet, label: `${F52_I18N}.Sheet.Character` },
    { documentName: "Actor", types: [MONSTER_TYPE], sheetClass: Fates52MonsterSheet, label: `${F52_I18N}.Sheet.Monster` },
  ],
  rulings: FATES52_RULINGS,
  procedures: [],
  // Deferred: each card's procedure (and the rules it plays) loads when a card of its type is first
  // started, stepped or shown; Foundry registers the models at init.
  deferredProcedures: [
    {
      messageType: CHECK_MESSAGE,
      template: CHECK_TEMPLATE,
      model: CheckCardModel,
      load: async () => (await import("./chat/check-procedure.ts")).checkProcedure as ChatProcedure,
    },
    {
      messageType: COMBAT_MESSAGE,
      template: COMBAT_TEMPLATE,
      model: CombatCardModel,
      load: async () => (await import("./chat/combat-procedure.ts")).combatProcedure as ChatProcedure,
    },
  ],
  hand: { stack: HAND, noDiscardReason: "DECKBOUND.Fates52.Dock.NoDiscard" },
  // Begin Combat in Foundry's tracker starts the combat card; each monster combatant is one fighter (a pack of wolves) [F52-04].
  combatCard: {
    messageType: COMBAT_MESSAGE,
    endAction: "endCombat",
    // A character or monster added to the tracker mid-fight joins it on the card [F52-04, F52-05].
    joinAction: "join",
    // A fighter the Fate Dealer takes out of the tracker mid-fight leaves it on the card.
    leaveAction: "leave",
    actorTypes: [CHARACTER_TYPE, MONSTER_TYPE],
    options: (fighters) => ({
      players: [...new Set(fighters.filter((fighter) => fighter.type === CHARACTER_TYPE).map((fighter) => fighter.actorId))],
      monsters: fighters.filter((fighter) => fighter.type === MONSTER_TYPE).map((fighter) => fighter.actorId),
    }),
  },
  // Its hook only in a 52 Fates world (Step 18: init does what every world needs).
  setup: initFates52,
};

rulesets.register(fates52Ruleset);
