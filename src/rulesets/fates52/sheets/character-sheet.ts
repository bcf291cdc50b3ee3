/**
 * The 52 Fates character sheet: the shared header and hand view (the hand's size is the HP
 * [F52-14]) plus the character part — class, level, HP, cards per play, background skills, the
 * encounter counter with its level-up [F52-21] and notes — and the Action check button, whose
 * dialog posts a check card (check-dialog.ts). Changes go through the pure rules, so a fourth
 * background skill is refused with a localised reason [F52-03]; a value out of the model's bounds,
 * or HP above the level's maximum, is refused and nothing is saved (foundry/sheets/save.ts).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { addBackgroundSkill, surviveEncounter } from "../../../rules/fates52/character.ts";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { sharedTemplate, templatePath } from "../../../foundry/sheets/templates.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { CHARACTER_TYPE, F52_I18N, FATES52 } from "../ids.ts";
import type { Fates52CharacterModel } from "../models/character.ts";
import { activeCombatRulings } from "../rulings.ts";
import { openCheckDialog } from "./check-dialog.ts";
import { characterEditRefusal, characterView, withLevelHp } from "./context.ts";
import type { CharacterView } from "./context.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

const REFUSED = `${F52_I18N}.Sheet.Refused`;
/** The new background skill's name: not the document's, kept through redraws until Add uses it (FieldKeeper). */
const NEW_SKILL = "new-skill";

export interface Fates52SheetContext extends DeckboundSheetContext {
  character: CharacterView;
}

export class Fates52CharacterSheet extends DeckboundActorSheet<
  Fates52SheetContext,
  ActorSheetV2.Configuration,
  ActorSheetV2.RenderOptions
> {
  // Foundry merges these into the base sheet's options.
  static override DEFAULT_OPTIONS = {
    classes: [FATES52],
    form: { handler: Fates52CharacterSheet.#onSubmit },
    actions: {
      addSkill: Fates52CharacterSheet.#onAddSkill,
      removeSkill: Fates52CharacterSheet.#onRemoveSkill,
      surviveEncounter: Fates52CharacterSheet.#onSurviveEncounter,
      actionCheck: Fates52CharacterSheet.#onActionCheck,
    },
  };

  // 52 Fates has no items: the sheet lists none.
  static override PARTS = {
    header: { template: sharedTemplate("sheet-header.hbs") },
    character: { template: templatePath(FATES52, "sheet/character.hbs") },
    hand: { template: sharedTemplate("hand.hbs"), scrollable: [""] },
  };

  get #system(): Fates52CharacterModel {
    const system = systemOf(this.actor, CHARACTER_TYPE);
    if (!system) throw new Error(`Deckbound | ${this.actor.name ?? ""} is not a 52 Fates character`);
    return system;
  }

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.#system;
    const character = characterView({
      characterClass: system.characterClass,
      level: system.level,
      encounters: system.encounters,
      hp: system.hp,
      backgroundSkills: system.backgroundSkills,
      notes: system.notes,
      handCount: context.view.hand?.cards.length ?? null,
      trimAtRefill: activeCombatRulings().trimAtRefill,
    });
    return { ...context, character };
  }

  static async #onSubmit(
    this: Fates52CharacterSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    const current = { level: this.#system.level, hp: this.#system.hp, encounters: this.#system.encounters };
    const changes = withLevelHp(current, formData.object);
    await saveOrRefuse(this, changes, REFUSED, characterEditRefusal(current, changes));
  }

  static async #onAddSkill(this: Fates52CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const input = target.closest("[data-skill-form]")?.querySelector<HTMLInputElement>(`input[data-kept="${NEW_SKILL}"]`);
    const name = input?.value ?? "";
    // Each of these actions writes from the stored values: first the saves on their way (a skill
    // renamed, HP typed and left a moment ago) settle, or what it sends would undo them.
    await this.fieldKeeper.saved;
    const added = addBackgroundSkill(this.#system.backgroundSkills, name);
    if (!added.ok) {
      ui.notifications.warn(added.reason, { localize: true });
      return;
    }
    // The name is used: the redraw shows the field empty again.
    this.fieldKeeper.forgetKept(NEW_SKILL);
    await saveOrRefuse(this, { "system.backgroundSkills": [...added.skills] }, REFUSED);
  }

  static async #onRemoveSkill(this: Fates52CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset["index"]);
    await this.fieldKeeper.saved;
    const skills = this.#system.backgroundSkills.filter((_, position) => position !== index);
    await saveOrRefuse(this, { "system.backgroundSkills": skills }, REFUSED);
  }

  static async #onActionCheck(this: Fates52CharacterSheet): Promise<void> {
    if (this.actor.id) await openCheckDialog(this.actor.id, this.#system.level, this.#system.backgroundSkills);
  }

  static async #onSurviveEncounter(this: Fates52CharacterSheet): Promise<void> {
    await this.fieldKeeper.saved;
    const system = this.#system;
    const next = surviveEncounter({ encounters: system.encounters, level: system.level, hp: system.hp });
    await saveOrRefuse(this, { "system.encounters": next.encounters, "system.level": next.level, "system.hp": next.hp }, REFUSED);
  }
}
