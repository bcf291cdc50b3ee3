/**
 * What every DOA card shows of a check: the odds of each degree, and a check in progress or done
 * (the TC, the drawn cards and the kept report, the Fate Cards that could buy a redraw). Pure.
 */
import { rankCode } from "../../../rules/cards/card.ts";
import { DEGREES } from "../../../rules/doa/checks.ts";
import { degreeLabelKey, handLabelKey } from "../../../rules/doa/labels.ts";
import type { CardReport, CheckOdds, CheckState } from "../../../rules/doa/index.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { identityOf } from "../../../foundry/table/card-identity.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { shownNumber, signed } from "../../../foundry/number-view.ts";

export interface OddsRow {
  readonly label: string;
  readonly percent: string;
  readonly success: boolean;
  /** Bar width, 0..100. */
  readonly width: number;
}

/** Every degree's odds as rows, best first, plus the chance of any success [CORE-05]. */
export function oddsView(odds: CheckOdds | null): { rows: OddsRow[]; success: string } | null {
  if (!odds) return null;
  const successes = new Set(DEGREES.slice(0, 5));
  return {
    rows: DEGREES.map((degree) => ({
      label: degreeLabelKey(degree),
      percent: percent(odds.degrees[degree]),
      success: successes.has(degree),
      width: Math.round(100 * odds.degrees[degree]),
    })),
    success: percent(odds.success),
  };
}

export interface FateButton {
  readonly code: string;
  readonly origin: string;
  readonly name: string;
  readonly img: string;
  readonly token: boolean;
}

export interface CheckView {
  readonly tc: CardView | null;
  readonly dr: number | null;
  /** The modifier as shown ("−4"), the true minus sign before a negative one. */
  readonly modifier: string | null;
  /** i18n key and the number of extra cards for Upper/Lower Hand. */
  readonly hand: { readonly key: string; readonly n: number };
  readonly drawn: readonly (CardView & { readonly kept: boolean })[];
  readonly result: {
    readonly degree: string;
    readonly success: boolean;
    readonly reported: string;
    readonly applied: string | null;
  } | null;
  readonly deciding: boolean;
  readonly done: boolean;
  readonly redraws: number;
  /** Fate Cards (and tokens) that could buy a redraw now. */
  readonly fate: readonly FateButton[];
}

function reportView(report: CardReport | null): CheckView["result"] {
  if (!report) return null;
  return {
    degree: degreeLabelKey(report.degree),
    success: report.inRange,
    reported: rankCode(report.reported),
    applied: report.applied ? signed(report.applied) : null,
  };
}

export function checkView(check: CheckState): CheckView {
  const deciding = check.phase === "deciding";
  const canRedraw = deciding && check.canUseFate && (check.redrawLimit === "perFateCard" || check.redraws === 0);
  const fate: FateButton[] = canRedraw
    ? [
        ...check.deck.fateCards.map((card) => ({ ...cardView(card), token: false })),
        ...Array.from({ length: check.deck.fateTokens }, () => ({ code: "", origin: "", name: "", img: "", token: true })),
      ]
    : [];
  return {
    tc: check.target ? cardView(check.target.tc) : null,
    dr: check.target?.dr ?? null,
    modifier: check.target ? shownNumber(check.target.modifier) : null,
    hand: { key: handLabelKey(check.net), n: Math.abs(check.net) },
    drawn: check.drawn.map((card) => ({
      ...cardView(card),
      kept: check.kept !== null && identityOf(card).code === identityOf(check.kept).code,
    })),
    result: reportView(check.result),
    deciding,
    done: check.phase === "done",
    redraws: check.redraws,
    fate,
  };
}
