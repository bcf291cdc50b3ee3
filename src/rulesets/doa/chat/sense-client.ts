/**
 * The GM names who Blinded or Deafened a combatant [DOA-16] (the combat card's `senseBy` prompt):
 * the resisting check is "Intuition vs. the spell-casting attribute of the creature causing the
 * effect", an attribute, so a dialog on the GM's client asks which one before the naming is sent.
 * Lifting the effect (no caster) asks nothing.
 */
import { readId } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { attributeLabelKey } from "../../../rules/doa/labels.ts";
import { ATTRIBUTES } from "../../../rules/doa/stats.ts";
import { DOA_ID } from "../ids.ts";

export const SPELL_ATTRIBUTE_TEMPLATE = templatePath(DOA_ID, "dialogs/spell-attribute.hbs");

/** The data to send (with the attribute chosen), or null when the GM cancels. */
export async function senseByPrompt({ data }: CardPromptContext): Promise<ActionData | null> {
  if (!readId(data, "caster")) return data;
  const content = await foundry.applications.handlebars.renderTemplate(SPELL_ATTRIBUTE_TEMPLATE, {
    attributes: ATTRIBUTES.map((attribute) => ({ value: attribute, label: attributeLabelKey(attribute) })),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "DECKBOUND.DOA.Combat.SpellAttributeTitle" },
    content,
  });
  if (typeof answer !== "object" || answer === null) return null;
  return { ...data, on: String((answer as Record<string, unknown>)["on"] ?? "") };
}
