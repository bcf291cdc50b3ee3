/**
 * 52 Fates data models: the player character [F52-03, F52-09, F52-14, F52-21] and the monster
 * [F52-22]. Derived values come from the pure rules in src/rules/fates52.
 */
import {
  CHARACTER_CLASSES,
  MAX_BACKGROUND_SKILLS,
  PC_MOVEMENT_FEET,
  ENCOUNTERS_PER_LEVEL,
  cardsPerPlay,
  levelForEncounters,
  maxHitPoints,
} from "../../rules/fates52/index.ts";
import type { MonsterAttack } from "../../rules/fates52/index.ts";

const fields = foundry.data.fields;

function characterSchema() {
  return {
    characterClass: new fields.StringField({ required: true, blank: false, initial: "warrior", choices: [...CHARACTER_CLASSES] }),
    level: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    encounters: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    /** Current HP, which is also the current maximum hand size [F52-14]. */
    hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 3 }),
    /** Up to three [F52-03]; the sheet adds them through the pure rule, which refuses a fourth. */
    backgroundSkills: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), {
      required: true,
      initial: [],
      validate: (value: unknown) => Array.isArray(value) && value.length <= MAX_BACKGROUND_SKILLS,
    }),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
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

export class Fates52CharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  {},
  CharacterDerivedData
> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Fates52.Character"];

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

function attackResultSchema(damage: number) {
  return {
    /** Damage, or -1 for the regular Ace result: half the target's HP, at least 3 [F52-10]. */
    damage: new fields.NumberField({ required: true, nullable: false, integer: true, min: -1, initial: damage }),
    /** The FD's own words for a special effect, shown as written [F52-22]. */
    effect: new fields.StringField({ required: true, blank: true, initial: "" }),
  };
}

function monsterSchema() {
  return {
    hp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 3 }),
    maxHp: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 3 }),
    movement: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: PC_MOVEMENT_FEET }),
    cardsPerPlay: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    /** The Fate Dealer's initiative group [F52-05]. */
    group: new fields.StringField({ required: true, blank: false, initial: "monsters" }),
    attacks: new fields.ArrayField(
      new fields.SchemaField({
        id: new fields.StringField({ required: true, blank: false, initial: "attack" }),
        name: new fields.StringField({ required: true, blank: false, initial: "Attack" }),
        number: new fields.SchemaField(attackResultSchema(1)),
        face: new fields.SchemaField(attackResultSchema(2)),
        ace: new fields.SchemaField(attackResultSchema(-1)),
      }),
      { required: true, initial: [] },
    ),
    notes: new fields.HTMLField({ required: true, blank: true, initial: "" }),
  };
}

type MonsterSchema = ReturnType<typeof monsterSchema>;

/** Stored attack result → the pure rules' MonsterAttack [F52-22]. */
export function monsterAttacks(attacks: readonly { id: string; name: string; number: StoredResult; face: StoredResult; ace: StoredResult }[]): MonsterAttack[] {
  const result = (stored: StoredResult) => ({
    damage: stored.damage < 0 ? null : stored.damage,
    effect: stored.effect === "" ? null : stored.effect,
  });
  return attacks.map((attack) => ({ id: attack.id, name: attack.name, number: result(attack.number), face: result(attack.face), ace: result(attack.ace) }));
}

interface StoredResult {
  readonly damage: number;
  readonly effect: string;
}

export class Fates52MonsterModel extends foundry.abstract.TypeDataModel<MonsterSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Fates52.Monster"];

  static override defineSchema(): MonsterSchema {
    return monsterSchema();
  }
}
