/**
 * The check card on the chat-card kit [DOA-02, DOA-03, DOA-06, DOA-08 … DOA-11]: its typed state,
 * its procedure (check-card.ts holds the rules glue) and what a finished check writes to the
 * Dealer: the deck's Fate tokens and exhaustions [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { ProcedureCardModel } from "../../../foundry/chat/procedure-card-model.ts";
import { choiceField, textField } from "../../../foundry/chat/state-fields.ts";
import { ATTRIBUTES, CHARACTER_KINDS, SKILLS } from "../../../rules/doa/index.ts";
import { writeDeck } from "./write-back.ts";
import {
  CHECK_MESSAGE,
  CHECK_TEMPLATE,
  checkCardActions,
  checkCardAfterDraw,
  checkCardContext,
  reduceCheckCard,
  startCheckCard,
  validCheckCard,
} from "./check-card.ts";
import type { CheckCardAction, CheckCardState, GatheredCheck } from "./check-card.ts";
import type { DeckReader } from "./check-odds.ts";
import {
  checkTargetField,
  deckField,
  handEffectField,
  idListField,
  oddsField,
  optionalCheckField,
  optionalOddsField,
  rulingsField,
} from "./state-fields.ts";

export class CheckCardModel extends ProcedureCardModel {
  static override defineState() {
    return {
      actorId: textField(),
      actorName: textField(),
      on: choiceField([...ATTRIBUTES, ...SKILLS]),
      userIds: idListField(),
      rulings: rulingsField(),
      setup: new foundry.data.fields.SchemaField({
        deck: deckField(),
        kind: choiceField(CHARACTER_KINDS),
        target: checkTargetField(),
        hand: new foundry.data.fields.ArrayField(handEffectField()),
      }),
      odds: oddsField(),
      redrawOdds: optionalOddsField(),
      check: optionalCheckField(),
    };
  }

  /** Before the kit, a check card without a redraw on offer stored no `redrawOdds`. */
  static override migrateState(state: Record<string, unknown>): Record<string, unknown> {
    return { ...state, redrawOdds: state["redrawOdds"] ?? null };
  }
}

/** `readDeck` lets the GM's client show a redraw's odds; without it only the first draw's odds show. */
export function checkProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readDeck?: DeckReader,
): ChatProcedure<CheckCardState, CheckCardAction> {
  return {
    kind: "reduce",
    messageType: CHECK_MESSAGE,
    template: CHECK_TEMPLATE,
    model: CheckCardModel,
    gather,
    start: (actorId, options) => startCheckCard(actorId, options as GatheredCheck),
    actions: checkCardActions,
    reduce: reduceCheckCard,
    // The table reporting what a permitted step drew.
    afterDraw: (state, draws) => checkCardAfterDraw(state, draws, readDeck),
    validate: validCheckCard,
    context: checkCardContext,
    // A check just done writes its deck's counters to the Dealer [DOA-05, DOA-06].
    async afterStep({ before, after }) {
      if (after.check?.phase === "done" && before?.check?.phase !== "done") await writeDeck(after.check.deck);
    },
  };
}
