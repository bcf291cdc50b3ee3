/**
 * Field helpers for procedure-card state schemas (ProcedureCardModel.defineState), so every card type
 * writes the same shapes the same way. A state keeps every key present: a value that is absent is
 * `null` (a nullable field), never a missing key — what the GM queue writes must read back the same.
 */
const fields = foundry.data.fields;

/** A card's identity, `{ code, origin }` (table/card-identity.ts). */
export function cardIdentityField() {
  return new fields.SchemaField({
    code: new fields.StringField({ required: true, blank: false }),
    origin: new fields.StringField({ required: true, blank: false }),
  });
}

/** A card's identity, or null. */
export function optionalCardField() {
  return new fields.SchemaField(
    {
      code: new fields.StringField({ required: true, blank: false }),
      origin: new fields.StringField({ required: true, blank: false }),
    },
    { required: true, nullable: true, initial: null },
  );
}

/** Cards in order (revealed ones only [CORE-06]). */
export function cardListField() {
  return new fields.ArrayField(cardIdentityField(), { required: true, initial: [] });
}

/** A whole number in [min, max], `min` at first (no bound where one is not given: a total, a margin may be negative; 0 at first). */
export function wholeField(min?: number, max?: number) {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min, max, initial: min ?? 0 });
}

/** A whole number in [min, max] (no bound where one is not given), or null. */
export function optionalWholeField(min?: number, max?: number) {
  return new fields.NumberField({ required: true, nullable: true, integer: true, min, max, initial: null });
}

/** A text (a name, an id), possibly empty. */
export function textField() {
  return new fields.StringField({ required: true, blank: true, initial: "" });
}

/** A text, or null. */
export function optionalTextField() {
  return new fields.StringField({ required: true, blank: false, nullable: true, initial: null });
}

/** One of a fixed list of words (a phase, a kind). */
export function choiceField(choices: readonly string[]) {
  return new fields.StringField({ required: true, blank: false, choices: [...choices], initial: choices[0] });
}

/** One of a fixed list of words, or null. */
export function optionalChoiceField(choices: readonly string[]) {
  return new fields.StringField({ required: true, blank: false, nullable: true, choices: [...choices], initial: null });
}

export function flagField() {
  return new fields.BooleanField({ required: true, initial: false });
}

/** true, false or null (not yet known). */
export function optionalFlagField() {
  return new fields.BooleanField({ required: true, nullable: true, initial: null });
}
