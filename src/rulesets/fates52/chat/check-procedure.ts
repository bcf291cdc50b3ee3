/**
 * The action check card on the chat-card kit (docs/CHAT-CARDS.md): its typed state schema and its
 * procedure — the GM's client gathers the actor's level and skills and the face-up cards, the
 * roller presses Draw, the table's draw settles the result (check-card.ts holds the pure half).
 */
import type { ChatProcedure } from "../../../foundry/registry/definition.ts";
import { CHECK_MESSAGE } from "../ids.ts";
import { faceUpCards, gatherCheck } from "./gather.ts";
import { CHECK_TEMPLATE, CheckCardModel } from "./card-models.ts";
import {
  checkCardAfterDraw,
  checkCardFollowingTable,
  checkContext,
  reduceCheckCard,
  startCheckCard,
  validCheckState,
} from "./check-card.ts";
import type { CheckCardAction, CheckCardState } from "./check-card.ts";

// The model moved to card-models.ts (registered at init); re-exported for its importers.
export { CheckCardModel };

export const checkProcedure: ChatProcedure<CheckCardState, CheckCardAction> = {
  kind: "reduce",
  messageType: CHECK_MESSAGE,
  template: CHECK_TEMPLATE,
  model: CheckCardModel,
  gather: gatherCheck,
  start: startCheckCard,
  actions: {
    draw: { parse: () => ({ ok: true, action: { type: "draw" } }) },
  },
  reduce: reduceCheckCard,
  afterDraw: checkCardAfterDraw,
  // Another card's draw, or a reshuffle, while it waits: the odds follow the cards face up now.
  followTable: (state) => checkCardFollowingTable(state, faceUpCards()),
  validate: validCheckState,
  context: (state) => checkContext(state),
};
