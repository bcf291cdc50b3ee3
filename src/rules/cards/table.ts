/**
 * The table port: how procedures see the cards (docs/ARCHITECTURE.md: one table port, two tables).
 *
 * A table is a set of named stacks. `MemoryTable` implements it in plain TypeScript (tests, odds,
 * the preview); `FoundryTable` implements it on Foundry's Cards documents. Procedures never call a
 * table directly: their reducers return `TableEffect`s, which `applyEffects` runs on either table.
 */
import type { Card } from "./card.ts";

export type DrawFrom = "top" | "bottom" | "random";

/**
 * How procedures name a stack: the stack's id for a shared stack (`belmont.luck`), or the id and
 * its owner (an actor or user id) for a per-character or per-user stack (`doa.deck:<actorId>`).
 * The Foundry layer stores the same two parts in each Cards document's flags.
 */
export interface StackAddress {
  readonly stack: string;
  /** Actor id (per-character stack) or user id (per-user stack); absent for shared stacks. */
  readonly owner?: string;
}

const STACK_ADDRESS = /^([a-zA-Z][a-zA-Z0-9.-]*)(?::([a-zA-Z0-9]+))?$/;

/** `stackAddress("doa.deck", "a1")` → `"doa.deck:a1"`; without an owner, the id itself. */
export function stackAddress(stack: string, owner?: string): string {
  return owner ? `${stack}:${owner}` : stack;
}

export function formatStackAddress(address: StackAddress): string {
  return stackAddress(address.stack, address.owner);
}

/** Parse an address from untrusted text; null when malformed. */
export function parseStackAddress(text: string): StackAddress | null {
  const match = STACK_ADDRESS.exec(text);
  if (!match) return null;
  return match[2] ? { stack: match[1]!, owner: match[2] } : { stack: match[1]! };
}

/**
 * What happens when a stack runs out mid-draw [CORE-04]. Nothing ever throws "not enough cards".
 * - `reshuffle`: the listed discard stacks are shuffled into this stack and the draw goes on; the
 *   outcome counts how many times that happened (Deck of Adventures' exhaustion penalty reads it).
 * - `stop`: the draw takes what there is and reports the shortfall; the procedure decides what that
 *   means (Belmont: the task fails; A Game of Bastards: the table is asked whether to go on).
 */
export type RunOutPolicy = { readonly kind: "reshuffle"; readonly discards: readonly string[] } | { readonly kind: "stop" };

/** Who sees the faces of a stack's cards. */
export type StackVisibility = "hidden" | "owner" | "public";

export type StackKind = "deck" | "pile" | "hand";

export interface StackSpec {
  readonly id: string;
  readonly kind: StackKind;
  readonly visibility: StackVisibility;
  readonly runOut: RunOutPolicy;
  /** Where `returnDiscards` takes cards from; defaults to the reshuffle policy's discards. */
  readonly discards?: readonly string[];
}

export interface DrawOutcome {
  /** The cards drawn, in the order drawn. */
  readonly cards: readonly Card[];
  /** How many times the stack ran out and was refilled from its discards during this draw. */
  readonly reshuffles: number;
  /** How many cards were asked for but could not be drawn (`stop` policy, or nothing to refill). */
  readonly short: number;
  /** How many cards the stack drawn from holds after the draw. */
  readonly left: number;
}

export type StackPosition = "top" | "bottom";

export interface TablePort {
  /** Move `count` cards from `from` to `to`, drawing as `how` says; applies `from`'s run-out policy. */
  draw(from: string, to: string, count: number, how?: DrawFrom): Promise<DrawOutcome>;
  /** Move these exact cards (identified by suit, rank and origin) between stacks. */
  move(cards: readonly Card[], from: string, to: string, position?: StackPosition): Promise<void>;
  shuffle(stack: string): Promise<void>;
  /** Put the stack's discards back into it and shuffle it. */
  returnDiscards(stack: string): Promise<void>;
  /** The top `count` cards, without moving them. Runs only where the viewer may see them. */
  peek(stack: string, count: number): Promise<readonly Card[]>;
  count(stack: string): Promise<number>;
  /** Turn these cards face up where they lie; returns them. */
  reveal(stack: string, cards: readonly Card[]): Promise<readonly Card[]>;
}

/** A table operation as data. Reducers return these; `applyEffects` performs them in order. */
export type TableEffect =
  | { readonly type: "draw"; readonly from: string; readonly to: string; readonly count: number; readonly how: DrawFrom }
  | { readonly type: "move"; readonly cards: readonly Card[]; readonly from: string; readonly to: string; readonly position: StackPosition }
  | { readonly type: "shuffle"; readonly stack: string }
  | { readonly type: "returnDiscards"; readonly stack: string }
  | { readonly type: "reveal"; readonly stack: string; readonly cards: readonly Card[] };

/** Run effects in order on any table. Returns the outcome of each draw effect, in order. */
export async function applyEffects(table: TablePort, effects: readonly TableEffect[]): Promise<DrawOutcome[]> {
  const draws: DrawOutcome[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case "draw":
        draws.push(await table.draw(effect.from, effect.to, effect.count, effect.how));
        break;
      case "move":
        await table.move(effect.cards, effect.from, effect.to, effect.position);
        break;
      case "shuffle":
        await table.shuffle(effect.stack);
        break;
      case "returnDiscards":
        await table.returnDiscards(effect.stack);
        break;
      case "reveal":
        await table.reveal(effect.stack, effect.cards);
        break;
    }
  }
  return draws;
}
