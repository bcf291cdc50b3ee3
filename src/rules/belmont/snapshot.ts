/**
 * What the task procedure needs to know about the table when a task opens, read on the GM's client
 * (the only one that may look into hidden decks) and handed to the reducer in the `open` action.
 *
 * It carries only what the rules make public: each skill deck's face-up top card, deck sizes, the
 * luck card, and each challenge deck's composition in a canonical order — public because its
 * discards are — never any deck's order [BEL-03, CORE-06].
 */
import { SUITS, isSuitedCard } from "../cards/card.ts";
import type { Card, Suit, SuitedCard } from "../cards/card.ts";
import type { TableEffect, TablePort } from "../cards/table.ts";
import {
  BELMONT_STACK_SPECS,
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_STACK,
  challengeDiscardStack,
  challengeStack,
  skillDiscardStack,
  skillStack,
  skillTopStack,
  sortCards,
} from "./decks.ts";
import type { BelmontDecks } from "./decks.ts";

export interface SkillDeckView {
  /** The face-up top card, null when the deck has none. */
  readonly top: SuitedCard | null;
  /** Cards left in the deck, the face-up top card included (1: the token is on it [BEL-13]). */
  readonly count: number;
  /** The suit's Ace in Belmont's stacks, the card a failure puts on top [BEL-14], and where it lies. */
  readonly ace: SuitedCard | null;
  readonly aceStack: string | null;
}

export interface BelmontTableSnapshot {
  readonly skill: Readonly<Record<Suit, SkillDeckView>>;
  /** Each challenge deck's cards in canonical order (its size is the length). */
  readonly challenge: Readonly<Record<Suit, readonly SuitedCard[]>>;
  readonly luck: { readonly top: SuitedCard | null; readonly count: number };
}

/** The cards lying in a stack (any order). */
export type StackContents = (stack: string) => readonly Card[];

function suitedOnly(cards: readonly Card[]): SuitedCard[] {
  return cards.filter(isSuitedCard);
}

function skillDeckView(lying: StackContents, suit: Suit): SkillDeckView {
  const top = suitedOnly(lying(skillTopStack(suit)))[0] ?? null;
  const count = lying(skillStack(suit)).length + (top ? 1 : 0);
  for (const stack of [skillTopStack(suit), skillStack(suit), skillDiscardStack(suit)]) {
    const ace = sortCards(suitedOnly(lying(stack)).filter((card) => card.suit === suit && card.rank === 14))[0];
    if (ace) return { top, count, ace, aceStack: stack };
  }
  return { top, count, ace: null, aceStack: null };
}

function perSuit<T>(read: (suit: Suit) => T): Record<Suit, T> {
  return { C: read("C"), D: read("D"), H: read("H"), S: read("S") };
}

/** The snapshot from the cards lying in each stack (the Foundry layer reads them from Cards documents). */
export function snapshotOf(lying: StackContents): BelmontTableSnapshot {
  const luckCard = suitedOnly(lying(LUCK_CARD_STACK))[0] ?? null;
  return {
    skill: perSuit((suit) => skillDeckView(lying, suit)),
    challenge: perSuit((suit) => sortCards(suitedOnly(lying(challengeStack(suit))))),
    luck: { top: luckCard, count: lying(LUCK_STACK).length + (luckCard ? 1 : 0) },
  };
}

/**
 * Before a task opens: turn up the top of every skill deck that shows no card, and a luck card if
 * none is showing [BEL-05]. Draws from face-down decks, so on Foundry the GM's client picks them.
 */
export function dealTopsEffects(lying: StackContents): TableEffect[] {
  const effects: TableEffect[] = [];
  for (const suit of SUITS) {
    if (lying(skillTopStack(suit)).length === 0 && lying(skillStack(suit)).length > 0) {
      effects.push({ type: "draw", from: skillStack(suit), to: skillTopStack(suit), count: 1, how: "top" });
    }
  }
  if (lying(LUCK_CARD_STACK).length === 0) effects.push({ type: "draw", from: LUCK_STACK, to: LUCK_CARD_STACK, count: 1, how: "top" });
  return effects;
}

/** Read every Belmont stack through the table port (a MemoryTable; on Foundry, see snapshotOf). */
export async function readStacks(table: TablePort): Promise<StackContents> {
  const contents = new Map<string, readonly Card[]>();
  for (const { id } of BELMONT_STACK_SPECS) contents.set(id, await table.peek(id, await table.count(id)));
  return (stack) => contents.get(stack) ?? [];
}

/** Read the snapshot through the table port. */
export async function readTableSnapshot(table: TablePort): Promise<BelmontTableSnapshot> {
  return snapshotOf(await readStacks(table));
}

/** Each deck's cards wherever they lie (deck, face-up card, discard pile), in canonical order: the deck list edits work on. */
export function decksOf(lying: StackContents): BelmontDecks {
  const gather = (...stacks: string[]): SuitedCard[] => sortCards(stacks.flatMap((stack) => suitedOnly(lying(stack))));
  return {
    skill: perSuit((suit) => gather(skillStack(suit), skillTopStack(suit), skillDiscardStack(suit))),
    challenge: perSuit((suit) => gather(challengeStack(suit), challengeDiscardStack(suit))),
    luck: gather(LUCK_STACK, LUCK_CARD_STACK, LUCK_DISCARD_STACK),
  };
}

export async function readDecks(table: TablePort): Promise<BelmontDecks> {
  return decksOf(await readStacks(table));
}
