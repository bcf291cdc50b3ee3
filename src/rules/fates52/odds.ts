/**
 * Exact odds [CORE-05] for an action check and for an attack, over the cards the asker cannot see.
 *
 * From the asker's seat every unseen card (the deck and the other hands) is equally likely to be
 * the next card drawn, and a secret hand of h cards is a uniformly random h-card subset of the
 * unseen cards. So both odds are exact enumerations over the unseen cards, grouped by value.
 */
import { cardKey } from "../cards/card.ts";
import type { Card, SuitedCard } from "../cards/card.ts";
import { drawOdds, drawProbability } from "../cards/odds.ts";
import { evaluateCheck } from "./check.ts";
import type { PlayStrength } from "./values.ts";
import { attackBeats, cardValue, isAce } from "./values.ts";

/** The deck's cards minus the ones the asker can see (own hand, discards, cards in play). */
export function unseenCards(deck: readonly Card[], visible: readonly Card[]): SuitedCard[] {
  const seen = new Set(visible.map(cardKey));
  return deck.filter((card): card is SuitedCard => card.kind === "suited" && !seen.has(cardKey(card)));
}

/** Cards that are interchangeable for every rule here: same value (2–10, 15) or an Ace. */
function valueClass(card: SuitedCard): string {
  return isAce(card) ? "A" : String(cardValue(card));
}

/** P(success) of an action check drawing `cardCount` cards against `difficulty` [F52-02, F52-03]. */
export function actionCheckOdds(unseen: readonly SuitedCard[], difficulty: number, cardCount: number): number {
  return drawProbability(unseen, cardCount, valueClass, (hand) => evaluateCheck(hand, difficulty).success);
}

/** The strongest play a hand can make with up to `maxCards` cards: an Ace if it holds one, else its highest cards added. */
export function strongestPlay(hand: readonly SuitedCard[], maxCards: number, bonus = 0): PlayStrength {
  if (maxCards > 0 && hand.some(isAce)) return { ace: true, total: 0 };
  const values = hand.map(cardValue).sort((a, b) => b - a).slice(0, Math.max(0, maxCards));
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
  const outcomes = drawOdds(question.unseen, question.defenderHandSize, valueClass, (hand) => {
    const defence = strongestPlay(hand, question.defenderMaxCards, question.defenceBonus ?? 0);
    if (defence.ace) return "fumble";
    return attackBeats(question.attack, defence) ? "hit" : "held";
  });
  const fumble = outcomes.get("fumble") ?? 0;
  return { hit: outcomes.get("hit") ?? 0, held: (outcomes.get("held") ?? 0) + fumble, fumble };
}
