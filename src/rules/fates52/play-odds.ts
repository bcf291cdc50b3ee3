/**
 * The odds of each play a combatant may make with the cards picked, before it is made [CORE-05]:
 * an attack and a warrior's maneuver [F52-19] open an exchange the target meets with its physical
 * defence; a wizard's opposed spell [F52-20] one it meets with its spell defence. A Parry, and a
 * spell that is not opposed (or cast on oneself), takes effect for sure. Exact: `attackOdds` over
 * the cards the asker cannot see.
 */
import type { SuitedCard } from "../cards/card.ts";
import { SPELL_BY_SUIT } from "./magic.ts";
import type { SpellName } from "./magic.ts";
import { MANEUVER_BY_SUIT, validateFuryStrike } from "./maneuvers.ts";
import type { ManeuverName } from "./maneuvers.ts";
import { attackOdds } from "./odds.ts";
import { playStrength } from "./values.ts";

/** What a play on a target meets: the target's hand size, the cards it may play, its bonus, and the Destruct bonus against it. */
export interface TargetDefence {
  readonly handSize: number;
  readonly maxCards: number;
  readonly bonus: number;
  readonly destruct: number;
}

export type OddsPlay = "attack" | "maneuver" | "spell";

export interface PlayOddsQuestion {
  readonly play: OddsPlay;
  /** The cards picked, in the order picked. */
  readonly cards: readonly SuitedCard[];
  /** Cards the asker cannot see (the picked ones not among them). */
  readonly unseen: readonly SuitedCard[];
  /** The target's physical defence for an attack or a maneuver, its spell defence for a spell. */
  readonly defence: TargetDefence;
  /** An unarmed attack lets the defender play one card more [F52-12]. */
  readonly unarmed?: boolean;
  /** The spells a target may defend against (the table's ruling); a spell on oneself is never opposed. */
  readonly opposedSpells?: readonly SpellName[];
  readonly onSelf?: boolean;
}

export interface PlayOdds {
  /** "attack", the maneuver's or the spell's name (picked by the suit). */
  readonly name: "attack" | ManeuverName | SpellName;
  /** The play takes effect with no defence to meet (hit 1, fumble 0). */
  readonly sure: boolean;
  readonly hit: number;
  readonly fumble: number;
}

/** The odds of `question.play` with the picked cards; null when the rules refuse that play with them (no card, mixed suits, a Fury Strike with an Ace or one spade). */
export function playOdds(question: PlayOddsQuestion): PlayOdds | null {
  const { play, cards, defence } = question;
  const suit = cards[0]?.suit;
  if (!suit || (play !== "attack" && cards.some((card) => card.suit !== suit))) return null;
  const name = play === "attack" ? "attack" : play === "maneuver" ? MANEUVER_BY_SUIT[suit] : SPELL_BY_SUIT[suit];
  if (name === "fury" && !validateFuryStrike(cards).ok) return null;
  const opposed = play !== "spell" || (!question.onSelf && (question.opposedSpells ?? []).includes(name as SpellName));
  if (name === "parry" || !opposed) return { name, sure: true, hit: 1, fumble: 0 };
  const odds = attackOdds({
    attack: playStrength(cards, defence.destruct),
    unseen: question.unseen,
    defenderHandSize: defence.handSize,
    defenderMaxCards: defence.maxCards + (play === "attack" && question.unarmed ? 1 : 0),
    defenceBonus: defence.bonus,
  });
  return { name, sure: false, hit: odds.hit, fumble: odds.fumble };
}
