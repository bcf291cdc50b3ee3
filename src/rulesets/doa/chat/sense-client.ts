/**
 * The GM names who Blinded or Deafened a combatant [DOA-16] (the combat card's `senseBy` prompt):
 * the resisting check is "Intuition vs. the spell-casting attribute of the creature causing the
 * effect", so one dialog on the GM's client asks who it is — anyone else in the fight, or any other
 * Deck of Adventures character of the world — and which attribute, before the naming is sent.
 * Lifting the effect (the pressed button, no caster) asks nothing.
 */
import { ownEntry, readId } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { attributeLabelKey } from "../../../rules/doa/labels.ts";
import { ATTRIBUTES } from "../../../rules/doa/stats.ts";
import { DOA_ID, kindOfType } from "../ids.ts";
import type { CombatCardState } from "./combat-card.ts";

const SENSE_CASTER_TEMPLATE = templatePath(DOA_ID, "dialogs/sense-caster.hbs");

/**
 * Who may have Blinded / Deafened the combatant `id`, in groups (none empty): the others in the
 * fight, then the world's Deck of Adventures characters not in it, each by name.
 */
function casterGroups(state: CombatCardState, id: string): { label: string; casters: { id: string; name: string }[] }[] {
  const fighting = state.combat?.combatants.map((combatant) => combatant.id) ?? [];
  const others = fighting.filter((other) => other !== id).map((other) => ({ id: other, name: ownEntry(state.info, other)?.name ?? other }));
  const offCard = game.actors.contents
    .filter((actor) => actor.id && kindOfType(actor.type) && !fighting.includes(actor.id))
    .map((actor) => ({ id: actor.id!, name: actor.name ?? "" }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    { label: "DECKBOUND.DOA.Combat.SenseCasterFighting", casters: others },
    { label: "DECKBOUND.DOA.Combat.SenseCasterOffCard", casters: offCard },
  ].filter((group) => group.casters.length > 0);
}

/** The data to send (with the caster and attribute chosen), or null when the GM cancels. */
export async function senseByPrompt({ data, state }: CardPromptContext): Promise<ActionData | null> {
  if (ownEntry(data, "choose") === undefined) return data;
  const id = readId(data, "id") ?? "";
  const content = await foundry.applications.handlebars.renderTemplate(SENSE_CASTER_TEMPLATE, {
    casterGroups: casterGroups(state as CombatCardState, id),
    attributes: ATTRIBUTES.map((attribute) => ({ value: attribute, label: attributeLabelKey(attribute) })),
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "DECKBOUND.DOA.Combat.SenseCasterTitle" },
    content,
  });
  if (typeof answer !== "object" || answer === null) return null;
  const chosen = answer as Record<string, unknown>;
  return { id, caster: String(chosen["caster"] ?? ""), on: String(chosen["on"] ?? "") };
}
