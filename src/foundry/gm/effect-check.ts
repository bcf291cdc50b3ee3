/**
 * Before the GM's client applies a procedure's effects, check all of them against the table as it
 * is, so that a step that would fail half-way is refused before anything changes. Pure: the table
 * is seen as a function from stack address to the keys of the cards lying there.
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { TableEffect } from "../../rules/cards/table.ts";
import { refuse } from "../registry/definition.ts";
import type { Refusal } from "../registry/definition.ts";
import { Refusals } from "./requests.ts";

/**
 * A draw effect comes from the rules, not from a player (a player's request is held to
 * MAX_CARDS_PER_REQUEST), so it may draw up to the largest deck a ruleset deals, A Game of
 * Bastards' two decks of 54: Deck of Adventures' exhaustion penalty draws one card more per time
 * the deck ran out [DOA-06], up to the whole action deck of 54 (`cardsToDraw`, DOA-11).
 */
export const MAX_CARDS_PER_DRAW = 108;

/** The keys of the cards lying in a stack, or null when the stack does not exist. */
export type TableSnapshot = (address: string) => ReadonlySet<string> | null;

/** The keys of cards a stack holds only as documents the table did not deal (a player's forgery). */
export type UnverifiedSnapshot = (address: string) => ReadonlySet<string>;

export function checkEffects(
  effects: readonly TableEffect[],
  snapshot: TableSnapshot,
  unverified: UnverifiedSnapshot = () => new Set(),
): Refusal | null {
  /** Why a card is not there: it is not, or only a forgery of it is. */
  const missing = (address: string, key: string) => refuse(unverified(address).has(key) ? Refusals.CardNotDealt : Refusals.CardNotInStack);
  const stacks = new Map<string, Set<string>>();
  const stack = (address: string): Set<string> | null => {
    if (!stacks.has(address)) {
      const lying = snapshot(address);
      if (!lying) return null;
      stacks.set(address, new Set(lying));
    }
    return stacks.get(address)!;
  };
  for (const effect of effects) {
    switch (effect.type) {
      case "draw":
        if (!stack(effect.from) || !stack(effect.to)) return refuse(Refusals.StackMissing);
        if (!Number.isInteger(effect.count) || effect.count < 0 || effect.count > MAX_CARDS_PER_DRAW) return refuse(Refusals.BadCount);
        break;
      case "move": {
        const from = stack(effect.from);
        const to = stack(effect.to);
        if (!from || !to) return refuse(Refusals.StackMissing);
        for (const key of effect.cards.map(cardKey)) {
          if (!from.delete(key)) return missing(effect.from, key);
          to.add(key);
        }
        break;
      }
      case "reveal": {
        const lying = stack(effect.stack);
        if (!lying) return refuse(Refusals.StackMissing);
        const absent = effect.cards.map(cardKey).find((key) => !lying.has(key));
        if (absent !== undefined) return missing(effect.stack, absent);
        break;
      }
      case "shuffle":
      case "returnDiscards":
        if (!stack(effect.stack)) return refuse(Refusals.StackMissing);
        break;
    }
  }
  return null;
}
