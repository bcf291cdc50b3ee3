/**
 * The task card's buttons (pure): what each sends and the action the GM's client reads from it
 * (untrusted data, read with the chat-card kit's readers: a suit is one of the four, looked up as
 * an own key).
 */
import { SUITS } from "../../../rules/cards/card.ts";
import type { Suit } from "../../../rules/cards/card.ts";
import { ownEntry, readChoice, readInt } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { MAX_SITUATIONAL } from "../../../rules/belmont/index.ts";
import type { CardActions, Outcome } from "../../../foundry/registry/definition.ts";
import { promptAdjustment } from "./adjust-dialog.ts";

export type TaskCardAction =
  | { readonly type: "open" }
  | { readonly type: "vote"; readonly suit: Suit }
  /** The GM closes the vote; `tieBreak` names the winner among tied leaders. */
  | { readonly type: "close"; readonly tieBreak?: Suit }
  | { readonly type: "pick"; readonly suit: Suit }
  /** The GM's situational bonus or malus on an option (amount 0 clears it) [BEL-12] [BEL-17]. */
  | { readonly type: "adjust"; readonly suit: Suit; readonly source: Suit; readonly amount: number };

const MALFORMED = "DECKBOUND.Refusal.Malformed";

function withSuit(data: ActionData, make: (suit: Suit) => TaskCardAction): Outcome<{ action: TaskCardAction }> {
  const suit = readChoice(data, "suit", SUITS);
  return suit ? { ok: true, action: make(suit) } : { ok: false, reason: MALFORMED };
}

export const TASK_ACTIONS: CardActions<TaskCardAction> = {
  open: { parse: () => ({ ok: true, action: { type: "open" } }) },
  vote: { parse: (data) => withSuit(data, (suit) => ({ type: "vote", suit })) },
  pick: { parse: (data) => withSuit(data, (suit) => ({ type: "pick", suit })) },
  adjust: {
    parse(data) {
      const source = readChoice(data, "source", SUITS);
      const amount = readInt(data, "amount", { min: -MAX_SITUATIONAL, max: MAX_SITUATIONAL });
      if (!source || amount === null) return { ok: false, reason: MALFORMED };
      return withSuit(data, (suit) => ({ type: "adjust", suit, source, amount }));
    },
    prompt: ({ data }) => promptAdjustment(readChoice(data, "suit", SUITS)),
  },
  closeTask: {
    parse(data) {
      // Without a suit (or an empty one) the vote closes on its leader; with one, the GM breaks a tie.
      const suit = ownEntry(data, "suit");
      if (suit === undefined || suit === "") return { ok: true, action: { type: "close" } };
      return withSuit(data, (tieBreak) => ({ type: "close", tieBreak }));
    },
  },
};
