/**
 * A Game of Bastards in Foundry: its RulesetDefinition (stacks, data models, sheets, rulings, chat
 * procedures), registered with the shared layer at import (see src/foundry/README.md).
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { PARTICIPANT_TYPES } from "./actors.ts";
import { dramaticProcedure } from "./chat/dramatic-card.ts";
import { fateDrawProcedure } from "./chat/fate-draw-card.ts";
import { OPPOSITION_MESSAGE, oppositionProcedure, seatingOf } from "./chat/opposition-card.ts";
import { AdvantageModel, DisadvantageModel, ExtrasModel, FatedModel, FollowerModel, SpecialtyModel, WeaponModel } from "./models.ts";
import { RULINGS } from "./rulings.ts";
import { FatedSheet, PowerSheet, registerItemDrops } from "./sheets.ts";
import { STACKS } from "./stacks.ts";
import { registerTrackerTurns } from "./tracker.ts";
import "./types.ts";

export const BASTARDS = "bastards";

export const bastardsRuleset: RulesetDefinition = {
  id: BASTARDS,
  label: "DECKBOUND.Bastards.Name",
  stacks: STACKS,
  characterTypes: PARTICIPANT_TYPES,
  dataModels: {
    Actor: { bastardsFated: FatedModel, bastardsFollower: FollowerModel, bastardsExtras: ExtrasModel },
    Item: { bastardsAdvantage: AdvantageModel, bastardsDisadvantage: DisadvantageModel, bastardsWeapon: WeaponModel, bastardsSpecialty: SpecialtyModel },
  },
  sheets: [
    { documentName: "Actor", types: ["bastardsFated"], sheetClass: FatedSheet, label: "DECKBOUND.Bastards.Sheet.Name" },
    { documentName: "Actor", types: ["bastardsFollower", "bastardsExtras"], sheetClass: PowerSheet, label: "DECKBOUND.Bastards.Sheet.Follower" },
  ],
  rulings: RULINGS,
  procedures: [fateDrawProcedure, oppositionProcedure, dramaticProcedure],
  // Cards move only through the procedures (an opposition, a Fate draw): the hand view has no free draw or discard.
  hand: { stack: "hand" },
  // Begin Combat in Foundry's tracker starts an opposition: the players' characters against the GM's.
  combatCard: { messageType: OPPOSITION_MESSAGE, actorTypes: PARTICIPANT_TYPES, options: seatingOf },
  // The ruleset's client hooks: catalogue items dropped on a sheet, the combat tracker's turns.
  init: () => {
    registerItemDrops();
    registerTrackerTurns();
  },
};

rulesets.register(bastardsRuleset);
