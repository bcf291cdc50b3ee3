/**
 * Why a number typed on a sheet was refused, in words a player can act on: the field's label and the
 * range its data model allows ("Level is a whole number from 1 to 10"). One message for every number
 * field of every sheet (saveOrRefuse asks here when an update is refused), read from the model's own
 * schema so it can never disagree with what the model keeps.
 */

/**
 * What the schema walk reads of a field: SchemaField#fields, DataField#options (the options it was
 * built with: a NumberField's min, max and integer, https://foundryvtt.com/api/v14/interfaces/foundry.data.types.NumberFieldOptions.html
 * and "options: the initially provided options" on https://foundryvtt.com/api/classes/foundry.data.fields.IntegerSortField.html)
 * and DataField#label (localised from the model's LOCALIZATION_PREFIXES).
 */
interface FieldLike {
  readonly fields?: Readonly<Record<string, FieldLike>>;
  readonly options?: { readonly min?: number; readonly max?: number; readonly integer?: boolean };
  readonly label?: string;
}

/** A localisation key and the data it is formatted with. */
export interface Refusal {
  readonly key: string;
  readonly data: Record<string, string>;
}

const RANGE = "DECKBOUND.Foundry.Sheet.OutOfRange";
const UNNAMED = "DECKBOUND.Foundry.Sheet.TheValue";

function fieldAt(schema: FieldLike, path: string): FieldLike | null {
  let field: FieldLike | undefined = schema;
  for (const part of path.split(".")) {
    field = field && "fields" in field ? field.fields?.[part] : undefined;
    if (!field) return null;
  }
  return field;
}

/**
 * The first changed `system.…` whole number outside its field's range, as a refusal naming the range
 * ("{field} must be a whole number from {min} to {max}"); null when no changed number is out of its
 * range (the refusal is then for another reason). Every bounded number of our models has both bounds
 * (model-fields wholeField).
 */
export function rangeRefusal(schema: FieldLike | null | undefined, changes: Readonly<Record<string, unknown>>): Refusal | null {
  if (!schema) return null;
  for (const [path, raw] of Object.entries(changes)) {
    if (!path.startsWith("system.") || (typeof raw !== "number" && typeof raw !== "string")) continue;
    const field = fieldAt(schema, path.slice("system.".length));
    const { min, max, integer } = field?.options ?? {};
    if (!field || "fields" in field || min === undefined || max === undefined) continue;
    const value = typeof raw === "number" ? raw : raw.trim() === "" ? NaN : Number(raw);
    const within = Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
    if (within) continue;
    return { key: RANGE, data: { field: field.label || game.i18n.localize(UNNAMED), min: String(min), max: String(max) } };
  }
  return null;
}
