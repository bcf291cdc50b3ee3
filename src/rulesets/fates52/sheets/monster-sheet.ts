/**
 * The 52 Fates monster sheet: its stat block [F52-22] — HP, movement, cards per play, initiative
 * group, the class it fights as, its attacks (added, edited and removed in edit mode) and notes. No
 * hand: the Fate Dealer plays from one hand for every monster. A value out of the model's bounds is
 * refused and nothing is saved (foundry/sheets/save.ts). Every combat starts from these values.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { sharedTemplate, templatePath } from "../../../foundry/sheets/templates.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { F52_I18N, FATES52, MONSTER_TYPE } from "../ids.ts";
import type { Fates52MonsterModel } from "../models/monster.ts";
import { monsterFormChanges, monsterView, newAttack } from "./context.ts";
import type { MonsterView } from "./context.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

const REFUSED = `${F52_I18N}.Sheet.Refused`;

export interface Fates52MonsterSheetContext extends DeckboundSheetContext {
  monster: MonsterView;
}

export class Fates52MonsterSheet extends DeckboundActorSheet<
  Fates52MonsterSheetContext,
  ActorSheetV2.Configuration,
  ActorSheetV2.RenderOptions
> {
  // Foundry merges these into the base sheet's options.
  static override DEFAULT_OPTIONS = {
    classes: [FATES52],
    position: { width: 560, height: 560 },
    form: { handler: Fates52MonsterSheet.#onSubmit },
    actions: {
      addAttack: Fates52MonsterSheet.#onAddAttack,
      removeAttack: Fates52MonsterSheet.#onRemoveAttack,
    },
  };

  static override PARTS = {
    header: { template: sharedTemplate("sheet-header.hbs") },
    monster: { template: templatePath(FATES52, "sheet/monster.hbs"), scrollable: [""] },
  };

  get #system(): Fates52MonsterModel {
    const system = systemOf(this.actor, MONSTER_TYPE);
    if (!system) throw new Error(`Deckbound | ${this.actor.name ?? ""} is not a 52 Fates monster`);
    return system;
  }

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return { ...context, monster: monsterView(this.#system) };
  }

  static async #onSubmit(
    this: Fates52MonsterSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await saveOrRefuse(this, monsterFormChanges(this.#system.attacks, formData.object), REFUSED);
  }

  // The list is rebuilt from the stored attacks: first the saves on their way (a name typed and left
  // a moment ago) settle, or the list sent would undo them.
  static async #onAddAttack(this: Fates52MonsterSheet): Promise<void> {
    await this.fieldKeeper.saved;
    const attacks = this.#system.attacks;
    await saveOrRefuse(
      this,
      { "system.attacks": [...attacks, newAttack(attacks, game.i18n.localize(`${F52_I18N}.Monster.NewAttack`))] },
      REFUSED,
    );
  }

  static async #onRemoveAttack(this: Fates52MonsterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset["index"]);
    await this.fieldKeeper.saved;
    await saveOrRefuse(this, { "system.attacks": this.#system.attacks.filter((_, position) => position !== index) }, REFUSED);
  }
}
