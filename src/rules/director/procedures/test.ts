/**
 * The skill test as a reducer [DIR-04 … DIR-08, DIR-10, DIR-11]:
 *
 *   start (the Director's difficulty, the extra cards, the deck) → the cards are drawn onto the
 *   deck's discard pile (effect) → `drawn` with the cards → resolved, and the discard pile goes
 *   back into the deck, shuffled: the action deck is whole again [DIR-11].
 *
 * A test below 0 is resolved at start, drawing nothing [DIR-07]. The state is plain JSON; drawn
 * cards enter it only with `drawn`, when the draw has turned them up [CORE-06]. Odds are computed
 * at start from the deck's composition [CORE-05].
 *
 * Bad input: a difficulty above 4 or not a whole number is REFUSED (not clamped), changing
 * nothing; a deck with no cards is refused; a draw larger than the deck draws what there is and
 * the outcome says so (`short`, `notice`).
 */
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import type { Attribute } from "../attributes.ts";
import { attributeSuit } from "../attributes.ts";
import type { TestPlan, TestResult } from "../checks.ts";
import { countSymbols, isSuccess, judgeTest, planDrawCount, planTest } from "../checks.ts";
import { checkCounts, totalCards } from "../counts.ts";
import type { DrawDeck } from "../decks.ts";
import type { ExtraCards } from "../extras.ts";
import { checkExtras, extraCards } from "../extras.ts";
import type { TestOdds } from "../odds.ts";
import { testOdds } from "../odds.ts";
import type { Refusal, Step } from "../../outcome.ts";
import type { Notice } from "../result.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL, shortDrawNotice } from "../result.ts";
import type { DirectorRulings } from "../rulings.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import { readDrawnCards } from "./drawn-cards.ts";

/** The highest difficulty the Director may set: 4, easy [DIR-04]. There is no lowest [DIR-07]. */
export const MAX_DIFFICULTY = 4;

export interface TestSetup {
  readonly attribute: Attribute;
  /** Set by the Director: 1 (very difficult) … 4 (easy); 0 and below are allowed [DIR-06, DIR-07]. */
  readonly difficulty: number;
  readonly extras?: ExtraCards;
  /** The character's action deck, or the enemy deck for an NPC [DIR-03 ruling]. */
  readonly deck: DrawDeck;
  /** [DIR-10] The NPC a player character competes with: the test decides who wins. */
  readonly against?: string | null;
}

export interface TestOutcome {
  readonly result: TestResult;
  readonly symbols: number;
  /** Cards the test asked for that the deck did not hold. */
  readonly short: number;
  readonly notice: Notice | null;
  /** [DIR-10] Against an NPC: the player character won if the test succeeded. */
  readonly contest: "won" | "lost" | null;
}

/** Who opened the test: a player's test is a proposal the Director confirms [DIR-04, DIR-08]. */
export type TestDecider = "player" | "director";

export interface TestState {
  /** proposed: a player's proposal awaits the Director; drawing: the cards are awaited; resolved. */
  readonly phase: "proposed" | "drawing" | "resolved";
  readonly attribute: Attribute;
  readonly difficulty: number;
  /** Net extra cards (bonuses minus penalties) [DIR-08]. */
  readonly extraCards: number;
  readonly plan: TestPlan;
  readonly deck: DrawDeck;
  readonly odds: TestOdds;
  readonly against: string | null;
  /** The cards drawn; empty until they are. */
  readonly cards: readonly SuitedCard[];
  readonly outcome: TestOutcome | null;
}

export type TestAction =
  /** `proposedBy` "player" opens a proposal; the Director's own test (the default) is decided at once. */
  | { readonly type: "start"; readonly setup: TestSetup; readonly proposedBy?: TestDecider }
  /** The Director changes a proposal's attribute, difficulty or extra cards (the deck and `against` stay). */
  | { readonly type: "change"; readonly by: TestDecider; readonly setup: Omit<TestSetup, "deck" | "against"> }
  /** The Director confirms a proposal as it stands: the cards may be drawn. */
  | { readonly type: "confirm"; readonly by: TestDecider }
  /** The cards the draw effect turned up, in the order drawn. */
  | { readonly type: "drawn"; readonly cards: readonly Card[] };

export type TestStep = Step<TestState, TableEffect>;

export function reduceTest(state: TestState | null, action: TestAction, rulings: DirectorRulings = DEFAULT_RULINGS): TestStep {
  if (action.type === "start") return start(state, action.setup, rulings, action.proposedBy ?? "director");
  if (!state) return refuse(REFUSAL.NoProcedure);
  if (action.type === "drawn") return resolve(state, action.cards);
  if (state.phase !== "proposed") return refuse(REFUSAL.AlreadyDecided);
  if (action.by !== "director") return refuse(REFUSAL.DirectorDecides);
  if (action.type === "confirm") return decide(state);
  return start(null, { ...action.setup, deck: state.deck, against: state.against }, rulings, "player");
}

/** Refuses a difficulty that is not a whole number or is above 4. */
export function checkDifficulty(difficulty: number): Refusal | null {
  if (!Number.isInteger(difficulty)) return refuse(REFUSAL.DifficultyNotWhole);
  return difficulty > MAX_DIFFICULTY ? refuse(REFUSAL.DifficultyAboveFour) : null;
}

function start(previous: TestState | null, setup: TestSetup, rulings: DirectorRulings, proposedBy: TestDecider): TestStep {
  if (previous && previous.phase !== "resolved") return refuse(REFUSAL.ProcedureUnresolved);
  const extras = setup.extras ?? {};
  const refusal = checkDifficulty(setup.difficulty) ?? checkExtras(extras) ?? checkCounts(setup.deck.composition);
  if (refusal) return refusal;
  if (totalCards(setup.deck.composition) === 0) return refuse(REFUSAL.DeckEmpty);
  const extra = extraCards(extras, rulings);
  const plan = planTest(setup.difficulty + extra, attributeSuit(setup.attribute), setup.deck.composition);
  const opened: TestState = {
    phase: "proposed",
    attribute: setup.attribute,
    difficulty: setup.difficulty,
    extraCards: extra,
    plan,
    deck: setup.deck,
    odds: testOdds(plan, setup.deck.composition),
    against: setup.against ?? null,
    cards: [],
    outcome: null,
  };
  return proposedBy === "director" ? decide(opened) : { ok: true, state: opened, effects: [] };
}

/** The Director's decision stands: below 0 the test is resolved drawing nothing [DIR-07]; else its cards are drawn. */
function decide(state: TestState): TestStep {
  if (state.plan.kind === "impossible") return { ok: true, state: settle(state, []), effects: [] };
  const draw: TableEffect = { type: "draw", from: state.deck.stack, to: state.deck.discard, count: planDrawCount(state.plan), how: "top" };
  return { ok: true, state: { ...state, phase: "drawing" }, effects: [draw] };
}

function resolve(state: TestState, drawnCards: readonly Card[]): TestStep {
  if (state.phase !== "drawing") return refuse(REFUSAL.NotDrawing);
  const cards = readDrawnCards(drawnCards, state.deck);
  if (!cards || cards.length > planDrawCount(state.plan)) return refuse(REFUSAL.WrongCards);
  return { ok: true, state: settle(state, cards), effects: [{ type: "returnDiscards", stack: state.deck.stack }] };
}

function settle(state: TestState, cards: readonly SuitedCard[]): TestState {
  const result = judgeTest(state.plan, cards);
  const requested = planDrawCount(state.plan);
  const outcome: TestOutcome = {
    result,
    symbols: countSymbols(cards, state.plan.suit),
    short: requested - cards.length,
    notice: shortDrawNotice(requested, cards.length),
    contest: state.against === null ? null : isSuccess(result) ? "won" : "lost",
  };
  return { ...state, phase: "resolved", cards, outcome };
}
