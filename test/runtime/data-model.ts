/**
 * `foundry.abstract.DataModel` / `TypeDataModel`: construction runs migrateData → clean → validate →
 * initialise; `updateSource` merges, re-cleans and re-validates the whole candidate, and only then
 * commits (an invalid update throws and changes nothing).
 */
import { DataModelValidationError, SchemaField, type DataField } from "./fields.ts";
import { deepClone, expandObject, mergeObject, sourceDiff, type AnyRecord } from "./utils.ts";

export interface DataModelOptions {
  parent?: unknown;
}

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  /** Localisation key prefixes for field labels and hints: `<prefix>.FIELDS.<path>.label`. */
  static LOCALIZATION_PREFIXES: string[] = [];

  static defineSchema(): Record<string, DataField> {
    throw new Error(`${this.name} must define defineSchema()`);
  }

  /**
   * The class's schema, built once per class: Foundry documents `DataModel._schema` as "the defined
   * and cached Data Schema for all instances of this DataModel"
   * (https://foundryvtt.com/api/classes/foundry.abstract.DataModel.html). A subclass builds its own.
   */
  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schema.model = this;
      schemas.set(this, schema);
    }
    return schema;
  }

  /** Receives raw source data before cleaning; subclasses rewrite old shapes and call super. */
  static migrateData(source: AnyRecord): AnyRecord {
    return source;
  }

  static cleanData(source: AnyRecord): AnyRecord {
    return this.schema.clean(source, {}) as AnyRecord;
  }

  _source: AnyRecord;
  parent: unknown;

  constructor(data: AnyRecord = {}, options: DataModelOptions = {}) {
    const cls = this.constructor as typeof DataModel;
    this.parent = options.parent ?? null;
    this._source = cls.cleanData(cls.migrateData(deepClone(data)));
    this.validateSource(this._source);
    this._initialize();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Throws DataModelValidationError listing every failure. */
  protected validateSource(source: AnyRecord): void {
    const failures: Record<string, string> = {};
    this.schema.validate(source, "", failures, { source });
    if (Object.keys(failures).length > 0) throw new DataModelValidationError(failures, this.validationOwner());
  }

  protected validationOwner(): string {
    return this.constructor.name;
  }

  /** Define each schema field on the instance from `_source`. */
  protected _initialize(): void {
    for (const [name, field] of Object.entries(this.schema.fields)) {
      Object.defineProperty(this, name, {
        value: field.initialize(this._source[name], this),
        writable: true,
        configurable: true,
        enumerable: true,
      });
    }
  }

  /**
   * Apply changes to the source. Dotted keys and `-=key` deletions are supported. Returns the diff
   * that was applied (empty when nothing changed); removed keys appear as `-=key: null`.
   */
  updateSource(changes: object = {}, options: { dryRun?: boolean; recursive?: boolean } = {}): AnyRecord {
    const expanded = expandObject(changes as AnyRecord);
    // recursive: false (Foundry's update option) replaces each changed top-level value instead of merging into it.
    const candidate = mergeObject(deepClone(this._source), expanded, { performDeletions: true, recursive: options.recursive ?? true });
    const cls = this.constructor as typeof DataModel;
    const cleaned = cls.cleanData(candidate);
    this.validateSource(cleaned);
    const diff = sourceDiff(this._source, cleaned);
    if (!options.dryRun && Object.keys(diff).length > 0) {
      this._source = cleaned;
      this._initialize();
      this.afterSourceChange();
    }
    return diff;
  }

  /**
   * Foundry's DataModel#reset: the instance mirrors its source again, in-memory changes dropped
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html#reset); a client document
   * prepares its data again, which is how v13 systems refresh an actor whose derived data reads
   * another (foundryvtt/pf2e src/module/actor/helpers.ts `resetActors`: `actor.reset()`, then
   * `actor.render()` for its sheets).
   */
  reset(): void {
    this._initialize();
    this.afterSourceChange();
  }

  /** Hook for subclasses that derive data after a source change. */
  protected afterSourceChange(): void {}

  /** Plain data: the source (default), or the initialised values converted back. */
  toObject(source: boolean | null = true): AnyRecord {
    if (source) return deepClone(this._source);
    const values: AnyRecord = {};
    for (const name of Object.keys(this.schema.fields)) {
      const value = (this as unknown as AnyRecord)[name];
      values[name] = value instanceof DataModel ? value.toObject(false) : value;
    }
    return this.schema.toObject(values) as AnyRecord;
  }

  toJSON(): AnyRecord {
    return this.toObject();
  }

  clone(data: AnyRecord = {}, options: DataModelOptions = {}): this {
    const cls = this.constructor as new (data: AnyRecord, options: DataModelOptions) => this;
    return new cls(mergeObject(this.toObject(), data, { inplace: false }), { parent: this.parent, ...options });
  }

  /** Validate changes without applying them; returns true or throws. */
  validate(options: { changes?: AnyRecord } = {}): boolean {
    if (options.changes) this.updateSource(options.changes, { dryRun: true });
    else this.validateSource(this._source);
    return true;
  }
}

/** The base for `system` data of a document subtype. `parent` is the document. */
export class TypeDataModel extends DataModel {
  /** Called by the owning document before its derived data. */
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
