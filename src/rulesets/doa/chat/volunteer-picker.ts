/**
 * The Epic Event volunteer's choice, made on their own client [DOA-19]: which card of their hidden
 * epic hand to play and which others to sacrifice for +1 apiece. Pure: the dialog's context from
 * the hand (with what each card would report against the open call), and the card action's data
 * from the submitted form (the GM's client checks it again). The hand never leaves this client.
 */
import { cardKey } from "../../../rules/cards/card.ts";
import type { Card } from "../../../rules/cards/card.ts";
import { evaluateCard, isSuccess } from "../../../rules/doa/checks.ts";
import { degreeLabelKey } from "../../../rules/doa/labels.ts";
import { callModifier } from "../../../rules/doa/procedures/epic.ts";
import type { CheckTarget, DoaRulings, EpicState } from "../../../rules/doa/index.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { shownNumber } from "../../../foundry/number-view.ts";

export const SACRIFICE_FIELD = "sacrifice-";

/** What a card played would report: the degree with no sacrifice, then each number of sacrifices that improves it. */
export interface PlayOutcome {
  readonly sacrifices: number;
  /** i18n key of the degree. */
  readonly degree: string;
  readonly success: boolean;
}

/** The open call as this volunteer plays it: the TC, DR and their modifier before any sacrifice. */
export interface VolunteerCall {
  readonly target: CheckTarget;
  readonly rulings: DoaRulings;
}

/**
 * The call a seat may answer now, with that seat's modifier (the same as the epic procedure's: the
 * attribute, skill or Primary Skill called, never below 0); null when no call is open to them.
 */
export function openCallFor(epic: EpicState | null, seatId: string, rulings: DoaRulings): VolunteerCall | null {
  const call = epic?.phase === "check" ? epic.call : null;
  const seat = epic?.seats.find((candidate) => candidate.id === seatId);
  if (!call || !seat || (call.for !== null && call.for !== seatId)) return null;
  return { target: { tc: call.tc, dr: call.dr, modifier: callModifier(seat.stats, call, rulings) }, rulings };
}

/** A card's report with 0 … `most` sacrifices, listing only where the degree changes [DOA-09, DOA-19]. */
export function playOutcomes(card: Card, call: VolunteerCall, most: number): PlayOutcome[] {
  if (card.kind !== "suited") return [];
  const outcomes: PlayOutcome[] = [];
  for (let sacrifices = 0; sacrifices <= most; sacrifices++) {
    const { degree } = evaluateCard(card, { ...call.target, modifier: call.target.modifier + sacrifices }, call.rulings);
    if (outcomes.at(-1)?.degree !== degreeLabelKey(degree))
      outcomes.push({ sacrifices, degree: degreeLabelKey(degree), success: isSuccess(degree) });
  }
  return outcomes;
}

/**
 * The dialog's context: every card once to play (the first preselected, with what it would report
 * when a call is open) and once to sacrifice.
 */
export function volunteerChoice(
  hand: readonly Card[],
  call: VolunteerCall | null = null,
): {
  cards: (CardView & { field: string; first: boolean; outcomes: PlayOutcome[] })[];
  call: { tc: CardView; dr: number; modifier: string } | null;
} {
  return {
    cards: hand.map((card, index) => ({
      ...cardView(card),
      field: `${SACRIFICE_FIELD}${index}`,
      first: index === 0,
      outcomes: call ? playOutcomes(card, call, hand.length - 1) : [],
    })),
    call: call ? { tc: cardView(call.target.tc), dr: call.target.dr, modifier: shownNumber(call.target.modifier) } : null,
  };
}

/**
 * The volunteer action's data from the form: `play` names the card played, each checked
 * `sacrifice-<n>` a card given up. The played card is never also sacrificed; null without a card
 * from this hand.
 */
export function volunteerData(
  values: Readonly<Record<string, string>>,
  hand: readonly Card[],
  seatId: string,
): Record<string, string> | null {
  const keys = new Set(hand.map(cardKey));
  const play = values["play"] ?? "";
  if (!keys.has(play)) return null;
  const sacrifice = Object.entries(values)
    .filter(([field, key]) => field.startsWith(SACRIFICE_FIELD) && key !== play && keys.has(key))
    .map(([, key]) => key);
  const [code = "", origin = ""] = play.split("@");
  return { id: seatId, code, origin, sacrifice: [...new Set(sacrifice)].join(",") };
}
