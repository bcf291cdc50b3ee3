/**
 * The contested check card's typed state [DOA-12], its message type and template: what Foundry
 * registers at init. The procedure (contested-procedure.ts) loads when a contested card is first
 * started, stepped or shown.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, textField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { CHARACTER_KINDS } from "../../../rules/doa/stats.ts";
import { DOA_ID, DOA_MESSAGE } from "../ids.ts";
import {
  chanceListField,
  decksField,
  intField,
  optionalCheckField,
  optionalOddsField,
  optionalReportField,
  optionalSuitedCardField,
  partyInfoSchema,
  rulingsField,
} from "./state-fields.ts";

export const CONTESTED_MESSAGE = DOA_MESSAGE.contested;
export const CONTESTED_TEMPLATE = templatePath(DOA_ID, "chat/contested.hbs");

const fields = foundry.data.fields;

function partyField() {
  return new fields.SchemaField({ id: textField(), owner: textField(), kind: choiceField(CHARACTER_KINDS), modifier: intField() });
}

export class ContestedCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(new fields.SchemaField(partyInfoSchema())),
      setup: new fields.SchemaField({ decks: decksField(), attacker: partyField(), targets: new fields.ArrayField(partyField()) }),
      contested: new fields.SchemaField(
        {
          procedure: choiceField(["doa.contested"]),
          decks: decksField(),
          attacker: partyField(),
          dr: intField(0, 6),
          tc: optionalSuitedCardField(),
          tcDrawnHere: flagField(),
          targets: new fields.ArrayField(partyField()),
          results: new fields.ArrayField(new fields.SchemaField({ id: textField(), resisted: flagField(), report: optionalReportField() })),
          check: optionalCheckField(),
          phase: choiceField(["tc", "targets", "done"]),
        },
        { required: true, nullable: true, initial: null },
      ),
      odds: optionalOddsField(),
      redrawOdds: optionalOddsField(),
      resistOdds: chanceListField(),
      tcRedrawOdds: new fields.SchemaField(
        { now: chanceListField(), redrawn: chanceListField() },
        { required: true, nullable: true, initial: null },
      ),
    };
  }

  /** Before the kit, a contest stored no odds until it had some; before the TC's odds, none of them. */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return {
      ...state,
      odds: state["odds"] ?? null,
      redrawOdds: state["redrawOdds"] ?? null,
      resistOdds: state["resistOdds"] ?? [],
      tcRedrawOdds: state["tcRedrawOdds"] ?? null,
    };
  }
}
