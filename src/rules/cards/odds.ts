/**
 * Exact odds [CORE-05]: combinatorics over the actual composition of the stacks, no sampling.
 */

const chooseCache = new Map<string, number>();

/** Binomial coefficient C(n, k) as a float (exact for the deck sizes used here). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  const kk = Math.min(k, n - k);
  const key = `${n},${kk}`;
  const cached = chooseCache.get(key);
  if (cached !== undefined) return cached;
  let result = 1;
  for (let i = 1; i <= kk; i++) result = (result * (n - kk + i)) / i;
  result = Math.round(result);
  chooseCache.set(key, result);
  return result;
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
  const classes = new Map<string, C[]>();
  for (const card of deck) {
    const key = classify(card);
    const members = classes.get(key);
    if (members) members.push(card);
    else classes.set(key, [card]);
  }
  const groups = [...classes.values()];
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
