/**
 * Warrior combat maneuvers [F52-19]: the suit played picks the maneuver, every card of one suit.
 * Disarm ♦, Fury Strike ♠, Parry ♥, Push ♣. The effect depends on the highest card's tier.
 *
 * Rulings: Disarm and Push replace the hit's damage (CombatRulings.maneuversDealDamage turns damage
 * on); a Parry lasts one full round from when it is made, and a Parry with the Ace of Hearts makes
 * every defence hold — but only an Ace played in the defence itself makes the attacker fumble.
 */
import type { Suit, SuitedCard } from "../cards/card.ts";
import { REFUSAL, refuse } from "./outcome.ts";
import type { Outcome } from "./outcome.ts";
import { damageFor, isAce, tier } from "./values.ts";
import type { Tier } from "./values.ts";

export const MANEUVERS = ["disarm", "fury", "parry", "push"] as const;
export type ManeuverName = (typeof MANEUVERS)[number];

export const MANEUVER_BY_SUIT: Readonly<Record<Suit, ManeuverName>> = { D: "disarm", S: "fury", H: "parry", C: "push" };

/** What a successful Disarm does to the target's weapon. */
export type DisarmResult = "dropped" | "thrownAway" | "broken";

const DISARM_BY_TIER: Readonly<Record<Tier, DisarmResult>> = { number: "dropped", face: "thrownAway", ace: "broken" };

export function disarmResult(highest: SuitedCard): DisarmResult {
  return DISARM_BY_TIER[tier(highest)];
}

export interface PushResult {
  readonly pushed: true;
  readonly prone: boolean;
  readonly unconscious: boolean;
}

/** Push: number card pushes out of melee range; face card also knocks prone; Ace also knocks unconscious. */
export function pushResult(highest: SuitedCard): PushResult {
  const kind = tier(highest);
  return { pushed: true, prone: kind !== "number", unconscious: kind === "ace" };
}

/**
 * Fury Strike: more than one spade, no Ace; each card's damage (number 1, face 2) is added up.
 * With a single spade the warrior simply makes an attack.
 */
export function validateFuryStrike(cards: readonly SuitedCard[]): Outcome<{}> {
  if (cards.some(isAce)) return refuse(REFUSAL.FuryStrikeNoAce);
  if (cards.length < 2) return refuse(REFUSAL.FuryStrikeTooFew);
  return { ok: true };
}

export function furyStrikeDamage(cards: readonly SuitedCard[]): number {
  return cards.reduce((sum, card) => sum + damageFor(card, 0), 0);
}
