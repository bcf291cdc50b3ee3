/**
 * A GM tool that is a form sent by its own button (the Director's decks, Deck of Adventures' Epic
 * Event) and a live view (live-views.ts): it redraws whenever a card moves on the table, from any
 * seat, and a redraw replaces its fields. What the GM has typed or ticked and not yet sent is kept
 * through those redraws (FieldKeeper, as the sheets keep theirs) until the form is sent.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { FieldKeeper } from "./field-keeper.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

export class ToolForm extends HandlebarsApplicationMixin(ApplicationV2) {
  readonly fieldKeeper = new FieldKeeper();

  protected override _attachPartListeners(
    partId: string,
    htmlElement: HTMLElement,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): void {
    super._attachPartListeners(partId, htmlElement, options);
    this.fieldKeeper.watch(htmlElement);
  }

  /** A redraw gives back what was typed or ticked and not sent, and the focus of the field being typed in. */
  protected override async _onRender(
    context: ApplicationV2.RenderContext,
    options: DeepPartial<ApplicationV2.RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    if (this.fieldKeeper.following) this.fieldKeeper.restore(this.element);
  }

  /** Sends the form (`send`): once it has settled, sent or refused, the redraws show what is stored. */
  protected async sendKept<T>(send: () => Promise<T>): Promise<T> {
    const settled = this.fieldKeeper.saving();
    try {
      return await send();
    } finally {
      settled();
    }
  }
}
