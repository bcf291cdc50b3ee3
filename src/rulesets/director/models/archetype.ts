/** The Archetype item: an editable deck recipe [DIR-02] (card counts, each 0…4, at least one card) with a bounded description. */
import { BALANCED_ARCHETYPE } from "../../../rules/director/archetypes.ts";
import { totalCards } from "../../../rules/director/counts.ts";
import type { CardCounts } from "../../../rules/director/index.ts";
import { richTextField } from "../../../foundry/documents/model-fields.ts";
import { attributeDeckViews, countsField } from "./deck-fields.ts";
import type { DeckDerivedData } from "./deck-fields.ts";

const fields = foundry.data.fields;

function archetypeSchema() {
  return {
    counts: countsField(BALANCED_ARCHETYPE.counts),
    /** Shipped for illustration, not from the source [DIR-02 ruling]. */
    example: new fields.BooleanField({ required: true, initial: false }),
    description: richTextField(),
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
