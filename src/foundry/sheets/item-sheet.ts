/**
 * The base item sheet: every item subtype of every ruleset opens in it (or in a subclass that adds
 * parts). Its form is built from the item's schema (field-views.ts): name, image and each field as
 * an input, saved as it changes. A value the model refuses (out of bounds, not a choice) is answered
 * with a localised notice and nothing is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { SYSTEM_ID } from "../constants.ts";
import { sheetUnrecognised, withUnrecognisedPart } from "../documents/unrecognised-data.ts";
import { sharedTemplate } from "./templates.ts";
import { FieldKeeper } from "./field-keeper.ts";
import { PressHold } from "./press-hold.ts";
import { fieldViews } from "./field-views.ts";
import { saveOrRefuse } from "./save.ts";
import type { FieldView } from "./field-views.ts";

import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

export interface ItemSheetContext extends DocumentSheetV2.RenderContext<Item.Implementation> {
  item: {
    readonly id: string;
    readonly name: string;
    readonly img: string;
    readonly typeLabel: string;
    readonly editable: boolean;
    readonly fields: readonly FieldView[];
  };
}

// Explicit generic parameters, as for actor sheets (docs/ARCHITECTURE.md, "Types").
export class DeckboundItemSheet<
  RenderContext extends ItemSheetContext = ItemSheetContext,
  Configuration extends DocumentSheetV2.Configuration<Item.Implementation> = DocumentSheetV2.Configuration<Item.Implementation>,
  RenderOptions extends DocumentSheetV2.RenderOptions = DocumentSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2)<RenderContext, Configuration, RenderOptions> {
  // Typed as Foundry's own (every key optional), so a subclass declares only what differs: Foundry merges the rest.
  static override DEFAULT_OPTIONS: typeof foundry.applications.sheets.ItemSheetV2.DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "item"],
    position: { width: 480, height: "auto" },
    window: { resizable: true },
    form: { handler: DeckboundItemSheet.#onSubmit, submitOnChange: true },
  };

  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    item: { template: sharedTemplate("item-sheet.hbs") },
  };

  /** The field being typed in, and the values on their way, kept through a redraw (as on actor sheets). */
  readonly fieldKeeper = new FieldKeeper();

  /** A button being pressed: a redraw waits for its release (as on actor sheets). */
  readonly pressHold = new PressHold();

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    await this.pressHold.released;
    const context = await super._prepareContext(options);
    const system = this.document.system as unknown as { schema: foundry.data.fields.SchemaField.Any; toObject(): Record<string, unknown> };
    const item = {
      id: this.document.id ?? "",
      name: this.document.name ?? "",
      img: this.document.img ?? "",
      typeLabel: `TYPES.Item.${this.document.type}`,
      editable: this.isEditable,
      fields: fieldViews(system.schema, system.toObject()),
    };
    return { ...context, item, unrecognised: sheetUnrecognised(this.document) } as RenderContext;
  }

  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions) {
    return withUnrecognisedPart(super._configureRenderParts(options), this.document);
  }

  protected override _attachPartListeners(partId: string, htmlElement: HTMLElement, options: DeepPartial<RenderOptions>): void {
    super._attachPartListeners(partId, htmlElement, options);
    this.fieldKeeper.watch(htmlElement);
    this.pressHold.watch(htmlElement);
  }

  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    if (this.fieldKeeper.following) this.fieldKeeper.restore(this.element);
  }

  static async #onSubmit(
    this: DeckboundItemSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await saveOrRefuse(this, formData.object);
  }
}
