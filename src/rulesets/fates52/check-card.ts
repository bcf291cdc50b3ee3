/**
 * The action check chat card [F52-02, F52-03]: the difficulty, the cards it draws and the exact
 * odds before the draw [CORE-05]; then the drawn cards face up and the result. Wraps the pure
 * `startActionCheck` / `reduceActionCheck` reducer.
 */
import {
  actionCheckOdds,
  cardsForCheck,
  fates52Deck,
  DECK,
  DISCARD,
  reduceActionCheck,
  unseenCards,
} from "../../rules/fates52/index.ts";
import type { ActionCheckState } from "../../rules/fates52/index.ts";
import { refuse } from "../../foundry/registry/definition.ts";
import type { ChatProcedure } from "../../foundry/registry/definition.ts";
import { cardView } from "../../foundry/sheets/hand-context.ts";
import { codesOf, suitedFromCodes } from "./cards.ts";

export const CHECK_MESSAGE = "fates52Check";
export const CHECK_TEMPLATE = "systems/deckbound/templates/fates52/chat/check.hbs";

const F = "DECKBOUND.Fates52";

export interface CheckCardState {
  readonly actorId: string;
  readonly difficulty: number;
  readonly skill: string | null;
  readonly cardCount: number;
  /** P(success) before the draw, over the cards not face up on the table [CORE-05]. */
  readonly odds: number;
  readonly phase: "ready" | "drawing" | "done";
  /** Codes of the drawn cards: face up on the discard pile once drawn. */
  readonly cards: readonly string[];
  readonly success: boolean | null;
}

export type CheckCardAction = { readonly type: "draw" };

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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
    ...(typeof skill === "string" && skill.trim() !== "" ? { backgroundSkill: skill } : {}),
    ...(extra === undefined ? {} : { extraCards: extra }),
  };
}

export function startCheckCard(actorId: string, input: unknown): ReturnType<ChatProcedure<CheckCardState>["start"]> {
  if (!isRecord(input)) return refuse("DECKBOUND.Refusal.Malformed");
  const choice = checkChoice(input);
  const faceUp = suitedFromCodes(input["faceUp"]);
  const level = Number(input["level"]);
  const skills = Array.isArray(input["backgroundSkills"]) ? input["backgroundSkills"].filter((skill): skill is string => typeof skill === "string") : [];
  if (!choice || !faceUp) return refuse("DECKBOUND.Refusal.Malformed");
  const request = { ...choice, level, backgroundSkills: skills };
  const count = cardsForCheck(request);
  if (!count.ok) return count;
  const odds = actionCheckOdds(unseenCards(fates52Deck(), faceUp), choice.difficulty, count.count);
  return {
    ok: true,
    state: { actorId, difficulty: choice.difficulty, skill: choice.backgroundSkill ?? null, cardCount: count.count, odds, phase: "ready", cards: [], success: null },
  };
}

function pureState(state: CheckCardState): ActionCheckState {
  return { difficulty: state.difficulty, cardCount: state.cardCount, status: state.phase === "done" ? "done" : "drawing", cards: [], success: state.success };
}

export function parseCheckState(raw: unknown): CheckCardState | null {
  if (!isRecord(raw)) return null;
  const { actorId, difficulty, skill, cardCount, odds, phase, cards, success } = raw;
  if (typeof actorId !== "string" || typeof difficulty !== "number" || typeof cardCount !== "number" || typeof odds !== "number") return null;
  if (phase !== "ready" && phase !== "drawing" && phase !== "done") return null;
  if (skill !== null && typeof skill !== "string") return null;
  if (success !== null && typeof success !== "boolean") return null;
  const parsed = suitedFromCodes(cards);
  if (!parsed) return null;
  return { actorId, difficulty, skill, cardCount, odds, phase, cards: codesOf(parsed), success };
}

/** A probability as a whole percent for display ("37%"); exact values stay in the state. */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
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
  };
}

export const checkProcedure: ChatProcedure<CheckCardState, CheckCardAction> = {
  messageType: CHECK_MESSAGE,
  template: CHECK_TEMPLATE,
  start: startCheckCard,
  parseAction(action) {
    return action === "draw" ? { ok: true, action: { type: "draw" } } : refuse("DECKBOUND.Refusal.Malformed");
  },
  reduce(state, _action, who) {
    if (!who.ownsActor && !who.isGM) return refuse(`${F}.Refusal.NotYours`);
    if (state.phase !== "ready") return refuse(`${F}.Refusal.NotAwaitingDraw`);
    // The count was settled at start (background skill and extra cards): the cards go face up on the discard pile.
    return { ok: true, state: { ...state, phase: "drawing" }, effects: [{ type: "draw", from: DECK, to: DISCARD, count: state.cardCount, how: "top" }] };
  },
  afterDraw(state, draws) {
    if (state.phase !== "drawing") return { ok: true, state, effects: [] };
    const step = reduceActionCheck(pureState(state), { type: "drawn", outcomes: draws });
    if (!step.ok) return step;
    return { ok: true, state: { ...state, phase: "done", cards: codesOf(step.state.cards), success: step.state.success }, effects: step.effects };
  },
  parseState: parseCheckState,
  context: (state) => checkContext(state),
};
