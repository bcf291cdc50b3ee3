/**
 * Belmont's data models: the hero (The Belmont: name and portrait are the Actor's own, plus notes)
 * and the Ability item, attached to a card of a skill deck (suit and rank) as a bonus, a malus or a
 * described effect [BEL-17]. Derived values come from the pure rules.
 */
import { RANKS, SUITS } from "../../rules/cards/card.ts";
import type { Rank, Suit } from "../../rules/cards/card.ts";
import type { Ability, AbilityEffect } from "../../rules/belmont/index.ts";

export const HERO_TYPE = "belmontHero";
export const ABILITY_TYPE = "belmontAbility";

const fields = foundry.data.fields;

function heroSchema() {
  return {
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
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

export const ABILITY_KINDS = ["bonus", "malus", "described"] as const;

function abilitySchema() {
  return {
    suit: new fields.StringField({ required: true, blank: false, initial: "C", choices: [...SUITS] }),
    rank: new fields.NumberField({ required: true, nullable: false, integer: true, min: 2, max: 14, initial: 14 }),
    kind: new fields.StringField({ required: true, blank: false, initial: "bonus", choices: [...ABILITY_KINDS] }),
    /** Rank steps for a bonus or malus (at least 1). */
    amount: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    /** What the ability does, in the table's words (the whole effect of a described ability). */
    description: new fields.StringField({ required: true, blank: true, initial: "" }),
  };
}

type AbilitySchema = ReturnType<typeof abilitySchema>;
type AbilityDerived = { ability: Ability };

export class BelmontAbilityModel extends foundry.abstract.TypeDataModel<AbilitySchema, Item.Implementation, {}, AbilityDerived> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Belmont.Ability"];

  static override defineSchema(): AbilitySchema {
    return abilitySchema();
  }

  /** Older data might name the rank by its card code ("A", "K"…): store the number. */
  static override migrateData(source: Record<string, unknown>) {
    const codes: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
    const rank = source["rank"];
    if (typeof rank === "string") source["rank"] = codes[rank.toUpperCase()] ?? Number(rank);
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.ability = toAbility(this.parent.id ?? "", this.parent.name, this);
  }
}

type AbilityData = { readonly suit: string; readonly rank: number; readonly kind: string; readonly amount: number; readonly description: string };

/** The pure rules' Ability for an item's data (pure: used by the sheet context too). */
export function toAbility(id: string, name: string, data: AbilityData): Ability {
  const effect: AbilityEffect =
    data.kind === "described"
      ? { kind: "described", amount: null, text: data.description }
      : { kind: data.kind === "malus" ? "malus" : "bonus", amount: data.amount, text: null };
  const suit = (SUITS as readonly string[]).includes(data.suit) ? (data.suit as Suit) : "C";
  const rank = (RANKS as readonly number[]).includes(data.rank) ? (data.rank as Rank) : 14;
  return { id, name, suit, rank, effect };
}

/** The abilities among an actor's items. */
export function abilitiesOf(actor: Actor.Implementation): Ability[] {
  return actor.items.contents.flatMap((item) => (item.system instanceof BelmontAbilityModel ? [item.system.ability ?? toAbility(item.id ?? "", item.name, item.system)] : []));
}
