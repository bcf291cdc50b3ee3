/**
 * Pure context builders for the hand view: what the template shows for a character's hand, the
 * deck it draws from and the table's public piles. Tested without Foundry; the browser harness
 * renders the real template from these.
 */
import { cardCode, cardColor, cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import type { HandActions } from "../registry/definition.ts";
import { CARD_BACK_ART, cardArt, cardShortName, identityOf } from "../table/card-identity.ts";

export interface CardView {
  /** `8C@main`: what drag-drop and the actions send back. */
  readonly key: string;
  readonly code: string;
  readonly origin: string;
  /** Short printed name with the suit symbol, e.g. `8♣` (also the image's alt text). */
  readonly name: string;
  readonly img: string;
  readonly color: "red" | "black";
}

export function cardView(card: Card): CardView {
  const { code, origin } = identityOf(card);
  return { key: cardKey(card), code, origin, name: cardShortName(card), img: cardArt(card), color: cardColor(card) };
}

export interface PileView {
  readonly address: string;
  /** i18n key */
  readonly label: string;
  readonly count: number;
  /** The top card when the pile is face up, else null (an empty or hidden pile shows the back). */
  readonly top: CardView | null;
  readonly back: string;
  /** Players may drop cards from their hand here. */
  readonly droppable: boolean;
}

export interface HandView {
  /** The hand's stack address (drag-drop source and target). */
  readonly address: string;
  readonly cards: readonly CardView[];
  readonly empty: boolean;
  /** Cards left in the deck the Draw button draws from; null when the ruleset has no draw. */
  readonly deckCount: number | null;
  /** Card back art, for the deck. */
  readonly back: string;
  readonly canDraw: boolean;
  readonly canPlay: boolean;
  readonly canDiscard: boolean;
  readonly piles: readonly PileView[];
}

export interface HandInput {
  readonly address: string;
  readonly cards: readonly Card[];
  readonly deckCount: number | null;
  readonly piles: readonly {
    readonly address: string;
    readonly label: string;
    readonly cards: readonly Card[];
    readonly faceUp: boolean;
    readonly droppable: boolean;
  }[];
  /** The viewer may act on this hand (owner or GM, and the sheet is editable). */
  readonly canAct: boolean;
  readonly actions: HandActions;
}

export function buildHandView(input: HandInput): HandView {
  return {
    address: input.address,
    cards: input.cards.map(cardView),
    empty: input.cards.length === 0,
    deckCount: input.deckCount,
    back: CARD_BACK_ART,
    canDraw: input.canAct && input.actions.drawFrom !== undefined && (input.deckCount ?? 0) > 0,
    canPlay: input.canAct && input.actions.playTo !== undefined,
    canDiscard: input.canAct && input.actions.discardTo !== undefined,
    piles: input.piles.map((pile) => {
      const top = pile.faceUp ? pile.cards[0] : undefined;
      return {
        address: pile.address,
        label: pile.label,
        count: pile.cards.length,
        top: top ? cardView(top) : null,
        back: CARD_BACK_ART,
        droppable: input.canAct && pile.droppable,
      };
    }),
  };
}

export type SheetMode = "play" | "edit";

export interface SheetView {
  readonly name: string;
  readonly img: string;
  /** i18n key of the ruleset's name. */
  readonly rulesetLabel: string;
  readonly mode: SheetMode;
  readonly isPlay: boolean;
  readonly editable: boolean;
  readonly hand: HandView | null;
}

export function buildSheetView(input: {
  readonly name: string;
  readonly img: string;
  readonly rulesetLabel: string;
  readonly mode: SheetMode;
  readonly editable: boolean;
  readonly hand: HandView | null;
}): SheetView {
  const mode = input.editable ? input.mode : "play";
  return { ...input, mode, isPlay: mode === "play" };
}

/** What a dragged card carries (JSON in the drag event's text/plain). */
export interface CardDragData {
  readonly type: "deckbound.cards";
  readonly from: string;
  readonly cards: readonly { readonly code: string; readonly origin: string }[];
}

export function cardDragData(from: string, card: Card): CardDragData {
  return { type: "deckbound.cards", from, cards: [{ code: cardCode(card), origin: card.origin }] };
}

/** Read drag data from a drop; null unless it is a Deckbound card drag. Validated again by the GM. */
export function readCardDragData(text: string): CardDragData | null {
  try {
    const data = JSON.parse(text) as Partial<CardDragData>;
    if (data.type !== "deckbound.cards" || typeof data.from !== "string" || !Array.isArray(data.cards)) return null;
    return { type: data.type, from: data.from, cards: data.cards };
  } catch {
    return null;
  }
}
