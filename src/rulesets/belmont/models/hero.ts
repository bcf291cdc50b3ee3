/**
 * The Belmont hero's data model (The Belmont: name and portrait are the Actor's own, plus notes —
 * player-written rich text, shown only through Foundry's enrichment). Its abilities are the
 * Ability items on its cards, read through the pure rules.
 */
import type { Ability } from "../../../rules/belmont/index.ts";
import { richTextField } from "../../../foundry/documents/model-fields.ts";
import { abilitiesOf } from "./ability.ts";

function heroSchema() {
  return {
    notes: richTextField(),
  };
}

type HeroSchema = ReturnType<typeof heroSchema>;
type HeroDerived = {
  /** The abilities on the hero's cards, as the pure rules see them. */
  abilities: Ability[];
};

export class BelmontHeroModel extends foundry.abstract.TypeDataModel<HeroSchema, Actor.Implementation, {}, HeroDerived> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Belmont.Hero"];

  static override defineSchema(): HeroSchema {
    return heroSchema();
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.abilities = abilitiesOf(this.parent);
  }
}
