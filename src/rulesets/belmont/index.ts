/**
 * Belmont quest in Foundry: the hero and ability models, the skill, challenge and luck stacks, the
 * rulings, and the task chat card the audience votes on. Registers itself with the shared layer at
 * import (see src/foundry/README.md).
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../../foundry/registry/definition.ts";
import { exposeBelmontApi } from "./api.ts";
import { registerDeckListSetting } from "./deck-list.ts";
import { ABILITY_TYPE, BelmontAbilityModel, BelmontHeroModel, HERO_TYPE } from "./models.ts";
import { BELMONT_RULINGS } from "./rulings.ts";
import { BelmontSheet } from "./sheet.ts";
import { BELMONT_STACKS, RULESET_ID } from "./stacks.ts";
import { taskProcedure } from "./chat/task-card.ts";

export const belmontRuleset: RulesetDefinition = {
  id: RULESET_ID,
  label: "DECKBOUND.Belmont.Name",
  stacks: BELMONT_STACKS,
  characterTypes: [HERO_TYPE],
  dataModels: {
    Actor: { [HERO_TYPE]: BelmontHeroModel },
    Item: { [ABILITY_TYPE]: BelmontAbilityModel },
  },
  sheets: [{ documentName: "Actor", types: [HERO_TYPE], sheetClass: BelmontSheet, label: "DECKBOUND.Belmont.Sheet.Label" }],
  rulings: BELMONT_RULINGS,
  procedures: [taskProcedure as ChatProcedure],
  init: () => {
    registerDeckListSetting();
    exposeBelmontApi();
  },
};

rulesets.register(belmontRuleset);
