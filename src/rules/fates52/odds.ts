/**
 * Exact odds [CORE-05] for an action check and for an attack, over the cards the asker cannot see.
 *
 * From the asker's seat every unseen card (the deck and the other hands) is equally likely to be
 * the next card drawn, and a secret hand of h cards is a uniformly random h-card subset of the
 * unseen cards. Both checks look at a hand the same way: an Ace decides it, else its highest values
 * add up. So both odds count hands by value class: the hands holding an Ace by one binomial, the
 * rest by the distribution of their top sum (`topSumHands`), never by listing hands.
 */
import type { SuitedCard } from "../cards/card.ts";
import { choose } from "../cards/odds.ts";
import { countByValue, topSumOdds } from "../cards/order-statistics.ts";
import type { ValueClass } from "../cards/order-statistics.ts";
import type { PlayStrength, Tier } from "./values.ts";
import { attackBeats, cardValue, isAce, tier } from "./values.ts";

/**
 * The unseen cards seen as a check sees them: how many Aces, and the other cards grouped by value
 * (2–10, 15 for a face card).
 */
function valueClasses(unseen: readonly SuitedCard[]): { readonly aces: number; readonly others: ValueClass[] } {
  const others = unseen.filter((card) => !isAce(card));
  return { aces: unseen.length - others.length, others: countByValue(others, cardValue) };
}

/**
 * An `h`-card hand from the unseen cards (`unseenCards`, ../cards/unseen.ts): P(it holds an Ace),
 * and for each sum s, P(no Ace and its `top` highest values add up to s).
 */
function handOdds(unseen: readonly SuitedCard[], h: number, top: number): { readonly ace: number; readonly topSum: number[] } {
  const draws = Math.max(0, Math.min(h, unseen.length));
  const hands = choose(unseen.length, draws);
  const { aces, others } = valueClasses(unseen);
  return { ace: (hands - choose(unseen.length - aces, draws)) / hands, topSum: topSumOdds(others, unseen.length, draws, top) };
}

/** P(success) of an action check drawing `cardCount` cards against `difficulty` [F52-02, F52-03]: any Ace, or a sum above it. */
export function actionCheckOdds(unseen: readonly SuitedCard[], difficulty: number, cardCount: number): number {
  const { ace, topSum } = handOdds(unseen, cardCount, cardCount);
  return topSum.reduce((success, p, sum) => (sum > difficulty ? success + p : success), ace);
}

/** What a dying draw may bring [F52-15], each with its chance over the unseen cards. */
export interface DyingDrawOdds {
  /** A heart number card: stable (unconscious). */
  readonly stable: number;
  /** A heart face card: awake at 1 HP. */
  readonly awake: number;
  /** The Ace of hearts: awake at half the maximum HP. */
  readonly restored: number;
  /** No heart: one draw fewer left (the last one: dead). */
  readonly noHeart: number;
}

/** The chance that one card drawn from the unseen cards is among `cards` (some of them) and of each tier. */
function tierShares(cards: readonly SuitedCard[], unseen: readonly SuitedCard[]): Readonly<Record<Tier, number>> {
  const total = Math.max(1, unseen.length);
  const share = (kind: Tier) => cards.filter((card) => tier(card) === kind).length / total;
  return { number: share("number"), face: share("face"), ace: share("ace") };
}

/** The odds of a dying draw [F52-15]: one card from the unseen cards, its suit and tier deciding. */
export function dyingDrawOdds(unseen: readonly SuitedCard[]): DyingDrawOdds {
  const hearts = unseen.filter((card) => card.suit === "H");
  const { number, face, ace } = tierShares(hearts, unseen);
  return { stable: number, awake: face, restored: ace, noHeart: (unseen.length - hearts.length) / Math.max(1, unseen.length) };
}

/** The odds of each duration a lingering effect's draw gives [F52-16]: a number card 1 round, a face card 2, an Ace 4. */
export function durationOdds(unseen: readonly SuitedCard[]): Readonly<Record<Tier, number>> {
  return tierShares(unseen, unseen);
}

/**
 * An automatic hit on a fully incapacitated target [F52-17]: the attacker draws one card for the
 * damage, which its tier sets (`damageOf`: a number card, a face card, an Ace [F52-10], or the
 * monster attack's); each tier's damage and chance over the unseen cards.
 */
export function autoHitOdds(
  unseen: readonly SuitedCard[],
  damageOf: (kind: Tier) => number,
): Readonly<Record<Tier, { readonly damage: number; readonly chance: number }>> {
  const chance = durationOdds(unseen);
  const of = (kind: Tier) => ({ damage: damageOf(kind), chance: chance[kind] });
  return { number: of("number"), face: of("face"), ace: of("ace") };
}

/**
 * The odds that the players act first [F52-05]: `players` and `others` draw one initiative card each
 * from the unseen cards (the hands dealt before them are as unseen); the players' group goes first
 * when its best card is at least every other card drawn (2 low, Ace high; players win ties). With
 * N = players + others cards drawn, the highest rank among them is r with j copies drawn, and the
 * players hold one of those j unless all j fell among the others' draws.
 */
export function playersFirstOdds(unseen: readonly SuitedCard[], players: number, others: number): number | null {
  const drawn = players + others;
  // No player draws, or more draws than unseen cards (the discards would be shuffled back first): no odds to give.
  if (players <= 0 || drawn > unseen.length) return null;
  const byRank = new Map<number, number>();
  for (const card of unseen) byRank.set(card.rank, (byRank.get(card.rank) ?? 0) + 1);
  const copiesLowToHigh = [...byRank].sort((a, b) => a[0] - b[0]).map(([, copies]) => copies);
  const all = choose(unseen.length, drawn);
  let below = 0;
  let odds = 0;
  for (const copies of copiesLowToHigh) {
    for (let j = 1; j <= Math.min(copies, drawn); j++) {
      const highest = (choose(copies, j) * choose(below, drawn - j)) / all;
      odds += highest * (1 - choose(others, j) / choose(drawn, j));
    }
    below += copies;
  }
  return odds;
}

/** The odds that a wake draw beats the Fate Dealer's number [F52-17]: one card drawn as an action check. */
export function wakeOdds(unseen: readonly SuitedCard[], difficulty: number): number {
  return actionCheckOdds(unseen, difficulty, 1);
}

/** The strongest play a hand can make with up to `maxCards` cards: an Ace if it holds one, else its highest cards added. */
export function strongestPlay(hand: readonly SuitedCard[], maxCards: number, bonus = 0): PlayStrength {
  if (maxCards > 0 && hand.some(isAce)) return { ace: true, total: 0 };
  const values = hand
    .map(cardValue)
    .sort((a, b) => b - a)
    .slice(0, Math.max(0, maxCards));
  return { ace: false, total: values.reduce((sum, value) => sum + value, 0) + bonus };
}

export interface AttackOddsQuestion {
  /** The attack as played (or planned), bonuses included: `playStrength(cards, destructBonus)`. */
  readonly attack: PlayStrength;
  /** Cards the asker cannot see; the defender's hand is among them. */
  readonly unseen: readonly SuitedCard[];
  readonly defenderHandSize: number;
  /** Cards the defender may play [F52-09, F52-12]. */
  readonly defenderMaxCards: number;
  /** Protect and Parry bonuses on the defence. */
  readonly defenceBonus?: number;
}

export interface AttackOdds {
  readonly hit: number;
  /** The defence holds (includes `fumble`). */
  readonly held: number;
  /** The defender holds an Ace: the defence holds and the attacker fumbles [F52-11]. */
  readonly fumble: number;
}

/**
 * Odds of an attack against a secret hand, assuming the defender makes its strongest defence
 * (an Ace if it has one — that always holds and makes the attacker fumble).
 */
export function attackOdds(question: AttackOddsQuestion): AttackOdds {
  const bonus = question.defenceBonus ?? 0;
  const maxCards = Math.max(0, question.defenderMaxCards);
  const { ace, topSum } = handOdds(question.unseen, question.defenderHandSize, maxCards);
  // A defender that may play no card has no Ace to play either: its defence is the bonus alone.
  const fumble = maxCards > 0 ? ace : 0;
  const beaten = (total: number): boolean => attackBeats(question.attack, { ace: false, total: total + bonus });
  const hit = topSum.reduce((odds, p, sum) => (beaten(sum) ? odds + p : odds), maxCards > 0 ? 0 : beaten(0) ? ace : 0);
  return { hit, held: 1 - hit, fumble };
}
