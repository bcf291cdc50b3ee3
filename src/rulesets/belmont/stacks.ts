/**
 * Belmont's stacks for the shared Foundry layer, built from the pure StackSpecs [BEL-02 … BEL-04,
 * BEL-16]: every one is a world stack (The Belmont is the table's single hero). Face-down decks
 * are hidden (no order; the GM's client picks at the moment of a draw); the face-up tops, the luck
 * card and the discard piles are public. And reading them: what lies in each now (a hidden deck's
 * cards in no meaningful order — only its composition is used), as the pure snapshot needs it.
 */
import { SUITS } from "../../rules/cards/card.ts";
import type { Card, Suit } from "../../rules/cards/card.ts";
import {
  BELMONT_STACK_SPECS,
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_STACK,
  challengeDiscardStack,
  challengeStack,
  decksOf,
  skillDiscardStack,
  skillLabelKey,
  skillStack,
  skillTopStack,
  snapshotOf,
} from "../../rules/belmont/index.ts";
import type { BelmontDecks, BelmontTableSnapshot, StackContents } from "../../rules/belmont/index.ts";
import { stackDefinition, stacksOnFirstUse } from "../../foundry/registry/stack-definitions.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { recipeFor } from "./gm/deck-list.ts";
import { BELMONT } from "./ids.ts";

const S = "DECKBOUND.Belmont.Stack";

function labelOf(id: string): string {
  if (id === LUCK_STACK) return `${S}.Luck`;
  if (id === LUCK_CARD_STACK) return `${S}.LuckCard`;
  if (id === LUCK_DISCARD_STACK) return `${S}.LuckDiscard`;
  const kinds: [string, (suit: Suit) => string][] = [
    ["Skill", skillStack],
    ["SkillTop", skillTopStack],
    ["SkillDiscard", skillDiscardStack],
    ["Challenge", challengeStack],
    ["ChallengeDiscard", challengeDiscardStack],
  ];
  for (const suit of SUITS) {
    for (const [kind, idOf] of kinds) if (idOf(suit) === id) return `${S}.${kind}.${skillLabelKey(suit).split(".").at(-1)}`;
  }
  throw new Error(`Deckbound: Belmont stack "${id}" has no label`);
}

/**
 * Decks start as the pure recipes say (skill 7–A, challenge 9–A, the luck deck mirroring the skill
 * decks) and follow the GM's edits (gm/deck-list.ts), so setup and repair restore the decks as edited.
 */
export const belmontStacks = stacksOnFirstUse(() =>
  BELMONT_STACK_SPECS.map((spec) => stackDefinition(spec, { scope: "world", label: labelOf(spec.id), recipe: () => recipeFor(spec.id) })),
);

/** The cards lying in each Belmont stack now; a stack not set up reads as empty. */
export const lyingNow: StackContents = (stack: string): readonly Card[] => {
  const document = findStack(BELMONT, { stack });
  return document ? cardsLyingIn(document).map(({ card }) => card) : [];
};

export function tableSnapshot(): BelmontTableSnapshot {
  return snapshotOf(lyingNow);
}

export function currentDecks(): BelmontDecks {
  return decksOf(lyingNow);
}
