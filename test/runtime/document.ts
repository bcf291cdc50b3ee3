/**
 * Documents in memory: a Document is a DataModel with an id, a place (world collection or a parent's
 * embedded collection), ownership, flags, a `system` validated against CONFIG.<Doc>.dataModels, and
 * create/update/delete that go through database.ts (permissions, hooks, write counting).
 */
import { Collection } from "./collection.ts";
import { DataModel, TypeDataModel } from "./data-model.ts";
import { DataField, NumberField, ObjectField, TypedObjectField, type CleanOptions } from "./fields.ts";
import { createDocuments, deleteDocuments, updateDocuments, type OperationOptions } from "./database.ts";
import { runtime } from "./state.ts";
import { deepClone, getProperty, isPlainObject, randomID, type AnyRecord } from "./utils.ts";
import type { RuntimeUser } from "./users.ts";

/** An application in a document's `apps`: what Document#render and a deletion call on it. */
export interface DocumentApp {
  /** The client (user) it was opened on. */
  readonly client: RuntimeUser | undefined;
  render(options: AnyRecord): Promise<unknown>;
  close(options: AnyRecord): Promise<unknown>;
}

export const OWNERSHIP_LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export type RoleName = keyof typeof USER_ROLES;

export interface DocumentMetadata {
  name: string;
  /** Embedded document name → the field holding that collection (Card → cards). */
  embedded: Record<string, string>;
  /** Types valid without a registered data model (their `system` is a free object). */
  coreTypes: string[];
  /** The lowest role that may create a world document of this kind (embedded ones need OWNER of the parent). */
  createRole: RoleName;
  /** Fields holding a world document's id, exposed as that document or null (field → document name). */
  foreignKeys: Record<string, string>;
}

function dataModelFor(documentName: string, type: unknown): typeof DataModel | undefined {
  return typeof type === "string" ? runtime().config[documentName]?.dataModels[type] : undefined;
}

/** `system`: cleaned, validated and initialised by the data model registered for the document's `type`. */
export class TypeDataField extends DataField {
  constructor(
    readonly documentName: string,
    readonly coreTypes: string[],
  ) {
    super({ required: true, nullable: false, initial: () => ({}) });
  }

  protected override cleanType(value: unknown, options: CleanOptions): unknown {
    const model = dataModelFor(this.documentName, options.source?.["type"]);
    if (!model || !isPlainObject(value)) return deepClone(value);
    return model.cleanData(model.migrateData(deepClone(value)));
  }

  protected override validateType(
    value: unknown,
    path: string,
    failures: Record<string, string>,
    options: CleanOptions,
  ): string | undefined {
    const type = options.source?.["type"];
    const model = dataModelFor(this.documentName, type);
    if (!model && !this.coreTypes.includes(String(type)))
      return `"${String(type)}" is not a valid type for the ${this.documentName} Document class`;
    if (!isPlainObject(value)) return "must be an object";
    model?.schema.validate(value, path, failures, { source: value });
    return undefined;
  }

  override initialize(value: unknown, document: object): unknown {
    const model = dataModelFor(this.documentName, (document as RuntimeDocument)._source["type"]);
    return model ? new model(value as AnyRecord, { parent: document }) : value;
  }
}

export function ownershipField(): TypedObjectField {
  return new TypedObjectField(new NumberField({ required: true, nullable: false, integer: true, min: -1, max: 3 }), {
    initial: () => ({ default: OWNERSHIP_LEVELS.NONE }),
  });
}

export function flagsField(): ObjectField {
  return new ObjectField();
}

export function documentClassFor(documentName: string): typeof RuntimeDocument {
  const config = runtime().config[documentName];
  if (!config) throw new Error(`No document class is configured for ${documentName}`);
  return config.documentClass;
}

const sheets = new WeakMap<RuntimeDocument, object>();

/** The base of every runtime document class. */
export class RuntimeDocument extends DataModel {
  static metadata: DocumentMetadata;

  static get documentName(): string {
    return this.metadata.name;
  }

  /** The configured class (CONFIG.<name>.documentClass), which may be a system subclass. */
  static get implementation(): typeof RuntimeDocument {
    return documentClassFor(this.documentName);
  }

  /** One data object → the document (undefined if a pre-hook cancelled); an array → the created documents. */
  static create<T extends typeof RuntimeDocument>(this: T, data: object[], options?: object): Promise<InstanceType<T>[]>;
  static create<T extends typeof RuntimeDocument>(this: T, data: object, options?: object): Promise<InstanceType<T> | undefined>;
  static create(data: object | object[], options?: object): Promise<unknown>;
  static async create(data: object | object[], options: object = {}): Promise<unknown> {
    if (Array.isArray(data)) return this.createDocuments(data, options);
    const [created] = await this.createDocuments([data], options);
    return created;
  }

  static createDocuments<T extends typeof RuntimeDocument>(this: T, data: object[], options: object = {}): Promise<InstanceType<T>[]> {
    return createDocuments(this, data as AnyRecord[], options as OperationOptions) as Promise<InstanceType<T>[]>;
  }

  static updateDocuments<T extends typeof RuntimeDocument>(this: T, updates: object[], options: object = {}): Promise<InstanceType<T>[]> {
    return updateDocuments(this, updates as AnyRecord[], options as OperationOptions) as Promise<InstanceType<T>[]>;
  }

  static deleteDocuments<T extends typeof RuntimeDocument>(this: T, ids: string[], options: object = {}): Promise<InstanceType<T>[]> {
    return deleteDocuments(this, ids, options as OperationOptions) as Promise<InstanceType<T>[]>;
  }

  /**
   * Foundry's "Create <Document>" dialog (`Document.createDialog(data, createOptions, options)`): a
   * name and a type, the types being `options.types` when given, else every type with a data model;
   * each labelled `TYPES.<Document>.<type>` when the language has it. Resolves with the created
   * document, or null when the dialog is dismissed. In Node the dialog takes a queued answer
   * (`{ name, type }`).
   */
  static async createDialog(
    data: object = {},
    createOptions: object = {},
    options: { types?: string[] } = {},
  ): Promise<RuntimeDocument | null | undefined> {
    const documentName = this.documentName;
    const known = Object.keys(runtime().config[documentName]?.dataModels ?? {});
    const types = (options.types ?? known).filter((type) => known.includes(type));
    if (types.length === 0) throw new Error(`No ${documentName} type may be created here`);
    const label = (type: string) => runtime().localize(`TYPES.${documentName}.${type}`) ?? type;
    const escape = (text: string) =>
      text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
    const text = (key: string, fallback: string) => runtime().localize(key) ?? fallback;
    const typeName = text(`DOCUMENT.${documentName}`, documentName);
    const defaultName = text("DOCUMENT.New", "New {type}").replace("{type}", typeName);
    const choices = types.map((type) => `<option value="${escape(type)}">${escape(label(type))}</option>`).join("");
    const content =
      `<div class="form-group"><label for="create-document-name">${escape(text("Name", "Name"))}</label><input id="create-document-name" name="name" type="text" placeholder="${escape(defaultName)}"></div>` +
      `<div class="form-group"><label for="create-document-type">${escape(text("Type", "Type"))}</label><select id="create-document-type" name="type">${choices}</select></div>`;
    const title = text("DOCUMENT.Create", "Create {type}").replace("{type}", typeName);
    const answer = (await runtime().openDialog("input", { window: { title }, content })) as
      | { name?: unknown; type?: unknown }
      | null
      | undefined;
    if (!answer || typeof answer !== "object") return null;
    const type = String(answer.type ?? types[0]);
    if (!types.includes(type)) throw new Error(`${documentName} type "${type}" may not be created here`);
    const name = typeof answer.name === "string" && answer.name.trim() ? answer.name.trim() : defaultName;
    return this.create({ ...data, name, type }, createOptions);
  }

  declare _id: string | null;
  declare parent: RuntimeDocument | null;

  /**
   * The applications shown for this document, by app id: Foundry's `ClientDocument#apps`, "a collection
   * of Application instances which should be re-rendered whenever this document is updated … Each
   * Application in this object will have its render method called by Document#render"
   * (https://foundryvtt.com/api/v9/ClientDocumentMixin.html#apps). A document sheet joins it on its
   * first render and leaves it on close (application.ts); any other view may join the apps of a
   * document it shows, as dnd5e's faction sheet joins its members' (foundryvtt/dnd5e
   * module/applications/actor/faction-sheet.mjs, `_onFirstRender` / `_onClose`).
   */
  declare readonly apps: Record<string, DocumentApp>;

  constructor(data: AnyRecord = {}, options: { parent?: RuntimeDocument | null } = {}) {
    super(data, options);
    Object.defineProperty(this, "apps", { value: {}, writable: false, enumerable: false });
    const meta = (this.constructor as typeof RuntimeDocument).metadata;
    for (const [embeddedName, field] of Object.entries(meta.embedded)) {
      const childClass = documentClassFor(embeddedName);
      const collection = new Collection<RuntimeDocument>(embeddedName);
      for (const childData of (data[field] as AnyRecord[] | undefined) ?? []) {
        const child = new childClass({ _id: randomID(), ...childData }, { parent: this });
        collection.set(child.id as string, child);
      }
      Object.defineProperty(this, field, { value: collection, enumerable: true, configurable: true });
    }
    this.prepareData();
  }

  /**
   * The compendium pack holding the document, if any: Foundry's `Document#pack`, "the canonical
   * identifier for the compendium pack which contains this Document, if any"
   * (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#pack). The runtime's packs
   * hold no documents (packs.ts), so every document here is the world's (or embedded in one): null.
   */
  get pack(): string | null {
    return null;
  }

  get documentName(): string {
    return (this.constructor as typeof RuntimeDocument).documentName;
  }

  get id(): string | null {
    return this._id;
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }

  /** The registered sheet for this document's type, made once per document. */
  get sheet(): unknown {
    let sheet = sheets.get(this);
    if (!sheet) {
      const sheetClass = runtime().sheetClassFor(this.documentName, String(this._source["type"] ?? "base"));
      if (typeof sheetClass !== "function")
        throw new Error(`No sheet is registered for ${this.documentName} "${String(this._source["type"])}"`);
      sheet = new (sheetClass as new (options: AnyRecord) => object)({ document: this });
      sheets.set(this, sheet);
    }
    return sheet;
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  /** The collection this document lives in (its parent's embedded collection, or the world's). */
  get collection(): Collection<RuntimeDocument> {
    if (this.parent) return this.parent.getEmbeddedCollection(this.documentName);
    const world = runtime().collections.get(this.documentName);
    if (!world) throw new Error(`${this.documentName} has no world collection`);
    return world;
  }

  protected override validationOwner(): string {
    return `${this.constructor.name} [${String(this._source?.["_id"] ?? "new")}]`;
  }

  /** Foreign-key fields read as the referenced world document. */
  protected override _initialize(): void {
    super._initialize();
    const meta = (this.constructor as typeof RuntimeDocument).metadata;
    for (const [field, documentName] of Object.entries(meta.foreignKeys)) {
      Object.defineProperty(this, field, {
        get: () => {
          const id = this._source[field];
          return typeof id === "string" ? (runtime().collections.get(documentName)?.get(id) ?? null) : null;
        },
        enumerable: true,
        configurable: true,
      });
    }
  }

  getEmbeddedCollection(embeddedName: string): Collection<RuntimeDocument> {
    const field = (this.constructor as typeof RuntimeDocument).metadata.embedded[embeddedName];
    if (!field) throw new Error(`${embeddedName} is not embedded in ${this.documentName}`);
    return (this as unknown as Record<string, Collection<RuntimeDocument>>)[field] as Collection<RuntimeDocument>;
  }

  getEmbeddedDocument(embeddedName: string, id: string): RuntimeDocument | undefined {
    return this.getEmbeddedCollection(embeddedName).get(id);
  }

  createEmbeddedDocuments(embeddedName: string, data: object[] = [], options: object = {}): Promise<RuntimeDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    return documentClassFor(embeddedName).createDocuments(data, { ...options, parent: this });
  }

  updateEmbeddedDocuments(embeddedName: string, updates: object[] = [], options: object = {}): Promise<RuntimeDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    return documentClassFor(embeddedName).updateDocuments(updates, { ...options, parent: this });
  }

  deleteEmbeddedDocuments(embeddedName: string, ids: string[] = [], options: object = {}): Promise<RuntimeDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    return documentClassFor(embeddedName).deleteDocuments(ids, { ...options, parent: this });
  }

  async update(data: object = {}, options: object = {}): Promise<this | undefined> {
    const [updated] = await updateDocuments(this.constructor as typeof RuntimeDocument, [{ ...data, _id: this.id }], {
      ...options,
      parent: this.parent,
    });
    return updated as this | undefined;
  }

  async delete(options: object = {}): Promise<this | undefined> {
    const [deleted] = await deleteDocuments(this.constructor as typeof RuntimeDocument, [this.id as string], {
      ...options,
      parent: this.parent,
    });
    return deleted as this | undefined;
  }

  /**
   * Foundry's confirmation before a document is deleted (`ClientDocument#deleteDialog(options,
   * operation)`, what the sidebar's "Delete" opens): a DialogV2.confirm titled "Delete <type>: <name>"
   * asking whether to delete it for good (DOCUMENT.Delete, AreYouSure, SIDEBAR.DeleteWarning, as
   * modules call the same confirm: https://github.com/krbz999/babonus, its bonus's deleteDialog).
   * Resolves with the deleted document once confirmed, or false when refused.
   */
  async deleteDialog(_options: object = {}, operation: object = {}): Promise<this | false | undefined> {
    const text = (key: string, fallback: string) => runtime().localize(key) ?? fallback;
    const type = text(`DOCUMENT.${this.documentName}`, this.documentName);
    const escape = (value: string) =>
      value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
    const title = `${text("DOCUMENT.Delete", "Delete {type}").replace("{type}", type)}: ${String(this._source["name"] ?? "")}`;
    const warning = text("SIDEBAR.DeleteWarning", "This {type} will be permanently deleted and cannot be recovered.").replace(
      "{type}",
      type,
    );
    const content = `<p><strong>${escape(text("AreYouSure", "Are you sure?"))}</strong> ${escape(warning)}</p>`;
    const confirmed = await runtime().openDialog("confirm", { window: { title }, content });
    return confirmed === true ? this.delete(operation) : false;
  }

  override toObject(source: boolean | null = true): AnyRecord {
    const data = super.toObject(source);
    for (const [embeddedName, field] of Object.entries((this.constructor as typeof RuntimeDocument).metadata.embedded)) {
      data[field] = this.getEmbeddedCollection(embeddedName).map((child) => child.toObject(source));
    }
    return data;
  }

  /* ---------------- data preparation ---------------- */

  /** As Foundry's client documents do: a source change (updateSource, e.g. in a preCreate hook) re-prepares the data. */
  protected override afterSourceChange(): void {
    this.prepareData();
  }

  /** Foundry's order: system base → document base → embedded → system derived → document derived. */
  prepareData(): void {
    const system = "system" in this ? this.system : undefined;
    const typed = system instanceof TypeDataModel ? system : undefined;
    typed?.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    typed?.prepareDerivedData();
    this.prepareDerivedData();
  }

  /** Prepare every embedded document (Actor adds its effects' statuses here, as Foundry does). */
  prepareEmbeddedDocuments(): void {
    for (const embeddedName of Object.keys((this.constructor as typeof RuntimeDocument).metadata.embedded)) {
      for (const child of this.getEmbeddedCollection(embeddedName)) child.prepareData();
    }
  }

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  /* ---------------- lifecycle hooks for subclasses ---------------- */

  async _preCreate(_data: AnyRecord, _options: OperationOptions, _user: RuntimeUser): Promise<boolean | void> {}
  _onCreate(_data: AnyRecord, _options: OperationOptions, _userId: string): void {}
  async _preUpdate(_changes: AnyRecord, _options: OperationOptions, _user: RuntimeUser): Promise<boolean | void> {}
  /** As Foundry's ClientDocument: an update re-renders the document's apps (unless `render: false`). */
  _onUpdate(changed: AnyRecord, options: OperationOptions, _userId: string): void {
    if (options["render"] !== false) this.render(false, { renderContext: `update${this.documentName}`, renderData: changed });
  }
  async _preDelete(_options: OperationOptions, _user: RuntimeUser): Promise<boolean | void> {}
  /** As Foundry's ClientDocument: a deleted document's apps close. */
  _onDelete(_options: OperationOptions, _userId: string): void {
    const client = runtime().currentUser();
    for (const app of Object.values(this.apps)) if (app.client === client) void app.close({ submit: false });
  }

  /**
   * Documents embedded in this one (or deeper) were created, updated or deleted: its apps re-render,
   * as Foundry's `_on{Create,Update,Delete}DescendantDocuments` do (an actor's sheet follows its
   * items; a card stack's window its cards), unless the operation said `render: false`.
   * ⚠ docs/FOUNDRY-ASSUMPTIONS.md: a parent's apps re-render on a descendant operation.
   */
  _onDescendantDocuments(action: "create" | "update" | "delete", documentName: string, options: OperationOptions): void {
    if (options["render"] !== false) this.render(false, { renderContext: `${action}${documentName}` });
    this.parent?._onDescendantDocuments(action, documentName, options);
  }

  /**
   * Document#render: render every application in `apps`. Each runs on the client that opened it
   * (application.ts): in Node, where every client shares one document, the current client renders
   * only its own.
   */
  render(force = false, context: AnyRecord = {}): void {
    const client = runtime().currentUser();
    for (const app of Object.values(this.apps)) if (app.client === client) void app.render({ force, ...context });
  }

  /* ---------------- flags ---------------- */

  /** Foundry only accepts flag scopes of the system, "core", "world" (and active modules; none here). */
  private assertFlagScope(scope: string): void {
    const valid = [runtime().systemId, "core", "world"];
    if (!valid.includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  }

  getFlag(scope: string, key: string): unknown {
    this.assertFlagScope(scope);
    return getProperty((this._source["flags"] as AnyRecord | undefined)?.[scope], key);
  }

  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    this.assertFlagScope(scope);
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  unsetFlag(scope: string, key: string): Promise<this | undefined> {
    this.assertFlagScope(scope);
    const parts = key.split(".");
    const last = parts.pop() as string;
    const head = [scope, ...parts].join(".");
    return this.update({ [`flags.${head}.-=${last}`]: null });
  }

  /* ---------------- permissions ---------------- */

  /** The user's ownership level: GMs own everything; embedded documents inherit their parent's level. */
  getUserLevel(user: RuntimeUser | null = runtime().currentUser()): number {
    if (!user) return OWNERSHIP_LEVELS.NONE;
    if (user.isGM) return OWNERSHIP_LEVELS.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    const ownership = this._source["ownership"] as Record<string, number> | undefined;
    if (!ownership) return OWNERSHIP_LEVELS.NONE;
    const own = ownership[user.id as string];
    return own === undefined || own === OWNERSHIP_LEVELS.INHERIT ? (ownership["default"] ?? OWNERSHIP_LEVELS.NONE) : own;
  }

  get permission(): number {
    return this.getUserLevel();
  }

  testUserPermission(
    user: RuntimeUser,
    permission: keyof typeof OWNERSHIP_LEVELS | number,
    options: { exact?: boolean | null } = {},
  ): boolean {
    const target = typeof permission === "number" ? permission : OWNERSHIP_LEVELS[permission];
    const level = this.getUserLevel(user);
    return options.exact ? level === target : level >= target;
  }

  get isOwner(): boolean {
    return this.testUserPermission(runtime().currentUser(), "OWNER");
  }

  /**
   * May `user` perform `action`? World creation needs the kind's createRole; embedded creation needs
   * update rights on the parent; update and delete need OWNER.
   */
  canUserModify(user: RuntimeUser, action: "create" | "update" | "delete", _data?: AnyRecord): boolean {
    if (action === "create") {
      if (this.parent) return this.parent.canUserModify(user, "update");
      return user.hasRole((this.constructor as typeof RuntimeDocument).metadata.createRole);
    }
    return this.testUserPermission(user, "OWNER");
  }
}
