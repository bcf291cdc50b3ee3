/**
 * The sample ruleset that lives only under test/: "high card". A hidden shared deck, a public
 * discard pile, a public table pile players may drop cards on, a hand per character, and one
 * chat-card procedure. Import after installFoundryRuntime() (its models read `foundry` at import).
 */
import { standardDeck } from "../../src/rules/cards/recipes.ts";
import { DeckboundActorSheet } from "../../src/foundry/sheets/actor-sheet.ts";
import type { RulesetDefinition } from "../../src/foundry/registry/definition.ts";
import { ACTOR_TYPES, RULESET_ID } from "./ids.ts";
import { HIGH_CARD_MESSAGE, HIGH_CARD_TEMPLATE, HighCardModel } from "./model.ts";

export const SAMPLE_CHARACTER = ACTOR_TYPES.character;

const fields = foundry.data.fields;

function sampleCharacterSchema() {
  return { notes: new fields.StringField({ required: true, blank: true, initial: "" }) };
}

export class SampleCharacterModel extends foundry.abstract.TypeDataModel<ReturnType<typeof sampleCharacterSchema>, Actor.Implementation> {
  static override defineSchema() {
    return sampleCharacterSchema();
  }
}

const S = "DECKBOUND.Foundry.Sample";

export const highCardRuleset: RulesetDefinition = {
  id: RULESET_ID,
  label: `${S}.Name`,
  stacks: [
    {
      id: "deck",
      label: `${S}.Deck`,
      kind: "deck",
      scope: "world",
      visibility: "hidden",
      runOut: { kind: "reshuffle", discards: ["discard"] },
      recipe: () => standardDeck("main"),
    },
    { id: "discard", label: `${S}.Discard`, kind: "pile", scope: "world", visibility: "public", runOut: { kind: "stop" } },
    { id: "table", label: `${S}.Table`, kind: "pile", scope: "world", visibility: "public", runOut: { kind: "stop" }, playerDrop: true },
    { id: "hand", label: `${S}.Hand`, kind: "hand", scope: "character", visibility: "owner", runOut: { kind: "stop" } },
  ],
  characterTypes: [SAMPLE_CHARACTER],
  dataModels: {
    Actor: { [SAMPLE_CHARACTER]: SampleCharacterModel },
  },
  sheets: [{ documentName: "Actor", types: [SAMPLE_CHARACTER], sheetClass: DeckboundActorSheet, label: `${S}.Name` }],
  rulings: [{ key: "target", name: `${S}.Title`, hint: `${S}.Title`, type: "number", default: 8, range: { min: 2, max: 14, step: 1 } }],
  procedures: [],
  // Deferred: the procedure's code loads when a high-card card is first started or shown.
  deferredProcedures: [
    {
      messageType: HIGH_CARD_MESSAGE,
      template: HIGH_CARD_TEMPLATE,
      model: HighCardModel,
      load: async () => (await import("./procedure.ts")).highCardProcedure,
    },
  ],
  hand: { stack: "hand", drawFrom: "deck", playTo: "table", discardTo: "discard" },
};
