/**
 * 52 Fates in Foundry: its stacks (the shared deck, the face-up discard pile, the cards in play, a
 * secret hand per character and the Fate Dealer's), data models, sheet, rulings, the two chat
 * cards (action check, combat: chat/) and the combat tracker following the combat card. Registers itself
 * with the shared layer at import.
 */
import {
  DEALER_HAND,
  DECK,
  DECK_ORIGIN,
  DEFAULT_COMBAT_RULINGS,
  DISCARD,
  HAND,
  PLAY,
  deckSpec,
  fates52Deck,
} from "../../rules/fates52/index.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../../foundry/registry/definition.ts";
import { checkProcedure } from "./chat/check-procedure.ts";
import { COMBAT_MESSAGE } from "./chat/combat-card.ts";
import { combatProcedure } from "./chat/combat-procedure.ts";
import { CHARACTER_TYPE, MONSTER_TYPE } from "./gather.ts";
import { Fates52CharacterModel, Fates52MonsterModel } from "./models.ts";
import { Fates52CharacterSheet, Fates52MonsterSheet } from "./sheet.ts";
import { RULESET_ID } from "./table-view.ts";
import { registerTrackerSync } from "./tracker.ts";

const F = "DECKBOUND.Fates52";

export const fates52Ruleset: RulesetDefinition = {
  id: RULESET_ID,
  label: `${F}.Name`,
  stacks: [
    { id: DECK, label: `${F}.Stack.Deck`, kind: "deck", scope: "world", visibility: "hidden", runOut: deckSpec().runOut, recipe: () => fates52Deck(DECK_ORIGIN) },
    { id: DISCARD, label: `${F}.Stack.Discard`, kind: "pile", scope: "world", visibility: "public", runOut: { kind: "stop" } },
    { id: PLAY, label: `${F}.Stack.Play`, kind: "pile", scope: "world", visibility: "public", runOut: { kind: "stop" } },
    { id: DEALER_HAND, label: `${F}.Stack.DealerHand`, kind: "hand", scope: "world", visibility: "owner", runOut: { kind: "stop" } },
    { id: HAND, label: `${F}.Stack.Hand`, kind: "hand", scope: "character", visibility: "owner", runOut: { kind: "stop" } },
  ],
  characterTypes: [CHARACTER_TYPE],
  dataModels: {
    Actor: { [CHARACTER_TYPE]: Fates52CharacterModel, [MONSTER_TYPE]: Fates52MonsterModel },
  },
  sheets: [
    { documentName: "Actor", types: [CHARACTER_TYPE], sheetClass: Fates52CharacterSheet, label: `${F}.Sheet.Character` },
    { documentName: "Actor", types: [MONSTER_TYPE], sheetClass: Fates52MonsterSheet, label: `${F}.Sheet.Monster` },
  ],
  rulings: [
    {
      key: "opposedSpells",
      name: `${F}.Ruling.OpposedSpells.Name`,
      hint: `${F}.Ruling.OpposedSpells.Hint`,
      type: "boolean",
      default: DEFAULT_COMBAT_RULINGS.opposedSpells.length > 0,
    },
    {
      key: "maneuversDealDamage",
      name: `${F}.Ruling.ManeuversDealDamage.Name`,
      hint: `${F}.Ruling.ManeuversDealDamage.Hint`,
      type: "boolean",
      default: DEFAULT_COMBAT_RULINGS.maneuversDealDamage,
    },
  ],
  procedures: [checkProcedure as ChatProcedure, combatProcedure as ChatProcedure],
  hand: { stack: HAND },
  // Begin Combat in Foundry's tracker starts the combat card; each monster combatant is one fighter (a pack of wolves) [F52-04].
  combatCard: {
    messageType: COMBAT_MESSAGE,
    actorTypes: [CHARACTER_TYPE, MONSTER_TYPE],
    options: (fighters) => ({
      players: [...new Set(fighters.filter((fighter) => fighter.type === CHARACTER_TYPE).map((fighter) => fighter.actorId))],
      monsters: fighters.filter((fighter) => fighter.type === MONSTER_TYPE).map((fighter) => fighter.actorId),
    }),
  },
  init: registerTrackerSync,
};

rulesets.register(fates52Ruleset);
