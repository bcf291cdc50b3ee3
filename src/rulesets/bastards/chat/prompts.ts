/**
 * What a player chooses on their own client before an opposition step goes to the GM (the actions'
 * `prompt`s): a card from the actor's own hand, which this client can read because its user owns
 * the hand [CORE-06], or an attack's, a defence's, an advantage's or an inflicted disadvantage's
 * choices. The button says which (`data-prompt`, from the context's button mode).
 */
import type { Card } from "../../../rules/cards/card.ts";
import { selectedCardData } from "../../../foundry/hand-dock/selected-card.ts";
import { HAND } from "../../../rules/bastards/index.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { isRecord, readId } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { activeRuleset } from "../../../foundry/settings.ts";
import { cardsLyingIn } from "../../../foundry/table/foundry-table.ts";
import { findStack } from "../../../foundry/table/stack-directory.ts";
import { followChoices } from "../../../foundry/sheets/following-choices.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { BASTARDS } from "../ids.ts";
import { cardChoice, stepForm } from "./choosers.ts";
import { advantageFormOdds, pickOdds } from "./opposition-odds-view.ts";
import type { OppositionCardState } from "./opposition-card-state.ts";

export const dialog = (file: string) => templatePath(BASTARDS, `dialogs/${file}`);

function handOf(actorId: string): Card[] {
  const ruleset = activeRuleset();
  const stack = ruleset ? findStack(ruleset.id, { stack: HAND, owner: actorId }) : undefined;
  return stack ? cardsLyingIn(stack).map(({ card }) => card) : [];
}

function formValues(button: HTMLButtonElement): Record<string, string> {
  const data = new FormData(button.form ?? undefined);
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

export async function ask(title: string, template: string, context: Record<string, unknown>): Promise<Record<string, string> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, context);
  const values: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title },
    content,
    // A specialty list follows the skill chosen [GOB-06].
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => followChoices(dialog.element),
    ok: {
      label: "DECKBOUND.Bastards.Choose.Confirm",
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => formValues(button),
    },
    rejectClose: false,
  });
  return isRecord(values) ? (values as Record<string, string>) : null;
}

async function pickCard(step: string, card: OppositionCardState, actor: string): Promise<ActionData | null> {
  // A card selected in the docked hand is the pick (T-HAND-02): the dock showed its odds; the GM refuses it if it is not in this actor's hand.
  const docked = selectedCardData();
  if (docked) return docked;
  // Each card shows the odds of playing it face down or betting it, before it is picked [CORE-05].
  const values = await ask(game.i18n.localize("DECKBOUND.Bastards.Choose.Card"), dialog("choose-card.hbs"), {
    ...cardChoice(handOf(actor), pickOdds(card.opposition, step, actor)),
  });
  const [code, origin] = (values?.["card"] ?? "").split("@");
  return code && origin ? { code, origin } : null;
}

async function fillForm(step: string, card: OppositionCardState, actor: string): Promise<ActionData | null> {
  if (!card.opposition) return null;
  const form = stepForm(step, card.opposition, card.names, actor);
  // Each advantage that draws shows the chance of a joker among its cards once chosen [CORE-05, T-CORE-04].
  const advantageOdds = form.isAdvantage
    ? advantageFormOdds(
        card.opposition,
        actor,
        form.advantages.map((entry) => entry.value),
      )
    : [];
  return ask(game.i18n.localize(`DECKBOUND.Bastards.Opposition.Button.${step}`), dialog("step-form.hbs"), { ...form, advantageOdds });
}

/** The prompt of every opposition action: ask what the pressed button's `data-prompt` says, or nothing. */
export async function promptOppositionStep(step: string, { state, data }: CardPromptContext): Promise<ActionData | null> {
  const { prompt, ...sent } = data;
  const actor = readId(data, "actor");
  if ((prompt !== "pick" && prompt !== "form") || !actor) return sent;
  const card = state as OppositionCardState;
  const chosen = prompt === "pick" ? await pickCard(step, card, actor) : await fillForm(step, card, actor);
  return chosen ? { ...sent, ...chosen, actor } : null;
}
