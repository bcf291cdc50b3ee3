/**
 * The contested check card's procedure on the chat-card kit [DOA-12] (contested-model.ts holds its
 * typed state, contested-card.ts the rules glue), loaded when a contested card is first needed
 * (index.ts `deferredProcedures`), and what a finished contest writes to the Dealers: each deck's
 * Fate tokens and exhaustions [DOA-05, DOA-06].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { writeDecks } from "./write-back.ts";
import type { DeckReader, DeckStateReader } from "./check-odds.ts";
import {
  abandonContestedCard,
  contestedCardActions,
  contestedCardAfterDraw,
  contestedCardContext,
  reduceContestedCard,
  contestedCardFollowingTable,
  startContestedCard,
  validContestedCard,
  withDecksNow,
  withResistOdds,
} from "./contested-card.ts";
import type { ContestedCardAction, ContestedCardState, GatheredContested } from "./contested-card.ts";
import { CONTESTED_MESSAGE, CONTESTED_TEMPLATE, ContestedCardModel } from "./contested-model.ts";

/**
 * `readDeck` reads an owner's deck and discards on the GM's client, for the odds only; `deckNow` an
 * owner's deck state, which a draw about to be made takes.
 */
export function contestedProcedure(
  gather: (actorId: string, options: unknown) => unknown,
  readDeck: DeckReader,
  deckNow: DeckStateReader,
): ChatProcedure<ContestedCardState, ContestedCardAction> {
  return {
    kind: "reduce",
    messageType: CONTESTED_MESSAGE,
    template: CONTESTED_TEMPLATE,
    model: ContestedCardModel,
    gather,
    // The odds before the TC is drawn, on the GM's client that starts the card.
    start: (actorId, options) => {
      const started = startContestedCard(actorId, options as GatheredContested);
      return started.ok ? { ...started, state: withResistOdds(started.state, readDeck) } : started;
    },
    actions: contestedCardActions,
    // The TC's draw, and each target's, take the decks as they are now.
    reduce: (state, action, who) =>
      reduceContestedCard(action.type !== "check" ? withDecksNow(state, deckNow) : state, action, who, readDeck),
    afterDraw: (state, draws) => contestedCardAfterDraw(state, draws, readDeck),
    validate: validContestedCard,
    followTable: (state) => contestedCardFollowingTable(state, readDeck, deckNow),
    abandon: abandonContestedCard,
    context: contestedCardContext,
    // A contest just done writes every deck's counters [DOA-05, DOA-06].
    async afterStep({ before, after }) {
      if (after.contested?.phase === "done" && before?.contested?.phase !== "done")
        await writeDecks(after.contested.decks, after.setup.decks);
    },
  };
}
