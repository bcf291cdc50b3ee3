/**
 * The dialog that enters a competitor [DIR-09]: opened by a sheet's Compete button (the sheet's
 * actor enters) and by the competition card's Join (a player picks among their own characters, the
 * Director among every character — and NPC where the world allows). It asks for the extra cards
 * [DIR-08]; what it answers is checked again, as untrusted, on the GM's client.
 */
import type { Attribute } from "../../../rules/director/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { followChoices } from "../../../foundry/sheets/following-choices.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { attributeView } from "../chat/views.ts";
import { CHARACTER_TYPE, DIRECTOR, NPC_TYPE } from "../ids.ts";
import { candidateCompetenceField, readCompeteForm } from "./forms.ts";
import type { CompetitorCandidate, ExtrasAnswer } from "./forms.ts";

const COMPETE_DIALOG = templatePath(DIRECTOR, "dialogs/compete.hbs");

export type CompetitorAnswer = ExtrasAnswer & { readonly actorId: string };

/** The characters a user may enter: their own (the Director: every character, then every NPC). */
export function competitorCandidates(user: User.Implementation): CompetitorCandidate[] {
  return game.actors.contents.flatMap((actor) => {
    const system = systemOf(actor, CHARACTER_TYPE) ?? (user.isGM ? systemOf(actor, NPC_TYPE) : null);
    if (!system || !actor.id || !actor.testUserPermission(user, "OWNER")) return [];
    return [{ id: actor.id, name: actor.name ?? "", competences: system.competences }];
  });
}

/** Ask who enters (when there is a choice) and their extra cards; null when cancelled or refused (with a notice). */
export async function promptCompetitor(attribute: Attribute, candidates: readonly CompetitorCandidate[]): Promise<CompetitorAnswer | null> {
  if (candidates.length === 0) {
    ui.notifications.warn("DECKBOUND.Director.Chat.NoCharacter", { localize: true });
    return null;
  }
  const content = await foundry.applications.handlebars.renderTemplate(COMPETE_DIALOG, {
    attribute: attributeView(attribute),
    pick: candidates.length > 1,
    candidates: candidates.map(({ id, name, competences }) => ({
      id,
      name,
      for: JSON.stringify([id]),
      competences: competences.map((competence, index) => ({ ...competence, field: candidateCompetenceField(id, index) })),
    })),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "DECKBOUND.Director.Dialog.CompeteTitle" },
    classes: ["deckbound", "director"],
    content,
    // Nobody is picked at first (a GM pressing OK enters no one by accident); only the picked one's competences show.
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => followChoices(dialog.element),
  });
  if (!isRecord(answer)) return null;
  const read = readCompeteForm(answer, candidates);
  if (!read.ok) {
    ui.notifications.warn(read.reason, { localize: true });
    return null;
  }
  return read.answer;
}
