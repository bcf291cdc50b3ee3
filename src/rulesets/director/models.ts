/**
 * The Director's data models: the character (archetype, competences, notes) [DIR-02, DIR-12], the
 * non-player character (tests drawn from the enemy deck [DIR-03]) and the archetype item (an
 * editable deck recipe). Derived values come from the pure rules in src/rules/director.
 */
import { ATTRIBUTES, BALANCED_ARCHETYPE, attributeSuit, checkCounts, denseCounts, highestRank, suitTotal, totalCards } from "../../rules/director/index.ts";
import type { Attribute, CardCounts, Competence } from "../../rules/director/index.ts";

const fields = foundry.data.fields;

/** Card counts (suit → rank → copies), checked by the pure validator; an archetype holds at least one card [DIR-02]. */
function countsField(initial: CardCounts) {
  return new fields.ObjectField({
    required: true,
    initial: () => denseCounts(initial) as Record<string, unknown>,
    validate: (value: unknown) => checkCounts(value) === null && totalCards(value as CardCounts) > 0,
  });
}

function competencesField() {
  return new fields.ArrayField(
    new fields.SchemaField({
      name: new fields.StringField({ required: true, blank: false, initial: "?" }),
      expert: new fields.BooleanField({ required: true, initial: false }),
    }),
    { required: true, initial: [] },
  );
}

/** Per attribute: the cards of its suit the deck holds and its highest one (what difficulty 0 needs [DIR-06]). */
export interface AttributeDeckView {
  readonly attribute: Attribute;
  readonly cards: number;
  readonly highest: number | null;
}

export function attributeDeckViews(counts: CardCounts): AttributeDeckView[] {
  return ATTRIBUTES.map((attribute) => ({
    attribute,
    cards: suitTotal(counts, attributeSuit(attribute)),
    highest: highestRank(counts, attributeSuit(attribute)),
  }));
}

function characterSchema() {
  return {
    /** A copy of the archetype the action deck is built from [DIR-02]; the deck is rebuilt when it changes. */
    archetype: new fields.SchemaField({
      name: new fields.StringField({ required: true, blank: false, initial: BALANCED_ARCHETYPE.name }),
      counts: countsField(BALANCED_ARCHETYPE.counts),
    }),
    competences: competencesField(),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

type CharacterSchema = ReturnType<typeof characterSchema>;
/** Derived from the archetype: its size and, per attribute, its cards of that suit. */
type DeckDerivedData = { deckSize: number; attributes: AttributeDeckView[] };

export class DirectorCharacterModel extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation, {}, DeckDerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Director.Character"];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
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
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

type NpcSchema = ReturnType<typeof npcSchema>;

export class DirectorNpcModel extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Director.Npc"];

  static override defineSchema(): NpcSchema {
    return npcSchema();
  }
}

function archetypeSchema() {
  return {
    counts: countsField(BALANCED_ARCHETYPE.counts),
    /** Shipped for illustration, not from the source [DIR-02 ruling]. */
    example: new fields.BooleanField({ required: true, initial: false }),
    description: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

type ArchetypeSchema = ReturnType<typeof archetypeSchema>;

export class DirectorArchetypeModel extends foundry.abstract.TypeDataModel<ArchetypeSchema, Item.Implementation, {}, DeckDerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Director.ArchetypeItem"];

  static override defineSchema(): ArchetypeSchema {
    return archetypeSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const counts = this.counts as unknown as CardCounts;
    this.deckSize = totalCards(counts);
    this.attributes = attributeDeckViews(counts);
  }
}
