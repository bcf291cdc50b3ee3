/**
 * A Game of Bastards' actor data models. The Fated actor's system data is the pure `Character`
 * (src/rules/bastards/character.ts) field for field, so the rules read it with `toCharacter` and a
 * reducer's answer is written back with `characterUpdate`; derived values (pools, condition) come
 * from the pure rules. Every number and list is bounded (src/rules/bastards/limits.ts): a value
 * out of bounds is refused by the model, never stored.
 */
import { condition, createCharacter, emptyPools, poolCurrent, poolMaximum } from "../../../rules/bastards/character.ts";
import { MAX_EXTRAS, MAX_POWER_RATING } from "../../../rules/bastards/combatants.ts";
import {
  MAX_ENTRIES,
  MAX_ENTRY_RANKS,
  MAX_KEY_LENGTH,
  MAX_POOL_LOSS,
  MAX_RANK,
  MAX_SKILLS,
  MAX_SPECIALTIES,
  MAX_WILDCARDS,
  MAX_XP,
  isEntryRecord,
} from "../../../rules/bastards/limits.ts";
import { TRAITS } from "../../../rules/bastards/values.ts";
import type { Character, Condition, Trait } from "../../../rules/bastards/index.ts";
import { nameField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { toCharacter } from "./character-data.ts";
import type { FatedSource } from "./character-data.ts";
import { SUIT_CHOICES, isSkillId } from "./choices.ts";

const fields = foundry.data.fields;

const rank = (initial: number) => wholeField(initial, { min: 0, max: MAX_RANK });
const traitRanks = (initial: Readonly<Record<Trait, number>>) =>
  new fields.SchemaField({ body: rank(initial.body), spirit: rank(initial.spirit), mind: rank(initial.mind), luck: rank(initial.luck) });
const poolLoss = () => wholeField(0, { min: 0, max: MAX_POOL_LOSS });

/** A record of entries (skill → rank, advantage → ranks): at most `max` keys, none a prototype's name. */
function entryRecord(max: number, value: ReturnType<typeof wholeField>) {
  return new fields.TypedObjectField(value, {
    validate: (record: unknown) => isEntryRecord(record, max),
    validationError: "DECKBOUND.Bastards.Refusal.SkillLimit",
  });
}

function fatedSchema() {
  /** A new Fated is the rules' new character of the default suit: 2 in its trait, 1 in the others [GOB-02]. */
  const newFated = createCharacter("C");
  return {
    suit: new fields.StringField({ required: true, blank: false, initial: newFated.suit, choices: SUIT_CHOICES }),
    traits: traitRanks(newFated.traits),
    /** Skill id → rank (`combat:<weapon>`, `craft:<type>` or a custom name) [GOB-05]. */
    skills: entryRecord(MAX_SKILLS, rank(1)),
    specialties: new fields.ArrayField(
      new fields.SchemaField({
        name: new fields.StringField({
          required: true,
          blank: false,
          initial: "Specialty",
          validate: (name: unknown) => typeof name === "string" && name.length <= MAX_KEY_LENGTH,
        }),
        first: new fields.StringField({ required: true, blank: false, initial: "athletics", validate: isSkillId }),
        second: new fields.StringField({ required: true, blank: false, initial: "dexterity", validate: isSkillId }),
      }),
      { validate: (list: unknown) => Array.isArray(list) && list.length <= MAX_SPECIALTIES },
    ),
    /** Advantage key (`id` or `id:<weapon>`) → ranks. */
    advantages: entryRecord(MAX_ENTRIES, wholeField(1, { min: 0, max: MAX_ENTRY_RANKS })),
    disadvantages: entryRecord(MAX_ENTRIES, wholeField(1, { min: 0, max: MAX_ENTRY_RANKS })),
    badReputationRemovals: wholeField(0, { min: 0, max: MAX_ENTRY_RANKS * 3 }),
    xp: wholeField(newFated.xp, { min: 0, max: MAX_XP }),
    xpGained: wholeField(newFated.xpGained, { min: 0, max: MAX_XP }),
    poolLoss: new fields.SchemaField({ body: poolLoss(), spirit: poolLoss(), mind: poolLoss(), luck: poolLoss() }),
    wildcards: wholeField(0, { min: 0, max: MAX_WILDCARDS }),
    phase: new fields.StringField({
      required: true,
      blank: false,
      initial: "creation",
      choices: { creation: "DECKBOUND.Bastards.CharacterPhase.creation", play: "DECKBOUND.Bastards.CharacterPhase.play" },
    }),
    /** A killed character's successor, until the next scene begins [GOB-20]. */
    awaitsNextScene: new fields.BooleanField({ required: true, initial: false }),
    timePasses: new fields.SchemaField({
      open: new fields.BooleanField({ required: true, initial: false }),
      raised: new fields.ArrayField(nameField(), {
        validate: (list: unknown) => Array.isArray(list) && list.length <= MAX_SKILLS + MAX_ENTRIES + TRAITS.length,
      }),
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
    this.pools = Object.fromEntries(
      TRAITS.map((trait) => [trait, { value: poolCurrent(character, trait), max: poolMaximum(character, trait) }]),
    ) as Record<Trait, PoolView>;
    this.condition = condition(character);
    this.emptyPools = emptyPools(character);
  }
}

const powerRating = () => wholeField(1, { min: 1, max: MAX_POWER_RATING });

function followerSchema() {
  return {
    powerRating: powerRating(),
    /** Damage taken by the one Power Pool [GOB-25]. */
    powerLoss: poolLoss(),
    /** Advantage key (`id` or `id:<weapon>`) → ranks: at most the Power Rating of them, given on the sheet [GOB-25]. */
    advantages: entryRecord(MAX_ENTRIES, wholeField(1, { min: 0, max: MAX_ENTRY_RANKS })),
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
    powerRating: powerRating(),
    members: wholeField(MAX_EXTRAS, { min: 0, max: MAX_EXTRAS }),
    /** Added on attacks; never above the Power Rating [GOB-26]. */
    weaponBonus: wholeField(0, { min: 0, max: MAX_POWER_RATING }),
  };
}

export class ExtrasModel extends foundry.abstract.TypeDataModel<ReturnType<typeof extrasSchema>, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Extras"];

  static override defineSchema() {
    return extrasSchema();
  }
}
