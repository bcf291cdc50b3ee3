/**
 * The Epic Event and rest card's procedure on the chat-card kit [DOA-19, DOA-20] (epic-model.ts
 * holds its typed state, epic-card.ts the rules glue; the GM's Call and a volunteer's picker are its
 * actions' prompts), loaded when such a card is first needed (index.ts `deferredProcedures`), and
 * what an event that has just ended writes: each deck's counters, and a rest's recovered Health and
 * Energy, once [DOA-06, DOA-20].
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { callPrompt } from "../gm/call-client.ts";
import { volunteerPrompt } from "./volunteer-client.ts";
import { writeDecks, writeRest } from "./write-back.ts";
import type { DeckReader } from "./check-odds.ts";
import {
  abandonEpicCard,
  epicCardActions,
  epicCardContext,
  performEpic,
  epicCardFollowingTable,
  startEpicCard,
  validEpicCard,
} from "./epic-card.ts";
import type { EpicCardAction, EpicCardState, GatheredEpic } from "./epic-card.ts";
import { EPIC_MESSAGE, EPIC_TEMPLATE, EpicCardModel } from "./epic-model.ts";

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
    followTable: (state) => epicCardFollowingTable(state, readDeck),
    abandon: abandonEpicCard,
    context: epicCardContext,
    // An event that has just ended writes every deck's counters, and a rest its recovery, once [DOA-06, DOA-20].
    async afterStep({ before, after }) {
      if (after.epic?.phase !== "over" || before?.epic?.phase === "over") return;
      await writeDecks(after.epic.decks, after.setup.decks);
      if (after.epic.kind !== "epic") await writeRest(after.epic);
    },
  };
}
