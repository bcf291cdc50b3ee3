/**
 * Naming stacks. Procedures name a stack by a string address: the stack definition's id for a
 * world stack ("deck"), or id and owner for a per-character or per-user stack ("hand:<actorId>").
 * Foundry's Cards documents carry the same identity in their flags, never relying on document ids
 * or names (both change: import, rename). Pure.
 */
import type { StackDefinition } from "../registry/definition.ts";

export interface StackAddress {
  readonly stack: string;
  /** Actor id (character scope) or user id (user scope); absent for world stacks. */
  readonly owner?: string;
}

/** What a Cards document stores in `flags.deckbound.stack`. */
export interface StackFlag {
  readonly ruleset: string;
  readonly stack: string;
  /** "" for world stacks. */
  readonly owner: string;
}

export function formatStackAddress(address: StackAddress): string {
  return address.owner ? `${address.stack}:${address.owner}` : address.stack;
}

export function parseStackAddress(text: string): StackAddress | null {
  const match = /^([a-zA-Z][a-zA-Z0-9-]*)(?::([a-zA-Z0-9]+))?$/.exec(text);
  if (!match) return null;
  return match[2] ? { stack: match[1]!, owner: match[2] } : { stack: match[1]! };
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
