/**
 * One deck's part of a competition's odds [DIR-09, CORE-05], exact, and polynomial in how many
 * competitors share the deck. Competitors drawing one after another from one shuffled deck split it
 * into a uniformly random partition: each one's cards (its "rows"), and what nobody draws. A
 * competitor counts one suit, so only how many cards of its suit land in its rows matters here.
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
 * Competitors are never told apart one by one: per threshold k, the answer is by *head-count* — how
 * many of each suit's competitors draw exactly k symbols, every other one on the deck fewer (a
 * "vector", one count per suit) — from the generating function Π_j (Σ_{x<k} C(n_j, x) z^x +
 * y·C(n_j, k) z^k) of a suit's competitors, y counting those at k. And per competitor, the same with
 * that competitor among those at k ("own"): competitors of one suit drawing as many cards are
 * interchangeable, so it is computed once per (suit, count). Decks being independent, a competition
 * multiplies them (see competitionOdds, competition-odds.ts).
 */
import { binomials, choose, hypergeometric } from "../cards/odds.ts";
import { canonicalSets, deckSets, jointUW, kindsOfSets, nonZeroRange, pairTable, popcount, suitPairing } from "./deck-sets.ts";
import { RowBuffer, zeroRows } from "./rows.ts";
import type { SharedDraw } from "./deck-sets.ts";
import { listOf, listOfLength } from "./lists.ts";

/**
 * A deck's outcomes per threshold k. A vector is a head-count per suit, a_s of the `members[s]`
 * counting suit s, written as Σ a_s · strides[s] (0 ≤ a_s ≤ members[s].length).
 */
export interface DeckOutcomes {
  /** The deck's draws counting each suit (indices into the draws). */
  readonly members: readonly (readonly number[])[];
  readonly strides: readonly number[];
  readonly vectors: number;
  /** none[k][vector]: P(every draw on the deck has k symbols or fewer, exactly a_s of suit s's with k). */
  readonly none: readonly Float64Array[];
  /** own[draw][k][vector]: the same, with that draw among those with k (empty for a draw not asked: see deckOutcomes). */
  readonly own: readonly (readonly Float64Array[])[];
}

/** A term of the walk: a head-count vector, whose competitors' class is among those at k (-1: nobody's), by X, U or alone. */
interface Entry {
  readonly owner: number;
  readonly vector: number;
  /** How many competitors at k the vector holds. */
  readonly heads: number;
  readonly row: Float64Array;
  /** Where the row is not 0: first … last (the sums over it read only there; first > last: all 0). */
  first: number;
  last: number;
}

/**
 * The generating function Π_j (F_j(z) + y e_j z^k) over these counts, F_j = Σ_{x<k} C(n_j, x) z^x and
 * e_j = C(n_j, k): poly[a · (most + 1) + x] for a at k and x symbols in all, x ≤ most, written into
 * `poly` (its first (counts + 1) · (most + 1) numbers) and returned.
 */
function product(counts: readonly number[], k: number, most: number, poly: Float64Array): Float64Array {
  const width = most + 1;
  // One array for every head-count, each factor multiplied in place: a cell reads only cells at
  // fewer heads or fewer symbols, so walking both downwards reads each before it is overwritten.
  poly.fill(0, 0, (counts.length + 1) * width);
  poly[0] = 1;
  let heads = 0;
  for (const n of counts) {
    const row = binomials(n);
    const fewest = Math.min(k - 1, n);
    const exactly = k <= n ? row[k]! : 0;
    heads++;
    for (let a = heads; a >= 0; a--) {
      const at = a * width;
      // a at k hold a · k symbols at least: below, the cells stay 0.
      for (let d = most; d >= a * k; d--) {
        let sum = 0;
        for (let x = 0, last = Math.min(fewest, d); x <= last; x++) sum += poly[at + d - x]! * row[x]!;
        if (a > 0 && exactly !== 0 && d >= k) sum += poly[at - width + d - k]! * exactly;
        poly[at + d] = sum;
      }
    }
  }
  return poly;
}

/**
 * One suit's entries at k, by X (its symbols among all its competitors' rows), each given X; none of
 * more than `largest` heads. Their rows are taken from `entryRows`; `poly` holds the generating functions
 * on the way ((counts + 1) · (X's most + 1) numbers).
 */
function suitEntries(
  counts: readonly number[],
  classes: readonly number[],
  wanted: ReadonlySet<number>,
  stride: number,
  ofSuit: number,
  k: number,
  largest: number,
  entryRows: RowBuffer,
  poly: Float64Array,
): Entry[] {
  const rows = counts.reduce((sum, count) => sum + count, 0);
  const most = Math.min(rows, ofSuit);
  const width = most + 1;
  const ofRows = binomials(rows);
  const entries: Entry[] = [];
  const add = (owner: number, a: number, poly: Float64Array, heads: number, factor: number, shift: number) => {
    // a at k hold a · k symbols: none past the suit's cards in its rows.
    if (heads < 0 || a * k > most) return;
    const row = entryRows.row(width);
    for (let x = shift; x <= most; x++) row[x] = (factor * poly[heads * width + x - shift]!) / ofRows[x]!;
    const { first, last } = nonZeroRange(row, 0, width);
    if (first <= last) entries.push({ owner, vector: a * stride, heads: a, row, first, last });
    else entryRows.giveBack(row);
  };
  const highest = Math.min(counts.length, largest);
  const all = product(counts, k, most, poly);
  for (let a = 0; a <= highest; a++) add(-1, a, all, a, 1, 0);
  // Each class (the suit's competitors drawing n cards): one of them at k, the others as they fall.
  const seen = new Set<number>();
  counts.forEach((n, at) => {
    const owner = classes[at]!;
    if (seen.has(owner) || !wanted.has(owner)) return;
    seen.add(owner);
    const exactly = choose(n, k);
    if (exactly === 0 || k > most) return;
    const rest = product(
      counts.filter((_, other) => other !== at),
      k,
      most,
      poly,
    );
    for (let a = 1; a <= highest; a++) add(owner, a, rest, a - 1, exactly, k);
  });
  return entries;
}

interface SuitSide {
  readonly rows: number;
  readonly ofSuit: number;
  readonly most: number;
  /** Per k. */
  readonly entries: readonly (readonly Entry[])[];
}

/**
 * One pair of suits (a, b): their entries per k combined per U (each entry's row by U); or, given
 * `weightOfU` (the chance of each U when the other pair has no competitor, so nothing else depends
 * on U), summed over U at once (one column). The table of (X_a, X_b) given U serves every k. None
 * holds more than `largest` heads.
 */
function side(a: SuitSide, b: SuitSide, largest: number, weightOfU?: Float64Array): { entries: Entry[][] } {
  const rows = a.rows + b.rows;
  const ofSuits = a.ofSuit + b.ofSuit;
  const most = Math.min(rows, ofSuits);
  const span = weightOfU ? 1 : most + 1;
  const width = b.most + 1;
  // Every (entry of a, entry of b) but two competitors' own: each is one competitor among those at k.
  const pairs = listOf(a.entries, (entriesA, k) => {
    const list: [number, Entry][] = [];
    entriesA.forEach((ea, index) => {
      for (const eb of b.entries[k]!) if ((ea.owner < 0 || eb.owner < 0) && ea.heads + eb.heads <= largest) list.push([index, eb]);
    });
    return list;
  });
  // Every entry's row a view of one array per k: one allocation, not one per entry.
  const entries = listOf(pairs, (list, k) => {
    const rows = new Float64Array(list.length * span);
    return listOf(list, ([index, eb], at) => {
      const ea = a.entries[k]![index]!;
      return {
        owner: Math.max(ea.owner, eb.owner),
        vector: ea.vector + eb.vector,
        heads: ea.heads + eb.heads,
        row: rows.subarray(at * span, (at + 1) * span),
        first: 0,
        last: span - 1,
      };
    });
  });
  const table = new Float64Array((a.most + 1) * width);
  const summed = new Float64Array(weightOfU ? table.length : 0);
  const viaA = listOfLength(Math.max(0, ...listOf(a.entries, (list) => list.length)), () => new Float64Array(width));
  const placesA = new Float64Array(Math.min(most, a.rows) + 1);
  // The highest X_b any entry of b reads at k: the sums over X_a are needed up to there only.
  const reachB = listOf(b.entries, (list) => Math.max(-1, ...listOf(list, (eb) => eb.last)));
  // X_a + X_b ≤ `both` (the U C/D cards in the pair's rows hold both, at u: ≤ u).
  const apply = (from: Float64Array, lastA: number, lastB: number, both: number, u: number): void => {
    // Loops, not forEach: a closure per entry in the innermost sums costs (as in the passes below).
    for (let k = 0; k < a.entries.length; k++) {
      const entriesA = a.entries[k]!;
      const reach = Math.min(lastB, reachB[k]!);
      for (let index = 0; index < entriesA.length; index++) {
        const ea = entriesA[index]!;
        const into = viaA[index]!;
        into.fill(0, 0, reach + 1);
        for (let xa = ea.first, end = Math.min(ea.last, lastA); xa <= end; xa++) {
          const weight = ea.row[xa]!;
          if (weight === 0) continue;
          const highest = Math.min(reach, both - xa);
          for (let xb = 0; xb <= highest; xb++) into[xb]! += from[xa * width + xb]! * weight;
        }
      }
      const into = entries[k]!;
      const list = pairs[k]!;
      for (let index = 0; index < list.length; index++) {
        const pair = list[index]!;
        const via = viaA[pair[0]]!;
        const eb = pair[1];
        let p = 0;
        for (let xb = eb.first, end = Math.min(eb.last, reach); xb <= end; xb++) p += via[xb]! * eb.row[xb]!;
        into[index]!.row[u] = p;
      }
    }
  };
  for (let u = 0; u <= most; u++) {
    pairTable(table, width, u, a, b, placesA);
    if (weightOfU) {
      const weight = weightOfU[u]!;
      if (weight !== 0) for (let at = 0; at < table.length; at++) summed[at]! += weight * table[at]!;
    } else apply(table, Math.min(u, a.most), Math.min(u, b.most), u, u);
  }
  if (weightOfU) apply(summed, a.most, b.most, a.most + b.most, 0);
  for (const list of entries) for (const entry of list) Object.assign(entry, nonZeroRange(entry.row, 0, span));
  return { entries };
}

/**
 * The outcomes (see DeckOutcomes) of `copies` interchangeable draws, each alone on a deck of its own
 * of the same composition (`suitTotals`), counting the same suit and taking as many cards (players
 * with alike action decks): independent, so `a` of them at k and the rest fewer is
 * C(copies, a) e^a f^(copies − a), e = P(exactly k), f = P(fewer than k); with a given one among
 * those at k, C(copies − 1, a − 1) e^a f^(copies − a). One vector per head-count, not 2^copies sets.
 */
export function alikeOutcomes(suitTotals: readonly number[], draw: SharedDraw, copies: number, top: number): DeckOutcomes {
  const { members, strides, vectors } = headCountLayout(listOfLength(copies, () => draw));
  const size = suitTotals.reduce((sum, count) => sum + count, 0);
  const ofCopies = binomials(copies);
  const ofOthers = binomials(copies - 1);
  let fewer = 0;
  const none: Float64Array[] = [];
  const own: Float64Array[] = [];
  for (let k = 0; k <= top; k++) {
    const exactly = hypergeometric(size, suitTotals[draw.suit]!, draw.count, k);
    const all = new Float64Array(vectors);
    const mine = new Float64Array(vectors);
    for (let a = 0; a <= copies; a++) {
      const p = exactly ** a * fewer ** (copies - a);
      all[a * strides[draw.suit]!] = ofCopies[a]! * p;
      if (a > 0) mine[a * strides[draw.suit]!] = ofOthers[a - 1]! * p;
    }
    none.push(all);
    own.push(mine);
    fewer += exactly;
  }
  return { members, strides, vectors, none, own: listOf(members[draw.suit]!, () => own) };
}

/**
 * Up to this many draws on a deck counting one pair of suits (as suitPairing pairs them), its sets of draws are
 * walked by kind (deck-sets.ts: one set of each kind is computed, and outcomesBySets sums the kinds
 * times how many sets each holds; the masks of every set still number 2^draws). On 208 cards, nine to
 * twelve NPCs drawing 9 (three per pair and more) walk their sets two to three times as fast as
 * counting heads with the tie-break, five to eight times with ties to the Director; five or six
 * counting one suit as fast or faster (measured in CPU, Step 18).
 */
const MOST_DRAWS_BY_SETS = 6;

/**
 * Beyond six on a pair, the sets are still walked up to eight on a pair while each suit has at most
 * four draws, or five that make at least half as many kinds of sets as there are sets (mostly
 * different counts), and the deck's draws make few kinds of sets and few masks; heads are counted
 * past any of these. Measured on 208 cards, each line-up in fresh processes after 0.4 s of warm-up,
 * walked both ways: within these the sets took a quarter to three quarters of the time (eight NPCs
 * of different counts, four of them counting spades: 2.2 ms against 3.9 with the tie-break, 0.8
 * against 3.1 with ties to the Director; 13 alike 6.1 against 11.9, and 1.6 against 6.9). Past them
 * counting heads was faster: 1.4× for ten NPCs of different counts on one pair, up to 3.7× for eight
 * to ten alike counting one suit, 7× for 20 NPCs on 19 draws a pair.
 */
const MOST_DRAWS_BY_SETS_ON_A_PAIR = 8;
const MOST_DRAWS_OF_A_SUIT_BY_SETS = 5;
const MOST_KINDS_OF_SETS = 4096;
/** The most (set, k) entries a deck's sets hold: 2^draws · (top + 1), 8 MB. */
const MOST_SET_ENTRIES = 1 << 20;

/** Whether the deck's outcomes are summed from its sets (deck-sets.ts), or from head-counts. */
export function walksSets(suitTotals: readonly number[], draws: readonly SharedDraw[], top: number): boolean {
  const pairing = suitPairing(suitTotals, draws);
  const onPair = listOf([0, 2], (at) => draws.filter((draw) => draw.suit === pairing[at] || draw.suit === pairing[at + 1]).length);
  if (Math.max(...onPair) <= MOST_DRAWS_BY_SETS) return true;
  if (Math.max(...onPair) > MOST_DRAWS_BY_SETS_ON_A_PAIR || 2 ** draws.length * (top + 1) > MOST_SET_ENTRIES) return false;
  let kinds = 1;
  for (let suit = 0; suit < 4; suit++) {
    const counts = Int32Array.from(
      draws.filter((draw) => draw.suit === suit),
      (draw) => draw.count,
    );
    if (counts.length > MOST_DRAWS_OF_A_SUIT_BY_SETS) return false;
    const ofSuit = kindsOfSets(counts);
    if (counts.length === MOST_DRAWS_OF_A_SUIT_BY_SETS && 2 * ofSuit < 2 ** counts.length) return false;
    kinds *= ofSuit;
  }
  return kinds <= MOST_KINDS_OF_SETS;
}

/**
 * The deck's outcomes (see DeckOutcomes), for draws from one deck holding `suitTotals` cards of
 * C, D, H, S, each taking its count (their sum at most the deck's size), for k up to `top`: by sets
 * of draws while they make few kinds (see walksSets; each set's head-count summed), by head-counts
 * beyond. `largest`: the most heads at k the caller reads (1 when ties of symbols go to the
 * Director); larger head-counts are not computed and stay 0. `asked[draw]`: whether the caller reads
 * that draw's own rows (a competitor whose chance is another's by symmetry is not asked); by
 * head-counts, those of a draw not asked are not computed (empty).
 */
export function deckOutcomes(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  top: number,
  largest = draws.length,
  asked: readonly boolean[] = listOf(draws, () => true),
): DeckOutcomes {
  const drawing = [...draws.keys()].filter((draw) => draws[draw]!.count > 0);
  if (drawing.length < draws.length) return withIdle(suitTotals, draws, drawing, top, largest, asked);
  return walksSets(suitTotals, draws, top)
    ? outcomesBySets(suitTotals, draws, top, largest)
    : outcomesByHeadCount(suitTotals, draws, top, asked, largest);
}

/**
 * Draws that take nothing (the deck ran out before them, or penalties took every card) hold 0
 * symbols for sure: the others' outcomes are walked without them, and they join those at k = 0.
 */
function withIdle(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  drawing: readonly number[],
  top: number,
  largest: number,
  asked: readonly boolean[],
): DeckOutcomes {
  const { members, strides, vectors } = headCountLayout(draws);
  const none = zeroRows(top + 1, vectors);
  const idle = listOf(members, (list) => list.filter((draw) => draws[draw]!.count === 0).length);
  const allIdle = idle.reduce((vector, count, suit) => vector + count * strides[suit]!, 0);
  const inner =
    drawing.length > 0
      ? deckOutcomes(
          suitTotals,
          listOf(drawing, (draw) => draws[draw]!),
          top,
          largest,
          listOf(drawing, (draw) => asked[draw]!),
        )
      : null;
  // Each vector of the drawing ones among the deck's: a_s of them at k, plus (at k = 0) every idle one.
  const place = new Int32Array(inner ? inner.vectors : 1);
  for (let suit = 0; inner && suit < inner.members.length; suit++) {
    const radix = inner.members[suit]!.length + 1;
    const from = inner.strides[suit]!;
    const to = strides[suit]!;
    for (let vector = 0; vector < inner.vectors; vector++) place[vector]! += (Math.floor(vector / from) % radix) * to;
  }
  const spread = (from: Float64Array, into: Float64Array, k: number) => {
    const shift = k === 0 ? allIdle : 0;
    for (let vector = 0; vector < from.length; vector++) if (from[vector] !== 0) into[place[vector]! + shift]! += from[vector]!;
  };
  for (let k = 0; k <= top; k++) spread(inner ? inner.none[k]! : Float64Array.of(1), none[k]!, k);
  // Only asked draws have rows (see deckOutcomes). An idle one is among those at k = 0 in every outcome there.
  const own = listOf(draws, (draw, index) => (asked[index] ? zeroRows(top + 1, vectors) : []));
  draws.forEach((draw, index) => draw.count === 0 && asked[index] && own[index]![0]!.set(none[0]!));
  drawing.forEach((draw, index) => {
    if (asked[draw]) for (let k = 0; k <= top; k++) spread(inner!.own[index]![k]!, own[draw]![k]!, k);
  });
  return { members, strides, vectors, none, own };
}

/** How DeckOutcomes number head-counts: the draws counting each suit, each suit's stride, and how many vectors. */
export function headCountLayout(draws: readonly SharedDraw[]) {
  const members = listOf([0, 1, 2, 3], (suit) => [...draws.keys()].filter((draw) => draws[draw]!.suit === suit));
  const strides: number[] = [];
  let vectors = 1;
  for (const list of members) {
    strides.push(vectors);
    vectors *= list.length + 1;
  }
  return { members, strides, vectors };
}

/**
 * A kind of set of one suit's draws: one set of each kind is summed, times how many sets are of
 * that kind (draws of one suit taking as many cards are interchangeable, see canonicalSets): its
 * deck `mask`, its head-count `vector` (heads · the suit's stride), `count` sets, and for the first
 * draw of each class it takes from, that draw (`owners`) and the share of those sets holding it
 * (`shares`: chosen / the class's size).
 */
interface SetKind {
  readonly mask: number;
  readonly vector: number;
  readonly count: number;
  readonly owners: readonly number[];
  readonly shares: readonly number[];
}

/** The kinds of set of one suit's draws (`list`, deck indices in draw order). */
function suitSetKinds(draws: readonly SharedDraw[], list: readonly number[], stride: number): SetKind[] {
  const counts = Int32Array.from(list, (draw) => draws[draw]!.count);
  const canonical = canonicalSets(counts);
  const kinds: SetKind[] = [];
  for (let local = 0; local < canonical.length; local++) {
    if (canonical[local] !== local) continue;
    let mask = 0;
    let count = 1;
    const owners: number[] = [];
    const shares: number[] = [];
    list.forEach((draw, member) => {
      if (local & (1 << member)) mask |= 1 << draw;
      if (counts.indexOf(counts[member]!) !== member) return;
      const ofClass = list.filter((_, other) => counts[other] === counts[member]).length;
      const chosen = list.filter((_, other) => counts[other] === counts[member] && local & (1 << other)).length;
      count *= choose(ofClass, chosen);
      if (chosen === 0) return;
      owners.push(draw);
      shares.push(chosen / ofClass);
    });
    kinds.push({ mask, vector: popcount(local) * stride, count, owners, shares });
  }
  return kinds;
}

/**
 * The outcomes summed from each kind of set's chance (deck-sets.ts), a set of each suit's kinds
 * joined, times how many sets are of that kind: each draw's own rows are those of the first of its
 * class, the only ones summed.
 */
export function outcomesBySets(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  top: number,
  largest = draws.length,
): DeckOutcomes {
  const { members, strides, vectors } = headCountLayout(draws);
  const sets = deckSets(suitTotals, draws, top, largest);
  const none = zeroRows(top + 1, vectors);
  const first = listOf(draws, (draw) => draws.findIndex((other) => other.suit === draw.suit && other.count === draw.count));
  const ownOfFirst = listOf(first, (of, draw) => (of === draw ? zeroRows(top + 1, vectors) : []));
  const [c, d, h, s] = listOf(members, (list, suit) => suitSetKinds(draws, list, strides[suit]!)) as [
    SetKind[],
    SetKind[],
    SetKind[],
    SetKind[],
  ];
  const add = (joined: readonly SetKind[]) => {
    let mask = 0;
    let vector = 0;
    let count = 1;
    for (const kind of joined) {
      mask |= kind.mask;
      vector += kind.vector;
      count *= kind.count;
    }
    for (let k = 0; k <= top; k++) {
      const p = sets[mask * (top + 1) + k]!;
      if (p === 0) continue;
      none[k]![vector]! += count * p;
      for (const { owners, shares } of joined)
        for (let at = 0; at < owners.length; at++) ownOfFirst[owners[at]!]![k]![vector]! += count * shares[at]! * p;
    }
  };
  for (const ofC of c) for (const ofD of d) for (const ofH of h) for (const ofS of s) add([ofC, ofD, ofH, ofS]);
  return { members, strides, vectors, none, own: listOf(first, (of) => ownOfFirst[of]!) };
}

/** The numbers a buffer of entry rows holds (32 KB): 18 NPCs drawing 1 to 9 on a poker deck fill one. */
const ENTRY_ROWS_BUFFER = 4096;

/**
 * Each suit's side: its entries per k (a class's own entries only for the classes `summed`; none
 * below `fromK`), its rows and cards.
 */
function suitSides(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  members: readonly (readonly number[])[],
  strides: readonly number[],
  top: number,
  classOf: readonly number[],
  summed: ReadonlySet<number>,
  largest: number,
  fromK = 0,
): SuitSide[] {
  // Every suit's entry rows from one buffer (some thousand numbers in all, at most).
  const entryRows = new RowBuffer(ENTRY_ROWS_BUFFER);
  return listOf(members, (list, suit) => {
    const counts = listOf(list, (draw) => draws[draw]!.count);
    const classes = listOf(list, (draw) => classOf[draw] ?? -1);
    const rows = counts.reduce((sum, count) => sum + count, 0);
    const most = Math.min(rows, suitTotals[suit]!);
    const poly = new Float64Array((counts.length + 1) * (most + 1));
    return {
      rows,
      ofSuit: suitTotals[suit]!,
      most,
      entries: listOfLength(top + 1, (k) =>
        k < fromK ? [] : suitEntries(counts, classes, summed, strides[suit]!, suitTotals[suit]!, k, largest, entryRows, poly),
      ),
    };
  });
}

/**
 * Both pairs of suits drawn from: each pair's entries per k by U (or W), and the chance of each
 * (U, W) (jointOfPairs).
 */
function pairedSides(size: number, sides: readonly [SuitSide, SuitSide, SuitSide, SuitSide], largest: number) {
  const [c, d, h, s] = sides;
  return { first: side(c, d, largest), second: side(h, s, largest), ...jointOfPairs(size, sides) };
}

/**
 * The chance of each (U, W) of the pairs {c, d} and {h, s} (joint, at U · spanW + W), and each U's W
 * with a chance, [fromW[u], toW[u]) (a deal of the whole deck ties W to U).
 */
function jointOfPairs(size: number, [c, d, h, s]: readonly [SuitSide, SuitSide, SuitSide, SuitSide]) {
  const spanU = Math.min(c.rows + d.rows, c.ofSuit + d.ofSuit) + 1;
  const spanW = Math.min(h.rows + s.rows, h.ofSuit + s.ofSuit) + 1;
  const joint = jointUW(
    size,
    { rows: c.rows + d.rows, ofSuit: c.ofSuit + d.ofSuit },
    { rows: h.rows + s.rows, ofSuit: h.ofSuit + s.ofSuit },
    spanU,
    spanW,
  );
  const fromW = new Int32Array(spanU);
  const toW = new Int32Array(spanU);
  for (let u = 0; u < spanU; u++) {
    const { first: from, last } = nonZeroRange(joint, u * spanW, spanW);
    fromW[u] = from;
    toW[u] = last + 1;
  }
  return { spanU, spanW, joint, fromW, toW };
}

/**
 * Each draw's class — the draws of one suit taking as many cards, interchangeable on one deck —
 * numbered suit · (size + 1) + count, and each suit's class where all its draws are of one (else -1).
 */
function classesOf(draws: readonly SharedDraw[], members: readonly (readonly number[])[], size: number) {
  const classOf = listOf(draws, (draw) => draw.suit * (size + 1) + draw.count);
  const wholeSuit = listOf(members, (list) =>
    list.length > 0 && list.every((draw) => classOf[draw] === classOf[list[0]!]) ? classOf[list[0]!]! : -1,
  );
  return { classOf, wholeSuit };
}

/**
 * The deck's outcomes (see DeckOutcomes), for draws from one deck holding `suitTotals` cards of
 * C, D, H, S; the draws' counts are what each takes (their sum at most the deck's size), `top` the
 * largest k asked; own rows only for the draws `asked`, and no head-count above `largest` (those stay
 * 0), as deckOutcomes.
 */
export function outcomesByHeadCount(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  top: number,
  asked: readonly boolean[] = listOf(draws, () => true),
  largest = draws.length,
): DeckOutcomes {
  const size = suitTotals.reduce((sum, count) => sum + count, 0);
  const { members, strides, vectors } = headCountLayout(draws);
  const { classOf, wholeSuit } = classesOf(draws, members, size);
  const ks = listOfLength(top + 1, (k) => k);
  const none = zeroRows(top + 1, vectors);
  // Only the classes of the draws asked are summed with one of them among those at k.
  const wanted = new Set(classOf.filter((_, draw) => asked[draw]));
  const ownByClass = new Map(listOf([...wanted], (owner) => [owner, zeroRows(top + 1, vectors)]));
  // A suit whose draws are all one class: a given one of its n is among the a at k with chance a / n
  // (its draws are interchangeable), so its own rows are its share of `none`, not summed apart.
  const summed = new Set([...wanted].filter((owner) => !wholeSuit.includes(owner)));
  const write = (k: number, owner: number, vector: number, p: number) => ((owner < 0 ? none : ownByClass.get(owner)!)[k]![vector] = p);
  const sides = suitSides(suitTotals, draws, members, strides, top, classOf, summed, largest);
  // The pairs {c, d} and {h, s} as suitPairing pairs them (c may be any suit).
  const [c, d, h, s] = listOf(suitPairing(suitTotals, draws), (suit) => sides[suit]!) as [SuitSide, SuitSide, SuitSide, SuitSide];
  const rowsP = c.rows + d.rows;
  const rowsQ = h.rows + s.rows;
  const suitsP = c.ofSuit + d.ofSuit;
  const suitsQ = h.ofSuit + s.ofSuit;
  if (rowsP === 0 || rowsQ === 0) {
    // Nobody draws for one pair's suits (as suitPairing pairs them): its X are 0, and the other pair's U is summed out at once.
    const [one, other, rowsOne, suitsOne, idle] =
      rowsP === 0 ? [h, s, rowsQ, suitsQ, side(c, d, largest)] : [c, d, rowsP, suitsP, side(h, s, largest)];
    const weight = Float64Array.from({ length: Math.min(rowsOne, suitsOne) + 1 }, (_, u) => hypergeometric(size, suitsOne, rowsOne, u));
    side(one, other, largest, weight).entries.forEach((entries, k) => {
      for (const entry of entries) {
        for (const still of idle.entries[k]!) {
          if ((entry.owner >= 0 && still.owner >= 0) || entry.heads + still.heads > largest) continue;
          write(k, Math.max(entry.owner, still.owner), entry.vector + still.vector, entry.row[0]! * still.row[0]!);
        }
      }
    });
  } else {
    const { first, second, spanU, spanW, joint, fromW, toW } = pairedSides(size, [c, d, h, s], largest);
    const givenU = new Float64Array(spanU);
    for (const k of ks) {
      for (const eq of second.entries[k]!) {
        // The U with a chance given this entry: [firstU, lastU].
        let firstU = spanU;
        let lastU = -1;
        for (let u = 0; u < spanU; u++) {
          let sum = 0;
          for (let w = Math.max(fromW[u]!, eq.first), end = Math.min(toW[u]! - 1, eq.last); w <= end; w++)
            sum += joint[u * spanW + w]! * eq.row[w]!;
          givenU[u] = sum;
          if (sum !== 0) {
            if (firstU === spanU) firstU = u;
            lastU = u;
          }
        }
        if (lastU < 0) continue;
        for (const ep of first.entries[k]!) {
          if ((ep.owner >= 0 && eq.owner >= 0) || ep.heads + eq.heads > largest) continue;
          let p = 0;
          for (let u = Math.max(firstU, ep.first), end = Math.min(lastU, ep.last); u <= end; u++) p += givenU[u]! * ep.row[u]!;
          write(k, Math.max(ep.owner, eq.owner), ep.vector + eq.vector, p);
        }
      }
    }
  }
  wholeSuit.forEach((owner, suit) => {
    const own = ownByClass.get(owner);
    if (!own) return;
    const count = members[suit]!.length;
    // Each vector's share a / n, a its head-count of the suit.
    const share = new Float64Array(vectors);
    for (let vector = 0; vector < vectors; vector++) share[vector] = (Math.floor(vector / strides[suit]!) % (count + 1)) / count;
    for (let k = 0; k <= top; k++) {
      const from = none[k]!;
      const into = own[k]!;
      for (let vector = 0; vector < vectors; vector++) into[vector] = from[vector]! * share[vector]!;
    }
  });
  return { members, strides, vectors, none, own: listOf(classOf, (owner) => ownByClass.get(owner) ?? []) };
}

/**
 * What headCountWins and dualWins set up for one deck that is the whole competition: its draws'
 * classes, each suit's side from k = 1 (nobody wins on no symbol; a class's own entries for the
 * classes asked that are not their suit's only one), the pairing (suitPairing's, by the suits asked
 * in) with the chance of (U, W) and
 * each pair's tables, one asked draw of each class (its suit and count are the class's) and what
 * each class has won so far. Null where a pair is not drawn from.
 */
type WholeDeck = NonNullable<ReturnType<typeof wholeDeck>>;

function wholeDeck(suitTotals: readonly number[], draws: readonly SharedDraw[], top: number, asked: readonly number[], largest: number) {
  const size = suitTotals.reduce((sum, count) => sum + count, 0);
  const { members, strides } = headCountLayout(draws);
  const { classOf, wholeSuit } = classesOf(draws, members, size);
  const summed = new Set(
    listOf(
      asked.filter((draw) => wholeSuit[draws[draw]!.suit]! < 0),
      (draw) => classOf[draw]!,
    ),
  );
  const sides = suitSides(suitTotals, draws, members, strides, top, classOf, summed, largest, 1);
  const pairing = suitPairing(suitTotals, draws, new Set(listOf(asked, (draw) => draws[draw]!.suit)));
  const [c, d, h, s] = listOf(pairing, (suit) => sides[suit]!) as [SuitSide, SuitSide, SuitSide, SuitSide];
  if (c.rows + d.rows === 0 || h.rows + s.rows === 0) return null;
  const { spanU, spanW, joint, fromW, toW } = jointOfPairs(size, [c, d, h, s]);
  const askers = [...new Map(listOf(asked, (draw) => [classOf[draw]!, draw])).values()];
  return {
    members,
    strides,
    classOf,
    wholeSuit,
    sides,
    pairing,
    spanU,
    spanW,
    joint,
    fromW,
    toW,
    tables: [pairTables(c, d, spanU), pairTables(h, s, spanW)] as const,
    askers,
    won: new Map(listOf(askers, (draw) => [classOf[draw]!, 0])),
  };
}

/**
 * What headCountWins reads at k ≥ 1: a competitor's chance to win at k given the head-count, as a
 * sum over "ranks" i of products over the suits, each suit's factor read from its head-count: the
 * asking one's own suit own[h · m + i] (h level there, itself included), every other α + β z (h > 0
 * level there; none: 1), the product's coefficients of z^d summed through sums[i][d], all times
 * `scale`. The tie-break on decks holding each card once has this form (singleCopyBreaker, i the
 * asking one's highest success); so has winning alone (one "rank": own 1 at h = 1, every α and β 0).
 */
export interface FactorTables {
  readonly m: number;
  readonly scale: number;
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  readonly own: Float64Array;
  readonly sums: readonly Float64Array[];
}

/**
 * Each asked draw's chance to win alone on one deck that is the whole competition, its chance at k
 * given the head-count read from `tablesAt(k)` (FactorTables), without writing a row per head-count:
 * as that chance is a sum over "ranks" of products over the suits, each rank's term is summed suit by
 * suit — a suit's entries (by X, one per head-count) weighted by its factor at that head-count fold
 * into one polynomial in z by X, a pair's two by U through its tables of (X_a, X_b), and the two
 * pairs through the chance of (U, W). An asked draw's suit is folded from its class's own entries (that
 * draw among those at k), or, where every draw of the suit is of its class, from all its entries, each
 * its share a / n. Every suit is folded with nobody asking once per k and rank; an asking suit has no
 * z (its own entries make the head-count), so the total is linear in it: each place in the pairing
 * asked in is summed once per k and rank against everything else (its dual, dualsOfPair), and each
 * asking class meets that with its own entries, at the k it can hold (no more than it draws).
 * `largest`: the most heads at k with a chance to win (1 when only alone wins). Null where the pairs
 * are not both drawn from (the rows are then written, outcomesByHeadCount).
 */
export function headCountWins(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  top: number,
  asked: readonly number[],
  tablesAt: (k: number) => FactorTables | null,
  largest = draws.length,
): number[] | null {
  const deck = wholeDeck(suitTotals, draws, top, asked, largest);
  if (!deck) return null;
  const { pairing, classOf, won } = deck;
  const sums = rankSums(deck);
  for (let k = 1; k <= top; k++) {
    const tables = tablesAt(k);
    const asking = askingEntries(deck, draws, k);
    if (!tables || asking.length === 0) continue;
    const askedAt = Uint8Array.from(pairing, (suit) => (asking.some((asker) => asker.suit === suit) ? 1 : 0));
    for (let i = 0; i < tables.sums.length; i++) {
      // An asker's own suit has no z (it is level there by its own entries): the total is linear in
      // its folded suit, so each place asked in is summed once against everything else (its dual)
      // and each asker meets it with its own entries. The second pair is folded first, so that the
      // first pair's second place's dual is summed in the same pass as the first pair's fold.
      foldRank(deck, sums, tables, k, i, askedAt);
      if (askedAt[0]) pairDuals(deck, sums, 0, askedAt);
      if (askedAt[2] || askedAt[3]) {
        givenByFirstPair(deck, sums, tables.sums[i]!);
        pairDuals(deck, sums, 1, askedAt);
      }
      for (const { owner, suit, n, entries } of asking) {
        won.set(owner, won.get(owner)! + askerAtRank(entries, n, sums.duals[pairing.indexOf(suit)]!, tables, i));
      }
    }
  }
  return listOf(asked, (draw) => won.get(classOf[draw]!)!);
}

/**
 * What headCountWins sums into per k and rank: per place in the pairing, its suit's entries folded
 * with nobody asking there (`others`: c0 by X, then c1 by X, z's coefficients) and what an asker's
 * own suit there is summed against (`duals`, by X); each head-count's c0 and c1 (`weights`); each
 * pair folded, z's coefficients 0 … 2 by U (`byU`) and W (`byW`), and its sums over its second suit
 * by U and the first's X (foldPair's `kept`); the second pair's given U (`givenU`), and what the
 * other pair gives a pair by its U (`ofOtherPair`, 2 per U).
 */
interface RankSums {
  readonly mostHeads: number;
  readonly others: readonly Float64Array[];
  readonly duals: readonly Float64Array[];
  readonly weights: Float64Array;
  readonly byU: Float64Array;
  readonly byW: Float64Array;
  readonly givenU: Float64Array;
  readonly ofOtherPair: Float64Array;
  readonly keptP: Float64Array;
  readonly keptQ: Float64Array;
}

function rankSums({ members, sides, pairing, spanU, spanW }: WholeDeck): RankSums {
  const mostHeads = Math.max(...listOf(members, (list) => list.length));
  return {
    mostHeads,
    others: listOf(pairing, (suit) => new Float64Array((sides[suit]!.most + 1) * 2)),
    duals: listOf(pairing, (suit) => new Float64Array(sides[suit]!.most + 1)),
    weights: new Float64Array((mostHeads + 1) * 2),
    byU: new Float64Array(spanU * 3),
    byW: new Float64Array(spanW * 3),
    givenU: new Float64Array(spanU * 3),
    ofOtherPair: new Float64Array(Math.max(spanU, spanW) * 2),
    keptP: new Float64Array(spanU * (sides[pairing[0]!]!.most + 1) * 2),
    keptQ: new Float64Array(spanW * (sides[pairing[2]!]!.most + 1) * 2),
  };
}

/**
 * Every suit folded at k with nobody asking in it, by rank i's factors, and both pairs folded
 * (RankSums), the second first: what it gives the first pair is summed before the first pair's
 * fold, which sums its second place's dual on the way where that place is asked in.
 */
function foldRank(
  deck: WholeDeck,
  sums: RankSums,
  { m, alpha, beta, sums: ofRanks }: FactorTables,
  k: number,
  i: number,
  askedAt: Uint8Array,
): void {
  const { sides, pairing, tables } = deck;
  const { mostHeads, weights, others } = sums;
  // Nobody asking in a suit: 1 with no head there, α + β z with a heads.
  weights[0] = 1;
  weights[1] = 0;
  for (let a = 1; a <= mostHeads; a++) {
    weights[a * 2] = alpha[a * m + i]!;
    weights[a * 2 + 1] = beta[a * m + i]!;
  }
  for (let place = 0; place < 4; place++) foldSuit(sides[pairing[place]!]!.entries[k]!, weights, others[place]!);
  // A pair's kept sums are read only for its first place's dual (pairDuals).
  foldPair(tables[1], others[2]!, others[3]!, sums.byW, askedAt[2] ? sums.keptQ : null, null);
  if (askedAt[0] || askedAt[1]) givenBySecondPair(deck, sums, ofRanks[i]!);
  foldPair(
    tables[0],
    others[0]!,
    others[1]!,
    sums.byU,
    askedAt[0] ? sums.keptP : null,
    askedAt[1] ? { ofRest: sums.ofOtherPair, into: sums.duals[1]! } : null,
  );
}

/** What the second pair gives the first at each U (RankSums' `ofOtherPair`), by rank (`ofRank`: its Σ_r (r / N)^d). */
function givenBySecondPair(
  { spanU, spanW, joint, fromW, toW }: WholeDeck,
  { byW, givenU, ofOtherPair }: RankSums,
  ofRank: Float64Array,
): void {
  givenOfU(joint, fromW, toW, spanW, byW, givenU);
  for (let u = 0; u < spanU; u++) {
    for (let e = 0; e < 2; e++) {
      let g = 0;
      for (let f = 0; f < 3; f++) g += (ofRank[e + f] ?? 0) * givenU[u * 3 + f]!;
      ofOtherPair[u * 2 + e] = g;
    }
  }
}

/** What the first pair gives the second at each W (RankSums' `ofOtherPair`), by rank (`ofRank`: its Σ_r (r / N)^d). */
function givenByFirstPair({ spanU, spanW, joint, fromW, toW }: WholeDeck, { byU, ofOtherPair }: RankSums, ofRank: Float64Array): void {
  const [r0, r1, r2, r3] = [ofRank[0] ?? 0, ofRank[1] ?? 0, ofRank[2] ?? 0, ofRank[3] ?? 0];
  ofOtherPair.fill(0, 0, spanW * 2);
  for (let u = 0; u < spanU; u++) {
    const g0 = r0 * byU[u * 3]! + r1 * byU[u * 3 + 1]! + r2 * byU[u * 3 + 2]!;
    const g1 = r1 * byU[u * 3]! + r2 * byU[u * 3 + 1]! + r3 * byU[u * 3 + 2]!;
    if (g0 === 0 && g1 === 0) continue;
    for (let w = fromW[u]!; w < toW[u]!; w++) {
      const p = joint[u * spanW + w]!;
      ofOtherPair[w * 2]! += p * g0;
      ofOtherPair[w * 2 + 1]! += p * g1;
    }
  }
}

/**
 * A pair's places' duals (those asked in), from what the other pair gives it (RankSums'
 * `ofOtherPair`); the first pair's second place's is summed in its fold (foldRank).
 */
function pairDuals(
  { sides, pairing, tables }: WholeDeck,
  { others, duals, ofOtherPair, keptP, keptQ }: RankSums,
  pair: number,
  askedAt: Uint8Array,
): void {
  const first = pair * 2;
  dualsOfPair(
    tables[pair]!,
    others[first]!,
    sides[pairing[first + 1]!]!.most + 1,
    pair === 0 ? keptP : keptQ,
    ofOtherPair,
    askedAt[first] ? duals[first]! : null,
    pair === 1 && askedAt[first + 1] ? duals[first + 1]! : null,
  );
}

/** An asking class's chance at k by rank i: its own entries, weighted by its own suit's factor there (and its share a / n where `n` > 0), met with its place's dual. */
function askerAtRank(entries: readonly Entry[], n: number, dual: Float64Array, { m, own, scale }: FactorTables, i: number): number {
  let total = 0;
  for (const entry of entries) {
    const weight = n === 0 ? own[entry.heads * m + i]! : (own[entry.heads * m + i]! * entry.heads) / n;
    if (weight === 0) continue;
    let dot = 0;
    for (let x = entry.first; x <= entry.last; x++) dot += entry.row[x]! * dual[x]!;
    total += weight * dot;
  }
  return total * scale;
}

/**
 * Each asked draw's chance to win on one deck that is the whole competition, from what each
 * head-count at k is worth to it (`chanceAt(k, suit)(vector)`, the vector as DeckOutcomes numbers
 * it, its suit holding the draw among those at k): Σ_k Σ_vector own[draw][k][vector] · that chance,
 * without a row per draw. A vector's chance is a sum over (U, W) and each pair's X of the chances of those times
 * each suit's entry at its head-count: linear in the asking draw's own entries. So per k, per place
 * in the pairing asked from and head-count there, everything else — every other suit's entries of
 * nobody's class, through the pairs' tables and the chance of (U, W), each vector weighted — is
 * summed once into a row by X (its dual), and each asking class meets it with its own entries. The
 * tables are passed once per entry of a suit at k (not per draw, nor per rank as headCountWins).
 * Null where a pair is not drawn from (outcomesByHeadCount then).
 */
export function dualWins(
  suitTotals: readonly number[],
  draws: readonly SharedDraw[],
  top: number,
  asked: readonly number[],
  chanceAt: (k: number, suit: number) => (vector: number) => number,
  largest = draws.length,
): number[] | null {
  const deck = wholeDeck(suitTotals, draws, top, asked, largest);
  if (!deck) return null;
  const { pairing, sides, won, classOf } = deck;
  const sums = dualSums(deck, largest);
  for (let k = 1; k <= top; k++) {
    const asking = askingEntries(deck, draws, k);
    if (asking.length === 0) continue;
    // Each place's entries of nobody's class at k (one per head-count there).
    const basis = listOf(pairing, (suit) => sides[suit]!.entries[k]!.filter((entry) => entry.owner < 0));
    for (let place = 0; place < 4; place++) {
      if (place % 2 === 1 || asking.some((asker) => asker.suit === pairing[place + 1])) throughPlace(deck, sums, basis, place);
    }
    for (let pair = 0; pair < 2; pair++) pairRowsOf(sums, basis, pair);
    meetPairs(deck, sums, basis);
    for (let place = 0; place < 4; place++) {
      const here = asking.filter((asker) => asker.suit === pairing[place]);
      if (here.length === 0) continue;
      placeDuals(deck, sums, basis, place, here, chanceAt(k, pairing[place]!));
      for (const { owner, n, entries } of here)
        won.set(owner, won.get(owner)! + ownWins(entries, n, sums.duals[place]!, sums.widths[place]!));
    }
  }
  return listOf(asked, (draw) => won.get(classOf[draw]!)!);
}

/**
 * What dualWins sums into at each k, by place in the pairing (a pair: places 2 · pair and 2 · pair + 1):
 * its span of U (or W), each place's width (its X's most + 1); per place each of its entries through
 * the pair's tables, by U and its partner's X (at entry · span · the partner's width: what the pair's
 * rows, a second place's, and its partner's dual read); per pair its rows by U per pair of its
 * places' entries, and those met with the chance of (U, W) by the other pair's U (with where each is
 * not 0: first, last); per place its duals by head-count and X; a row by U.
 */
interface DualSums {
  readonly spans: Int32Array;
  readonly widths: Int32Array;
  readonly through: readonly Float64Array[];
  readonly pairRows: readonly Float64Array[];
  readonly met: readonly Float64Array[];
  readonly metRange: readonly Int32Array[];
  readonly duals: readonly Float64Array[];
  readonly weighted: Float64Array;
}

function dualSums({ members, sides, pairing, spanU, spanW }: WholeDeck, largest: number): DualSums {
  const spans = Int32Array.of(spanU, spanW);
  const widths = Int32Array.from(pairing, (suit) => sides[suit]!.most + 1);
  const entriesAt = Int32Array.from(pairing, (suit) => Math.min(members[suit]!.length, largest) + 1);
  const combos = Int32Array.of(entriesAt[0]! * entriesAt[1]!, entriesAt[2]! * entriesAt[3]!);
  return {
    spans,
    widths,
    through: listOf(pairing, (_, place) => new Float64Array(entriesAt[place]! * spans[place >> 1]! * widths[place ^ 1]!)),
    pairRows: listOf(combos, (count, pair) => new Float64Array(count * spans[pair]!)),
    met: listOf(combos, (count, pair) => new Float64Array(count * spans[pair ^ 1]!)),
    metRange: listOf(combos, (count) => new Int32Array(count * 2)),
    duals: listOf(pairing, (suit, place) => new Float64Array((members[suit]!.length + 1) * widths[place]!)),
    weighted: new Float64Array(Math.max(spanU, spanW)),
  };
}

/** A place's entries at k (`basis`) through its pair's tables (DualSums' `through`). */
function throughPlace(
  { tables }: WholeDeck,
  { spans, widths, through }: DualSums,
  basis: readonly (readonly Entry[])[],
  place: number,
): void {
  const size = spans[place >> 1]! * widths[place ^ 1]!;
  // Read only where the partner's entries are not 0 (its asking entries' too: they are among them).
  let cap = -1;
  for (const entry of basis[place ^ 1]!) cap = Math.max(cap, entry.last);
  const into = through[place]!;
  basis[place]!.forEach((entry, at) =>
    throughTable(
      tables[place >> 1]!,
      entry,
      place % 2 === 0,
      widths[place & 2]!,
      widths[(place & 2) + 1]!,
      cap,
      into.subarray(at * size, (at + 1) * size),
    ),
  );
}

/** A pair's rows by U at k, per pair of its places' entries (DualSums' `pairRows`). */
function pairRowsOf({ spans, widths, through, pairRows }: DualSums, basis: readonly (readonly Entry[])[], pair: number): void {
  const first = basis[pair * 2]!;
  const second = basis[pair * 2 + 1]!;
  const span = spans[pair]!;
  const widthA = widths[pair * 2]!;
  const via = through[pair * 2 + 1]!;
  const rows = pairRows[pair]!;
  for (let ia = 0; ia < first.length; ia++) {
    const ea = first[ia]!;
    for (let ib = 0; ib < second.length; ib++) {
      const at = (ia * second.length + ib) * span;
      const from = ib * span * widthA;
      for (let u = 0; u < span; u++) {
        let sum = 0;
        for (let x = ea.first; x <= ea.last; x++) sum += ea.row[x]! * via[from + u * widthA + x]!;
        rows[at + u] = sum;
      }
    }
  }
}

/** Each pair's rows met with the chance of (U, W), by the other pair's U, and where each is not 0 (DualSums' `met`, `metRange`). */
function meetPairs(
  { spanU, spanW, joint, fromW, toW }: WholeDeck,
  { pairRows, met, metRange }: DualSums,
  basis: readonly (readonly Entry[])[],
): void {
  const combosP = basis[0]!.length * basis[1]!.length;
  const combosQ = basis[2]!.length * basis[3]!.length;
  const [metP, metQ] = [met[0]!, met[1]!];
  const [rowsP, rowsQ] = [pairRows[0]!, pairRows[1]!];
  metP.fill(0, 0, combosP * spanW);
  metQ.fill(0, 0, combosQ * spanU);
  for (let u = 0; u < spanU; u++) {
    for (let w = fromW[u]!; w < toW[u]!; w++) {
      const p = joint[u * spanW + w]!;
      for (let combo = 0; combo < combosP; combo++) metP[combo * spanW + w]! += p * rowsP[combo * spanU + u]!;
      for (let combo = 0; combo < combosQ; combo++) metQ[combo * spanU + u]! += p * rowsQ[combo * spanW + w]!;
    }
  }
  for (let pair = 0; pair < 2; pair++) {
    const span = pair === 0 ? spanW : spanU;
    const range = metRange[pair]!;
    for (let combo = 0, combos = pair === 0 ? combosP : combosQ; combo < combos; combo++) {
      const { first, last } = nonZeroRange(met[pair]!, combo * span, span);
      range[combo * 2] = first;
      range[combo * 2 + 1] = last;
    }
  }
}

/**
 * A place's duals at k (DualSums' `duals`): per head-count there that an asking entry holds, by X
 * where those entries are not 0, Σ over its partner's entries and the other pair's, each vector
 * weighted by its chance (`chanceOf`), of the partner's entry through the tables times the other
 * pair's met row.
 */
function placeDuals(
  { strides, pairing }: WholeDeck,
  { spans, widths, through, met, metRange, duals, weighted }: DualSums,
  basis: readonly (readonly Entry[])[],
  place: number,
  here: readonly { readonly entries: readonly Entry[] }[],
  chanceOf: (vector: number) => number,
): void {
  const pair = place >> 1;
  const partner = place ^ 1;
  const span = spans[pair]!;
  const width = widths[place]!;
  const stride = strides[pairing[place]!]!;
  const otherA = basis[(pair ^ 1) * 2]!;
  const otherB = basis[(pair ^ 1) * 2 + 1]!;
  const ofOthers = met[pair ^ 1]!;
  const othersRange = metRange[pair ^ 1]!;
  const via = through[partner]!;
  const dual = duals[place]!;
  for (const a of new Set(here.flatMap(({ entries }) => listOf(entries, (entry) => entry.heads)))) {
    dual.fill(0, a * width, (a + 1) * width);
    let lo = width;
    let hi = -1;
    for (const { entries } of here) {
      for (const entry of entries) {
        if (entry.heads !== a) continue;
        lo = Math.min(lo, entry.first);
        hi = Math.max(hi, entry.last);
      }
    }
    const partnerEntries = basis[partner]!;
    for (let ip = 0; ip < partnerEntries.length; ip++) {
      const offset = a * stride + partnerEntries[ip]!.vector;
      weighted.fill(0, 0, span);
      let firstU = span;
      let lastU = -1;
      for (let ic = 0; ic < otherA.length; ic++) {
        for (let id = 0; id < otherB.length; id++) {
          const combo = ic * otherB.length + id;
          const from = othersRange[combo * 2]!;
          const to = othersRange[combo * 2 + 1]!;
          if (from > to) continue;
          const chance = chanceOf(offset + otherA[ic]!.vector + otherB[id]!.vector);
          if (chance === 0) continue;
          firstU = Math.min(firstU, from);
          lastU = Math.max(lastU, to);
          const at = combo * span;
          for (let u = from; u <= to; u++) weighted[u]! += chance * ofOthers[at + u]!;
        }
      }
      const from = ip * span * width;
      for (let u = firstU; u <= lastU; u++) {
        const g = weighted[u]!;
        if (g === 0) continue;
        for (let x = lo; x <= hi; x++) dual[a * width + x]! += g * via[from + u * width + x]!;
      }
    }
  }
}

/** An asking class's chance at k: its entries (by its share a / n where `n` > 0) met with its place's duals. */
function ownWins(entries: readonly Entry[], n: number, dual: Float64Array, width: number): number {
  let total = 0;
  for (const entry of entries) {
    let dot = 0;
    for (let x = entry.first; x <= entry.last; x++) dot += entry.row[x]! * dual[entry.heads * width + x]!;
    total += n === 0 ? dot : (dot * entry.heads) / n;
  }
  return total;
}

/**
 * One entry of a pair's place through the pair's tables: Σ over its X of the table times its row,
 * by U and the partner's X (U · the partner's width + X), into `into`. `first`: the entry is of the
 * pair's first suit.
 */
function throughTable(
  tables: readonly Float64Array[],
  entry: Entry,
  first: boolean,
  widthA: number,
  widthB: number,
  cap: number,
  into: Float64Array,
): void {
  const width = first ? widthB : widthA;
  into.fill(0);
  for (let u = 0; u < tables.length; u++) {
    const table = tables[u]!;
    const at = u * width;
    if (first) {
      for (let xa = entry.first, last = Math.min(entry.last, u, widthA - 1); xa <= last; xa++) {
        const r = entry.row[xa]!;
        if (r === 0) continue;
        for (let xb = 0, lastB = Math.min(u - xa, cap); xb <= lastB; xb++) into[at + xb]! += r * table[xa * widthB + xb]!;
      }
    } else {
      for (let xa = 0, lastA = Math.min(u, cap); xa <= lastA; xa++) {
        let sum = 0;
        for (let xb = entry.first, lastB = Math.min(entry.last, u - xa, widthB - 1); xb <= lastB; xb++)
          sum += entry.row[xb]! * table[xa * widthB + xb]!;
        into[at + xa] = sum;
      }
    }
  }
}

/**
 * A suit's entries at k of nobody's class, each weighted by its head-count's c0 and c1
 * (`weights`[a · 2 …]), summed by X into `into` (c0 by X, then c1 by X).
 */
function foldSuit(entries: readonly Entry[], weights: Float64Array, into: Float64Array): void {
  const width = into.length / 2;
  into.fill(0);
  for (const entry of entries) {
    if (entry.owner >= 0) continue;
    const c0 = weights[entry.heads * 2]!;
    const c1 = weights[entry.heads * 2 + 1]!;
    if (c0 === 0 && c1 === 0) continue;
    for (let x = entry.first; x <= entry.last; x++) {
      into[x]! += c0 * entry.row[x]!;
      into[width + x]! += c1 * entry.row[x]!;
    }
  }
}

/**
 * The classes asking at k (one draw of each, that draws k cards or more: never k symbols from fewer),
 * each with the entries of its suit it is among those at k in: its class's own, or where its suit's
 * draws are all of it, all the suit's entries, each the class's by its share a / n (`n`; 0 for its
 * own entries).
 */
function askingEntries(
  { askers, classOf, wholeSuit, members, sides }: Pick<WholeDeck, "askers" | "classOf" | "wholeSuit" | "members" | "sides">,
  draws: readonly SharedDraw[],
  k: number,
) {
  return listOf(
    askers.filter((draw) => draws[draw]!.count >= k),
    (draw) => {
      const { suit } = draws[draw]!;
      const n = wholeSuit[suit]! >= 0 ? members[suit]!.length : 0;
      const mine = n === 0 ? classOf[draw]! : -1;
      return {
        owner: classOf[draw]!,
        suit,
        n,
        entries: sides[suit]!.entries[k]!.filter((entry) => entry.owner === mine && entry.heads > 0),
      };
    },
  );
}

/** The second pair's z coefficients by W (`byW`, 3 per W) summed per U over the chance of (U, W): `into`, 3 per U. */
function givenOfU(joint: Float64Array, fromW: Int32Array, toW: Int32Array, spanW: number, byW: Float64Array, into: Float64Array): void {
  for (let u = 0; u < into.length / 3; u++) {
    let g0 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let w = fromW[u]!; w < toW[u]!; w++) {
      const p = joint[u * spanW + w]!;
      g0 += p * byW[w * 3]!;
      g1 += p * byW[w * 3 + 1]!;
      g2 += p * byW[w * 3 + 2]!;
    }
    into[u * 3] = g0;
    into[u * 3 + 1] = g1;
    into[u * 3 + 2] = g2;
  }
}

/**
 * What an asker's own suit in a pair meets (its dual, by X): Σ over U and the partner's X of the
 * pair's table times the partner's folded suit, its z coefficients weighted by what the rest gives
 * them at U (`ofRest`, 2 per U: with no z and with one). For the pair's first suit (`intoA`: read
 * from foldPair's `kept` sums), its second (`intoB`: one pass over the tables), or both.
 */
function dualsOfPair(
  tables: readonly Float64Array[],
  foldedA: Float64Array,
  widthB: number,
  kept: Float64Array,
  ofRest: Float64Array,
  intoA: Float64Array | null,
  intoB: Float64Array | null,
): void {
  const widthA = foldedA.length / 2;
  intoA?.fill(0);
  intoB?.fill(0);
  for (let u = 0; u < tables.length; u++) {
    const table = tables[u]!;
    const g0 = ofRest[u * 2]!;
    const g1 = ofRest[u * 2 + 1]!;
    if (g0 === 0 && g1 === 0) continue;
    for (let xa = 0, lastA = Math.min(u, widthA - 1); xa <= lastA; xa++) {
      if (intoA) intoA[xa]! += g0 * kept[(u * widthA + xa) * 2]! + g1 * kept[(u * widthA + xa) * 2 + 1]!;
      if (!intoB) continue;
      const c = g0 * foldedA[xa]! + g1 * foldedA[widthA + xa]!;
      if (c === 0) continue;
      for (let xb = 0, lastB = Math.min(u - xa, widthB - 1); xb <= lastB; xb++) intoB[xb]! += table[xa * widthB + xb]! * c;
    }
  }
}

/** A pair of suits' tables of (X_a, X_b) (X_a · (b.most + 1) + X_b), one per U below `span`. */
function pairTables(a: SuitSide, b: SuitSide, span: number): Float64Array[] {
  const width = b.most + 1;
  const placesA = new Float64Array(Math.min(span - 1, a.rows) + 1);
  const tables = zeroRows(span, (a.most + 1) * width);
  tables.forEach((table, u) => pairTable(table, width, u, a, b, placesA));
  return tables;
}

/**
 * A pair's two folded suits (c0 + c1 z by X each) through its tables: Σ over (X_a, X_b) given U of
 * their product, z's coefficients 0 … 2 at `into`[U · 3 …]; with `dual`, in the same pass, the
 * second suit's dual as dualsOfPair sums it (`dual.into`), from what the rest gives each U
 * (`dual.ofRest`).
 */
function foldPair(
  tables: readonly Float64Array[],
  foldedA: Float64Array,
  foldedB: Float64Array,
  into: Float64Array,
  kept: Float64Array | null,
  dual: { readonly ofRest: Float64Array; readonly into: Float64Array } | null,
): void {
  const widthA = foldedA.length / 2;
  const widthB = foldedB.length / 2;
  // Where the second suit's folded sums are not 0.
  let firstB = 0;
  while (firstB < widthB && foldedB[firstB] === 0 && foldedB[widthB + firstB] === 0) firstB++;
  let highestB = widthB - 1;
  while (highestB > firstB && foldedB[highestB] === 0 && foldedB[widthB + highestB] === 0) highestB--;
  dual?.into.fill(0);
  for (let u = 0; u < tables.length; u++) {
    const table = tables[u]!;
    const g0 = dual ? dual.ofRest[u * 2]! : 0;
    const g1 = dual ? dual.ofRest[u * 2 + 1]! : 0;
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    for (let xa = 0, lastA = Math.min(u, widthA - 1); xa <= lastA; xa++) {
      const a0 = foldedA[xa]!;
      const a1 = foldedA[widthA + xa]!;
      if (!kept && a0 === 0 && a1 === 0) continue;
      let b0 = 0;
      let b1 = 0;
      const c = g0 * a0 + g1 * a1;
      if (c !== 0) {
        // The dual reads every X_b the table holds here (the fold's sums are 0 outside firstB … highestB).
        const intoB = dual!.into;
        for (let xb = 0, lastB = Math.min(u - xa, widthB - 1); xb <= lastB; xb++) {
          const t = table[xa * widthB + xb]!;
          b0 += t * foldedB[xb]!;
          b1 += t * foldedB[widthB + xb]!;
          intoB[xb]! += t * c;
        }
      } else {
        for (let xb = firstB, lastB = Math.min(u - xa, highestB); xb <= lastB; xb++) {
          const t = table[xa * widthB + xb]!;
          b0 += t * foldedB[xb]!;
          b1 += t * foldedB[widthB + xb]!;
        }
      }
      if (kept) {
        kept[(u * widthA + xa) * 2] = b0;
        kept[(u * widthA + xa) * 2 + 1] = b1;
      }
      p0 += a0 * b0;
      p1 += a0 * b1 + a1 * b0;
      p2 += a1 * b1;
    }
    into[u * 3] = p0;
    into[u * 3 + 1] = p1;
    into[u * 3 + 2] = p2;
  }
}
