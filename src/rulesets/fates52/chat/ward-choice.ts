/**
 * A wizard *may* cancel the opposite spell [F52-20]: when the Destruct (or Protect) being cast could
 * cancel the Protect (or Destruct) its target holds, the caster's client asks, as the spell is cast,
 * whether it cancels it or takes effect beside it. Closing the dialog casts nothing.
 */
import { SPELL_BY_SUIT, mayCancelWard } from "../../../rules/fates52/index.ts";
import type { WardChoice } from "../../../rules/fates52/index.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { ownEntry, readText } from "../../../foundry/chat/action-data.ts";
import type { CardPromptContext } from "../../../foundry/registry/definition.ts";
import { suitedFromCodes } from "./cards.ts";
import type { CombatCardState } from "./combat-card.ts";

const W = "DECKBOUND.Fates52.Combat.Ward";

/** The opposite spell the cast could cancel ("destruct" or "protect"), or null when there is no choice to make. */
export function wardChoiceNeeded(state: CombatCardState, data: ActionData): "destruct" | "protect" | null {
  const cards = suitedFromCodes(ownEntry(data, "cards") ?? []);
  const target = state.combat?.participants.find((participant) => participant.key === readText(data, "target"));
  const spell = cards?.[0] ? SPELL_BY_SUIT[cards[0].suit] : null;
  if (!cards || !target || (spell !== "destruct" && spell !== "protect")) return null;
  return mayCancelWard(target.wards, spell, cards) ? (spell === "destruct" ? "protect" : "destruct") : null;
}

export async function promptWardChoice({ state, data }: CardPromptContext): Promise<ActionData | null> {
  const opposite = wardChoiceNeeded(state as CombatCardState, data);
  if (!opposite) return data;
  const spell = game.i18n.localize(`DECKBOUND.Fates52.Spell.${opposite}`);
  const choice: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: `${W}.Title` },
    content: `<p>${game.i18n.format(`${W}.Question`, { spell })}</p>`,
    buttons: [
      { action: "cancel", label: game.i18n.format(`${W}.Cancel`, { spell }), default: false },
      { action: "keep", label: game.i18n.format(`${W}.Keep`, { spell }), default: false },
    ],
  });
  const ward: WardChoice | null = choice === "cancel" || choice === "keep" ? choice : null;
  return ward ? { ...data, ward } : null;
}
