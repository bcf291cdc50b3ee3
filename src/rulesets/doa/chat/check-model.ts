/**
 * The check card's typed state [DOA-02, DOA-03, DOA-06, DOA-08 … DOA-11], its message type and
 * template: what Foundry registers at init. The procedure (check-procedure.ts) loads when a check
 * card is first started, stepped or shown.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, textField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { ATTRIBUTES, CHARACTER_KINDS, SKILLS } from "../../../rules/doa/stats.ts";
import { DOA_ID, DOA_MESSAGE } from "../ids.ts";
import {
  checkTargetField,
  deckField,
  handEffectField,
  idListField,
  intField,
  oddsField,
  optionalCheckField,
  optionalOddsField,
  rulingsField,
} from "./state-fields.ts";

export const CHECK_MESSAGE = DOA_MESSAGE.check;
export const CHECK_TEMPLATE = templatePath(DOA_ID, "chat/check.hbs");

export class CheckCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      actorName: textField(),
      on: choiceField([...ATTRIBUTES, ...SKILLS]),
      userIds: idListField(),
      rulings: rulingsField(),
      setup: new foundry.data.fields.SchemaField({
        deck: deckField(),
        kind: choiceField(CHARACTER_KINDS),
        target: checkTargetField(),
        hand: new foundry.data.fields.ArrayField(handEffectField()),
        armorBonus: intField(0, 3),
      }),
      odds: oddsField(),
      redrawOdds: optionalOddsField(),
      check: optionalCheckField(),
    };
  }

  /** Before the kit, a check card without a redraw on offer stored no `redrawOdds`. */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return { ...state, redrawOdds: state["redrawOdds"] ?? null };
  }
}
