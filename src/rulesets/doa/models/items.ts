/**
 * DOA item models: Powers and Vulnerabilities (1–2 experience points each [DOA-22]), armour (AC,
 * AP, Strength requirement, worn or not, a special effect such as colour-matched hits, a bonus to one attribute's or skill's checks [DOA-18]) and weapons (damage, its kind, the skill it is
 * wielded with [DOA-15]). Every number and text is bounded; choices are value → label key.
 */
import { ARMOR_EFFECTS, DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import { armorEffectLabelKey, attributeLabelKey, damageKindLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { DEFAULT_CREATION_COSTS } from "../../../rules/doa/rulings.ts";
import { ARMOR_BONUS_RANGE, ATTRIBUTES, SKILLS } from "../../../rules/doa/stats.ts";
import { descriptionField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { ATTRIBUTE_RANGE, ARMOR_POINTS_RANGE } from "./bounds.ts";

const fields = foundry.data.fields;

/** The most damage a weapon deals in one hit. */
export const MAX_WEAPON_DAMAGE = 10;

function powerSchema() {
  return { cost: wholeField(1, DEFAULT_CREATION_COSTS.powerCost), description: descriptionField() };
}

function vulnerabilitySchema() {
  return {
    gain: wholeField(1, DEFAULT_CREATION_COSTS.vulnerabilityGain),
    description: descriptionField(),
    // Added during Character Creation, so it yields its gain [DOA-22]; set when it joins a Dealer (creation-vulnerabilities.ts).
    atCreation: new fields.BooleanField({ required: true, initial: true }),
  };
}

function armorSchema() {
  return {
    ac: wholeField(5, { min: 0, max: 6 }),
    ap: wholeField(2, ARMOR_POINTS_RANGE),
    strengthRequirement: wholeField(0, ATTRIBUTE_RANGE),
    equipped: new fields.BooleanField({ initial: false }),
    effect: new fields.StringField({
      required: true,
      blank: false,
      initial: "none",
      choices: Object.fromEntries(ARMOR_EFFECTS.map((effect) => [effect, armorEffectLabelKey(effect)])),
    }),
    // The attribute or skill whose checks the armour helps ("": none) and by how much, 1–3 [DOA-18].
    bonusOn: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      choices: Object.fromEntries([
        ...ATTRIBUTES.map((attribute) => [attribute, attributeLabelKey(attribute)]),
        ...SKILLS.map((skill) => [skill, skillLabelKey(skill)]),
      ]),
    }),
    bonusAmount: wholeField(1, ARMOR_BONUS_RANGE),
    description: descriptionField(),
  };
}

function weaponSchema() {
  return {
    damage: wholeField(1, { min: 0, max: MAX_WEAPON_DAMAGE }),
    damageKind: new fields.StringField({
      required: true,
      blank: false,
      initial: "physical",
      choices: Object.fromEntries(DAMAGE_KINDS.map((kind) => [kind, damageKindLabelKey(kind)])),
    }),
    skill: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      choices: Object.fromEntries(SKILLS.map((skill) => [skill, skillLabelKey(skill)])),
    }),
    description: descriptionField(),
  };
}

export class DoaPowerModel extends foundry.abstract.TypeDataModel<ReturnType<typeof powerSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Power"];
  static override defineSchema() {
    return powerSchema();
  }
}

export class DoaVulnerabilityModel extends foundry.abstract.TypeDataModel<ReturnType<typeof vulnerabilitySchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Vulnerability"];
  static override defineSchema() {
    return vulnerabilitySchema();
  }
}

export class DoaArmorModel extends foundry.abstract.TypeDataModel<ReturnType<typeof armorSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Armor"];
  static override defineSchema() {
    return armorSchema();
  }
}

export class DoaWeaponModel extends foundry.abstract.TypeDataModel<ReturnType<typeof weaponSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Weapon"];
  static override defineSchema() {
    return weaponSchema();
  }
}
