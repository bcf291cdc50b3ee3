/**
 * Pure planning for stack setup: which stacks a world should have and who owns them [CORE-03].
 * (Bringing damaged stacks back is repair-plan.ts.) The Foundry side (stack-setup.ts) only carries
 * these plans out.
 */
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

/** How a stack's cards lie when they arrive home: face down in a hidden deck, face up elsewhere. */
export function faceUp(plan: StackPlan): boolean {
  return plan.definition.visibility !== "hidden";
}
