/**
 * Exact odds [CORE-05]: combinatorics over the actual composition of the stacks, no sampling.
 */

/** Rows of Pascal's triangle built so far: `pascal[n][k]` is C(n, k). Grown on demand, never shrunk. */
const pascal: Float64Array[] = [Float64Array.of(1)];
/** Beyond this many cards `choose` multiplies instead of growing the table (no deck here comes near it). */
const PASCAL_LIMIT = 512;

/**
 * Pascal's triangle up to row n: rows[m][k] is C(m, k) for every m ≤ n (read-only), for loops that
 * read many rows (one array lookup each, no call).
 */
export function pascalRows(n: number): readonly Float64Array[] {
  binomials(n);
  return pascal;
}

/**
 * Binomial coefficient C(n, k) as a float: exact integers while they stay below 2^53 (every n up to
 * 56), otherwise correctly rounded sums of exact-as-possible terms. Table lookups, so the counting
 * loops below may call it freely.
 */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  if (n <= PASCAL_LIMIT && Number.isInteger(n) && Number.isInteger(k)) return binomials(n)[k]!;
  const kk = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= kk; i++) result = (result * (n - kk + i)) / i;
  return Math.round(result);
}

/** Row n of Pascal's triangle, C(n, 0) … C(n, n): shared, for counting loops that read binomials by index. */
export function binomials(n: number): Float64Array {
  for (let size = pascal.length; size <= n; size++) {
    const previous = pascal[size - 1]!;
    const row = new Float64Array(size + 1);
    row[0] = 1;
    row[size] = 1;
    for (let k = 1; k < size; k++) row[k] = previous[k - 1]! + previous[k]!;
    pascal.push(row);
  }
  return pascal[n]!;
}

/** P(exactly k successes) drawing `draws` cards without replacement from `population` holding `successes`. */
export function hypergeometric(population: number, successes: number, draws: number, k: number): number {
  const total = choose(population, draws);
  if (total === 0) return 0;
  return (choose(successes, k) * choose(population - successes, draws - k)) / total;
}

/** P(at least k successes) in the same setting. */
export function hypergeometricAtLeast(population: number, successes: number, draws: number, k: number): number {
  let p = 0;
  for (let i = Math.max(0, k); i <= Math.min(draws, successes); i++) p += hypergeometric(population, successes, draws, i);
  return Math.min(1, p);
}

/**
 * Exact distribution of `evaluate(hand)` over every unordered `n`-card draw without replacement from
 * `deck`. Cards are grouped into classes by `classify` (cards of one class must be interchangeable
 * for `evaluate`); the enumeration walks multisets of class counts with multivariate hypergeometric
 * weights, so its cost depends on the number of classes, not on C(deck, n).
 *
 * `evaluate` receives a representative hand (real cards from the deck). Outcomes are compared by
 * identity (use strings or numbers). If the deck holds fewer than `n` cards the whole deck is drawn.
 */
export function drawOdds<C, O>(
  deck: readonly C[],
  n: number,
  classify: (card: C) => string,
  evaluate: (hand: readonly C[]) => O,
): Map<O, number> {
  const groups = groupBy(deck, classify);
  const draws = Math.max(0, Math.min(n, deck.length));
  const total = choose(deck.length, draws);
  const result = new Map<O, number>();
  const hand: C[] = [];

  const walk = (index: number, remaining: number, weight: number): void => {
    if (remaining === 0) {
      const outcome = evaluate(hand);
      result.set(outcome, (result.get(outcome) ?? 0) + weight / total);
      return;
    }
    if (index >= groups.length) return;
    const group = groups[index]!;
    const max = Math.min(group.length, remaining);
    for (let k = 0; k <= max; k++) {
      for (let i = 0; i < k; i++) hand.push(group[i]!);
      walk(index + 1, remaining - k, weight * choose(group.length, k));
      hand.length -= k;
    }
  };
  walk(0, draws, 1);
  return result;
}

/** Probability that `predicate(hand)` holds, over the same enumeration as `drawOdds`. */
export function drawProbability<C>(
  deck: readonly C[],
  n: number,
  classify: (card: C) => string,
  predicate: (hand: readonly C[]) => boolean,
): number {
  return drawOdds(deck, n, classify, predicate).get(true) ?? 0;
}

/** How a `sequentialOdds` draw goes: where it starts, how each card changes it, when it stops. */
export interface SequentialRules<C, S> {
  readonly initial: S;
  readonly step: (state: S, card: C) => S;
  readonly isDone: (state: S) => boolean;
  /** Equal keys mean equivalent states (the DP merges them). */
  readonly key: (state: S) => string;
  /** Cards with equal classes must be interchangeable for `step`. */
  readonly classify: (card: C) => string;
}

/** One final state of `sequentialOdds` and the probability of ending in it. */
export interface StateOdds<S> {
  readonly state: S;
  readonly probability: number;
}

/**
 * Exact distribution of where an ordered draw without replacement ends: cards are drawn one at a
 * time from a uniformly shuffled `deck`, `step` folds each card into the state, and the draw stops
 * as soon as `isDone(state)` (or when the deck is empty — that state is final too).
 *
 * Dynamic programming, breadth first by cards drawn: paths that reach the same remaining
 * composition (counts per `classify` class) with the same `key(state)` are merged, so the cost
 * grows with (compositions × states), not with deck! orderings. Cards of one class must be
 * interchangeable for `step`; `step` receives a real card of that class that has not yet been drawn.
 * States with equal keys must be equivalent (the first one seen is kept). Returns final states
 * keyed by `key(state)`.
 */
export function sequentialOdds<C, S>(deck: readonly C[], rules: SequentialRules<C, S>): Map<string, StateOdds<S>> {
  const { initial, step, isDone, key } = rules;
  const classes = groupBy(deck, rules.classify);
  const finals = new Map<string, StateOdds<S>>();
  const settle = (state: S, probability: number): void => {
    const stateKey = key(state);
    const known = finals.get(stateKey);
    finals.set(stateKey, { state: known ? known.state : state, probability: (known?.probability ?? 0) + probability });
  };

  interface Node {
    readonly left: readonly number[];
    readonly state: S;
    probability: number;
  }
  let frontier = new Map<string, Node>([["", { left: classes.map((members) => members.length), state: initial, probability: 1 }]]);
  for (let remaining = deck.length; frontier.size > 0; remaining--) {
    const next = new Map<string, Node>();
    for (const node of frontier.values()) {
      if (remaining === 0 || isDone(node.state)) {
        settle(node.state, node.probability);
        continue;
      }
      node.left.forEach((count, index) => {
        if (count === 0) return;
        const members = classes[index]!;
        const state = step(node.state, members[members.length - count]!);
        const left = node.left.slice();
        left[index] = count - 1;
        const probability = (node.probability * count) / remaining;
        const nodeKey = `${left.join(",")}|${key(state)}`;
        const existing = next.get(nodeKey);
        if (existing) existing.probability += probability;
        else next.set(nodeKey, { left, state, probability });
      });
    }
    frontier = next;
  }
  return finals;
}

/** Group items by key, in order of first appearance. */
function groupBy<C>(items: readonly C[], classify: (item: C) => string): C[][] {
  const groups = new Map<string, C[]>();
  for (const item of items) {
    const groupKey = classify(item);
    const members = groups.get(groupKey);
    if (members) members.push(item);
    else groups.set(groupKey, [item]);
  }
  return [...groups.values()];
}
