/**
 * The volunteer's own client opens the Epic Event picker [DOA-19] before the card's `volunteer`
 * step (the action's prompt): their hidden epic hand is read here (only its owner sees it) and
 * shown with what each card would report against the open call; the chosen card and sacrifices go
 * to the GM's client, where they are checked against the pile again. Nothing about the hand is
 * written to the message.
 */
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { readId } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { doaStack } from "../../../rules/doa/decks.ts";
import type { EpicCardState } from "./epic-card.ts";
import { cardsAt } from "./gather.ts";
import { openCallFor, volunteerChoice, volunteerData } from "./volunteer-picker.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DOA_ID } from "../ids.ts";

const TEMPLATE = templatePath(DOA_ID, "dialogs/volunteer.hbs");

function formValues(button: HTMLButtonElement): Record<string, string> {
  const data = new FormData(button.form ?? undefined);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

/** The Volunteer button's prompt: the seat's picker; the data to send, or null when cancelled. */
export async function volunteerPrompt({ state, data }: CardPromptContext): Promise<ActionData | null> {
  const card = state as EpicCardState;
  const seatId = readId(data, "id");
  const seat = card.epic?.seats.find((candidate) => candidate.id === seatId);
  if (!seat) return null;
  const hand = cardsAt(doaStack.epic(seat.owner));
  if (hand.length === 0) return null;
  // The Great Void's DR is the GM's alone until the check resolves: a player's picker shows neither it nor outcomes [DOA-16].
  const call = card.hiddenDr === true && !game.user.isGM ? null : openCallFor(card.epic, seat.id, card.rulings);
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { ...volunteerChoice(hand, call) });
  const values: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: "DECKBOUND.DOA.Card.Volunteering.Title" },
    content,
    ok: {
      label: "DECKBOUND.DOA.Card.Volunteering.Confirm",
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => formValues(button),
    },
    rejectClose: false,
  });
  if (typeof values !== "object" || values === null) return null;
  return volunteerData(values as Record<string, string>, hand, seat.id);
}
