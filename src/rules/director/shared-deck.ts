/**
 * One deck's part of a competition's odds [DIR-09, CORE-05], exact and fast however many competitors
 * share the deck. Competitors drawing one after another from one shuffled deck split it into a
 * uniformly random partition: each one's cards (its "rows"), and what nobody draws. A competitor
 * counts one suit, so only how many cards of its suit land in its rows matters.
 *
 * The walk is by suit, not by competitor. Pair the suits {C, D} and {H, S}; let U be how many C/D
 * cards land in the rows of competitors counting C or D, W how many H/S cards land in the rows of
 * those counting H or S. (U, W) is a product of two hypergeometrics. Given U, the C/D side does not
 * depend on the H/S side: which of the rows' U places hold those cards, and which U of the C/D cards
 * they are, are both uniform, so the counts X_C, X_D of the two suits in their own rows are a sum
 * of hypergeometric terms. Given X_C, the competitors counting C share it as a multivariate
 * hypergeometric (a product of binomials), and likewise for every suit. All terms are positive, so
 * the sums keep full precision.
 *
 * The answer is by threshold: for each k, the chance that everyone on the deck draws fewer than k
 * symbols, and for each competitor the chance that they draw exactly k and every other fewer. Decks
 * being independent, a competition multiplies them (see competitionOdds).
 */
import { choose, hypergeometric } from "../cards/odds.ts";

/** Row n of Pascal's triangle (shared cache: the inner sums read binomials by index). */
const pascal: Float64Array[] = [];
function binomials(n: number): Float64Array {
  for (let size = pascal.length; size <= n; size++) pascal.push(Float64Array.from({ length: size + 1 }, (_, k) => choose(size, k)));
  return pascal[n]!;
}

/** A competitor's draw from the deck: the index of its suit (C, D, H, S) and the cards it takes (after a run-out). */
export interface SharedDraw {
  readonly suit: number;
  readonly count: number;
}

export interface DeckThresholds {
  /** below[k], k = 0..top: P(every competitor on the deck draws fewer than k symbols). */
  readonly below: Float64Array;
  /** at[i][k]: P(draw i has exactly k symbols and every other draw on the deck fewer). */
  readonly at: Float64Array[];
}

/** What one suit's competitors draw, given X cards of the suit among all their cards: per k, by X. */
interface SuitKernel {
  /** Largest X possible. */
  readonly most: number;
  /** below[k][X]: P(each of them has fewer than k | X). */
  readonly below: Float64Array[];
  /** at[j][k][X]: P(member j has exactly k, the others fewer | X). */
  readonly at: Float64Array[][];
}

function suitKernel(counts: readonly number[], ofSuit: number, top: number): SuitKernel {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const most = Math.min(total, ofSuit);
  const below: Float64Array[] = [];
  const at: Float64Array[][] = counts.map(() => []);
  if (counts.length <= 1) {
    // Alone on its suit (or nobody): it holds all X.
    for (let k = 0; k <= top; k++) {
      const lower = new Float64Array(most + 1);
      lower.fill(1, 0, Math.min(k, most + 1));
      below.push(lower);
      const exactly = new Float64Array(most + 1);
      if (k <= most) exactly[k] = 1;
      at[0]?.push(exactly);
    }
    return { most, below, at };
  }
  for (let k = 0; k <= top; k++) {
    // Σ_x C(n, x) z^x over x < k, one polynomial per member; their product over members, truncated at `most`.
    const product = (skip: number): Float64Array => {
      let poly = new Float64Array(most + 1);
      poly[0] = 1;
      counts.forEach((count, member) => {
        if (member === skip) return;
        const next = new Float64Array(most + 1);
        const highest = Math.min(k - 1, count);
        for (let d = 0; d <= most; d++) {
          const coefficient = poly[d]!;
          if (coefficient === 0) continue;
          for (let x = 0; x <= highest && d + x <= most; x++) next[d + x]! += coefficient * choose(count, x);
        }
        poly = next;
      });
      return poly;
    };
    const all = product(-1);
    below.push(all.map((weight, x) => weight / choose(total, x)));
    counts.forEach((count, member) => {
      const others = counts.length === 1 ? null : product(member);
      const row = new Float64Array(most + 1);
      if (k <= count) {
        for (let x = k; x <= most; x++) {
          const rest = others ? others[x - k]! : x === k ? 1 : 0;
          row[x] = (choose(count, k) * rest) / choose(total, x);
        }
      }
      at[member]!.push(row);
    });
  }
  return { most, below, at };
}

/** One pair of suits (a, b): per U, per k, P(all its competitors < k | U) and each one's P(exactly k, others < k | U). */
interface SideThresholds {
  readonly most: number;
  readonly below: Float64Array[];
  /** Per draw index on the deck (only this side's draws are filled). */
  readonly at: Map<number, Float64Array[]>;
}

function side(
  a: { rows: number; ofSuit: number; kernel: SuitKernel; members: readonly number[] },
  b: { rows: number; ofSuit: number; kernel: SuitKernel; members: readonly number[] },
  top: number,
): SideThresholds {
  const rows = a.rows + b.rows;
  const ofSuits = a.ofSuit + b.ofSuit;
  const most = Math.min(rows, ofSuits);
  const width = b.kernel.most + 1;
  const below: Float64Array[] = [];
  const at = new Map<number, Float64Array[]>([...a.members, ...b.members].map((draw) => [draw, []]));
  const table = new Float64Array((a.kernel.most + 1) * width);
  const viaA = new Float64Array(a.kernel.most + 1);
  const viaB = new Float64Array(width);
  for (let u = 0; u <= most; u++) {
    // P(X_a, X_b | U = u): y of the u places in a's rows, z of the u cards of suit a, X_a where they meet.
    table.fill(0);
    const ofU = binomials(u);
    const firstZ = Math.max(0, u - b.ofSuit);
    const lastZ = Math.min(u, a.ofSuit);
    const suitA = new Float64Array(lastZ + 1);
    for (let z = firstZ; z <= lastZ; z++) suitA[z] = hypergeometric(ofSuits, a.ofSuit, u, z);
    for (let y = Math.max(0, u - b.rows); y <= Math.min(u, a.rows); y++) {
      const py = hypergeometric(rows, a.rows, u, y) / ofU[y]!;
      if (py === 0) continue;
      for (let z = firstZ; z <= lastZ; z++) {
        const pyz = py * suitA[z]!;
        if (pyz === 0) continue;
        const ofZ = binomials(z);
        const ofRest = binomials(u - z);
        const shift = u - y - z;
        for (let xa = Math.max(0, -shift); xa <= Math.min(y, z); xa++) {
          table[xa * width + shift + xa]! += pyz * ofZ[xa]! * ofRest[y - xa]!;
        }
      }
    }
    const belowU = new Float64Array(top + 1);
    const atU = [...at.keys()].map(() => new Float64Array(top + 1));
    const lastA = Math.min(u, a.kernel.most);
    const lastB = Math.min(u, b.kernel.most);
    for (let k = 0; k <= top; k++) {
      const belowA = a.kernel.below[k]!;
      const belowB = b.kernel.below[k]!;
      viaA.fill(0);
      viaB.fill(0);
      for (let xa = 0; xa <= lastA; xa++) {
        const weight = belowA[xa]!;
        let sum = 0;
        for (let xb = 0; xb <= lastB; xb++) {
          const p = table[xa * width + xb]!;
          sum += p * belowB[xb]!;
          viaB[xb]! += p * weight;
        }
        viaA[xa] = sum;
      }
      let all = 0;
      for (let xa = 0; xa <= lastA; xa++) all += viaA[xa]! * belowA[xa]!;
      belowU[k] = all;
      let slot = 0;
      for (const [members, kernel, via, last] of [
        [a.members, a.kernel, viaA, lastA],
        [b.members, b.kernel, viaB, lastB],
      ] as const) {
        for (let member = 0; member < members.length; member++, slot++) {
          const row = kernel.at[member]![k]!;
          let p = 0;
          for (let x = 0; x <= last; x++) p += via[x]! * row[x]!;
          atU[slot]![k] = p;
        }
      }
    }
    below.push(belowU);
    [...at.values()].forEach((values, slot) => values.push(atU[slot]!));
  }
  return { most, below, at };
}

/**
 * Thresholds for the draws from one deck holding `suitTotals` cards of C, D, H, S; the draws'
 * counts are what each takes (their sum at most the deck's size), `top` the largest k asked.
 */
export function deckThresholds(suitTotals: readonly number[], draws: readonly SharedDraw[], top: number): DeckThresholds {
  const size = suitTotals.reduce((sum, count) => sum + count, 0);
  const suit = (index: number) => {
    const members = [...draws.keys()].filter((draw) => draws[draw]!.suit === index);
    const counts = members.map((draw) => draws[draw]!.count);
    const ofSuit = suitTotals[index]!;
    return { rows: counts.reduce((sum, count) => sum + count, 0), ofSuit, kernel: suitKernel(counts, ofSuit, top), members };
  };
  const [c, d, h, s] = [0, 1, 2, 3].map(suit) as [
    ReturnType<typeof suit>,
    ReturnType<typeof suit>,
    ReturnType<typeof suit>,
    ReturnType<typeof suit>,
  ];
  const first = side(c, d, top);
  const second = side(h, s, top);
  // P(U, W): the C/D competitors' rows take U C/D cards (the rest H/S), then the H/S competitors' rows take W H/S cards.
  const rowsP = c.rows + d.rows;
  const rowsQ = h.rows + s.rows;
  const suitsP = c.ofSuit + d.ofSuit;
  const suitsQ = h.ofSuit + s.ofSuit;
  const joint = first.below.map((_, u) => {
    const pu = hypergeometric(size, suitsP, rowsP, u);
    return Float64Array.from(second.below, (_, w) => (pu === 0 ? 0 : pu * hypergeometric(size - rowsP, suitsQ - (rowsP - u), rowsQ, w)));
  });
  const below = new Float64Array(top + 1);
  const at = draws.map(() => new Float64Array(top + 1));
  const givenU = new Float64Array(first.most + 1);
  const givenW = new Float64Array(second.most + 1);
  for (let k = 0; k <= top; k++) {
    givenU.fill(0);
    givenW.fill(0);
    for (let u = 0; u <= first.most; u++) {
      const row = joint[u]!;
      for (let w = 0; w <= second.most; w++) {
        const p = row[w]!;
        if (p === 0) continue;
        givenU[u]! += p * second.below[w]![k]!;
        givenW[w]! += p * first.below[u]![k]!;
      }
    }
    let all = 0;
    for (let u = 0; u <= first.most; u++) all += givenU[u]! * first.below[u]![k]!;
    below[k] = all;
    for (const [draw, byU] of first.at) {
      let p = 0;
      for (let u = 0; u <= first.most; u++) p += givenU[u]! * byU[u]![k]!;
      at[draw]![k] = p;
    }
    for (const [draw, byW] of second.at) {
      let p = 0;
      for (let w = 0; w <= second.most; w++) p += givenW[w]! * byW[w]![k]!;
      at[draw]![k] = p;
    }
  }
  return { below, at };
}
