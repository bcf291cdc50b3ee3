/**
 * The character sheet's Action check button: a dialog asks the difficulty the Fate Dealer set
 * [F52-02], a related background skill [F52-03] and any extra cards the level allows [F52-21], then
 * posts the check card through the GM queue, which shows the odds before the draw [CORE-05]. The
 * values are checked by the rules on the GM's client; a refusal is shown localised.
 */
import { extraCardsForLevel } from "../../../rules/fates52/character.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { CHECK_MESSAGE, F52_I18N, FATES52 } from "../ids.ts";

const CHECK_DIALOG = templatePath(FATES52, "dialogs/check.hbs");

/** The dialog's answer as the check card's options (strings from the form; the rules check the values). */
export function checkOptions(answer: Record<string, unknown>): Record<string, unknown> {
  const skill = typeof answer["backgroundSkill"] === "string" ? answer["backgroundSkill"].trim() : "";
  const extra = answer["extraCards"] === undefined || answer["extraCards"] === "" ? 0 : Number(answer["extraCards"]);
  return { difficulty: Number(answer["difficulty"]), ...(skill ? { backgroundSkill: skill } : {}), extraCards: extra };
}

export async function openCheckDialog(actorId: string, level: number, skills: readonly string[]): Promise<GmResult | null> {
  const content = await foundry.applications.handlebars.renderTemplate(CHECK_DIALOG, { skills, maxExtra: extraCardsForLevel(level) });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: `${F52_I18N}.Check.Title` },
    classes: ["deckbound", FATES52],
    content,
  });
  if (typeof answer !== "object" || answer === null) return null;
  return askGm({ kind: "startCard", messageType: CHECK_MESSAGE, actorId, options: checkOptions(answer as Record<string, unknown>) });
}
