/**
 * What the task procedure needs to know about the table when a task opens, read on the GM's client
 * (the only one that may look into hidden decks) and handed to the reducer in the `open` action.
 *
 * It carries only what the rules make public: each skill deck's top card (about to be revealed),
 * deck sizes, the luck card (about to be revealed), and each challenge deck's composition in a
 * canonical order — public because its discards are — never its order [BEL-03, CORE-06].
 */
import { SUITS } from "../cards/card.ts";
import type { Card, Suit, SuitedCard } from "../cards/card.ts";
import type { TablePort } from "../cards/table.ts";
import { LUCK_DISCARD_STACK, LUCK_STACK, challengeDiscardStack, challengeStack, skillDiscardStack, skillStack, sortCards } from "./decks.ts";
import type { BelmontDecks } from "./decks.ts";

export interface SkillDeckView {
  /** The top card, null when the deck is empty. */
  readonly top: SuitedCard | null;
  readonly count: number;
  /** The suit's Ace in Belmont's stacks (deck or discard pile), the card a failure puts on top [BEL-14]. */
  readonly ace: SuitedCard | null;
}

export interface BelmontTableSnapshot {
  readonly skill: Readonly<Record<Suit, SkillDeckView>>;
  /** Each challenge deck's cards in canonical order (its size is the length). */
  readonly challenge: Readonly<Record<Suit, readonly SuitedCard[]>>;
  readonly luck: { readonly top: SuitedCard | null; readonly count: number };
}

function suitedOnly(cards: readonly Card[]): SuitedCard[] {
  return cards.filter((card): card is SuitedCard => card.kind === "suited");
}

async function wholeStack(table: TablePort, stack: string): Promise<SuitedCard[]> {
  return suitedOnly(await table.peek(stack, await table.count(stack)));
}

async function skillDeckView(table: TablePort, suit: Suit): Promise<SkillDeckView> {
  const deck = await wholeStack(table, skillStack(suit));
  const discards = await wholeStack(table, skillDiscardStack(suit));
  const aces = sortCards([...deck, ...discards].filter((card) => card.suit === suit && card.rank === 14));
  return { top: deck[0] ?? null, count: deck.length, ace: aces[0] ?? null };
}

async function perSuit<T>(read: (suit: Suit) => Promise<T>): Promise<Record<Suit, T>> {
  const result: Partial<Record<Suit, T>> = {};
  for (const suit of SUITS) result[suit] = await read(suit);
  return result as Record<Suit, T>;
}

/** Read the snapshot through the table port (GM's client only: it peeks into hidden decks). */
export async function readTableSnapshot(table: TablePort): Promise<BelmontTableSnapshot> {
  return {
    skill: await perSuit((suit) => skillDeckView(table, suit)),
    challenge: await perSuit(async (suit) => sortCards(await wholeStack(table, challengeStack(suit)))),
    luck: { top: suitedOnly(await table.peek(LUCK_STACK, 1))[0] ?? null, count: await table.count(LUCK_STACK) },
  };
}

/** Each deck's cards wherever they lie (deck and discard pile), in canonical order: the deck list edits work on. */
export async function readDecks(table: TablePort): Promise<BelmontDecks> {
  const gather = async (...stacks: string[]): Promise<SuitedCard[]> => {
    const cards: SuitedCard[] = [];
    for (const stack of stacks) cards.push(...(await wholeStack(table, stack)));
    return sortCards(cards);
  };
  return {
    skill: await perSuit((suit) => gather(skillStack(suit), skillDiscardStack(suit))),
    challenge: await perSuit((suit) => gather(challengeStack(suit), challengeDiscardStack(suit))),
    luck: await gather(LUCK_STACK, LUCK_DISCARD_STACK),
  };
}
