/**
 * DOA data models: the three character kinds [DOA-21] and the four item types. Derived values
 * (maximum health, AC, speed, every check modifier) come from the pure rules via character.ts.
 */
import { ATTRIBUTES, DAMAGE_KINDS, SKILLS } from "../../rules/doa/index.ts";
import type { CharacterKind } from "../../rules/doa/index.ts";
import { deriveCharacter } from "./character.ts";
import type { DerivedCharacter, StoredArmor, StoredCharacter } from "./character.ts";
import { worldRulings } from "./world-rulings.ts";

const fields = foundry.data.fields;

const whole = (initial: number, extra: { min?: number; max?: number } = {}) =>
  new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial, ...extra });

function attributesSchema() {
  return Object.fromEntries(ATTRIBUTES.map((attribute) => [attribute, whole(0, { max: 6 })])) as Record<(typeof ATTRIBUTES)[number], ReturnType<typeof whole>>;
}

function skillsSchema() {
  return Object.fromEntries(SKILLS.map((skill) => [skill, whole(0, { max: 6 })])) as Record<(typeof SKILLS)[number], ReturnType<typeof whole>>;
}

function characterFields() {
  return {
    attributes: new fields.SchemaField(attributesSchema()),
    skills: new fields.SchemaField(skillsSchema()),
    primarySkill: new fields.StringField({ required: true, blank: true, initial: "", choices: [...SKILLS] }),
    hp: new fields.SchemaField({ value: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 5 }) }),
    ap: new fields.SchemaField({ value: whole(0) }),
    /** Energy Points: what limited-use powers spend; recharged by a rest's Energy goal [DOA-20]. */
    energy: new fields.SchemaField({ value: whole(0), max: whole(0) }),
    baseSpeed: whole(6, { max: 20 }),
    notes: new fields.StringField({ required: true, blank: true, initial: "" }),
  };
}

function dealerSchema() {
  return {
    ...characterFields(),
    level: whole(1, { max: 20 }),
    primarySuit: new fields.StringField({ required: true, blank: true, initial: "", choices: ["C", "D", "H", "S"] }),
    experience: whole(0),
    deck: new fields.SchemaField({ exhaustions: whole(0), fateTokens: whole(0) }),
  };
}

function bystanderSchema() {
  const base = characterFields();
  return {
    ...base,
    hp: new fields.SchemaField({
      value: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 1 }),
      max: whole(1, { min: 1, max: 3 }),
    }),
  };
}

function companionSchema() {
  return { ...characterFields(), dealerId: new fields.StringField({ required: true, blank: true, initial: "" }) };
}

type DerivedData = { derived: DerivedCharacter };

/** The equipped armour among an actor's items, if any. */
function equippedArmor(actor: Actor.Implementation | null | undefined): StoredArmor | null {
  const item = actor?.items.find((candidate) => candidate.type === "doaArmor" && (candidate.system as { equipped?: boolean }).equipped === true);
  return item ? (item.system as unknown as StoredArmor) : null;
}

function derive(model: { parent: Actor.Implementation | null | undefined } & StoredCharacter, kind: CharacterKind, level: number): DerivedCharacter {
  return deriveCharacter(kind, model, level, equippedArmor(model.parent), worldRulings());
}

export class DealerModel extends foundry.abstract.TypeDataModel<ReturnType<typeof dealerSchema>, Actor.Implementation, {}, DerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character", "DECKBOUND.DOA.Dealer"];
  static override defineSchema() {
    return dealerSchema();
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = derive(this, "dealer", this.level);
  }
}

export class BystanderModel extends foundry.abstract.TypeDataModel<ReturnType<typeof bystanderSchema>, Actor.Implementation, {}, DerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character"];
  static override defineSchema() {
    return bystanderSchema();
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = derive(this, "bystander", 0);
  }
}

export class CompanionModel extends foundry.abstract.TypeDataModel<ReturnType<typeof companionSchema>, Actor.Implementation, {}, DerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character", "DECKBOUND.DOA.Companion"];
  static override defineSchema() {
    return companionSchema();
  }
  /** The Dealer this Companion follows [DOA-17, DOA-21]. */
  get dealer(): Actor.Implementation | undefined {
    const dealer = this.dealerId ? game.actors?.get(this.dealerId) : undefined;
    return dealer?.type === "doaDealer" ? dealer : undefined;
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const level = (this.dealer?.system as { level?: number } | undefined)?.level ?? 1;
    this.derived = derive(this, "companion", level);
  }
}

const description = () => new fields.StringField({ required: true, blank: true, initial: "" });

function powerSchema() {
  return { cost: whole(1, { min: 1, max: 2 }), description: description() };
}

function vulnerabilitySchema() {
  return { gain: whole(1, { min: 1, max: 2 }), description: description() };
}

function armorSchema() {
  return {
    ac: whole(5, { max: 6 }),
    ap: whole(2),
    strengthRequirement: whole(0, { max: 6 }),
    equipped: new fields.BooleanField({ initial: false }),
    description: description(),
  };
}

function weaponSchema() {
  return {
    damage: whole(1, { max: 10 }),
    damageKind: new fields.StringField({ required: true, blank: false, initial: "physical", choices: [...DAMAGE_KINDS] }),
    skill: new fields.StringField({ required: true, blank: true, initial: "", choices: [...SKILLS] }),
    description: description(),
  };
}

export class PowerModel extends foundry.abstract.TypeDataModel<ReturnType<typeof powerSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Power"];
  static override defineSchema() {
    return powerSchema();
  }
}

export class VulnerabilityModel extends foundry.abstract.TypeDataModel<ReturnType<typeof vulnerabilitySchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Vulnerability"];
  static override defineSchema() {
    return vulnerabilitySchema();
  }
}

export class ArmorModel extends foundry.abstract.TypeDataModel<ReturnType<typeof armorSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Armor"];
  static override defineSchema() {
    return armorSchema();
  }
}

export class WeaponModel extends foundry.abstract.TypeDataModel<ReturnType<typeof weaponSchema>, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Weapon"];
  static override defineSchema() {
    return weaponSchema();
  }
}
