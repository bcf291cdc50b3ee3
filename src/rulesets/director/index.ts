/**
 * The Director's poker-deck rules in Foundry: stacks (each character's action deck and discard,
 * built from its archetype [DIR-02]; the Director's destiny and enemy decks [DIR-03]), data models,
 * rulings as world settings, the test and competition chat cards. Registers itself on import.
 */
import {
  ACTION_DISCARD_STACK, ACTION_STACK, DESTINY_ORIGIN, ENEMY_ORIGIN, RULING_CHOICES,
  actionOrigin, cardsFromCounts, directorStackSpecs, rulingKeys,
} from "../../rules/director/index.ts";
import type { DirectorRulings } from "../../rules/director/index.ts";
import type { StackSpec } from "../../rules/cards/table.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import type { RulesetDefinition, RulingDefinition, StackDefinition } from "../../foundry/registry/definition.ts";
import { competitionProcedure } from "./chat/competition-card.ts";
import { testProcedure } from "./chat/test-card.ts";
import { directorDecks } from "./decks-setting.ts";
import { registerDirectorHooks } from "./hooks.ts";
import { DirectorArchetypeModel, DirectorCharacterModel, DirectorNpcModel } from "./models.ts";
import { DirectorArchetypeSheet } from "./archetype-sheet.ts";
import { DirectorActorSheet } from "./sheet.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE, DIRECTOR, NPC_TYPE, foundryWorld } from "./world.ts";

const S = "DECKBOUND.Director.Stack";

const LABELS: Readonly<Record<string, string>> = {
  destiny: `${S}.Destiny`,
  "destiny-discard": `${S}.DestinyDiscard`,
  enemy: `${S}.Enemy`,
  "enemy-discard": `${S}.EnemyDiscard`,
  [ACTION_STACK]: `${S}.Action`,
  [ACTION_DISCARD_STACK]: `${S}.ActionDiscard`,
};

/** The Director's decks as the GM set them (DIR-03 ruling: editable). */
const WORLD_RECIPES: Readonly<Record<string, () => ReturnType<typeof cardsFromCounts>>> = {
  destiny: () => cardsFromCounts(directorDecks().destiny, DESTINY_ORIGIN),
  enemy: () => cardsFromCounts(directorDecks().enemy, ENEMY_ORIGIN),
};

/** A character's action deck: its archetype's cards, each player with their own poker deck [DIR-02]. */
function actionRecipe(owner?: string) {
  const archetype = owner ? foundryWorld.actor(owner)?.archetype : null;
  return owner && archetype ? cardsFromCounts(archetype, actionOrigin(owner)) : [];
}

function stackDefinition(spec: StackSpec, scope: "world" | "character"): StackDefinition {
  const recipe = spec.kind !== "deck" ? undefined : scope === "character" ? actionRecipe : WORLD_RECIPES[spec.id];
  return {
    id: spec.id,
    label: LABELS[spec.id] ?? spec.id,
    kind: spec.kind,
    scope,
    visibility: spec.visibility,
    runOut: spec.runOut,
    ...(spec.discards ? { discards: spec.discards } : {}),
    ...(recipe ? { recipe } : {}),
  };
}

/** The per-character stacks, declared by id (their addresses are `action:<actorId>`). */
const CHARACTER_SPECS: readonly StackSpec[] = [
  { id: ACTION_STACK, kind: "deck", visibility: "hidden", runOut: { kind: "stop" }, discards: [ACTION_DISCARD_STACK] },
  { id: ACTION_DISCARD_STACK, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
];

function rulingDefinition<K extends keyof DirectorRulings>(key: K): RulingDefinition {
  const keys = rulingKeys(key);
  return { key, name: keys.name, hint: keys.hint, type: "choice", default: RULING_CHOICES[key][0]!, choices: keys.choices };
}

export const directorRuleset: RulesetDefinition = {
  id: DIRECTOR,
  label: "DECKBOUND.Director.Name",
  stacks: [...directorStackSpecs().map((spec) => stackDefinition(spec, "world")), ...CHARACTER_SPECS.map((spec) => stackDefinition(spec, "character"))],
  characterTypes: [CHARACTER_TYPE],
  cardActorTypes: [NPC_TYPE],
  dataModels: {
    Actor: { [CHARACTER_TYPE]: DirectorCharacterModel, [NPC_TYPE]: DirectorNpcModel },
    Item: { [ARCHETYPE_TYPE]: DirectorArchetypeModel },
  },
  sheets: [
    { documentName: "Actor", types: [CHARACTER_TYPE, NPC_TYPE], sheetClass: DirectorActorSheet, label: "DECKBOUND.Director.Sheet.Character" },
    { documentName: "Item", types: [ARCHETYPE_TYPE], sheetClass: DirectorArchetypeSheet, label: "DECKBOUND.Director.Sheet.Archetype" },
  ],
  rulings: [rulingDefinition("relatedCompetences"), rulingDefinition("npcInCompetition")],
  procedures: [testProcedure(foundryWorld), competitionProcedure(foundryWorld)],
  init: () => registerDirectorHooks(directorRuleset),
};

rulesets.register(directorRuleset);
