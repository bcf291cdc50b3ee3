/**
 * The task procedure as a reducer [BEL-05 … BEL-16]:
 *
 *   (tops dealt: `dealTopsEffects`) → open (GM, with a table snapshot) → voting → close (most votes, GM breaks ties) or GM pick
 *   → the challenge card is drawn (effect) → `challengeRevealed` → resolved, with the consequences
 *   as effects: used cards to their discard piles, resets, the Ace on top.
 *
 * The state is plain JSON and public: the challenge card enters it only with `challengeRevealed`,
 * after the draw that turns it face up onto its public discard pile [CORE-06]. Odds are computed at
 * open from the challenge decks' compositions and kept as numbers, never as cards. (Each option
 * also carries where its suit's Ace lies, for the reset; the Foundry glue keeps that out of the
 * message and reads it again at resolution.)
 */
import type { Card, Suit, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import type { Ability } from "../abilities.ts";
import { abilitiesOn, checkAbility } from "../abilities.ts";
import { decideTask, deckReset } from "../checks.ts";
import type { DeckReset, TaskPosition, Verdict } from "../checks.ts";
import {
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  challengeDiscardStack,
  challengeStack,
  skillDiscardStack,
  skillStack,
  skillTopStack,
} from "../decks.ts";
import { successChance } from "../odds.ts";
import type { Step } from "../../outcome.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL } from "../result.ts";
import type { BelmontRulings } from "../rulings.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import { SKILL_SUITS } from "../skills.ts";
import type { BelmontTableSnapshot } from "../snapshot.ts";
import { effectiveValue } from "../value.ts";
import type { EffectiveValue, Modifier } from "../value.ts";

/** One choice shown to the audience: a skill deck's face-up top card [BEL-05]. */
export interface TaskOption {
  readonly suit: Suit;
  readonly card: SuitedCard;
  /** What Belmont does with this choice, as the GM wrote it (may be empty). */
  readonly description: string;
  /** Every ability attached to the card, described effects included, for display. */
  readonly abilities: readonly Ability[];
  readonly value: EffectiveValue;
  /** Luck and deck sizes; a count of 1 is a deck with the token on it [BEL-13]. */
  readonly position: TaskPosition;
  /** The Ace a failure would put on top of this skill deck, if Belmont still has it [BEL-14]. */
  readonly ace: SuitedCard | null;
  /** The stack the Ace lies in. */
  readonly aceStack: string | null;
  /** Exact probability of success (critical included) [CORE-05]. */
  readonly successChance: number;
}

export interface TaskOutcome extends Verdict {
  readonly reset: DeckReset;
}

export type TaskPhase = "voting" | "revealing" | "resolved";

export interface TaskState {
  readonly phase: TaskPhase;
  /** In bonus order: Sharp, Brawn, Heart, Magic (a skill deck with no card offers nothing). */
  readonly options: readonly TaskOption[];
  /** This task's luck card, face up on its own pile until the task resolves [BEL-05 ruling]. */
  readonly luck: SuitedCard | null;
  /** One vote per user id; a new vote replaces the old one [BEL-06]. */
  readonly votes: Readonly<Record<string, Suit>>;
  readonly chosen: { readonly suit: Suit; readonly by: "vote" | "gm" } | null;
  readonly challenge: SuitedCard | null;
  readonly outcome: TaskOutcome | null;
}

export type TaskAction =
  | {
      readonly type: "open";
      readonly table: BelmontTableSnapshot;
      readonly abilities?: readonly Ability[];
      /** Situational modifiers per option, e.g. from a described effect the GM applies. */
      readonly modifiers?: Readonly<Partial<Record<Suit, readonly Modifier[]>>>;
      /** What Belmont does with each option, as the GM wrote it (null or absent: nothing written). */
      readonly descriptions?: Readonly<Partial<Record<Suit, string | null>>>;
    }
  | { readonly type: "vote"; readonly user: string; readonly suit: Suit }
  /** The GM closes the vote; `tieBreak` names the winner among tied options. */
  | { readonly type: "close"; readonly tieBreak?: Suit }
  /** The GM picks an option directly, whatever the votes. */
  | { readonly type: "pick"; readonly suit: Suit }
  /**
   * The GM sets the option's situational bonus or malus while the vote is open [BEL-12, BEL-17]: a
   * described ability, a cross-skill bonus (its source skill sets its place in the bonus order), the
   * scene; null clears it. `challenge` is the option's challenge deck now, for its odds.
   */
  | { readonly type: "adjust"; readonly suit: Suit; readonly modifier: Modifier | null; readonly challenge: readonly SuitedCard[] }
  /** The card the challenge draw turned up; null when the challenge deck was already empty. */
  | { readonly type: "challengeRevealed"; readonly card: Card | null };

export type TaskStep = Step<TaskState, TableEffect>;

export function reduceTask(state: TaskState | null, action: TaskAction, rulings: BelmontRulings = DEFAULT_RULINGS): TaskStep {
  if (action.type === "open") return open(state, action, rulings);
  if (!state) return refuse(REFUSAL.NoTask);
  switch (action.type) {
    case "vote":
      return vote(state, action.user, action.suit);
    case "close":
      return close(state, action.tieBreak);
    case "pick":
      return state.phase !== "voting" ? refuse(REFUSAL.VoteClosed) : choose(state, action.suit, "gm");
    case "adjust":
      return adjust(state, action, rulings);
    case "challengeRevealed":
      return resolve(state, action.card, rulings);
  }
}

function open(previous: TaskState | null, action: Extract<TaskAction, { type: "open" }>, rulings: BelmontRulings): TaskStep {
  if (previous && previous.phase !== "resolved") return refuse(REFUSAL.TaskUnresolved);
  const abilities = action.abilities ?? [];
  for (const ability of abilities) {
    const refusal = checkAbility(ability);
    if (refusal) return refusal;
  }
  const { table } = action;
  const luck = table.luck.top;
  const options = SKILL_SUITS.flatMap((suit): TaskOption[] => {
    const deck = table.skill[suit];
    if (!deck.top) return [];
    const card = deck.top;
    const value = effectiveValue(card, { luck, abilities, modifiers: action.modifiers?.[suit] ?? [] }, rulings);
    const position = { luck: value.luck, skillCount: deck.count, challengeCount: table.challenge[suit].length };
    return [
      {
        suit,
        card,
        description: action.descriptions?.[suit] ?? "",
        abilities: abilitiesOn(card, abilities),
        value,
        position,
        ace: deck.ace,
        aceStack: deck.aceStack,
        successChance: successChance(value.total, position, table.challenge[suit]),
      },
    ];
  });
  if (options.length === 0) return refuse(REFUSAL.NoOptions);
  const effects: TableEffect[] = options.map((option) => ({ type: "reveal", stack: skillTopStack(option.suit), cards: [option.card] }));
  if (luck) effects.push({ type: "reveal", stack: LUCK_CARD_STACK, cards: [luck] });
  const state: TaskState = {
    phase: "voting",
    options,
    luck,
    votes: {},
    chosen: null,
    challenge: null,
    outcome: null,
  };
  return { ok: true, state, effects };
}

/** The largest situational bonus or malus the GM may set: every step from the lowest rank past the Ace. */
export const MAX_SITUATIONAL = 12;

/** The GM's situational modifier of an option: its steps that come from no ability and not from luck. */
export function situationalModifier(option: TaskOption): Modifier | null {
  const step = option.value.steps.find((candidate) => candidate.abilityId === null && candidate.source !== "luck");
  return step ? { source: step.source, amount: step.amount } : null;
}

function adjust(state: TaskState, action: Extract<TaskAction, { type: "adjust" }>, rulings: BelmontRulings): TaskStep {
  if (state.phase !== "voting") return refuse(REFUSAL.VoteClosed);
  const option = state.options.find((candidate) => candidate.suit === action.suit);
  if (!option) return refuse(REFUSAL.NoSuchOption);
  const { modifier } = action;
  if (
    modifier &&
    (modifier.source === "luck" ||
      !Number.isInteger(modifier.amount) ||
      modifier.amount === 0 ||
      Math.abs(modifier.amount) > MAX_SITUATIONAL)
  ) {
    return refuse(REFUSAL.BadModifier);
  }
  const value = effectiveValue(
    option.card,
    { luck: state.luck, abilities: option.abilities, modifiers: modifier ? [{ source: modifier.source, amount: modifier.amount }] : [] },
    rulings,
  );
  const position = { ...option.position, luck: value.luck };
  const adjusted: TaskOption = { ...option, value, position, successChance: successChance(value.total, position, action.challenge) };
  return {
    ok: true,
    state: { ...state, options: state.options.map((candidate) => (candidate === option ? adjusted : candidate)) },
    effects: [],
  };
}

function vote(state: TaskState, user: string, suit: Suit): TaskStep {
  if (state.phase !== "voting") return refuse(REFUSAL.VoteClosed);
  if (!state.options.some((option) => option.suit === suit)) return refuse(REFUSAL.NoSuchOption);
  return { ok: true, state: { ...state, votes: { ...state.votes, [user]: suit } }, effects: [] };
}

/** Votes per offered option. */
export function voteTally(state: TaskState): Partial<Record<Suit, number>> {
  const tally: Partial<Record<Suit, number>> = {};
  for (const option of state.options) tally[option.suit] = 0;
  for (const suit of Object.values(state.votes)) tally[suit] = (tally[suit] ?? 0) + 1;
  return tally;
}

/** The options with the most votes (every option when nobody voted). */
export function voteLeaders(state: TaskState): Suit[] {
  const tally = voteTally(state);
  const most = Math.max(...state.options.map((option) => tally[option.suit] ?? 0));
  return state.options.map((option) => option.suit).filter((suit) => tally[suit] === most);
}

function close(state: TaskState, tieBreak: Suit | undefined): TaskStep {
  if (state.phase !== "voting") return refuse(REFUSAL.VoteClosed);
  const leaders = voteLeaders(state);
  if (tieBreak !== undefined && !leaders.includes(tieBreak)) return refuse(REFUSAL.TieBreakNotTied);
  const winner = leaders.length === 1 ? leaders[0] : tieBreak;
  if (winner === undefined) return refuse(REFUSAL.TieBreakNeeded);
  return choose(state, winner, "vote");
}

/** Lock the choice and draw the challenge card onto its public discard pile [BEL-07, BEL-16]. */
function choose(state: TaskState, suit: Suit, by: "vote" | "gm"): TaskStep {
  if (!state.options.some((option) => option.suit === suit)) return refuse(REFUSAL.NoSuchOption);
  return {
    ok: true,
    state: { ...state, phase: "revealing", chosen: { suit, by } },
    effects: [{ type: "draw", from: challengeStack(suit), to: challengeDiscardStack(suit), count: 1, how: "top" }],
  };
}

function resolve(state: TaskState, revealed: Card | null, rulings: BelmontRulings): TaskStep {
  const option = state.options.find((candidate) => candidate.suit === state.chosen?.suit);
  if (state.phase !== "revealing" || !option) return refuse(REFUSAL.NotRevealing);
  const challenge = revealed?.kind === "suited" && revealed.suit === option.suit ? revealed : null;
  const expectsCard = option.position.challengeCount > 0;
  if (expectsCard ? !challenge : revealed !== null) return refuse(REFUSAL.WrongChallengeCard);
  const verdict = decideTask(option.position, option.value.total, challenge);
  const outcome: TaskOutcome = { ...verdict, reset: deckReset(verdict, option.position, rulings) };
  return {
    ok: true,
    state: { ...state, phase: "resolved", challenge, outcome },
    effects: consequences(state, option, outcome.reset),
  };
}

/**
 * Used cards to their discard piles [BEL-16], then whatever reset the outcome calls for: the Ace
 * face up on the skill deck, then both decks take back their discards [BEL-14, BEL-15]. The Ace
 * moves before the discards return so that every move names the stack the card lies in now.
 */
function consequences(state: TaskState, option: TaskOption, reset: DeckReset): TableEffect[] {
  const { suit } = option;
  const effects: TableEffect[] = [
    { type: "move", cards: [option.card], from: skillTopStack(suit), to: skillDiscardStack(suit), position: "top" },
  ];
  if (state.luck) effects.push({ type: "move", cards: [state.luck], from: LUCK_CARD_STACK, to: LUCK_DISCARD_STACK, position: "top" });
  if (reset === "aceOnTop") {
    if (option.ace && option.aceStack) {
      const from = option.aceStack === skillTopStack(suit) ? skillDiscardStack(suit) : option.aceStack;
      effects.push({ type: "move", cards: [option.ace], from, to: skillTopStack(suit), position: "top" });
    }
    effects.push({ type: "returnDiscards", stack: skillStack(suit) }, { type: "returnDiscards", stack: challengeStack(suit) });
  }
  if (reset === "reshuffleSkill") effects.push({ type: "returnDiscards", stack: skillStack(suit) });
  return effects;
}
