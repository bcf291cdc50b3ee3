/**
 * The public state of an opposition [GOB-15…GOB-27]. Plain JSON. Hands and face-down cards are only
 * counts and flags here; their faces stay in owner-only stacks until the rules reveal them [CORE-06].
 */
import type { Suit, SuitedCard } from "../../cards/card.ts";
import type { Character } from "../character.ts";
import type { Combatant } from "../combatants.ts";
import type { BastardsRulings } from "../rulings.ts";
import type { Trait } from "../values.ts";
import type { Pending } from "./draws.ts";

/** Physical → BP, mental → MP, spiritual (fear, resolve) → SP; social attacks hit the mind [GOB-19]. */
export type AttackKind = "physical" | "mental" | "spiritual" | "social";

export interface Side {
  readonly actor: string;
  readonly skill: string;
  /** Specialty level added to this side [GOB-06]. */
  readonly specialty: number;
  /** The most cards this side may play from hand [GOB-17]. */
  readonly cap: number;
  /** Whether the opening face-down card is down (its face is hidden until the reveal). */
  readonly faceDown: boolean;
  /** The face-down card, once revealed. */
  readonly faceDownCard: SuitedCard | null;
  readonly faceUp: readonly SuitedCard[];
  /** Cards played from the top of the deck with wildcards [GOB-17]. */
  readonly fromDeck: readonly SuitedCard[];
  readonly stopped: boolean;
  readonly wildcardsDone: boolean;
}

export type DrawStage = "defend" | "attackerFaceDown" | "defenderFaceDown" | "betting" | "wildcards" | "reveal" | "consequences";

export interface DrawResult {
  readonly attackerTotal: number;
  readonly defenderTotal: number;
  readonly winner: "attacker" | "defender";
  readonly margin: number;
  /** Damage after every change, and what the target actually lost (members, for Extras). */
  readonly damage: number;
  readonly pool: Trait;
  readonly taken: number;
}

/** A draw's result once its consequences are done, with the cards each side played as the reveal showed them (face-down ones too) [GOB-18]. */
export interface LastResult extends DrawResult {
  readonly revealed: readonly { readonly actor: string; readonly cards: readonly SuitedCard[] }[];
}

export interface OpposedDraw {
  readonly kind: AttackKind;
  readonly melee: boolean;
  readonly pool: Trait;
  readonly attackerTrait: Trait;
  readonly defenderTrait: Trait;
  /** Situational modifier on the attacker's total (cover …). */
  readonly modifier: number;
  /** A ranged attack's medium or long range penalty (0 or less) on the attacker's total, which Eagle Eyes reduces [GOB-28]. */
  readonly rangePenalty: number;
  readonly intimidate: boolean;
  /** A Trip (1 BP paid): no damage; a hit knocks the target down [GOB-28]. */
  readonly trip: boolean;
  /**
   * A counter-attack (Counter), out of turn: once it ends the turn goes back as it was; it may be
   * countered in turn unless the world setting says a counter-attack never is [GOB-28].
   */
  readonly counter: boolean;
  readonly stage: DrawStage;
  readonly attacker: Side;
  readonly defender: Side;
  /** Whose betting move it is. */
  readonly bettor: "attacker" | "defender";
  /** Set at the reveal; applied at once unless the defender may still choose Mind Over Matter. */
  readonly result: DrawResult | null;
}

/**
 * How long an advantage's use lasts: this opposed draw, the user's next physical defence, the
 * round, until the user's next turn, the whole opposition, or the next damage to the mind.
 */
export type AdvantageScope = "thisDraw" | "nextDefense" | "round" | "untilNextTurn" | "opposition" | "nextMindDamage";

export interface ActiveAdvantage {
  readonly actor: string;
  readonly advantage: string;
  readonly scope: AdvantageScope;
  /** Study: the opponent studied; null for the others. */
  readonly target: string | null;
  /**
   * "A number up to Body" the player chose (Defensive Stance, Lunge, Wild Swing); null: the whole
   * Body (the default, and every other advantage) [GOB-28].
   */
  readonly amount: number | null;
}

/** Why the procedure is waiting for cards from the deck. */
export type DrawPurpose =
  | "deal"
  | "drawStep"
  | "mulligan"
  | "desperation"
  | "emptyHand"
  | "wildcard"
  | "advantage"
  /** Intensity's or Mastermind's card from the top of the deck, added to a side in play [GOB-28]. */
  | "topCard"
  /** Berserk's end: the character's Meditation cards, then the Fate's [GOB-28]. */
  | "meditation"
  | "meditationFate"
  /** A joiner's opening hand [GOB-22]. */
  | "join";

/** A Meditation Fate draw off Mind to end Berserk: the best card of each side; `calmed` once both have drawn [GOB-28]. */
export interface Meditation {
  readonly actor: string;
  readonly player: SuitedCard | null;
  readonly fate: SuitedCard | null;
  readonly calmed: boolean | null;
}

export interface TurnState {
  readonly actor: string;
  readonly stage: "draw" | "action";
  readonly discarded: boolean;
  /** A Speedy character has swapped their initiative card this turn (free, once) [GOB-15]. */
  readonly swapped: boolean;
  /** Attack draws left in this action: two with two weapons, one per weapon [GOB-24]. */
  readonly attacksLeft: number;
  readonly weaponsUsed: readonly string[];
  /** The GM has said this turn's draw step involves extreme movement: Acrobat may be used [GOB-28]. */
  readonly extremeMovement: boolean;
}

export type OppositionPhase = "dealing" | "initiative" | "turns" | "ended";

export interface OppositionState {
  /** The rulings in force, fixed when the opposition starts. */
  readonly rulings: BastardsRulings;
  readonly combatants: readonly Combatant[];
  readonly phase: OppositionPhase;
  readonly round: number;
  /** Acting order this round, lowest initiative first [GOB-15]. */
  readonly order: readonly string[];
  readonly turn: TurnState | null;
  /** Who has used or sacrificed their action this round. */
  readonly acted: readonly string[];
  /** Who has put an initiative card face down. */
  readonly initiativeChosen: readonly string[];
  readonly draw: OpposedDraw | null;
  readonly lastResult: LastResult | null;
  readonly pending: Pending;
  /**
   * Whom the awaited draw is for; `by`: who drew it when that is someone else — Mastermind's holder,
   * whose card joins a Follower's or Extras' side and who gains a joker's wildcard [GOB-12, GOB-28].
   */
  readonly drawFor: { readonly purpose: DrawPurpose; readonly actor: string; readonly by: string | null } | null;
  /** The deck ran out: the table is asked whether to go on [GOB-23]. */
  readonly question: { readonly to: string; readonly count: number } | null;
  readonly active: readonly ActiveAdvantage[];
  /** Draws an advantage allows after an event (Careful, Bloodlust, Tenacity, Faith) [GOB-28]. */
  readonly offers: readonly { readonly actor: string; readonly advantage: string }[];
  /** A character just wounded: the wounder may spend a wildcard to inflict a disadvantage [GOB-20]. */
  readonly woundOffer: { readonly wounder: string; readonly target: string; readonly suits: readonly Suit[] } | null;
  readonly endedBy: "agreement" | "oneSideLeft" | "deckOut" | null;
  /**
   * All but one side are out of the fight [GOB-20 ruling]: the GM is `asking`d whether the standing
   * side may finish the fallen; once `allowed`, turns go on while anyone is left to finish.
   */
  readonly finishing: "asking" | "allowed" | null;
  readonly meditation: Meditation | null;
  /** Every advantage used in this opposition, in order, for the card's log [GOB-28]. */
  readonly advantageLog: readonly AdvantageLogEntry[];
  /** A Flee on its fleer's action: who gave chase so far; resolved when the fleer's turn ends [GOB-22]. */
  readonly flight: { readonly actor: string; readonly chasers: readonly string[] } | null;
  /** Someone gave chase: the opposition goes on as a chase [GOB-22]. */
  readonly chase: boolean;
  /** Distance set at the scene's start, once: 1 medium, 2 long [GOB-22]. */
  readonly distance: { readonly actor: string; readonly range: number } | null;
  /** Combatants who fled and left, as they left (their XP is written back too) [GOB-22, GOB-27]. */
  readonly fled: readonly Combatant[];
  /** Fated characters involved without being seated (indirect.ts) [GOB-22, GOB-28]; never the opposition's XP [GOB-27]. */
  readonly involved: readonly IndirectlyInvolved[];
}

/**
 * A Fated character involved in the opposition without appearing in it [GOB-22, GOB-28]: it
 * Involved or Reinforced from outside ("Most Followers will be controlled by the players Indirectly
 * Involved"), or its Mastermind boosted a Follower or Extras under its control. Its sheet is the
 * truth: each of its actions carries it, and what the opposition took and gave is reported in
 * `paid` and `gained` (running totals), which the table adds to its actor's wildcards as they grow.
 */
export interface IndirectlyInvolved {
  readonly key: string;
  /** Its character as its last action read it, with what that action paid and gained. */
  readonly character: Character;
  /** The Followers and Extras it brought into this opposition: under its control [GOB-22, GOB-28]. */
  readonly controls: readonly string[];
  /** Wildcards paid in this opposition (Involve, Reinforce, Mastermind). */
  readonly paid: number;
  /** Wildcards gained in this opposition (jokers drawn for its Mastermind) [GOB-12]. */
  readonly gained: number;
}

export interface AdvantageLogEntry {
  readonly actor: string;
  readonly advantage: string;
  readonly round: number;
  /** "A number up to Body" as applied (Defensive Stance, Lunge, Wild Swing: the number chosen, else the whole Body); null for the others [GOB-28]. */
  readonly amount: number | null;
}

/** Whether the opposition waits on the table (a draw or reveal, a question, the finishing choice): most steps wait too. */
export function awaitsTable(state: OppositionState): boolean {
  return state.pending !== null || state.question !== null || state.finishing === "asking";
}
