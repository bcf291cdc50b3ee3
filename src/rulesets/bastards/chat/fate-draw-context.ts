/**
 * The Fate draw card's template context, from its state alone (pure, unit-tested).
 */
import { skillLabelKey } from "../../../rules/bastards/character.ts";
import { bestCard, traitLabelKey } from "../../../rules/bastards/values.ts";
import type { SkillHandOdds, SkillHandState, SuitNaming } from "../../../rules/bastards/index.ts";
import { cardKey } from "../../../rules/cards/card.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";

/** A skill's display: an i18n key for the standard skills, with the weapon or craft type; a custom skill as written. */
export interface SkillLabel {
  readonly key: string | null;
  readonly detail: string;
}

export function skillLabel(skill: string): SkillLabel {
  const key = skillLabelKey(skill) ?? null;
  const [base, detail] = skill.split(":");
  return key ? { key, detail: detail ?? "" } : { key: null, detail: base ?? skill };
}

export interface FateDrawContext {
  readonly skill: SkillLabel;
  readonly traitKey: string;
  readonly bonus: number;
  readonly difficulty: number;
  readonly cardsToDraw: number;
  readonly fateCount: number;
  /** Acrobat on this draw: how many of the lowest cards it replaces, and those it discarded once drawn [GOB-28]. */
  readonly acrobat: { readonly count: number; readonly discarded: readonly CardView[] } | null;
  readonly odds: { readonly success: string; readonly wildcard: string };
  readonly isReady: boolean;
  readonly isDone: boolean;
  readonly played: CardView | null;
  readonly fate: readonly (CardView & { readonly best: boolean })[];
  readonly result: { readonly playerTotal: number; readonly fateTotal: number; readonly success: boolean; readonly margin: number } | null;
  readonly wildcardsGained: number;
  readonly suitNaming: SuitNaming;
}

export function fateDrawContext(hand: SkillHandState, odds: SkillHandOdds, suitNaming: SuitNaming): FateDrawContext {
  const best = bestCard(hand.fate);
  return {
    skill: skillLabel(hand.skill),
    traitKey: traitLabelKey(hand.trait),
    bonus: hand.bonus,
    difficulty: hand.difficulty,
    cardsToDraw: hand.cardsToDraw,
    fateCount: hand.fateCount,
    acrobat: hand.acrobat > 0 ? { count: hand.acrobat, discarded: hand.discarded.map(cardView) } : null,
    odds: { success: percent(odds.success), wildcard: percent(odds.wildcardChance) },
    isReady: hand.phase === "drawing",
    isDone: hand.phase === "done",
    played: hand.played ? cardView(hand.played) : null,
    fate: hand.fate.map((card) => ({ ...cardView(card), best: best !== undefined && cardKey(best) === cardKey(card) })),
    result: hand.result
      ? {
          playerTotal: hand.result.playerTotal,
          fateTotal: hand.result.fateTotal,
          success: hand.result.winner === "player",
          margin: hand.result.margin,
        }
      : null,
    wildcardsGained: hand.wildcardsGained,
    suitNaming,
  };
}
