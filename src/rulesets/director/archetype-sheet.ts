/**
 * The Archetype item sheet: a deck recipe edited as a grid of suits × ranks with counts [DIR-02].
 * Its form handler reads the grid through the pure reader, so an archetype with no cards (or a
 * count outside 0…4) is refused with a localised message and nothing is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { CardCounts } from "../../rules/director/index.ts";
import { readCountsForm, withoutCounts } from "./forms.ts";
import { DECK_GRID, DIRECTOR_TEMPLATES } from "./sheet.ts";
import { deckGridView } from "./sheet-context.ts";

import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

const COUNTS_FIELD = "system.counts";

interface ArchetypeSystem {
  readonly counts: CardCounts;
  readonly example: boolean;
  readonly description: string;
}

export interface ArchetypeSheetContext extends DocumentSheetV2.RenderContext<Item.Implementation> {
  archetype: {
    readonly name: string;
    readonly img: string;
    readonly example: boolean;
    readonly description: string;
    readonly grid: ReturnType<typeof deckGridView>;
    readonly editable: boolean;
  };
}

// Explicit generic parameters, as for actor sheets (foundry-v13-notes §9.1: 13.345.1 has no ItemSheetV2 namespace).
export class DirectorArchetypeSheet<
  RenderContext extends ArchetypeSheetContext = ArchetypeSheetContext,
  Configuration extends DocumentSheetV2.Configuration<Item.Implementation> = DocumentSheetV2.Configuration<Item.Implementation>,
  RenderOptions extends DocumentSheetV2.RenderOptions = DocumentSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["deckbound", "sheet", "item", "director"],
    position: { width: 620, height: "auto" as const },
    window: { resizable: true },
    form: { handler: DirectorArchetypeSheet.#onSubmit, submitOnChange: true },
  };

  static override PARTS = {
    archetype: { template: `${DIRECTOR_TEMPLATES}/item/archetype.hbs`, templates: [DECK_GRID] },
  };

  get #system(): ArchetypeSystem {
    return this.document.system as unknown as ArchetypeSystem;
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.#system;
    const archetype = {
      name: this.document.name ?? "",
      img: this.document.img ?? "",
      example: system.example,
      description: system.description,
      grid: deckGridView(system.counts, COUNTS_FIELD),
      editable: this.isEditable,
    };
    return { ...context, archetype } as RenderContext;
  }

  static async #onSubmit(this: DirectorArchetypeSheet, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    const read = readCountsForm(formData.object, COUNTS_FIELD, "ArchetypeEmpty");
    if (!read.ok) {
      ui.notifications.warn(read.reason, { localize: true });
      await this.render();
      return;
    }
    await this.document.update({ ...withoutCounts(formData.object, COUNTS_FIELD), [COUNTS_FIELD]: read.counts } as Item.UpdateData);
  }
}
