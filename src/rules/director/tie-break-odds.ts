/**
 * Who wins the tie-break [DIR-09 ruling, `tieBreak: "highestCards"`]: competitors tied on k
 * successes compare them from the highest value down (Ace high); the first higher card wins. Two
 * hands of k successes compare as their counts of Aces, then of Kings, and so on down: the hand
 * with more of the first rank where they differ wins.
 *
 * What a tied competitor's k successes are: a uniformly random k of the cards of its suit in its
 * deck (the deal is a uniform shuffle; only how many of the suit land in each hand was given).
 * Competitors on one deck counting one suit (a "pool") hold disjoint such sets; every other pair is
 * independent. Once a competitor drops out of the tie, what it holds below no longer matters: by
 * exchangeability, the others' cards below the current rank stay uniform among the pool's cards
 * there. So the tied ones of a pool are interchangeable, and so are competitors alone in pools of
 * the same cards (a "group" of them, each independent).
 *
 * One competitor's chance is a walk down the ranks seen from it: its state is how many others of
 * each group are still level with it, and how many successes each still has below the current
 * rank (the same for all). At each rank it draws c copies; every other still level draws at most c
 * (more: it loses), and those that draw c stay level. Given c, the groups move independently, so a
 * rank's step is one small matrix per group applied in turn; built bottom-up over every state and
 * every k at once (typed arrays, no recursion, no keys), once per kind of group the asking
 * competitor is in.
 */
import { binomials, choose, pascalRows } from "../cards/odds.ts";
import { RowBuffer } from "./rows.ts";
import { listOf, listOfLength } from "./lists.ts";

/** Ranks from the highest down: Ace (14) to 2. */
const RANKS_DOWN = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A pool's cards of its suit: copies[t] of rank RANKS_DOWN[t], and below[t] = how many of rank ≤ RANKS_DOWN[t]. */
export interface PoolRanks {
  readonly copies: readonly number[];
  readonly below: readonly number[];
}

/** Each rank's copies (index = RANKS_DOWN position) of one suit, given copies by rank. */
export function poolRanks(copiesOf: (rank: number) => number): PoolRanks {
  const copies = listOf(RANKS_DOWN, copiesOf);
  const below = listOf(copies, (_, t) => copies.slice(t).reduce((sum, count) => sum + count, 0));
  return { copies, below };
}

/**
 * Competitors who may be tied together: one pool of several (disjoint blocks of one deck's suit), or
 * pools of one competitor each holding the same cards of their suit (`apart`, independent).
 */
interface Group {
  readonly ranks: PoolRanks;
  /** The most of them that can be tied. */
  readonly most: number;
  readonly apart: boolean;
  /** The cards each of them draws: one tied on k successes drew at least k. */
  readonly draws: readonly number[];
}

/** Groups of one kind take the same steps in a walk, and share one walk as the asking one's. */
function kindOf(group: Group): string {
  return `${group.apart} ${group.most} ${group.ranks.copies.join(",")}`;
}

export interface TieBreaker {
  /**
   * The chance that one given competitor of `pool`, tied on k successes with heads[p] competitors of
   * each pool p (itself included), wins the tie-break alone (the rest is a loss or a tie that persists).
   */
  readonly win: (heads: ArrayLike<number>, k: number, pool: number) => number;
  /**
   * The same tie as a number (≥ 0), whatever k: what `winIn` reads. The odds read it once per
   * head-count, not once per k.
   */
  readonly situation: (heads: ArrayLike<number>, pool: number) => number;
  /** `win` for a situation and k ≥ 1. */
  readonly winIn: (situation: number, k: number, pool: number) => number;
}

/** into[x]: P(x of a rank's `copies` among `left` cards drawn from the `below` cards of that rank and lower), x = 0 … left. */
function drawnRow(into: Float64Array, copies: number, below: number, left: number): void {
  const ofCopies = binomials(copies);
  const ofOthers = binomials(below - copies);
  const all = left <= below ? binomials(below)[left]! : 0;
  for (let x = 0; x <= left; x++) {
    const others = left - x;
    into[x] = all === 0 || x > copies || others > below - copies ? 0 : (ofCopies[x]! * ofOthers[others]!) / all;
  }
}

/**
 * Fills `into` (row r, column a, `dim` wide) with P(exactly a of r others still level draw c copies
 * of this rank and the rest fewer), each drawing independently: C(r, a) e^a f^(r − a), e = P(exactly
 * c), f = P(fewer than c). `powers` is scratch (2 · dim long).
 */
function apartStep(into: Float64Array, dim: number, exactly: number, fewer: number, powers: Float64Array): void {
  // exactly^a at powers[a], fewer^j at powers[dim + j].
  powers[0] = 1;
  powers[dim] = 1;
  for (let j = 1; j < dim; j++) {
    powers[j] = powers[j - 1]! * exactly;
    powers[dim + j] = powers[dim + j - 1]! * fewer;
  }
  for (let r = 0; r < dim; r++) {
    const ofR = binomials(r);
    for (let a = 0; a <= r; a++) into[r * dim + a] = ofR[a]! * powers[a]! * powers[dim + r - a]!;
  }
}

/**
 * (Σ_{x<c} C(left, x) z^x)^j, the polynomial of j others of a pool each drawing fewer than c copies
 * of a rank in their blocks of `left` cards (see poolStep), for every left ≤ mostLeft, c ≤ mostCopies
 * and j < mostDim: it does not depend on the rank, so a walk builds it once, not at each of the 13
 * ranks. Its coefficient of z^s at fewerAt(powers, left, c) + j · stride + s.
 */
interface FewerPowers {
  readonly table: Float64Array;
  readonly stride: number;
  readonly mostCopies: number;
  readonly mostDim: number;
  /** Pascal's triangle up to the most cards below any rank (what poolStep reads). */
  readonly rows: readonly Float64Array[];
}

function fewerPowers(mostLeft: number, mostCopies: number, mostDim: number, mostBelow: number): FewerPowers {
  const stride = Math.max(0, mostDim - 1) * Math.max(0, mostCopies - 1) + 1;
  const rows = pascalRows(Math.max(mostBelow, mostLeft, mostDim));
  const powers = { table: new Float64Array((mostLeft + 1) * (mostCopies + 1) * mostDim * stride), stride, mostCopies, mostDim, rows };
  const { table } = powers;
  for (let left = 0; left <= mostLeft; left++) {
    const ofLeft = binomials(left);
    for (let c = 0; c <= mostCopies; c++) {
      const at = fewerAt(powers, left, c);
      table[at] = 1;
      const highest = Math.min(c - 1, left);
      for (let j = 1; j < mostDim; j++) {
        const from = at + (j - 1) * stride;
        const to = at + j * stride;
        for (let s = 0; s <= (j - 1) * Math.max(0, c - 1); s++) {
          const coefficient = table[from + s]!;
          if (coefficient === 0) continue;
          for (let x = 0; x <= highest; x++) table[to + s + x]! += coefficient * ofLeft[x]!;
        }
      }
    }
  }
  return powers;
}

function fewerAt(powers: FewerPowers, left: number, c: number): number {
  return (left * (powers.mostCopies + 1) + c) * powers.mostDim * powers.stride;
}

/**
 * The same for r others of one pool, their blocks holding `left` each of the `below` cards, `copies`
 * of this rank, sharing them: C(r, a) C(left, c)^a Σ_s [z^s](Σ_{x<c} C(left, x) z^x)^(r − a) ·
 * C(below − r·left, copies − a·c − s) / C(below, copies), the powers read from `powers`.
 */
function poolStep(into: Float64Array, dim: number, left: number, c: number, copies: number, below: number, powers: FewerPowers): void {
  into.fill(0, 0, dim * dim);
  const { table, stride, rows } = powers;
  const ofLeft = rows[left]!;
  const at = fewerAt(powers, left, c);
  const all = rows[below]![copies] ?? 0;
  const ofOne = ofLeft[c] ?? 0;
  for (let r = 0; r < dim; r++) {
    const rest = below - r * left;
    // More cards in the r blocks than the pool holds below: no such state.
    if (rest < 0) break;
    const ofRest = rows[rest]!;
    const ofR = rows[r]!;
    let ofA = 1;
    for (let a = 0; a <= r; a++, ofA *= ofOne) {
      const wanted = copies - a * c;
      if (wanted < 0) break;
      const poly = at + (r - a) * stride;
      let fall = 0;
      for (let s = Math.max(0, wanted - rest); s <= Math.min(wanted, (r - a) * Math.max(0, c - 1)); s++)
        fall += table[poly + s]! * ofRest[wanted - s]!;
      into[r * dim + a] = (ofR[a]! * ofA * fall) / all;
    }
  }
}

/**
 * into[state] = Σ_{a ≤ r} matrix[r · dim + a] · from[source + state − (r − a) · step], r = levels[state]:
 * one group's step (its coordinate r, at `step`, goes to a) applied to every state at once; the
 * terms past `reach` (the matrix's last column that is not 0) are exact zeros and skipped. With
 * `addTo`, the sums are scaled and added to `into` from `addTo.at` instead (the last group).
 */
function applyGroup(
  into: Float64Array,
  from: Float64Array,
  source: number,
  states: number,
  matrix: Float64Array,
  dim: number,
  reach: number,
  step: number,
  levels: Int32Array,
  addTo?: { readonly at: number; readonly scale: number },
): void {
  const base = addTo ? addTo.at : 0;
  const scale = addTo ? addTo.scale : 0;
  for (let state = 0; state < states; state++) {
    const r = levels[state]!;
    const row = r * dim;
    const at = source + state - r * step;
    const last = r < reach ? r : reach;
    // The first terms unrolled: most groups are one or two competitors (r ≤ 2).
    let sum = matrix[row]! * from[at]!;
    if (last >= 1) {
      sum += matrix[row + 1]! * from[at + step]!;
      if (last >= 2) {
        sum += matrix[row + 2]! * from[at + 2 * step]!;
        for (let a = 3; a <= last; a++) sum += matrix[row + a]! * from[at + a * step]!;
      }
    }
    if (addTo) into[base + state]! += scale * sum;
    else into[state] = sum;
  }
}

/**
 * applyGroup for a group whose step is long (the groups before it hold many states): the states of
 * each block (the lower groups' coordinates, `step` of them in a row) read the same matrix entry, so
 * each entry scales a run of states. The same terms as applyGroup, summed in another order.
 */
function applyGroupByBlocks(
  into: Float64Array,
  from: Float64Array,
  source: number,
  states: number,
  matrix: Float64Array,
  dim: number,
  reach: number,
  step: number,
  addTo?: { readonly at: number; readonly scale: number },
): void {
  const block = step * dim;
  for (let high = 0; high < states; high += block) {
    // The walk's states may end inside a block: its first coordinates only (see WalkLayout.live).
    for (let r = 0; r < dim && high + r * step < states; r++) {
      const out = high + r * step;
      for (let a = 0; a <= r && a <= reach; a++) {
        const entry = matrix[r * dim + a]!;
        const input = source + high + a * step;
        if (addTo) {
          if (entry === 0) continue;
          const factor = addTo.scale * entry;
          const at = addTo.at + out;
          for (let low = 0; low < step; low++) into[at + low]! += factor * from[input + low]!;
        } else if (a === 0) {
          for (let low = 0; low < step; low++) into[out + low] = entry * from[input + low]!;
        } else if (entry !== 0) {
          for (let low = 0; low < step; low++) into[out + low]! += entry * from[input + low]!;
        }
      }
    }
  }
}

/**
 * What the walk for a competitor of group `own` reads of the groups, in typed arrays (one hidden class
 * each, whatever the competition: the walk's code is compiled once): per group g its dimension
 * (own: the others of its group), its stride among the states, the first group alike in its step,
 * whether it is apart, its copies and cards below per rank (at g · RANK_COUNT + t), and each state's
 * coordinate. The groups' strides follow `order` (the first the shortest), which puts last the
 * groups whose level falls soonest as successes left rise: with `left` left, every state a
 * competition can reach lies below live[left] (see levelCaps), and only those are walked.
 */
interface WalkLayout {
  readonly count: number;
  readonly states: number;
  readonly dims: Int32Array;
  readonly strides: Int32Array;
  /** The groups by stride, shortest first. */
  readonly order: Int32Array;
  /** live[left]: the states walked with `left` successes left (those below it). */
  readonly live: Int32Array;
  readonly sameStep: Int32Array;
  readonly apart: Uint8Array;
  readonly copies: Int32Array;
  readonly below: Int32Array;
  /** levelOf[g][state]: how many of group g the state holds. */
  readonly levelOf: readonly Int32Array[];
}

const RANK_COUNT = RANKS_DOWN.length;

/** From how many states in a row (a group's stride) applyGroupByBlocks is the faster. */
const LONG_STEP = 3;

/**
 * caps[left · count + g]: the most others of group g level with the asking one (of group `own`)
 * while `left` successes are left below: one level on k ≥ left successes drew at least k cards, the
 * asking one among them. The walk of the asking one's kind serves every group of that kind (see
 * walkBreaker), so their coordinates take the largest cap of any of them in the same place.
 */
function levelCaps(groups: readonly Group[], own: number, ownLeft: number, dims: Int32Array): Int32Array {
  const count = groups.length;
  const kinds = listOf(groups, kindOf);
  const ofOwnKind = groups.filter((_, g) => kinds[g] === kinds[own]);
  const caps = new Int32Array((ownLeft + 1) * count);
  for (let left = 0; left <= ownLeft; left++) {
    for (let g = 0; g < count; g++) {
      const alike = kinds[g] === kinds[own] ? ofOwnKind : [groups[g]!];
      const mine = g === own ? 1 : 0;
      const most = Math.max(...listOf(alike, (group) => group.draws.filter((cards) => cards >= left).length - mine));
      caps[left * count + g] = Math.max(0, Math.min(dims[g]! - 1, most));
    }
  }
  return caps;
}

function walkLayout(groups: readonly Group[], own: number, ownLeft: number): WalkLayout {
  const count = groups.length;
  const dims = Int32Array.from(groups, (group, g) => (g === own ? group.most : group.most + 1));
  const caps = levelCaps(groups, own, ownLeft, dims);
  // What share of each group's coordinate stays open, over every left: the least open go last.
  const open = listOf(dims, (dim, g) => {
    let share = 0;
    for (let left = 1; left <= ownLeft; left++) share += (caps[left * count + g]! + 1) / dim;
    return share;
  });
  const order = Int32Array.from(dims.keys()).sort((a, b) => open[b]! - open[a]!);
  const strides = new Int32Array(count);
  let states = 1;
  for (const g of order) {
    strides[g] = states;
    states *= dims[g]!;
  }
  // Below the last group with any other level, every state reachable at that left.
  const live = new Int32Array(ownLeft + 1).fill(1);
  for (let left = 0; left <= ownLeft; left++) {
    for (let at = count - 1; at >= 0; at--) {
      const g = order[at]!;
      const cap = caps[left * count + g]!;
      if (cap === 0) continue;
      live[left] = (cap + 1) * strides[g]!;
      break;
    }
  }
  // The first group whose step each group takes (alike groups, the asking one's own apart).
  const stepKinds = listOf(groups, (group, g) => (g === own ? "own" : kindOf(group)));
  const sameStep = Int32Array.from(stepKinds, (kind) => stepKinds.indexOf(kind));
  const apart = Uint8Array.from(groups, (group) => (group.apart ? 1 : 0));
  const copies = new Int32Array(count * RANK_COUNT);
  const below = new Int32Array(count * RANK_COUNT);
  const levelOf = listOf(dims, () => new Int32Array(states));
  for (let g = 0; g < count; g++) {
    for (let t = 0; t < RANK_COUNT; t++) {
      copies[g * RANK_COUNT + t] = groups[g]!.ranks.copies[t]!;
      below[g * RANK_COUNT + t] = groups[g]!.ranks.below[t]!;
    }
    for (let state = 0; state < states; state++) levelOf[g]![state] = Math.floor(state / strides[g]!) % dims[g]!;
  }
  return { count, states, dims, strides, order, live, sameStep, apart, copies, below, levelOf };
}

/**
 * Each group's step at rank t when the asking one (of group `own`), with `left` successes left,
 * draws c copies: matrices[g] for the first group of each kind (see WalkLayout.sameStep). `chances[g]`
 * holds that group's drawnRow at (t, left); `scratch` is apartStep's.
 */
function groupSteps(
  layout: WalkLayout,
  own: number,
  t: number,
  left: number,
  c: number,
  chances: readonly Float64Array[],
  matrices: readonly Float64Array[],
  reach: Int32Array,
  scratch: Float64Array,
  powers: FewerPowers,
  live: number,
): void {
  const { count, sameStep, strides } = layout;
  for (let g = 0; g < count; g++) {
    if (sameStep[g] !== g) continue;
    // Not built where no group taking this step has anybody level in the first `live` states (see addStep).
    let needed = false;
    for (let h = 0; h < count; h++) needed ||= sameStep[h] === g && strides[h]! < live;
    if (!needed) continue;
    if (layout.apart[g] === 1) {
      const row = chances[g]!;
      let fewer = 0;
      for (let x = 0; x < c; x++) fewer += row[x]!;
      apartStep(matrices[g]!, layout.dims[g]!, row[c]!, fewer, scratch);
    } else {
      // The others of a pool share its cards with the asking one: its block and its c copies are taken.
      const ownPool = g === own;
      const groupBelow = layout.below[g * RANK_COUNT + t]! - (ownPool ? left : 0);
      const groupCopies = layout.copies[g * RANK_COUNT + t]! - (ownPool ? c : 0);
      poolStep(matrices[g]!, layout.dims[g]!, left, c, groupCopies, groupBelow, powers);
    }
    reach[g] = lastColumn(matrices[g]!, layout.dims[g]!);
  }
}

/**
 * The last column of a step's matrix that is not 0: beyond it nobody can stay level (a pool's
 * others cannot all draw c copies of a rank it holds fewer of), and applying the step skips it.
 */
function lastColumn(matrix: Float64Array, dim: number): number {
  for (let a = dim - 1; a > 0; a--) for (let r = a; r < dim; r++) if (matrix[r * dim + a] !== 0) return a;
  return 0;
}

/** A walk's scratch: each kind of group's step matrix and its last column not 0, the chance of each state to stay, two buffers of states. */
interface WalkScratch {
  readonly matrices: readonly Float64Array[];
  readonly reach: Int32Array;
  readonly stay: Float64Array;
  readonly buffers: readonly [Float64Array, Float64Array];
}

/**
 * Adds chance · (every group's step applied to `after` from `next`) to `here` from `base`, the asking
 * one drawing c copies, for the first `live` states. With c = 0 nobody draws more than none: everyone
 * level stays level, each state by its own chance (the product of each group's diagonal at its
 * coordinate, built group by group in `stay` in the order of their strides). Otherwise each group's
 * matrix in turn, the first reading `after`, the last added to `here`. A group whose stride is past
 * `live` has nobody level in those states: its step there is 1 (nobody can draw more than nobody),
 * and it is skipped.
 */
function addStep(
  layout: WalkLayout,
  scratch: WalkScratch,
  c: number,
  here: Float64Array,
  base: number,
  after: Float64Array,
  next: number,
  chance: number,
  live: number,
): void {
  const { levelOf, dims, strides, sameStep } = layout;
  const { matrices, reach, stay, buffers } = scratch;
  if (c === 0) {
    let length = 1;
    stay[0] = 1;
    for (let place = 0; place < layout.count && length < live; place++) {
      const g = layout.order[place]!;
      const dim = dims[g]!;
      const matrix = matrices[sameStep[g]!]!;
      for (let r = dim - 1; r >= 0; r--) {
        const diagonal = matrix[r * dim + r]!;
        for (let at = 0; at < length; at++) stay[r * length + at] = stay[at]! * diagonal;
      }
      length *= dim;
    }
    for (let state = 0; state < live; state++) here[base + state]! += chance * after[next + state]! * stay[state]!;
    return;
  }
  let last = layout.count - 1;
  while (last >= 0 && strides[last]! >= live) last--;
  if (last < 0) {
    // Nobody level (state 0 alone): nothing to step.
    here[base]! += chance * after[next]!;
    return;
  }
  let from = after;
  let source = next;
  for (let g = 0; g < last; g++) {
    if (strides[g]! >= live) continue;
    const into = from === buffers[0] ? buffers[1] : buffers[0];
    const step = sameStep[g]!;
    if (strides[g]! >= LONG_STEP) applyGroupByBlocks(into, from, source, live, matrices[step]!, dims[g]!, reach[step]!, strides[g]!);
    else applyGroup(into, from, source, live, matrices[step]!, dims[g]!, reach[step]!, strides[g]!, levelOf[g]!);
    from = into;
    source = 0;
  }
  const addTo = { at: base, scale: chance };
  const step = sameStep[last]!;
  if (strides[last]! >= LONG_STEP)
    applyGroupByBlocks(here, from, source, live, matrices[step]!, dims[last]!, reach[step]!, strides[last]!, addTo);
  else applyGroup(here, from, source, live, matrices[step]!, dims[last]!, reach[step]!, strides[last]!, levelOf[last]!, addTo);
}

/**
 * The walk for a competitor of group `own`: at[k · states + state], its chance to win alone from
 * the top rank with k successes, the others still level counted per group (own: the others of its
 * group) in `strides`; 0 for k past `ownLeft`, the most cards a competitor of its kind draws (it
 * cannot hold k).
 */
function walk(groups: readonly Group[], own: number, mostLeft: number, ownLeft: number) {
  const layout = walkLayout(groups, own, ownLeft);
  const { count, states, dims } = layout;
  const span = (mostLeft + 1) * states;
  let after = new Float64Array(span);
  let here = new Float64Array(span);
  // Below the lowest rank nobody has anything left: alone (state 0) wins, anyone still level is a tie.
  for (let left = 0; left <= mostLeft; left++) after[left * states] = 1;
  const mostDim = Math.max(...dims);
  const apartScratch = new Float64Array(2 * mostDim);
  // Only pools (not apart groups) read the powers: up to their largest dimension (none without a pool).
  const poolDim = Math.max(0, ...dims.filter((_, g) => layout.apart[g] === 0));
  const powers = fewerPowers(mostLeft, Math.max(0, ...layout.copies), poolDim, Math.max(0, ...layout.below));
  const matrices = listOf(dims, (dim) => new Float64Array(dim * dim));
  // Per group, then the asking one: each drawnRow (the last row the asking one's).
  const chances = listOfLength(count + 1, () => new Float64Array(mostLeft + 1));
  const scratch: WalkScratch = {
    matrices,
    reach: new Int32Array(count),
    stay: new Float64Array(states),
    buffers: [new Float64Array(states), new Float64Array(states)],
  };
  const mine = own * RANK_COUNT;
  for (let t = RANK_COUNT - 1; t >= 0; t--) {
    let anyCopies = false;
    for (let g = 0; g < count; g++) anyCopies ||= layout.copies[g * RANK_COUNT + t]! > 0;
    if (!anyCopies) continue;
    const copies = layout.copies[mine + t]!;
    const below = layout.below[mine + t]!;
    here.fill(0);
    here[0] = 1;
    for (let left = 1; left <= ownLeft; left++) {
      const base = left * states;
      const live = layout.live[left]!;
      // Fewer cards below than the successes left: no such state.
      if (left > below) continue;
      // Per group alike in its step, P(one of its blocks draws x copies of this rank), x = 0 … left.
      for (let g = 0; g < count; g++)
        if (layout.sameStep[g] === g) drawnRow(chances[g]!, layout.copies[g * RANK_COUNT + t]!, layout.below[g * RANK_COUNT + t]!, left);
      const mineDrawn = chances[count]!;
      drawnRow(mineDrawn, copies, below, left);
      for (let c = 0; c <= Math.min(copies, left); c++) {
        const chance = mineDrawn[c]!;
        if (chance === 0) continue;
        groupSteps(layout, own, t, left, c, chances, matrices, scratch.reach, apartScratch, powers, live);
        const next = (left - c) * states;
        addStep(layout, scratch, c, here, base, after, next, chance, live);
      }
    }
    const done = here;
    here = after;
    after = done;
  }
  return { at: after, strides: layout.strides, states };
}

/**
 * Tie-break odds for one competition's pools (`ranks[pool]` its cards, `sizes[pool]` its
 * competitors, `drawn[pool]` the cards each of them draws), for k up to `mostLeft`: in closed
 * form when every pool holds each of the same ranks once (singleCopyBreaker), else by the walk (walkBreaker).
 */
export function tieBreaker(
  ranks: readonly PoolRanks[],
  sizes: readonly number[],
  mostLeft: number,
  drawn?: readonly (readonly number[])[],
): TieBreaker {
  return singleCopyBreaker(ranks, sizes) ?? walkBreaker(ranks, sizes, mostLeft, drawn);
}

/** The most situations singleCopyBreaker keeps chances for in an array per k (beyond, in a map). */
const MOST_DENSE_CHANCES = 1 << 16;

/** No success to compare (k = 0): the asking one wins only alone; anyone else level leaves a tie. */
function aloneWins(heads: ArrayLike<number>): number {
  let tied = 0;
  for (let at = 0; at < heads.length; at++) tied += heads[at]!;
  return tied === 1 ? 1 : 0;
}

/** A breaker from how it numbers a tie and reads its chance: `win` is the two in turn (k = 0: aloneWins). */
function breakerOf({ situation, winIn }: Omit<TieBreaker, "win">): TieBreaker {
  return { win: (heads, k, pool) => (k === 0 ? aloneWins(heads) : winIn(situation(heads, pool), k, pool)), situation, winIn };
}

/** How many cards each pool with a competitor holds when they all hold the same ranks, one card of each (else null). */
export function singleCopyCards(ranks: readonly PoolRanks[], sizes: readonly number[]): number | null {
  const used = ranks.filter((_, pool) => sizes[pool]! > 0);
  const copies = used[0]?.copies;
  if (!copies || used.some((pool) => pool.copies.some((count, t) => count > 1 || count !== copies[t]))) return null;
  return copies.reduce((sum, count) => sum + count, 0);
}

/**
 * The tie-break when every pool with a competitor holds the same ranks, one card of each (the book's
 * 24-card enemy deck, a poker deck), in closed form: no walk. Two hands of one pool never hold the
 * same card, so seen from the asking one, whose highest success is of rank t:
 * - the others of its own pool lose if none of them holds a card above t, and it loses otherwise;
 * - in any other pool, a competitor holding a card above t beats it, one with none of rank t or above
 *   loses to it, and the one that may hold the pool's card of rank t (one at most) compares the rest
 *   of its hand with the rest of the asking one's.
 * The h competitors of a pool tied on k hold between them a uniformly random h·k of its m cards (the
 * union of disjoint uniform blocks is uniform); with L ranks below t, none at t or above has chance
 * α = C(L, hk) / C(m, hk), the card of rank t and none above β = C(L, hk − 1) / C(m, hk); the
 * holder's other k − 1 cards are then a uniform (k − 1)-subset of the L ranks below t. So is the rest
 * of the asking one's hand given t: ranking the N = C(L, k − 1) such subsets by the order the
 * tie-break compares them in, the rest's place r is uniform on 0 … N − 1, and exactly r subsets are
 * lower. Pools being independent given the asking one's hand, its chance to win alone is
 * Σ_t P(highest = t) · own(t) · (1 / N) Σ_r Π_p (α_p + β_p r / N), the product a polynomial in r / N
 * (positive coefficients: no cancellation) summed through Σ_r (r / N)^d.
 * Null when some pool holds a rank twice or pools hold different ranks, or its situations cannot all
 * be numbered (the walk then decides).
 */
/** The numbers a buffer of singleCopyBreaker's kept rests holds (32 KB: some 300 situations' of 13 ranks). */
const REST_ROWS_BUFFER = 4096;

export function singleCopyBreaker(ranks: readonly PoolRanks[], sizes: readonly number[]): TieBreaker | null {
  const m = singleCopyCards(ranks, sizes);
  if (m === null) return null;
  const mostHeads = Math.max(...sizes);
  const tables: (SingleCopyTables | undefined)[] = [];
  const poly = new Float64Array(ranks.length + 1);
  // The other pools' rows in the tables, of those with competitors level (at most every pool).
  const rows = new Int32Array(ranks.length);
  // The pools hold the same cards: the chance reads k, the asking one's pool's head-count and the
  // others' as a multiset, so it is kept per k by those, numbered (a situation): the multiset of the
  // other pools' counts, absent ones as 0, by its place among all such (Σ_j C(a_j + j, j + 1) over
  // them sorted). Too many to number exactly (beyond 2^53), the walk decides.
  const slots = ranks.length - 1;
  const radix = mostHeads + 1;
  const multisets = choose(radix + slots - 1, slots);
  if (radix * multisets > Number.MAX_SAFE_INTEGER) return null;
  // Per k, the chances known by situation: in an array when there are not too many, else a map.
  const dense = radix * multisets <= MOST_DENSE_CHANCES;
  const kept: (Float64Array | Map<number, number> | undefined)[] = [];
  const placeOf = pascalRows(radix + slots - 1);
  // A situation's multiset back in rows[0 … others − 1] (the inverse of its place); how many.
  const othersIn = (place: number): number => {
    let others = 0;
    for (let j = slots - 1; j >= 0; j--) {
      // The largest b with C(b, j + 1) ≤ place: a_j = b − j.
      let b = j;
      while (placeOf[b + 1]![j + 1]! <= place) b++;
      place -= placeOf[b]![j + 1]!;
      if (b - j > 0) rows[others++] = b - j;
    }
    return others;
  };
  // Per k and place of the others' multiset, by the asking one's highest rank i: Σ_d [z^d] Π_p (α_p + β_p z)
  // · Σ_r (r / N)^d over the other pools p. It does not read the asking one's pool, so each place
  // is summed once per k, whatever the asking one's head-count.
  const restKept: (Float64Array | undefined)[][] = [];
  const restRows = new RowBuffer(REST_ROWS_BUFFER);
  const restOf = (k: number, place: number): Float64Array => {
    const { alpha, beta, sums } = (tables[k] ??= singleCopyTables(m, k, mostHeads, slots));
    const rests = (restKept[k] ??= []);
    const known = rests[place];
    if (known) return known;
    // The others' head-counts in rows[0 … others − 1], scaled to their rows in the tables.
    const others = othersIn(place);
    for (let at = 0; at < others; at++) rows[at]! *= m;
    const rest = restRows.row(sums.length);
    for (let i = 0; i < sums.length; i++) {
      poly[0] = 1;
      let open = true;
      for (let at = 0; at < others; at++) {
        const a = alpha[rows[at]! + i]!;
        const b = beta[rows[at]! + i]!;
        // Lower down that pool's competitors hold fewer ranks than they need: nothing more anywhere.
        if (a === 0 && b === 0) open = false;
        poly[at + 1] = poly[at]! * b;
        for (let d = at; d >= 1; d--) poly[d] = poly[d]! * a + poly[d - 1]! * b;
        poly[0]! *= a;
      }
      if (!open) break;
      const ofRank = sums[i]!;
      let ofRest = poly[0]! * ofRank[0]!;
      for (let d = 1; d <= others; d++) ofRest += poly[d]! * ofRank[d]!;
      rest[i] = ofRest;
    }
    return (rests[place] = rest);
  };
  // The other pools' head-counts, sorted, in rows[0 … others − 1]; how many.
  const othersOf = (heads: ArrayLike<number>, pool: number): number => {
    let others = 0;
    for (let other = 0; other < heads.length; other++) {
      const count = heads[other]!;
      if (other === pool || count === 0) continue;
      // Kept sorted as they come (a handful of pools).
      let at = others++;
      for (; at > 0 && rows[at - 1]! > count; at--) rows[at] = rows[at - 1]!;
      rows[at] = count;
    }
    return others;
  };
  // A situation's chance at k: the asking one's pool's head-count, then the others' part by rank.
  const fresh = (situation: number, k: number): number => {
    const ownHeads = Math.floor(situation / multisets);
    const rest = restOf(k, situation - ownHeads * multisets);
    const own = tables[k]!.own;
    const ownRow = ownHeads * m;
    let won = 0;
    // The chances fall as the asking one's highest success does: past the first zero, nothing more.
    for (let i = 0; i < rest.length; i++) {
      const ofOwn = own[ownRow + i]!;
      if (ofOwn === 0) break;
      won += ofOwn * rest[i]!;
    }
    return won / choose(m, k);
  };
  return breakerOf({
    situation: (heads, pool) => {
      const others = othersOf(heads, pool);
      // The absent pools' zeros first, then the counts in ascending order.
      let place = 0;
      for (let j = slots - others, at = 0; at < others; j++, at++) place += placeOf[rows[at]! + j]![j + 1]!;
      return heads[pool]! * multisets + place;
    },
    winIn: (situation, k) => {
      const memo = (kept[k] ??= dense ? new Float64Array(radix * multisets).fill(Number.NaN) : new Map());
      if (memo instanceof Map) {
        const known = memo.get(situation);
        if (known !== undefined) return known;
        const chance = fresh(situation, k);
        memo.set(situation, chance);
        return chance;
      }
      const known = memo[situation]!;
      return Number.isNaN(known) ? (memo[situation] = fresh(situation, k)) : known;
    },
  });
}

/**
 * What singleCopyBreaker reads at k, per count h of a pool's competitors level and rank i from the
 * top (at h · m + i): α and β of another pool, and the chance that none of the asking one's own pool's
 * h − 1 others holds a card above it; per rank, Σ_r (r / N)^d for d up to `degrees` (past the
 * highest i with k − 1 ranks below it, nothing: the asking one cannot hold that rank as its highest).
 */
interface SingleCopyTables {
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  readonly own: Float64Array;
  readonly sums: readonly Float64Array[];
}

export function singleCopyTables(m: number, k: number, mostHeads: number, degrees: number): SingleCopyTables {
  const alpha = new Float64Array((mostHeads + 1) * m);
  const beta = new Float64Array((mostHeads + 1) * m);
  const own = new Float64Array((mostHeads + 1) * m);
  const sums: Float64Array[] = [];
  for (let i = 0; i + k <= m; i++) {
    const below = m - 1 - i;
    for (let h = 1; h <= mostHeads; h++) {
      const all = choose(m, h * k);
      if (all > 0) {
        alpha[h * m + i] = choose(below, h * k) / all;
        beta[h * m + i] = choose(below, h * k - 1) / all;
      }
      const free = choose(m - k, (h - 1) * k);
      if (free > 0) own[h * m + i] = choose(m - k - i, (h - 1) * k) / free;
    }
    const n = choose(below, k - 1);
    const ofRank = new Float64Array(degrees + 1);
    // Σ_{r<n} r^d for d ≤ 3 in closed form: whole numbers (below 2^53 while n ≤ C(12, 6), a poker
    // deck's most), so each term is one rounding; higher d (more than four pools) summed.
    const pairs = (n * (n - 1)) / 2;
    const powerSums = [n, pairs, ((n - 1) * n * (2 * n - 1)) / 6, pairs * pairs];
    for (let d = 0, power = 1; d <= Math.min(degrees, 3); d++, power *= n) ofRank[d] = powerSums[d]! / power;
    for (let r = 0; degrees > 3 && r < n; r++) {
      const ratio = r / n;
      let power = ratio * ratio * ratio * ratio;
      for (let d = 4; d <= degrees; d++, power *= ratio) ofRank[d]! += power;
    }
    sums.push(ofRank);
  }
  return { alpha, beta, own, sums };
}

/**
 * The tie-break by the walk (any pools; `drawn` as tieBreaker's, absent: each may be tied on up to
 * `mostLeft`). Each kind of group's walk is built when first asked.
 */
export function walkBreaker(
  ranks: readonly PoolRanks[],
  sizes: readonly number[],
  mostLeft: number,
  drawn?: readonly (readonly number[])[],
): TieBreaker {
  const groups: Group[] = [];
  const groupOf = listOf(ranks, () => 0);
  const apartGroups = new Map<string, number>();
  const drawsOf = (at: number) => drawn?.[at] ?? listOfLength(sizes[at]!, () => mostLeft);
  ranks.forEach((pool, at) => {
    // Nobody of the pool can be tied on a symbol: no group.
    if (sizes[at] === 0) groupOf[at] = -1;
    else if (sizes[at]! > 1) {
      groupOf[at] = groups.push({ ranks: pool, most: sizes[at]!, apart: false, draws: drawsOf(at) }) - 1;
    } else {
      const key = pool.copies.join(",");
      const known = apartGroups.get(key);
      if (known === undefined) {
        apartGroups.set(key, (groupOf[at] = groups.push({ ranks: pool, most: 1, apart: true, draws: drawsOf(at) }) - 1));
      } else {
        groupOf[at] = known;
        const group = groups[known]!;
        groups[known] = { ranks: pool, most: group.most + 1, apart: true, draws: [...group.draws, ...drawsOf(at)] };
      }
    }
  });
  // Groups alike in every way share one walk: the first of them is walked, the others swap places with it.
  const kinds = listOf(groups, kindOf);
  const walkedAs = listOf(kinds, (kind) => kinds.indexOf(kind));
  // The most successes a competitor of each kind can be tied on.
  const reachOfKind = listOf(kinds, (kind) =>
    Math.min(mostLeft, Math.max(...groups.filter((_, g) => kinds[g] === kind).flatMap((group) => group.draws))),
  );
  const walks: (ReturnType<typeof walk> | undefined)[] = listOf(groups, () => undefined);
  const level = new Int32Array(groups.length);
  const walkOf = (pool: number) => {
    const walked = walkedAs[groupOf[pool]!]!;
    return (walks[walked] ??= walk(groups, walked, mostLeft, reachOfKind[walked]!));
  };
  return breakerOf({
    // The walk's state: how many others of each group are level (the asking one's own group first
    // swapped with the group walked in its place).
    situation: (heads, pool) => {
      const own = groupOf[pool]!;
      const walked = walkedAs[own]!;
      const known = walkOf(pool);
      level.fill(0);
      for (let at = 0; at < heads.length; at++) if (heads[at]! > 0) level[groupOf[at]!]! += heads[at]!;
      level[own]!--;
      if (walked !== own) {
        const others = level[walked]!;
        level[walked] = level[own]!;
        level[own] = others;
      }
      let state = 0;
      for (let g = 0; g < groups.length; g++) state += level[g]! * known.strides[g]!;
      return state;
    },
    winIn: (situation, k, pool) => {
      const known = walkOf(pool);
      return known.at[k * known.states + situation]!;
    },
  });
}
