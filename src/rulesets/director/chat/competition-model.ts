/**
 * The Director's competition card's data model: the typed schema of its stored state
 * (competition-card.ts) — the entrants with their decks, the current round's contenders and hands
 * (revealed [CORE-06]), the symbols of earlier rounds [DIR-09] — and the migration of states stored
 * before the chat-card kit.
 */
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { cardListField, flagField, textField, wholeField } from "../../../foundry/chat/state-fields.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { attributeField, drawDeckField, extrasField, rulingsField } from "./card-fields.ts";
import { migrateExtras } from "./extras.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DIRECTOR } from "../ids.ts";

export const COMPETITION_TEMPLATE = templatePath(DIRECTOR, "chat/competition.hbs");

const fields = foundry.data.fields;

export class CompetitionCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      entrants: new fields.ArrayField(
        new fields.SchemaField({
          key: textField(),
          npc: flagField(),
          attribute: attributeField(),
          extras: extrasField(),
          deck: drawDeckField(),
          // A player's entry awaits the Director's confirmation [DIR-09].
          confirmed: flagField(),
        }),
      ),
      names: new fields.ArrayField(textField()),
      rulings: rulingsField(),
      started: flagField(),
      contenders: new fields.ArrayField(wholeField(0)),
      hands: new fields.ArrayField(cardListField(), { required: true, nullable: true, initial: null }),
      earlier: new fields.ArrayField(new fields.ArrayField(new fields.SchemaField({ competitor: wholeField(0), symbols: wholeField(0) }))),
      declared: flagField(),
    };
  }

  /** Before the kit, an entrant held the extra cards as the client sent them; before Step 15 every entry was decided (confirmed). */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    const entrants = state["entrants"];
    if (!Array.isArray(entrants)) return state;
    return {
      ...state,
      entrants: entrants.map((entrant: unknown) =>
        isRecord(entrant) ? { ...entrant, extras: migrateExtras(entrant["extras"]), confirmed: entrant["confirmed"] ?? true } : entrant,
      ),
    };
  }
}
