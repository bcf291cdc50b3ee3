/**
 * Pure planning for stack setup and repair: which stacks a world should have, who owns them, and
 * what it takes to bring a damaged deck back to its recipe without creating or losing a card
 * [CORE-03]. The Foundry side (stack-setup.ts) only carries these plans out.
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import type { RulesetDefinition, StackDefinition } from "../registry/definition.ts";
import type { StackAddress } from "./stack-address.ts";

export interface CharacterInfo {
  readonly id: string;
  readonly name: string;
  /** Users with OWNER permission on the actor (GMs excluded: they own everything anyway). */
  readonly ownerIds: readonly string[];
}

export interface UserInfo {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
}

/** Who may see a stack: its owners get OWNER, everyone else `everyone`. */
export interface StackAccess {
  readonly everyone: "none" | "observer";
  readonly ownerIds: readonly string[];
}

export interface StackPlan {
  readonly definition: StackDefinition;
  readonly address: StackAddress;
  /** The owner's display name, for the stack's name ("Hand (Ada)"). */
  readonly ownerName?: string;
  readonly access: StackAccess;
}

function access(definition: StackDefinition, ownerIds: readonly string[]): StackAccess {
  return { everyone: definition.visibility === "public" ? "observer" : "none", ownerIds };
}

/** Every stack the ruleset needs in a world with these characters and users. */
export function planStacks(ruleset: RulesetDefinition, characters: readonly CharacterInfo[], users: readonly UserInfo[]): StackPlan[] {
  return ruleset.stacks.flatMap((definition): StackPlan[] => {
    switch (definition.scope) {
      case "world":
        return [{ definition, address: { stack: definition.id }, access: access(definition, []) }];
      case "character":
        return characters.map((character) => ({
          definition,
          address: { stack: definition.id, owner: character.id },
          ownerName: character.name,
          access: access(definition, character.ownerIds),
        }));
      case "user":
        return users
          .filter((user) => !user.isGM)
          .map((user) => ({
            definition,
            address: { stack: definition.id, owner: user.id },
            ownerName: user.name,
            access: access(definition, [user.id]),
          }));
    }
  });
}

export interface DeckCardState {
  readonly id: string;
  /** null when the document carries no valid card identity. */
  readonly card: Card | null;
  readonly drawn: boolean;
}

export interface DeckRepair {
  /** Recipe cards the deck lacks; `drawn` when the card is lying in another stack. */
  readonly create: readonly { readonly card: Card; readonly drawn: boolean }[];
  /** Documents that are not recipe cards, or second copies of one. */
  readonly remove: readonly string[];
  /** Fix the drawn flag: a card out of the deck must lie somewhere, one lying elsewhere is out. */
  readonly redraw: readonly { readonly id: string; readonly drawn: boolean }[];
}

/**
 * Bring a deck back to its recipe. `elsewhere` holds the keys of the recipe's cards lying in the
 * ruleset's other stacks: those stay out (drawn); everything else comes home.
 */
export function planDeckRepair(recipe: readonly Card[], deck: readonly DeckCardState[], elsewhere: ReadonlySet<string>): DeckRepair {
  const wanted = new Map(recipe.map((card) => [cardKey(card), card]));
  const seen = new Set<string>();
  const remove: string[] = [];
  const redraw: { id: string; drawn: boolean }[] = [];
  for (const state of deck) {
    const key = state.card ? cardKey(state.card) : null;
    if (key === null || !wanted.has(key) || seen.has(key)) {
      remove.push(state.id);
      continue;
    }
    seen.add(key);
    const shouldBeDrawn = elsewhere.has(key);
    if (state.drawn !== shouldBeDrawn) redraw.push({ id: state.id, drawn: shouldBeDrawn });
  }
  const create = [...wanted.entries()]
    .filter(([key]) => !seen.has(key))
    .map(([key, card]) => ({ card, drawn: elsewhere.has(key) }));
  return { create, remove, redraw };
}

export function isDeckRepairEmpty(repair: DeckRepair): boolean {
  return repair.create.length === 0 && repair.remove.length === 0 && repair.redraw.length === 0;
}
