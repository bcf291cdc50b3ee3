/**
 * One deck's part of a competition's odds [DIR-09, CORE-05] by sets of its competitors: exact, and the
 * fastest way for a few competitors on a deck (it grows as 2^competitors: shared-deck.ts counts heads
 * beyond a few). Competitors drawing one after another from one shuffled deck split it into a
 * uniformly random partition: each one's cards (its "rows"), and what nobody draws. A competitor
 * counts one suit, so only how many cards of its suit land in its rows matters here.
 *
 * The walk is by suit, not by competitor. Pair the suits, say {C, D} and {H, S} (any pairing does:
 * suitPairing picks the one with the smallest tables); let U be how many C/D
 * cards land in the rows of competitors counting C or D, W how many H/S cards land in the rows of
 * those counting H or S. (U, W) is a product of two hypergeometrics. Given U, the C/D side does not
 * depend on the H/S side: which of the rows' U places hold those cards, and which U of the C/D cards
 * they are, are both uniform, so the counts X_C, X_D of the two suits in their own rows are a sum
 * of hypergeometric terms. Given X_C, the competitors counting C share it as a multivariate
 * hypergeometric (a product of binomials), and likewise for every suit. All terms are positive, so
 * the sums keep full precision.
 *
 * The answer is by threshold and by set: for each k and each set of the deck's draws (a bit mask,
 * bit i for its i-th draw), the chance that exactly those draw k symbols each and every other draw
 * on the deck fewer. Set 0 is "everyone fewer than k"; a set of one is that draw leading the deck
 * alone with k. Decks being independent, a competition multiplies them (see competitionOdds, competition-odds.ts).
 */
import { binomials, choose, hypergeometric } from "../cards/odds.ts";
import { zeroRows } from "./rows.ts";
import { listOf, listOfLength } from "./lists.ts";

/** A competitor's draw from the deck: the index of its suit (C, D, H, S) and the cards it takes (after a run-out). */
export interface SharedDraw {
  readonly suit: number;
  readonly count: number;
}

/**
 * sets[mask · (top + 1) + k], k = 0..top: P(the deck's draws in `mask` draw exactly k symbols each
 * and every other draw on the deck fewer than k); at mask 0, P(every draw on the deck fewer than k).
 * One array, not a row per mask (2^draws of them). Where competitors share a deck with others of
 * their suit drawing as many, only the masks whose part in each suit is the first set alike to it
 * (see canonicalSets) are written: every other set has the chances of that one.
 */
export type DeckSets = Float64Array;

/** What one suit's competitors draw, given X cards of the suit among all their cards: per set, per k, by X. */
interface SuitKernel {
  /** Largest X possible. */
  readonly most: number;
  /** How many local masks (2^members). */
  readonly count: number;
  /**
   * rows[row(local, k) + X]: P(the members in local mask `local` have exactly k, the others fewer | X),
   * row(local, k) = (rowOf[local] · (top + 1) + k) · (most + 1); empty without tables (see suitKernel).
   */
  readonly rows: Float64Array;
  /** rowOf[local]: the local mask's place in `locals` (-1: not computed). */
  readonly rowOf: Int32Array;
  /** The deck mask of each local mask. */
  readonly masks: readonly number[];
  /** The local masks computed (every one, or those of at most `largest` members: see deckSets). */
  readonly locals: Int32Array;
}

/** How many draws a mask holds. */
export function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

function deckMasks(members: readonly number[]): number[] {
  return listOfLength(1 << members.length, (local) =>
    members.reduce((mask, draw, bit) => (local & (1 << bit) ? mask | (1 << draw) : mask), 0),
  );
}

/**
 * The suit's kernel; `tables` false leaves sets[local] empty (a pair of suits with at most one
 * competitor each reads only how many sets there are: see simpleSides).
 */
function suitKernel(
  counts: Int32Array,
  members: readonly number[],
  ofSuit: number,
  top: number,
  tables: boolean,
  largest: number,
): SuitKernel {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const most = Math.min(total, ofSuit);
  const count = 1 << counts.length;
  const locals = Int32Array.from({ length: count }, (_, local) => local).filter((local) => popcount(local) <= largest);
  const rowOf = new Int32Array(count).fill(-1);
  locals.forEach((local, at) => (rowOf[local] = at));
  const masks = deckMasks(members);
  if (!tables) return { most, count, rows: new Float64Array(0), rowOf, masks, locals };
  const ofTotal = Float64Array.from({ length: most + 1 }, (_, x) => choose(total, x));
  const full = count - 1;
  // fewer[others][X]: the product over the members in `others` of Σ_{x<k} C(n, x) z^x, each
  // built from a smaller set's by one more member; a set's "exactly k" members add C(n, k) z^k each.
  // The product depends only on the members' counts: it is built for the first set alike to each
  // (see canonicalSets; four NPCs drawing as many: 5 products instead of 16) and read from there.
  const alike = canonicalSets(counts);
  const fewer = zeroRows(count, most + 1);
  const rows = new Float64Array(locals.length * (top + 1) * (most + 1));
  for (let k = 0; k <= top; k++) {
    fewer[0]!.fill(0);
    fewer[0]![0] = 1;
    for (let others = 1; others <= full; others++) {
      if (alike[others] !== others) continue;
      const member = 31 - Math.clz32(others);
      const from = fewer[alike[others ^ (1 << member)]!]!;
      const into = fewer[others]!;
      into.fill(0);
      const row = binomials(counts[member]!);
      const highest = Math.min(k - 1, counts[member]!);
      for (let d = 0; d <= most; d++) {
        const coefficient = from[d]!;
        if (coefficient === 0) continue;
        for (let x = 0; x <= highest && d + x <= most; x++) into[d + x]! += coefficient * row[x]!;
      }
    }
    for (let at = 0; at < locals.length; at++) {
      const local = locals[at]!;
      let weight = 1;
      let shift = 0;
      for (let member = 0; member < counts.length; member++) {
        if (!(local & (1 << member))) continue;
        weight *= choose(counts[member]!, k);
        shift += k;
      }
      const others = fewer[alike[full ^ local]!]!;
      const row = (at * (top + 1) + k) * (most + 1);
      if (weight > 0) for (let x = shift; x <= most; x++) rows[row + x] = (weight * others[x - shift]!) / ofTotal[x]!;
    }
  }
  return { most, count, rows, rowOf, masks, locals };
}

/**
 * One pair of suits (a, b): for each pair of their sets computed (deck mask `masks[index]`), per k
 * and U, flat at [k · (most + 1) + U].
 */
interface SideSets {
  readonly most: number;
  readonly masks: Int32Array;
  readonly sets: readonly Float64Array[];
  /**
   * kinds[index]: the first pair of sets with the same chances (its draws' counts alike in each suit,
   * in the set and out of it: two NPCs of a suit drawing as many are interchangeable).
   */
  readonly kinds: Int32Array;
  /** firsts[index]: 1 when each suit's set in the pair is the first alike to it (see canonicalSets), the sets outcomesBySets reads. */
  readonly firsts: Uint8Array;
}

interface SuitSide {
  readonly rows: number;
  readonly ofSuit: number;
  /** What each of its competitors draws, in draw order. */
  readonly counts: Int32Array;
  readonly kernel: SuitKernel;
}

/**
 * What pairSets reads to write each pair of sets (of a, of b) at one U: typed arrays only, so that its
 * compiled code serves every competition. The pairs computed with a's i-th local set (in a.locals)
 * are partnerB[from] … (b's local set) and partnerIndex[from] … (the pair's index), from =
 * partnersFrom[i] up to partnersFrom[i + 1]; rangeA and rangeB bound each kernel row (see rowRanges).
 */
interface PairPlan {
  readonly a: SuitKernel;
  readonly b: SuitKernel;
  readonly top: number;
  readonly width: number;
  readonly span: number;
  readonly partnersFrom: Int32Array;
  readonly partnerB: Int32Array;
  readonly partnerIndex: Int32Array;
  readonly rangeA: RowRanges;
  readonly rangeB: RowRanges;
  /** Scratch: Σ over X_a of the table's row times a's kernel, by X_b. */
  readonly viaA: Float64Array;
  readonly sets: readonly Float64Array[];
}

/** Each pair of sets (a's, b's) per k from a table of P(X_a, X_b) (X_a ≤ lastA, X_b ≤ lastB), written at column u. */
function pairSets(plan: PairPlan, from: Float64Array, lastA: number, lastB: number, u: number): void {
  const { a, b, top, width, span, viaA, rangeA, rangeB } = plan;
  const ks = top + 1;
  for (let k = 0; k <= top; k++) {
    // The highest X_b any set of b reads at k: viaA is needed up to there only.
    let reachB = -1;
    for (let at = 0; at < b.locals.length; at++) reachB = Math.max(reachB, rangeB.last[b.locals[at]! * ks + k]!);
    reachB = Math.min(reachB, lastB);
    for (let at = 0; at < a.locals.length; at++) {
      const fromPartner = plan.partnersFrom[at]!;
      const toPartner = plan.partnersFrom[at + 1]!;
      if (fromPartner === toPartner) continue;
      const localA = a.locals[at]!;
      const rowA = (at * ks + k) * (a.most + 1);
      const endA = Math.min(rangeA.last[localA * ks + k]!, lastA);
      viaA.fill(0, 0, reachB + 1);
      for (let xa = rangeA.first[localA * ks + k]!; xa <= endA; xa++) {
        const weight = a.rows[rowA + xa]!;
        if (weight === 0) continue;
        const row = xa * width;
        for (let xb = 0; xb <= reachB; xb++) viaA[xb]! += from[row + xb]! * weight;
      }
      for (let partner = fromPartner; partner < toPartner; partner++) {
        const localB = plan.partnerB[partner]!;
        const rowB = (b.rowOf[localB]! * ks + k) * (b.most + 1);
        const endB = Math.min(rangeB.last[localB * ks + k]!, lastB);
        let p = 0;
        for (let xb = rangeB.first[localB * ks + k]!; xb <= endB; xb++) p += viaA[xb]! * b.rows[rowB + xb]!;
        plan.sets[plan.partnerIndex[partner]!]![k * span + u] = p;
      }
    }
  }
}

/**
 * The pair's sets per U; or, given `weightOfU` (the chance of each U when the other pair has no
 * competitor, so nothing else depends on U), summed over U first: one column (most 0).
 */
function side(a: SuitSide, b: SuitSide, top: number, largest: number, weightOfU?: Float64Array, alike?: SideSets): SideSets {
  // pairSets sums a's kernel once per set of a it computes (those first of their kind): the suit
  // whose sets make fewer kinds goes first (spades drawing 9 and 9 before hearts drawing 9 and 7: 3 sums, not 4).
  if (kindsOfSets(b.counts) < kindsOfSets(a.counts)) return side(b, a, top, largest, weightOfU, alike);
  const rows = a.rows + b.rows;
  const ofSuits = a.ofSuit + b.ofSuit;
  const most = Math.min(rows, ofSuits);
  const span = weightOfU ? 1 : most + 1;
  const width = b.kernel.most + 1;
  const countB = b.kernel.count;
  // The pairs of sets computed (at most `largest` members in all), and each one's index by localA · countB + localB.
  const indexOf = new Int32Array(a.kernel.count * countB).fill(-1);
  const pairA: number[] = [];
  const pairB: number[] = [];
  for (const localA of a.kernel.locals)
    for (const localB of b.kernel.locals)
      if (popcount(localA) + popcount(localB) <= largest) {
        indexOf[localA * countB + localB] = pairA.length;
        pairA.push(localA);
        pairB.push(localB);
      }
  const pairs = pairA.length;
  const masks = new Int32Array(pairs);
  const canonicalA = canonicalSets(a.counts);
  const canonicalB = canonicalSets(b.counts);
  // Two suits alike (as many cards, their competitors drawing as many, in order): P(X_a, X_b | U) is
  // symmetric, so a pair of sets has the chances of its mirror (a's set taken by b and b's by a).
  const mirrored = sameSuitSide(a, b);
  const keys = new Int32Array(pairs);
  const firsts = new Uint8Array(pairs);
  for (let index = 0; index < pairs; index++) {
    const localA = pairA[index]!;
    const localB = pairB[index]!;
    masks[index] = a.kernel.masks[localA]! | b.kernel.masks[localB]!;
    firsts[index] = canonicalA[localA] === localA && canonicalB[localB] === localB ? 1 : 0;
    const key = canonicalA[localA]! * countB + canonicalB[localB]!;
    keys[index] = mirrored ? Math.min(key, canonicalA[localB]! * countB + canonicalB[localA]!) : key;
  }
  const kinds = Int32Array.from(keys, (key) => keys.indexOf(key));
  // A pair of suits alike to one computed (see alikeSides): the same chances, for its own draws.
  if (alike) return { most, masks, sets: alike.sets, kinds, firsts };
  const computed = zeroRows(pairs, (top + 1) * span);
  const sets = listOf(kinds, (kind) => computed[kind]!);
  const simple = a.kernel.count <= 2 && countB <= 2;
  const table = new Float64Array((a.kernel.most + 1) * width);
  const summed = new Float64Array(weightOfU ? table.length : 0);
  const placesA = new Float64Array(Math.min(most, a.rows) + 1);
  const plan = simple ? null : pairPlan(a.kernel, b.kernel, top, width, span, pairA, pairB, kinds, sets);
  const sums = new Float64Array(simple ? (a.kernel.most + 2) * (width + 1) : 0);
  // Each (set of a, set of b) per k from a table of P(X_a, X_b), written at column u.
  const apply = (from: Float64Array, lastA: number, lastB: number, u: number): void => {
    if (plan) pairSets(plan, from, lastA, lastB, u);
    else simpleSides(from, width, sums, lastA, lastB, a.kernel, b.kernel, top, indexOf, sets, span, u);
  };
  for (let u = 0; u <= most; u++) {
    pairTable(table, width, u, a, b, placesA);
    if (weightOfU) {
      const weight = weightOfU[u]!;
      if (weight !== 0) for (let at = 0; at < table.length; at++) summed[at]! += weight * table[at]!;
    } else apply(table, Math.min(u, a.kernel.most), Math.min(u, b.kernel.most), u);
  }
  if (weightOfU) apply(summed, a.kernel.most, b.kernel.most, 0);
  return { most: weightOfU ? 0 : most, masks, sets, kinds, firsts };
}

/** The plan of pairSets: only the first pair of each kind is computed (the others share its rows). */
function pairPlan(
  a: SuitKernel,
  b: SuitKernel,
  top: number,
  width: number,
  span: number,
  pairA: readonly number[],
  pairB: readonly number[],
  kinds: Int32Array,
  sets: readonly Float64Array[],
): PairPlan {
  const partnersFrom = new Int32Array(a.locals.length + 1);
  const partnerB: number[] = [];
  const partnerIndex: number[] = [];
  a.locals.forEach((localA, at) => {
    partnersFrom[at] = partnerB.length;
    pairA.forEach((fromA, index) => {
      if (fromA !== localA || kinds[index] !== index) return;
      partnerB.push(pairB[index]!);
      partnerIndex.push(index);
    });
  });
  partnersFrom[a.locals.length] = partnerB.length;
  return {
    a,
    b,
    top,
    width,
    span,
    partnersFrom,
    partnerB: Int32Array.from(partnerB),
    partnerIndex: Int32Array.from(partnerIndex),
    rangeA: rowRanges(a, top),
    rangeB: rowRanges(b, top),
    viaA: new Float64Array(width),
    sets,
  };
}

/** How many kinds a suit's sets of draws make (see canonicalSets). */
export function kindsOfSets(counts: Int32Array): number {
  return new Set(canonicalSets(counts)).size;
}

/**
 * Each set of a suit's draws (a local mask) as the first set alike to it: the same number of the
 * draws taking each count, the first of them (in draw order) taken.
 */
export function canonicalSets(counts: Int32Array): Int32Array {
  const canonical = new Int32Array(1 << counts.length);
  for (let local = 0; local < canonical.length; local++) {
    let mask = 0;
    for (let member = 0; member < counts.length; member++) {
      if (!(local & (1 << member))) continue;
      // This member's place goes to the first draw of its count not yet taken.
      let first = 0;
      while (counts[first] !== counts[member] || mask & (1 << first)) first++;
      mask |= 1 << first;
    }
    canonical[local] = mask;
  }
  return canonical;
}

/**
 * Where each computed set's row (by X, per k) is not 0: first[local · (top + 1) + k] to last[…]
 * (first > last when the whole row is 0). The sums over X read only there.
 */
interface RowRanges {
  readonly first: Int32Array;
  readonly last: Int32Array;
}

function rowRanges(kernel: SuitKernel, top: number): RowRanges {
  const first = new Int32Array(kernel.count * (top + 1)).fill(1);
  const last = new Int32Array(first.length).fill(0);
  const width = kernel.most + 1;
  kernel.locals.forEach((local, at) => {
    for (let k = 0; k <= top; k++) {
      const range = nonZeroRange(kernel.rows, (at * (top + 1) + k) * width, width);
      first[local * (top + 1) + k] = range.first;
      last[local * (top + 1) + k] = range.last;
    }
  });
  return { first, last };
}

/** Where values[from … from + length − 1] is not 0, as offsets from `from`: first … last (first > last: all 0). */
export function nonZeroRange(values: Float64Array, from: number, length: number): { first: number; last: number } {
  let first = 0;
  while (first < length && values[from + first] === 0) first++;
  let last = length - 1;
  while (last >= first && values[from + last] === 0) last--;
  return { first, last };
}

/**
 * Two pairs of suits are alike when each suit of one holds as many cards as its match in the other
 * and its competitors draw as many, in order (an enemy deck of every face alike, two NPCs a suit):
 * the pairs' sets have the same chances, each for its own draws.
 */
function alikeSides(one: readonly SuitSide[], other: readonly SuitSide[]): boolean {
  return one.every((suit, at) => sameSuitSide(suit, other[at]!));
}

/** Two suits the deck holds as many cards of, their competitors drawing as many, in order. */
function sameSuitSide(one: SuitSide, other: SuitSide): boolean {
  return (
    one.ofSuit === other.ofSuit &&
    one.counts.length === other.counts.length &&
    one.counts.every((count, draw) => count === other.counts[draw])
  );
}

/** One suit of a pair: its competitors' rows and the deck's cards of it. */
export interface PairSuit {
  readonly rows: number;
  readonly ofSuit: number;
}

/** The three ways to pair the four suits (C, D, H, S), each as [a, b, c, d]: pairs {a, b} and {c, d}. */
const PAIRINGS = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
] as const;

/**
 * The pairing of the suits whose pair tables are smallest: any pairing is exact (the argument above
 * holds for any two pairs of suits), but a pair's tables hold (X_a, X_b) for every U, so their size
 * grows as the product of the two suits' rows. Six NPCs on spades and one each on clubs and hearts:
 * pairing spades with diamonds (nobody) and clubs with hearts keeps every table small, where {C, D}
 * and {H, S} put 10 × 53 cells at each of 64 U.
 *
 * Given the suits asked in (`askedIn`: one deck that is the whole competition, summed by heads,
 * shared-deck.ts), in each pair a suit asked in comes before one not asked in, and a pair with both
 * its suits asked in comes first: a first place's dual is read from the sums the pair's fold keeps,
 * the first pair's second place's is summed in its fold, the second pair's second place's takes a
 * pass over its tables (headCountWins). 26 NPCs × 2 counting S, H, C, D in turn: S and H are alike,
 * so are C and D, so S and C alone are asked in; {C, D} and {S, H} (S first) then take no such pass
 * (0.53 → 0.45 ms, least of four).
 */
export function suitPairing(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  askedIn?: ReadonlySet<number>,
): readonly [number, number, number, number] {
  const suits = listOf(suitTotals, (ofSuit, suit): PairSuit => {
    let rows = 0;
    for (const draw of draws) if (draw.suit === suit) rows += draw.count;
    return { rows, ofSuit };
  });
  const cells = (a: PairSuit, b: PairSuit) => {
    const most = (suit: PairSuit) => Math.min(suit.rows, suit.ofSuit) + 1;
    return most(a) * most(b) * (Math.min(a.rows + b.rows, a.ofSuit + b.ofSuit) + 1);
  };
  const cost = ([a, b, c, d]: readonly number[]) => cells(suits[a!]!, suits[b!]!) + cells(suits[c!]!, suits[d!]!);
  const [c, d, h, s] = PAIRINGS.reduce((best, pairing) => (cost(pairing) < cost(best) ? pairing : best));
  const inOrder = (a: number, b: number) => (askedIn?.has(b) && !askedIn.has(a) ? [b, a] : [a, b]);
  const bothAsked = (a: number, b: number) => askedIn?.has(a) && askedIn.has(b);
  const [first, second] = bothAsked(h, s) && !bothAsked(c, d) ? [inOrder(h, s), inOrder(c, d)] : [inOrder(c, d), inOrder(h, s)];
  return [...first, ...second] as [number, number, number, number];
}

/**
 * Fills `table` (X_a · width + X_b) with P(X_a, X_b | U = u) for a pair of suits: y of the u places
 * in a's rows, z of the u cards of suit a, X_a where they meet. `placesA` is scratch (the chance of
 * each y, over C(u, y): up to min(u, a.rows) + 1 long).
 *
 * Two suits alike (as many rows, as many cards): swapping them maps (y, z, X_a) to (u − y, u − z, X_b)
 * with the same chance, so the table is symmetric. Then only the z below u / 2 are summed and the
 * table is added to its transpose, and z = u / 2 (its own mirror) is summed once more: half the work.
 */
export function pairTable(table: Float64Array, width: number, u: number, a: PairSuit, b: PairSuit, placesA: Float64Array): void {
  const rows = a.rows + b.rows;
  table.fill(0);
  const ofU = binomials(u);
  const firstY = Math.max(0, u - b.rows);
  const lastY = Math.min(u, a.rows);
  for (let y = firstY; y <= lastY; y++) placesA[y] = hypergeometric(rows, a.rows, u, y) / ofU[y]!;
  const firstZ = Math.max(0, u - b.ofSuit);
  const lastZ = Math.min(u, a.ofSuit);
  if (a.rows !== b.rows || a.ofSuit !== b.ofSuit) {
    for (let z = firstZ; z <= lastZ; z++) addCardsOfA(table, width, u, z, a, b, placesA, firstY, lastY);
    return;
  }
  for (let z = firstZ; 2 * z < u; z++) addCardsOfA(table, width, u, z, a, b, placesA, firstY, lastY);
  for (let xa = 0; xa < width; xa++) {
    table[xa * width + xa]! *= 2;
    for (let xb = xa + 1; xb < width; xb++) {
      const both = table[xa * width + xb]! + table[xb * width + xa]!;
      table[xa * width + xb] = both;
      table[xb * width + xa] = both;
    }
  }
  if (u % 2 === 0) addCardsOfA(table, width, u, u / 2, a, b, placesA, firstY, lastY);
}

/**
 * Adds to `table` the terms of pairTable with z of the u cards of suit a: X_a = x of those z cards in
 * a's y places, C(z, x) C(u − z, y − x) / C(u, y); X_b = u − y − z + x.
 */
function addCardsOfA(
  table: Float64Array,
  width: number,
  u: number,
  z: number,
  a: PairSuit,
  b: PairSuit,
  placesA: Float64Array,
  firstY: number,
  lastY: number,
): void {
  const pz = hypergeometric(a.ofSuit + b.ofSuit, a.ofSuit, u, z);
  if (pz === 0) return;
  // The rows of Pascal's triangle for z are looked up once per z, not per (y, z).
  const ofZ = binomials(z);
  const ofRest = binomials(u - z);
  const diagonal = width + 1;
  for (let y = firstY; y <= lastY; y++) {
    const pyz = placesA[y]! * pz;
    if (pyz === 0) continue;
    const shift = u - y - z;
    const first = Math.max(0, -shift);
    const last = Math.min(y, z);
    let into = first * diagonal + shift;
    for (let xa = first; xa <= last; xa++, into += diagonal) table[into]! += pyz * ofZ[xa]! * ofRest[y - xa]!;
  }
}

/**
 * P(U, W) at [U · spanW + W] on a deck of `size` cards: the first pair's rows (p) take U cards of its
 * two suits, then the second pair's rows (q) take W of theirs from what is left.
 */
export function jointUW(size: number, p: PairSuit, q: PairSuit, spanU: number, spanW: number): Float64Array {
  const joint = new Float64Array(spanU * spanW);
  for (let u = 0; u < spanU; u++) {
    const pu = hypergeometric(size, p.ofSuit, p.rows, u);
    if (pu === 0) continue;
    for (let w = 0; w < spanW; w++) joint[u * spanW + w] = pu * hypergeometric(size - p.rows, q.ofSuit - (p.rows - u), q.rows, w);
  }
  return joint;
}

/**
 * Both suits have at most one competitor: each set is "fewer than k" (X < k) or "exactly k" (X = k),
 * so each (set, set) is a sum over a rectangle of the table, read from its prefix sums.
 */
function simpleSides(
  table: Float64Array,
  width: number,
  sums: Float64Array,
  lastA: number,
  lastB: number,
  a: SuitKernel,
  b: SuitKernel,
  top: number,
  indexOf: Int32Array,
  sets: readonly Float64Array[],
  span: number,
  u: number,
): void {
  const stride = lastB + 2;
  sums.fill(0, 0, (lastA + 2) * stride);
  for (let xa = 0; xa <= lastA; xa++) {
    let row = 0;
    for (let xb = 0; xb <= lastB; xb++) {
      row += table[xa * width + xb]!;
      sums[(xa + 1) * stride + xb + 1] = sums[xa * stride + xb + 1]! + row;
    }
  }
  const countB = b.count;
  for (let k = 0; k <= top; k++) {
    for (let localA = 0; localA < a.count; localA++) {
      // A suit with nobody: its X is 0 and "everyone fewer" holds at every k.
      const fromA = a.count === 1 || localA === 0 ? 0 : k;
      const toA = a.count === 1 ? lastA : localA === 0 ? Math.min(k - 1, lastA) : Math.min(k, lastA);
      for (let localB = 0; localB < countB; localB++) {
        const fromB = countB === 1 || localB === 0 ? 0 : k;
        const toB = countB === 1 ? lastB : localB === 0 ? Math.min(k - 1, lastB) : Math.min(k, lastB);
        const p =
          fromA > toA || fromB > toB
            ? 0
            : sums[(toA + 1) * stride + toB + 1]! -
              sums[fromA * stride + toB + 1]! -
              sums[(toA + 1) * stride + fromB]! +
              sums[fromA * stride + fromB]!;
        const at = indexOf[localA * countB + localB]!;
        if (at >= 0) sets[at]![k * span + u] = p;
      }
    }
  }
}

/**
 * For each kind (an index into `sets`, each row `span` wide per k), where its row at k is not 0:
 * [2 · (kind · (top + 1) + k)] the first place, [… + 1] the last (first > last: all 0).
 */
function nonZero(sets: readonly Float64Array[], kinds: Int32Array, top: number, span: number): Int32Array {
  const range = new Int32Array(2 * sets.length * (top + 1));
  for (const kind of kinds) {
    for (let k = 0; k <= top; k++) {
      const { first, last } = nonZeroRange(sets[kind]!, k * span, span);
      range[2 * (kind * (top + 1) + k)] = first;
      range[2 * (kind * (top + 1) + k) + 1] = last;
    }
  }
  return range;
}

/**
 * Per set of the deck's draws and per k (see DeckSets), for draws from one deck holding `suitTotals`
 * cards of C, D, H, S; the draws' counts are what each takes (their sum at most the deck's size),
 * `top` the largest k asked. Only sets of at most `largest` draws are computed (the others stay 0):
 * when ties of symbols go to the Director, a competition reads only the empty set and sets of one.
 */
export function deckSets(suitTotals: readonly number[], draws: readonly SharedDraw[], top: number, largest = draws.length): DeckSets {
  const size = suitTotals.reduce((sum, count) => sum + count, 0);
  if (draws.length === 1) {
    // Alone on the deck (a character's own action deck): one hypergeometric.
    const { suit, count } = draws[0]!;
    // Mask 0 (fewer than k) at k, mask 1 (exactly k) at top + 1 + k.
    const sets = new Float64Array(2 * (top + 1));
    for (let k = 0; k <= top; k++) {
      sets[top + 1 + k] = hypergeometric(size, suitTotals[suit]!, count, k);
      if (k < top) sets[k + 1] = sets[k]! + sets[top + 1 + k]!;
    }
    return sets;
  }
  const membersOf = (index: number) => [...draws.keys()].filter((draw) => draws[draw]!.suit === index);
  const pairing = suitPairing(suitTotals, draws);
  const suit = (index: number): SuitSide => {
    const members = membersOf(index);
    const counts = Int32Array.from(members, (draw) => draws[draw]!.count);
    const ofSuit = suitTotals[index]!;
    // Tables only where the pair of suits is not simple (more than one competitor on one of them).
    const partner = pairing[pairing.indexOf(index) ^ 1]!;
    const tables = membersOf(partner).length > 1 || members.length > 1;
    return {
      rows: counts.reduce((sum, count) => sum + count, 0),
      ofSuit,
      counts,
      kernel: suitKernel(counts, members, ofSuit, top, tables, largest),
    };
  };
  const [c, d, h, s] = listOf(pairing, suit) as [SuitSide, SuitSide, SuitSide, SuitSide];
  // The pairs {c, d} and {h, s} as suitPairing pairs them (below, c may be any suit). P(U, W): the first pair's
  // competitors' rows take U cards of its two suits, then the second pair's rows take W of theirs.
  const rowsP = c.rows + d.rows;
  const rowsQ = h.rows + s.rows;
  const suitsP = c.ofSuit + d.ofSuit;
  const suitsQ = h.ofSuit + s.ofSuit;
  const nobodyP = c.kernel.count === 1 && d.kernel.count === 1;
  const nobodyQ = h.kernel.count === 1 && s.kernel.count === 1;
  if (nobodyP || nobodyQ) {
    // Everyone counts a suit of one pair: that pair's U summed out at once.
    const [one, other, rowsOne, suitsOne] = nobodyP ? [h, s, rowsQ, suitsQ] : [c, d, rowsP, suitsP];
    const weight = Float64Array.from({ length: Math.min(rowsOne, suitsOne) + 1 }, (_, u) => hypergeometric(size, suitsOne, rowsOne, u));
    const only = side(one, other, top, largest, weight);
    const sets = new Float64Array((1 << draws.length) * (top + 1));
    only.sets.forEach((byK, index) => sets.set(byK, only.masks[index]! * (top + 1)));
    return sets;
  }
  const first = side(c, d, top, largest);
  const second = side(h, s, top, largest, undefined, alikeSides([c, d], [h, s]) ? first : undefined);
  const spanU = first.most + 1;
  const spanW = second.most + 1;
  const joint = jointUW(size, { rows: rowsP, ofSuit: suitsP }, { rows: rowsQ, ofSuit: suitsQ }, spanU, spanW);
  return combineSides(first, second, joint, top, largest, draws.length);
}

/**
 * Each set of the deck's draws per k: Σ over U and W of P(U, W) (`joint`, at U · spanW + W) times the
 * first pair's sets at U and the second's at W, each pair of sets of one kind (see SideSets.kinds)
 * summed once; a set is the union of a set of each pair, of at most `largest` draws. The sum runs a
 * product of P(U, W) and a row for each kind of one pair and a dot product for each kind of the
 * other: the pair with fewer kinds takes the products (6 NPCs × 9 on 52 cards: 3 kinds of sets of
 * clubs and diamonds, 12 of hearts and spades).
 */
function combineSides(first: SideSets, second: SideSets, joint: Float64Array, top: number, largest: number, draws: number): DeckSets {
  if (kindCount(first) >= kindCount(second)) return combineOriented(first, second, joint, top, largest, draws);
  const spanU = first.most + 1;
  const spanW = second.most + 1;
  const transposed = new Float64Array(joint.length);
  for (let u = 0; u < spanU; u++) for (let w = 0; w < spanW; w++) transposed[w * spanU + u] = joint[u * spanW + w]!;
  return combineOriented(second, first, transposed, top, largest, draws);
}

function kindCount(side: SideSets): number {
  let count = 0;
  for (let index = 0; index < side.kinds.length; index++) if (side.kinds[index] === index) count++;
  return count;
}

/** combineSides with the products over the second pair's kinds (`joint` at U · spanW + W, U the first pair's). */
function combineOriented(first: SideSets, second: SideSets, joint: Float64Array, top: number, largest: number, draws: number): DeckSets {
  const spanU = first.most + 1;
  const spanW = second.most + 1;
  const sets = new Float64Array((1 << draws) * (top + 1));
  const givenU = new Float64Array(spanU);
  const kindsP = first.kinds.filter((kind, index) => kind === index);
  const kindsQ = second.kinds.filter((kind, index) => kind === index);
  const dots = new Float64Array(first.sets.length);
  // Each kind's row at k is read only where it is not 0 (see nonZero); the terms skipped are exact zeros.
  const rangeP = nonZero(first.sets, kindsP, top, spanU);
  const rangeQ = nonZero(second.sets, kindsQ, top, spanW);
  for (let k = 0; k <= top; k++) {
    const fromW = k * spanW;
    const fromU = k * spanU;
    // The U any kind of the first pair reads at k: givenU is needed there only.
    let firstU = spanU;
    let lastU = -1;
    for (let at = 0; at < kindsP.length; at++) {
      const range = 2 * (kindsP[at]! * (top + 1) + k);
      firstU = Math.min(firstU, rangeP[range]!);
      lastU = Math.max(lastU, rangeP[range + 1]!);
    }
    if (firstU > lastU) continue;
    for (let at = 0; at < kindsQ.length; at++) {
      const kindQ = kindsQ[at]!;
      const byW = second.sets[kindQ]!;
      const firstW = rangeQ[2 * (kindQ * (top + 1) + k)]!;
      const lastW = rangeQ[2 * (kindQ * (top + 1) + k) + 1]!;
      if (firstW > lastW) continue;
      for (let u = firstU; u <= lastU; u++) {
        let sum = 0;
        const row = u * spanW;
        for (let w = firstW; w <= lastW; w++) sum += joint[row + w]! * byW[fromW + w]!;
        givenU[u] = sum;
      }
      const room = largest - popcount(second.masks[kindQ]!);
      for (let atP = 0; atP < kindsP.length; atP++) {
        const kindP = kindsP[atP]!;
        if (popcount(first.masks[kindP]!) > room) continue;
        const byU = first.sets[kindP]!;
        const range = 2 * (kindP * (top + 1) + k);
        let p = 0;
        for (let u = rangeP[range]!, end = rangeP[range + 1]!; u <= end; u++) p += givenU[u]! * byU[fromU + u]!;
        dots[kindP] = p;
      }
      for (let indexQ = 0; indexQ < second.kinds.length; indexQ++) {
        if (second.kinds[indexQ] !== kindQ || second.firsts[indexQ] === 0) continue;
        const maskQ = second.masks[indexQ]!;
        for (let indexP = 0; indexP < first.kinds.length; indexP++) {
          const maskP = first.masks[indexP]!;
          if (first.firsts[indexP] === 1 && popcount(maskP) <= room) sets[(maskP | maskQ) * (top + 1) + k] = dots[first.kinds[indexP]!]!;
        }
      }
    }
  }
  return sets;
}
