/**
 * The Epic Event and rest card on the chat-card kit [DOA-19, DOA-20]: its typed state, its
 * procedure (epic-card.ts holds the rules glue; the GM's Call and a volunteer's picker are its
 * actions' prompts) and what an event that has just ended writes: each deck's counters, and a
 * rest's recovered Health and Energy, once [DOA-06, DOA-20].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, flagField, optionalFlagField, textField } from "../../../foundry/chat/state-fields.ts";
import { ATTRIBUTES, SKILLS } from "../../../rules/doa/index.ts";
import { callPrompt } from "../gm/call-client.ts";
import { volunteerPrompt } from "./volunteer-client.ts";
import { writeDecks, writeRest } from "./write-back.ts";
import type { DeckReader } from "./check-odds.ts";
import { EPIC_MESSAGE, EPIC_TEMPLATE, epicCardActions, epicCardContext, performEpic, startEpicCard, validEpicCard } from "./epic-card.ts";
import type { EpicCardAction, EpicCardState, GatheredEpic } from "./epic-card.ts";
import {
  decksField,
  idListField,
  intField,
  optionalCheckField,
  optionalOddsField,
  optionalRecoveryField,
  optionalReportField,
  optionalRestGoalField,
  partyInfoSchema,
  rulingsField,
  statsField,
  suitedCardField,
} from "./state-fields.ts";

const fields = foundry.data.fields;
const KINDS = ["epic", "shortRest", "longRest"];

function callSchema() {
  return {
    tc: suitedCardField(),
    on: choiceField([...ATTRIBUTES, ...SKILLS, "primary"]),
    dr: intField(0, 6),
    goal: optionalRestGoalField(),
    for: new fields.StringField({ required: true, blank: false, nullable: true, initial: null }),
  };
}

function volunteerResultField() {
  return new fields.SchemaField({
    id: textField(),
    sacrificed: intField(0),
    report: optionalReportField(),
    success: flagField(),
    recovery: optionalRecoveryField(),
  });
}

export class EpicCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      rulings: rulingsField(),
      info: new fields.TypedObjectField(new fields.SchemaField(partyInfoSchema())),
      setup: new fields.SchemaField({
        kind: choiceField(KINDS),
        decks: decksField(),
        players: new fields.ArrayField(new fields.SchemaField({ id: textField(), owner: textField(), stats: statsField() })),
      }),
      epic: new fields.SchemaField(
        {
          procedure: choiceField(["doa.epic"]),
          kind: choiceField(KINDS),
          decks: decksField(),
          seats: new fields.ArrayField(
            new fields.SchemaField({ id: textField(), owner: textField(), stats: statsField(), cardsLeft: intField(0) }),
          ),
          phase: choiceField(["dealing", "calling", "check", "over"]),
          dealing: new fields.SchemaField({ owner: textField(), awaiting: intField(0) }, { required: true, nullable: true, initial: null }),
          dealt: idListField(),
          call: new fields.SchemaField(callSchema(), { required: true, nullable: true, initial: null }),
          volunteers: new fields.ArrayField(volunteerResultField()),
          volunteer: new fields.SchemaField(
            { id: textField(), sacrificed: intField(0) },
            { required: true, nullable: true, initial: null },
          ),
          check: optionalCheckField(),
          results: new fields.ArrayField(
            new fields.SchemaField({
              call: new fields.SchemaField(callSchema()),
              volunteers: new fields.ArrayField(volunteerResultField()),
              success: flagField(),
            }),
          ),
          success: optionalFlagField(),
        },
        { required: true, nullable: true, initial: null },
      ),
      redrawOdds: optionalOddsField(),
    };
  }
}

/** `readDeck` reads an owner's deck and discards on the GM's client, for the redraw odds only. */
export function epicProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readDeck: DeckReader,
): ChatProcedure<EpicCardState, EpicCardAction> {
  return {
    // Every step converses with the table: the played card, the TC and the leftovers are read there.
    kind: "perform",
    messageType: EPIC_MESSAGE,
    template: EPIC_TEMPLATE,
    model: EpicCardModel,
    gather,
    start: (actorId, options) => startEpicCard(actorId, options as GatheredEpic),
    actions: epicCardActions({ call: callPrompt, volunteer: volunteerPrompt }),
    perform: (state, action, who, table) => performEpic(state, action, who, table, readDeck),
    validate: validEpicCard,
    context: epicCardContext,
    // An event that has just ended writes every deck's counters, and a rest its recovery, once [DOA-06, DOA-20].
    async afterStep({ before, after }) {
      if (after.epic?.phase !== "over" || before?.epic?.phase === "over") return;
      await writeDecks(after.epic.decks);
      if (after.epic.kind !== "epic") await writeRest(after.epic);
    },
  };
}
