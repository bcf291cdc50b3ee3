/**
 * Belmont's decks: who owns which cards and which stack each lives in [BEL-02, BEL-03, BEL-04].
 *
 * Cards are identified by suit, rank and origin. The three owners use distinct origins, so the 8♥
 * in Belmont's Heart deck and its copy in the luck deck are different physical cards. A card added
 * by a deck edit that repeats a face gets a numbered origin (`belmont-skill-2`), and its luck copy
 * the matching one (`belmont-luck-2`).
 */
import { SUITS, cardKey, suited, isSuitedCard } from "../cards/card.ts";
import type { Card, Rank, Suit, SuitedCard } from "../cards/card.ts";
import { suitRange } from "../cards/recipes.ts";
import type { StackSpec } from "../cards/table.ts";

export const SKILL_ORIGIN = "belmont-skill";
export const CHALLENGE_ORIGIN = "belmont-challenge";
export const LUCK_ORIGIN = "belmont-luck";

/*
 * Stack ids are addresses (src/rules/cards/table.ts): every Belmont stack is shared, so the id is
 * the whole address. A deck's face-up card lies on a pile of its own ("top", "luck-card"): the
 * deck stays face down with no order anyone can see, and the face-up card is public [CORE-06].
 */
export const LUCK_STACK = "luck";
/** The current luck card, face up: one per task, discarded when the task resolves [BEL-05]. */
export const LUCK_CARD_STACK = "luck-card";
export const LUCK_DISCARD_STACK = "luck-discard";

export function skillStack(suit: Suit): string {
  return `skill-${suit}`;
}
/** The skill deck's face-up top card (the option it offers) [BEL-05]. */
export function skillTopStack(suit: Suit): string {
  return `skill-top-${suit}`;
}
export function skillDiscardStack(suit: Suit): string {
  return `skill-discard-${suit}`;
}
export function challengeStack(suit: Suit): string {
  return `challenge-${suit}`;
}
export function challengeDiscardStack(suit: Suit): string {
  return `challenge-discard-${suit}`;
}

/**
 * Every Belmont stack. Draw decks are face down ("hidden"); the cards the rules reveal (a skill
 * deck's top, the current luck card) lie face up on their own public piles; discard piles are
 * public [BEL-03, BEL-16]. Skill and challenge decks `stop` when empty because running out is a
 * rule of its own [BEL-13]; the luck deck simply reshuffles its discards [CORE-04].
 */
export const BELMONT_STACK_SPECS: readonly StackSpec[] = [
  ...SUITS.flatMap((suit): StackSpec[] => [
    { id: skillStack(suit), kind: "deck", visibility: "hidden", runOut: { kind: "stop" }, discards: [skillDiscardStack(suit)] },
    { id: skillTopStack(suit), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: skillDiscardStack(suit), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
    { id: challengeStack(suit), kind: "deck", visibility: "hidden", runOut: { kind: "stop" }, discards: [challengeDiscardStack(suit)] },
    { id: challengeDiscardStack(suit), kind: "pile", visibility: "public", runOut: { kind: "stop" } },
  ]),
  { id: LUCK_STACK, kind: "deck", visibility: "hidden", runOut: { kind: "reshuffle", discards: [LUCK_DISCARD_STACK] } },
  { id: LUCK_CARD_STACK, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
  { id: LUCK_DISCARD_STACK, kind: "pile", visibility: "public", runOut: { kind: "stop" } },
];

/**
 * What each deck holds, wherever its cards currently lie (deck, discard pile, face up on top).
 * Plain data, sorted, no order of play: the deck list a deck edit works on [BEL-17].
 */
export interface BelmontDecks {
  readonly skill: Readonly<Record<Suit, readonly SuitedCard[]>>;
  readonly challenge: Readonly<Record<Suit, readonly SuitedCard[]>>;
  readonly luck: readonly SuitedCard[];
}

function bySuit(build: (suit: Suit) => SuitedCard[]): Record<Suit, SuitedCard[]> {
  return { C: build("C"), D: build("D"), H: build("H"), S: build("S") };
}

function suitedRange(suit: Suit, from: Rank, origin: string): SuitedCard[] {
  return suitRange(suit, from, 14, origin).filter(isSuitedCard);
}

/** The starting decks: skill decks 7–A, challenge decks 9–A, the luck deck a copy of the skill decks. */
export function initialDecks(): BelmontDecks {
  const skill = bySuit((suit) => suitedRange(suit, 7, SKILL_ORIGIN));
  return {
    skill,
    challenge: bySuit((suit) => suitedRange(suit, 9, CHALLENGE_ORIGIN)),
    luck: SUITS.flatMap((suit) => skill[suit].map(luckCopy)),
  };
}

/** The luck deck's copy of a skill card: same face, the matching luck origin [BEL-04]. */
export function luckCopy(skillCard: SuitedCard): SuitedCard {
  return suited(skillCard.suit, skillCard.rank, LUCK_ORIGIN + skillCard.origin.slice(SKILL_ORIGIN.length));
}

/** Where each deck's cards start: every card in its draw deck (shuffle each deck before play). */
export function startingStacks(decks: BelmontDecks = initialDecks()): Record<string, readonly Card[]> {
  const stacks: Record<string, readonly Card[]> = { [LUCK_STACK]: decks.luck };
  for (const suit of SUITS) {
    stacks[skillStack(suit)] = decks.skill[suit];
    stacks[challengeStack(suit)] = decks.challenge[suit];
  }
  return stacks;
}

const SUIT_INDEX: Readonly<Record<Suit, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** Cards in a canonical order (suit, rank, origin): a composition that says nothing of the order of play. */
export function sortCards<C extends SuitedCard>(cards: readonly C[]): C[] {
  return cards.slice().sort((a, b) => SUIT_INDEX[a.suit] - SUIT_INDEX[b.suit] || a.rank - b.rank || cardKey(a).localeCompare(cardKey(b)));
}
