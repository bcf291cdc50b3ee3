/**
 * Naming stacks. Procedures name a stack by a string address (src/rules/cards/table.ts:
 * `stackAddress`): the stack definition's id for a world stack ("deck"), or id and owner for a
 * per-character or per-user stack ("hand:<actorId>"). Foundry's Cards documents carry the same
 * identity in their flags, never relying on document ids
 * or names (both change: import, rename). Pure.
 */
import type { StackAddress } from "../../rules/cards/table.ts";
import type { StackDefinition } from "../registry/definition.ts";

export { formatStackAddress, parseStackAddress, type StackAddress } from "../../rules/cards/table.ts";

/** What a Cards document stores in `flags.deckbound.stack`. */
export interface StackFlag {
  readonly ruleset: string;
  readonly stack: string;
  /** "" for world stacks. */
  readonly owner: string;
}

/** An address is well formed for a definition when it has an owner exactly when the scope needs one. */
export function addressFits(definition: StackDefinition, address: StackAddress): boolean {
  return definition.id === address.stack && (definition.scope === "world") === (address.owner === undefined);
}

export function stackFlag(ruleset: string, address: StackAddress): StackFlag {
  return { ruleset, stack: address.stack, owner: address.owner ?? "" };
}

export function sameStack(flag: StackFlag, ruleset: string, address: StackAddress): boolean {
  return flag.ruleset === ruleset && flag.stack === address.stack && flag.owner === (address.owner ?? "");
}

/** Read a stack flag from untrusted flag data. */
export function readStackFlag(raw: unknown): StackFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { ruleset, stack, owner } = raw as Record<string, unknown>;
  if (typeof ruleset !== "string" || typeof stack !== "string" || typeof owner !== "string") return null;
  return { ruleset, stack, owner };
}
