/**
 * Exact odds of a hand's best cards [CORE-05], counted by classes of cards a check treats alike.
 *
 * Many checks look only at the best card of a draw (the nearest to a target, the highest), or at
 * the sum of its few highest values. Both follow from counts per class without walking the hands:
 * - the best card: P(best is at least as bad as class i) = C(cards in classes i.., n) / C(N, n), so
 *   each class's chance is a difference of two binomials;
 * - the top sum: a dynamic programme over the classes, highest value first, whose state is (cards
 *   drawn so far, sum of the highest of them), weighted by C(class size, cards taken).
 * Costs grow with the number of classes (and sums), not with C(N, n).
 */
import { choose } from "./odds.ts";

/**
 * P(the best card of an `draws`-card hand is of class i), for classes listed best first with
 * `counts[i]` cards each. The hand is drawn without replacement from all the cards counted; a draw
 * larger than the cards there are takes them all. An empty draw has no best card: every entry is 0.
 */
export function bestClassOdds(counts: readonly number[], draws: number): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const n = Math.min(draws, total);
  const odds = counts.map(() => 0);
  if (n <= 0) return odds;
  const hands = choose(total, n);
  let atOrWorse = total;
  counts.forEach((count, index) => {
    const worse = atOrWorse - count;
    odds[index] = (choose(atOrWorse, n) - choose(worse, n)) / hands;
    atOrWorse = worse;
  });
  return odds;
}

/** Cards of one value, and how many of them the population holds. */
export interface ValueClass {
  /** A whole number ≥ 0. */
  readonly value: number;
  readonly count: number;
}

/**
 * How many `draws`-card hands (unordered, without replacement) from these cards have each sum of
 * their `top` highest values: entry s counts the hands whose `top` best values add up to s. With
 * `top` ≥ `draws` that is the sum of the whole hand. The entries add up to C(cards, draws); a draw
 * larger than the cards there are has no hands (all zero). Counts are floats, exact below 2^53.
 */
export function topSumHands(classes: readonly ValueClass[], draws: number, top: number): number[] {
  const highestFirst = classes.filter((valueClass) => valueClass.count > 0).sort((a, b) => b.value - a.value);
  const counted = Math.max(0, Math.min(top, draws));
  const width = maxTopSum(highestFirst, counted) + 1;
  if (draws < 0) return new Array<number>(width).fill(0);
  // ways[c * width + s]: hands of c cards from the classes seen so far whose top values sum to s.
  let ways = new Float64Array((draws + 1) * width);
  ways[0] = 1;
  for (const { value, count } of highestFirst) {
    const next = new Float64Array(ways.length);
    for (let drawn = 0; drawn <= draws; drawn++) {
      const room = Math.max(0, counted - drawn);
      const most = Math.min(count, draws - drawn);
      for (let sum = 0; sum < width; sum++) {
        const here = ways[drawn * width + sum]!;
        if (here === 0) continue;
        for (let taken = 0; taken <= most; taken++) {
          next[(drawn + taken) * width + sum + value * Math.min(taken, room)]! += here * choose(count, taken);
        }
      }
    }
    ways = next;
  }
  return Array.from(ways.subarray(draws * width, (draws + 1) * width));
}

/** Cards grouped by the value `valueOf` gives them (a whole number ≥ 0), in order of first appearance. */
export function countByValue<C>(cards: readonly C[], valueOf: (card: C) => number): ValueClass[] {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(valueOf(card), (counts.get(valueOf(card)) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/**
 * A hidden hand of `draws` cards, a uniformly random subset of `population` cards of which `classes`
 * count some (the rest are cards the caller judges apart, such as 52 Fates' Aces): entry s is the
 * probability that every card of the hand is in `classes` and its `top` highest values add up to s.
 * A draw larger than the population takes it all. With every card in `classes` the entries add up
 * to 1. Counted with `topSumHands`, never by listing hands.
 */
export function topSumOdds(classes: readonly ValueClass[], population: number, draws: number, top: number): number[] {
  const drawn = Math.max(0, Math.min(draws, population));
  const hands = choose(population, drawn);
  return topSumHands(classes, drawn, top).map((ways) => (hands > 0 ? ways / hands : 0));
}

/** The largest sum `counted` cards of these classes can make. */
function maxTopSum(highestFirst: readonly ValueClass[], counted: number): number {
  let left = counted;
  let sum = 0;
  for (const { value, count } of highestFirst) {
    const taken = Math.min(left, count);
    sum += taken * value;
    left -= taken;
  }
  return sum;
}
