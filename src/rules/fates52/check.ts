/**
 * Action skill checks [F52-02, F52-03]: the Fate Dealer sets a difficulty from 2 to 10; the player
 * draws one card (two with a related background skill, plus any extra cards their level allows,
 * all added up) and succeeds if the total is higher. Ruling: J/Q/K count 15 and an Ace always
 * succeeds, as in combat [F52-08].
 */
import type { SuitedCard } from "../cards/card.ts";
import { extraCardsForLevel, hasBackgroundSkill } from "./character.ts";
import { REFUSAL, refuse } from "./outcome.ts";
import type { Outcome } from "./outcome.ts";
import { playStrength } from "./values.ts";

export const MIN_DIFFICULTY = 2;
export const MAX_DIFFICULTY = 10;

export function isValidDifficulty(difficulty: number): boolean {
  return Number.isInteger(difficulty) && difficulty >= MIN_DIFFICULTY && difficulty <= MAX_DIFFICULTY;
}

export interface CheckResult {
  readonly success: boolean;
  /** The sum of the cards; 0 when an Ace decided the check. */
  readonly total: number;
  readonly ace: boolean;
}

/** Any Ace succeeds; otherwise the cards are added and must be higher than the difficulty. */
export function evaluateCheck(cards: readonly SuitedCard[], difficulty: number): CheckResult {
  const strength = playStrength(cards);
  return { success: strength.ace || strength.total > difficulty, total: strength.total, ace: strength.ace };
}

export interface CheckRequest {
  readonly difficulty: number;
  /** The character's level (for extra cards) and background skills. */
  readonly level: number;
  readonly backgroundSkills: readonly string[];
  /** The background skill the check relates to, if any [F52-03]. */
  readonly backgroundSkill?: string;
  /** Extra cards the player chooses to use, up to one per 5 levels [F52-21]. */
  readonly extraCards?: number;
}

/** How many cards a check draws, or why it may not be made. */
export function cardsForCheck(request: CheckRequest): Outcome<{ readonly count: number }> {
  if (!isValidDifficulty(request.difficulty)) return refuse(REFUSAL.DifficultyOutOfRange);
  const extra = request.extraCards ?? 0;
  if (!Number.isInteger(extra) || extra < 0 || extra > extraCardsForLevel(request.level)) return refuse(REFUSAL.TooManyExtraCards);
  const skill = request.backgroundSkill;
  if (skill !== undefined && !hasBackgroundSkill(request.backgroundSkills, skill)) return refuse(REFUSAL.UnknownBackgroundSkill);
  return { ok: true, count: (skill === undefined ? 1 : 2) + extra };
}
