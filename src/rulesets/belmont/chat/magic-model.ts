/** The Magic-spent card's data model: the ability fuelled and, once spent, the Magic card [BEL-01]. */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { optionalCardField, textField } from "../../../foundry/chat/state-fields.ts";

export class MagicCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      abilityId: textField(),
      abilityName: textField(),
      card: optionalCardField(),
    };
  }
}
