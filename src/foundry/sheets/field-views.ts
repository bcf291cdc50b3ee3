/**
 * A data model's fields as form inputs: the base item sheet (item-sheet.ts) builds its form from the
 * item's schema, so every item subtype gets a working sheet — text, numbers with their bounds,
 * checkboxes, choices with their labels, rich text and descriptions in a text box — without a template of its own. Labels come
 * from each field's `label` (or the model's LOCALIZATION_PREFIXES, as Foundry looks them up).
 */
const fields = foundry.data.fields;

export type FieldInput = "text" | "number" | "checkbox" | "select" | "textarea";

export interface FieldView {
  /** The form name, e.g. `system.skill` or `system.damage.base`. */
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly input: FieldInput;
  readonly value: unknown;
  readonly checked: boolean;
  readonly choices: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  readonly min: number | null;
  readonly max: number | null;
  readonly step: number | null;
}

type AnyField = foundry.data.fields.DataField.Any;

interface FieldOptions {
  readonly choices?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly integer?: boolean;
}

function choiceList(choices: unknown, value: unknown): FieldView["choices"] {
  const resolved = typeof choices === "function" ? (choices as () => unknown)() : choices;
  const pairs: [string, string][] = Array.isArray(resolved)
    ? resolved.map((choice) => [String(choice), String(choice)])
    : Object.entries((resolved ?? {}) as Record<string, unknown>).map(([key, label]) => [key, typeof label === "string" ? label : key]);
  return pairs.map(([choice, label]) => ({ value: choice, label, selected: choice === String(value) }));
}

function viewOf(field: AnyField, name: string, value: unknown): FieldView | null {
  const options = field.options as FieldOptions;
  const base = {
    name,
    label: field.label || name.split(".").at(-1) || name,
    hint: field.hint ?? "",
    value,
    checked: false,
    choices: [],
    min: null,
    max: null,
    step: null,
  };
  if (field instanceof fields.BooleanField) return { ...base, input: "checkbox", checked: value === true };
  if (field instanceof fields.HTMLField) return { ...base, input: "textarea" };
  if (field instanceof fields.StringField) {
    if (options.choices) return { ...base, input: "select", choices: choiceList(options.choices, value) };
    // A description is sentences, not a one-line value: a text box shows it whole, not cut at the input's edge.
    return { ...base, input: name.endsWith(".description") ? "textarea" : "text" };
  }
  if (field instanceof fields.NumberField) {
    if (options.choices) return { ...base, input: "select", choices: choiceList(options.choices, value) };
    return {
      ...base,
      input: "number",
      min: options.min ?? null,
      max: options.max ?? null,
      step: options.step ?? (options.integer ? 1 : null),
    };
  }
  return null;
}

/**
 * The inputs for a schema's fields under `prefix` (nested schemas flattened with dotted names).
 * Fields no form input can edit (lists, records) are left to a sheet of the subtype's own.
 */
export function fieldViews(schema: foundry.data.fields.SchemaField.Any, data: Record<string, unknown>, prefix = "system"): FieldView[] {
  const views: FieldView[] = [];
  for (const [key, field] of Object.entries(schema.fields as Record<string, AnyField>)) {
    const name = `${prefix}.${key}`;
    const value = data[key];
    if (field instanceof fields.SchemaField) {
      views.push(...fieldViews(field as foundry.data.fields.SchemaField.Any, (value ?? {}) as Record<string, unknown>, name));
      continue;
    }
    const view = viewOf(field, name, value);
    if (view) views.push(view);
  }
  return views;
}
