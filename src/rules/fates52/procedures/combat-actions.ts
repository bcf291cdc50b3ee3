/**
 * What can happen in a 52 Fates combat, as actions for `reduceCombat`. `actor` is a participant
 * key; the Foundry layer checks that the requesting user may act for it. `hand`, where given, is the
 * actor's hand as the table holds it: the reducer checks the played cards are in it and never
 * stores it.
 */
import type { Card } from "../../cards/card.ts";
import type { Incapacitation } from "../conditions.ts";
import type { DrawReport } from "./combat-state.ts";
import type { WardChoice } from "../magic.ts";
import type { MonsterSetup, PlayerSetup } from "./combat-start.ts";

/** Who joins a fight mid-way: a player character or a monster, as a combat's setup lists them (combat-join.ts). */
export type Joiner = { readonly player: PlayerSetup } | { readonly monster: MonsterSetup };

export type CombatAction =
  /** The table's report of the last draw effects, in order (the reducer's `pending` list). */
  | { readonly type: "drawn"; readonly outcomes: readonly DrawReport[] }
  /** Physical attack [F52-07]; no cards against a fully incapacitated target (a card is drawn for damage [F52-17]). */
  | {
      readonly type: "attack";
      readonly actor: string;
      readonly target: string;
      readonly cards: readonly Card[];
      readonly unarmed?: boolean;
      readonly attackId?: string;
      readonly hand?: readonly Card[];
    }
  /** Warrior maneuver, picked by the suit [F52-19]; Parry (hearts) takes no target. */
  | {
      readonly type: "maneuver";
      readonly actor: string;
      readonly cards: readonly Card[];
      readonly target?: string;
      readonly hand?: readonly Card[];
    }
  /** Wizard spell, picked by the suit [F52-20]. Distance and line of sight are checked when given. */
  | {
      readonly type: "cast";
      readonly actor: string;
      readonly target: string;
      readonly cards: readonly Card[];
      readonly distanceFeet?: number;
      readonly lineOfSight?: boolean;
      readonly hand?: readonly Card[];
      /** Against the opposite spell of equal or lower value: cancel it or keep it [F52-20]. Required then. */
      readonly ward?: WardChoice;
    }
  /** The target's answer to an open exchange [F52-07]. */
  | { readonly type: "defend"; readonly actor: string; readonly cards: readonly Card[]; readonly hand?: readonly Card[] }
  /** Action skill check as the round's action [F52-02, F52-06]. */
  | {
      readonly type: "check";
      readonly actor: string;
      readonly difficulty: number;
      readonly backgroundSkill?: string;
      readonly extraCards?: number;
    }
  /** Spend the action playing a card against a continuous effect [F52-16]. */
  | { readonly type: "shakeOff"; readonly actor: string; readonly effectId: string; readonly card: Card; readonly hand?: readonly Card[] }
  | { readonly type: "dyingDraw"; readonly actor: string }
  /** The unconscious character's own wake draw [F52-17], against the number the FD set. */
  | { readonly type: "wakeCheck"; readonly actor: string }
  /** Fate Dealer: the number from 2 to 10 an unconscious character's wake draw must beat [F52-17]. */
  | { readonly type: "setWakeNumber"; readonly target: string; readonly difficulty: number }
  | { readonly type: "pass"; readonly actor: string }
  /** Discard the cards held beyond the HP after a hit, the owner's choice [F52-14]. */
  | { readonly type: "discard"; readonly actor: string; readonly cards: readonly Card[]; readonly hand?: readonly Card[] }
  /** Fate Dealer: let a character's excess cards go at random [F52-14]. */
  | { readonly type: "discardExcess"; readonly target: string }
  | { readonly type: "move"; readonly actor: string; readonly feet: number }
  /** Fate Dealer: damage from outside the exchange (traps, a blow the card does not know). */
  | { readonly type: "damage"; readonly target: string; readonly amount: number }
  /** A player character's HP as edited on its sheet mid-fight (the GM's client asks it): the card follows [F52-14]. */
  | { readonly type: "setHp"; readonly target: string; readonly hp: number }
  /** Fate Dealer: a fall from `feet`, 1 damage per full 30 ft [F52-13]. */
  | { readonly type: "fall"; readonly target: string; readonly feet: number }
  /** Fate Dealer: a continuous effect; `timed` draws its duration [F52-16]. */
  | { readonly type: "afflict"; readonly target: string; readonly strength: number; readonly timed: boolean }
  | { readonly type: "incapacitate"; readonly target: string; readonly level: Incapacitation }
  /** Fate Dealer: someone joins the fight mid-way [F52-04, F52-05] (combat-join.ts). */
  | { readonly type: "join"; readonly joiner: Joiner }
  /** Fate Dealer: a group new to the fight draws its initiative card [F52-05] (combat-join.ts). */
  | { readonly type: "drawArrival"; readonly group: string }
  /** Fate Dealer: someone leaves the fight mid-way (fled, or gone from the table) (combat-join.ts). */
  | { readonly type: "leave"; readonly target: string }
  | { readonly type: "endRound" }
  | { readonly type: "endCombat" };
