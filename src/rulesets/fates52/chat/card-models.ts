/**
 * The action check and combat cards' typed states (their templates in card-names.ts): what Foundry
 * registers at init.
 * Each card's procedure (check-procedure.ts, combat-procedure.ts) loads when a card of its type is
 * first started, stepped or shown (index.ts, `deferredProcedures`).
 */
import { MAX_DIFFICULTY, MIN_DIFFICULTY } from "../../../rules/fates52/check.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, optionalFlagField, optionalTextField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { CHECK_PHASES } from "./card-names.ts";
import { WHOLE_DECK } from "./cards.ts";
import { controlsMemory, wireCombatControls } from "./combat-controls.ts";
import { migrateCombatState } from "./combat-migration.ts";
import { combatCardFields } from "./combat-schema.ts";

export { CHECK_PHASES, CHECK_TEMPLATE, COMBAT_TEMPLATE } from "./card-names.ts";

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

export class CombatCardModel extends ProcedureCardModel {
  static override defineState() {
    return combatCardFields();
  }

  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return migrateCombatState(state);
  }

  /** The card for this client's user, then its pickers and fields wired (combat-controls.ts), with what this client had chosen on it before the redraw. */
  override async renderInto(html: HTMLElement): Promise<void> {
    await super.renderInto(html);
    wireCombatControls(html, controlsMemory(this.parent.id ?? ""));
  }
}
