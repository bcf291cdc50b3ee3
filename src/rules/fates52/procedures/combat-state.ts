/**
 * The public state of a 52 Fates combat: plain JSON, safe to store on a chat message [CORE-06].
 * It holds no hand contents — only how many cards each hand holds — and the cards on the table
 * that the rules have turned face up. The defender's cards enter it only together with the
 * resolution of the exchange, after the attacker has played [F52-07].
 */
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { CharacterClass } from "../character.ts";
import type { ContinuousEffect, Incapacitation } from "../conditions.ts";
import type { SpellName, RoundWindow, WardChoice, Wards } from "../magic.ts";
import type { DisarmResult, ManeuverName } from "../maneuvers.ts";
import type { MonsterAttack } from "../monsters.ts";

export const PLAYERS_GROUP = "players";

/**
 * - active: can act.
 * - unconscious: out cold with HP left (Push with an Ace); wakes on a draw [F52-17].
 * - dying: at 0 HP, drawing for a heart each round [F52-15].
 * - stable: at 0 HP and unconscious; a heal wakes it, or the wake draw each round [F52-17] (then at
 *   1 HP with one card, as a heart face card would: ruling).
 * - dead: a character with no heart in three draws, or a monster at 0 HP.
 */
export type Status = "active" | "unconscious" | "dying" | "stable" | "dead";

export interface Participant {
  readonly key: string;
  readonly name: string;
  readonly side: "players" | "dealer";
  /** Initiative group: every player character is in `players`; monsters in their FD group. */
  readonly group: string;
  /** The hand stack this participant plays from (the FD's monsters share the FD's hand). */
  readonly hand: string;
  readonly characterClass: CharacterClass | null;
  readonly level: number;
  hp: number;
  readonly maxHp: number;
  readonly movement: number;
  /** Monsters: cards per play and attacks [F52-22]; null for player characters. */
  readonly cardsPerPlay: number | null;
  readonly attacks: readonly MonsterAttack[] | null;
  readonly backgroundSkills: readonly string[];
  status: Status;
  incapacitation: Incapacitation;
  prone: boolean;
  disarmed: DisarmResult | null;
  /** Dying draws made, and the round the character went down (draws start the round after). */
  dyingDraws: number;
  downInRound: number;
  effects: ContinuousEffect[];
  wards: Wards;
  parry: (RoundWindow & { readonly bonus: number; readonly ace: boolean }) | null;
  acted: boolean;
  movedFeet: number;
  /** Cards held beyond the HP after a hit [F52-14]: the owner discards them (of their choosing) before playing again. */
  mustDiscard: number;
  /** The number from 2 to 10 the FD set for an unconscious character's wake draw [F52-17]; null until set. */
  wakeNumber: number | null;
}

export interface InitiativeCard {
  readonly group: string;
  /** Who drew it: a player character, or a monster of an FD group [F52-05]; null in combats stored before each monster drew. */
  readonly drawnBy: string | null;
  readonly card: SuitedCard;
}

export type ExchangeKind = "attack" | "maneuver" | "spell";

/** An opposed play waiting for the defender [F52-07]: the attacker's cards are already face up. */
export interface Exchange {
  readonly kind: ExchangeKind;
  readonly attacker: string;
  readonly target: string;
  readonly cards: readonly SuitedCard[];
  readonly unarmed: boolean;
  readonly maneuver: ManeuverName | null;
  readonly spell: SpellName | null;
  readonly attackId: string | null;
  /** A Destruct or Protect that may cancel the opposite spell: the caster's choice [F52-20]; else null. */
  readonly ward: WardChoice | null;
}

/** Why a draw effect was emitted; the `drawn` action resolves these in order. */
export type DrawPurpose =
  | { readonly type: "hand"; readonly stack: string }
  /** A hand emptied onto the discard pile (a character at 0 HP); nothing to resolve. */
  | { readonly type: "discard" }
  | { readonly type: "initiative"; readonly group: string; readonly drawnBy: string | null }
  | { readonly type: "fumble"; readonly attacker: string }
  | { readonly type: "autoHit"; readonly exchange: Exchange }
  | { readonly type: "check"; readonly actor: string; readonly difficulty: number }
  | { readonly type: "dying"; readonly actor: string }
  | { readonly type: "wake"; readonly actor: string; readonly difficulty: number }
  | { readonly type: "duration"; readonly target: string; readonly effectId: string };

export type CombatEvent =
  | { readonly type: "initiative"; readonly order: readonly string[] }
  | { readonly type: "attack"; readonly exchange: Exchange; readonly autoHit: boolean }
  | { readonly type: "defence"; readonly defender: string; readonly cards: readonly SuitedCard[] }
  /** Cards discarded face up down to the HP [F52-14]; none listed when the Fate Dealer let them go at random. */
  | { readonly type: "discard"; readonly actor: string; readonly cards: readonly SuitedCard[] }
  | { readonly type: "exchange"; readonly attacker: string; readonly target: string; readonly hit: boolean; readonly fumble: boolean }
  | { readonly type: "damage"; readonly target: string; readonly amount: number; readonly hp: number; readonly cause: DamageCause }
  | { readonly type: "heal"; readonly target: string; readonly amount: number; readonly hp: number }
  | { readonly type: "status"; readonly target: string; readonly status: Status }
  | { readonly type: "disarm"; readonly target: string; readonly result: DisarmResult }
  | { readonly type: "push"; readonly target: string; readonly prone: boolean; readonly unconscious: boolean }
  | { readonly type: "ward"; readonly target: string; readonly spell: SpellName; readonly outcome: "cancelled" | "applied" }
  | { readonly type: "parry"; readonly actor: string; readonly bonus: number; readonly ace: boolean }
  | { readonly type: "monsterEffect"; readonly target: string; readonly effect: string }
  | {
      readonly type: "check";
      readonly actor: string;
      readonly cards: readonly SuitedCard[];
      readonly difficulty: number;
      readonly success: boolean;
    }
  | { readonly type: "dyingDraw"; readonly actor: string; readonly card: SuitedCard }
  /** A round ended without the dying character's draw: it counts as no heart [F52-15]. */
  | { readonly type: "dyingMissed"; readonly actor: string }
  | { readonly type: "wake"; readonly actor: string; readonly card: SuitedCard; readonly woke: boolean }
  | { readonly type: "effect"; readonly target: string; readonly effect: ContinuousEffect }
  | { readonly type: "shakeOff"; readonly actor: string; readonly effectId: string; readonly card: SuitedCard; readonly success: boolean }
  | { readonly type: "effectEnded"; readonly target: string; readonly effectId: string }
  | { readonly type: "round"; readonly round: number }
  /** Someone joined the fight mid-way (combat-join.ts). */
  | { readonly type: "joined"; readonly actor: string }
  /** Someone left it (combat-join.ts); named here, as they are no longer among the participants. */
  | { readonly type: "left"; readonly actor: string; readonly name: string };

export type DamageCause = "attack" | "fumble" | "spell" | "effect" | "fall" | "other";

export interface CombatRulings {
  /**
   * Spells the target may defend against with a play. Default Harm and Destruct: the source calls
   * magic an attack and the target of an attack plays cards [F52-07]; Heal and Protect help.
   */
  readonly opposedSpells: readonly SpellName[];
  /** Disarm and Push also deal damage by the highest card. Default false: the maneuver's effect replaces damage. */
  readonly maneuversDealDamage: boolean;
  /**
   * A hit lowers the maximum hand, and the hand is trimmed to it at the next refill (the end of the
   * round) instead of at once [F52-14]. Default false: the excess is discarded at once.
   */
  readonly trimAtRefill: boolean;
}

export const DEFAULT_COMBAT_RULINGS: CombatRulings = {
  opposedSpells: ["harm", "destruct"],
  maneuversDealDamage: false,
  trimAtRefill: false,
};

export interface CombatState {
  readonly version: 1;
  phase: "initiative" | "actions" | "over";
  round: number;
  participants: Participant[];
  /** Cards in each hand stack, by stack id (counts only: hands are secret [F52-04]). */
  handCounts: Record<string, number>;
  dealerHandSize: number;
  initiative: InitiativeCard[];
  /** Initiative groups in acting order [F52-05]. */
  order: string[];
  /** Face-up cards in `fates52.play` this round. */
  inPlay: SuitedCard[];
  exchange: Exchange | null;
  /** Draw effects the table must report back through a `drawn` action, in order. */
  pending: DrawPurpose[];
  log: CombatEvent[];
  rulings: CombatRulings;
  nextEffectId: number;
}

/** The cards one draw effect produced, as the table reports them (`DrawOutcome` fits). */
export interface DrawReport {
  readonly cards: readonly Card[];
}
