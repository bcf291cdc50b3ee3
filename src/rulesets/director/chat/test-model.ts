/**
 * The Director's test card's data model: the typed schema of its stored state (test-card.ts) — the
 * setup, the rulings and the cards once drawn [DIR-04 … DIR-08] — and the migration of states
 * stored before the chat-card kit.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { cardIdentityField, flagField, optionalTextField, textField } from "../../../foundry/chat/state-fields.ts";
import { attributeField, drawDeckField, extrasField, rulingsField } from "./card-fields.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { migrateExtras } from "./extras.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DIRECTOR } from "../ids.ts";

export const TEST_TEMPLATE = templatePath(DIRECTOR, "chat/test.hbs");

const fields = foundry.data.fields;

export class TestCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorName: textField(),
      setup: new fields.SchemaField({
        attribute: attributeField(),
        // 4 is the easiest; 0 and below are allowed [DIR-06, DIR-07].
        difficulty: new fields.NumberField({ required: true, nullable: false, integer: true, max: 4, initial: 4 }),
        extras: extrasField(),
        deck: drawDeckField(),
        against: optionalTextField(),
      }),
      rulings: rulingsField(),
      // A player's proposal awaits the Director's confirmation [DIR-04, DIR-08].
      confirmed: flagField(),
      known: new fields.ArrayField(new fields.SchemaField({ name: textField(), expert: flagField() })),
      cards: new fields.ArrayField(cardIdentityField(), { required: true, nullable: true, initial: null }),
    };
  }

  /**
   * Before the kit, a setup held `against` only against an NPC, and the extra cards as the client
   * sent them. Before the Director confirmed tests (Step 15), every test was posted decided: it is
   * confirmed, and the competences it named are the ones known.
   */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    const setup = state["setup"];
    if (!isRecord(setup)) return state;
    const extras = migrateExtras(setup["extras"]);
    const named = isRecord(extras) && Array.isArray(extras["competences"]) ? extras["competences"] : [];
    return {
      ...state,
      setup: { ...setup, extras, against: setup["against"] ?? null },
      confirmed: state["confirmed"] ?? true,
      known: state["known"] ?? named,
    };
  }
}
