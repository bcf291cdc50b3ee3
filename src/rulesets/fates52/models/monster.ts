/**
 * The 52 Fates monster's data model [F52-22]: HP, movement, cards per play, its initiative group and
 * its attacks (number / face / Ace results: damage and the Fate Dealer's own words), every value
 * bounded (MONSTER_BOUNDS). The sheet's values are the monster's template: every combat starts from
 * them.
 */
import { CHARACTER_CLASSES, PC_MOVEMENT_FEET } from "../../../rules/fates52/character.ts";
import { MONSTER_BOUNDS } from "../../../rules/fates52/monsters.ts";
import type { MonsterAttack } from "../../../rules/fates52/index.ts";
import { descriptionField, nameField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { F52_I18N } from "../ids.ts";

const fields = foundry.data.fields;

/** The regular results of a tier: damage, or -1 for the regular Ace result (half the target's HP, at least 3 [F52-10]). */
export const REGULAR_DAMAGE = { number: 1, face: 2, ace: -1 } as const;

function attackResultSchema(damage: number) {
  return {
    /** Damage, or -1 for the regular Ace result [F52-10]. */
    damage: wholeField(damage, { min: -1, max: MONSTER_BOUNDS.damage }),
    /** The FD's own words for a special effect, shown as written (escaped) [F52-22]. */
    effect: descriptionField(MONSTER_BOUNDS.effect),
  };
}

function attackSchema() {
  return {
    id: new fields.StringField({
      required: true,
      blank: false,
      initial: "attack",
      validate: (value: unknown) => typeof value === "string" && /^[\w-]{1,40}$/.test(value),
    }),
    name: nameField("Attack"),
    number: new fields.SchemaField(attackResultSchema(REGULAR_DAMAGE.number)),
    face: new fields.SchemaField(attackResultSchema(REGULAR_DAMAGE.face)),
    ace: new fields.SchemaField(attackResultSchema(REGULAR_DAMAGE.ace)),
  };
}

function monsterSchema() {
  return {
    hp: wholeField(3, { min: 0, max: MONSTER_BOUNDS.hp }),
    maxHp: wholeField(3, { min: 1, max: MONSTER_BOUNDS.hp }),
    movement: wholeField(PC_MOVEMENT_FEET, { min: 0, max: MONSTER_BOUNDS.movement }),
    cardsPerPlay: wholeField(1, { min: 1, max: MONSTER_BOUNDS.cardsPerPlay }),
    /** "" for a plain monster; a warrior-like one maneuvers, a spellcasting one casts [F52-19, F52-20, F52-22]. */
    characterClass: new fields.StringField({ required: true, blank: true, initial: "", choices: ["", ...CHARACTER_CLASSES] }),
    /** The Fate Dealer's initiative group [F52-05]. */
    group: new fields.StringField({
      required: true,
      blank: false,
      initial: "monsters",
      validate: (value: unknown) => typeof value === "string" && value.length <= 40,
    }),
    attacks: new fields.ArrayField(new fields.SchemaField(attackSchema()), {
      required: true,
      initial: [],
      validate: (value: unknown) => Array.isArray(value) && value.length <= MONSTER_BOUNDS.attacks,
    }),
    /** Plain text, shown escaped. */
    notes: descriptionField(),
  };
}

type MonsterSchema = ReturnType<typeof monsterSchema>;

interface StoredResult {
  readonly damage: number;
  readonly effect: string;
}

export interface StoredAttack {
  readonly id: string;
  readonly name: string;
  readonly number: StoredResult;
  readonly face: StoredResult;
  readonly ace: StoredResult;
}

/** Stored attack results → the pure rules' MonsterAttack [F52-22]. */
export function monsterAttacks(attacks: readonly StoredAttack[]): MonsterAttack[] {
  const result = (stored: StoredResult) => ({
    damage: stored.damage < 0 ? null : stored.damage,
    effect: stored.effect === "" ? null : stored.effect,
  });
  return attacks.map((attack) => ({
    id: attack.id,
    name: attack.name,
    number: result(attack.number),
    face: result(attack.face),
    ace: result(attack.ace),
  }));
}

export class Fates52MonsterModel extends foundry.abstract.TypeDataModel<MonsterSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = [`${F52_I18N}.Monster`];

  static override defineSchema(): MonsterSchema {
    return monsterSchema();
  }
}
