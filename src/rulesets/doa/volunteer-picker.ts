/**
 * The Epic Event volunteer's choice, made on their own client [DOA-19]: which card of their hidden
 * epic hand to play and which others to sacrifice for +1 apiece. Pure: the dialog's context from
 * the hand, and the card action's data from the submitted form (the GM's client checks it again).
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { cardView } from "../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../foundry/sheets/hand-context.ts";

export const SACRIFICE_FIELD = "sacrifice-";

/** The dialog's context: every card once to play (the first preselected) and once to sacrifice. */
export function volunteerChoice(hand: readonly Card[]): { cards: (CardView & { field: string; first: boolean })[] } {
  return { cards: hand.map((card, index) => ({ ...cardView(card), field: `${SACRIFICE_FIELD}${index}`, first: index === 0 })) };
}

/**
 * The volunteer action's data from the form: `play` names the card played, each checked
 * `sacrifice-<n>` a card given up. The played card is never also sacrificed; null without a card
 * from this hand.
 */
export function volunteerData(values: Readonly<Record<string, string>>, hand: readonly Card[], seatId: string): Record<string, string> | null {
  const keys = new Set(hand.map(cardKey));
  const play = values["play"] ?? "";
  if (!keys.has(play)) return null;
  const sacrifice = Object.entries(values)
    .filter(([field, key]) => field.startsWith(SACRIFICE_FIELD) && key !== play && keys.has(key))
    .map(([, key]) => key);
  const [code = "", origin = ""] = play.split("@");
  return { id: seatId, code, origin, sacrifice: [...new Set(sacrifice)].join(",") };
}
