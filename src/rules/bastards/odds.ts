/**
 * Exact odds of a skill hand against the Fate draw [CORE-05, GOB-10, GOB-12].
 *
 * The player draws k cards and plays the best plus their bonus; the Fate draws m of the rest and
 * plays its best plus the difficulty. Cards are ordered by value then suit (♣ < ♠ < ♥ < ♦), so
 * "best" is a maximum and a tie of totals goes to the better suit (equal suits: the Fate).
 *
 * Jokers: a drawn joker goes back into the deck and is replaced, so a hand is a uniform draw of the
 * deck's suited cards; jokers change only the wildcards.
 *
 * Acrobat [GOB-28]: drawing k cards, then discarding the r = min(Body, k − 1) lowest and drawing r
 * more, leaves as best card the best of k + r cards drawn from the deck (the best of the first k is
 * never discarded, and every discarded card is below it); the discards stay out, so the Fate draws
 * from what is left. Its odds are those of a hand of k + r cards. This is exact whenever the discard pile
 * is empty, as it is between skill hands (each ends by shuffling every card back).
 *
 * Method: with the faces in order, F(a, b) counts the (player hand, Fate hand) pairs whose best
 * cards are at most a and b, in O(k) binomials. G(a, b) = F(a, b) − F(a − 1, b) counts the pairs
 * where the player's best is exactly a and the Fate's at most b. For each a the player wins against
 * a set of Fate faces b; summing G over that set by parts, success = Σ_a Σ_b G(a, b)·(win(a, b) −
 * win(a, b + 1)), needs G only where the verdict changes as b rises — once per a, since a better
 * Fate card never turns a loss into a win. Cost: (faces)² cheap verdicts and (faces) × k binomials.
 */
import { isSuitedCard } from "../cards/card.ts";
import type { Card, SuitedCard } from "../cards/card.ts";
import { choose } from "../cards/odds.ts";
import type { SkillHandState } from "./procedures/skill-hand.ts";
import { SUIT_PRIORITY, cardValue, compareCards, decide } from "./values.ts";

export interface SkillHandOddsInput {
  /** The cards in the deck now (jokers included). */
  readonly deck: readonly Card[];
  readonly playerCards: number;
  readonly fateCards: number;
  /** Added to the player's card (trait, specialty …). */
  readonly bonus: number;
  /** Added to the Fate's card [GOB-13]. */
  readonly difficulty: number;
  /** Acrobat: the lowest cards replaced once the hand is drawn, never the best (at most playerCards − 1) [GOB-28]. */
  readonly replaced?: number;
}

export interface SkillHandOdds {
  readonly success: number;
  readonly failure: number;
  /** Chance that the player's draw turns up at least one joker (+1 wildcard or more) [GOB-12]. */
  readonly wildcardChance: number;
}

export function skillHandOdds(input: SkillHandOddsInput): SkillHandOdds {
  const suited = input.deck.filter(isSuitedCard);
  const faces = distinctFaces(suited);
  const cumulative: number[] = [];
  faces.reduce((sum, face) => (cumulative.push(sum + face.count), sum + face.count), 0);
  const total = suited.length;
  const replaced = Math.max(0, Math.min(input.replaced ?? 0, input.playerCards - 1));
  // With Acrobat the hand's best card is the best of every card it drew [GOB-28].
  const k = Math.min(input.playerCards + replaced, total);
  const m = Math.min(input.fateCards, total - k);
  const below = (index: number): number => (index < 0 ? 0 : cumulative[index]!);

  /** Pairs of hands whose best cards are at most face `a` (player) and `b` (Fate); -1 is "no card". */
  const atMost = (a: number, b: number): number => {
    if (a < -1 || b < -1) return 0;
    const A = below(a);
    const B = below(b);
    if (A <= B) return choose(A, k) * choose(B - k, m);
    let ways = 0;
    for (let j = 0; j <= k; j++) ways += choose(B, j) * choose(A - B, k - j) * choose(B - j, m);
    return ways;
  };

  const hands = choose(total, k) * choose(total - k, m);
  const values = faces.map((face) => ({ total: cardValue(face.card), suit: face.card.suit }));
  /** Does the player's best face `a` beat the Fate's best face `b` (-1: no card)? */
  const wins = (a: number, b: number): boolean =>
    decide(
      { total: (values[a]?.total ?? 0) + input.bonus, suit: values[a]?.suit },
      { total: (values[b]?.total ?? 0) + input.difficulty, suit: values[b]?.suit },
    ) === "first";
  let success = 0;
  for (let a = -1; a < faces.length; a++) {
    let winsHere = wins(a, -1);
    for (let b = -1; b < faces.length; b++) {
      const winsNext = b + 1 < faces.length && wins(a, b + 1);
      if (winsHere !== winsNext) success += (winsHere ? 1 : -1) * (atMost(a, b) - atMost(a - 1, b));
      winsHere = winsNext;
    }
  }
  const probability = hands === 0 ? 0 : success / hands;
  const jokers = input.deck.length - suited.length;
  const drawn = Math.min(input.playerCards + replaced, input.deck.length);
  return {
    success: probability,
    failure: 1 - probability,
    wildcardChance: 1 - choose(input.deck.length - jokers, drawn) / choose(input.deck.length, drawn),
  };
}

/** The odds of a skill hand about to be drawn, from the deck as it is now. */
export function oddsOfSkillHand(state: SkillHandState, deck: readonly Card[]): SkillHandOdds {
  return skillHandOdds({
    deck,
    playerCards: state.cardsToDraw,
    fateCards: state.fateCount,
    bonus: state.bonus,
    difficulty: state.difficulty,
    replaced: state.acrobat,
  });
}

/** The deck's faces in ascending order (value, then suit), each with how many copies it holds. */
function distinctFaces(cards: readonly SuitedCard[]): { card: SuitedCard; count: number }[] {
  const byFace = new Map<number, { card: SuitedCard; count: number }>();
  for (const card of cards) {
    const key = cardValue(card) * 4 + SUIT_PRIORITY[card.suit];
    const known = byFace.get(key);
    if (known) known.count++;
    else byFace.set(key, { card, count: 1 });
  }
  return [...byFace.values()].sort((x, y) => compareCards(x.card, y.card));
}
