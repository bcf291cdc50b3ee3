/**
 * Deck editing, the GM's side of progression [BEL-04, BEL-17]: add, remove or change a card in
 * Belmont's skill decks — always mirrored in the luck deck — add and remove cards in the luck deck
 * on its own, or in Fate's challenge decks.
 *
 * Where a new card goes: a skill card goes on its deck's public discard pile, so the face-up top
 * card (perhaps an Ace a failure put there, BEL-14) stays where it is and the new card joins play at
 * the next reshuffle; a luck or challenge card is shuffled into its face-down deck, which has no
 * visible order to disturb. Removed cards are taken from wherever they lie in their deck's stacks.
 *
 * The table port has no way to create or delete a card, so those two are Belmont effects here; the
 * Foundry layer (Cards documents) and test tables implement `DeckEditPort`.
 */
import { RANKS, SUITS, cardKey, sameCard, suited } from "../../cards/card.ts";
import type { Card, Rank, Suit, SuitedCard } from "../../cards/card.ts";
import { applyEffects } from "../../cards/table.ts";
import type { TableEffect, TablePort } from "../../cards/table.ts";
import {
  CHALLENGE_ORIGIN,
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_ORIGIN,
  LUCK_STACK,
  SKILL_ORIGIN,
  challengeDiscardStack,
  challengeStack,
  luckCopy,
  skillDiscardStack,
  skillStack,
  skillTopStack,
  sortCards,
} from "../decks.ts";
import type { BelmontDecks } from "../decks.ts";
import type { Step } from "../../outcome.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL } from "../result.ts";
import type { TaskState } from "./task.ts";

export interface Face {
  readonly suit: Suit;
  readonly rank: Rank;
}

export type DeckEdit =
  | { readonly type: "addSkillCard"; readonly face: Face }
  | { readonly type: "removeSkillCard"; readonly card: SuitedCard }
  /** Modify a card: it leaves as it was and comes back as `to` (its abilities stay with the old face). */
  | { readonly type: "changeSkillCard"; readonly card: SuitedCard; readonly to: Face }
  | { readonly type: "addChallengeCard"; readonly face: Face }
  | { readonly type: "removeChallengeCard"; readonly card: SuitedCard }
  /** The luck deck on its own, not mirrored anywhere. */
  | { readonly type: "addLuckCard"; readonly face: Face }
  | { readonly type: "removeLuckCard"; readonly card: SuitedCard };

export type DeckEditEffect =
  | TableEffect
  /** Create this card on top of `stack`. */
  | { readonly type: "belmont.createCard"; readonly stack: string; readonly card: SuitedCard }
  /** Delete this card from whichever of `stacks` holds it. */
  | { readonly type: "belmont.deleteCard"; readonly stacks: readonly string[]; readonly card: SuitedCard };

export type DeckEditStep = Step<BelmontDecks, DeckEditEffect>;

interface Draft {
  readonly skill: Record<Suit, SuitedCard[]>;
  readonly challenge: Record<Suit, SuitedCard[]>;
  luck: SuitedCard[];
  readonly effects: DeckEditEffect[];
}

/**
 * Apply one edit to the deck list (see `readDecks`). Refused, changing nothing: while a task is
 * unresolved (its face-up cards would change under the vote), for a card that is not in the deck,
 * for a face that is not a card, and for an edit that would leave a skill deck empty.
 */
export function editDecks(decks: BelmontDecks, edit: DeckEdit, task: TaskState | null = null): DeckEditStep {
  if (task && task.phase !== "resolved") return refuse(REFUSAL.TaskUnresolved);
  const draft: Draft = {
    skill: { C: [...decks.skill.C], D: [...decks.skill.D], H: [...decks.skill.H], S: [...decks.skill.S] },
    challenge: { C: [...decks.challenge.C], D: [...decks.challenge.D], H: [...decks.challenge.H], S: [...decks.challenge.S] },
    luck: [...decks.luck],
    effects: [],
  };
  if (!facesOf(edit).every(isFace)) return refuse(REFUSAL.BadCard);
  switch (edit.type) {
    case "addSkillCard":
      addSkillCard(draft, edit.face);
      break;
    case "removeSkillCard":
      if (!removeSkillCard(draft, edit.card)) return refuse(REFUSAL.CardNotInDeck);
      break;
    case "changeSkillCard":
      if (!removeSkillCard(draft, edit.card)) return refuse(REFUSAL.CardNotInDeck);
      addSkillCard(draft, edit.to);
      break;
    case "addChallengeCard":
      addChallengeCard(draft, edit.face);
      break;
    case "removeChallengeCard":
      if (!removeCard(draft.challenge[edit.card.suit], edit.card)) return refuse(REFUSAL.CardNotInDeck);
      draft.effects.push({
        type: "belmont.deleteCard",
        stacks: [challengeStack(edit.card.suit), challengeDiscardStack(edit.card.suit)],
        card: edit.card,
      });
      break;
    case "addLuckCard": {
      const card = suited(edit.face.suit, edit.face.rank, freshOrigin(draft.luck, edit.face, LUCK_ORIGIN));
      draft.luck.push(card);
      draft.effects.push({ type: "belmont.createCard", stack: LUCK_STACK, card }, { type: "shuffle", stack: LUCK_STACK });
      break;
    }
    case "removeLuckCard":
      if (!removeCard(draft.luck, edit.card)) return refuse(REFUSAL.CardNotInDeck);
      draft.effects.push({ type: "belmont.deleteCard", stacks: [LUCK_STACK, LUCK_CARD_STACK, LUCK_DISCARD_STACK], card: edit.card });
      break;
  }
  if (SUITS.some((suit) => draft.skill[suit].length === 0)) return refuse(REFUSAL.SkillDeckEmpty);
  const sortEach = (bySuit: Record<Suit, SuitedCard[]>) => ({
    C: sortCards(bySuit.C),
    D: sortCards(bySuit.D),
    H: sortCards(bySuit.H),
    S: sortCards(bySuit.S),
  });
  return {
    ok: true,
    state: { skill: sortEach(draft.skill), challenge: sortEach(draft.challenge), luck: sortCards(draft.luck) },
    effects: draft.effects,
  };
}

function facesOf(edit: DeckEdit): Face[] {
  switch (edit.type) {
    case "addSkillCard":
    case "addChallengeCard":
    case "addLuckCard":
      return [edit.face];
    case "changeSkillCard":
      return [edit.card, edit.to];
    case "removeSkillCard":
    case "removeChallengeCard":
    case "removeLuckCard":
      return [edit.card];
  }
}

function isFace(face: Face): boolean {
  return (SUITS as readonly string[]).includes(face.suit) && (RANKS as readonly number[]).includes(face.rank);
}

function removeCard(cards: SuitedCard[], card: SuitedCard): boolean {
  const index = cards.findIndex((held) => sameCard(held, card));
  if (index < 0) return false;
  cards.splice(index, 1);
  return true;
}

/** `base`, or `base-2`, `base-3`… : the first origin no card of this face in `cards` has yet. */
function freshOrigin(cards: readonly Card[], face: Face, base: string): string {
  const taken = new Set(cards.map(cardKey));
  for (let n = 1; ; n++) {
    const origin = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(cardKey(suited(face.suit, face.rank, origin)))) return origin;
  }
}

function addSkillCard(draft: Draft, face: Face): void {
  const card = suited(face.suit, face.rank, freshOrigin(draft.skill[face.suit], face, SKILL_ORIGIN));
  const copy = luckCopy(card);
  draft.skill[face.suit].push(card);
  draft.luck.push(copy);
  draft.effects.push(
    { type: "belmont.createCard", stack: skillDiscardStack(face.suit), card },
    { type: "belmont.createCard", stack: LUCK_STACK, card: copy },
    { type: "shuffle", stack: LUCK_STACK },
  );
}

function removeSkillCard(draft: Draft, card: SuitedCard): boolean {
  if (!removeCard(draft.skill[card.suit], card)) return false;
  draft.effects.push({
    type: "belmont.deleteCard",
    stacks: [skillStack(card.suit), skillTopStack(card.suit), skillDiscardStack(card.suit)],
    card,
  });
  const copy = luckCopy(card);
  if (removeCard(draft.luck, copy))
    draft.effects.push({ type: "belmont.deleteCard", stacks: [LUCK_STACK, LUCK_CARD_STACK, LUCK_DISCARD_STACK], card: copy });
  return true;
}

function addChallengeCard(draft: Draft, face: Face): void {
  const card = suited(face.suit, face.rank, freshOrigin(draft.challenge[face.suit], face, CHALLENGE_ORIGIN));
  draft.challenge[face.suit].push(card);
  draft.effects.push(
    { type: "belmont.createCard", stack: challengeStack(face.suit), card },
    { type: "shuffle", stack: challengeStack(face.suit) },
  );
}

/** A table that can also create and delete cards (Foundry's Cards documents; a test table). */
export interface DeckEditPort extends TablePort {
  createCard(stack: string, card: Card): Promise<void>;
  deleteCard(stacks: readonly string[], card: Card): Promise<void>;
}

/** Run deck-edit effects in order. */
export async function applyDeckEditEffects(table: DeckEditPort, effects: readonly DeckEditEffect[]): Promise<void> {
  for (const effect of effects) {
    if (effect.type === "belmont.createCard") await table.createCard(effect.stack, effect.card);
    else if (effect.type === "belmont.deleteCard") await table.deleteCard(effect.stacks, effect.card);
    else await applyEffects(table, [effect]);
  }
}
