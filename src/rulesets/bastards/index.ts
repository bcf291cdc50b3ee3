/**
 * A Game of Bastards in Foundry: its RulesetDefinition (stacks, data models, sheets, rulings, chat
 * procedures), registered with the shared layer at import (see src/foundry/README.md).
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import {
  DRAMATIC_TEMPLATE,
  DramaticCardModel,
  FATE_DRAW_TEMPLATE,
  FateDrawCardModel,
  OPPOSITION_TEMPLATE,
  OppositionCardModel,
} from "./chat/card-models.ts";
import { seatingOf } from "./chat/seating.ts";
import { registerHooks } from "./hooks.ts";
import {
  ADVANTAGE_ITEM,
  BASTARDS,
  DISADVANTAGE_ITEM,
  DRAMATIC_MESSAGE,
  EXTRAS,
  FATED,
  FATE_DRAW_MESSAGE,
  FOLLOWER,
  OPPOSITION_MESSAGE,
  PARTICIPANT_TYPES,
  SPECIALTY_ITEM,
  WEAPON_ITEM,
} from "./ids.ts";
import { ExtrasModel, FatedModel, FollowerModel } from "./models/actor-models.ts";
import { BastardsAdvantageModel, BastardsDisadvantageModel, BastardsSpecialtyModel, BastardsWeaponModel } from "./models/item-models.ts";
import { RULINGS } from "./rulings.ts";
import { FatedSheet, PowerSheet } from "./sheets/actor-sheets.ts";
import { SpecialtySheet, WeaponSheet } from "./sheets/item-sheets.ts";
import { bastardsStacks } from "./stacks.ts";
import "./types.ts";

export const bastardsRuleset: RulesetDefinition = {
  id: BASTARDS,
  label: "DECKBOUND.Bastards.Name",
  get stacks() {
    return bastardsStacks();
  },
  characterTypes: PARTICIPANT_TYPES,
  dataModels: {
    Actor: { [FATED]: FatedModel, [FOLLOWER]: FollowerModel, [EXTRAS]: ExtrasModel },
    Item: {
      [ADVANTAGE_ITEM]: BastardsAdvantageModel,
      [DISADVANTAGE_ITEM]: BastardsDisadvantageModel,
      [WEAPON_ITEM]: BastardsWeaponModel,
      [SPECIALTY_ITEM]: BastardsSpecialtyModel,
    },
  },
  // Every item subtype opens in the base item sheet, its form built from the item's schema (a weapon's
  // combat skill and a specialty's two skills picked from lists).
  sheets: [
    { documentName: "Actor", types: [FATED], sheetClass: FatedSheet, label: "DECKBOUND.Bastards.Sheet.Name" },
    { documentName: "Actor", types: [FOLLOWER, EXTRAS], sheetClass: PowerSheet, label: "DECKBOUND.Bastards.Sheet.Follower" },
    { documentName: "Item", types: [WEAPON_ITEM], sheetClass: WeaponSheet, label: "DECKBOUND.Bastards.Sheet.Weapon" },
    { documentName: "Item", types: [SPECIALTY_ITEM], sheetClass: SpecialtySheet, label: "DECKBOUND.Bastards.Sheet.Specialty" },
  ],
  rulings: RULINGS,
  procedures: [],
  // Deferred: each card's procedure (and the rules it plays) loads when a card of its type is first
  // started, stepped or shown; Foundry registers the models at init.
  deferredProcedures: [
    {
      messageType: FATE_DRAW_MESSAGE,
      template: FATE_DRAW_TEMPLATE,
      model: FateDrawCardModel,
      load: async () => (await import("./chat/fate-draw-card.ts")).fateDrawProcedure,
    },
    {
      messageType: OPPOSITION_MESSAGE,
      template: OPPOSITION_TEMPLATE,
      model: OppositionCardModel,
      load: async () => (await import("./chat/opposition-card.ts")).oppositionProcedure,
    },
    {
      messageType: DRAMATIC_MESSAGE,
      template: DRAMATIC_TEMPLATE,
      model: DramaticCardModel,
      load: async () => (await import("./chat/dramatic-card.ts")).dramaticProcedure,
    },
  ],
  // Cards move only through the procedures (an opposition, a Fate draw): the hand view has no free draw or discard.
  hand: { stack: "hand", noDiscardReason: "DECKBOUND.Bastards.Dock.NoDiscard" },
  // Begin Combat in Foundry's tracker starts an opposition: the players' characters against the GM's.
  combatCard: { messageType: OPPOSITION_MESSAGE, actorTypes: PARTICIPANT_TYPES, options: seatingOf, endAction: "endOpposition" },
  // Its hooks only in a Bastards world (Step 18: init does what every world needs).
  setup: registerHooks,
};

rulesets.register(bastardsRuleset);
