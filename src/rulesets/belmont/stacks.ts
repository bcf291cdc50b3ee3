/**
 * Belmont's stacks for the shared Foundry layer, built from the pure StackSpecs [BEL-02 … BEL-04,
 * BEL-16]: every one is a world stack (The Belmont is the table's single hero). Face-down decks
 * are hidden (no order; the GM's client picks at the moment of a draw); the face-up tops, the luck
 * card and the discard piles are public.
 */
import { SUITS } from "../../rules/cards/card.ts";
import type { Suit } from "../../rules/cards/card.ts";
import {
  BELMONT_STACK_SPECS, LUCK_CARD_STACK, LUCK_DISCARD_STACK, LUCK_STACK, challengeDiscardStack, challengeStack, skillDiscardStack, skillLabelKey,
  skillStack, skillTopStack, startingStacks,
} from "../../rules/belmont/index.ts";
import type { StackDefinition } from "../../foundry/registry/definition.ts";
import { recipeFor } from "./deck-list.ts";

export const RULESET_ID = "belmont";

const S = "DECKBOUND.Belmont.Stack";

function labelOf(id: string): string {
  if (id === LUCK_STACK) return `${S}.Luck`;
  if (id === LUCK_CARD_STACK) return `${S}.LuckCard`;
  if (id === LUCK_DISCARD_STACK) return `${S}.LuckDiscard`;
  const kinds: [string, (suit: Suit) => string][] = [
    ["Skill", skillStack], ["SkillTop", skillTopStack], ["SkillDiscard", skillDiscardStack],
    ["Challenge", challengeStack], ["ChallengeDiscard", challengeDiscardStack],
  ];
  for (const suit of SUITS) {
    for (const [kind, idOf] of kinds) if (idOf(suit) === id) return `${S}.${kind}.${skillLabelKey(suit).split(".").at(-1)}`;
  }
  throw new Error(`Deckbound: Belmont stack "${id}" has no label`);
}

const DECKS: ReadonlySet<string> = new Set(Object.keys(startingStacks()));

/**
 * Decks start as the pure recipes say (skill 7–A, challenge 9–A, the luck deck mirroring the skill
 * decks) and follow the GM's edits (deck-list.ts), so setup and repair restore the decks as edited.
 */
export const BELMONT_STACKS: readonly StackDefinition[] = BELMONT_STACK_SPECS.map((spec) => ({
  ...spec,
  label: labelOf(spec.id),
  scope: "world" as const,
  ...(DECKS.has(spec.id) ? { recipe: () => recipeFor(spec.id) } : {}),
}));
