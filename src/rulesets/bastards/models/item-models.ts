/**
 * A Game of Bastards' item data models: catalogue entries. An advantage or disadvantage names its
 * catalogue id and carries its suit, cost and limits as data (packs and the sheet read them); a
 * weapon names the combat skill it is used with; a specialty joins two skills [GOB-06]. Every
 * item subtype opens in the base item sheet, its form built from these schemas.
 */
import { ADVANTAGES, DISADVANTAGES, advantageNameKey, disadvantageNameKey } from "../../../rules/bastards/catalogue.ts";
import { MAX_POWER_RATING } from "../../../rules/bastards/combatants.ts";
import { MAX_ENTRY_RANKS } from "../../../rules/bastards/limits.ts";
import { descriptionField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { SUIT_CHOICES, isSkillId } from "./choices.ts";

const fields = foundry.data.fields;

const suitField = () => new fields.StringField({ required: true, blank: false, initial: "C", choices: SUIT_CHOICES });
const ranksField = () => wholeField(1, { min: 1, max: MAX_ENTRY_RANKS });
const skillField = (initial: string, validate: (value: unknown) => boolean = isSkillId) =>
  new fields.StringField({ required: true, blank: false, initial, validate });

function advantageSchema() {
  return {
    advantageId: new fields.StringField({
      required: true,
      blank: false,
      initial: "toughness",
      choices: Object.fromEntries(ADVANTAGES.map((spec) => [spec.id, advantageNameKey(spec.id)])),
    }),
    suit: suitField(),
    category: new fields.StringField({
      required: true,
      blank: false,
      initial: "utility",
      choices: {
        defensive: "DECKBOUND.Bastards.Category.defensive",
        offensive: "DECKBOUND.Bastards.Category.offensive",
        utility: "DECKBOUND.Bastards.Category.utility",
      },
    }),
    cost: wholeField(1, { min: 0, max: 10 }),
    creationOnly: new fields.BooleanField({ required: true, initial: false }),
    maxRanks: ranksField(),
    /** Counter and Florentine are bought for one weapon. */
    needsWeapon: new fields.BooleanField({ required: true, initial: false }),
    description: descriptionField(),
  };
}

export class BastardsAdvantageModel extends foundry.abstract.TypeDataModel<ReturnType<typeof advantageSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.AdvantageItem"];

  static override defineSchema() {
    return advantageSchema();
  }
}

function disadvantageSchema() {
  return {
    disadvantageId: new fields.StringField({
      required: true,
      blank: false,
      initial: "large",
      choices: Object.fromEntries(DISADVANTAGES.map((spec) => [spec.id, disadvantageNameKey(spec.id)])),
    }),
    suit: suitField(),
    /** Can never be bought off [GOB-08]. */
    permanent: new fields.BooleanField({ required: true, initial: false }),
    maxRanks: ranksField(),
    description: descriptionField(),
  };
}

export class BastardsDisadvantageModel extends foundry.abstract.TypeDataModel<ReturnType<typeof disadvantageSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.DisadvantageItem"];

  static override defineSchema() {
    return disadvantageSchema();
  }
}

function weaponSchema() {
  return {
    /** The combat skill it is used with (`combat:<weapon>`) [GOB-05]. */
    skill: skillField("combat:unarmed", (value) => isSkillId(value) && String(value).startsWith("combat:")),
    melee: new fields.BooleanField({ required: true, initial: true }),
    /** Added to damage on a hit (Extras' attacks), never above a Power Rating [GOB-26]. */
    damageBonus: wholeField(0, { min: 0, max: MAX_POWER_RATING }),
    description: descriptionField(),
  };
}

export class BastardsWeaponModel extends foundry.abstract.TypeDataModel<ReturnType<typeof weaponSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.Weapon"];

  static override defineSchema() {
    return weaponSchema();
  }
}

function specialtySchema() {
  return {
    first: skillField("athletics"),
    second: skillField("dexterity"),
  };
}

export class BastardsSpecialtyModel extends foundry.abstract.TypeDataModel<ReturnType<typeof specialtySchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.Bastards.SpecialtyItem"];

  static override defineSchema() {
    return specialtySchema();
  }
}
