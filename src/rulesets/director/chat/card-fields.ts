/**
 * Schema fields the Director's two chat cards share (test-model.ts, competition-model.ts): the
 * rulings a card was started under, an attribute, the extra cards, and the deck drawn from with
 * its composition (public: an archetype, the enemy deck's recipe) [DIR-02, DIR-03, DIR-08].
 */
import { SUITS } from "../../../rules/cards/card.ts";
import { ATTRIBUTES } from "../../../rules/director/attributes.ts";
import { RULING_CHOICES } from "../../../rules/director/rulings.ts";
import { choiceField, flagField } from "../../../foundry/chat/state-fields.ts";

const fields = foundry.data.fields;

/** A whole number, 0 or more (a card count, helpers, a penalty); the rules bound it further. */
export function countField() {
  return new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 });
}

function nameField() {
  return new fields.StringField({ required: true, blank: false });
}

export function rulingsField() {
  return new fields.SchemaField({
    relatedCompetences: choiceField(RULING_CHOICES.relatedCompetences),
    npcInCompetition: choiceField(RULING_CHOICES.npcInCompetition),
  });
}

export function attributeField() {
  return choiceField(ATTRIBUTES);
}

/** The extra cards, every key present (chat/extras.ts `StoredExtras`). */
export function extrasField() {
  return new fields.SchemaField({
    competences: new fields.ArrayField(new fields.SchemaField({ name: nameField(), expert: flagField() })),
    advantage: flagField(),
    helpers: countField(),
    penalty: countField(),
  });
}

/** A deck's stacks, its cards' origin and its composition: per suit, copies per rank. */
export function drawDeckField() {
  return new fields.SchemaField({
    stack: nameField(),
    discard: nameField(),
    origin: nameField(),
    composition: new fields.SchemaField(Object.fromEntries(SUITS.map((suit) => [suit, new fields.TypedObjectField(countField())]))),
  });
}
