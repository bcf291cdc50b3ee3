/**
 * The GM's dialog for a situational bonus or malus on one option while the vote is open [BEL-12] [BEL-17]:
 * the skill it comes from (its place in the bonus order) and the amount (0 clears it). Runs on the
 * GM's client before the request; the GM's queue checks the answer again.
 */
import type { Suit } from "../../../rules/cards/card.ts";
import { MAX_SITUATIONAL, skillLabelKey } from "../../../rules/belmont/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { BELMONT } from "../ids.ts";
import { SUIT_CHOICES } from "../models/ability-choices.ts";

const ADJUST_DIALOG = templatePath(BELMONT, "dialogs/adjust.hbs");

export async function promptAdjustment(suit: Suit | null): Promise<ActionData | null> {
  if (!suit) return null;
  const content = await foundry.applications.handlebars.renderTemplate(ADJUST_DIALOG, {
    sources: SUIT_CHOICES,
    suit,
    max: MAX_SITUATIONAL,
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: game.i18n.format("DECKBOUND.Belmont.Task.Adjust.Title", { skill: game.i18n.localize(skillLabelKey(suit)) }) },
    content,
  });
  return isRecord(answer) ? { suit, source: answer["source"], amount: answer["amount"] } : null;
}
