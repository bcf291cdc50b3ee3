/**
 * Who wins the tie-break [DIR-09 ruling, `tieBreak: "highestCards"`]: competitors tied on k
 * successes compare them from the highest value down (Ace high); the first higher card wins. Two
 * hands of k successes compare as their counts of Aces, then of Kings, and so on down: the hand
 * with more of the first rank where they differ wins. So the tie-break is a walk down the ranks
 * whose state is who is still tied and how many successes each still has below the current rank.
 *
 * What a tied competitor's k successes are: a uniformly random k of the cards of its suit in its
 * deck (the deal is a uniform shuffle; only how many of the suit land in each hand was given).
 * Competitors on one deck counting one suit (a "pool") hold disjoint such sets; every other pair is
 * independent. Once a competitor drops out of the tie, what it holds below no longer matters: by
 * exchangeability, the others' cards below the current rank stay uniform among the pool's cards
 * there. So the tied ones of a pool are interchangeable, and the state is only a head-count: how
 * many of each pool are still tied (and how many successes each has left, the same for all). At each
 * rank a pool's tied ones draw its copies of that rank as a hypergeometric over blocks; the most
 * copies any pool drew decides who stays.
 */
import { choose } from "../cards/odds.ts";

/** Ranks from the highest down: Ace (14) to 2. */
const RANKS_DOWN = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A pool's cards of its suit: copies[t] of rank RANKS_DOWN[t], and below[t] = how many of rank ≤ RANKS_DOWN[t]. */
export interface PoolRanks {
  readonly copies: readonly number[];
  readonly below: readonly number[];
}

/** Each rank's copies (index = RANKS_DOWN position) of one suit, given copies by rank. */
export function poolRanks(copiesOf: (rank: number) => number): PoolRanks {
  const copies = RANKS_DOWN.map(copiesOf);
  const below = copies.map((_, t) => copies.slice(t).reduce((sum, count) => sum + count, 0));
  return { copies, below };
}

/**
 * One pool's rank: its `tied` ones each hold `left` of the `below` cards left (disjoint blocks),
 * `copies` of them of this rank. at[c][a]: P(the most copies any of them holds is c, and exactly a
 * hold c) — Π C(left, x_j) · C(below − r·left, copies − Σx) / C(below, copies) summed over the rest
 * holding fewer; fewer[c] = P(every one holds fewer than c).
 */
function poolRank(tied: number, left: number, copies: number, below: number): { at: Float64Array[]; fewer: Float64Array } {
  const rest = below - tied * left;
  const all = choose(below, copies);
  const top = Math.min(copies, left);
  const at: Float64Array[] = [];
  const fewer = new Float64Array(top + 2);
  for (let c = 0; c <= top; c++) {
    // (Σ_{x<c} C(left, x) z^x)^j for j = 0 … r − 1: the other r − a blocks each holding fewer than c.
    let power = [1];
    const powers = [power];
    for (let j = 1; j < tied; j++) {
      const next = new Array<number>(power.length + Math.max(0, c - 1)).fill(0);
      for (let s = 0; s < power.length; s++) for (let x = 0; x < c; x++) next[s + x]! += power[s]! * choose(left, x);
      power = next;
      powers.push(power);
    }
    const byA = new Float64Array(tied + 1);
    const ofOne = choose(left, c);
    let ofC = 1;
    for (let a = 1; a <= tied; a++) {
      ofC *= ofOne;
      const poly = powers[tied - a]!;
      let fall = 0;
      for (let s = 0; s < poly.length; s++) fall += poly[s]! * choose(rest, copies - a * c - s);
      byA[a] = (choose(tied, a) * ofC * fall) / all;
    }
    at.push(byA);
    fewer[c + 1] = fewer[c]! + byA.reduce((sum, p) => sum + p, 0);
  }
  return { at, fewer };
}

/**
 * Tie-break odds for one competition's pools (`ranks[pool]` its cards, `sizes[pool]` its
 * competitors). `wins(state, k)`: for the competitors tied on k successes, state[pool] of each pool,
 * each pool's chance that one of its tied ones wins (the rest of the mass is a tie that persists);
 * the pool's tied ones share it evenly. Memoised.
 */
export function tieBreaker(ranks: readonly PoolRanks[], sizes: readonly number[], mostLeft: number) {
  const pools = ranks.length;
  const strides: number[] = [];
  let vectors = 1;
  for (const size of sizes) {
    strides.push(vectors);
    vectors *= size + 1;
  }
  const levels = RANKS_DOWN.length + 1;
  const memo = new Map<number, Float64Array>();
  const rankMemo = new Map<number, ReturnType<typeof poolRank>>();
  const outcome = (pool: number, tied: number, left: number, t: number) => {
    const key = ((pool * (sizes[pool]! + 1) + tied) * (mostLeft + 1) + left) * levels + t;
    let known = rankMemo.get(key);
    if (!known) rankMemo.set(key, (known = poolRank(tied, left, ranks[pool]!.copies[t]!, ranks[pool]!.below[t]!)));
    return known;
  };

  function solve(vector: number, heads: readonly number[], left: number, t: number): Float64Array {
    const key = (vector * (mostLeft + 1) + left) * levels + t;
    const known = memo.get(key);
    if (known) return known;
    const wins = new Float64Array(pools);
    memo.set(key, wins);
    // Nothing left to compare (or no rank left): the tied ones hold the same values, the tie persists.
    if (left === 0 || t === RANKS_DOWN.length) return wins;
    const tiedPools = heads.flatMap((count, pool) => (count > 0 ? [pool] : []));
    if (tiedPools.every((pool) => ranks[pool]!.copies[t] === 0)) {
      wins.set(solve(vector, heads, left, t + 1));
      return wins;
    }
    const outcomes = tiedPools.map((pool) => outcome(pool, heads[pool]!, left, t));
    const most = Math.max(...outcomes.map((o) => o.at.length - 1));
    const next = heads.map(() => 0);
    for (let m = 0; m <= most; m++) {
      // Each tied pool holds fewer than m, or exactly a of its tied ones hold m; at least one pool holds m.
      const walk = (index: number, p: number, reached: boolean, staying: number, vectorNext: number): void => {
        if (p === 0) return;
        if (index === tiedPools.length) {
          if (!reached) return;
          if (staying === 1) {
            const pool = next.findIndex((count) => count > 0);
            wins[pool]! += p;
            return;
          }
          const further = solve(vectorNext, [...next], left - m, t + 1);
          for (let pool = 0; pool < pools; pool++) wins[pool]! += p * further[pool]!;
          return;
        }
        const pool = tiedPools[index]!;
        const { at, fewer } = outcomes[index]!;
        next[pool] = 0;
        walk(index + 1, p * (fewer[Math.min(m, at.length)] ?? 0), reached, staying, vectorNext);
        const byA = at[m];
        if (byA) {
          for (let a = 1; a < byA.length; a++) {
            next[pool] = a;
            walk(index + 1, p * byA[a]!, true, staying + a, vectorNext + a * strides[pool]!);
          }
          next[pool] = 0;
        }
      };
      walk(0, 1, false, 0, 0);
    }
    return wins;
  }

  return {
    wins: (heads: readonly number[], k: number): Float64Array => solve(heads.reduce((sum, count, pool) => sum + count * strides[pool]!, 0), heads, k, 0),
  };
}
