/**
 * The high-card card's model: its state's schema and migration. Apart from the procedure
 * (procedure.ts), which the ruleset defers — Foundry needs the model at init, the procedure only
 * when a card is first played (docs/CHAT-CARDS.md, "deferred procedures").
 */
import { ProcedureCardModel } from "../../src/foundry/chat/procedure-card-model.ts";
import { choiceField, optionalCardField, optionalFlagField, textField, wholeField } from "../../src/foundry/chat/state-fields.ts";
import { MESSAGE_TYPES } from "./ids.ts";

export const HIGH_CARD_MESSAGE = MESSAGE_TYPES.highCard;
export const HIGH_CARD_TEMPLATE = "systems/deckbound/test/sample-ruleset/high-card.hbs";

const PHASES = ["draw", "drawn", "revealed", "resolved"] as const;

export class HighCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      phase: choiceField(PHASES),
      actorId: textField(),
      target: wholeField(2, 14),
      card: optionalCardField(),
      success: optionalFlagField(),
    };
  }

  /** Before the kit, a state held a card only once revealed and no `success` before resolving. */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return { card: null, success: null, ...state };
  }
}
