/**
 * Data a model's schema no longer has is kept, not silently dropped [Step 8]: before a model cleans
 * stored data, the keys its schema does not know are gathered by dotted path, so the model can keep
 * them where a GM can see them (a procedure card's `unrecognised`).
 */
const fields = foundry.data.fields;

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
    if (field instanceof fields.SchemaField && typeof value === "object" && value !== null && !Array.isArray(value)) {
      Object.assign(found, unrecognisedData(field.fields as foundry.data.fields.DataSchema, value as Record<string, unknown>, path));
    }
  }
  return found;
}
