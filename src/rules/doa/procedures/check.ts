/**
 * The check procedure [DOA-02, DOA-03, DOA-06, DOA-08 … DOA-11]: draw from the owner's action deck
 * onto their table, keep the card Upper or Lower Hand selects, let a Fate Card buy one redraw, then
 * tidy up. Used on its own and inside contested checks, combat, Epic Events and rests.
 *
 * Rulings as played here:
 * - A joker drawn goes to the hand at once and the next card replaces it [DOA-02 ruling].
 * - Every ace drawn counts as an ace, then goes to the hand (kept or not) [DOA-02 ruling].
 * - A redraw spends a Fate Card already in hand (a joker drawn this check is; an ace lying on the
 *   table is not yet) and replaces the whole draw, with the same number of cards.
 * - When the deck runs out during a draw the discards are shuffled in (table policy) and the
 *   exhaustion is recorded; its Lower Hand (1+) applies from the owner's next check [DOA-06].
 * - With no target (an initiative card, a contested check's TC) one card is drawn and Upper/Lower
 *   Hand does not apply: there is nothing to be near to.
 */
import { isSuitedCard } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import { checkTargetRefusal, evaluateCard, isSuccess } from "../checks.ts";
import type { CardReport, CheckTarget } from "../checks.ts";
import { doaStack, isFateCard } from "../decks.ts";
import type { DeckState } from "../decks.ts";
import { afterReshuffles, fateCount, keepFateCards, spendFate, without } from "../fate.ts";
import type { FateSpend } from "../fate.ts";
import { REFUSAL, refuse } from "../refusals.ts";
import type { Refusal } from "../refusals.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { DoaRulings } from "../rulings.ts";
import { canUseFateCards } from "../stats.ts";
import type { CharacterKind } from "../stats.ts";
import { cardsToDraw, exhaustionHand, keptReport, netHand } from "../upper-lower-hand.ts";
import type { HandEffect } from "../upper-lower-hand.ts";
import { step } from "./step.ts";
import type { Step } from "./step.ts";

export interface CheckSetup {
  readonly deck: DeckState;
  /** Who draws: decides whether Fate Cards may be used [DOA-21]. */
  readonly kind: CharacterKind;
  /** The TC, DR and modifier; null for an open draw (initiative card, a contested check's TC). */
  readonly target: CheckTarget | null;
  /** Situational Upper/Lower Hand; the deck's exhaustion penalty is added here. */
  readonly hand?: readonly HandEffect[];
  /** Leave the kept card face up on the table afterwards (initiative, a contested TC). */
  readonly keepOnTable?: boolean;
  /** Epic Events: the card played from the epic hand instead of a draw [DOA-19]. */
  readonly played?: SuitedCard;
  /** "one" redraw per check [DOA-03]; Epic Events allow one per Fate Card played [DOA-19]. */
  readonly redrawLimit?: "one" | "perFateCard";
}

export type CheckPhase = "drawing" | "deciding" | "done";

export interface CheckState {
  readonly procedure: "doa.check";
  readonly deck: DeckState;
  readonly kind: CharacterKind;
  readonly canUseFate: boolean;
  readonly target: CheckTarget | null;
  readonly hand: readonly HandEffect[];
  /** Net Upper Hand (negative: Lower Hand). */
  readonly net: number;
  /** Cards this draw keeps to choose from. */
  readonly needed: number;
  readonly keepOnTable: boolean;
  readonly redrawLimit: "one" | "perFateCard";
  readonly redraws: number;
  readonly phase: CheckPhase;
  /** Cards of the current draw, face up on the owner's table (jokers never stay here). */
  readonly drawn: readonly SuitedCard[];
  /** Cards asked for by the draw effect still outstanding. */
  readonly awaiting: number;
  /** Reports for `drawn` (empty for an open draw). */
  readonly reports: readonly CardReport[];
  /** The card kept: the result of the draw. Null until chosen, or if no card could be drawn. */
  readonly kept: SuitedCard | null;
  /** The kept card's report (checks with a target). */
  readonly result: CardReport | null;
}

export type CheckAction =
  /** The outcome of the last draw effect, revealed. */
  | { readonly type: "drawn"; readonly cards: readonly Card[]; readonly reshuffles: number; readonly short?: number }
  /** Spend a held Fate Card to redraw [DOA-03]. */
  | { readonly type: "redraw"; readonly spend: FateSpend }
  /** Take the current draw as the result. */
  | { readonly type: "accept" };

export type CheckStep = Step<CheckState>;

export function startCheck(setup: CheckSetup, rulings: DoaRulings = DEFAULT_RULINGS): CheckStep | Refusal {
  if (setup.target) {
    const refusal = checkTargetRefusal(setup.target);
    if (refusal) return refusal;
  }
  const owner = setup.deck.owner;
  const hand = [...(setup.hand ?? []), ...exhaustionHand(setup.deck.exhaustions)];
  const net = setup.target && !setup.played ? netHand(hand) : 0;
  const base: CheckState = {
    procedure: "doa.check",
    deck: setup.deck,
    kind: setup.kind,
    canUseFate: canUseFateCards(setup.kind, rulings),
    target: setup.target,
    hand,
    net,
    needed: setup.target && !setup.played ? cardsToDraw(hand) : 1,
    keepOnTable: setup.keepOnTable ?? false,
    redrawLimit: setup.redrawLimit ?? "one",
    redraws: 0,
    phase: "drawing",
    drawn: [],
    awaiting: 0,
    reports: [],
    kept: null,
    result: null,
  };
  if (setup.played) {
    const moved: TableEffect = {
      type: "move",
      cards: [setup.played],
      from: doaStack.epic(owner),
      to: doaStack.table(owner),
      position: "top",
    };
    const settled = settleDraw({ ...base, drawn: [setup.played] }, rulings);
    return step(settled.state, [moved, ...settled.effects]);
  }
  return step({ ...base, awaiting: base.needed }, [drawEffect(owner, base.needed)]);
}

export function checkReducer(state: CheckState, action: CheckAction, rulings: DoaRulings = DEFAULT_RULINGS): CheckStep | Refusal {
  switch (action.type) {
    case "drawn":
      return onDrawn(state, action, rulings);
    case "redraw":
      return onRedraw(state, action.spend);
    case "accept":
      return state.phase === "deciding" ? finish(state) : refuse(REFUSAL.WrongPhase);
  }
}

function drawEffect(owner: string, count: number): TableEffect {
  return { type: "draw", from: doaStack.deck(owner), to: doaStack.table(owner), count, how: "top" };
}

function onDrawn(state: CheckState, action: Extract<CheckAction, { type: "drawn" }>, rulings: DoaRulings): CheckStep | Refusal {
  if (state.phase !== "drawing") return refuse(REFUSAL.WrongPhase);
  const short = action.short ?? 0;
  const owner = state.deck.owner;
  if (
    action.cards.length + short !== state.awaiting ||
    !Number.isInteger(action.reshuffles) ||
    action.reshuffles < 0 ||
    action.cards.some((card) => card.origin !== owner)
  ) {
    return refuse(REFUSAL.WrongCards);
  }
  const jokers = action.cards.filter((card) => card.kind === "joker");
  const suitedCards = action.cards.filter(isSuitedCard);
  const effects: TableEffect[] = [];
  if (suitedCards.length > 0) effects.push({ type: "reveal", stack: doaStack.table(owner), cards: suitedCards });
  if (jokers.length > 0) {
    effects.push({ type: "move", cards: jokers, from: doaStack.table(owner), to: doaStack.hand(owner), position: "top" });
  }
  const deck = afterReshuffles(keepFateCards(state.deck, jokers), action.reshuffles);
  const drawn = [...state.drawn, ...suitedCards];
  const missing = state.needed - drawn.length;
  // A joker's replacement is drawn at once; a short draw (nothing left anywhere) settles for what there is.
  if (missing > 0 && short === 0) {
    return step({ ...state, deck, drawn, awaiting: missing }, [...effects, drawEffect(owner, missing)]);
  }
  const settled = settleDraw({ ...state, deck, drawn, awaiting: 0 }, rulings);
  return step(settled.state, [...effects, ...settled.effects]);
}

/** All cards are in: pick the kept card; finish at once if no redraw is possible. */
function settleDraw(state: CheckState, rulings: DoaRulings): CheckStep {
  const reports = state.target ? state.drawn.map((card) => evaluateCard(card, state.target!, rulings)) : [];
  const result = state.target ? (keptReport(reports, state.net, state.target.tc) ?? null) : null;
  const kept = result ? result.card : (state.drawn[0] ?? null);
  const settled: CheckState = { ...state, phase: "deciding", reports, result, kept };
  return canRedraw(settled) ? step(settled) : finish(settled);
}

function canRedraw(state: CheckState): boolean {
  return state.canUseFate && fateCount(state.deck) > 0 && (state.redrawLimit === "perFateCard" || state.redraws === 0);
}

function onRedraw(state: CheckState, spend: FateSpend): CheckStep | Refusal {
  if (!state.canUseFate) return refuse(REFUSAL.CannotUseFateCards);
  if (state.redrawLimit === "one" && state.redraws > 0) return refuse(REFUSAL.RedrawUsed);
  if (state.phase !== "deciding") return refuse(REFUSAL.WrongPhase);
  const spent = spendFate(state.deck, spend);
  if (!spent.ok) return spent;
  const cleared = clearFromTable(spent.deck, state.drawn);
  const owner = state.deck.owner;
  const next: CheckState = {
    ...state,
    deck: cleared.deck,
    phase: "drawing",
    redraws: state.redraws + 1,
    drawn: [],
    reports: [],
    kept: null,
    result: null,
    awaiting: state.needed,
  };
  return step(next, [...spent.effects, ...cleared.effects, drawEffect(owner, state.needed)]);
}

function finish(state: CheckState): CheckStep {
  const leaving = state.keepOnTable && state.kept ? without(state.drawn, [state.kept]) : state.drawn;
  const cleared = clearFromTable(state.deck, leaving);
  return step({ ...state, deck: cleared.deck, phase: "done" }, cleared.effects);
}

/**
 * A check whose card is gone before it was done (the message deleted, or the chat log cleared):
 * its drawn cards leave the table as at its end — aces to the hand as Fate Cards [DOA-02], the
 * rest to the discard pile — and it is done with no result (ruling) [CORE-03].
 */
export function abandonCheck(state: CheckState): CheckStep {
  if (state.phase === "done") return step(state);
  const cleared = clearFromTable(state.deck, state.drawn);
  return step(
    { ...state, deck: cleared.deck, phase: "done", drawn: [], reports: [], kept: null, result: null, awaiting: 0 },
    cleared.effects,
  );
}

/**
 * Take cards off the owner's table: aces to the hand as Fate Cards [DOA-02], everything else to
 * the discard pile. Also used when combat ends and initiative cards are cleared.
 */
export function clearFromTable(deck: DeckState, cards: readonly Card[]): { deck: DeckState; effects: TableEffect[] } {
  const owner = deck.owner;
  const fate = cards.filter(isFateCard);
  const rest = cards.filter((card) => !isFateCard(card));
  const effects: TableEffect[] = [];
  if (fate.length > 0) effects.push({ type: "move", cards: fate, from: doaStack.table(owner), to: doaStack.hand(owner), position: "top" });
  if (rest.length > 0)
    effects.push({ type: "move", cards: rest, from: doaStack.table(owner), to: doaStack.discard(owner), position: "top" });
  return { deck: keepFateCards(deck, fate), effects };
}

/** The check's outcome once done: hit/miss for callers that only need that. */
export function checkSucceeded(state: CheckState): boolean {
  return state.result !== null && isSuccess(state.result.degree);
}
