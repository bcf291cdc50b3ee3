/**
 * `foundry.data.fields`: each field cleans (coerces) a raw value, validates it, and initialises it into
 * the value a model exposes. Written from the public API documentation of v13's DataField family.
 * Deliberate simplification: cleaning never clamps or rounds numbers; out-of-range values fail validation.
 */
import { deepClone, isPlainObject, type AnyRecord } from "./utils.ts";

export interface CleanOptions {
  /** The whole object the value sits in (a TypeDataField reads `type` from it). */
  source?: AnyRecord;
}

/** Validation failures, keyed by field path. Thrown by models; an invalid update changes nothing. */
export class DataModelValidationError extends Error {
  constructor(
    readonly failures: Record<string, string>,
    owner = "DataModel",
  ) {
    super(
      `${owner} validation errors:\n${Object.entries(failures)
        .map(([path, msg]) => `  ${path}: ${msg}`)
        .join("\n")}`,
    );
    this.name = "DataModelValidationError";
  }
}

export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  readonly?: boolean;
  gmOnly?: boolean;
  /** A custom validator: return false or throw to fail. */
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
}

/** Something that can look up an i18n key (the installed game.i18n); set by the runtime. */
export const fieldLabels: { lookup: (key: string) => string | undefined } = { lookup: () => undefined };

export abstract class DataField<Options extends DataFieldOptions = DataFieldOptions> {
  readonly options: Options;
  required: boolean;
  nullable: boolean;
  initial: unknown;
  readonly: boolean;
  /** Set when the field is bound into a SchemaField. */
  name = "";
  parent: DataField | undefined;
  private explicitLabel: string | undefined;
  private explicitHint: string | undefined;

  constructor(options: Options = {} as Options) {
    const defaults = (this.constructor as typeof DataField).defaults();
    const merged = { ...defaults, ...options } as Options & Required<Pick<DataFieldOptions, "required" | "nullable">>;
    this.options = merged;
    this.required = merged.required ?? false;
    this.nullable = merged.nullable ?? false;
    this.initial = merged.initial;
    this.readonly = merged.readonly ?? false;
    this.explicitLabel = merged.label;
    this.explicitHint = merged.hint;
  }

  static defaults(): DataFieldOptions {
    return { required: false, nullable: false, initial: undefined, readonly: false };
  }

  /** The dotted path of this field from the root schema (without the root's name). */
  get fieldPath(): string {
    const parentPath = this.parent?.fieldPath ?? "";
    return parentPath ? `${parentPath}.${this.name}` : this.name;
  }

  /** Label: the explicit one, or `<prefix>.FIELDS.<path>.label` from the root model's LOCALIZATION_PREFIXES. */
  get label(): string {
    return this.localized("label", this.explicitLabel);
  }

  get hint(): string {
    return this.localized("hint", this.explicitHint);
  }

  private localized(kind: "label" | "hint", explicit: string | undefined): string {
    if (explicit !== undefined) return fieldLabels.lookup(explicit) ?? explicit;
    for (const prefix of this.rootPrefixes()) {
      const found = fieldLabels.lookup(`${prefix}.FIELDS.${this.fieldPath}.${kind}`);
      if (found !== undefined) return found;
    }
    return "";
  }

  private rootPrefixes(): string[] {
    const root = this.parent ? this.parent.root() : this;
    return root instanceof SchemaField ? (root.model?.LOCALIZATION_PREFIXES ?? []) : [];
  }

  /** The outermost field this one is nested in (itself when unbound). */
  root(): DataField {
    return this.parent ? this.parent.root() : this;
  }

  getInitialValue(source?: AnyRecord): unknown {
    return typeof this.initial === "function" ? (this.initial as (s?: AnyRecord) => unknown)(source) : deepClone(this.initial);
  }

  /** Coerce a raw value; undefined becomes the initial value. */
  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) value = this.getInitialValue(options.source);
    if (value === undefined || value === null) return value;
    return this.cleanType(value, options);
  }

  protected cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  /** Add failures for `value` (already cleaned) at `path`. */
  validate(value: unknown, path: string, failures: Record<string, string>, options: CleanOptions = {}): void {
    if (value === undefined) {
      if (this.required) failures[path] = "may not be undefined";
      return;
    }
    if (value === null) {
      if (!this.nullable) failures[path] = "may not be null";
      return;
    }
    const problem = this.validateType(value, path, failures, options);
    if (problem) {
      failures[path] = problem;
      return;
    }
    const custom = this.options.validate;
    if (custom) {
      try {
        if (custom(value) === false) failures[path] = this.options.validationError ?? "is not a valid value";
      } catch (err) {
        failures[path] = err instanceof Error ? err.message : String(err);
      }
    }
  }

  /** Return a message when the value is invalid; nested fields may add their own failures instead. */
  protected validateType(_value: unknown, _path: string, _failures: Record<string, string>, _options: CleanOptions): string | undefined {
    return undefined;
  }

  /** The value a model exposes for this field. */
  initialize(value: unknown, _model: object): unknown {
    return value;
  }

  /** Back to plain JSON-able data. */
  toObject(value: unknown): unknown {
    return deepClone(value);
  }
}

type Choices = readonly unknown[] | Record<string, unknown> | (() => readonly unknown[] | Record<string, unknown>);

function choiceValues(choices: Choices): unknown[] {
  const resolved = typeof choices === "function" ? choices() : choices;
  return Array.isArray(resolved) ? [...resolved] : Object.keys(resolved);
}

export interface StringFieldOptions extends DataFieldOptions {
  blank?: boolean;
  trim?: boolean;
  choices?: Choices;
  textSearch?: boolean;
}

export class StringField extends DataField<StringFieldOptions> {
  blank: boolean;
  trim: boolean;
  choices: Choices | undefined;

  constructor(options: StringFieldOptions = {}) {
    super(options);
    this.blank = this.options.blank ?? true;
    this.trim = this.options.trim ?? true;
    this.choices = this.options.choices;
    if (this.initial === undefined) this.initial = this.nullable ? null : this.blank ? "" : undefined;
  }

  static override defaults(): StringFieldOptions {
    return { ...super.defaults(), blank: true, trim: true, nullable: false };
  }

  protected override cleanType(value: unknown): unknown {
    const str = typeof value === "string" ? value : String(value);
    return this.trim ? str.trim() : str;
  }

  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (!this.blank && value === "") return "may not be a blank string";
    if (this.choices && !(this.blank && value === "") && !choiceValues(this.choices).includes(value)) {
      return `${value} is not a valid choice`;
    }
    return undefined;
  }
}

export class HTMLField extends StringField {
  static override defaults(): StringFieldOptions {
    return { ...super.defaults(), required: true, blank: true };
  }
}

/** A 16-character alphanumeric document id, or null before the document is stored. */
export class DocumentIdField extends StringField {
  static override defaults(): StringFieldOptions {
    return { ...super.defaults(), required: true, blank: false, nullable: true, initial: null, readonly: true };
  }

  protected override validateType(value: unknown): string | undefined {
    return typeof value === "string" && /^[a-zA-Z0-9]{16}$/.test(value) ? undefined : "must be a valid 16-character alphanumeric ID";
  }
}

export interface NumberFieldOptions extends DataFieldOptions {
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  positive?: boolean;
  choices?: Choices;
}

export class NumberField extends DataField<NumberFieldOptions> {
  static override defaults(): NumberFieldOptions {
    return { ...super.defaults(), initial: null, nullable: true };
  }

  protected override cleanType(value: unknown): unknown {
    if (typeof value === "string") {
      if (value.trim() === "") return this.nullable ? null : value;
      return Number(value.trim());
    }
    return typeof value === "number" ? value : Number(value);
  }

  protected override validateType(value: unknown): string | undefined {
    const { integer, positive, min, max, step, choices } = this.options;
    if (typeof value !== "number" || !Number.isFinite(value)) return "must be a finite number";
    if (integer && !Number.isInteger(value)) return "must be an integer";
    if (positive && value <= 0) return "must be a positive number";
    if (min !== undefined && value < min) return `must be greater than or equal to ${min}`;
    if (max !== undefined && value > max) return `must be less than or equal to ${max}`;
    if (step !== undefined && Math.abs((value - (min ?? 0)) / step - Math.round((value - (min ?? 0)) / step)) > 1e-8) {
      return `must be an increment of ${step}`;
    }
    if (choices && !choiceValues(choices).map(Number).includes(value)) return `${value} is not a valid choice`;
    return undefined;
  }
}

export class BooleanField extends DataField {
  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false, initial: false };
  }

  protected override cleanType(value: unknown): unknown {
    if (value === "true") return true;
    if (value === "false") return false;
    return Boolean(value);
  }

  protected override validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

/** A free-form plain object (flags, unknown-shape data). */
export class ObjectField extends DataField {
  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false, initial: () => ({}) };
  }

  protected override cleanType(value: unknown): unknown {
    return deepClone(value);
  }

  protected override validateType(value: unknown): string | undefined {
    return isPlainObject(value) ? undefined : "must be an object";
  }
}

/** The root model class a SchemaField belongs to (for LOCALIZATION_PREFIXES). */
export interface SchemaOwner {
  LOCALIZATION_PREFIXES: string[];
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  model: SchemaOwner | undefined;

  constructor(fields: Record<string, DataField>, options: DataFieldOptions = {}) {
    super(options);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }

  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false };
  }

  override getInitialValue(source?: AnyRecord): unknown {
    if (this.initial !== undefined) return super.getInitialValue(source);
    return this.cleanType({}, {});
  }

  /** Coerce each known key; keys the schema does not define are dropped. */
  protected override cleanType(value: unknown, _options: CleanOptions): unknown {
    if (!isPlainObject(value)) return value;
    const out: AnyRecord = {};
    for (const [name, field] of Object.entries(this.fields)) {
      const cleaned = field.clean(value[name], { source: value });
      if (cleaned !== undefined) out[name] = cleaned;
    }
    return out;
  }

  protected override validateType(value: unknown, path: string, failures: Record<string, string>): string | undefined {
    if (!isPlainObject(value)) return "must be an object";
    for (const [name, field] of Object.entries(this.fields)) {
      field.validate(value[name], path ? `${path}.${name}` : name, failures, { source: value });
    }
    return undefined;
  }

  override initialize(value: unknown, model: object): unknown {
    if (!isPlainObject(value)) return value;
    const out: AnyRecord = {};
    for (const [name, field] of Object.entries(this.fields)) out[name] = field.initialize(value[name], model);
    return out;
  }

  override toObject(value: unknown): unknown {
    if (!isPlainObject(value)) return deepClone(value);
    const out: AnyRecord = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (value[name] !== undefined) out[name] = field.toObject(value[name]);
    }
    return out;
  }

  has(name: string): boolean {
    return name in this.fields;
  }

  get(name: string): DataField | undefined {
    return this.fields[name];
  }
}

export class ArrayField<E extends DataField = DataField> extends DataField {
  constructor(
    readonly element: E,
    options: DataFieldOptions = {},
  ) {
    super(options);
    element.name = "element";
    element.parent = this;
  }

  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false, initial: () => [] };
  }

  protected override cleanType(value: unknown): unknown {
    const list = Array.isArray(value) ? value : value instanceof Set ? [...value] : [value];
    return list.map((item: unknown) => this.element.clean(item));
  }

  protected override validateType(value: unknown, path: string, failures: Record<string, string>): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    value.forEach((item: unknown, i) => this.element.validate(item, `${path}.${i}`, failures));
    return undefined;
  }

  override initialize(value: unknown, model: object): unknown {
    return Array.isArray(value) ? value.map((item: unknown) => this.element.initialize(item, model)) : value;
  }

  override toObject(value: unknown): unknown {
    const list = value instanceof Set ? [...value] : value;
    return Array.isArray(list) ? list.map((item: unknown) => this.element.toObject(item)) : list;
  }
}

/** Stored as an array of unique values, exposed as a Set. */
export class SetField<E extends DataField = DataField> extends ArrayField<E> {
  protected override validateType(value: unknown, path: string, failures: Record<string, string>): string | undefined {
    const problem = super.validateType(value, path, failures);
    if (problem) return problem;
    return new Set(value as unknown[]).size === (value as unknown[]).length ? undefined : "may not contain duplicate values";
  }

  override initialize(value: unknown, model: object): unknown {
    return Array.isArray(value) ? new Set(value.map((item: unknown) => this.element.initialize(item, model))) : value;
  }
}

/** An object whose keys are free and whose values all follow `element`. */
export class TypedObjectField<E extends DataField = DataField> extends DataField {
  constructor(
    readonly element: E,
    options: DataFieldOptions = {},
  ) {
    super(options);
    element.parent = this;
  }

  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false, initial: () => ({}) };
  }

  protected override cleanType(value: unknown): unknown {
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.clean(v)]));
  }

  protected override validateType(value: unknown, path: string, failures: Record<string, string>): string | undefined {
    if (!isPlainObject(value)) return "must be an object";
    for (const [k, v] of Object.entries(value)) this.element.validate(v, `${path}.${k}`, failures);
    return undefined;
  }

  override initialize(value: unknown, model: object): unknown {
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.initialize(v, model)]));
  }

  override toObject(value: unknown): unknown {
    if (!isPlainObject(value)) return deepClone(value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.toObject(v)]));
  }
}

/**
 * A union of schemas told apart by each value's `type` (v13's TypedSchemaField). A plain schema gets
 * its own `type` field, which must equal its key; a value whose `type` names no schema is invalid.
 */
export class TypedSchemaField extends DataField {
  readonly types: Record<string, SchemaField>;

  constructor(types: Record<string, Record<string, DataField> | SchemaField>, options: DataFieldOptions = {}) {
    super(options);
    this.types = {};
    for (const [type, schema] of Object.entries(types)) {
      const typeField = new StringField({
        required: true,
        blank: false,
        initial: type,
        validate: (value) => value === type,
        validationError: `must be "${type}"`,
      });
      const field = schema instanceof SchemaField ? schema : new SchemaField({ ...schema, type: typeField });
      if (!field.has("type")) throw new Error(`TypedSchemaField: the schema of "${type}" must have a "type" field`);
      field.name = type;
      field.parent = this;
      this.types[type] = field;
    }
  }

  static override defaults(): DataFieldOptions {
    return { ...super.defaults(), required: true, nullable: false };
  }

  private fieldOf(value: unknown): SchemaField | undefined {
    const type = isPlainObject(value) ? value["type"] : undefined;
    return typeof type === "string" && Object.hasOwn(this.types, type) ? this.types[type] : undefined;
  }

  protected override cleanType(value: unknown, options: CleanOptions): unknown {
    return this.fieldOf(value)?.clean(value, options) ?? value;
  }

  protected override validateType(value: unknown, path: string, failures: Record<string, string>): string | undefined {
    if (!isPlainObject(value)) return "must be an object";
    const field = this.fieldOf(value);
    if (!field) return "does not have a valid type";
    field.validate(value, path, failures);
    return undefined;
  }

  override initialize(value: unknown, model: object): unknown {
    return this.fieldOf(value)?.initialize(value, model) ?? value;
  }

  override toObject(value: unknown): unknown {
    return this.fieldOf(value)?.toObject(value) ?? deepClone(value);
  }
}

/** What an EmbeddedDataField needs from its model class (DataModel satisfies it). */
export interface EmbeddableModel {
  new (data?: AnyRecord, options?: { parent?: unknown }): object;
  readonly schema: SchemaField;
  migrateData(source: AnyRecord): AnyRecord;
}

/** A nested DataModel: stored as plain data, exposed as an instance of `model` whose parent is the owner. */
export class EmbeddedDataField extends SchemaField {
  constructor(
    readonly model_: EmbeddableModel,
    options: DataFieldOptions = {},
  ) {
    super(model_.schema.fields, options);
  }

  protected override cleanType(value: unknown, options: CleanOptions): unknown {
    return super.cleanType(isPlainObject(value) ? this.model_.migrateData(deepClone(value)) : value, options);
  }

  override initialize(value: unknown, model: object): unknown {
    return isPlainObject(value) ? new this.model_(deepClone(value), { parent: model }) : value;
  }
}
