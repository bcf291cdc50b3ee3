/**
 * A Game of Bastards data models. The Fated actor's system data is the pure `Character`
 * (src/rules/bastards/character.ts) field for field, so the rules read it with `toCharacter` and a
 * reducer's answer is written back with `characterUpdate`; derived values (pools, condition) come
 * from the pure rules. Items are catalogue entries: an advantage or disadvantage names its catalogue
 * id and carries its suit, cost and limits as data (packs and the sheet read them).
 */
import { SUITS } from "../../rules/cards/card.ts";
import {
  ADVANTAGES, DISADVANTAGES, MAX_EXTRAS, MAX_POWER_RATING, TRAITS, condition, createCharacter, emptyPools, poolCurrent, poolMaximum,
} from "../../rules/bastards/index.ts";
import type { Character, Condition, Trait } from "../../rules/bastards/index.ts";
import { toCharacter } from "./character-data.ts";
import type { FatedSource } from "./character-data.ts";

const fields = foundry.data.fields;

const count = (initial = 0) => new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });
const rating = () => new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: MAX_POWER_RATING, initial: 1 });
const traitCounts = (initial: Readonly<Record<Trait, number>>) =>
  new fields.SchemaField({ body: count(initial.body), spirit: count(initial.spirit), mind: count(initial.mind), luck: count(initial.luck) });
/** A new Fated is the rules' new character of the default suit: 2 in its trait, 1 in the others [GOB-02]. */
const NEW_FATED = createCharacter("C");

function fatedSchema() {
  return {
    suit: new fields.StringField({ required: true, blank: false, initial: NEW_FATED.suit, choices: [...SUITS] }),
    traits: traitCounts(NEW_FATED.traits),
    /** Skill id → rank (`combat:<weapon>`, `craft:<type>` or a custom name) [GOB-05]. */
    skills: new fields.TypedObjectField(count(1)),
    specialties: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({ required: true, blank: false, initial: "Specialty" }),
        first: new fields.StringField({ required: true, blank: false, initial: "athletics" }),
        second: new fields.StringField({ required: true, blank: false, initial: "dexterity" }),
      }),
    ),
    /** Advantage key (`id` or `id:<weapon>`) → ranks. */
    advantages: new fields.TypedObjectField(count(1)),
    disadvantages: new fields.TypedObjectField(count(1)),
    badReputationRemovals: count(),
    xp: count(10),
    xpGained: count(10),
    poolLoss: traitCounts({ body: 0, spirit: 0, mind: 0, luck: 0 }),
    wildcards: count(),
    phase: new fields.StringField({ required: true, blank: false, initial: "creation", choices: ["creation", "play"] }),
    timePasses: new fields.SchemaField({
      open: new fields.BooleanField({ required: true, initial: false }),
      raised: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
    }),
  };
}

export interface PoolView {
  readonly value: number;
  readonly max: number;
}

type FatedSchema = ReturnType<typeof fatedSchema>;
/** Must be a type literal, not an interface (fvtt-types' AnyObject constraint). */
type FatedDerived = { pools: Record<Trait, PoolView>; condition: Condition; emptyPools: Trait[] };

export class FatedModel extends foundry.abstract.TypeDataModel<FatedSchema, Actor.Implementation, {}, FatedDerived> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Fated"];

  static override defineSchema(): FatedSchema {
    return fatedSchema();
  }

  /** The pure rules' view of this character. */
  get character(): Character {
    return toCharacter(this as unknown as FatedSource);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const character = this.character;
    this.pools = Object.fromEntries(TRAITS.map((trait) => [trait, { value: poolCurrent(character, trait), max: poolMaximum(character, trait) }])) as Record<Trait, PoolView>;
    this.condition = condition(character);
    this.emptyPools = emptyPools(character);
  }
}

function followerSchema() {
  return {
    powerRating: rating(),
    /** Damage taken by the one Power Pool [GOB-25]. */
    powerLoss: count(),
  };
}

export class FollowerModel extends foundry.abstract.TypeDataModel<ReturnType<typeof followerSchema>, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Follower"];

  static override defineSchema() {
    return followerSchema();
  }
}

function extrasSchema() {
  return {
    powerRating: rating(),
    members: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: MAX_EXTRAS, initial: MAX_EXTRAS }),
    /** Added on attacks; never above the Power Rating [GOB-26]. */
    weaponBonus: count(),
  };
}

export class ExtrasModel extends foundry.abstract.TypeDataModel<ReturnType<typeof extrasSchema>, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Extras"];

  static override defineSchema() {
    return extrasSchema();
  }
}

/** Plain text in the project's own words (the catalogue's English strings). */
const description = () => new fields.StringField({ required: true, blank: true, initial: "" });
const suitField = () => new fields.StringField({ required: true, blank: false, initial: "C", choices: [...SUITS] });

function advantageSchema() {
  return {
    advantageId: new fields.StringField({ required: true, blank: false, initial: "toughness", choices: ADVANTAGES.map((spec) => spec.id) }),
    suit: suitField(),
    category: new fields.StringField({ required: true, blank: false, initial: "utility", choices: ["defensive", "offensive", "utility"] }),
    cost: count(1),
    creationOnly: new fields.BooleanField({ required: true, initial: false }),
    maxRanks: count(1),
    /** Counter and Florentine are bought for one weapon. */
    needsWeapon: new fields.BooleanField({ required: true, initial: false }),
    description: description(),
  };
}

export class AdvantageModel extends foundry.abstract.TypeDataModel<ReturnType<typeof advantageSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.AdvantageItem"];

  static override defineSchema() {
    return advantageSchema();
  }
}

function disadvantageSchema() {
  return {
    disadvantageId: new fields.StringField({ required: true, blank: false, initial: "large", choices: DISADVANTAGES.map((spec) => spec.id) }),
    suit: suitField(),
    /** Can never be bought off [GOB-08]. */
    permanent: new fields.BooleanField({ required: true, initial: false }),
    maxRanks: count(1),
    description: description(),
  };
}

export class DisadvantageModel extends foundry.abstract.TypeDataModel<ReturnType<typeof disadvantageSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.DisadvantageItem"];

  static override defineSchema() {
    return disadvantageSchema();
  }
}

function weaponSchema() {
  return {
    /** The combat skill it is used with (`combat:<weapon>`) [GOB-05]. */
    skill: new fields.StringField({ required: true, blank: false, initial: "combat:unarmed" }),
    melee: new fields.BooleanField({ required: true, initial: true }),
    /** Added to damage on a hit (Extras' attacks) [GOB-26]. */
    damageBonus: count(),
    description: description(),
  };
}

export class WeaponModel extends foundry.abstract.TypeDataModel<ReturnType<typeof weaponSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Weapon"];

  static override defineSchema() {
    return weaponSchema();
  }
}

function specialtySchema() {
  return {
    first: new fields.StringField({ required: true, blank: false, initial: "athletics" }),
    second: new fields.StringField({ required: true, blank: false, initial: "dexterity" }),
  };
}

export class SpecialtyModel extends foundry.abstract.TypeDataModel<ReturnType<typeof specialtySchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.SpecialtyItem"];

  static override defineSchema() {
    return specialtySchema();
  }
}
