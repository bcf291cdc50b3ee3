/**
 * The ignore-damage card's typed state [DOA-04], its message type and template: what Foundry registers
 * at init. The procedure (ignore-damage-procedure.ts) loads when such a card is first started, stepped or shown.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { cardListField, choiceField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import { CHARACTER_KINDS } from "../../../rules/doa/stats.ts";
import { DOA_ID, DOA_MESSAGE } from "../ids.ts";
import { deckField, idListField, rulingsField } from "./state-fields.ts";

export const IGNORE_DAMAGE_MESSAGE = DOA_MESSAGE.ignoreDamage;
export const IGNORE_DAMAGE_TEMPLATE = templatePath(DOA_ID, "chat/ignore-damage.hbs");

/** Most damage one card takes (the sheet's dialog offers the same). */
export const MOST_DAMAGE = 20;

export class IgnoreDamageCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorName: textField(),
      userIds: idListField(),
      kind: choiceField(CHARACTER_KINDS),
      rulings: rulingsField(),
      source: textField(),
      damage: wholeField(1, MOST_DAMAGE),
      damageKind: choiceField(DAMAGE_KINDS),
      left: wholeField(0, MOST_DAMAGE),
      deck: deckField(),
      spent: cardListField(),
      tokens: wholeField(0, MOST_DAMAGE),
      phase: choiceField(["choosing", "done"]),
    };
  }
}
