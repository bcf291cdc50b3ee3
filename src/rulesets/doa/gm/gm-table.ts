/**
 * The GM's table in Deck of Adventures, without Foundry's globals: revealing a Target Card from the
 * GM's action deck [DOA-08], clearing the table as a check's cards leave it [DOA-02], reading the
 * tool's Epic Event form, and the tool's view. Run against any TablePort (the GM tool passes the
 * Foundry table on the active GM's client; a MemoryTable works the same).
 */
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { applyEffects } from "../../../rules/cards/table.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import { GM_OWNER, doaStack } from "../../../rules/doa/decks.ts";
import { returnJokers } from "../../../rules/doa/fate.ts";
import type { CheckState, DeckState, DoaRulings, EpicKind } from "../../../rules/doa/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { Outcome } from "../../../foundry/registry/definition.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { exhaustionPenalty } from "../models/character.ts";
import { drawnAction } from "../chat/check-actions.ts";

const R = "DECKBOUND.DOA.Tool.Refusal";

export const GM_TABLE_REFUSAL = {
  DeckEmpty: `${R}.DeckEmpty`,
  TableEmpty: `${R}.TableEmpty`,
  NoDealer: `${R}.NoDealer`,
  UnknownKind: `${R}.UnknownKind`,
  NotDoa: `${R}.NotDoa`,
} as const;

export interface RevealedTarget {
  /** The TC, face up on the GM's table. */
  readonly card: SuitedCard;
  /** Jokers that came up first: now in the GM's hand as Fate Cards [DOA-02 ruling]. */
  readonly jokers: readonly Card[];
  /** The GM's deck after the draw: its exhaustions grew if it ran out and was reshuffled [DOA-06]. */
  readonly deck: DeckState;
  readonly reshuffled: boolean;
}

/** Enough rounds for a joker or two and a reshuffle; a step that draws nothing ends the loop first. */
const MAX_ROUNDS = 10;

/**
 * Reveal one TC: the check procedure's open draw (no target, the card kept on the table) run to
 * the end, each draw's outcome fed back to it, so a joker goes to the GM's hand and is replaced
 * and a reshuffle counts as an exhaustion. A TC is no result to improve, so no Fate Card redraw
 * is taken: a draw that would offer one is accepted at once.
 */
export async function revealTargetCard(table: TablePort, deck: DeckState, rulings: DoaRulings): Promise<Outcome<RevealedTarget>> {
  const drawable = (await table.count(doaStack.deck(GM_OWNER))) + (await table.count(doaStack.discard(GM_OWNER)));
  if (drawable === 0) return refuse(GM_TABLE_REFUSAL.DeckEmpty);
  // The check procedure loads with the tool's first use, not at init.
  const { checkReducer, startCheck } = await import("../../../rules/doa/procedures/check.ts");
  const started = startCheck({ deck, kind: "dealer", target: null, keepOnTable: true }, rulings);
  if (!started.ok) return started;
  let state: CheckState = started.state;
  let effects = started.effects;
  const jokers: Card[] = [];
  for (let round = 0; round < MAX_ROUNDS && state.phase !== "done"; round++) {
    const draws = await applyEffects(table, effects);
    jokers.push(...(draws.at(-1)?.cards ?? []).filter((card) => card.kind === "joker"));
    const next = checkReducer(state, drawnAction(draws) ?? { type: "accept" }, rulings);
    if (!next.ok) return next;
    state = next.state;
    effects = next.effects;
  }
  await applyEffects(table, effects);
  if (state.phase !== "done" || !state.kept) return refuse(GM_TABLE_REFUSAL.DeckEmpty);
  return { ok: true, card: state.kept, jokers, deck: state.deck, reshuffled: state.deck.exhaustions > deck.exhaustions };
}

/** Every card on the GM's table leaves it as a check's cards do: aces to the GM's hand, the rest to the discard [DOA-02]. */
export async function clearGmTable(table: TablePort, deck: DeckState): Promise<Outcome<{ cleared: readonly Card[] }>> {
  const address = doaStack.table(GM_OWNER);
  const cards = await table.peek(address, await table.count(address));
  if (cards.length === 0) return refuse(GM_TABLE_REFUSAL.TableEmpty);
  const { clearFromTable } = await import("../../../rules/doa/procedures/check.ts");
  await applyEffects(table, clearFromTable(deck, cards).effects);
  return { ok: true, cleared: cards };
}

/**
 * The GM's deck rests with the party [DOA-06, DOA-20]: the table is cleared (aces to the GM's hand:
 * Fate Cards never go back into the deck [DOA-02]), the discards are shuffled back in and the
 * exhaustion penalty ends; after a long rest both jokers are in the GM's hand.
 */
export async function restGmDeck(table: TablePort, deck: DeckState, kind: "shortRest" | "longRest"): Promise<DeckState> {
  const address = doaStack.table(GM_OWNER);
  const cards = await table.peek(address, await table.count(address));
  const { clearFromTable } = await import("../../../rules/doa/procedures/check.ts");
  const cleared = clearFromTable(deck, cards);
  const jokers = kind === "longRest" ? returnJokers(cleared.deck) : { deck: cleared.deck, effects: [] };
  await applyEffects(table, [...cleared.effects, { type: "returnDiscards", stack: doaStack.deck(GM_OWNER) }, ...jokers.effects]);
  return { ...jokers.deck, spentFate: [], exhaustions: 0 };
}

export const GM_TOOL_KINDS: readonly EpicKind[] = ["epic", "shortRest", "longRest"];

/** The name of the tool's checkbox for a Dealer. */
export function dealerField(actorId: string): string {
  return `dealer-${actorId}`;
}

/**
 * The tool's Epic Event form (`kind`, one checkbox per Dealer) as the options of an Epic Event
 * card: the kind and the ticked Dealers, in the order listed. The GM's client checks them again.
 */
export function readEpicForm(form: Record<string, unknown>, dealerIds: readonly string[]): Outcome<{ kind: EpicKind; players: string[] }> {
  const kind = GM_TOOL_KINDS.find((candidate) => candidate === form["kind"]);
  if (!kind) return refuse(GM_TABLE_REFUSAL.UnknownKind);
  const players = dealerIds.filter((id) => form[dealerField(id)] === true || form[dealerField(id)] === "on");
  if (players.length === 0) return refuse(GM_TABLE_REFUSAL.NoDealer);
  return { ok: true, kind, players };
}

export interface GmTableInput {
  readonly isGM: boolean;
  /** The cards face up on the GM's table: the TCs players may pick. */
  readonly table: readonly Card[];
  readonly deckLeft: number;
  readonly discards: number;
  readonly exhaustions: number;
  /** Fate Cards in the GM's hand. */
  readonly fateCards: readonly Card[];
  readonly dealers: readonly { readonly id: string; readonly name: string; readonly img: string }[];
}

export interface GmTableView {
  readonly isGM: boolean;
  readonly table: readonly CardView[];
  readonly deck: {
    readonly left: number;
    readonly discards: number;
    readonly exhaustions: number;
    readonly penalty: number;
    readonly hasPenalty: boolean;
  };
  readonly fateCards: readonly CardView[];
  readonly dealers: readonly { readonly id: string; readonly name: string; readonly img: string; readonly field: string }[];
  readonly kinds: readonly { readonly value: EpicKind; readonly label: string; readonly checked: boolean }[];
}

/** The tool's context: the TCs lying out, the GM deck's state [DOA-06], the Fate Cards held, the Dealers to tick. */
export function gmTableView(input: GmTableInput): GmTableView {
  const penalty = exhaustionPenalty(input.exhaustions);
  return {
    isGM: input.isGM,
    table: input.table.map(cardView),
    deck: { left: input.deckLeft, discards: input.discards, exhaustions: input.exhaustions, penalty, hasPenalty: penalty > 0 },
    fateCards: input.fateCards.map(cardView),
    dealers: input.dealers.map((dealer) => ({ ...dealer, field: dealerField(dealer.id) })),
    kinds: GM_TOOL_KINDS.map((kind, index) => ({ value: kind, label: `DECKBOUND.DOA.Card.Epic.${kind}`, checked: index === 0 })),
  };
}
