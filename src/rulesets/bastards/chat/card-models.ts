/**
 * The three cards' typed states and templates: what Foundry registers at init. Each card's procedure
 * (fate-draw-card.ts, opposition-card.ts, dramatic-card.ts) loads when a card of its type is first
 * started, stepped or shown (index.ts, `deferredProcedures`).
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { flagField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { BASTARDS } from "../ids.ts";
import { migrateFateDrawCard, migrateOppositionCard } from "./state-migration.ts";
import { combatantsField, fateDrawOptionsField, oddsField, oppositionField, rulingsField, skillHandField } from "./state-schema.ts";

export const FATE_DRAW_TEMPLATE = templatePath(BASTARDS, "chat/fate-draw.hbs");
export const OPPOSITION_TEMPLATE = templatePath(BASTARDS, "chat/opposition.hbs");
export const DRAMATIC_TEMPLATE = templatePath(BASTARDS, "chat/dramatic.hbs");

export class FateDrawCardModel extends ProcedureCardModel {
  static override defineState() {
    return { hand: skillHandField(), rulings: rulingsField(), odds: oddsField(), options: fateDrawOptionsField() };
  }

  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return migrateFateDrawCard(state);
  }
}

export class OppositionCardModel extends ProcedureCardModel {
  static override defineState() {
    const fields = foundry.data.fields;
    return {
      rulings: rulingsField(),
      names: new fields.TypedObjectField(new fields.StringField({ required: true, blank: true })),
      seated: combatantsField(),
      opposition: oppositionField(),
    };
  }

  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return migrateOppositionCard(state);
  }
}

export class DramaticCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      action: textField(),
      option: wholeField(0, 9),
      cost: wholeField(0, 99),
      agreement: flagField(),
      done: flagField(),
    };
  }
}
