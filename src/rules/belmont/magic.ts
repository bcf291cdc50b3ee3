/**
 * Magic as a resource [BEL-01]: Diamonds are "used for general casting, but also as a resource for
 * any special abilities that The Belmont may obtain on their journey". Ruling (docs/CLAUSES.md):
 * the card spent is the Magic deck's face-up top card — the one the audience sees — and it goes to
 * the Magic discard pile like every used skill card [BEL-16]; the next Magic card is turned up. The
 * last Magic card (the token's) is never spent, so the deck is never emptied by a spend [BEL-13];
 * nothing is spent while a task is unresolved (its options show the tops). Any of The Belmont's
 * abilities may be fuelled ("any special abilities"); what the fuel does is the ability's own text.
 */
import { isSuitedCard } from "../cards/card.ts";
import type { SuitedCard, Suit } from "../cards/card.ts";
import type { TableEffect } from "../cards/table.ts";
import type { Ability } from "./abilities.ts";
import type { Outcome, Refusal } from "../outcome.ts";
import { refuse } from "../outcome.ts";
import { REFUSAL } from "./result.ts";
import { skillDiscardStack, skillStack, skillTopStack } from "./decks.ts";
import type { StackContents } from "./snapshot.ts";

/** Diamonds, Magic [BEL-01]. */
export const MAGIC_SUIT: Suit = "D";

export interface MagicSpend {
  /** The Magic card spent. */
  readonly card: SuitedCard;
  /** Its move to the Magic discard pile, then the next Magic card turned up. */
  readonly effects: readonly TableEffect[];
}

interface SpendInput {
  readonly lying: StackContents;
  readonly ability: Ability | undefined;
  readonly taskUnresolved: boolean;
}

/** Why a Magic card cannot be spent for this ability now (the tops dealt or not), or null. */
export function magicSpendRefusal(input: SpendInput): Refusal | null {
  if (!input.ability) return refuse(REFUSAL.NoSuchAbility);
  if (input.taskUnresolved) return refuse(REFUSAL.TaskUnresolved);
  const cards = input.lying(skillTopStack(MAGIC_SUIT)).length + input.lying(skillStack(MAGIC_SUIT)).length;
  if (cards === 0) return refuse(REFUSAL.SkillDeckEmpty);
  return cards === 1 ? refuse(REFUSAL.MagicLastCard) : null;
}

/** Spend the face-up Magic card to fuel this ability, or refuse (nothing changes) with an i18n key. */
export function spendMagic(input: SpendInput): Outcome<MagicSpend> {
  const refusal = magicSpendRefusal(input);
  if (refusal) return refusal;
  const top = input.lying(skillTopStack(MAGIC_SUIT)).find(isSuitedCard);
  if (!top) return refuse(REFUSAL.MagicNotTurnedUp);
  return {
    ok: true,
    card: top,
    effects: [
      { type: "move", cards: [top], from: skillTopStack(MAGIC_SUIT), to: skillDiscardStack(MAGIC_SUIT), position: "top" },
      { type: "draw", from: skillStack(MAGIC_SUIT), to: skillTopStack(MAGIC_SUIT), count: 1, how: "top" },
    ],
  };
}
