/**
 * Field helpers for actor and item data models, so every ruleset bounds its numbers and texts the
 * same way: a value outside its bounds is refused by the model (and the sheet says so), never
 * stored. Chat-card state fields have their own helpers (chat/state-fields.ts).
 */
const fields = foundry.data.fields;

/** The longest name a model keeps (a skill, a weapon, a specialty). */
export const MAX_NAME_LENGTH = 80;
/** The longest free text a model keeps (a description, notes). */
export const MAX_TEXT_LENGTH = 20_000;

function lengthAtMost(max: number) {
  return (value: unknown) => typeof value !== "string" || value.length <= max;
}

/** A whole number in [min, max]. */
export function wholeField(initial: number, range: { readonly min: number; readonly max: number }) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: range.min, max: range.max, initial });
}

/** A short name, at most MAX_NAME_LENGTH characters. */
export function nameField(initial = "") {
  return new fields.StringField({ required: true, blank: true, initial, validate: lengthAtMost(MAX_NAME_LENGTH) });
}

/** Free rich text (shown only through Foundry's enrichment), at most MAX_TEXT_LENGTH characters. */
export function richTextField() {
  return new fields.HTMLField({ required: true, blank: true, initial: "", validate: lengthAtMost(MAX_TEXT_LENGTH) });
}

/** A plain description, at most `max` characters (MAX_TEXT_LENGTH unless told). */
export function descriptionField(max = MAX_TEXT_LENGTH) {
  return new fields.StringField({ required: true, blank: true, initial: "", validate: lengthAtMost(max) });
}
