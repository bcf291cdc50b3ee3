/**
 * The contested check card on the chat-card kit [DOA-12]: its typed state, its procedure
 * (contested-card.ts holds the rules glue) and what a finished contest writes to the Dealers: each
 * deck's Fate tokens and exhaustions [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, textField } from "../../../foundry/chat/state-fields.ts";
import { CHARACTER_KINDS } from "../../../rules/doa/index.ts";
import { writeDecks } from "./write-back.ts";
import type { DeckReader } from "./check-odds.ts";
import {
  CONTESTED_MESSAGE,
  CONTESTED_TEMPLATE,
  contestedCardActions,
  contestedCardAfterDraw,
  contestedCardContext,
  reduceContestedCard,
  startContestedCard,
  validContestedCard,
} from "./contested-card.ts";
import type { ContestedCardAction, ContestedCardState, GatheredContested } from "./contested-card.ts";
import {
  decksField,
  intField,
  optionalCheckField,
  optionalOddsField,
  optionalReportField,
  optionalSuitedCardField,
  partyInfoSchema,
  rulingsField,
} from "./state-fields.ts";

const fields = foundry.data.fields;

function partyField() {
  return new fields.SchemaField({ id: textField(), owner: textField(), kind: choiceField(CHARACTER_KINDS), modifier: intField() });
}

export class ContestedCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(new fields.SchemaField(partyInfoSchema())),
      setup: new fields.SchemaField({ decks: decksField(), attacker: partyField(), targets: new fields.ArrayField(partyField()) }),
      contested: new fields.SchemaField(
        {
          procedure: choiceField(["doa.contested"]),
          decks: decksField(),
          attacker: partyField(),
          dr: intField(0, 6),
          tc: optionalSuitedCardField(),
          tcDrawnHere: flagField(),
          targets: new fields.ArrayField(partyField()),
          results: new fields.ArrayField(new fields.SchemaField({ id: textField(), resisted: flagField(), report: optionalReportField() })),
          check: optionalCheckField(),
          phase: choiceField(["tc", "targets", "done"]),
        },
        { required: true, nullable: true, initial: null },
      ),
      odds: optionalOddsField(),
      redrawOdds: optionalOddsField(),
    };
  }

  /** Before the kit, a contest stored no odds until it had some. */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return { ...state, odds: state["odds"] ?? null, redrawOdds: state["redrawOdds"] ?? null };
  }
}

/** `readDeck` reads an owner's deck and discards on the GM's client, for the odds only. */
export function contestedProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readDeck: DeckReader,
): ChatProcedure<ContestedCardState, ContestedCardAction> {
  return {
    kind: "reduce",
    messageType: CONTESTED_MESSAGE,
    template: CONTESTED_TEMPLATE,
    model: ContestedCardModel,
    gather,
    start: (actorId, options) => startContestedCard(actorId, options as GatheredContested),
    actions: contestedCardActions,
    reduce: (state, action, who) => reduceContestedCard(state, action, who, readDeck),
    afterDraw: (state, draws) => contestedCardAfterDraw(state, draws, readDeck),
    validate: validContestedCard,
    context: contestedCardContext,
    // A contest just done writes every deck's counters [DOA-05, DOA-06].
    async afterStep({ before, after }) {
      if (after.contested?.phase === "done" && before?.contested?.phase !== "done") await writeDecks(after.contested.decks);
    },
  };
}
