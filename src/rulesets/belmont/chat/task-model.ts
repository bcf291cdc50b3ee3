/**
 * The Belmont task card's data model: the typed schema of its stored state (task-state.ts) — the
 * scene and lines, the rulings, and once revealed the options with their cards, values, odds and
 * the votes [BEL-05, BEL-06] — and the migration of states stored before the chat-card kit.
 */
import { RANKS, SUITS } from "../../../rules/cards/card.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, optionalTextField, optionalWholeField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { migrateTaskCardState } from "./task-state.ts";

const fields = foundry.data.fields;

const MIN_RANK = RANKS[0];
const ACE = RANKS[RANKS.length - 1]!;
/** Values run past the Ace (A+1, A+2 [BEL-11]); maluses may bring them below the lowest rank. */
const VALUE_RANGE = { min: -100, max: 100 } as const;
/** More cards than any edited deck holds. */
const MAX_DECK = 1000;

function suitedCardFields() {
  return {
    kind: choiceField(["suited"]),
    suit: choiceField(SUITS),
    rank: wholeField(MIN_RANK, ACE),
    origin: new fields.StringField({ required: true, blank: false }),
  };
}

function suitedCardField() {
  return new fields.SchemaField(suitedCardFields());
}

function optionalSuitedCardField() {
  return new fields.SchemaField(suitedCardFields(), { required: true, nullable: true, initial: null });
}

/** A free text (an ability's description), possibly empty, or null. */
function optionalBlankTextField() {
  return new fields.StringField({ required: true, blank: true, nullable: true, initial: null });
}

function abilityField() {
  return new fields.SchemaField({
    id: textField(),
    name: textField(),
    suit: choiceField(SUITS),
    rank: wholeField(MIN_RANK, ACE),
    effect: new fields.SchemaField({
      kind: choiceField(["bonus", "malus", "described"]),
      amount: optionalWholeField(1),
      text: optionalBlankTextField(),
    }),
  });
}

function valueField() {
  return new fields.SchemaField({
    base: wholeField(MIN_RANK, ACE),
    steps: new fields.ArrayField(
      new fields.SchemaField({
        source: choiceField([...SUITS, "luck"]),
        amount: wholeField(VALUE_RANGE.min, VALUE_RANGE.max),
        abilityId: optionalTextField(),
        total: wholeField(VALUE_RANGE.min, VALUE_RANGE.max),
      }),
    ),
    total: wholeField(VALUE_RANGE.min, VALUE_RANGE.max),
    luck: choiceField(["none", "suit", "number", "critical"]),
  });
}

function optionField() {
  return new fields.SchemaField({
    suit: choiceField(SUITS),
    card: suitedCardField(),
    description: textField(),
    abilities: new fields.ArrayField(abilityField()),
    value: valueField(),
    position: new fields.SchemaField({
      luck: choiceField(["none", "suit", "number", "critical"]),
      skillCount: wholeField(0, MAX_DECK),
      challengeCount: wholeField(0, MAX_DECK),
    }),
    // Never stored (publicTask): where the Ace lies is not public [CORE-06]; task-state.ts checks it.
    ace: optionalSuitedCardField(),
    aceStack: optionalTextField(),
    successChance: new fields.NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 }),
  });
}

function taskField() {
  return new fields.SchemaField(
    {
      phase: choiceField(["voting", "revealing", "resolved"]),
      options: new fields.ArrayField(optionField()),
      luck: optionalSuitedCardField(),
      votes: new fields.TypedObjectField(choiceField(SUITS)),
      chosen: new fields.SchemaField(
        { suit: choiceField(SUITS), by: choiceField(["vote", "gm"]) },
        { required: true, nullable: true, initial: null },
      ),
      challenge: optionalSuitedCardField(),
      outcome: new fields.SchemaField(
        {
          result: choiceField(["success", "critical", "failure"]),
          reason: choiceField(["lucky", "beat", "lower", "lastSkillCard", "challengeEmptied"]),
          reset: choiceField(["none", "aceOnTop", "reshuffleSkill"]),
        },
        { required: true, nullable: true, initial: null },
      ),
    },
    { required: true, nullable: true, initial: null },
  );
}

export class TaskCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      scene: textField(),
      lines: new fields.SchemaField(Object.fromEntries(SUITS.map((suit) => [suit, optionalTextField()]))),
      rulings: new fields.SchemaField({
        valuesPastAce: choiceField(["stayAbove", "capAtAce"]),
        criticalOnLastSkillCard: choiceField(["asIfFailed", "reshuffleOnly"]),
      }),
      task: taskField(),
    };
  }

  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return migrateTaskCardState(state);
  }
}
