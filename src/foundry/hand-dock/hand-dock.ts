/**
 * The docked hand: an ApplicationV2 along the bottom of the screen with every hand at the table
 * (dock-view.ts decides faces or backs), collapsible and resizable (card size), its layout kept per
 * client (dock-layout.ts; its grip, dock-grip.ts). A card is selected by clicking it (or Enter/Space
 * on it; keybindings move the selection, dock-keys.ts); Play, Discard (dock-discard.ts) and Draw go
 * through a chat card's control or the GM queue as the sheet's do.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { SYSTEM_ID } from "../constants.ts";
import { isTableCards, type ShownDocument } from "../live-views.ts";
import { sharedTemplate } from "../sheets/templates.ts";
import { askGm } from "../gm/authority.ts";
import { activeRuleset } from "../settings.ts";
import { cardFromIdentity, identityOf } from "../table/card-identity.ts";
import { findStack } from "../table/stack-directory.ts";
import { cardsLyingIn } from "../table/foundry-table.ts";
import { discardOnCard } from "./dock-discard.ts";
import { dockKeyShortcuts } from "./dock-keys.ts";
import { wireDockGrip } from "./dock-grip.ts";
import { CARD_WIDTH, clampWidth, dockLayout, saveDockLayout } from "./dock-layout.ts";
import { buildDockView } from "./dock-view.ts";
import type { DockView } from "./dock-view.ts";
import { handsAtTable } from "./hands-at-table.ts";
import { motionOn } from "./sound-and-motion.ts";
import { selectCardKey, selectedCardKey } from "./selected-card.ts";
import { HAND_CARD_DRAG, playHandCard, playOddsText } from "../chat/card-render.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin } = foundry.applications.api;

export const DOCK_TEMPLATE = sharedTemplate("dock.hbs");

interface OwnHand {
  readonly actorId: string;
  readonly address: string;
  readonly keys: readonly string[];
}

/** The selected card of the viewer's own hand: its key, its hand, the card. */
interface OwnCard {
  readonly key: string;
  readonly hand: OwnHand;
  readonly card: Card;
}

interface DockContext extends ApplicationV2.RenderContext {
  dock: DockView;
  /** Each action's keys, shown on its button (Configure Controls lists and rebinds them). */
  keys: ReturnType<typeof dockKeyShortcuts>;
}

export class HandDock extends HandlebarsApplicationMixin(ApplicationV2)<DockContext> {
  static override DEFAULT_OPTIONS = {
    id: "deckbound-hand-dock",
    classes: [SYSTEM_ID, "deckbound-hand-dock"],
    window: { title: "DECKBOUND.Foundry.Dock.Title", resizable: true },
    // Clear of Foundry's left column (scene controls, Players list).
    position: { left: 230, width: 760 },
    actions: {
      selectCard: HandDock.#onSelectCard,
      toggleCollapsed: HandDock.#onToggleCollapsed,
      shrinkCards: HandDock.#onShrinkCards,
      growCards: HandDock.#onGrowCards,
      playCard: HandDock.#onPlayCard,
      discardCard: HandDock.#onDiscardCard,
      drawCard: HandDock.#onDrawCard,
    },
  };

  static override PARTS = {
    dock: { template: DOCK_TEMPLATE },
  };

  /** The dock shows the table's cards, the characters holding them and who plays which (live-views.ts). */
  showsDocument(document: ShownDocument): boolean {
    return isTableCards(document) || document instanceof Actor || document instanceof User;
  }

  /** `code@origin` of the selected card in the viewer's own hand (the one selection chat cards read). */
  get selected(): string | null {
    return selectedCardKey();
  }

  set selected(key: string | null) {
    selectCardKey(key, true);
  }

  /** The viewer's own hands as last rendered: where the selection and the keyboard act. */
  #ownHands: readonly OwnHand[] = [];

  /** Every hand's cards as last rendered (stack address -> keys), to deal in only what is new; null before the first render. */
  #shown: ReadonlyMap<string, readonly string[]> | null = null;

  protected override async _prepareContext(
    options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean },
  ): Promise<DockContext> {
    const context = await super._prepareContext(options);
    const ruleset = activeRuleset();
    const hands = ruleset ? handsAtTable(ruleset) : [];
    this.#ownHands = hands
      .filter((hand) => hand.owned && !hand.heldIn)
      .map((hand) => ({ actorId: hand.actorId, address: hand.address, keys: hand.cards.map(cardKey) }));
    if (this.selected && !this.#ownHands.some((hand) => hand.keys.includes(this.selected ?? ""))) this.selected = null;
    const drawFrom = ruleset?.hand?.drawFrom;
    const deck = ruleset && drawFrom ? findStack(ruleset.id, { stack: drawFrom }) : undefined;
    const dock = buildDockView({
      hands,
      layout: dockLayout(),
      selected: this.selected,
      actions: ruleset?.hand ?? {},
      deckCount: drawFrom ? (deck ? cardsLyingIn(deck).length : 0) : null,
      before: motionOn() ? this.#shown : null,
      selectedOdds: this.selected ? playOddsText(this.selected) : null,
    });
    this.#shown = new Map(hands.map((hand) => [hand.address, hand.cards.map(cardKey)]));
    return { ...context, dock, keys: dockKeyShortcuts() };
  }

  async select(key: string | null): Promise<void> {
    this.selected = key;
    await this.#renderFocusing(key ? `[data-card-key="${CSS.escape(key)}"]` : null);
  }

  /** Select the card `offset` places from the selected one across the viewer's own hands (the first when none is). */
  async moveSelection(offset: number): Promise<void> {
    const keys = this.#ownHands.flatMap((hand) => hand.keys);
    const at = this.selected ? keys.indexOf(this.selected) : -1;
    if (keys.length) await this.select(keys[at < 0 ? 0 : (at + offset + keys.length) % keys.length] ?? null);
  }

  /**
   * Play the selected card: on the latest chat card with a play for it (pressing that play's button,
   * T-HAND-02), else where the ruleset's hand plays at will, through the GM queue.
   */
  async playSelected(): Promise<void> {
    const own = this.#selectedOwnCard();
    if (!own || playHandCard(own.key)) return;
    await this.#moveSelected(own, activeRuleset()?.hand?.playTo, "DECKBOUND.Foundry.Dock.NoFreePlay");
  }

  /**
   * Discard the selected card where the rules let its owner discard (T-HAND-02): through the latest
   * chat card's discard control for it (dock-discard.ts), else where the ruleset's hand discards at
   * will, through the GM queue; refused with the reason where the rules give no discard.
   */
  async discardSelected(): Promise<void> {
    const own = this.#selectedOwnCard();
    const onCard = own ? discardOnCard(own.key) : null;
    if (onCard?.pressed === false)
      ui.notifications.info(
        game.i18n.format("DECKBOUND.Foundry.Dock.DiscardPicked", { picked: String(onCard.picked), needed: String(onCard.needed) }),
      );
    if (own && !onCard) {
      const hand = activeRuleset()?.hand;
      await this.#moveSelected(own, hand?.discardTo, hand?.noDiscardReason ?? "DECKBOUND.Foundry.Dock.NoDiscard");
    }
  }

  /** The selected card of the viewer's own hand, or null (refused with the reason: none is selected). */
  #selectedOwnCard(): OwnCard | null {
    const key = this.selected ?? "";
    const hand = this.#ownHands.find((candidate) => candidate.keys.includes(key));
    const [code, origin] = key.split("@");
    const card = cardFromIdentity({ code, origin });
    if (card && hand) return { key, hand, card };
    ui.notifications.warn("DECKBOUND.Foundry.Dock.NoneSelected", { localize: true });
    return null;
  }

  /** Move the selected card to the ruleset's `to` stack through the GM queue, or refuse with `refusal` when there is none. */
  async #moveSelected(own: OwnCard, to: string | undefined, refusal: string): Promise<void> {
    if (!to) {
      ui.notifications.warn(refusal, { localize: true });
      return;
    }
    this.selected = null;
    await askGm({ kind: "move", from: own.hand.address, to, cards: [identityOf(own.card)] });
  }

  /** Draw a card into the viewer's own hand, where the ruleset's hand draws at will. */
  async drawToOwnHand(): Promise<void> {
    const hand = this.#ownHands[0];
    if (!activeRuleset()?.hand?.drawFrom || !hand) {
      ui.notifications.warn("DECKBOUND.Foundry.Dock.NoFreeDraw", { localize: true });
      return;
    }
    await askGm({ kind: "draw", actorId: hand.actorId, count: 1 });
  }

  /** The control to give the focus back to once re-rendered (a click re-renders the whole part). */
  #focusAfterRender: string | null = null;

  async #renderFocusing(selector: string | null): Promise<void> {
    this.#focusAfterRender = selector;
    await this.render();
  }

  /** A card of the viewer's hand is dragged out (onto a chat card, T-HAND-02); the arrow keys move the selection. */
  protected override _attachPartListeners(
    partId: string,
    element: HTMLElement,
    options: DeepPartial<foundry.applications.api.HandlebarsApplicationMixin.RenderOptions>,
  ): void {
    super._attachPartListeners(partId, element, options);
    element.addEventListener("dragstart", (event) => {
      // The drag may start on the card's image, inside its button.
      const key = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-card-key]")?.dataset["cardKey"] : undefined;
      if (key) event.dataTransfer?.setData(HAND_CARD_DRAG, key);
    });
    const grip = element.querySelector<HTMLElement>("[data-dock-grip]");
    if (grip) wireDockGrip(grip, element, (width) => void HandDock.#setWidth(this, width, "[data-dock-grip]"));
    element.addEventListener("keydown", (event) => {
      const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (!by || !(event.target instanceof HTMLElement) || !event.target.dataset["cardKey"]) return;
      event.preventDefault();
      void this.moveSelection(by);
    });
  }

  protected override async _onRender(context: DockContext, options: DeepPartial<ApplicationV2.RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    if (this.#focusAfterRender) this.element.querySelector<HTMLElement>(this.#focusAfterRender)?.focus();
    this.#focusAfterRender = null;
  }

  static async #onSelectCard(this: HandDock, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["cardKey"] ?? null;
    // As shown: a drop on a chat card may have selected a card since the last render.
    await this.select(target.getAttribute("aria-pressed") === "true" ? null : key);
  }

  static async #onToggleCollapsed(this: HandDock): Promise<void> {
    await saveDockLayout({ collapsed: !dockLayout().collapsed });
    await this.#renderFocusing('[data-action="toggleCollapsed"]');
  }

  static async #setWidth(dock: HandDock, width: number, focus: string): Promise<void> {
    await saveDockLayout({ cardWidth: clampWidth(width) });
    await dock.#renderFocusing(focus);
  }

  static async #onShrinkCards(this: HandDock): Promise<void> {
    await HandDock.#setWidth(this, dockLayout().cardWidth - CARD_WIDTH.step, '[data-action="shrinkCards"]');
  }

  static async #onGrowCards(this: HandDock): Promise<void> {
    await HandDock.#setWidth(this, dockLayout().cardWidth + CARD_WIDTH.step, '[data-action="growCards"]');
  }

  static async #onPlayCard(this: HandDock): Promise<void> {
    await this.playSelected();
  }

  static async #onDiscardCard(this: HandDock): Promise<void> {
    await this.discardSelected();
  }

  static async #onDrawCard(this: HandDock): Promise<void> {
    await this.drawToOwnHand();
  }
}
