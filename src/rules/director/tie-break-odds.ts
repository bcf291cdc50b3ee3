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
 * there. So at each rank the tied ones of a pool draw its copies of that rank as a chain of
 * hypergeometrics, and the state is only (who is still tied, how many successes each has left).
 */
import { choose, hypergeometric } from "../cards/odds.ts";

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

/** One outcome of a rank: the most copies any tied one drew there, who drew that many (a mask), and its chance. */
interface RankOutcome {
  readonly most: number;
  readonly mask: number;
  readonly p: number;
}

/**
 * P(the tie persists) among `tied` exchangeable competitors each holding `left` successes below
 * rank index t: all on decks of their own with the same cards of their suit ("apart"), or all on
 * one deck counting one suit (one pool). At each rank only the most copies drawn (c) and how many
 * drew that many (a) matter: apart, C(r, a) p(c)^a P(fewer than c)^(r−a); in one pool the r hands
 * are r blocks of `left` cards among the `below` left, and the copies fall on them as a
 * hypergeometric over blocks, Π C(left, x_j) · C(below − r·left, copies − Σx) / C(below, copies).
 */
function persistentTie(ranks: PoolRanks, onePool: boolean, most: { readonly tied: number; readonly left: number }) {
  const levels = RANKS_DOWN.length + 1;
  const memo = new Float64Array((most.tied + 1) * (most.left + 1) * levels).fill(NaN);
  const powers = new Float64Array(most.tied + 1);
  const solve = (tied: number, left: number, t: number): number => {
    if (left === 0 || t === RANKS_DOWN.length) return 1;
    const key = (tied * (most.left + 1) + left) * levels + t;
    const known = memo[key]!;
    if (!Number.isNaN(known)) return known;
    const copies = ranks.copies[t]!;
    const cards = ranks.below[t]!;
    const top = Math.min(copies, left);
    let p = 0;
    if (copies === 0) p = solve(tied, left, t + 1);
    else if (!onePool) {
      let fewer = 0;
      for (let c = 0; c <= top; c++) {
        const exactly = hypergeometric(cards, copies, left, c);
        if (exactly > 0) {
          // Σ_{a ≥ 2} C(r, a) exactly^a fewer^(r − a) · P(the a stay level below).
          powers[0] = 1;
          for (let j = 1; j <= tied; j++) powers[j] = powers[j - 1]! * fewer;
          let ofExactly = exactly;
          for (let a = 2; a <= tied; a++) {
            ofExactly *= exactly;
            const q = choose(tied, a) * ofExactly * powers[tied - a]!;
            if (q > 0) p += q * solve(a, left - c, t + 1);
          }
        }
        fewer += exactly;
      }
    } else {
      const rest = cards - tied * left;
      const all = choose(cards, copies);
      for (let c = 0; c <= top; c++) {
        // (Σ_{x<c} C(left, x) z^x)^j for j = 0 … r − 2: the other r − a blocks each drawing fewer than c.
        let power = [1];
        const fewerPowers = [power];
        for (let j = 1; j <= tied - 2; j++) {
          const next = new Array<number>(power.length + Math.max(0, c - 1)).fill(0);
          for (let s = 0; s < power.length; s++) for (let x = 0; x < c; x++) next[s + x]! += power[s]! * choose(left, x);
          power = next;
          fewerPowers.push(power);
        }
        const ofOne = choose(left, c);
        let ofC = ofOne;
        for (let a = 2; a <= tied; a++) {
          ofC *= ofOne;
          const poly = fewerPowers[tied - a]!;
          let fall = 0;
          for (let s = 0; s < poly.length; s++) fall += poly[s]! * choose(rest, copies - a * c - s);
          const q = (choose(tied, a) * ofC * fall) / all;
          if (q > 0) p += q * solve(a, left - c, t + 1);
        }
      }
    }
    memo[key] = p;
    return p;
  };
  return solve;
}

/**
 * Tie-break odds for one competition: `pools[i]` is competitor i's pool index, `ranks[pool]` that
 * pool's cards. `wins(tied, k)` gives, for the competitors in mask `tied` all holding k successes,
 * each one's chance to win the tie-break (the rest of the mass is a tie that persists). Memoised.
 * Exchangeable tied competitors (the same cards, all apart or all in one pool) share 1 − P(tie) evenly.
 */
export function tieBreaker(pools: readonly number[], ranks: readonly PoolRanks[], mostLeft: number) {
  const competitors = pools.length;
  const memo = new Map<number, Float64Array>();
  const profiles = ranks.map((pool) => pool.copies.join(","));
  const exchangeable = new Map<string, (tied: number, left: number, t: number) => number>();
  /** The joint outcome of rank t for the tied ones in `mask`, each with `left` successes still to place. */
  function rankOutcomes(mask: number, left: number, t: number): RankOutcome[] {
    let outcomes: RankOutcome[] = [{ most: 0, mask: 0, p: 1 }];
    const byPool = new Map<number, number[]>();
    for (let i = 0; i < competitors; i++) if (mask & (1 << i)) byPool.set(pools[i]!, [...(byPool.get(pools[i]!) ?? []), i]);
    for (const [pool, members] of byPool) {
      const copies = ranks[pool]!.copies[t]!;
      const cards = ranks[pool]!.below[t]!;
      // The pool's members draw `left` each, one after another, from `cards` holding `copies` of this rank.
      const own: RankOutcome[] = [];
      const walk = (at: number, population: number, hits: number, most: number, who: number, p: number): void => {
        if (at === members.length) {
          own.push({ most, mask: who, p });
          return;
        }
        const bit = 1 << members[at]!;
        for (let x = Math.max(0, left - (population - hits)); x <= Math.min(hits, left); x++) {
          const q = p * hypergeometric(population, hits, left, x);
          if (q === 0) continue;
          walk(at + 1, population - left, hits - x, Math.max(most, x), x > most ? bit : x === most ? who | bit : who, q);
        }
      };
      walk(0, cards, copies, -1, 0, 1);
      const merged = new Map<number, RankOutcome>();
      for (const a of outcomes) {
        for (const b of own) {
          const most = Math.max(a.most, b.most);
          const who = (a.most === most ? a.mask : 0) | (b.most === most ? b.mask : 0);
          const key = most * 2 ** competitors + who;
          const previous = merged.get(key);
          merged.set(key, { most, mask: who, p: (previous?.p ?? 0) + a.p * b.p });
        }
      }
      outcomes = [...merged.values()];
    }
    return outcomes;
  }

  function solve(mask: number, left: number, t: number): Float64Array {
    const key = (mask * 256 + left) * 16 + t;
    const known = memo.get(key);
    if (known) return known;
    const wins = new Float64Array(competitors);
    // Nothing left to compare (or no rank left): the tied ones hold the same values, the tie persists.
    if (left > 0 && t < RANKS_DOWN.length) {
      for (const { most, mask: leaders, p } of rankOutcomes(mask, left, t)) {
        if ((leaders & (leaders - 1)) === 0) wins[31 - Math.clz32(leaders)]! += p;
        else {
          const further = solve(leaders, left - most, t + 1);
          for (let i = 0; i < competitors; i++) wins[i]! += p * further[i]!;
        }
      }
    }
    memo.set(key, wins);
    return wins;
  }

  /** The tie persists for these exchangeable competitors, or null when they are not. */
  function symmetricTie(members: readonly number[], left: number): number | null {
    const profile = profiles[members[0]!]!;
    if (members.some((member) => profiles[member] !== profile)) return null;
    const poolsOf = new Set(members.map((member) => pools[member]!));
    const onePool = poolsOf.size === 1;
    if (!onePool && poolsOf.size !== members.length) return null;
    const key = `${onePool ? "pool" : "apart"} ${profile}`;
    if (!exchangeable.has(key)) exchangeable.set(key, persistentTie(ranks[members[0]!]!, onePool, { tied: competitors, left: mostLeft }));
    return exchangeable.get(key)!(members.length, left, 0);
  }

  const asked = new Map<number, Float64Array>();
  return {
    wins(tied: number, k: number): Float64Array {
      const key = tied * 256 + k;
      const known = asked.get(key);
      if (known) return known;
      const members: number[] = [];
      for (let index = 0; index < competitors; index++) if (tied & (1 << index)) members.push(index);
      const tie = symmetricTie(members, k);
      let wins: Float64Array;
      if (tie === null) wins = solve(tied, k, 0);
      else {
        wins = new Float64Array(competitors);
        for (const member of members) wins[member] = (1 - tie) / members.length;
      }
      asked.set(key, wins);
      return wins;
    },
  };
}
