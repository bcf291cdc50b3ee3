/**
 * The Epic Event and rest card's typed state [DOA-19, DOA-20], its message type and template: what
 * Foundry registers at init. The procedure (epic-procedure.ts) loads when an Epic Event or rest card
 * is first started, stepped or shown.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, optionalFlagField, textField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { ATTRIBUTES, SKILLS } from "../../../rules/doa/stats.ts";
import { DOA_ID, DOA_MESSAGE } from "../ids.ts";
import {
  decksField,
  idListField,
  intField,
  optionalCheckField,
  optionalOddsField,
  optionalRecoveryField,
  optionalReportField,
  optionalRestGoalField,
  optionalSuitedCardField,
  partyInfoSchema,
  rulingsField,
  statsField,
  suitedCardField,
} from "./state-fields.ts";

export const EPIC_MESSAGE = DOA_MESSAGE.epic;
export const EPIC_TEMPLATE = templatePath(DOA_ID, "chat/epic.hbs");

const fields = foundry.data.fields;
const KINDS = ["epic", "shortRest", "longRest"];

function callSchema() {
  return {
    tc: suitedCardField(),
    on: choiceField([...ATTRIBUTES, ...SKILLS, "primary"]),
    dr: intField(0, 6),
    goal: optionalRestGoalField(),
    for: new fields.StringField({ required: true, blank: false, nullable: true, initial: null }),
  };
}

function volunteerResultField() {
  return new fields.SchemaField({
    id: textField(),
    sacrificed: intField(0),
    report: optionalReportField(),
    success: flagField(),
    recovery: optionalRecoveryField(),
  });
}

export class EpicCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(new fields.SchemaField(partyInfoSchema())),
      setup: new fields.SchemaField({
        kind: choiceField(KINDS),
        decks: decksField(),
        players: new fields.ArrayField(new fields.SchemaField({ id: textField(), owner: textField(), stats: statsField() })),
        // The Great Void's attacker's TC [DOA-16].
        greatVoid: optionalSuitedCardField(),
      }),
      epic: new fields.SchemaField(
        {
          procedure: choiceField(["doa.epic"]),
          kind: choiceField(KINDS),
          decks: decksField(),
          seats: new fields.ArrayField(
            new fields.SchemaField({ id: textField(), owner: textField(), stats: statsField(), cardsLeft: intField(0) }),
          ),
          phase: choiceField(["dealing", "calling", "check", "over"]),
          dealing: new fields.SchemaField({ owner: textField(), awaiting: intField(0) }, { required: true, nullable: true, initial: null }),
          dealt: idListField(),
          call: new fields.SchemaField(callSchema(), { required: true, nullable: true, initial: null }),
          volunteers: new fields.ArrayField(volunteerResultField()),
          volunteer: new fields.SchemaField(
            { id: textField(), sacrificed: intField(0) },
            { required: true, nullable: true, initial: null },
          ),
          check: optionalCheckField(),
          results: new fields.ArrayField(
            new fields.SchemaField({
              call: new fields.SchemaField(callSchema()),
              volunteers: new fields.ArrayField(volunteerResultField()),
              success: flagField(),
            }),
          ),
          success: optionalFlagField(),
          greatVoid: optionalSuitedCardField(),
        },
        { required: true, nullable: true, initial: null },
      ),
      redrawOdds: optionalOddsField(),
      // The Great Void's DR is unknown to the player until the check resolves [DOA-16].
      hiddenDr: flagField(),
    };
  }
}
