/**
 * "High card", the sample ruleset's one procedure (pure): draw a card face down into your hand,
 * reveal it onto the table, resolve against the target (beat it to succeed), discard it.
 * Walks draw → drawn → revealed → resolved. The state holds a card only once revealed [CORE-06].
 */
import { RANKS, parseCard, rankCode } from "../../src/rules/cards/card.ts";
import type { Card, Rank } from "../../src/rules/cards/card.ts";
import type { TableEffect } from "../../src/rules/cards/table.ts";
import { refuse } from "../../src/foundry/registry/definition.ts";
import type { ChatProcedure, Outcome, Requester } from "../../src/foundry/registry/definition.ts";
import { cardFromIdentity, identityOf } from "../../src/foundry/table/card-identity.ts";
import type { CardIdentity } from "../../src/foundry/table/card-identity.ts";
import { cardView } from "../../src/foundry/sheets/hand-context.ts";

export const HIGH_CARD_MESSAGE = "high-card";
export const HIGH_CARD_TEMPLATE = "systems/deckbound/test/sample-ruleset/high-card.hbs";

export type HighCardState =
  | { readonly phase: "draw" | "drawn"; readonly actorId: string; readonly target: Rank }
  | { readonly phase: "revealed"; readonly actorId: string; readonly target: Rank; readonly card: CardIdentity }
  | { readonly phase: "resolved"; readonly actorId: string; readonly target: Rank; readonly card: CardIdentity; readonly success: boolean };

export type HighCardAction = { readonly type: "draw" } | { readonly type: "reveal"; readonly card: Card } | { readonly type: "resolve" };

const R = "DECKBOUND.Foundry.Sample.Refusal";

function isRank(value: unknown): value is Rank {
  return RANKS.includes(value as Rank);
}

function hand(actorId: string): string {
  return `hand:${actorId}`;
}

function reduce(state: HighCardState, action: HighCardAction, who: Requester): Outcome<{ state: HighCardState; effects: readonly TableEffect[] }> {
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
        state: { phase: "revealed", actorId: state.actorId, target: state.target, card: identityOf(action.card) },
        effects: [
          { type: "move", cards: [action.card], from: hand(state.actorId), to: "table", position: "top" },
          { type: "reveal", stack: "table", cards: [action.card] },
        ],
      };
    case "resolve": {
      if (state.phase !== "revealed") return refuse(`${R}.Phase`);
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

function parseState(raw: unknown): HighCardState | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { phase, actorId, target, card, success } = raw as Record<string, unknown>;
  if (typeof actorId !== "string" || !isRank(target)) return null;
  if (phase === "draw" || phase === "drawn") return { phase, actorId, target };
  const parsed = cardFromIdentity(card);
  if (!parsed) return null;
  if (phase === "revealed") return { phase, actorId, target, card: identityOf(parsed) };
  if (phase === "resolved" && typeof success === "boolean") return { phase, actorId, target, card: identityOf(parsed), success };
  return null;
}

export const highCardProcedure: ChatProcedure<HighCardState, HighCardAction> = {
  messageType: HIGH_CARD_MESSAGE,
  template: HIGH_CARD_TEMPLATE,
  start(actorId, options) {
    const target = (options as { target?: unknown } | null)?.target ?? 8;
    if (!isRank(target)) return refuse(`${R}.BadTarget`);
    return { ok: true, state: { phase: "draw", actorId, target } };
  },
  parseAction(action, data) {
    if (action === "draw" || action === "resolve") return { ok: true, action: { type: action } };
    if (action === "reveal") {
      const card = cardFromIdentity(data);
      return card ? { ok: true, action: { type: "reveal", card } } : refuse("DECKBOUND.Refusal.BadCard");
    }
    return refuse("DECKBOUND.Refusal.Malformed");
  },
  reduce,
  parseState,
  context(state) {
    const card = "card" in state ? cardFromIdentity(state.card) : null;
    return {
      phase: state.phase,
      isDraw: state.phase === "draw",
      isDrawn: state.phase === "drawn",
      isRevealed: state.phase === "revealed",
      isResolved: state.phase === "resolved",
      target: rankCode(state.target),
      card: card ? cardView(card) : null,
      success: state.phase === "resolved" ? state.success : null,
    };
  },
};
