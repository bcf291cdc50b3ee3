/**
 * "High card", the sample ruleset's one procedure (pure): draw a card face down into your hand,
 * reveal it onto the table, resolve against the target (beat it to succeed), discard it.
 * Walks draw → drawn → revealed → resolved. The state holds a card only once revealed [CORE-06].
 * It is also the smallest complete example of a procedure card on the chat-card kit
 * (docs/CHAT-CARDS.md): a typed state schema with a migration, declared actions, a validator, a
 * per-viewer context with audiences.
 */
import { RANKS, parseCard, rankCode } from "../../src/rules/cards/card.ts";
import type { Card, Rank } from "../../src/rules/cards/card.ts";
import type { TableEffect } from "../../src/rules/cards/table.ts";
import { refuse } from "../../src/foundry/registry/definition.ts";
import type { ChatProcedure, Outcome, Requester } from "../../src/foundry/registry/definition.ts";
import { cardFromIdentity, identityOf } from "../../src/foundry/table/card-identity.ts";
import type { CardIdentity } from "../../src/foundry/table/card-identity.ts";
import { cardView } from "../../src/foundry/sheets/hand-context.ts";
import { HIGH_CARD_MESSAGE, HIGH_CARD_TEMPLATE, HighCardModel } from "./model.ts";
import { readCard } from "../../src/foundry/chat/action-data.ts";
import { Audience } from "../../src/foundry/chat/audience.ts";

export { HIGH_CARD_MESSAGE, HIGH_CARD_TEMPLATE } from "./model.ts";

/** Every key always present (absent = null), as the card's schema stores it. */
export interface HighCardState {
  readonly phase: "draw" | "drawn" | "revealed" | "resolved";
  readonly actorId: string;
  readonly target: Rank;
  /** Once revealed [CORE-06]. */
  readonly card: CardIdentity | null;
  /** Once resolved. */
  readonly success: boolean | null;
}

export type HighCardAction = { readonly type: "draw" } | { readonly type: "reveal"; readonly card: Card } | { readonly type: "resolve" };

const R = "DECKBOUND.Foundry.Sample.Refusal";

function isRank(value: unknown): value is Rank {
  return RANKS.includes(value as Rank);
}

function hand(actorId: string): string {
  return `hand:${actorId}`;
}

function reduce(
  state: HighCardState,
  action: HighCardAction,
  who: Requester,
): Outcome<{ state: HighCardState; effects: readonly TableEffect[] }> {
  if (!who.ownsActor && !who.isGM) return refuse(`${R}.NotOwner`);
  switch (action.type) {
    case "draw":
      if (state.phase !== "draw") return refuse(`${R}.Phase`);
      return {
        ok: true,
        state: { ...state, phase: "drawn" },
        effects: [{ type: "draw", from: "deck", to: hand(state.actorId), count: 1, how: "top" }],
      };
    case "reveal":
      if (state.phase !== "drawn") return refuse(`${R}.Phase`);
      return {
        ok: true,
        state: { ...state, phase: "revealed", card: identityOf(action.card) },
        effects: [
          { type: "move", cards: [action.card], from: hand(state.actorId), to: "table", position: "top" },
          { type: "reveal", stack: "table", cards: [action.card] },
        ],
      };
    case "resolve": {
      if (state.phase !== "revealed" || !state.card) return refuse(`${R}.Phase`);
      const card = parseCard(state.card.code, state.card.origin);
      const rank = card.kind === "suited" ? card.rank : 15;
      return {
        ok: true,
        state: { ...state, phase: "resolved", success: rank > state.target },
        effects: [{ type: "move", cards: [card], from: "table", to: "discard", position: "top" }],
      };
    }
  }
}

/** The card's stored state is one the procedure could have produced: a card exactly once revealed. */
function validate(state: HighCardState): boolean {
  const revealed = state.phase === "revealed" || state.phase === "resolved";
  return (
    revealed === (state.card !== null && cardFromIdentity(state.card) !== null) && (state.phase === "resolved") === (state.success !== null)
  );
}

export const highCardProcedure: ChatProcedure<HighCardState, HighCardAction> = {
  kind: "reduce",
  messageType: HIGH_CARD_MESSAGE,
  template: HIGH_CARD_TEMPLATE,
  model: HighCardModel,
  start(actorId, options) {
    const target = (options as { target?: unknown } | null)?.target ?? 8;
    if (!isRank(target)) return refuse(`${R}.BadTarget`);
    return { ok: true, state: { phase: "draw", actorId, target, card: null, success: null } };
  },
  actions: {
    draw: { parse: () => ({ ok: true, action: { type: "draw" } }) },
    resolve: { parse: () => ({ ok: true, action: { type: "resolve" } }) },
    reveal: {
      parse(data) {
        const card = readCard(data);
        return card ? { ok: true, action: { type: "reveal", card } } : refuse("DECKBOUND.Refusal.BadCard");
      },
    },
  },
  reduce,
  validate,
  context(state) {
    const card = state.card ? cardFromIdentity(state.card) : null;
    return {
      phase: state.phase,
      isDraw: state.phase === "draw",
      isDrawn: state.phase === "drawn",
      isRevealed: state.phase === "revealed",
      isResolved: state.phase === "resolved",
      target: rankCode(state.target),
      card: card ? cardView(card) : null,
      success: state.success,
      // Who may press what: the one convention (chat/audience.ts), applied by the template's deckboundMayPress.
      player: Audience.owner,
    };
  },
};
