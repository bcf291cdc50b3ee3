/**
 * DOA actor models: the three character kinds [DOA-21]. Derived values (maximum health, AC, speed,
 * every check modifier) come from the pure rules via character.ts. Every number has its bounds
 * (bounds.ts) and every text a length.
 */
import { skillLabelKey } from "../../../rules/doa/labels.ts";
import { ATTRIBUTES, SKILLS } from "../../../rules/doa/stats.ts";
import type { CharacterKind } from "../../../rules/doa/index.ts";
import { descriptionField, nameField, wholeField } from "../../../foundry/documents/model-fields.ts";
import { itemSystemOf, systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR, DOA_ITEM, kindOfType } from "../ids.ts";
import { worldRulings } from "../rulings.ts";
import {
  ARMOR_POINTS_RANGE,
  ATTRIBUTE_RANGE,
  BYSTANDER_HEALTH_RANGE,
  ENERGY_RANGE,
  EXHAUSTIONS_RANGE,
  EXPERIENCE_RANGE,
  FATE_TOKENS_RANGE,
  HEALTH_RANGE,
  LEVEL_RANGE,
  SPEED_RANGE,
} from "./bounds.ts";
import { deriveCharacter } from "./character.ts";
import type { DerivedCharacter, StoredArmor, StoredCharacter } from "./character.ts";

const fields = foundry.data.fields;

function modifiersSchema<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, wholeField(0, ATTRIBUTE_RANGE)])) as Record<K, ReturnType<typeof wholeField>>;
}

function characterFields() {
  return {
    attributes: new fields.SchemaField(modifiersSchema(ATTRIBUTES)),
    skills: new fields.SchemaField(modifiersSchema(SKILLS)),
    primarySkill: new fields.StringField({
      required: true,
      blank: true,
      initial: "",
      choices: Object.fromEntries(SKILLS.map((skill) => [skill, skillLabelKey(skill)])),
    }),
    hp: new fields.SchemaField({ value: wholeField(5, HEALTH_RANGE) }),
    ap: new fields.SchemaField({ value: wholeField(0, ARMOR_POINTS_RANGE) }),
    /** Energy Points: what limited-use powers spend; recharged by a rest's Energy goal [DOA-20]. */
    energy: new fields.SchemaField({ value: wholeField(0, ENERGY_RANGE), max: wholeField(0, ENERGY_RANGE) }),
    baseSpeed: wholeField(6, SPEED_RANGE),
    background: nameField(),
    role: nameField(),
    /** Plain text (shown escaped, never as HTML). */
    notes: descriptionField(),
  };
}

function dealerSchema() {
  return {
    ...characterFields(),
    level: wholeField(1, LEVEL_RANGE),
    primarySuit: new fields.StringField({ required: true, blank: true, initial: "", choices: ["C", "D", "H", "S"] }),
    experience: wholeField(0, EXPERIENCE_RANGE),
    /** In Character Creation: Vulnerabilities added now yield experience [DOA-22]. */
    inCreation: new fields.BooleanField({ required: true, initial: true }),
    deck: new fields.SchemaField({ exhaustions: wholeField(0, EXHAUSTIONS_RANGE), fateTokens: wholeField(0, FATE_TOKENS_RANGE) }),
    /** A Dealer the GM plays draws from the GM's deck, its Fate Cards the GM's [DOA-03, DOA-21]; ignored while a player owns it. */
    gmDeck: new fields.BooleanField({ required: true, initial: false }),
  };
}

function bystanderSchema() {
  return {
    ...characterFields(),
    hp: new fields.SchemaField({
      value: wholeField(1, { min: HEALTH_RANGE.min, max: BYSTANDER_HEALTH_RANGE.max }),
      max: wholeField(1, BYSTANDER_HEALTH_RANGE),
    }),
  };
}

const DOCUMENT_ID = /^[a-zA-Z0-9]{0,64}$/;

/**
 * A Companion follows a Dealer [DOA-21]: its link is blank, or an id; an id naming an actor that is
 * not a Dealer (another Companion, itself, a Bystander) is refused. An id naming no actor (a Dealer
 * since deleted) is kept: the Companion then draws from the GM's deck, and nothing is lost.
 */
function isDealerLink(value: unknown): boolean {
  if (typeof value !== "string" || !DOCUMENT_ID.test(value)) return false;
  const linked = value ? game.actors?.get(value) : undefined;
  return !linked || linked.type === DOA_ACTOR.dealer;
}

function companionSchema() {
  return {
    ...characterFields(),
    // A new Companion starts at the least Health any Dealer's level gives it [DOA-17].
    hp: new fields.SchemaField({ value: wholeField(1, HEALTH_RANGE) }),
    dealerId: new fields.StringField({ required: true, blank: true, initial: "", validate: isDealerLink }),
  };
}

type DerivedData = { derived: DerivedCharacter };

/** The worn armour among an actor's items, if any. */
export function equippedArmor(actor: Actor.Implementation | null | undefined): StoredArmor | null {
  for (const item of actor?.items ?? []) {
    const armor = itemSystemOf(item, DOA_ITEM.armor);
    if (armor?.equipped) return armor;
  }
  return null;
}

function derive(
  model: { parent: Actor.Implementation | null | undefined } & StoredCharacter,
  kind: CharacterKind,
  level: number,
): DerivedCharacter {
  return deriveCharacter(kind, model, level, equippedArmor(model.parent), worldRulings());
}

export class DoaDealerModel extends foundry.abstract.TypeDataModel<ReturnType<typeof dealerSchema>, Actor.Implementation, {}, DerivedData> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character", "DECKBOUND.DOA.Dealer"];
  static override defineSchema() {
    return dealerSchema();
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = derive(this, "dealer", this.level);
  }
}

export class DoaBystanderModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof bystanderSchema>,
  Actor.Implementation,
  {},
  DerivedData
> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character", "DECKBOUND.DOA.Bystander"];
  static override defineSchema() {
    return bystanderSchema();
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = derive(this, "bystander", 0);
  }
}

export class DoaCompanionModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof companionSchema>,
  Actor.Implementation,
  {},
  DerivedData
> {
  static override LOCALIZATION_PREFIXES = ["DECKBOUND.DOA.Character", "DECKBOUND.DOA.Companion"];
  static override defineSchema() {
    return companionSchema();
  }
  /** The Dealer this Companion follows [DOA-17, DOA-21]. */
  get dealer(): Actor.Implementation | undefined {
    const dealer = this.dealerId ? game.actors?.get(this.dealerId) : undefined;
    return dealer?.type === DOA_ACTOR.dealer ? dealer : undefined;
  }
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = derive(this, "companion", systemOf(this.dealer, DOA_ACTOR.dealer)?.level ?? 1);
  }
}

export type DoaCharacterModel = DoaDealerModel | DoaBystanderModel | DoaCompanionModel;

/** A DOA actor's kind and data model, or null for an actor of another type. */
export function doaCharacterOf(
  actor: Actor.Implementation | null | undefined,
): { readonly kind: CharacterKind; readonly system: DoaCharacterModel } | null {
  const kind = actor ? kindOfType(actor.type) : undefined;
  const system = kind ? systemOf(actor, DOA_ACTOR[kind]) : null;
  return kind && system ? { kind, system } : null;
}
