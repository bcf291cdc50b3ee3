/**
 * Schema fields the Director's two chat cards share (test-model.ts, competition-model.ts): the
 * rulings a card was started under, an attribute, the extra cards, and the deck drawn from with
 * its composition (public: an archetype, the enemy deck's recipe) [DIR-02, DIR-03, DIR-08].
 */
import { SUITS } from "../../../rules/cards/card.ts";
import { ATTRIBUTES } from "../../../rules/director/attributes.ts";
import { RULING_CHOICES } from "../../../rules/director/rulings.ts";
import { choiceField, flagField, wholeField } from "../../../foundry/chat/state-fields.ts";

const fields = foundry.data.fields;

function nameField() {
  return new fields.StringField({ required: true, blank: false });
}

export function rulingsField() {
  return new fields.SchemaField({
    relatedCompetences: choiceField(RULING_CHOICES.relatedCompetences),
    npcInCompetition: choiceField(RULING_CHOICES.npcInCompetition),
    tieBreak: choiceField(RULING_CHOICES.tieBreak),
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
    helpers: wholeField(0),
    penalty: wholeField(0),
  });
}

/** A deck's stacks, its cards' origin and its composition: per suit, copies per rank. */
export function drawDeckField() {
  return new fields.SchemaField({
    stack: nameField(),
    discard: nameField(),
    origin: nameField(),
    composition: new fields.SchemaField(Object.fromEntries(SUITS.map((suit) => [suit, new fields.TypedObjectField(wholeField(0))]))),
  });
}
