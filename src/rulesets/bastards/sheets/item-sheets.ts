/**
 * A Bastards item's sheet: the base item sheet, with the skills an item names picked from a list
 * rather than typed [GOB-05, GOB-06]. A weapon's combat skill comes from its owner's combat skills
 * (`combat:<weapon>`, unarmed first); a specialty's two skills from its owner's skills. An item in
 * the sidebar has no owner: it offers what the world's Fated characters have (a specialty also the
 * standard skills). The item's own value is always listed.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { DeckboundItemSheet } from "../../../foundry/sheets/item-sheet.ts";
import type { Character } from "../../../rules/bastards/character.ts";
import { STANDARD_SKILLS, combatSkills } from "../../../rules/bastards/character.ts";
import { skillLabel } from "../chat/fate-draw-context.ts";
import { fatedCharacter } from "../models/actor-data.ts";
import { skillText } from "./actor-sheets.ts";

import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;

/** The owner's character, or every Fated character's in the world for an item in the sidebar. */
function charactersFor(item: Item.Implementation): Character[] {
  const owner = item.parent instanceof Actor ? fatedCharacter(item.parent) : null;
  return owner ? [owner] : game.actors.contents.map((actor) => fatedCharacter(actor)).filter((c) => c !== null);
}

/** An item sheet whose fields named in `skillFields` are selects of the skills `skills` offers. */
abstract class SkillChoiceSheet extends DeckboundItemSheet {
  protected abstract readonly skillFields: readonly string[];
  protected abstract skills(characters: readonly Character[], owned: boolean): string[];

  protected override async _prepareContext(options: DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const offered = this.skills(charactersFor(this.document), this.document.parent instanceof Actor);
    const fields = context.item.fields.map((field) => {
      if (!this.skillFields.includes(field.name)) return field;
      const current = String(field.value);
      const choices = [...new Set([...offered, current])].map((id) => ({
        value: id,
        label: skillText(skillLabel(id)),
        selected: id === current,
      }));
      return { ...field, input: "select" as const, choices };
    });
    return { ...context, item: { ...context.item, fields } };
  }
}

export class WeaponSheet extends SkillChoiceSheet {
  protected readonly skillFields = ["system.skill"];

  protected skills(characters: readonly Character[]): string[] {
    return ["combat:unarmed", ...characters.flatMap(combatSkills)];
  }
}

export class SpecialtySheet extends SkillChoiceSheet {
  protected readonly skillFields = ["system.first", "system.second"];

  protected skills(characters: readonly Character[], owned: boolean): string[] {
    return [...(owned ? [] : STANDARD_SKILLS), ...characters.flatMap((character) => Object.keys(character.skills))];
  }
}
