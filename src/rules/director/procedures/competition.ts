/**
 * The competition as a reducer [DIR-09, DIR-10, DIR-11]:
 *
 *   start (two or more competitors, each with their own attribute, extra cards and deck) → every
 *   competitor draws 5 cards plus their extra cards (effects, in competitor order) → `drawn` with
 *   the hands in that order → symbols counted → one leader wins and the decks are made whole
 *   again, or the leaders are tied and the Director chooses (`tieChoice`), the round's cards
 *   staying face up until then: declare a draw, or the tied competitors draw again (same card
 *   counts) — the decks are made whole first, so every round draws from whole decks [DIR-11].
 *
 * Ruling [DIR-09]: "In case of a tie, the winner is the one with the highest number of successes.
 * If the tie persists…" — a tie on symbols is broken by the successes' values: the tied leaders'
 * cards of their tested suit, compared from the highest down (Ace high); the first higher card wins
 * (`tieBreak: "highestCards"`, the default). Only when every value matches does the tie persist and
 * the Director choose. A world reading the sentence as a repetition ("directorChooses") goes
 * straight to the Director's choice.
 * [DIR-10]: a player character against a non-player character is not a competition but a test
 * (procedures/test.ts, `against`); by default a competition mixing them is refused (rulings.ts).
 * Competitors may share a deck (NPCs all draw from the enemy deck): they draw one after another.
 */
import type { Card, Suit, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import type { Attribute } from "../attributes.ts";
import { attributeSuit } from "../attributes.ts";
import { countSymbols } from "../checks.ts";
import { checkCounts, totalCards } from "../counts.ts";
import type { DrawDeck } from "../decks.ts";
import type { ExtraCards } from "../extras.ts";
import { checkExtras, extraCards } from "../extras.ts";
import type { Step } from "../../outcome.ts";
import type { Notice } from "../result.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL, shortDrawNotice } from "../result.ts";
import type { DirectorRulings } from "../rulings.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import { readDrawnCards } from "./drawn-cards.ts";

/** Each competitor draws 5 cards before extra cards [DIR-09]. */
export const COMPETITION_CARDS = 5;

export interface CompetitorSetup {
  /** Unique within the competition (an actor key, or a token for an unnamed NPC). */
  readonly key: string;
  readonly npc: boolean;
  /** Each competitor's own attribute: "Dexterity vs. Spirit" [DIR-09]. */
  readonly attribute: Attribute;
  readonly extras?: ExtraCards;
  readonly deck: DrawDeck;
  /**
   * [DIR-09] "The Director will establish which skill is appropriate": a player's entry is a
   * proposal (false) until the Director confirms its skill and extra cards; absent, the Director's own.
   */
  readonly confirmed?: boolean;
}

export interface Competitor {
  readonly key: string;
  readonly npc: boolean;
  readonly attribute: Attribute;
  readonly deck: DrawDeck;
  /** 5 plus net extra cards, never below 0. */
  readonly cardCount: number;
}

export interface CompetitionHand {
  /** Index into `competitors`. */
  readonly competitor: number;
  readonly cards: readonly SuitedCard[];
  readonly symbols: number;
  readonly short: number;
  readonly notice: Notice | null;
}

export type CompetitionResult =
  | { readonly kind: "winner"; readonly winner: number }
  | { readonly kind: "draw"; readonly tied: readonly number[] };

export interface CompetitionState {
  /** drawing: the contenders' cards are awaited; tied: the Director must choose; resolved. */
  readonly phase: "drawing" | "tied" | "resolved";
  readonly competitors: readonly Competitor[];
  /** Who draws in the current round (everyone at first, the tied leaders after a redraw). */
  readonly contenders: readonly number[];
  /** Completed rounds, oldest first. */
  readonly rounds: readonly (readonly CompetitionHand[])[];
  readonly result: CompetitionResult | null;
}

export type CompetitionAction =
  | { readonly type: "start"; readonly competitors: readonly CompetitorSetup[] }
  /** One hand per contender, in `contenders` order (the order of the draw effects). */
  | { readonly type: "drawn"; readonly hands: readonly (readonly Card[])[] }
  /** The Director's choice on a tie [DIR-09 ruling]. */
  | { readonly type: "tieChoice"; readonly choice: "draw" | "redraw" };

export type CompetitionStep = Step<CompetitionState, TableEffect>;

export function reduceCompetition(
  state: CompetitionState | null,
  action: CompetitionAction,
  rulings: DirectorRulings = DEFAULT_RULINGS,
): CompetitionStep {
  if (action.type === "start") return start(state, action.competitors, rulings);
  if (!state) return refuse(REFUSAL.NoProcedure);
  return action.type === "drawn" ? score(state, action.hands, rulings) : chooseOnTie(state, action.choice);
}

function start(previous: CompetitionState | null, setups: readonly CompetitorSetup[], rulings: DirectorRulings): CompetitionStep {
  if (previous && previous.phase !== "resolved") return refuse(REFUSAL.ProcedureUnresolved);
  if (setups.length < 2) return refuse(REFUSAL.CompetitionTooFew);
  if (new Set(setups.map((setup) => setup.key)).size !== setups.length) return refuse(REFUSAL.DuplicateCompetitor);
  const mixed = setups.some((setup) => setup.npc) && setups.some((setup) => !setup.npc);
  if (mixed && rulings.npcInCompetition === "asTest") return refuse(REFUSAL.NpcCompetitionIsATest);
  if (setups.some((setup) => setup.confirmed === false)) return refuse(REFUSAL.CompetitorsAwaitDirector);
  for (const setup of setups) {
    const refusal = checkExtras(setup.extras ?? {}) ?? checkCounts(setup.deck.composition);
    if (refusal) return refusal;
    if (totalCards(setup.deck.composition) === 0) return refuse(REFUSAL.DeckEmpty);
  }
  const competitors = setups.map((setup): Competitor => ({
    key: setup.key,
    npc: setup.npc,
    attribute: setup.attribute,
    deck: setup.deck,
    cardCount: Math.max(0, COMPETITION_CARDS + extraCards(setup.extras ?? {}, rulings)),
  }));
  const contenders = competitors.map((_, index) => index);
  const state: CompetitionState = { phase: "drawing", competitors, contenders, rounds: [], result: null };
  return { ok: true, state, effects: drawEffects(state) };
}

/** One draw per contender, in order, onto their deck's discard pile. */
function drawEffects(state: CompetitionState): TableEffect[] {
  return state.contenders.map((index) => {
    const { deck, cardCount } = state.competitors[index]!;
    return { type: "draw", from: deck.stack, to: deck.discard, count: cardCount, how: "top" };
  });
}

/** A hand's successes (its cards of the tested suit), highest value first. */
function successValues(hand: ScoredHand): number[] {
  return hand.cards
    .filter((card) => card.suit === hand.suit)
    .map((card) => card.rank)
    .sort((a, b) => b - a);
}

/** Positive when `a`'s successes are higher: the first differing value, highest first, decides [DIR-09]. */
function compareSuccesses(a: readonly number[], b: readonly number[]): number {
  for (let at = 0; at < Math.min(a.length, b.length); at++) if (a[at] !== b[at]) return a[at]! - b[at]!;
  return 0;
}

/** A hand as a competition scores it: its cards and the suit its competitor counts. */
export interface ScoredHand {
  readonly cards: readonly SuitedCard[];
  readonly suit: Suit;
}

/**
 * Who leads a round [DIR-09] (indices into `hands`): those with the most symbols, and under the
 * tie-break ruling ("highestCards") only those among them whose successes are highest. One leader
 * wins; more are a tie for the Director. The odds (odds.ts) count the same way.
 */
export function roundLeaders(hands: readonly ScoredHand[], tieBreak: DirectorRulings["tieBreak"]): number[] {
  const symbols = hands.map((hand) => countSymbols(hand.cards, hand.suit));
  const most = Math.max(...symbols);
  const onSymbols = [...hands.keys()].filter((index) => symbols[index] === most);
  if (tieBreak !== "highestCards" || onSymbols.length < 2) return onSymbols;
  const values = hands.map(successValues);
  const best = onSymbols.reduce((top, index) => (compareSuccesses(values[index]!, values[top]!) > 0 ? index : top));
  return onSymbols.filter((index) => compareSuccesses(values[index]!, values[best]!) === 0);
}

function score(state: CompetitionState, drawn: readonly (readonly Card[])[], rulings: DirectorRulings): CompetitionStep {
  if (state.phase !== "drawing") return refuse(REFUSAL.NotDrawing);
  const hands = readHands(state, drawn);
  if (!hands) return refuse(REFUSAL.WrongCards);
  const scored = hands.map((hand) => ({ cards: hand.cards, suit: attributeSuit(state.competitors[hand.competitor]!.attribute) }));
  const leaders = roundLeaders(scored, rulings.tieBreak).map((index) => hands[index]!.competitor);
  const next: CompetitionState = {
    ...state,
    phase: leaders.length === 1 ? "resolved" : "tied",
    contenders: leaders,
    rounds: [...state.rounds, hands],
    result: leaders.length === 1 ? { kind: "winner", winner: leaders[0]! } : null,
  };
  // A tie keeps its cards face up until the Director has chosen [DIR-09 ruling]; then they go back.
  return { ok: true, state: next, effects: next.phase === "resolved" ? returnRound(next) : [] };
}

/**
 * A competition whose card is gone (the message deleted, or the chat log cleared) while a tie awaits
 * the Director's choice ends there (ruling): the round's cards, kept face up for the choice, go back
 * into their decks, shuffled, as after any test [DIR-11, CORE-03]. Nothing for one that holds none out.
 */
export function abandonCompetition(state: CompetitionState): readonly TableEffect[] {
  return state.phase === "tied" ? returnRound(state) : [];
}

/** The latest round's cards go back into their decks, shuffled: every deck is whole again [DIR-11]. */
function returnRound(state: CompetitionState): TableEffect[] {
  const hands = state.rounds.at(-1) ?? [];
  const decks = new Set(hands.map((hand) => state.competitors[hand.competitor]!.deck.stack));
  return [...decks].map((stack): TableEffect => ({ type: "returnDiscards", stack }));
}

/** The contenders' hands, or null if they do not fit the draws: count, size, or cards their decks cannot hold. */
function readHands(state: CompetitionState, drawn: readonly (readonly Card[])[]): CompetitionHand[] | null {
  if (drawn.length !== state.contenders.length) return null;
  const hands: CompetitionHand[] = [];
  for (const [position, competitor] of state.contenders.entries()) {
    const { attribute, cardCount, deck } = state.competitors[competitor]!;
    const cards = readDrawnCards(drawn[position]!, deck);
    if (!cards || cards.length > cardCount) return null;
    const symbols = countSymbols(cards, attributeSuit(attribute));
    hands.push({ competitor, cards, symbols, short: cardCount - cards.length, notice: shortDrawNotice(cardCount, cards.length) });
  }
  // Competitors sharing a deck drew from it together: their cards together must fit it too.
  for (const stack of new Set(hands.map((hand) => state.competitors[hand.competitor]!.deck.stack))) {
    const sharing = hands.filter((hand) => state.competitors[hand.competitor]!.deck.stack === stack);
    if (
      !readDrawnCards(
        sharing.flatMap((hand) => hand.cards),
        state.competitors[sharing[0]!.competitor]!.deck,
      )
    )
      return null;
  }
  return hands;
}

function chooseOnTie(state: CompetitionState, choice: "draw" | "redraw"): CompetitionStep {
  if (state.phase !== "tied") return refuse(REFUSAL.NotTied);
  if (choice === "draw") {
    return {
      ok: true,
      state: { ...state, phase: "resolved", result: { kind: "draw", tied: state.contenders } },
      effects: returnRound(state),
    };
  }
  const next: CompetitionState = { ...state, phase: "drawing" };
  return { ok: true, state: next, effects: [...returnRound(state), ...drawEffects(next)] };
}
