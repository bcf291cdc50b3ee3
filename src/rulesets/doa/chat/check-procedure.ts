/**
 * The check card's procedure on the chat-card kit [DOA-02, DOA-03, DOA-06, DOA-08 … DOA-11]
 * (check-model.ts holds its typed state, check-card.ts the rules glue), loaded when a check card is
 * first needed (index.ts `deferredProcedures`), and what a finished check writes to the Dealer: the
 * deck's Fate tokens and exhaustions [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { writeDeck } from "./write-back.ts";
import {
  abandonCheckCard,
  checkCardActions,
  checkCardAfterDraw,
  checkCardContext,
  reduceCheckCard,
  checkCardFollowingTable,
  startCheckCard,
  validCheckCard,
  withDeckNow,
} from "./check-card.ts";
import type { CheckCardAction, CheckCardState, GatheredCheck } from "./check-card.ts";
import type { DeckReader, DeckStateReader } from "./check-odds.ts";
import { CHECK_MESSAGE, CHECK_TEMPLATE, CheckCardModel } from "./check-model.ts";

/**
 * `readDeck` lets the GM's client show a redraw's odds and keep the odds in step with the deck;
 * `deckNow` gives a check about to draw its deck as it is now.
 */
export function checkProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readDeck: DeckReader,
  deckNow: DeckStateReader,
): ChatProcedure<CheckCardState, CheckCardAction> {
  return {
    kind: "reduce",
    messageType: CHECK_MESSAGE,
    template: CHECK_TEMPLATE,
    model: CheckCardModel,
    gather,
    start: (actorId, options) => startCheckCard(actorId, options as GatheredCheck),
    actions: checkCardActions,
    reduce: (state, action, who) => reduceCheckCard(action.type === "draw" ? withDeckNow(state, deckNow) : state, action, who),
    // The table reporting what a permitted step drew.
    afterDraw: (state, draws) => checkCardAfterDraw(state, draws, readDeck),
    validate: validCheckCard,
    abandon: abandonCheckCard,
    // Another card's draw on this deck: the odds follow it.
    followTable: (state) => checkCardFollowingTable(state, readDeck, deckNow),
    context: checkCardContext,
    // A check just done writes its deck's counters to the Dealer [DOA-05, DOA-06].
    async afterStep({ before, after }) {
      if (after.check?.phase === "done" && before?.check?.phase !== "done") await writeDeck(after.check.deck, after.setup.deck);
    },
  };
}
