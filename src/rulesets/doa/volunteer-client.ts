/**
 * The volunteer's own client opens the Epic Event picker [DOA-19]: their hidden epic hand is read
 * here (only its owner sees it) and shown with what each card would report against the open call;
 * the chosen card and sacrifices go to the GM's client as the card's `volunteer` step, where they
 * are checked against the pile again. Nothing about the hand is written to the message.
 */
import { askGm } from "../../foundry/gm/authority.ts";
import { doaStack } from "../../rules/doa/index.ts";
import { readChatCard } from "../../foundry/chat/chat-cards.ts";
import type { EpicCardState } from "./chat/epic-card.ts";
import { cardsAt } from "./gather.ts";
import { openCallFor, volunteerChoice, volunteerData } from "./volunteer-picker.ts";

const TEMPLATE = "systems/deckbound/templates/doa/dialogs/volunteer.hbs";

function formValues(button: HTMLButtonElement): Record<string, string> {
  const data = new FormData(button.form ?? undefined);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

/** What a Volunteer click runs on the volunteer's client (exported for tests). */
export async function pickAndVolunteer(messageId: string, seatId: string, owner: string): Promise<void> {
  const hand = cardsAt(doaStack.epic(owner));
  if (hand.length === 0) return;
  const message = game.messages.get(messageId);
  const card = message ? (readChatCard(message)?.state as EpicCardState | null | undefined) : null;
  const call = card ? openCallFor(card.epic, seatId, card.rulings) : null;
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { ...volunteerChoice(hand, call) });
  const values: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: "DECKBOUND.DOA.Card.Volunteering.Title" },
    content,
    ok: { label: "DECKBOUND.DOA.Card.Volunteering.Confirm", callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => formValues(button) },
    rejectClose: false,
  });
  if (typeof values !== "object" || values === null) return;
  const data = volunteerData(values as Record<string, string>, hand, seatId);
  if (!data) return;
  const answer = await askGm({ kind: "cardAction", messageId, action: "volunteer", data });
  if (!answer.ok) ui.notifications?.warn(answer.reason, { localize: true });
}

/** Wire the Volunteer buttons of a rendered Epic Event card (they carry no `data-action`: the picker comes first). */
export function wireVolunteerButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLElement>("[data-doa-volunteer]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const { id, owner } = button.dataset;
      if (message.id && id && owner) void pickAndVolunteer(message.id, id, owner);
    });
  }
}
