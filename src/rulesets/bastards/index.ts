/**
 * A Game of Bastards in Foundry: its RulesetDefinition (stacks, data models, sheets, rulings, chat
 * procedures), registered with the shared layer at import (see src/foundry/README.md).
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { dramaticProcedure } from "./chat/dramatic-card.ts";
import { fateDrawProcedure } from "./chat/fate-draw-card.ts";
import { oppositionProcedure, seatingOf } from "./chat/opposition-card.ts";
import { registerHooks } from "./hooks.ts";
import {
  ADVANTAGE_ITEM,
  BASTARDS,
  DISADVANTAGE_ITEM,
  EXTRAS,
  FATED,
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
import { STACKS } from "./stacks.ts";
import "./types.ts";

export const bastardsRuleset: RulesetDefinition = {
  id: BASTARDS,
  label: "DECKBOUND.Bastards.Name",
  stacks: STACKS,
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
  // Every item subtype opens in the base item sheet, its form built from the item's schema.
  sheets: [
    { documentName: "Actor", types: [FATED], sheetClass: FatedSheet, label: "DECKBOUND.Bastards.Sheet.Name" },
    { documentName: "Actor", types: [FOLLOWER, EXTRAS], sheetClass: PowerSheet, label: "DECKBOUND.Bastards.Sheet.Follower" },
  ],
  rulings: RULINGS,
  procedures: [fateDrawProcedure, oppositionProcedure, dramaticProcedure],
  // Cards move only through the procedures (an opposition, a Fate draw): the hand view has no free draw or discard.
  hand: { stack: "hand" },
  // Begin Combat in Foundry's tracker starts an opposition: the players' characters against the GM's.
  combatCard: { messageType: OPPOSITION_MESSAGE, actorTypes: PARTICIPANT_TYPES, options: seatingOf },
  init: registerHooks,
};

rulesets.register(bastardsRuleset);
