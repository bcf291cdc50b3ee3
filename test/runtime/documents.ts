/**
 * The plain world documents: Actor (+ embedded Item), Item, Combat (+ embedded Combatant).
 * Only their data, CRUD and permissions: no rolls, tokens, or combat turn logic (those fail closed).
 */
import { RuntimeDocument, TypeDataField, flagsField, ownershipField, type RoleName } from "./document.ts";
import { BooleanField, NumberField, StringField } from "./fields.ts";
import { runtime } from "./state.ts";
import { statusesOf, toggleStatusEffect, type RuntimeActiveEffect } from "./active-effects.ts";
import type { Collection } from "./collection.ts";

/**
 * Fields every primary document shares. `defaultImg` is the artwork a new document gets without one
 * of its own: Foundry's Actor.DEFAULT_ICON is CONST.DEFAULT_TOKEN, "icons/svg/mystery-man.svg"
 * (https://foundryvtt.com/api/v14/variables/CONST.DEFAULT_TOKEN.html, "the default artwork used for Token images"), and Item.DEFAULT_ICON is
 * "icons/svg/item-bag.svg" (systems test for it to swap in their own, e.g. utopia's Item
 * prepareDerivedData: `if (itemData.img === "icons/svg/item-bag.svg")`).
 */
function commonFields(documentName: string, coreTypes: string[], defaultImg: string) {
  return {
    _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
    name: new StringField({ required: true, blank: false }),
    type: new StringField({ required: true, blank: false, initial: coreTypes[0] }),
    img: new StringField({ required: false, blank: true, nullable: true, initial: defaultImg }),
    system: new TypeDataField(documentName, coreTypes),
    folder: new StringField({ required: false, blank: false, nullable: true, initial: null }),
    sort: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    ownership: ownershipField(),
    flags: flagsField(),
  };
}

/**
 * Deliberate simplification: "base" is accepted as a core type for Actor and Item so tests need not
 * register a model; the creation roles follow Foundry's default permission table as we understand it
 * (ACTOR_CREATE, ITEM_CREATE, CARDS_CREATE: Assistant GM).
 */
export class RuntimeActor extends RuntimeDocument {
  static override metadata = {
    name: "Actor",
    embedded: { Item: "items", ActiveEffect: "effects" },
    coreTypes: ["base"],
    createRole: "ASSISTANT" as RoleName,
    foreignKeys: {},
  };

  static override defineSchema() {
    return commonFields("Actor", ["base"], "icons/svg/mystery-man.svg");
  }

  declare effects: Collection<RuntimeActiveEffect>;
  /** The status ids of the actor's active effects, refreshed whenever the actor is prepared. */
  declare statuses: Set<string>;

  /** Simplification: only the actor's own effects count (none transfer from items). */
  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.statuses = statusesOf(this.effects);
  }

  toggleStatusEffect(
    statusId: string,
    options: { active?: boolean | null; overlay?: boolean | null } = {},
  ): Promise<RuntimeActiveEffect | boolean | undefined> {
    return toggleStatusEffect(this, statusId, options);
  }
}

export class RuntimeItem extends RuntimeDocument {
  static override metadata = { name: "Item", embedded: {}, coreTypes: ["base"], createRole: "ASSISTANT" as RoleName, foreignKeys: {} };

  static override defineSchema() {
    return commonFields("Item", ["base"], "icons/svg/item-bag.svg");
  }

  /** The owning actor when embedded. */
  get actor(): RuntimeDocument | null {
    return this.parent;
  }
}

/** Combat: GM-owned (no ownership field: players are never owners). */
export class RuntimeCombat extends RuntimeDocument {
  static override metadata = {
    name: "Combat",
    embedded: { Combatant: "combatants" },
    coreTypes: ["base"],
    createRole: "ASSISTANT" as RoleName,
    foreignKeys: {},
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new TypeDataField("Combat", ["base"]),
      active: new BooleanField({ initial: false }),
      round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      turn: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
      sort: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      flags: flagsField(),
    };
  }

  /**
   * The tracker's Begin Combat, as Foundry v13 has it: `combatStart(combat, updateData)` on this (the
   * initiating) client only, before any write, with `{ round: 1, turn: 0 }` that listeners may
   * change; then one update with it (refused like any update for a user who may not write the
   * Combat). Simplification: no encounter sound, no turn-order setup (combat turn logic fails closed).
   */
  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    runtime().hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }
}

/** Combatant: embedded in a Combat; its permission follows the combat (simplification: not the actor). */
export class RuntimeCombatant extends RuntimeDocument {
  static override metadata = { name: "Combatant", embedded: {}, coreTypes: ["base"], createRole: "ASSISTANT" as RoleName, foreignKeys: {} };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new TypeDataField("Combatant", ["base"]),
      actorId: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      name: new StringField({ required: false, blank: true }),
      img: new StringField({ required: false, blank: true, nullable: true, initial: null }),
      initiative: new NumberField({ required: true, nullable: true, initial: null }),
      hidden: new BooleanField({ initial: false }),
      defeated: new BooleanField({ initial: false }),
      flags: flagsField(),
    };
  }

  get actor(): RuntimeDocument | null {
    const id = this._source["actorId"];
    return typeof id === "string" ? (runtime().collections.get("Actor")?.get(id) ?? null) : null;
  }
}
