/**
 * Finding the Cards documents of a ruleset's stacks by their flag identity (see stack-address.ts).
 */
import { SYSTEM_ID } from "../constants.ts";
import { readStackFlag, sameStack } from "./stack-address.ts";
import type { StackAddress, StackFlag } from "./stack-address.ts";

export function stackFlagOf(cards: Cards.Implementation): StackFlag | null {
  return readStackFlag(cards.getFlag(SYSTEM_ID, "stack"));
}

/** Every Cards document that claims to be this stack (more than one means damage: see setup). */
export function findStacks(ruleset: string, address: StackAddress): Cards.Implementation[] {
  return game.cards.filter((cards) => {
    const flag = stackFlagOf(cards);
    return flag !== null && sameStack(flag, ruleset, address);
  });
}

/** Every stack of the ruleset a character or user owns (its hand, its own deck…), whatever its address. */
export function stacksOwnedBy(ruleset: string, owner: string): Cards.Implementation[] {
  return game.cards.filter((cards) => {
    const flag = stackFlagOf(cards);
    return flag?.ruleset === ruleset && flag.owner === owner;
  });
}

export function findStack(ruleset: string, address: StackAddress): Cards.Implementation | undefined {
  return findStacks(ruleset, address)[0];
}

/** A stack a procedure names does not exist in this world: setup has not run or it was deleted. */
export class StackMissingError extends Error {
  constructor(readonly address: string) {
    super(`Deckbound: no Cards document for stack "${address}"`);
    this.name = "StackMissingError";
  }
}
