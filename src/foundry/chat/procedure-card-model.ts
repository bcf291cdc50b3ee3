/**
 * The base data model of every procedure card (a ChatMessage subtype per card type): the actor the
 * card is about and the procedure's state under a typed schema that each card type declares
 * (`defineState`), with `migrateState` for states stored in older shapes. The GM queue replaces the
 * state whole on each step (chat-cards.ts). The state must only ever hold cards the rules have
 * revealed [CORE-06]: message data reaches every client.
 *
 * The model owns its rendering: the system's ChatMessage class (chat-message.ts) hands the message's
 * element to `renderInto` from `renderHTML`, before Foundry's chat log inserts it, and `renderInto`
 * renders the card for the viewing user.
 */
import { keepAside, unrecognisedData, unrecognisedField } from "../documents/unrecognised-data.ts";
import { renderCardInto } from "./card-render.ts";
import { isRecord } from "./action-data.ts";

const fields = foundry.data.fields;

function cardSchema(state: foundry.data.fields.DataSchema) {
  return {
    actorId: new fields.StringField({ required: true, blank: true, initial: "" }),
    state: new fields.SchemaField(state),
    /** What a stored state held that this version's schema does not know (by dotted path): kept, and shown to the GM. */
    unrecognised: unrecognisedField(),
  };
}

type CardSchema = ReturnType<typeof cardSchema>;

export class ProcedureCardModel extends foundry.abstract.TypeDataModel<CardSchema, ChatMessage.Implementation> {
  /** The fields of this card type's state. Every card type overrides it. */
  static defineState(): foundry.data.fields.DataSchema {
    throw new Error(`Deckbound | ${this.name} declares no state schema (override defineState)`);
  }

  static override defineSchema(): CardSchema {
    return cardSchema(this.defineState());
  }

  /** Bring a state stored in an older shape to the current schema (the default keeps it as it is). */
  static migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return state;
  }

  static override migrateData(source: Record<string, unknown>) {
    const state = source["state"];
    if (isRecord(state)) {
      const migrated = this.migrateState({ ...state });
      source["state"] = migrated;
      // The class's schema, built once (a card is migrated on every load and update: building the
      // state's fields each time cost a seat's reload ~120 ms at 150 cards).
      keepAside(source, unrecognisedData((this.schema.fields.state as foundry.data.fields.SchemaField.Any).fields, migrated));
    }
    return super.migrateData(source);
  }

  /** Render the card for this client's user into Foundry's rendered message. */
  renderInto(html: HTMLElement): Promise<void> {
    return renderCardInto(this.parent, html);
  }
}
