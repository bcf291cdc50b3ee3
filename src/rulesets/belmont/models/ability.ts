/**
 * The Ability item, attached to a card of a skill deck (suit and rank) as a bonus, a malus or a
 * described effect [BEL-17]. Every value is bounded: a card that exists, an amount no larger than
 * the steps between the lowest rank and the Ace, a description of a sensible length. Derived
 * values come from the pure rules.
 */
import { RANKS, SUITS } from "../../../rules/cards/card.ts";
import type { Rank, Suit } from "../../../rules/cards/card.ts";
import type { Ability, AbilityEffect } from "../../../rules/belmont/index.ts";
import { descriptionField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { itemSystemOf } from "../../../foundry/documents/system-of.ts";
import { ABILITY_TYPE } from "../ids.ts";
import { KIND_CHOICES, RANK_CHOICES, SUIT_CHOICES } from "./ability-choices.ts";
import { keepAside } from "../../../foundry/documents/unrecognised-data.ts";

const fields = foundry.data.fields;

const LOWEST_RANK = RANKS[0];
const ACE = RANKS[RANKS.length - 1]!;
/** The most rank steps an ability moves a value: from the lowest rank to the Ace [BEL-17]. */
export const MAX_ABILITY_AMOUNT = ACE - LOWEST_RANK;
/** Face cards' codes, as older data might name a rank. */
const RANK_CODES: Readonly<Record<string, number>> = { J: 11, Q: 12, K: 13, A: 14 };

function abilitySchema() {
  return {
    suit: new fields.StringField({ required: true, blank: false, initial: "C", choices: { ...SUIT_CHOICES } }),
    /** Chosen by the card's code, as the book names ranks ("A", "K", … "2"), stored as the number. */
    rank: new fields.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: LOWEST_RANK,
      max: ACE,
      initial: ACE,
      choices: { ...RANK_CHOICES },
    }),
    kind: new fields.StringField({ required: true, blank: false, initial: "bonus", choices: { ...KIND_CHOICES } }),
    /** Rank steps for a bonus or malus. */
    amount: wholeField(1, { min: 1, max: MAX_ABILITY_AMOUNT }),
    /** What the ability does, in the table's words (the whole effect of a described ability). */
    description: descriptionField(),
  };
}

type AbilitySchema = ReturnType<typeof abilitySchema>;
type AbilityDerived = { ability: Ability };

export class BelmontAbilityModel extends foundry.abstract.TypeDataModel<AbilitySchema, Item.Implementation, {}, AbilityDerived> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Belmont.Ability"];

  static override defineSchema(): AbilitySchema {
    return abilitySchema();
  }

  /**
   * Older data might name the rank by its card code ("A", "K"…): store the number. A rank that names
   * no card is kept aside (shown to the GM) and the ability takes the initial rank, so nothing is lost
   * and the value stays valid.
   */
  static override migrateData(source: Record<string, unknown>) {
    const rank = source["rank"];
    if (typeof rank === "string") {
      const value = RANK_CODES[rank.toUpperCase()] ?? Number(rank);
      if ((RANKS as readonly number[]).includes(value)) source["rank"] = value;
      else {
        keepAside(source, { rank });
        delete source["rank"];
      }
    }
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.ability = toAbility(this.parent.id ?? "", this.parent.name, this);
  }
}

type AbilityData = {
  readonly suit: string;
  readonly rank: number;
  readonly kind: string;
  readonly amount: number;
  readonly description: string;
};

/** The pure rules' Ability for an item's data (pure: used by the sheet context too). */
export function toAbility(id: string, name: string, data: AbilityData): Ability {
  const effect: AbilityEffect =
    data.kind === "described"
      ? { kind: "described", amount: null, text: data.description }
      : { kind: data.kind === "malus" ? "malus" : "bonus", amount: data.amount, text: null };
  const suit = (SUITS as readonly string[]).includes(data.suit) ? (data.suit as Suit) : "C";
  const rank = (RANKS as readonly number[]).includes(data.rank) ? (data.rank as Rank) : ACE;
  return { id, name, suit, rank, effect };
}

/** The abilities among an actor's items. */
export function abilitiesOf(actor: Actor.Implementation): Ability[] {
  return actor.items.contents.flatMap((item) => {
    const system = itemSystemOf(item, ABILITY_TYPE);
    return system ? [system.ability ?? toAbility(item.id ?? "", item.name, system)] : [];
  });
}
