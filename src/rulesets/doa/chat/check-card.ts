/**
 * The check chat card [DOA-02, DOA-03, DOA-06, DOA-08 … DOA-11]: the TC, DR and modifier and the
 * odds of every degree before the draw; the drawn card(s) and the report the engine kept; a redraw
 * with a held Fate Card, with the redraw's odds from the deck as it then lies [CORE-05, DOA-03].
 * Wraps the pure check reducer (src/rules/doa/procedures/check.ts); on the chat-card kit it is
 * check-procedure.ts.
 */
import { cardCode } from "../../../rules/cards/card.ts";
import type { Card } from "../../../rules/cards/card.ts";
import type { DrawOutcome, TableEffect } from "../../../rules/cards/table.ts";
import { checkTargetRefusal } from "../../../rules/doa/checks.ts";
import { attributeLabelKey, handLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { checkOdds } from "../../../rules/doa/odds.ts";
import { abandonCheck, checkReducer, startCheck } from "../../../rules/doa/procedures/check.ts";
import { armorBonus, checkModifier, isAttribute } from "../../../rules/doa/stats.ts";
import { exhaustionHand, lowerHand, netHand, upperHand } from "../../../rules/doa/upper-lower-hand.ts";
import type {
  Attribute,
  CharacterStats,
  CheckAction,
  CheckOdds,
  CheckSetup,
  CheckState,
  CheckTarget,
  DoaRulings,
  HandEffect,
  Skill,
} from "../../../rules/doa/index.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import type { CardActions, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { checkView, oddsView } from "./check-view.ts";
import { redrawOddsOf } from "./check-odds.ts";
import type { DeckReader, DeckStateReader } from "./check-odds.ts";
import { checkStepActions, drawnAction, plainAction } from "./check-actions.ts";
import { isCheckable } from "../models/character.ts";
import { shownNumber } from "../../../foundry/number-view.ts";

export { drawnAction } from "./check-actions.ts";

/** The check card's setup: the deck, who draws, the target and the situational Upper/Lower Hand. */
export interface CheckCardSetup extends Pick<CheckSetup, "deck" | "kind"> {
  readonly target: CheckTarget;
  readonly hand: readonly HandEffect[];
  /** The part of the modifier worn armour gives [DOA-18]; 0 for none (and on cards from before it). */
  readonly armorBonus?: number;
}

/** What a check card stores; every key present. Only revealed cards: the TC, drawn cards on the table, held Fate Cards [CORE-06]. */
export interface CheckCardState {
  readonly actorId: string;
  readonly actorName: string;
  /** The attribute or skill checked. */
  readonly on: Attribute | Skill;
  readonly userIds: readonly string[];
  readonly rulings: DoaRulings;
  readonly setup: CheckCardSetup;
  /** Odds of each degree before the draw, from the deck's actual cards. */
  readonly odds: CheckOdds;
  /** Odds of each degree for a Fate Card redraw, from the deck after the last draw; null when none is offered. */
  readonly redrawOdds: CheckOdds | null;
  /** Null until the Draw button. */
  readonly check: CheckState | null;
}

/** The untrusted part of a check request. */
export interface CheckRequest {
  readonly on: string;
  /** The TC's notation: a card face up on the GM's table. */
  readonly tc: string;
  readonly dr: number;
  /** Situational Upper (positive) or Lower (negative) Hand. */
  readonly hand?: number;
}

/** What the GM's client adds before `start` (see gather.ts). */
export interface GatheredCheck {
  readonly request: unknown;
  readonly actorName: string;
  readonly setup: Pick<CheckSetup, "deck" | "kind">;
  readonly stats: CharacterStats;
  readonly userIds: readonly string[];
  readonly rulings: DoaRulings;
  /** The cards face up on the GM's table: the TC must be one of them. */
  readonly tableCards: readonly Card[];
  /** Cards left in the deck and in its discard pile, for the odds only; never stored. */
  readonly deckCards: readonly Card[];
  readonly discards: readonly Card[];
}

const R = "DECKBOUND.DOA.Refusal";

function situationalHand(net: number): HandEffect[] {
  if (net > 0) return [upperHand(net)];
  if (net < 0) return [lowerHand(-net)];
  return [];
}

function parseRequest(raw: unknown): CheckRequest | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { on, tc, dr, hand } = raw as Record<string, unknown>;
  if (typeof on !== "string" || typeof tc !== "string" || typeof dr !== "number") return null;
  if (hand !== undefined && (typeof hand !== "number" || !Number.isInteger(hand) || Math.abs(hand) > 6)) return null;
  return { on, tc, dr, ...(typeof hand === "number" ? { hand } : {}) };
}

export function startCheckCard(actorId: string, gathered: GatheredCheck): Outcome<{ state: CheckCardState }> {
  const request = parseRequest(gathered.request);
  if (!request || !isCheckable(request.on)) return refuse("DECKBOUND.Refusal.Malformed");
  const tcCard = gathered.tableCards.find((card) => cardCode(card) === request.tc.toUpperCase());
  if (!tcCard) return refuse(`${R}.TargetNotOnTable`);
  const modifier = checkModifier(gathered.stats, request.on, gathered.rulings);
  const candidate = { tc: tcCard, dr: request.dr, modifier };
  const refusal = checkTargetRefusal(candidate);
  if (refusal) return refusal;
  const target = candidate as CheckTarget;
  const hand = situationalHand(request.hand ?? 0);
  const odds = checkOdds(gathered.deckCards, target, {
    hand: [...hand, ...exhaustionHand(gathered.setup.deck.exhaustions)],
    discards: gathered.discards,
    rulings: gathered.rulings,
  });
  return {
    ok: true,
    state: {
      actorId,
      actorName: gathered.actorName,
      on: request.on,
      userIds: gathered.userIds,
      rulings: gathered.rulings,
      setup: { deck: gathered.setup.deck, kind: gathered.setup.kind, target, hand, armorBonus: armorBonus(gathered.stats, request.on) },
      odds,
      redrawOdds: null,
      check: null,
    },
  };
}

export type CheckCardAction = { readonly type: "draw" } | { readonly type: "check"; readonly action: CheckAction };

export function reduceCheckCard(
  state: CheckCardState,
  action: CheckCardAction,
  who: Requester,
): Outcome<{ state: CheckCardState; effects: readonly TableEffect[] }> {
  if (!who.isGM && !who.ownsActor) return refuse("DECKBOUND.Refusal.NotOwner");
  if (action.type === "draw") {
    if (state.check) return refuse(`${R}.WrongPhase`);
    const started = startCheck(state.setup, state.rulings);
    return started.ok ? { ok: true, state: { ...state, check: started.state }, effects: started.effects } : started;
  }
  if (!state.check) return refuse(`${R}.WrongPhase`);
  return applyCheckAction(state, state.check, action.action);
}

/** The card deleted before its check was done: its drawn cards leave the table as at its end. */
export function abandonCheckCard(state: CheckCardState): ProcedureStep<CheckCardState> {
  if (!state.check) return { state, effects: [] };
  const ended = abandonCheck(state.check);
  return { state: { ...state, check: ended.state }, effects: ended.effects };
}

function applyCheckAction(
  state: CheckCardState,
  check: CheckState,
  action: CheckAction,
): Outcome<{ state: CheckCardState; effects: readonly TableEffect[] }> {
  const next = checkReducer(check, action, state.rulings);
  return next.ok ? { ok: true, state: { ...state, check: next.state }, effects: next.effects } : next;
}

/** The hand effects of this check's draws: the situational hand and the exhaustion penalty when it started. */
function checkHand(state: CheckCardState): HandEffect[] {
  return [...(state.setup.hand ?? []), ...exhaustionHand(state.setup.deck.exhaustions)];
}

/**
 * A check still to draw takes its deck as it is now (`deckNow`): Fate Cards in hand, Fate tokens and
 * exhaustions another card may have spent or added since this one was posted [DOA-03, DOA-06]. What
 * it then writes back is what its own draw changed.
 */
export function withDeckNow(state: CheckCardState, deckNow: DeckStateReader): CheckCardState {
  return state.check ? state : { ...state, setup: { ...state.setup, deck: deckNow(state.setup.deck.owner) } };
}

/**
 * The card's odds anew from the deck as it lies [CORE-05]: before the draw, the draw's, with the
 * deck's state now (`deckNow`: its exhaustions set the Lower Hand); a redraw on offer, the redraw's;
 * null once drawing or done (table-follow.ts).
 */
export function checkCardFollowingTable(state: CheckCardState, readDeck: DeckReader, deckNow: DeckStateReader): CheckCardState | null {
  if (state.check) return state.check.phase === "deciding" ? withRedrawOdds(state, readDeck) : null;
  const now = withDeckNow(state, deckNow);
  const { deck, discards } = readDeck(now.setup.deck.owner);
  return { ...now, odds: checkOdds(deck, now.setup.target, { hand: checkHand(now), discards, rulings: now.rulings }) };
}

/** When a draw leaves the check deciding (a Fate Card redraw is offered), the odds of that redraw. */
export function withRedrawOdds(state: CheckCardState, readDeck: DeckReader): CheckCardState {
  return { ...state, redrawOdds: redrawOddsOf(state.check, readDeck, state.rulings) };
}

/** The stored state is one the rules could have produced: the check, once drawn, is drawn from the card's deck. */
export function validCheckCard(state: CheckCardState): boolean {
  return state.check === null || state.check.deck.owner === state.setup.deck.owner;
}

export function checkCardContext(state: CheckCardState): Record<string, unknown> {
  const check = state.check;
  const target = state.setup.target;
  const net = check?.net ?? netHand(checkHand(state));
  return {
    title: isAttribute(state.on) ? attributeLabelKey(state.on) : skillLabelKey(state.on),
    actorName: state.actorName,
    tc: cardView(target.tc),
    dr: target.dr,
    modifier: shownNumber(target.modifier),
    armorBonus: state.setup.armorBonus ?? 0,
    hand: { key: handLabelKey(net), n: Math.abs(net) },
    exhaustions: state.setup.deck.exhaustions,
    odds: oddsView(state.odds),
    redrawOdds: check?.phase === "deciding" ? oddsView(state.redrawOdds) : null,
    ready: check === null,
    check: check ? checkView(check) : null,
    // The check's own actor's owners (and the GM) press its buttons.
    player: Audience.owner,
  };
}

export const checkCardActions: CardActions<CheckCardAction> = {
  draw: plainAction({ type: "draw" }),
  ...checkStepActions((action): CheckCardAction => ({ type: "check", action })),
};

/** The next state once a permitted step drew: the check hears its draw; a redraw on offer gets its odds (`readDeck`). */
export function checkCardAfterDraw(
  state: CheckCardState,
  draws: readonly DrawOutcome[],
  readDeck?: DeckReader,
): Outcome<{ state: CheckCardState; effects: readonly TableEffect[] }> {
  const drawn = drawnAction(draws);
  if (!drawn || !state.check) return refuse(`${R}.WrongPhase`);
  const next = applyCheckAction(state, state.check, drawn);
  return next.ok && readDeck ? { ...next, state: withRedrawOdds(next.state, readDeck) } : next;
}
