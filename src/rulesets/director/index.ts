/**
 * The Director's poker-deck rules in Foundry: stacks (each character's action deck and discard,
 * built from its archetype [DIR-02]; the Director's destiny and enemy decks [DIR-03]), data models,
 * rulings as world settings, the test and competition chat cards. Registers itself on import.
 */
import { rulesets } from "../../foundry/registry/registry.ts";
import type { ChatProcedure, RulesetDefinition } from "../../foundry/registry/definition.ts";
import { COMPETITION_TEMPLATE, CompetitionCardModel } from "./chat/competition-model.ts";
import { TEST_TEMPLATE, TestCardModel } from "./chat/test-model.ts";
import { foundryWorld } from "./chat/world.ts";
import { DIRECTOR_GM_TOOLS } from "./gm/director-tool.ts";
import { registerDecksSetting } from "./gm/decks-setting.ts";
import { registerDirectorHooks, registerDirectorToolMenu } from "./hooks.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE, COMPETITION_MESSAGE, DIRECTOR, NPC_TYPE, TEST_MESSAGE } from "./ids.ts";
import { DirectorArchetypeModel } from "./models/archetype.ts";
import { DirectorCharacterModel, DirectorNpcModel } from "./models/character.ts";
import { DIRECTOR_RULINGS } from "./rulings.ts";
import { DirectorActorSheet } from "./sheets/actor-sheet.ts";
import { DirectorArchetypeSheet } from "./sheets/archetype-sheet.ts";
import { directorStacks } from "./stacks.ts";

export const directorRuleset: RulesetDefinition = {
  id: DIRECTOR,
  label: "DECKBOUND.Director.Name",
  get stacks() {
    return directorStacks();
  },
  characterTypes: [CHARACTER_TYPE],
  cardActorTypes: [NPC_TYPE],
  dataModels: {
    Actor: { [CHARACTER_TYPE]: DirectorCharacterModel, [NPC_TYPE]: DirectorNpcModel },
    Item: { [ARCHETYPE_TYPE]: DirectorArchetypeModel },
  },
  sheets: [
    {
      documentName: "Actor",
      types: [CHARACTER_TYPE, NPC_TYPE],
      sheetClass: DirectorActorSheet,
      label: "DECKBOUND.Director.Sheet.Character",
    },
    { documentName: "Item", types: [ARCHETYPE_TYPE], sheetClass: DirectorArchetypeSheet, label: "DECKBOUND.Director.Sheet.Archetype" },
  ],
  rulings: DIRECTOR_RULINGS,
  procedures: [],
  // Deferred: each card's procedure (and the rules it plays) loads when a card of its type is first
  // started, stepped or shown; Foundry registers the models at init.
  deferredProcedures: [
    {
      messageType: TEST_MESSAGE,
      template: TEST_TEMPLATE,
      model: TestCardModel,
      load: async () => (await import("./chat/test-card.ts")).testProcedure(foundryWorld) as ChatProcedure,
    },
    {
      messageType: COMPETITION_MESSAGE,
      template: COMPETITION_TEMPLATE,
      model: CompetitionCardModel,
      load: async () => (await import("./chat/competition-card.ts")).competitionProcedure(foundryWorld) as ChatProcedure,
    },
  ],
  gmTools: DIRECTOR_GM_TOOLS,
  // In a Director world only: the decks setting and the Director's tool in its settings at init, the hooks at setup.
  init: () => {
    registerDecksSetting();
    registerDirectorToolMenu();
  },
  setup: () => registerDirectorHooks(directorRuleset),
  // The first competition card's odds run code already compiled (chat/odds-warm-up.ts).
  whenIdle: async () => (await import("./chat/odds-warm-up.ts")).warmCompetitionOdds(),
};

rulesets.register(directorRuleset);
