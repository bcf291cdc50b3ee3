/**
 * `MemoryTable`: the table port in plain TypeScript (docs/ARCHITECTURE.md) — used by tests, the
 * odds bench and the preview. It holds the real card objects and only ever moves them, so a card
 * leaves one stack exactly when it enters another [CORE-03].
 *
 * Conventions:
 * - A stack's cards are listed top first: index 0 is the top card.
 * - Cards are found by identity (suit, rank and origin), so callers may pass equal copies (e.g.
 *   cards read back from JSON state); the table always moves and returns its own objects.
 * - Faces: every card lies face down until `reveal` turns it up; moving or shuffling a card turns
 *   it face down again (a revealed card that goes elsewhere is shown there by that stack's
 *   `visibility`, not by its old face).
 * - Running out never throws [CORE-04]. Programming errors do: an unknown stack id, a negative or
 *   fractional count, moving or revealing a card that is not in the named stack, or filling the
 *   table with a card it already holds. Those are bugs in a procedure, not situations at the table.
 */
import { cardKey } from "./card.ts";
import type { Card } from "./card.ts";
import { shuffle } from "./random.ts";
import type { Random } from "./random.ts";
import type { DrawFrom, DrawOutcome, StackPosition, StackSpec, TablePort } from "./table.ts";

interface Stack {
  readonly spec: StackSpec;
  /** Top first. */
  cards: Card[];
}

export class MemoryTable implements TablePort {
  readonly #stacks = new Map<string, Stack>();
  /** Keys of the cards lying face up. */
  readonly #faceUp = new Set<string>();
  readonly #random: Random;

  constructor(stacks: readonly StackSpec[], random: Random) {
    this.#random = random;
    for (const spec of stacks) {
      if (this.#stacks.has(spec.id)) throw new Error(`MemoryTable: stack "${spec.id}" is declared twice`);
      this.#stacks.set(spec.id, { spec, cards: [] });
    }
    for (const spec of stacks) {
      for (const id of [...discardSources(spec), ...reshuffleSources(spec)]) this.#stack(id);
    }
  }

  /** Place cards at the bottom of a stack, in order (filling an empty stack makes `cards[0]` its top). */
  fill(stack: string, cards: readonly Card[]): void {
    const target = this.#stack(stack);
    const onTable = new Set(this.allCards().map(cardKey));
    for (const card of cards) {
      const key = cardKey(card);
      if (onTable.has(key)) throw new Error(`MemoryTable: ${key} is already on the table`);
      onTable.add(key);
    }
    target.cards.push(...cards);
  }

  /** The stack's cards, top first (a snapshot). */
  contents(stack: string): readonly Card[] {
    return this.#stack(stack).cards.slice();
  }

  /** Every card on the table, stack by stack in declaration order. */
  allCards(): Card[] {
    return [...this.#stacks.values()].flatMap((stack) => stack.cards);
  }

  /** The stack's face-up cards, top first. */
  faceUp(stack: string): readonly Card[] {
    return this.#stack(stack).cards.filter((card) => this.#faceUp.has(cardKey(card)));
  }

  isFaceUp(card: Card): boolean {
    return this.#faceUp.has(cardKey(card));
  }

  /**
   * Draw `count` cards one at a time. The drawn cards are held aside until the draw ends, then put
   * on top of `to` one by one (so the last card drawn ends on top, as when dealing onto a pile);
   * holding them aside keeps a mid-draw reshuffle from taking back cards this draw just drew.
   */
  async draw(from: string, to: string, count: number, how: DrawFrom = "top"): Promise<DrawOutcome> {
    const source = this.#stack(from);
    const target = this.#stack(to);
    if (from === to) throw new Error(`MemoryTable: cannot draw from "${from}" into itself`);
    assertCount(count);
    const drawn: Card[] = [];
    let reshuffles = 0;
    while (drawn.length < count) {
      if (source.cards.length === 0) {
        if (source.spec.runOut.kind === "stop" || this.#gather(source, reshuffleSources(source.spec)) === 0) break;
        source.cards = shuffle(source.cards, this.#random);
        reshuffles++;
      }
      drawn.push(this.#take(source, how));
    }
    for (const card of drawn) {
      this.#faceUp.delete(cardKey(card));
      target.cards.unshift(card);
    }
    return { cards: drawn, reshuffles, short: count - drawn.length, left: source.cards.length };
  }

  /**
   * Move these exact cards from `from` to `to`, as one block in the order given: at the top the
   * first card listed becomes the new top; at the bottom the last card listed becomes the bottom.
   * `from` may equal `to` (put cards back on top or at the bottom). Throws, moving nothing, if a
   * card is not in `from` or is listed twice.
   */
  async move(cards: readonly Card[], from: string, to: string, position: StackPosition = "top"): Promise<void> {
    const source = this.#stack(from);
    const target = this.#stack(to);
    const keys = cards.map(cardKey);
    if (new Set(keys).size !== keys.length) throw new Error(`MemoryTable: a card is listed twice in ${keys.join(" ")}`);
    const moving = this.#held(source, cards);
    const leaving = new Set(keys);
    source.cards = source.cards.filter((card) => !leaving.has(cardKey(card)));
    for (const key of keys) this.#faceUp.delete(key);
    target.cards = position === "top" ? [...moving, ...target.cards] : [...target.cards, ...moving];
  }

  async shuffle(stack: string): Promise<void> {
    const target = this.#stack(stack);
    for (const card of target.cards) this.#faceUp.delete(cardKey(card));
    target.cards = shuffle(target.cards, this.#random);
  }

  /** Gather the stack's discard piles (`spec.discards`, else its reshuffle policy's) into it and shuffle. */
  async returnDiscards(stack: string): Promise<void> {
    const target = this.#stack(stack);
    this.#gather(target, discardSources(target.spec));
    await this.shuffle(stack);
  }

  /** The top `count` cards (fewer if the stack is smaller), without moving them. */
  async peek(stack: string, count: number): Promise<readonly Card[]> {
    assertCount(count);
    return this.#stack(stack).cards.slice(0, count);
  }

  async count(stack: string): Promise<number> {
    return this.#stack(stack).cards.length;
  }

  /** Turn these cards face up where they lie; returns the table's own card objects. Throws if one is not in `stack`. */
  async reveal(stack: string, cards: readonly Card[]): Promise<readonly Card[]> {
    const revealed = this.#held(this.#stack(stack), cards);
    for (const card of revealed) this.#faceUp.add(cardKey(card));
    return revealed;
  }

  #stack(id: string): Stack {
    const stack = this.#stacks.get(id);
    if (!stack) throw new Error(`MemoryTable: unknown stack "${id}"`);
    return stack;
  }

  /** The table's own objects for these cards; throws if one is not in `stack`. */
  #held(stack: Stack, cards: readonly Card[]): Card[] {
    return cards.map((card) => {
      const key = cardKey(card);
      const found = stack.cards.find((candidate) => cardKey(candidate) === key);
      if (!found) throw new Error(`MemoryTable: ${key} is not in "${stack.spec.id}"`);
      return found;
    });
  }

  #take(stack: Stack, how: DrawFrom): Card {
    const index = how === "top" ? 0 : how === "bottom" ? stack.cards.length - 1 : this.#random.int(stack.cards.length);
    return stack.cards.splice(index, 1)[0]!;
  }

  /** Move every card of the `sources` stacks (other than `target` itself) under `target`, face down. Returns how many. */
  #gather(target: Stack, sources: readonly string[]): number {
    let moved = 0;
    for (const id of sources) {
      const source = this.#stack(id);
      if (source === target) continue;
      for (const card of source.cards) this.#faceUp.delete(cardKey(card));
      target.cards.push(...source.cards);
      moved += source.cards.length;
      source.cards = [];
    }
    return moved;
  }
}

function reshuffleSources(spec: StackSpec): readonly string[] {
  return spec.runOut.kind === "reshuffle" ? spec.runOut.discards : [];
}

function discardSources(spec: StackSpec): readonly string[] {
  return spec.discards ?? reshuffleSources(spec);
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`MemoryTable: bad card count ${count}`);
}
