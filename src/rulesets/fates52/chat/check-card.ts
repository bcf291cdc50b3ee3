/**
 * The action check chat card [F52-02, F52-03], its pure half: the difficulty, the cards it draws
 * and the exact odds before the draw [CORE-05]; then the drawn cards face up and the result. Wraps
 * the pure `reduceActionCheck` reducer. The model and the procedure are in check-procedure.ts.
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import { actionCheckOdds, cardsForCheck, fates52Deck, DECK, DISCARD, reduceActionCheck, refuse } from "../../../rules/fates52/index.ts";
import { unseenCards } from "../../../rules/cards/unseen.ts";
import type { ActionCheckState, Outcome } from "../../../rules/fates52/index.ts";
import type { DrawOutcome, TableEffect } from "../../../rules/cards/table.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { Requester } from "../../../foundry/registry/definition.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { F52_I18N as F } from "../ids.ts";
import { CHECK_PHASES } from "./card-names.ts";
import { WHOLE_DECK, codesOf, suitedFromCodes } from "./cards.ts";

// The template and phases moved to card-names.ts (used at init); re-exported for their importers.
export { CHECK_PHASES, CHECK_TEMPLATE } from "./card-names.ts";

/** Every key always present (absent = null), as the card's schema stores it. */
export interface CheckCardState {
  readonly actorId: string;
  readonly difficulty: number;
  readonly skill: string | null;
  readonly cardCount: number;
  /** P(success) before the draw, over the cards not face up on the table [CORE-05]. */
  readonly odds: number;
  readonly phase: (typeof CHECK_PHASES)[number];
  /** Codes of the drawn cards: face up on the discard pile once drawn. */
  readonly cards: readonly string[];
  readonly success: boolean | null;
}

export type CheckCardAction = { readonly type: "draw" };

type CheckStep = Outcome<{ readonly state: CheckCardState; readonly effects: readonly TableEffect[] }>;

/** What `start` needs: the player's choice plus what the GM's client read off the actor and the table. */
export interface CheckStart {
  readonly difficulty: number;
  readonly backgroundSkill?: string;
  readonly extraCards?: number;
  readonly level: number;
  readonly backgroundSkills: readonly string[];
  /** Codes of the cards face up on the table. */
  readonly faceUp: readonly string[];
}

/** The player's part of the options (untrusted): a difficulty, maybe a background skill and extra cards. */
export function checkChoice(options: unknown): Pick<CheckStart, "difficulty" | "backgroundSkill" | "extraCards"> | null {
  if (!isRecord(options)) return null;
  const difficulty = Number(options["difficulty"]);
  const skill = options["backgroundSkill"];
  const extra = options["extraCards"] === undefined ? undefined : Number(options["extraCards"]);
  if (skill !== undefined && typeof skill !== "string") return null;
  return {
    difficulty,
    ...(typeof skill === "string" && skill.trim() !== "" ? { backgroundSkill: skill.trim() } : {}),
    ...(extra === undefined ? {} : { extraCards: extra }),
  };
}

export function startCheckCard(actorId: string, input: unknown): Outcome<{ readonly state: CheckCardState }> {
  if (!isRecord(input)) return refuse("DECKBOUND.Refusal.Malformed");
  const choice = checkChoice(input);
  const faceUp = suitedFromCodes(input["faceUp"], WHOLE_DECK);
  const level = Number(input["level"]);
  const skills = Array.isArray(input["backgroundSkills"])
    ? input["backgroundSkills"].filter((skill): skill is string => typeof skill === "string")
    : [];
  if (!choice || !faceUp) return refuse("DECKBOUND.Refusal.Malformed");
  const request = { ...choice, level, backgroundSkills: skills };
  const count = cardsForCheck(request);
  if (!count.ok) return count;
  const odds = actionCheckOdds(unseenCards(fates52Deck(), faceUp), choice.difficulty, count.count);
  return {
    ok: true,
    state: {
      actorId,
      difficulty: choice.difficulty,
      skill: choice.backgroundSkill ?? null,
      cardCount: count.count,
      odds,
      phase: "ready",
      cards: [],
      success: null,
    },
  };
}

/**
 * The check's odds anew over the cards not face up now (`faceUp`, read on the GM's client): another
 * card's draw or a reshuffle may have changed them while it waits [CORE-05]; null once drawn.
 */
export function checkCardFollowingTable(state: CheckCardState, faceUp: readonly SuitedCard[]): CheckCardState | null {
  if (state.phase !== "ready") return null;
  return { ...state, odds: actionCheckOdds(unseenCards(fates52Deck(), faceUp), state.difficulty, state.cardCount) };
}

/** The roller (or the Fate Dealer) draws: the count was settled at start; the cards go face up on the discard pile. */
export function reduceCheckCard(state: CheckCardState, _action: CheckCardAction, who: Requester): CheckStep {
  if (!who.ownsActor && !who.isGM) return refuse(`${F}.Refusal.NotYours`);
  if (state.phase !== "ready") return refuse(`${F}.Refusal.NotAwaitingDraw`);
  return {
    ok: true,
    state: { ...state, phase: "drawing" },
    effects: [{ type: "draw", from: DECK, to: DISCARD, count: state.cardCount, how: "top" }],
  };
}

function pureState(state: CheckCardState): ActionCheckState {
  return {
    difficulty: state.difficulty,
    cardCount: state.cardCount,
    status: state.phase === "done" ? "done" : "drawing",
    cards: [],
    success: state.success,
  };
}

/** The table reports the drawn cards: the pure rules add them up against the difficulty. */
export function checkCardAfterDraw(state: CheckCardState, draws: readonly DrawOutcome[]): CheckStep {
  if (state.phase !== "drawing") return { ok: true, state, effects: [] };
  const step = reduceActionCheck(pureState(state), { type: "drawn", outcomes: draws });
  if (!step.ok) return step;
  return {
    ok: true,
    state: { ...state, phase: "done", cards: codesOf(step.state.cards), success: step.state.success },
    effects: step.effects,
  };
}

/** A stored state the check could have produced: cards of the deck, drawn all at once, with the result exactly when done. */
export function validCheckState(state: CheckCardState): boolean {
  const done = state.phase === "done";
  const cards = suitedFromCodes(state.cards);
  return cards !== null && done === (state.success !== null) && state.cards.length === (done ? state.cardCount : 0);
}

export function checkContext(state: CheckCardState): Record<string, unknown> {
  const cards = suitedFromCodes(state.cards) ?? [];
  return {
    phase: state.phase,
    difficulty: state.difficulty,
    skill: state.skill,
    cardCount: state.cardCount,
    odds: percent(state.odds),
    isReady: state.phase === "ready",
    isDone: state.phase === "done",
    cards: cards.map(cardView),
    backs: state.phase === "done" ? [] : Array.from({ length: state.cardCount }, (_, index) => index),
    success: state.success,
    resultLabel: state.success === null ? "" : `${F}.Check.${state.success ? "Success" : "Failure"}`,
    // Only the check's roller (or the Fate Dealer) draws for it.
    roller: Audience.owner,
  };
}
