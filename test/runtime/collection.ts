/**
 * Foundry's Collection: a Map keyed by id whose iteration yields values, with array-like helpers.
 * World collections (game.actors…) and embedded collections (deck.cards…) are both this class.
 */
export class Collection<V> extends Map<string, V> {
  constructor(
    readonly documentName: string,
    entries?: Iterable<readonly [string, V]>,
  ) {
    super(entries);
  }

  /** Iterating a Collection yields its values, like Foundry's (hence the clash with Map's entry iterator). */
  // @ts-expect-error Foundry's Collection deliberately iterates values, unlike Map
  override [Symbol.iterator](): MapIterator<V> {
    return this.values();
  }

  get contents(): V[] {
    return [...this.values()];
  }

  override get(key: string, options: { strict?: boolean } = {}): V | undefined {
    const value = super.get(key);
    if (options.strict && value === undefined) throw new Error(`The key ${key} does not exist in the ${this.documentName} Collection`);
    return value;
  }

  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: unknown }).name === name);
  }

  find(predicate: (value: V, index: number) => boolean): V | undefined {
    return this.contents.find(predicate);
  }

  filter(predicate: (value: V, index: number) => boolean): V[] {
    return this.contents.filter(predicate);
  }

  map<T>(fn: (value: V, index: number) => T): T[] {
    return this.contents.map(fn);
  }

  some(predicate: (value: V, index: number) => boolean): boolean {
    return this.contents.some(predicate);
  }

  every(predicate: (value: V, index: number) => boolean): boolean {
    return this.contents.every(predicate);
  }

  reduce<T>(fn: (acc: T, value: V, index: number) => T, initial: T): T {
    return this.contents.reduce(fn, initial);
  }

  toJSON(): unknown[] {
    return this.contents.map((v) => (v as { toJSON?: () => unknown }).toJSON?.() ?? v);
  }
}
