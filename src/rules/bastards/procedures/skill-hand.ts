/**
 * The skill hand against the Fate draw, without opposition [GOB-10, GOB-12, GOB-13, GOB-14].
 *
 * The player draws cards equal to the skill rank (into their owner-only skill stack), plays one and
 * adds the trait; then the Fate draws 6 − trait cards (at least the ruling's minimum) face up, plays
 * the best and adds the difficulty modifier. Higher total wins; a tie goes to the suit of the
 * played cards. Then every card goes back into the deck, shuffled: the cards nobody saw (the rest of
 * the player's hand) at once; the cards everyone saw (the played card, the Fate's) wait face up in
 * the discard pile, so the chat card can keep showing them, and go back when the next skill hand
 * starts — before anything is drawn, so every draw is still from the whole deck.
 *
 * An advantage that "plays one more card" (Criminal, Hearty) draws one more card here, since a skill
 * hand plays a single card. A draw that comes up short takes the discards back once (CORE-04).
 *
 * Acrobat, on a Fate draw of extreme movement [GOB-28 ruling]: "discard a number of cards up to
 * their Body and draw a new card for each one discarded". The skill hand plays its best card, so
 * once drawn the lowest cards — up to Body, never the best — go to the discard pile and as
 * many are drawn again (jokers as ever); the Fate then draws from what is left. The best of the
 * hand is then the best of every card drawn, so it can only help, and it always discards as many as
 * it may: `min(Body, cards − 1)`.
 */
import { cardKey, isSuitedCard } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import { advantageRanks, canAct, canUseAdvantage, skillRank } from "../character.ts";
import type { Character } from "../character.ts";
import { DECK, DISCARD, PLAY, skillStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import { extraCards, handTrait, reputationModifier, specialtyBonus } from "../modifiers.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { BastardsRulings } from "../rulings.ts";
import { bestCard, cardValue, compareCards, decide } from "../values.ts";
import type { Trait } from "../values.ts";
import { drawEffect, settleDraw, startDraw } from "./draws.ts";
import type { Pending, TableAnswer } from "./draws.ts";
import { refuse } from "../../outcome.ts";
import type { Step } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

export const FATE_BASE = 6;
export const MAX_DIFFICULTY = 20;

/** The source's guideline difficulty modifiers [GOB-13]; any whole number 1–20 may be used. */
export const DIFFICULTY_GUIDELINES = [1, 3, 5, 7, 10, 15, 20] as const;

export function difficultyLabelKey(modifier: (typeof DIFFICULTY_GUIDELINES)[number]): string {
  return `DECKBOUND.Bastards.Difficulty.${modifier}`;
}

export interface SkillHandSetup {
  readonly actor: string;
  readonly skill: string;
  /** The trait the action calls for (Desperation may replace it). */
  readonly trait: Trait;
  /** Difficulty modifier, 0 (none) or 1–20 [GOB-13]. */
  readonly difficulty?: number;
  readonly specialty?: string;
  readonly intimidate?: boolean;
  /** An opposition is running: its discards stay out of the deck until it runs out [GOB-23]. */
  readonly amidOpposition?: boolean;
  /** A draw of extreme movement with Acrobat: the lowest cards, up to Body, are replaced [GOB-28]. */
  readonly acrobat?: boolean;
}

/** `redrawing`: Acrobat's replacements are being drawn. */
export type SkillHandPhase = "drawing" | "choosing" | "redrawing" | "fate" | "done";

export interface SkillHandResult {
  readonly playerTotal: number;
  readonly fateTotal: number;
  readonly winner: "player" | "fate";
  /** Winner's total minus loser's (0 on a tie settled by suit). */
  readonly margin: number;
}

/** Public state: the player's hand is only a count until a card is played. */
export interface SkillHandState {
  readonly actor: string;
  readonly skill: string;
  readonly trait: Trait;
  readonly cardsToDraw: number;
  readonly fateCount: number;
  /** Acrobat: how many of the lowest cards are replaced once drawn, `min(Body, cards − 1)`; 0 without [GOB-28]. */
  readonly acrobat: number;
  /** The cards Acrobat discarded (to the discard pile, as the book's discards go), once it has. */
  readonly discarded: readonly SuitedCard[];
  /** Trait + specialty + reputation, added to the played card. */
  readonly bonus: number;
  readonly difficulty: number;
  readonly phase: SkillHandPhase;
  readonly pending: Pending;
  readonly handCount: number;
  readonly wildcardsGained: number;
  /** A short draw is made good once from the discards (CORE-04). */
  readonly refilled: boolean;
  readonly played: SuitedCard | null;
  readonly fate: readonly SuitedCard[];
  readonly result: SkillHandResult | null;
}

export type SkillHandAction =
  | { readonly type: "play"; readonly card: Card; readonly hand: readonly Card[] }
  /** Acrobat: discard the lowest cards of `hand` (the skill stack as it lies) and draw as many [GOB-28]. */
  | { readonly type: "acrobat"; readonly hand: readonly Card[] };

export type SkillHandStep = Step<SkillHandState, BastardsEffect>;

/** Acrobat's replacements on a skill hand of `cards`: up to Body, never the best card [GOB-28]. */
export function acrobatReplacements(body: number, cards: number): number {
  return Math.max(0, Math.min(body, cards - 1));
}

/** Cards the Fate draws: 6 − trait, never fewer than the ruling's minimum [GOB-10]. */
export function fateDrawCount(traitValue: number, rulings: BastardsRulings = DEFAULT_RULINGS): number {
  return Math.max(rulings.fateDrawMinimum, FATE_BASE - traitValue);
}

export function startSkillHand(character: Character, setup: SkillHandSetup, rulings: BastardsRulings = DEFAULT_RULINGS): SkillHandStep {
  // A Knocked Out, Wounded or Killed character "cannot take actions and may not play any cards" [GOB-20].
  if (!canAct(character)) return refuse(REFUSAL.CannotAct);
  const difficulty = setup.difficulty ?? 0;
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_DIFFICULTY) return refuse(REFUSAL.BadDifficulty);
  const specialty = specialtyBonus(character, setup.specialty, setup.skill);
  if (!specialty.ok) return specialty;
  const trait = handTrait(character, setup.trait);
  const traitValue = character.traits[trait];
  const cardsToDraw = skillRank(character, setup.skill) + extraCards((id) => canUseAdvantage(character, id), { skill: setup.skill });
  if (cardsToDraw < 1) return refuse(REFUSAL.NoSkill);
  if (setup.acrobat) {
    if (advantageRanks(character, "acrobat") < 1) return refuse(REFUSAL.AdvantageNotHeld);
    if (!canUseAdvantage(character, "acrobat")) return refuse(REFUSAL.PoolEmpty);
  }
  const state: SkillHandState = {
    actor: setup.actor,
    skill: setup.skill,
    trait,
    cardsToDraw,
    fateCount: fateDrawCount(traitValue, rulings),
    // Body as written: advantages that name a trait count it so, Desperation or not [GOB-28 ruling].
    acrobat: setup.acrobat ? acrobatReplacements(character.traits.body, cardsToDraw) : 0,
    discarded: [],
    bonus: traitValue + specialty.level + reputationModifier(character, setup.skill, { intimidate: setup.intimidate ?? false }),
    difficulty,
    phase: "drawing",
    pending: startDraw(skillStack(setup.actor)),
    handCount: 0,
    wildcardsGained: 0,
    refilled: false,
    played: null,
    fate: [],
    result: null,
  };
  return { ok: true, state, effects: skillHandOpening(state, setup.amidOpposition) };
}

/**
 * What starting a skill hand does on the table: the last hand's shown cards back, then the draw.
 * Amid an opposition the discards are the opposition's: they stay where they are, or a Fate draw
 * would put back cards the opposition keeps out until its deck runs out [GOB-23].
 */
export function skillHandOpening(state: SkillHandState, amidOpposition = false): BastardsEffect[] {
  const draw = drawEffect(skillStack(state.actor), state.cardsToDraw);
  return amidOpposition ? [draw] : [{ type: "returnDiscards", stack: DECK }, draw];
}

/** The cards a skill hand and its Fate draw from, as skillHandOpening leaves them: the deck, and the discards unless amid an opposition [GOB-23]. */
export function skillHandPool<C>(deck: readonly C[], discards: readonly C[], amidOpposition: boolean): C[] {
  return amidOpposition ? [...deck] : [...deck, ...discards];
}

export function skillHand(
  state: SkillHandState,
  action: SkillHandAction | TableAnswer,
  rulings: BastardsRulings = DEFAULT_RULINGS,
): SkillHandStep {
  if (action.type === "drawn") {
    if (state.pending?.kind !== "draw") return refuse(REFUSAL.NotWaitingForCards);
    const settled = settleDraw(state.pending, action.outcome, rulings);
    const effects: BastardsEffect[] = [...settled.effects];
    // The player's own draws (the hand, Acrobat's replacements) give jokers' wildcards; the Fate's do not.
    const players = state.phase === "drawing" || state.phase === "redrawing";
    let next: SkillHandState = {
      ...state,
      wildcardsGained: state.wildcardsGained + (players ? settled.wildcards : 0),
      pending: settled.next,
    };
    next = players ? { ...next, handCount: next.handCount + settled.kept.length } : { ...next, fate: [...next.fate, ...settled.kept] };
    if (!settled.next && settled.short > 0 && !state.refilled) {
      next = { ...next, refilled: true, pending: startDraw(state.pending.to) };
      effects.push({ type: "returnDiscards", stack: DECK }, drawEffect(state.pending.to, settled.short));
    }
    if (next.pending) return { ok: true, state: next, effects };
    if (state.phase === "redrawing") return { ok: true, state: { ...next, phase: "choosing", refilled: false }, effects };
    if (state.phase === "drawing") {
      if (next.handCount > 0) return { ok: true, state: { ...next, phase: "choosing" }, effects };
      return {
        ok: true,
        state: { ...next, phase: "fate", pending: startDraw(PLAY), refilled: false },
        effects: [...effects, drawEffect(PLAY, state.fateCount)],
      };
    }
    return finish(next, effects);
  }
  if (action.type === "acrobat") return acrobat(state, action.hand);
  if (action.type === "play") {
    if (state.phase !== "choosing" || acrobatOwed(state)) return refuse(REFUSAL.NotYourMove);
    const played = action.card;
    if (played.kind !== "suited" || !action.hand.some((card) => cardKey(card) === cardKey(played))) return refuse(REFUSAL.CardNotInHand);
    const from = skillStack(state.actor);
    return {
      ok: true,
      state: { ...state, phase: "fate", played, handCount: state.handCount - 1, pending: startDraw(PLAY), refilled: false },
      effects: [
        { type: "move", cards: [played], from, to: PLAY, position: "top" },
        { type: "reveal", stack: PLAY, cards: [played] },
        drawEffect(PLAY, state.fateCount),
      ],
    };
  }
  return refuse(REFUSAL.NotWaitingForCards);
}

/** Acrobat is chosen and its cards not yet replaced (a hand of one card has none to replace). */
export function acrobatOwed(state: SkillHandState): boolean {
  return state.acrobat > 0 && state.discarded.length === 0 && state.handCount > 1;
}

/** Acrobat: the lowest cards of the hand, up to its number and never the best, to the discards; as many drawn again. */
function acrobat(state: SkillHandState, hand: readonly Card[]): SkillHandStep {
  if (state.phase !== "choosing" || !acrobatOwed(state)) return refuse(REFUSAL.NotYourMove);
  const suited = hand.filter(isSuitedCard);
  if (suited.length !== state.handCount || suited.length !== hand.length) return refuse(REFUSAL.CardNotInHand);
  const count = Math.min(state.acrobat, suited.length - 1);
  const discarded = [...suited].sort(compareCards).slice(0, count);
  const from = skillStack(state.actor);
  return {
    ok: true,
    state: { ...state, phase: "redrawing", discarded, handCount: state.handCount - count, pending: startDraw(from), refilled: false },
    effects: [{ type: "move", cards: discarded, from, to: DISCARD, position: "top" }, drawEffect(from, count)],
  };
}

/** Reveal the Fate's cards, score; the shown cards go to the discard pile, the unseen ones back into the deck. */
function finish(state: SkillHandState, effects: BastardsEffect[]): SkillHandStep {
  const fateBest = bestCard(state.fate);
  const playerTotal = (state.played ? cardValue(state.played) : 0) + state.bonus;
  const fateTotal = (fateBest ? cardValue(fateBest) : 0) + state.difficulty;
  const winner =
    decide({ total: playerTotal, suit: state.played?.suit }, { total: fateTotal, suit: fateBest?.suit }) === "first" ? "player" : "fate";
  const inPlay = [...(state.played ? [state.played] : []), ...state.fate];
  return {
    ok: true,
    state: {
      ...state,
      phase: "done",
      pending: null,
      result: { playerTotal, fateTotal, winner, margin: Math.abs(playerTotal - fateTotal) },
    },
    effects: [
      ...effects,
      ...(state.fate.length > 0 ? [{ type: "reveal", stack: PLAY, cards: state.fate } as const] : []),
      ...(inPlay.length > 0 ? [{ type: "move", cards: inPlay, from: PLAY, to: DISCARD, position: "top" } as const] : []),
      { type: "bastards.gather", from: [skillStack(state.actor)], to: DECK },
      { type: "shuffle", stack: DECK },
    ],
  };
}
