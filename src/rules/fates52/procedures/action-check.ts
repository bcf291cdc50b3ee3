/**
 * An action skill check out of combat as a reducer [F52-02, F52-03]: start it (the cards are drawn
 * from the deck onto the discard pile, face up), then report the draw back with `drawn`.
 */
import type { SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import { cardsForCheck, evaluateCheck } from "../check.ts";
import type { CheckRequest } from "../check.ts";
import { DECK, DISCARD } from "../decks.ts";
import { REFUSAL, refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";
import type { DrawReport } from "./combat-state.ts";

export interface ActionCheckState {
  readonly difficulty: number;
  readonly cardCount: number;
  readonly status: "drawing" | "done";
  readonly cards: readonly SuitedCard[];
  readonly success: boolean | null;
}

export type ActionCheckAction = { readonly type: "drawn"; readonly outcomes: readonly DrawReport[] };

export type ActionCheckStep = Outcome<{ readonly state: ActionCheckState; readonly effects: readonly TableEffect[] }>;

export function startActionCheck(request: CheckRequest): ActionCheckStep {
  const count = cardsForCheck(request);
  if (!count.ok) return count;
  return {
    ok: true,
    state: { difficulty: request.difficulty, cardCount: count.count, status: "drawing", cards: [], success: null },
    effects: [{ type: "draw", from: DECK, to: DISCARD, count: count.count, how: "top" }],
  };
}

export function reduceActionCheck(state: ActionCheckState, action: ActionCheckAction): ActionCheckStep {
  if (state.status !== "drawing") return refuse(REFUSAL.NotAwaitingDraw);
  const [outcome, ...rest] = action.outcomes;
  if (!outcome || rest.length > 0) return refuse(REFUSAL.DrawMismatch);
  const cards: SuitedCard[] = [];
  for (const card of outcome.cards) {
    if (card.kind !== "suited") return refuse(REFUSAL.NotACard);
    cards.push(card);
  }
  const result = evaluateCheck(cards, state.difficulty);
  return {
    ok: true,
    state: { ...state, status: "done", cards, success: result.success },
    effects: cards.length > 0 ? [{ type: "reveal", stack: DISCARD, cards }] : [],
  };
}
