/**
 * Card values in 52 Fates [F52-08]: 2–10 as printed, J/Q/K count 15, and an Ace has no number — it
 * trumps everything but another Ace, makes its play succeed, and is never added to other cards.
 */
import { cardKey } from "../cards/card.ts";
import type { Card, SuitedCard } from "../cards/card.ts";
import { REFUSAL, refuse } from "./outcome.ts";
import type { Outcome } from "./outcome.ts";

export const FACE_VALUE = 15;

/** What a card is for damage, healing, durations and maneuvers: a number card, a face card or an Ace. */
export type Tier = "number" | "face" | "ace";

export function tier(card: SuitedCard): Tier {
  if (card.rank === 14) return "ace";
  return card.rank >= 11 ? "face" : "number";
}

export function isAce(card: SuitedCard): boolean {
  return card.rank === 14;
}

/** The number a non-Ace card adds to a play; an Ace has none (see `PlayStrength`). */
export function cardValue(card: SuitedCard): number {
  return card.rank >= 11 ? FACE_VALUE : card.rank;
}

/** A play's strength: an Ace alone, or the sum of its cards plus any bonus (Destruct, Protect, Parry). */
export interface PlayStrength {
  readonly ace: boolean;
  readonly total: number;
}

export const NO_PLAY: PlayStrength = { ace: false, total: 0 };

export function playStrength(cards: readonly SuitedCard[], bonus = 0): PlayStrength {
  if (cards.some(isAce)) return { ace: true, total: 0 };
  return { ace: false, total: cards.reduce((sum, card) => sum + cardValue(card), 0) + bonus };
}

/**
 * Opposed plays [F52-07, F52-08]: the attack succeeds only if it is higher. An Ace beats anything
 * but an Ace; Ace against Ace is not higher, so the defence holds (CLAUSES ruling).
 */
export function attackBeats(attack: PlayStrength, defence: PlayStrength): boolean {
  if (defence.ace) return false;
  if (attack.ace) return true;
  return attack.total > defence.total;
}

/** The highest card of a play, Ace high [F52-10]. */
export function highestCard(cards: readonly SuitedCard[]): SuitedCard | undefined {
  return cards.reduce<SuitedCard | undefined>((best, card) => (best === undefined || card.rank > best.rank ? card : best), undefined);
}

/**
 * Damage of a hit from its highest card [F52-10]: number card 1, face card 2, Ace half the target's
 * current HP rounded up, at least 3. (Damage beyond 0 HP is ignored where damage is applied.)
 */
export function damageFor(card: SuitedCard, targetHp: number): number {
  return tierDamage(tier(card), targetHp);
}

/** The damage a hit's highest card of this tier does [F52-10] (see damageFor). */
export function tierDamage(kind: Tier, targetHp: number): number {
  switch (kind) {
    case "number":
      return 1;
    case "face":
      return 2;
    case "ace":
      return aceDamage(targetHp);
  }
}

/** An Ace's damage: half the target's current HP rounded up, at least 3 [F52-10]. */
export function aceDamage(targetHp: number): number {
  return Math.max(3, Math.ceil(targetHp / 2));
}

export interface PlayRules {
  /** The most cards this play may use [F52-09]. */
  readonly maxCards: number;
  /** The fewest cards; 1 unless the play may be empty (a defender with nothing to play). */
  readonly minCards?: number;
  /** Maneuvers and spells: every card of one suit [F52-19, F52-20]. */
  readonly sameSuit?: boolean;
}

/**
 * Check a play of cards against the rules every play obeys: real suited cards, each once, an Ace
 * only alone [F52-08], no more than the play allows [F52-09], one suit where asked. Refuses, with an
 * i18n reason, rather than guessing what the player meant.
 */
export function validatePlay(cards: readonly Card[], rules: PlayRules): Outcome<{ readonly cards: readonly SuitedCard[] }> {
  const minCards = rules.minCards ?? 1;
  if (cards.length < minCards) return refuse(REFUSAL.NoCards);
  const suitedCards: SuitedCard[] = [];
  for (const card of cards) {
    if (card.kind !== "suited") return refuse(REFUSAL.NotACard);
    suitedCards.push(card);
  }
  if (new Set(cards.map(cardKey)).size !== cards.length) return refuse(REFUSAL.DuplicateCard);
  if (suitedCards.length > 1 && suitedCards.some(isAce)) return refuse(REFUSAL.AceAlone);
  if (suitedCards.length > rules.maxCards) return refuse(REFUSAL.TooManyCards);
  if (rules.sameSuit && new Set(suitedCards.map((card) => card.suit)).size > 1) return refuse(REFUSAL.MixedSuits);
  return { ok: true, cards: suitedCards };
}

/** True if every card of `cards` is in `hand` (by identity: suit, rank and origin). */
export function allInHand(cards: readonly Card[], hand: readonly Card[]): boolean {
  const held = new Set(hand.map(cardKey));
  return cards.every((card) => held.has(cardKey(card)));
}
