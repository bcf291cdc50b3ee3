/**
 * Belmont quest in Foundry: the hero and ability models, the skill, challenge and luck stacks, the
 * rulings, and the task chat card the audience votes on. Registers itself with the shared layer at
 * import.
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../../foundry/registry/definition.ts";
import { taskProcedure } from "./chat/task-card.ts";
import { magicProcedure } from "./chat/magic-card.ts";
import { registerBelmontHooks } from "./hooks.ts";
import { BELMONT_GM_TOOLS } from "./gm/gm-tools.ts";
import { ABILITY_TYPE, BELMONT, HERO_TYPE } from "./ids.ts";
import { BelmontAbilityModel } from "./models/ability.ts";
import { BelmontHeroModel } from "./models/hero.ts";
import { BELMONT_RULINGS } from "./rulings.ts";
import { BelmontSheet } from "./sheets/actor-sheet.ts";
import { belmontStacks } from "./stacks.ts";

export const belmontRuleset: RulesetDefinition = {
  id: BELMONT,
  label: "DECKBOUND.Belmont.Name",
  get stacks() {
    return belmontStacks();
  },
  characterTypes: [HERO_TYPE],
  dataModels: {
    Actor: { [HERO_TYPE]: BelmontHeroModel },
    Item: { [ABILITY_TYPE]: BelmontAbilityModel },
  },
  sheets: [{ documentName: "Actor", types: [HERO_TYPE], sheetClass: BelmontSheet, label: "DECKBOUND.Belmont.Sheet.Label" }],
  rulings: BELMONT_RULINGS,
  procedures: [taskProcedure as ChatProcedure, magicProcedure as ChatProcedure],
  gmTools: BELMONT_GM_TOOLS,
  init: registerBelmontHooks,
};

rulesets.register(belmontRuleset);
