/**
 * The Director's actor models: the character (archetype, competences, notes) [DIR-02, DIR-12] and
 * the non-player character (tests drawn from the enemy deck [DIR-03]). Every value is bounded: a
 * deck the rules take, a sensible number of competences with names of a sensible length, notes of a
 * sensible length. Derived values come from the pure rules in src/rules/director.
 */
import { BALANCED_ARCHETYPE, SHIPPED_ARCHETYPES } from "../../../rules/director/archetypes.ts";
import { totalCards } from "../../../rules/director/counts.ts";
import type { CardCounts, Competence } from "../../../rules/director/index.ts";
import { MAX_NAME_LENGTH, richTextField } from "../../../foundry/documents/model-fields.ts";
import { attributeDeckViews, countsField } from "./deck-fields.ts";
import type { DeckDerivedData } from "./deck-fields.ts";

const fields = foundry.data.fields;

/** More competences than any character learns in play [DIR-12]. */
export const MAX_COMPETENCES = 40;

function boundedName(initial = "?") {
  return new fields.StringField({
    required: true,
    blank: false,
    initial,
    validate: (value: unknown) => typeof value !== "string" || value.length <= MAX_NAME_LENGTH,
  });
}

function competencesField() {
  return new fields.ArrayField(
    new fields.SchemaField({ name: boundedName(), expert: new fields.BooleanField({ required: true, initial: false }) }),
    {
      required: true,
      initial: [],
      validate: (value: unknown) => !Array.isArray(value) || value.length <= MAX_COMPETENCES,
    },
  );
}

function characterSchema() {
  return {
    /**
     * A copy of the archetype the action deck is built from [DIR-02]; the deck is rebuilt when it changes.
     * `source` links it by a stable id (`shipped:<id>` or `item:<itemId>`): an edited or renamed item reaches it.
     */
    archetype: new fields.SchemaField({
      name: boundedName(BALANCED_ARCHETYPE.name),
      counts: countsField(BALANCED_ARCHETYPE.counts),
      source: new fields.StringField({
        required: true,
        blank: true,
        initial: `shipped:${BALANCED_ARCHETYPE.id}`,
        validate: (value: unknown) => typeof value !== "string" || value.length <= MAX_NAME_LENGTH,
      }),
    }),
    competences: competencesField(),
    notes: richTextField(),
  };
}

type CharacterSchema = ReturnType<typeof characterSchema>;

export class DirectorCharacterModel extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation, {}, DeckDerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Director.Character"];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  /**
   * Older copies carry no link: a shipped archetype's is linked by its name; another stays unlinked
   * ("") until its item is next edited, which matches it by name once and links it (hooks.ts).
   */
  static override migrateData(source: Record<string, unknown>) {
    const archetype = source["archetype"] as Record<string, unknown> | undefined;
    if (archetype && typeof archetype === "object" && archetype["source"] === undefined) {
      const shipped = SHIPPED_ARCHETYPES.find((candidate) => candidate.name === archetype["name"]);
      archetype["source"] = shipped ? `shipped:${shipped.id}` : "";
    }
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const counts = this.archetype.counts as unknown as CardCounts;
    this.deckSize = totalCards(counts);
    this.attributes = attributeDeckViews(counts);
  }

  get competenceList(): Competence[] {
    return this.competences.map(({ name, expert }) => ({ name, expert }));
  }
}

function npcSchema() {
  return {
    competences: competencesField(),
    notes: richTextField(),
  };
}

type NpcSchema = ReturnType<typeof npcSchema>;

export class DirectorNpcModel extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Director.Npc"];

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }
}
