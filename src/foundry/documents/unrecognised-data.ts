/**
 * Data a model's schema no longer has is kept, not silently dropped [Step 8]: before a model cleans
 * stored data, the keys its schema does not know are gathered by dotted path into the model's
 * `unrecognised` field, and the GM is shown them (a procedure card under the card, an actor's or
 * item's sheet in one part, both through UNRECOGNISED_TEMPLATE).
 */
import { isRecord } from "../chat/action-data.ts";
import { sharedTemplate } from "../sheets/templates.ts";

const fields = foundry.data.fields;

/** The one template that tells a GM what a document keeps unrecognised. */
export const UNRECOGNISED_TEMPLATE = sharedTemplate("unrecognised-data.hbs");

/** The longest record of unrecognised data a model keeps, as JSON (older data is far smaller). */
const MAX_UNRECOGNISED_JSON = 100_000;

/** What a stored `system` held that this version's schema does not know (by dotted path): kept, and shown to the GM. */
export function unrecognisedField() {
  return new fields.ObjectField({
    required: true,
    initial: {},
    validate: (value: unknown) => JSON.stringify(value).length <= MAX_UNRECOGNISED_JSON,
  });
}

/** The values under `source` that `schema` has no field for, by dotted path (nested schemas walked). */
export function unrecognisedData(
  schema: foundry.data.fields.DataSchema,
  source: Record<string, unknown>,
  prefix = "",
): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!field) {
      found[path] = value;
      continue;
    }
    if (field instanceof fields.SchemaField && isRecord(value)) {
      Object.assign(found, unrecognisedData(field.fields as foundry.data.fields.DataSchema, value, path));
    }
  }
  return found;
}

/** Add `found` to what `source` already keeps in its `unrecognised` record. */
export function keepAside(source: Record<string, unknown>, found: Record<string, unknown>): void {
  const kept = source["unrecognised"];
  if (Object.keys(found).length > 0) source["unrecognised"] = { ...(kept instanceof Object ? kept : {}), ...found };
}

type ModelClass = {
  defineSchema(): foundry.data.fields.DataSchema;
  migrateData(source: Record<string, unknown>): Record<string, unknown>;
  readonly schema: foundry.data.fields.SchemaField.Any;
};

/**
 * As the system registers a ruleset's actor or item model (core.ts): its schema gains the
 * `unrecognised` field, and its `migrateData`, after the model's own migrations, gathers there what
 * the schema does not know, so cleaning drops nothing. Written once for every ruleset's models;
 * registering a model again (the test worlds) wraps it again, to the same effect.
 */
export function keepsUnrecognised<Model>(model: Model): Model {
  const cls = model as unknown as ModelClass;
  const { defineSchema, migrateData } = cls;
  cls.defineSchema = function (this: ModelClass) {
    return { ...defineSchema.call(this), unrecognised: unrecognisedField() };
  };
  cls.migrateData = function (this: ModelClass, source) {
    const migrated = migrateData.call(this, source);
    keepAside(migrated, unrecognisedData(this.schema.fields as foundry.data.fields.DataSchema, migrated));
    return migrated;
  };
  return model;
}

/** What the viewing user is told of a record a document keeps: for a GM, the notice and its paths; for anyone else, nothing. */
export function unrecognisedNotice(kept: unknown, notice: string): { readonly notice: string; readonly paths: string } | null {
  const paths = isRecord(kept) ? Object.keys(kept) : [];
  return game.user.isGM && paths.length > 0 ? { notice, paths: paths.join(", ") } : null;
}

/** The notice an actor's or item's sheet shows the GM (its `unrecognised` context), or null. */
export function sheetUnrecognised(document: { readonly system: unknown }) {
  return unrecognisedNotice((document.system as { unrecognised?: unknown } | null)?.unrecognised, "DECKBOUND.Foundry.Sheet.Unrecognised");
}

/** A sheet's parts, led by the one part that shows the GM what the document keeps unrecognised, when there is any. */
export function withUnrecognisedPart<Part>(parts: Record<string, Part>, document: { readonly system: unknown }): Record<string, Part> {
  return sheetUnrecognised(document) ? { unrecognised: { template: UNRECOGNISED_TEMPLATE } as Part, ...parts } : parts;
}
