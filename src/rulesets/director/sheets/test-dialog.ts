/**
 * The test-setup dialog a Test button opens (the character sheet's and the Director tool's for
 * NPCs): attribute given, the user picks the difficulty and the extra cards [DIR-08]; the answer
 * posts a test card through the GM queue, which shows the odds before the draw [CORE-05]. Bad
 * input is refused with a localised message (here, or by the rules on the GM's client).
 */
import type { Attribute, Competence } from "../../../rules/director/index.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { attributeView } from "../chat/views.ts";
import { DIRECTOR, NPC_TYPE, TEST_MESSAGE } from "../ids.ts";
import { competenceField, readTestForm } from "./forms.ts";

const TEST_DIALOG = templatePath(DIRECTOR, "dialogs/test-setup.hbs");

export async function openTestDialog(
  actorId: string,
  attribute: Attribute,
  competences: readonly Competence[],
  npc: boolean,
): Promise<GmResult | null> {
  const content = await foundry.applications.handlebars.renderTemplate(TEST_DIALOG, {
    attribute: attributeView(attribute),
    competences: competences.map(({ name, expert }, index) => ({ name, expert, field: competenceField(index) })),
    npc,
    // [DIR-10] A player character's test against a non-player character: the Director picks the NPC.
    npcs: npc ? [] : game.actors.filter((actor) => actor.type === NPC_TYPE).map((actor) => actor.name ?? ""),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "DECKBOUND.Director.Dialog.TestTitle" },
    classes: ["deckbound", "director"],
    content,
  });
  if (typeof answer !== "object" || answer === null) return null;
  const read = readTestForm(attribute, answer as Record<string, unknown>, competences);
  if (!read.ok) {
    ui.notifications.warn(read.reason, { localize: true });
    return read;
  }
  return askGm({ kind: "startCard", messageType: TEST_MESSAGE, actorId, options: read.options });
}
