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
import { binomials } from "./deck-sets.ts";

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
 * P(the tie persists) among `tied` exchangeable competitors each holding `left` successes below
 * rank index t: all on decks of their own with the same cards of their suit ("apart"), or all on
 * one deck counting one suit (one pool). At each rank only the most copies drawn (c) and how many
 * drew that many (a) matter: apart, C(r, a) p(c)^a P(fewer than c)^(r−a); in one pool the r hands
 * are r blocks of `left` cards among the `below` left, and the copies fall on them as a
 * hypergeometric over blocks, Π C(left, x_j) · C(below − r·left, copies − Σx) / C(below, copies).
 * Built bottom-up, rank by rank from the lowest, for every head-count up to `most.tied` and every
 * `left` up to `most.left` (typed arrays, no recursion), kept for every rank: the answer from rank t down.
 */
function persistentTie(ranks: PoolRanks, onePool: boolean, most: { readonly tied: number; readonly left: number }) {
  const width = most.tied + 1;
  const span = (most.left + 1) * width;
  // below[left · width + r]: P(the tie persists) from the rank below; left 0 (nothing left to compare) persists.
  let below = new Float64Array(span).fill(1);
  const layers: Float64Array[] = [];
  layers[RANKS_DOWN.length] = below;
  const powers = new Float64Array(width);
  const ofTied = Array.from({ length: width }, (_, r) => binomials(r));
  // (Σ_{x<c} C(left, x) z^x)^j, j = 0 … tied − 2, each at j · stride (degree below tied · 13).
  const stride = Math.max(1, most.tied) * RANKS_DOWN.length + 1;
  const fewerPowers = new Float64Array(Math.max(1, most.tied - 1) * stride);
  const lengths = new Int32Array(Math.max(1, most.tied - 1));
  for (let t = RANKS_DOWN.length - 1; t >= 0; t--) {
    const copies = ranks.copies[t]!;
    if (copies === 0) {
      layers[t] = below;
      continue;
    }
    const cards = ranks.below[t]!;
    const here = new Float64Array(span);
    for (let r = 0; r <= most.tied; r++) here[r] = 1;
    for (let left = 1; left <= most.left; left++) {
      const top = Math.min(copies, left);
      const ofLeft = binomials(left);
      if (!onePool) {
        let fewer = 0;
        const ofCopies = binomials(copies);
        const ofOthers = binomials(cards - copies);
        const ofDraws = choose(cards, left);
        for (let c = 0; c <= top; c++) {
          const exactly = left - c <= cards - copies ? (ofCopies[c]! * ofOthers[left - c]!) / ofDraws : 0;
          if (exactly > 0) {
            const from = (left - c) * width;
            powers[0] = 1;
            for (let j = 1; j <= most.tied; j++) powers[j] = powers[j - 1]! * fewer;
            // Σ_{a ≥ 2} C(r, a) exactly^a fewer^(r − a) · P(the a stay level below), for every r.
            let ofExactly = exactly;
            for (let a = 2; a <= most.tied; a++) {
              ofExactly *= exactly;
              const stay = ofExactly * below[from + a]!;
              if (stay === 0) continue;
              for (let r = a; r <= most.tied; r++) here[left * width + r]! += ofTied[r]![a]! * stay * powers[r - a]!;
            }
          }
          fewer += exactly;
        }
      } else {
        const all = choose(cards, copies);
        for (let c = 0; c <= top; c++) {
          const from = (left - c) * width;
          // (Σ_{x<c} C(left, x) z^x)^j for j = 0 … tied − 2: the other r − a blocks each drawing fewer than c.
          fewerPowers[0] = 1;
          lengths[0] = 1;
          for (let j = 1; j <= most.tied - 2; j++) {
            const source = (j - 1) * stride;
            const into = j * stride;
            const length = lengths[j - 1]! + Math.max(0, c - 1);
            fewerPowers.fill(0, into, into + length);
            for (let s = 0; s < lengths[j - 1]!; s++) {
              const coefficient = fewerPowers[source + s]!;
              for (let x = 0; x < c; x++) fewerPowers[into + s + x]! += coefficient * ofLeft[x]!;
            }
            lengths[j] = length;
          }
          const ofOne = ofLeft[c]!;
          for (let r = 2; r <= most.tied; r++) {
            const rest = cards - r * left;
            // More cards in the r hands than the pool holds below: no such state.
            if (rest < 0) break;
            const ofRest = binomials(rest);
            const ofR = binomials(r);
            let ofC = ofOne;
            let p = 0;
            for (let a = 2; a <= r; a++) {
              ofC *= ofOne;
              const poly = (r - a) * stride;
              const wanted = copies - a * c;
              let fall = 0;
              for (let s = Math.max(0, wanted - rest); s < lengths[r - a]! && s <= wanted; s++)
                fall += fewerPowers[poly + s]! * ofRest[wanted - s]!;
              const q = ofR[a]! * ofC * fall;
              if (q > 0) p += (q / all) * below[from + a]!;
            }
            here[left * width + r]! += p;
          }
        }
      }
    }
    layers[t] = below = here;
  }
  return (tied: number, left: number, t: number): number => layers[t]![left * width + tied]!;
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
  // Answers by state (each pool's chance); a state's head-count is canonical (see below).
  const answers = new Map<number, Float64Array>();
  const mostSize = Math.max(0, ...sizes);
  // Pools of the same cards (the first such pool names them) share their ranks' outcomes.
  const keys = ranks.map((pool) => pool.copies.join(","));
  const profiles = keys.map((key) => keys.indexOf(key));
  const rankMemo = new Map<number, ReturnType<typeof poolRank>>();
  const outcome = (pool: number, tied: number, left: number, t: number) => {
    const key = ((profiles[pool]! * (mostSize + 1) + tied) * (mostLeft + 1) + left) * levels + t;
    let known = rankMemo.get(key);
    if (!known) rankMemo.set(key, (known = poolRank(tied, left, ranks[pool]!.copies[t]!, ranks[pool]!.below[t]!)));
    return known;
  };
  // Pools of the same cards and as many competitors are interchangeable: a head-count is solved in
  // its canonical form, each such class's counts in descending order along its pools (in index order).
  const profileKeys = ranks.map((pool, index) => `${sizes[index]} ${pool.copies.join(",")}`);
  const classes = [...new Set(profileKeys)].map((key) => [...profileKeys.keys()].filter((pool) => profileKeys[pool] === key));
  /** The canonical vector of `heads`, and in `order` the pool of `heads` whose count each pool of the canonical form holds. */
  const sorted = new Array<number>(pools).fill(0);
  const canonical = (heads: readonly number[], order: number[]): number => {
    let vector = 0;
    for (const members of classes) {
      // Insertion sort (a class holds a few pools): most competitors first, then by index.
      for (let at = 0; at < members.length; at++) {
        const pool = members[at]!;
        let into = at;
        while (into > 0 && heads[sorted[into - 1]!]! < heads[pool]!) {
          sorted[into] = sorted[into - 1]!;
          into--;
        }
        sorted[into] = pool;
      }
      for (let at = 0; at < members.length; at++) {
        order[members[at]!] = sorted[at]!;
        vector += heads[sorted[at]!]! * strides[members[at]!]!;
      }
    }
    return vector;
  };

  // Each raw head-count's canonical vector and order, found once (a class's pools sorted).
  const canonicalOf = new Map<number, { readonly vector: number; readonly order: Int32Array }>();
  const scratchHeads = new Array<number>(pools).fill(0);
  const canonicalFrom = (raw: number) => {
    let known = canonicalOf.get(raw);
    if (!known) {
      for (let pool = 0; pool < pools; pool++) scratchHeads[pool] = Math.floor(raw / strides[pool]!) % (sizes[pool]! + 1);
      const order = new Array<number>(pools).fill(0);
      const vector = canonical(scratchHeads, order);
      canonicalOf.set(raw, (known = { vector, order: Int32Array.from(order) }));
    }
    return known;
  };
  // Scratch for the walk over who stays, one set per rank (a state at rank t only asks states at t + 1).
  const scratch = Array.from({ length: levels }, () => ({
    choice: new Int32Array(pools),
    options: new Int32Array(pools),
    product: new Float64Array(pools + 1),
    raw: new Int32Array(pools + 1),
    staying: new Int32Array(pools + 1),
    alone: new Int32Array(pools + 1),
    weights: Array.from({ length: pools }, () => new Float64Array(mostSize + 1)),
  }));

  /** Each pool's chance for the canonical head-count `vector` tied with `left` successes each, from rank t down. */
  function solve(vector: number, left: number, t: number): Float64Array {
    const state = (vector * (mostLeft + 1) + left) * levels + t;
    const known = answers.get(state);
    if (known) return known;
    const wins = new Float64Array(pools);
    answers.set(state, wins);
    // Nothing left to compare (or no rank left): the tied ones hold the same values, the tie persists.
    if (left === 0 || t === RANKS_DOWN.length) return wins;
    const tied: number[] = [];
    const heads = new Array<number>(pools);
    for (let pool = 0; pool < pools; pool++) {
      heads[pool] = Math.floor(vector / strides[pool]!) % (sizes[pool]! + 1);
      if (heads[pool]! > 0) tied.push(pool);
    }
    // The tied ones interchangeable (see evenly): shared evenly, no walk over who stays.
    const even = evenly(heads, left, t);
    if (even) {
      wins.set(even);
      return wins;
    }
    if (tied.every((pool) => ranks[pool]!.copies[t] === 0)) {
      wins.set(solve(vector, left, t + 1));
      return wins;
    }
    const own = tied.map((pool) => outcome(pool, heads[pool]!, left, t));
    let most = 0;
    for (const { at } of own) most = Math.max(most, at.length - 1);
    const n = tied.length;
    const { choice, options, product, raw, staying, alone, weights } = scratch[t]!;
    product[0] = 1;
    raw[0] = 0;
    staying[0] = 0;
    alone[0] = -1;
    for (let m = 0; m <= most; m++) {
      // Each tied pool holds fewer than m (option 0), or exactly a of its tied ones hold m (option a);
      // at least one pool holds m. An odometer over the options, with running products.
      for (let i = 0; i < n; i++) {
        const { at, fewer } = own[i]!;
        const byA = at[m];
        const row = weights[i]!;
        row[0] = fewer[Math.min(m, at.length)]!;
        options[i] = byA ? byA.length : 1;
        for (let a = 1; a < options[i]!; a++) row[a] = byA![a]!;
        choice[i] = 0;
      }
      let from = 0;
      for (;;) {
        let j = from;
        for (; j < n; j++) {
          const c = choice[j]!;
          const p = product[j]! * weights[j]![c]!;
          product[j + 1] = p;
          if (p === 0) break;
          raw[j + 1] = raw[j]! + c * strides[tied[j]!]!;
          staying[j + 1] = staying[j]! + c;
          alone[j + 1] = c > 0 ? tied[j]! : alone[j]!;
        }
        if (j === n) {
          const p = product[n]!;
          const stay = staying[n]!;
          if (stay === 1) wins[alone[n]!]! += p;
          else if (stay > 1) {
            const { vector: next, order } = canonicalFrom(raw[n]!);
            const further = solve(next, left - m, t + 1);
            for (let pool = 0; pool < pools; pool++) wins[order[pool]!]! += p * further[pool]!;
          }
          j = n - 1;
        }
        // A zero product at j: every choice after it is skipped; advance the odometer at j.
        while (j >= 0 && ++choice[j]! >= options[j]!) {
          choice[j] = 0;
          j--;
        }
        if (j < 0) break;
        for (let after = j + 1; after < n; after++) choice[after] = 0;
        from = j;
      }
    }
    return wins;
  }

  // Tied ones all in one pool, or each alone in a pool of the same cards, are interchangeable: they
  // share 1 − P(the tie persists) evenly (persistentTie, without the walk over who stays).
  const exchangeable = new Map<number, ReturnType<typeof persistentTie>>();
  const shares = new Float64Array(pools);
  function evenly(heads: readonly number[], left: number, t: number): Float64Array | null {
    let first = -1;
    let tied = 0;
    let pooled = 0;
    for (let pool = 0; pool < pools; pool++) {
      if (heads[pool] === 0) continue;
      if (first < 0) first = pool;
      else if (profiles[pool] !== profiles[first]) return null;
      tied += heads[pool]!;
      pooled++;
    }
    if (first < 0 || tied < 2) return null;
    const onePool = pooled === 1;
    if (!onePool && tied !== pooled) return null;
    const key = profiles[first]! * 2 + (onePool ? 1 : 0);
    if (!exchangeable.has(key))
      exchangeable.set(key, persistentTie(ranks[first]!, onePool, { tied: Math.max(pools, ...sizes), left: mostLeft }));
    const share = (1 - exchangeable.get(key)!(tied, left, t)) / tied;
    for (let pool = 0; pool < pools; pool++) shares[pool] = share * heads[pool]!;
    return shares;
  }

  const asked = new Map<number, Float64Array>();
  return {
    /** Each pool's chance. */
    wins: (heads: readonly number[], k: number): Float64Array => {
      const vector = heads.reduce((sum, count, pool) => sum + count * strides[pool]!, 0);
      const key = vector * (mostLeft + 1) + k;
      let known = asked.get(key);
      if (!known) {
        const even = evenly(heads, k, 0);
        if (even) known = Float64Array.from(even);
        else {
          const order = heads.map(() => 0);
          const canonicalWins = solve(canonical(heads, order), k, 0);
          known = new Float64Array(pools);
          for (let pool = 0; pool < pools; pool++) known[order[pool]!] = canonicalWins[pool]!;
        }
        asked.set(key, known);
      }
      return known;
    },
  };
}
