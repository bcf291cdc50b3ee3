/**
 * A Bastards weapon's sheet: the base item sheet, its combat skill picked from a list rather than
 * typed — the owner's combat skills (`combat:<weapon>`, unarmed first), or for a weapon in the
 * sidebar the combat skills of the world's Fated characters [GOB-05].
 */
import type { DeepPartial } from "fvtt-types/utils";
import { DeckboundItemSheet } from "../../../foundry/sheets/item-sheet.ts";
import { combatSkills } from "../../../rules/bastards/character.ts";
import { skillLabel } from "../chat/fate-draw-context.ts";
import { fatedCharacter } from "../models/actor-data.ts";
import { skillText } from "./actor-sheets.ts";

import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;

/** The combat skills a weapon may be used with: its owner's, else every Fated character's; its own skill always listed. */
function weaponSkills(item: Item.Implementation, current: string): string[] {
  const owner = item.parent instanceof Actor ? fatedCharacter(item.parent) : null;
  const characters = owner ? [owner] : game.actors.contents.map((actor) => fatedCharacter(actor)).filter((c) => c !== null);
  return [...new Set(["combat:unarmed", ...characters.flatMap(combatSkills), current])];
}

export class WeaponSheet extends DeckboundItemSheet {
  protected override async _prepareContext(options: DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const fields = context.item.fields.map((field) => {
      if (field.name !== "system.skill") return field;
      const current = String(field.value);
      const choices = weaponSkills(this.document, current).map((id) => ({
        value: id,
        label: skillText(skillLabel(id)),
        selected: id === current,
      }));
      return { ...field, input: "select" as const, choices };
    });
    return { ...context, item: { ...context.item, fields } };
  }
}
