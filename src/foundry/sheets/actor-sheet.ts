/**
 * The base actor sheet every ruleset's character sheet extends: HandlebarsApplicationMixin over
 * ActorSheetV2, play and edit modes, the hand view (cards with art, play and discard, the deck's
 * count, the table's piles) and drag-drop of cards between hands and piles. Its context comes from
 * the pure builders in hand-context.ts; every card movement goes through the GM (gm/authority.ts).
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { Card } from "../../rules/cards/card.ts";
import { isTableCards, type ShownDocument } from "../live-views.ts";
import { SYSTEM_ID } from "../constants.ts";
import { sheetUnrecognised, withUnrecognisedPart } from "../documents/unrecognised-data.ts";
import { askGm } from "../gm/authority.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { activeRuleset } from "../settings.ts";
import { cardFromIdentity, identityOf } from "../table/card-identity.ts";
import { cardsLyingIn } from "../table/foundry-table.ts";
import { formatStackAddress } from "../table/stack-address.ts";
import { findStack } from "../table/stack-directory.ts";
import { FieldKeeper } from "./field-keeper.ts";
import { PressHold } from "./press-hold.ts";
import { saveOrRefuse } from "./save.ts";
import { buildHandView, buildSheetView, cardDragData, readCardDragData } from "./hand-context.ts";
import { itemListView } from "./item-list.ts";
import { sharedTemplate } from "./templates.ts";
import type { ItemListView } from "./item-list.ts";
import type { HandView, SheetMode, SheetView } from "./hand-context.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

export interface DeckboundSheetContext extends ActorSheetV2.RenderContext {
  view: SheetView;
  /** The actor's items by the subtypes its sheet lists (ITEM_TYPES); the item-list.hbs partial shows them. */
  itemList: ItemListView;
}

function lyingCards(ruleset: RulesetDefinition, stack: string, owner?: string): Card[] | null {
  const document = findStack(ruleset.id, owner ? { stack, owner } : { stack });
  return document ? cardsLyingIn(document).map(({ card }) => card) : null;
}

/** The hand view of one character, or null when the ruleset has no hand or it is not set up. */
export function handViewOf(ruleset: RulesetDefinition, actor: Actor.Implementation, canAct: boolean): HandView | null {
  const hand = ruleset.hand;
  if (!hand || !actor.id) return null;
  const cards = lyingCards(ruleset, hand.stack, actor.id);
  if (!cards) return null;
  const piles = ruleset.stacks
    .filter((stack) => stack.scope === "world" && stack.kind !== "deck")
    .map((stack) => ({
      address: stack.id,
      label: stack.label,
      cards: lyingCards(ruleset, stack.id) ?? [],
      faceUp: stack.visibility === "public",
      droppable: stack.playerDrop === true,
    }));
  return buildHandView({
    address: formatStackAddress({ stack: hand.stack, owner: actor.id }),
    cards,
    deckCount: hand.drawFrom ? (lyingCards(ruleset, hand.drawFrom)?.length ?? 0) : null,
    piles,
    canAct,
    actions: hand,
  });
}

// Keep the explicit generic parameters: a bare `extends HandlebarsApplicationMixin(ActorSheetV2)`
// fails with TS2589 in fvtt-types 13.345.1 (docs/ARCHITECTURE.md, "Types").
export class DeckboundActorSheet<
  RenderContext extends DeckboundSheetContext = DeckboundSheetContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends HandlebarsApplicationMixin(ActorSheetV2)<RenderContext, Configuration, RenderOptions> {
  // Typed as Foundry's own (every key optional), so a subclass declares only what differs: Foundry merges the rest.
  static override DEFAULT_OPTIONS: typeof ActorSheetV2.DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "actor"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true, handler: DeckboundActorSheet.#onSubmit },
    actions: {
      toggleMode: DeckboundActorSheet.#onToggleMode,
      drawCard: DeckboundActorSheet.#onDrawCard,
      playCard: DeckboundActorSheet.#onPlayCard,
      discardCard: DeckboundActorSheet.#onDiscardCard,
      openItem: DeckboundActorSheet.#onOpenItem,
      createItem: DeckboundActorSheet.#onCreateItem,
      deleteItem: DeckboundActorSheet.#onDeleteItem,
    },
  };

  /** The item subtypes this sheet lists (with open, create and delete), in order. */
  static ITEM_TYPES: readonly string[] = [];

  // A record, so a ruleset's sheet may drop the hand part (a ruleset without hands) or add its own.
  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    header: { template: sharedTemplate("sheet-header.hbs") },
    hand: { template: sharedTemplate("hand.hbs"), scrollable: [""] },
    items: { template: sharedTemplate("item-list.hbs") },
  };

  /** Play mode shows the character as played; edit mode the fields to change. */
  mode: SheetMode = "play";

  /**
   * Besides its actor (Foundry re-renders for that), the sheet shows the table's cards (its hand, the
   * deck it draws from) and what the world's settings rule (live-views.ts): a sheet left open follows
   * the GM's change of a ruling at once.
   */
  showsDocument(document: ShownDocument): boolean {
    return isTableCards(document) || document.documentName === "Setting";
  }

  /** The field being typed in, and the values on their way, kept through the redraw a save brings (saveOrRefuse tells it). */
  readonly fieldKeeper = new FieldKeeper();

  /** A button being pressed: a redraw waits for its release, so the click is not lost (PressHold). */
  readonly pressHold = new PressHold();

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    await this.pressHold.released;
    const context = await super._prepareContext(options);
    const ruleset = activeRuleset();
    const canAct = this.isEditable && this.actor.isOwner;
    const view = buildSheetView({
      name: this.actor.name ?? "",
      img: this.actor.img ?? "",
      rulesetLabel: ruleset?.label ?? "",
      mode: this.mode,
      editable: this.isEditable,
      hand: ruleset ? handViewOf(ruleset, this.actor, canAct) : null,
    });
    const types = (this.constructor as typeof DeckboundActorSheet).ITEM_TYPES;
    const items = this.actor.items.map((item) => ({ id: item.id ?? "", name: item.name ?? "", img: item.img ?? "", type: item.type }));
    const unrecognised = sheetUnrecognised(this.actor);
    return { ...context, view, itemList: itemListView(items, types, this.isEditable), unrecognised } as RenderContext;
  }

  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions) {
    return withUnrecognisedPart(super._configureRenderParts(options), this.actor);
  }

  /** Every part's fields followed (FieldKeeper); drag-drop on the hand part: cards drag out of the hand; the hand and droppable piles take drops. */
  protected override _attachPartListeners(partId: string, htmlElement: HTMLElement, options: DeepPartial<RenderOptions>): void {
    super._attachPartListeners(partId, htmlElement, options);
    this.fieldKeeper.watch(htmlElement);
    this.pressHold.watch(htmlElement);
    if (partId !== "hand") return;
    for (const card of htmlElement.querySelectorAll<HTMLElement>("[data-card-key][data-from]")) {
      card.addEventListener("dragstart", (event) => this.#onDragCard(event, card));
    }
    for (const zone of htmlElement.querySelectorAll<HTMLElement>("[data-drop-stack]")) {
      zone.addEventListener("dragover", (event) => event.preventDefault());
      zone.addEventListener("drop", (event) => void this.#onDropCard(event, zone));
    }
  }

  /** A redraw while a field is being typed in gives it back its focus and what was typed. */
  protected override async _onRender(context: DeepPartial<RenderContext>, options: DeepPartial<RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    if (this.fieldKeeper.following) this.fieldKeeper.restore(this.element);
  }

  #onDragCard(event: DragEvent, element: HTMLElement): void {
    const card = cardFromIdentity({ code: element.dataset["code"], origin: element.dataset["origin"] });
    const from = element.dataset["from"];
    if (!card || !from || !event.dataTransfer) return;
    event.dataTransfer.setData("text/plain", JSON.stringify(cardDragData(from, card)));
  }

  async #onDropCard(event: DragEvent, zone: HTMLElement): Promise<void> {
    event.preventDefault();
    const data = readCardDragData(event.dataTransfer?.getData("text/plain") ?? "");
    const to = zone.dataset["dropStack"];
    if (!data || !to || data.from === to) return;
    await askGm({ kind: "move", from: data.from, to, cards: data.cards });
  }

  static async #moveFromHand(sheet: DeckboundActorSheet, target: HTMLElement, to: string | undefined): Promise<void> {
    const ruleset = activeRuleset();
    const card = cardFromIdentity(target.dataset);
    if (!ruleset?.hand || !to || !card || !sheet.actor.id) return;
    const from = formatStackAddress({ stack: ruleset.hand.stack, owner: sheet.actor.id });
    await askGm({ kind: "move", from, to, cards: [identityOf(card)] });
  }

  static #itemOf(sheet: DeckboundActorSheet, target: HTMLElement): Item.Implementation | undefined {
    return sheet.actor.items.get(target.dataset["itemId"] ?? "");
  }

  static async #onOpenItem(this: DeckboundActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await DeckboundActorSheet.#itemOf(this, target)?.sheet?.render(true);
  }

  static async #onCreateItem(this: DeckboundActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset["type"] ?? "";
    if (!this.isEditable || !(this.constructor as typeof DeckboundActorSheet).ITEM_TYPES.includes(type)) return;
    const data = { name: game.i18n.format("DECKBOUND.Foundry.Item.NewName", { type: game.i18n.localize(`TYPES.Item.${type}`) }), type };
    const created = await this.actor.createEmbeddedDocuments("Item", [data as Item.CreateData]);
    await created?.[0]?.sheet?.render(true);
  }

  static async #onDeleteItem(this: DeckboundActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = DeckboundActorSheet.#itemOf(this, target);
    if (!item || !this.isEditable) return;
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "DECKBOUND.Foundry.Item.DeleteTitle" },
      content: `<p>${Handlebars.escapeExpression(game.i18n.format("DECKBOUND.Foundry.Item.DeleteConfirm", { name: item.name ?? "" }))}</p>`,
    });
    if (confirmed) await item.delete();
  }

  /** The form saved as every sheet saves (saveOrRefuse); a ruleset's sheet may give its own handler. */
  static async #onSubmit(
    this: DeckboundActorSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await saveOrRefuse(this, formData.object);
  }

  static async #onToggleMode(this: DeckboundActorSheet): Promise<void> {
    // Leaving a field for the mode button saves it (its change fires first), through whichever
    // handler the sheet has: the other mode is drawn from what the saves stored, not from the values
    // before them (a slow save drew the old ones).
    await this.fieldKeeper.saved;
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #onDrawCard(this: DeckboundActorSheet): Promise<void> {
    if (!this.actor.id) return;
    await askGm({ kind: "draw", actorId: this.actor.id, count: 1 });
  }

  static async #onPlayCard(this: DeckboundActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await DeckboundActorSheet.#moveFromHand(this, target, activeRuleset()?.hand?.playTo);
  }

  static async #onDiscardCard(this: DeckboundActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await DeckboundActorSheet.#moveFromHand(this, target, activeRuleset()?.hand?.discardTo);
  }
}
