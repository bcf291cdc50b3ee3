/**
 * The Archetype item sheet: a deck recipe edited as a grid of suits × ranks with counts [DIR-02].
 * Its form handler reads the grid through the pure reader, so an archetype with no cards (or a
 * count outside 0…4) is refused with a localised message and nothing is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { CardCounts } from "../../../rules/director/index.ts";
import { itemSystemOf } from "../../../foundry/documents/system-of.ts";
import { DeckboundItemSheet, type ItemSheetContext } from "../../../foundry/sheets/item-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { ARCHETYPE_TYPE, DIRECTOR } from "../ids.ts";
import { copiesAllowed } from "../rulings.ts";
import { DECK_GRID } from "./actor-sheet.ts";
import { deckGridView } from "./actor-sheet-context.ts";
import { readCountsForm, withoutCounts } from "./forms.ts";

import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;

const COUNTS_FIELD = "system.counts";

export interface ArchetypeSheetContext extends ItemSheetContext {
  archetype: {
    readonly name: string;
    readonly img: string;
    readonly example: boolean;
    readonly description: string;
    readonly grid: ReturnType<typeof deckGridView>;
    readonly editable: boolean;
  };
}

// The base item sheet with its own part (the grid); explicit generic parameters (docs/ARCHITECTURE.md, "Types").
export class DirectorArchetypeSheet<
  RenderContext extends ArchetypeSheetContext = ArchetypeSheetContext,
  Configuration extends DocumentSheetV2.Configuration<Item.Implementation> = DocumentSheetV2.Configuration<Item.Implementation>,
  RenderOptions extends DocumentSheetV2.RenderOptions = DocumentSheetV2.RenderOptions,
> extends DeckboundItemSheet<RenderContext, Configuration, RenderOptions> {
  // Foundry merges these with the base item sheet's options: only what differs.
  static override DEFAULT_OPTIONS: typeof DeckboundItemSheet.DEFAULT_OPTIONS = {
    classes: [DIRECTOR],
    position: { width: 620 },
    form: { handler: DirectorArchetypeSheet.#onSubmit },
  };

  static override PARTS = {
    archetype: { template: templatePath(DIRECTOR, "item/archetype.hbs"), templates: [DECK_GRID] },
  };

  get #system() {
    const system = itemSystemOf(this.document, ARCHETYPE_TYPE);
    if (!system) throw new Error(`Deckbound: the archetype sheet opened on a ${this.document.type}`);
    return system;
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.#system;
    const archetype = {
      name: this.document.name ?? "",
      img: this.document.img ?? "",
      example: system.example,
      description: system.description,
      grid: deckGridView(system.counts as unknown as CardCounts, COUNTS_FIELD, copiesAllowed()),
      editable: this.isEditable,
    };
    return { ...context, archetype } as RenderContext;
  }

  static async #onSubmit(
    this: DirectorArchetypeSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    const before = this.#system.counts as unknown as CardCounts;
    const read = readCountsForm(formData.object, COUNTS_FIELD, "ArchetypeEmpty", { before, most: copiesAllowed() });
    // A count the rules refuse is answered as every sheet answers a refusal (saveOrRefuse): told, shown as stored.
    if (!read.ok) return saveOrRefuse(this, {}, read.reason, read.reason);
    // A value the model refuses (a name or description too long): answered, nothing saved.
    await saveOrRefuse(this, { ...withoutCounts(formData.object, COUNTS_FIELD), [COUNTS_FIELD]: read.counts });
  }
}
