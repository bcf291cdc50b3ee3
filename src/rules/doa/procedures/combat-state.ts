/**
 * The shapes of a Deck of Adventures combat [DOA-13 … DOA-17]: who fights and how they stand,
 * the state a combat card stores, the actions the reducer takes and its own refusals, and the
 * check an action would draw (for its odds). The reducer is combat.ts.
 */
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { CardReport, CheckTarget } from "../checks.ts";
import type { DamageKind, DamageTaken, Vitals } from "../damage.ts";
import type { DeckState } from "../decks.ts";
import type { Conditions } from "../effects.ts";
import type { FateSpend } from "../fate.ts";
import type { CharacterStats, Skill } from "../stats.ts";
import type { HandEffect } from "../upper-lower-hand.ts";
import type { CheckAction, CheckState } from "./check.ts";
import type { Step } from "./step.ts";

export interface CombatantSetup {
  readonly id: string;
  /** Owner of the deck this combatant draws from (a player, or "gm"). */
  readonly owner: string;
  readonly stats: CharacterStats;
  readonly vitals: Vitals;
}

export interface Combatant extends CombatantSetup {
  /** The initiative card: turn order and this combatant's TC for attacks [DOA-13]. */
  readonly initiative: SuitedCard | null;
  readonly conditions: Conditions;
  /** Damage taken since the end of this combatant's previous turn. */
  readonly recentDamage: DamageTaken;
  /** The TC of whoever hit this combatant last (Stunned checks against it). */
  readonly lastAttackerTc: SuitedCard | null;
  /** The round this combatant last Toughened Up in (0: never). */
  readonly toughenedRound: number;
  /** Dealers attacking this combatant within 1 space, as the table counts them (Outnumbered); 0: none counted. */
  readonly outnumberedBy: number;
  /** The round this combatant was Knocked Out in; 0 while conscious. */
  readonly knockedOutRound: number;
}

export interface Attack {
  readonly attacker: string;
  readonly target: string;
  /** From the power or weapon; the ruling's default (1) when none says. */
  readonly damage?: number;
  readonly damageKind?: DamageKind;
  /** The skill the weapon is wielded with ("unless otherwise noted"); the Primary Skill when none says [DOA-15]. */
  readonly skill?: Skill;
  /** Dealers attacking the target within 1 space, this one included (Outnumbered). */
  readonly dealersAdjacent?: number;
  /** Whether the attack needs a sense the attacker may have lost (Blinded/Deafened). */
  readonly needsSense?: boolean;
  /** Further situational Upper/Lower Hand. */
  readonly hand?: readonly HandEffect[];
}

export interface AttackResult {
  readonly attacker: string;
  readonly target: string;
  readonly report: CardReport | null;
  readonly hit: boolean;
  readonly taken: DamageTaken;
  readonly knockedOut: boolean;
  /** The target was already Knocked Out: the GM starts the Great Void's Epic Event [DOA-16]. */
  readonly hitWhileKnockedOut: boolean;
}

/** Treating a Knocked Out combatant [DOA-16]: with a Craft check, or a Dealer's Healing Power (Primary Skill). */
export type TreatMethod = "craft" | "power";

export interface Treatment {
  readonly healer: string;
  readonly target: string;
  /** Craft unless said otherwise. */
  readonly method?: TreatMethod;
}

export interface TreatResult {
  readonly healer: string;
  readonly target: string;
  readonly revived: boolean;
}

/** The running check's purpose; every key present (null where it does not apply). */
export interface CombatPending {
  readonly kind: "initiative" | "attack" | "stun" | "sense" | "breakFree" | "treat";
  /** Whose check it is: who draws initiative, checks for Stunned or breaks free; the attacker; the healer; a sense check's caster. */
  readonly id: string;
  /** An attack's or a treatment's target, the Blinded/Deafened combatant of a sense check; null for the other checks. */
  readonly target: string | null;
  /** An attack's damage; null for the other checks. */
  readonly damage: { readonly points: number; readonly kind: DamageKind } | null;
}

export interface CombatState {
  readonly procedure: "doa.combat";
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly combatants: readonly Combatant[];
  readonly phase: "initiative" | "turns" | "ended";
  /** Combatant ids in turn order. */
  readonly order: readonly string[];
  readonly round: number;
  /** Index into `order` of whose turn it is. */
  readonly turn: number;
  readonly actionsUsed: number;
  /** Spaces the current combatant has moved this turn [DOA-14]. */
  readonly moved: number;
  readonly pending: CombatPending | null;
  readonly check: CheckState | null;
  readonly lastAttack: AttackResult | null;
  /** The last treatment of a Knocked Out combatant, cleared by the next attack (null: none yet). */
  readonly lastTreat: TreatResult | null;
  /** This round's delays: the standing order to return to next round, and who delayed (null: none). */
  readonly delays: { readonly order: readonly string[]; readonly ids: readonly string[] } | null;
  /** Whoever Blinded or Deafened a combatant without fighting (absent or empty: no one); their decks are in `decks` [DOA-16]. */
  readonly casters?: readonly CombatantSetup[];
}

export type CombatAction =
  | { readonly type: "check"; readonly action: CheckAction }
  | { readonly type: "tieOrder"; readonly order: readonly string[] }
  | ({ readonly type: "attack" } & Attack)
  /** Any other action that draws nothing (a power, an item). */
  | { readonly type: "useAction"; readonly id: string }
  /** Move whole spaces on one's turn; free of actions, split as the mover likes [DOA-14]. */
  | { readonly type: "move"; readonly id: string; readonly spaces: number }
  /** Entangled: spend an action on a DR 3 Strength check against the TC the GM reveals. */
  | { readonly type: "breakFree"; readonly id: string; readonly tc: SuitedCard }
  | { readonly type: "toughenUp"; readonly id: string; readonly spend: FateSpend }
  | { readonly type: "setConditions"; readonly id: string; readonly conditions: Conditions }
  /** Health and armour as the GM set them outside the card (the sheet): the card follows [DOA-17]. */
  | { readonly type: "setVitals"; readonly id: string; readonly hp: number; readonly ap: number }
  /** Attributes, skills and armour as the sheet holds them now (a shield picked up, a stat corrected): the card follows [DOA-07, DOA-18]. */
  | { readonly type: "setStats"; readonly id: string; readonly stats: CharacterStats }
  /** A Dealer's Fate tokens and deck exhaustions as set outside the card (the GM's award on the sheet): the card follows [DOA-05, DOA-06]. */
  | { readonly type: "setDeckCounters"; readonly owner: string; readonly fateTokens: number; readonly exhaustions: number }
  /** How many Dealers attack `id` within 1 space (Outnumbered), as the table counts them now. */
  | { readonly type: "setOutnumbered"; readonly id: string; readonly dealers: number }
  /** The current Dealer delays their turn to just after `after`, who has yet to act this round. */
  | { readonly type: "delay"; readonly id: string; readonly after: string }
  /** Spend an action treating a Knocked Out combatant. */
  | ({ readonly type: "treat" } & Treatment)
  /**
   * A character joins the fight, with its deck (that of its owner, when no one fighting draws from it
   * yet): before the turns begin it draws with everyone; once they have, it waits for its own
   * initiative draw (drawArrival) [DOA-13].
   */
  | { readonly type: "join"; readonly combatant: CombatantSetup; readonly deck: DeckState }
  /** A newcomer waiting in the fight draws its initiative card and takes its place in the order [DOA-13]. */
  | { readonly type: "drawArrival"; readonly id: string }
  /** A fighter leaves the fight (fled, or gone from the table): its initiative card goes, and it leaves the order [DOA-13]. */
  | { readonly type: "leave"; readonly id: string }
  | { readonly type: "endTurn" }
  | { readonly type: "endCombat" };

export type CombatStep = Step<CombatState>;

const COMBAT_REFUSAL_PREFIX = "DECKBOUND.DOA.Combat.Refusal.";

/** Refusals of the turn's movement [DOA-14, DOA-16]; English in lang/en/doa-combat.json. */
export const COMBAT_REFUSAL = {
  NoMovementLeft: `${COMBAT_REFUSAL_PREFIX}NoMovementLeft`,
  Entangled: `${COMBAT_REFUSAL_PREFIX}Entangled`,
  StunnedMoved: `${COMBAT_REFUSAL_PREFIX}StunnedMoved`,
  StunnedActed: `${COMBAT_REFUSAL_PREFIX}StunnedActed`,
  NotEntangled: `${COMBAT_REFUSAL_PREFIX}NotEntangled`,
  NotKnockedOut: `${COMBAT_REFUSAL_PREFIX}NotKnockedOut`,
  PowersAreDealers: `${COMBAT_REFUSAL_PREFIX}PowersAreDealers`,
  DelayDealersOnly: `${COMBAT_REFUSAL_PREFIX}DelayDealersOnly`,
  DelayBeforeActing: `${COMBAT_REFUSAL_PREFIX}DelayBeforeActing`,
  DelayPastActed: `${COMBAT_REFUSAL_PREFIX}DelayPastActed`,
  JoinDuringDraw: `${COMBAT_REFUSAL_PREFIX}JoinDuringDraw`,
  ArrivalDuringDraw: `${COMBAT_REFUSAL_PREFIX}ArrivalDuringDraw`,
  NotArriving: `${COMBAT_REFUSAL_PREFIX}NotArriving`,
  LeaveDuringDraw: `${COMBAT_REFUSAL_PREFIX}LeaveDuringDraw`,
  SheetUnchanged: `${COMBAT_REFUSAL_PREFIX}SheetUnchanged`,
} as const;

/** A deck's cards as they lie (its deck and discard pile), read by the caller for odds. */
export interface DeckCards {
  readonly deck: readonly Card[];
  readonly discards: readonly Card[];
}

/** The check an action draws: whose deck, the TC, DR and modifier, and the situational Upper/Lower Hand. */
export interface ActionDraw {
  readonly ok: true;
  readonly owner: string;
  readonly target: CheckTarget;
  readonly hand: readonly HandEffect[];
}
