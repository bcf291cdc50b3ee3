/**
 * The 52 Fates player character's data model [F52-03, F52-09, F52-14, F52-21]: every value bounded
 * (a level of at most MAX_LEVEL, HP of at most the highest level's, at most three background skills
 * of a name's length, notes of a text's length), so an out-of-range edit is refused by the model.
 * Derived values come from the pure rules in src/rules/fates52.
 */
import {
  CHARACTER_CLASSES,
  ENCOUNTERS_PER_LEVEL,
  MAX_BACKGROUND_SKILLS,
  MAX_ENCOUNTERS,
  MAX_HP,
  MAX_LEVEL,
  PC_MOVEMENT_FEET,
  cardsPerPlay,
  levelForEncounters,
  maxHitPoints,
} from "../../../rules/fates52/character.ts";
import { descriptionField, nameField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { F52_I18N } from "../ids.ts";

const fields = foundry.data.fields;

function characterSchema() {
  return {
    characterClass: new fields.StringField({ required: true, blank: false, initial: "warrior", choices: [...CHARACTER_CLASSES] }),
    level: wholeField(1, { min: 1, max: MAX_LEVEL }),
    encounters: wholeField(0, { min: 0, max: MAX_ENCOUNTERS }),
    /** Current HP, which is also the current maximum hand size [F52-14]; never above the level's maximum (the sheet checks). */
    hp: wholeField(3, { min: 0, max: MAX_HP }),
    /** Up to three [F52-03]; the sheet adds them through the pure rule, which refuses a fourth. */
    backgroundSkills: new fields.ArrayField(nameField(), {
      required: true,
      initial: [],
      validate: (value: unknown) => Array.isArray(value) && value.length <= MAX_BACKGROUND_SKILLS,
    }),
    /** Plain text, shown escaped. */
    notes: descriptionField(),
  };
}

type CharacterSchema = ReturnType<typeof characterSchema>;
/** Must be a type literal, not an interface (TypeDataModel's AnyObject constraint). */
type CharacterDerivedData = {
  maxHp: number;
  movement: number;
  attackCards: number;
  spellCards: number;
  /** Encounters still to survive for the next level [F52-21]. */
  encountersToNextLevel: number;
};

export class Fates52CharacterModel extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation, {}, CharacterDerivedData> {
  static override LOCALIZATION_PREFIXES = [`${F52_I18N}.Character`];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  /** Older data might carry a level below what its encounters give: the encounters win [F52-21]. */
  static override migrateData(source: Record<string, unknown>) {
    const encounters = source["encounters"];
    const level = source["level"];
    if (typeof encounters === "number" && typeof level === "number") source["level"] = Math.max(level, levelForEncounters(encounters));
    return super.migrateData(source);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const characterClass = this.characterClass === "wizard" ? "wizard" : "warrior";
    this.maxHp = maxHitPoints(this.level);
    this.movement = PC_MOVEMENT_FEET;
    this.attackCards = cardsPerPlay(characterClass, this.level, "physicalAttack");
    this.spellCards = cardsPerPlay(characterClass, this.level, "spell");
    this.encountersToNextLevel = ENCOUNTERS_PER_LEVEL - (this.encounters % ENCOUNTERS_PER_LEVEL);
  }
}
