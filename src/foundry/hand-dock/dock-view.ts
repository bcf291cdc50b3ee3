/**
 * The docked hand's context, pure: every hand at the table as the viewer may see it — faces where
 * the viewer owns the character or the rules show the hand to all, backs (a count, never a card's
 * identity) everywhere else — the viewer's own hands first, with the one selected card marked.
 */
import type { Card } from "../../rules/cards/card.ts";
import type { HandActions } from "../registry/definition.ts";
import { buildHandView } from "../sheets/hand-context.ts";
import type { CardView } from "../sheets/hand-context.ts";
import { CARD_BACK_ART } from "../table/card-identity.ts";
import { CARD_WIDTH } from "./dock-layout.ts";
import type { DockLayout } from "./dock-layout.ts";

export interface DockHandInput {
  readonly actorId: string;
  readonly actorName: string;
  /** The players whose character it is, for the hand's heading. */
  readonly playerNames: readonly string[];
  /** The hand's stack address (`hand:<actorId>`). */
  readonly address: string;
  readonly cards: readonly Card[];
  /** The viewer owns the character (and may act on its hand). */
  readonly owned: boolean;
  /** The rules show this hand's faces to everyone (a public stack). */
  readonly public: boolean;
  /** i18n key naming another held hand (an Epic Event's cards), played through its chat card; absent for the hand itself. */
  readonly heldIn?: string;
}

export interface DockCardView extends CardView {
  readonly selected: boolean;
  /** New in the hand since the last render, and motion is on: it is dealt (turned face up) in. */
  readonly arriving: boolean;
}

export interface DockBackView {
  readonly img: string;
  readonly arriving: boolean;
}

export interface DockHandView {
  readonly actorId: string;
  readonly actorName: string;
  readonly players: string;
  readonly address: string;
  readonly count: number;
  /** The viewer sees the faces (else the backs). */
  readonly seen: boolean;
  /** The faces, when seen. */
  readonly faces: readonly DockCardView[];
  /** One back per card when the viewer sees backs. */
  readonly backs: readonly DockBackView[];
  /** The viewer owns the character and acts on this hand from the dock (selects, plays, discards, draws). */
  readonly owned: boolean;
  readonly canDraw: boolean;
  /** i18n key naming the hand when it is not the character's hand itself (an Epic Event's cards); null for the hand. */
  readonly heldIn: string | null;
}

export interface DockView {
  readonly hands: readonly DockHandView[];
  readonly collapsed: boolean;
  readonly cardWidth: number;
  /** The card widths the grip ranges over. */
  readonly cardWidths: { readonly min: number; readonly max: number };
  /** The selected card's name, for the dock's status line; null when none is selected. */
  readonly selectedName: string | null;
  /** What the chat card it would be played on says of that play's odds (T-HAND-02); null when none. */
  readonly selectedOdds: string | null;
  /** The viewer holds a hand: the dock's Play plays its selected card (on a chat card, or where the ruleset plays at will). */
  readonly ownsHand: boolean;
}

export interface DockInput {
  readonly hands: readonly DockHandInput[];
  readonly layout: DockLayout;
  /** `code@origin` of the selected card, if any. */
  readonly selected: string | null;
  readonly actions: HandActions;
  /** Cards left in the deck the ruleset's Draw draws from; null without one. */
  readonly deckCount: number | null;
  /** What each hand (by stack address) held at the last render, to animate what is new; null: animate nothing. */
  readonly before: ReadonlyMap<string, readonly string[]> | null;
  /** The odds of playing the selected card, as the chat card it would be played on gives them; null when none. */
  readonly selectedOdds?: string | null;
}

function handView(hand: DockHandInput, input: DockInput): DockHandView {
  // Only the hand itself is acted on from the dock; another held hand is shown, its cards played through their chat card.
  const acts = hand.owned && !hand.heldIn;
  const base = buildHandView({
    address: hand.address,
    cards: hand.cards,
    deckCount: input.deckCount,
    piles: [],
    canAct: acts,
    actions: input.actions,
  });
  const seen = hand.owned || hand.public;
  const before = input.before?.get(hand.address);
  const isNew = (key: string) => before !== undefined && !before.includes(key);
  return {
    actorId: hand.actorId,
    actorName: hand.actorName,
    players: hand.playerNames.join(", "),
    address: hand.address,
    count: hand.cards.length,
    seen,
    faces: seen ? base.cards.map((card) => ({ ...card, selected: acts && card.key === input.selected, arriving: isNew(card.key) })) : [],
    // Backs carry no identity: the new ones are the count beyond what was held.
    backs: seen ? [] : hand.cards.map((_, index) => ({ img: CARD_BACK_ART, arriving: before !== undefined && index >= before.length })),
    owned: acts,
    canDraw: base.canDraw,
    heldIn: hand.heldIn ?? null,
  };
}

export function buildDockView(input: DockInput): DockView {
  const hands = [...input.hands].sort((a, b) => Number(b.owned) - Number(a.owned)).map((hand) => handView(hand, input));
  const selected = hands.flatMap((hand) => hand.faces).find((card) => card.selected);
  return {
    hands,
    collapsed: input.layout.collapsed,
    cardWidth: input.layout.cardWidth,
    cardWidths: { min: CARD_WIDTH.min, max: CARD_WIDTH.max },
    selectedName: selected?.name ?? null,
    selectedOdds: selected ? (input.selectedOdds ?? null) : null,
    ownsHand: hands.some((hand) => hand.owned),
  };
}
