/**
 * The test-setup dialog a Test button opens (the character sheet's and the Director tool's for
 * NPCs): attribute given, the user picks the difficulty and the extra cards [DIR-08]; the answer
 * posts a test card through the GM queue, which shows the odds before the draw [CORE-05] — a
 * player's as a proposal the Director confirms. The same dialog, filled with a proposal and with
 * the attribute to choose, is the Director's "Change" on the card [DIR-01, DIR-04, DIR-08]. Bad
 * input is refused with a localised message (here, or by the rules on the GM's client).
 */
import { ATTRIBUTES } from "../../../rules/director/attributes.ts";
import type { Attribute, Competence, ExtraCards } from "../../../rules/director/index.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { attributeView } from "../chat/views.ts";
import type { TestCardState } from "../chat/test-card.ts";
import { DIRECTOR, NPC_TYPE, TEST_MESSAGE } from "../ids.ts";
import { competenceField, readExtrasForm, readTestForm } from "./forms.ts";

const TEST_DIALOG = templatePath(DIRECTOR, "dialogs/test-setup.hbs");

/** The dialog's answer, or null when it was closed. */
async function askSetup(title: string, context: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(TEST_DIALOG, context);
  const answer: unknown = await foundry.applications.api.DialogV2.input({ window: { title }, classes: ["deckbound", "director"], content });
  return typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : null;
}

/** The test-setup dialog's context for a new test: the attribute given, difficulty 2, no extra cards chosen yet. */
export function testSetupContext(attribute: Attribute, competences: readonly Competence[], npcs: readonly string[] | null) {
  return {
    attribute: attributeView(attribute),
    competences: competences.map(({ name, expert }, index) => ({ name, expert, field: competenceField(index) })),
    difficulty: 2,
    helpers: 0,
    penalty: 0,
    // [DIR-10] A player character's test against a non-player character: the Director picks the NPC (none for an NPC's test).
    hideAgainst: npcs === null,
    npcs: npcs ?? [],
    hint: "DECKBOUND.Director.Dialog.OddsOnCard",
  };
}

export async function openTestDialog(
  actorId: string,
  attribute: Attribute,
  competences: readonly Competence[],
  npc: boolean,
): Promise<GmResult | null> {
  const npcs = npc ? null : game.actors.filter((actor) => actor.type === NPC_TYPE).map((actor) => actor.name ?? "");
  const answer = await askSetup("DECKBOUND.Director.Dialog.TestTitle", testSetupContext(attribute, competences, npcs));
  if (!answer) return null;
  const read = readTestForm(attribute, answer, competences);
  if (!read.ok) {
    ui.notifications.warn(read.reason, { localize: true });
    return read;
  }
  return askGm({ kind: "startCard", messageType: TEST_MESSAGE, actorId, options: read.options });
}

/**
 * The Director's change to a proposal — a test's (with its difficulty) or a competitor's entry
 * (`difficulty` null): the dialog filled with the proposal, the attribute to choose; the answer is
 * the card action's data (checked again on the GM's client), or null [DIR-01, DIR-04, DIR-08, DIR-09].
 */
export async function promptSetupChange(
  current: Attribute,
  difficulty: number | null,
  extras: Required<ExtraCards>,
  known: readonly Competence[],
): Promise<ActionData | null> {
  const named = (name: string) => extras.competences.some((competence) => competence.name === name);
  const answer = await askSetup(
    difficulty === null ? "DECKBOUND.Director.Dialog.ChangeEntryTitle" : "DECKBOUND.Director.Dialog.ChangeTitle",
    {
      attributes: ATTRIBUTES.map((attribute) => ({ attribute, ...attributeView(attribute), selected: attribute === current })),
      competences: known.map(({ name, expert }, index) => ({ name, expert, field: competenceField(index), checked: named(name) })),
      competing: difficulty === null,
      difficulty,
      advantage: extras.advantage,
      helpers: extras.helpers,
      penalty: extras.penalty,
      hideAgainst: true,
      hint: difficulty === null ? "DECKBOUND.Director.Dialog.ChangeEntryHint" : "DECKBOUND.Director.Dialog.ChangeHint",
    },
  );
  if (!answer) return null;
  const attribute = ATTRIBUTES.find((candidate) => candidate === answer["attribute"]) ?? current;
  const read = difficulty === null ? readExtrasForm(answer, known, competenceField) : readTestForm(attribute, answer, known);
  if (!read.ok) {
    ui.notifications.warn(read.reason, { localize: true });
    return null;
  }
  return "options" in read ? { ...read.options } : { attribute, ...read.extras };
}

/** The Director's change to a proposed test. */
export function promptTestChange(state: TestCardState): Promise<ActionData | null> {
  return promptSetupChange(state.setup.attribute, state.setup.difficulty, state.setup.extras, state.known);
}
