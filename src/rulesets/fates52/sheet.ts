/**
 * The 52 Fates character sheet: the shared header and hand view (the hand's size is the HP
 * [F52-14]) plus the character part — class, level, HP, cards per play, background skills and
 * the encounter counter with its level-up [F52-21] — and the Action check button, whose dialog posts
 * a check card (check-dialog.ts). Changes go through the pure rules, so a fourth background skill is
 * refused with a localised reason [F52-03]. The monster sheet shows its stat
 * block [F52-22].
 */
import type { DeepPartial } from "fvtt-types/utils";
import { addBackgroundSkill, surviveEncounter } from "../../rules/fates52/index.ts";
import { DeckboundActorSheet } from "../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../foundry/sheets/actor-sheet.ts";
import { openCheckDialog } from "./check-dialog.ts";
import { characterView, monsterView } from "./sheet-context.ts";
import type { CharacterView, MonsterView } from "./sheet-context.ts";
import type { Fates52CharacterModel, Fates52MonsterModel } from "./models.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

export const FATES52_TEMPLATES = "systems/deckbound/templates/fates52" as const;

export interface Fates52SheetContext extends DeckboundSheetContext {
  character: CharacterView;
}

export class Fates52CharacterSheet extends DeckboundActorSheet<Fates52SheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  // Foundry deep-merges these with the base sheet's; spelling the base out keeps the static side's type compatible.
  static override DEFAULT_OPTIONS = {
    ...DeckboundActorSheet.DEFAULT_OPTIONS,
    classes: ["fates52"],
    actions: {
      ...DeckboundActorSheet.DEFAULT_OPTIONS.actions,
      addSkill: Fates52CharacterSheet.#onAddSkill,
      removeSkill: Fates52CharacterSheet.#onRemoveSkill,
      surviveEncounter: Fates52CharacterSheet.#onSurviveEncounter,
      actionCheck: Fates52CharacterSheet.#onActionCheck,
    },
  };

  static override PARTS = {
    header: { template: "systems/deckbound/templates/shared/sheet-header.hbs" },
    character: { template: `${FATES52_TEMPLATES}/sheet/character.hbs` },
    hand: { template: "systems/deckbound/templates/shared/hand.hbs", scrollable: [""] },
  };

  get #system(): Fates52CharacterModel {
    return this.actor.system as unknown as Fates52CharacterModel;
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
      handCount: context.view.hand?.cards.length ?? null,
    });
    return { ...context, character };
  }

  static async #onAddSkill(this: Fates52CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const input = target.closest("[data-skill-form]")?.querySelector<HTMLInputElement>("input[name=newSkill]");
    const added = addBackgroundSkill(this.#system.backgroundSkills, input?.value ?? "");
    if (!added.ok) {
      ui.notifications.warn(added.reason, { localize: true });
      return;
    }
    await this.actor.update({ "system.backgroundSkills": [...added.skills] } as Actor.UpdateData);
  }

  static async #onRemoveSkill(this: Fates52CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset["index"]);
    const skills = this.#system.backgroundSkills.filter((_, position) => position !== index);
    await this.actor.update({ "system.backgroundSkills": skills } as Actor.UpdateData);
  }

  static async #onActionCheck(this: Fates52CharacterSheet): Promise<void> {
    if (this.actor.id) await openCheckDialog(this.actor.id, this.#system.level, this.#system.backgroundSkills);
  }

  static async #onSurviveEncounter(this: Fates52CharacterSheet): Promise<void> {
    const system = this.#system;
    const next = surviveEncounter({ encounters: system.encounters, level: system.level, hp: system.hp });
    await this.actor.update({ "system.encounters": next.encounters, "system.level": next.level, "system.hp": next.hp } as Actor.UpdateData);
  }
}

export interface Fates52MonsterSheetContext extends DeckboundSheetContext {
  monster: MonsterView;
}

/** The monster's stat block [F52-22]: no hand (the Fate Dealer plays from one hand for every monster). */
export class Fates52MonsterSheet extends DeckboundActorSheet<Fates52MonsterSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  static override DEFAULT_OPTIONS = {
    ...DeckboundActorSheet.DEFAULT_OPTIONS,
    classes: ["fates52"],
    position: { width: 560, height: 520 },
  };

  static override PARTS = {
    header: { template: "systems/deckbound/templates/shared/sheet-header.hbs" },
    monster: { template: `${FATES52_TEMPLATES}/sheet/monster.hbs`, scrollable: [""] },
  };

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.actor.system as unknown as Fates52MonsterModel;
    return { ...context, monster: monsterView(system) };
  }
}
