/**
 * Epic Events and rests [DOA-19, DOA-20].
 *
 * Every player draws a hand (5 for an Epic Event or a long rest, 3 for a short rest) into their
 * own `epic` pile, which only they see: the state keeps how many cards each holds,
 * never which. The GM calls checks (a TC, an attribute or skill, a DR); any players volunteer, each
 * playing one card and sacrificing others for +1 modifier apiece. Fate Cards work as usual: a
 * joker dealt goes to the hand and is replaced, a played or sacrificed ace returns to the hand,
 * and each held Fate Card spent buys one more discard-and-redraw. A call nobody answers, or answered
 * when nobody has cards, is an automatic miss. The GM decides when the event is over and whether it
 * succeeded.
 *
 * A rest is an Epic Event whose calls are goals (Health, Energy, other) with recovery worked out
 * from each check. When it ends every card comes home: leftovers and discards are shuffled into the
 * deck, the exhaustion penalty ends, and a long rest returns the spent jokers to the hand.
 *
 * Leftover cards are hidden, so the action that ends the event carries them (the GM's client reads
 * the piles); the reducer checks their number against its counts.
 */
import { cardKey, isJoker } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import type { CardReport } from "../checks.ts";
import { doaStack, isFateCard } from "../decks.ts";
import type { DeckState } from "../decks.ts";
import { afterReshuffles, keepFateCards, returnJokers } from "../fate.ts";
import { goalAllows, goalDr, recovery, LONG_REST_CARDS, SHORT_REST_CARDS } from "../rest.ts";
import type { Recovery, RestGoal } from "../rest.ts";
import { REFUSAL, refuse } from "../refusals.ts";
import type { Refusal } from "../refusals.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { DoaRulings } from "../rulings.ts";
import { checkModifier, primarySkillModifier } from "../stats.ts";
import type { Attribute, CharacterStats, Skill } from "../stats.ts";
import { abandonCheck, checkReducer, checkSucceeded, startCheck } from "./check.ts";
import type { CheckAction, CheckState } from "./check.ts";
import { step } from "./step.ts";
import type { Step } from "./step.ts";

export const EPIC_EVENT_CARDS = 5;

export type EpicKind = "epic" | "shortRest" | "longRest";

export interface EpicPlayer {
  readonly id: string;
  readonly owner: string;
  readonly stats: CharacterStats;
}

export interface EpicSeat extends EpicPlayer {
  /** Cards in the player's epic pile (their faces stay hidden). */
  readonly cardsLeft: number;
}

export interface EpicCall {
  readonly tc: SuitedCard;
  /** The attribute or skill called; rests' Health goals use VIT, Energy goals the Primary Skill. */
  readonly on: Attribute | Skill | "primary";
  readonly dr: number;
  /** Rests: the goal and whose it is ("players take turns attempting their respective checks"); null for an Epic Event's call. */
  readonly goal: RestGoal | null;
  /** Whom the call is for; null: anyone may answer. */
  readonly for: string | null;
}

/** A call as the GM makes it: the goal and whom it is for may be left out. */
export type CallRequest = Omit<EpicCall, "goal" | "for"> & { readonly goal?: RestGoal | null; readonly for?: string | null };

export interface VolunteerResult {
  readonly id: string;
  readonly sacrificed: number;
  readonly report: CardReport | null;
  readonly success: boolean;
  /** Rests: what the goal recovered; null for an Epic Event's call. */
  readonly recovery: Recovery | null;
}

export interface CallResult {
  readonly call: EpicCall;
  readonly volunteers: readonly VolunteerResult[];
  /** Any volunteer succeeded; no volunteer (or no cards) is an automatic miss. */
  readonly success: boolean;
}

export interface EpicState {
  readonly procedure: "doa.epic";
  readonly kind: EpicKind;
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly seats: readonly EpicSeat[];
  readonly phase: "dealing" | "calling" | "check" | "over";
  /** Dealing: the owner whose cards are being drawn and how many are awaited. */
  readonly dealing: { readonly owner: string; readonly awaiting: number } | null;
  /** Owners dealt to (or being dealt to). */
  readonly dealt: readonly string[];
  readonly call: EpicCall | null;
  readonly volunteers: readonly VolunteerResult[];
  /** A volunteer's card being resolved. */
  readonly volunteer: { readonly id: string; readonly sacrificed: number } | null;
  readonly check: CheckState | null;
  readonly results: readonly CallResult[];
  /** The GM's verdict; null until the event is over. */
  readonly success: boolean | null;
  /**
   * The Great Void [DOA-16]: the TC of the attacker whose hit began it; every call is a Conviction
   * check against it. Null for any other Epic Event or rest (absent on older cards).
   */
  readonly greatVoid?: SuitedCard | null;
}

export type EpicAction =
  | {
      readonly type: "dealt";
      readonly owner: string;
      readonly cards: readonly Card[];
      readonly reshuffles: number;
      readonly short?: number;
    }
  | ({ readonly type: "call" } & CallRequest)
  | { readonly type: "volunteer"; readonly id: string; readonly card: SuitedCard; readonly sacrifice: readonly SuitedCard[] }
  | { readonly type: "check"; readonly action: CheckAction }
  | { readonly type: "closeCall" }
  /** The GM ends the event; `leftovers` are each owner's unplayed cards, read from their piles. */
  | { readonly type: "conclude"; readonly success: boolean; readonly leftovers: Readonly<Record<string, readonly SuitedCard[]>> };

export type EpicStep = Step<EpicState>;

export function handSizeFor(kind: EpicKind): number {
  return kind === "shortRest" ? SHORT_REST_CARDS : kind === "longRest" ? LONG_REST_CARDS : EPIC_EVENT_CARDS;
}

export function startEpic(setup: {
  readonly kind: EpicKind;
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly players: readonly EpicPlayer[];
  /** The Great Void's attacker's TC [DOA-16]. */
  readonly greatVoid?: SuitedCard | null;
}): EpicStep | Refusal {
  const owners = setup.players.map((player) => player.owner);
  if (setup.players.length === 0 || new Set(owners).size !== owners.length || owners.some((owner) => !setup.decks[owner])) {
    return refuse(REFUSAL.UnknownPlayer);
  }
  const state: EpicState = {
    procedure: "doa.epic",
    kind: setup.kind,
    decks: setup.decks,
    seats: setup.players.map((player) => ({ ...player, cardsLeft: 0 })),
    phase: "dealing",
    dealing: null,
    dealt: [],
    call: null,
    volunteers: [],
    volunteer: null,
    check: null,
    results: [],
    success: null,
    greatVoid: setup.greatVoid ?? null,
  };
  return dealNext(state, []);
}

export function epicReducer(state: EpicState, action: EpicAction, rulings: DoaRulings = DEFAULT_RULINGS): EpicStep | Refusal {
  switch (action.type) {
    case "dealt":
      return onDealt(state, action);
    case "call":
      return onCall(state, action);
    case "volunteer":
      return onVolunteer(state, action, rulings);
    case "check": {
      if (!state.check) return refuse(REFUSAL.WrongPhase);
      const next = checkReducer(state.check, action.action, rulings);
      return next.ok ? settle(state, next.state, next.effects) : next;
    }
    case "closeCall":
      return state.phase === "check" && !state.volunteer ? step(closeCall(state)) : refuse(REFUSAL.WrongPhase);
    case "conclude":
      return conclude(state, action.success, action.leftovers);
  }
}

function seat(state: EpicState, id: string): EpicSeat | undefined {
  return state.seats.find((candidate) => candidate.id === id);
}

function withSeat(state: EpicState, owner: string, patch: Partial<EpicSeat>): EpicState {
  return { ...state, seats: state.seats.map((candidate) => (candidate.owner === owner ? { ...candidate, ...patch } : candidate)) };
}

function drawInto(owner: string, count: number): TableEffect {
  return { type: "draw", from: doaStack.deck(owner), to: doaStack.epic(owner), count, how: "top" };
}

/** Deal to the next player not yet dealt to; when all are, open the floor to calls. */
function dealNext(state: EpicState, effects: readonly TableEffect[]): EpicStep {
  const next = state.seats.find((candidate) => !state.dealt.includes(candidate.owner));
  if (!next) return step({ ...state, phase: "calling", dealing: null }, effects);
  const awaiting = handSizeFor(state.kind);
  return step({ ...state, dealing: { owner: next.owner, awaiting }, dealt: [...state.dealt, next.owner] }, [
    ...effects,
    drawInto(next.owner, awaiting),
  ]);
}

function onDealt(state: EpicState, action: Extract<EpicAction, { type: "dealt" }>): EpicStep | Refusal {
  const dealing = state.dealing;
  const short = action.short ?? 0;
  if (state.phase !== "dealing" || !dealing || dealing.owner !== action.owner) return refuse(REFUSAL.WrongPhase);
  if (action.cards.length + short !== dealing.awaiting || action.cards.some((card) => card.origin !== action.owner))
    return refuse(REFUSAL.WrongCards);
  const owner = action.owner;
  const jokers = action.cards.filter(isJoker);
  const deck = state.decks[owner]!;
  const decks = { ...state.decks, [owner]: afterReshuffles(keepFateCards(deck, jokers), action.reshuffles) };
  const player = state.seats.find((candidate) => candidate.owner === owner)!;
  const dealt = withSeat({ ...state, decks }, owner, { cardsLeft: player.cardsLeft + action.cards.length - jokers.length });
  const effects: TableEffect[] =
    jokers.length > 0 ? [{ type: "move", cards: jokers, from: doaStack.epic(owner), to: doaStack.hand(owner), position: "top" }] : [];
  // Jokers are replaced from the deck; a short draw (nothing left anywhere) ends this player's deal.
  if (jokers.length > 0 && short === 0) {
    return step({ ...dealt, dealing: { owner, awaiting: jokers.length } }, [...effects, drawInto(owner, jokers.length)]);
  }
  return dealNext(dealt, effects);
}

function onCall(state: EpicState, call: CallRequest): EpicStep | Refusal {
  if (state.phase !== "calling") return refuse(REFUSAL.WrongPhase);
  // The Great Void: "a Conviction Check vs. their attacker's TC" [DOA-16].
  const greatVoid = state.greatVoid ?? null;
  if (greatVoid && (call.on !== "CON" || call.tc.kind !== "suited" || cardKey(call.tc) !== cardKey(greatVoid) || call.goal))
    return refuse(REFUSAL.GreatVoidCall);
  const dr = call.goal ? goalDr(call.goal) : call.dr;
  if (typeof dr !== "number") return dr;
  // Armour is repaired with Knowledge or Craft [DOA-17].
  if (!goalAllows(call.goal ?? null, call.on)) return refuse(REFUSAL.ArmorRepairSkill);
  if (call.tc.kind !== "suited" || !Number.isInteger(dr) || dr < 0 || dr > 6) return refuse(REFUSAL.DrOutOfRange);
  const forId = call.for ?? null;
  if (forId !== null && !seat(state, forId)) return refuse(REFUSAL.UnknownPlayer);
  const opened: EpicState = {
    ...state,
    phase: "check",
    call: { tc: call.tc, on: call.on, dr, goal: call.goal ?? null, for: forId },
    volunteers: [],
  };
  // Nobody has cards: an automatic miss [DOA-19].
  return state.seats.every((candidate) => candidate.cardsLeft === 0) ? step(closeCall(opened)) : step(opened);
}

function onVolunteer(state: EpicState, action: Extract<EpicAction, { type: "volunteer" }>, rulings: DoaRulings): EpicStep | Refusal {
  if (state.phase !== "check" || !state.call || state.volunteer) return refuse(REFUSAL.WrongPhase);
  const player = seat(state, action.id);
  if (!player) return refuse(REFUSAL.UnknownPlayer);
  if (state.call.for !== null && state.call.for !== player.id) return refuse(REFUSAL.UnknownPlayer);
  if (state.volunteers.some((result) => result.id === player.id)) return refuse(REFUSAL.AlreadyVolunteered);
  const cards = [action.card, ...action.sacrifice];
  if (cards.length > player.cardsLeft) return refuse(REFUSAL.NotEnoughCards);
  const keys = new Set(cards.map(cardKey));
  if (keys.size !== cards.length || cards.some((card) => card.kind !== "suited" || card.origin !== player.owner))
    return refuse(REFUSAL.WrongCards);
  const owner = player.owner;
  const modifier = callModifier(player.stats, state.call, rulings) + action.sacrifice.length;
  const started = startCheck(
    {
      deck: state.decks[owner]!,
      kind: player.stats.kind,
      target: { tc: state.call.tc, dr: state.call.dr, modifier },
      played: action.card,
      redrawLimit: "perFateCard",
    },
    rulings,
  );
  if (!started.ok) return started;
  const sacrificed = sacrifice(started.state.deck, action.sacrifice);
  const playing = withSeat(
    { ...state, decks: { ...state.decks, [owner]: sacrificed.deck }, volunteer: { id: player.id, sacrificed: action.sacrifice.length } },
    owner,
    { cardsLeft: player.cardsLeft - cards.length },
  );
  return settle(playing, { ...started.state, deck: sacrificed.deck }, [...sacrificed.effects, ...started.effects]);
}

/** A volunteer's modifier for a call, before sacrifices: the attribute, skill or Primary Skill called on, never below 0. */
export function callModifier(stats: CharacterStats, call: EpicCall, rulings: DoaRulings): number {
  const base = call.on === "primary" ? primarySkillModifier(stats, rulings) : checkModifier(stats, call.on, rulings);
  return Math.max(0, base);
}

/** Sacrificed cards are discarded; aces among them return to the hand [DOA-19]. */
function sacrifice(deck: DeckState, cards: readonly SuitedCard[]): { deck: DeckState; effects: TableEffect[] } {
  const owner = deck.owner;
  const aces = cards.filter(isFateCard);
  const rest = cards.filter((card) => !isFateCard(card));
  const effects: TableEffect[] = [];
  if (aces.length > 0) effects.push({ type: "move", cards: aces, from: doaStack.epic(owner), to: doaStack.hand(owner), position: "top" });
  if (rest.length > 0)
    effects.push({ type: "move", cards: rest, from: doaStack.epic(owner), to: doaStack.discard(owner), position: "top" });
  return { deck: keepFateCards(deck, aces), effects };
}

function settle(state: EpicState, check: CheckState, effects: readonly TableEffect[]): EpicStep {
  const decks = { ...state.decks, [check.deck.owner]: check.deck };
  if (check.phase !== "done" || !state.volunteer || !state.call) return step({ ...state, decks, check }, effects);
  const success = checkSucceeded(check);
  const goal = state.call.goal;
  const result: VolunteerResult = {
    id: state.volunteer.id,
    sacrificed: state.volunteer.sacrificed,
    report: check.result,
    success,
    recovery: goal && check.result ? recovery(goal, check.result) : null,
  };
  return step({ ...state, decks, check: null, volunteer: null, volunteers: [...state.volunteers, result] }, effects);
}

function closeCall(state: EpicState): EpicState {
  const result: CallResult = {
    call: state.call!,
    volunteers: state.volunteers,
    success: state.volunteers.some((volunteer) => volunteer.success),
  };
  return { ...state, phase: "calling", call: null, volunteers: [], results: [...state.results, result] };
}

/**
 * An Epic Event or rest whose card is gone before the GM concluded it (the message deleted, or the
 * chat log cleared) ends where it stands, undecided (ruling): a running check's cards leave the
 * table, and each player's unplayed cards (`leftovers`, read from their epic piles) go as the end
 * sends them — aces to the hand as Fate Cards, the rest to the discard pile — without a rest's
 * recovery or shuffle, since the rest never finished [DOA-19, DOA-20, CORE-03].
 */
export function abandonEpic(state: EpicState, leftovers: Readonly<Record<string, readonly SuitedCard[]>>): EpicStep {
  if (state.phase === "over") return step(state);
  const check = state.check ? abandonCheck(state.check) : null;
  let decks = check ? { ...state.decks, [check.state.deck.owner]: check.state.deck } : state.decks;
  const effects = [...(check?.effects ?? [])];
  for (const player of state.seats) {
    const cleared = sacrifice(decks[player.owner]!, leftovers[player.owner] ?? []);
    decks = { ...decks, [player.owner]: cleared.deck };
    effects.push(...cleared.effects);
  }
  const seats = state.seats.map((player) => ({ ...player, cardsLeft: 0 }));
  return step({ ...state, decks, seats, check: null, volunteer: null, dealing: null, phase: "over", success: null }, effects);
}

function conclude(state: EpicState, success: boolean, leftovers: Readonly<Record<string, readonly SuitedCard[]>>): EpicStep | Refusal {
  if (state.phase !== "calling") return refuse(REFUSAL.WrongPhase);
  for (const player of state.seats) {
    const left = leftovers[player.owner] ?? [];
    if (left.length !== player.cardsLeft || left.some((card) => card.kind !== "suited" || card.origin !== player.owner))
      return refuse(REFUSAL.WrongCards);
  }
  let decks = state.decks;
  const effects: TableEffect[] = [];
  for (const player of state.seats) {
    const owner = player.owner;
    const cleared = sacrifice(decks[owner]!, leftovers[owner] ?? []);
    let deck = cleared.deck;
    effects.push(...cleared.effects);
    if (state.kind !== "epic") {
      // The rest's shuffle: discards (and anything left on the table) back into the deck; the
      // exhaustion penalty ends [DOA-06]; after a long rest both jokers are in the hand [DOA-20]:
      // once everything is in the deck, the jokers the hand lacks come out of it.
      effects.push({ type: "returnDiscards", stack: doaStack.deck(owner) });
      if (state.kind === "longRest") {
        const jokers = returnJokers(deck);
        deck = jokers.deck;
        effects.push(...jokers.effects);
      }
      deck = { ...deck, spentFate: [], exhaustions: 0 };
    }
    decks = { ...decks, [owner]: deck };
  }
  return step({ ...state, decks, seats: state.seats.map((player) => ({ ...player, cardsLeft: 0 })), phase: "over", success }, effects);
}
