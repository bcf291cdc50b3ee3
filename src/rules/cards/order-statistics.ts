/**
 * Exact odds of a hand's best cards [CORE-05], counted by classes of cards a check treats alike.
 *
 * Many checks look only at the best card of a draw (the nearest to a target, the highest), or at
 * the sum of its few highest values. Both follow from counts per class without walking the hands:
 * - the best card: P(best is at least as bad as class i) = C(cards in classes i.., n) / C(N, n), so
 *   each class's chance is a difference of two binomials;
 * - the top sum: a dynamic programme over the classes, highest value first, whose state is (cards
 *   drawn so far, sum of the highest of them), weighted by C(class size, cards taken); with one
 *   more card drawn apart for someone else (a wildcard's card from the deck), a flag for it joins
 *   the state and its value comes off the sum, so the two are counted together without replacement.
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
 *
 * A caller that only compares the sum with numbers up to `ceiling` may give it: the hands whose sum
 * is above it are then lumped into one last entry (index `ceiling` + 1), which is cheaper.
 */
export function topSumHands(classes: readonly ValueClass[], draws: number, top: number, ceiling = Infinity): number[] {
  return countTopSums(classes, draws, top, false, ceiling).ways;
}

/**
 * The same hands, each with one more card drawn apart from them (a card someone else takes): entry i
 * counts the pairs (hand, extra card) whose hand's `top` highest values add up to the extra card's
 * value plus i − `offset`. The entries add up to C(cards, draws) × (cards − draws). With a `ceiling`,
 * the pairs whose difference is above it are lumped into the last entry (no difference up to
 * `ceiling` is).
 */
export function topSumLessOneHands(
  classes: readonly ValueClass[],
  draws: number,
  top: number,
  ceiling = Infinity,
): { offset: number; ways: number[] } {
  return countTopSums(classes, draws, top, true, ceiling);
}

/**
 * The one dynamic programme behind both, over the classes highest value first: its state is (cards
 * of the hand drawn so far, sum of the highest of them), and with `extra`, whether the extra card is
 * drawn yet — then the state keeps the sum less its value, plus `offset` so it never goes below 0.
 * Sums only grow, but for that one card, so a sum more than `offset` above the `ceiling` can never
 * come back under it: such sums are kept in one overflow entry, `last`.
 */
function countTopSums(
  classes: readonly ValueClass[],
  draws: number,
  top: number,
  extra: boolean,
  ceiling: number,
): { offset: number; ways: number[] } {
  const highestFirst = classes.filter((valueClass) => valueClass.count > 0).sort((a, b) => b.value - a.value);
  const counted = Math.max(0, Math.min(top, draws));
  const offset = extra ? (highestFirst[0]?.value ?? 0) : 0;
  const full = maxTopSum(highestFirst, counted) + offset + 1;
  const width = Math.min(full, Math.max(0, ceiling) + offset + 2);
  if (draws < 0) return { offset, ways: new Array<number>(full).fill(0) };
  const last = width - 1;
  const lumps = width < full;
  // ways[c * width + s]: hands of c cards from the classes seen so far whose top values sum to s;
  // marked[c * width + s]: the same with the extra card drawn among those classes too, the hand's sum less its value being s − offset.
  let ways = new Float64Array((draws + 1) * width);
  let marked = new Float64Array(extra ? ways.length : 0);
  // reach[c]: one past the highest index with a count in row c of either table.
  let reach = new Int32Array(draws + 1);
  ways[0] = 1;
  reach[0] = 1;
  for (const { value, count } of highestFirst) {
    const next = new Float64Array(ways.length);
    const nextMarked = new Float64Array(marked.length);
    const nextReach = new Int32Array(draws + 1);
    for (let drawn = 0; drawn <= draws; drawn++) {
      const end = reach[drawn]!;
      if (end === 0) continue;
      const row = drawn * width;
      const room = Math.max(0, counted - drawn);
      const most = Math.min(count, draws - drawn);
      for (let taken = 0; taken <= most; taken++) {
        const to = (drawn + taken) * width;
        const add = value * Math.min(taken, room);
        const hands = choose(count, taken);
        // The extra card may be one of this class's cards the hand left.
        const withExtra = extra && taken < count ? hands * (count - taken) : 0;
        const marking = offset - value;
        for (let sum = 0; sum < end; sum++) {
          const grown = Math.min(sum + add, last);
          const here = ways[row + sum]!;
          if (here !== 0) {
            next[to + grown]! += here * hands;
            // A lumped sum stays lumped: it was over by more than any card takes off.
            if (withExtra !== 0) nextMarked[to + (lumps && sum === last ? last : Math.min(sum + add + marking, last))]! += here * withExtra;
          }
          if (extra) {
            const hereMarked = marked[row + sum]!;
            if (hereMarked !== 0) nextMarked[to + grown]! += hereMarked * hands;
          }
        }
        nextReach[drawn + taken] = Math.max(nextReach[drawn + taken]!, Math.min(end + add + offset, width));
      }
    }
    ways = next;
    marked = nextMarked;
    reach = nextReach;
  }
  const result = extra ? marked : ways;
  return { offset, ways: Array.from(result.subarray(draws * width, (draws + 1) * width)) };
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
 * probability that every card of the hand is in `classes` and its `top` highest values add up to s
 * (a `ceiling` lumps the sums above it, as `topSumHands`). A draw larger than the population takes
 * it all. With every card in `classes` the entries add up to 1. Counted, never by listing hands.
 */
export function topSumOdds(classes: readonly ValueClass[], population: number, draws: number, top: number, ceiling = Infinity): number[] {
  const drawn = Math.max(0, Math.min(draws, population));
  const hands = choose(population, drawn);
  return topSumHands(classes, drawn, top, ceiling).map((ways) => (hands > 0 ? ways / hands : 0));
}

/**
 * `topSumOdds` with one more card drawn apart (a card from the deck for someone else): at index i,
 * the probability that the hand and that card are all in `classes` and the hand's `top` highest
 * values add up to the card's value plus i − `offset` (a `ceiling` lumps the differences above it).
 * No card left for it: every entry is 0.
 */
export function topSumLessOneOdds(
  classes: readonly ValueClass[],
  population: number,
  draws: number,
  top: number,
  ceiling = Infinity,
): { offset: number; odds: number[] } {
  const drawn = Math.max(0, Math.min(draws, population));
  const pairs = choose(population, drawn) * (population - drawn);
  const { offset, ways } = topSumLessOneHands(classes, drawn, top, ceiling);
  return { offset, odds: ways.map((count) => (pairs > 0 ? count / pairs : 0)) };
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
