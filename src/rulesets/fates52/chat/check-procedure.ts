/**
 * The action check card on the chat-card kit (docs/CHAT-CARDS.md): its typed state schema and its
 * procedure — the GM's client gathers the actor's level and skills and the face-up cards, the
 * roller presses Draw, the table's draw settles the result (check-card.ts holds the pure half).
 */
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from "../../../rules/fates52/index.ts";
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, optionalFlagField, optionalTextField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { CHECK_MESSAGE } from "../ids.ts";
import { WHOLE_DECK } from "./cards.ts";
import { gatherCheck } from "./gather.ts";
import {
  CHECK_PHASES,
  CHECK_TEMPLATE,
  checkCardAfterDraw,
  checkContext,
  reduceCheckCard,
  startCheckCard,
  validCheckState,
} from "./check-card.ts";
import type { CheckCardAction, CheckCardState } from "./check-card.ts";

const fields = foundry.data.fields;

export class CheckCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      difficulty: wholeField(MIN_DIFFICULTY, MAX_DIFFICULTY),
      skill: optionalTextField(),
      cardCount: wholeField(1, WHOLE_DECK),
      odds: new fields.NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 }),
      phase: choiceField(CHECK_PHASES),
      cards: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), { required: true, initial: [] }),
      success: optionalFlagField(),
    };
  }
}

export const checkProcedure: ChatProcedure<CheckCardState, CheckCardAction> = {
  kind: "reduce",
  messageType: CHECK_MESSAGE,
  template: CHECK_TEMPLATE,
  model: CheckCardModel,
  gather: gatherCheck,
  start: startCheckCard,
  actions: {
    draw: { parse: () => ({ ok: true, action: { type: "draw" } }) },
  },
  reduce: reduceCheckCard,
  afterDraw: checkCardAfterDraw,
  validate: validCheckState,
  context: (state) => checkContext(state),
};
