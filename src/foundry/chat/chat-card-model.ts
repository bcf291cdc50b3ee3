/**
 * The base data model of Deckbound's chat cards: the actor the card is about and its procedure's
 * state. The state must only ever hold cards the rules have revealed [CORE-06]: message data goes
 * to every client. A ruleset registers this model (or a subclass with a stricter schema) for each
 * of its procedures' message types.
 */
const fields = foundry.data.fields;

function chatCardSchema() {
  return {
    actorId: new fields.StringField({ required: true, blank: true, initial: "" }),
    state: new fields.ObjectField({ required: true, initial: {} }),
  };
}

type Schema = ReturnType<typeof chatCardSchema>;

export class ChatCardModel extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static override defineSchema(): Schema {
    return chatCardSchema();
  }
}
