/**
 * What each usable advantage of the opposition card costs, when it may be used and how long it lasts
 * [GOB-28], as data: the engines (advantages.ts, table-advantages.ts) apply it, and what only needs
 * to know an advantage's cost (a Follower's sheet refusing wildcard advantages) reads it here without
 * loading them.
 */
import type { Trait } from "../values.ts";
import type { AdvantageScope } from "./opposition-state.ts";

/** When an advantage may be used. */
export type Moment =
  | "anytime"
  /** As the attacker of a physical draw not yet revealed (melee only, for Ferocity). */
  | "physicalAttack"
  | "meleeAttack"
  /** Before this character has used their action this round; using it gives the action up. */
  | "beforeActionSacrificing"
  /** On their own turn, before their action; it is the action. */
  | "asAction"
  /** On their own turn. */
  | "ownTurn";

export interface UseRule {
  readonly moment: Moment;
  readonly scope: AdvantageScope;
  readonly pool?: Trait;
  readonly wildcard?: boolean;
}

/** The advantages a player uses by choice, with their moment, cost and duration [GOB-28]. */
export const ADVANTAGE_USES: Readonly<Record<string, UseRule>> = {
  dodge: { moment: "anytime", scope: "nextDefense", pool: "body" },
  serendipity: { moment: "anytime", scope: "nextDefense", pool: "luck" },
  zeal: { moment: "physicalAttack", scope: "thisDraw", pool: "spirit" },
  luckyStrike: { moment: "physicalAttack", scope: "thisDraw", pool: "luck" },
  ferocity: { moment: "meleeAttack", scope: "thisDraw", pool: "body" },
  allOutDefense: { moment: "beforeActionSacrificing", scope: "round" },
  karmicShuffle: { moment: "anytime", scope: "untilNextTurn", wildcard: true },
  study: { moment: "asAction", scope: "opposition" },
  berserk: { moment: "ownTurn", scope: "opposition", wildcard: true },
  ironWall: { moment: "anytime", scope: "round", wildcard: true },
  soulOfSteel: { moment: "beforeActionSacrificing", scope: "round", wildcard: true },
  intenseConcentration: { moment: "anytime", scope: "nextMindDamage", pool: "mind" },
};

/**
 * `ownAction`: on one's own turn, after the draw step, no draw open; `beforeAttack`: also with an
 * attack left; `drawStep`: also before anything else of the action, in a chase (Acrobat: "in the
 * draw step of a fate draw involving extreme movement").
 */
export type TableMoment = "ownAction" | "beforeAttack" | "drawStep" | "anytime";

export interface TableUse {
  readonly moment: TableMoment;
  readonly scope: AdvantageScope;
  readonly pool?: Trait;
  readonly wildcard?: boolean;
  /** The user's attack, made at once, carries the advantage's number (Lunge: "then makes an immediate … attack"). */
  readonly attackNow?: boolean;
  /** Cards drawn at once (Ass Pull). */
  readonly draws?: number;
  /** Cards then set aside: a number, or as many as the user's Body (Acrobat). */
  readonly setAside?: number | "body";
  /** The player chooses "a number up to Body" (1 … Body; the whole Body unless told) [GOB-28]. */
  readonly upToBody?: boolean;
  /** The deck's top card joins each physical attack of the user's as its betting begins, while in use (Intensity). */
  readonly topCard?: boolean;
}

/** The table's advantages used from the card's "Use an advantage…", with their moment and cost. */
export const TABLE_USES: Readonly<Record<string, TableUse>> = {
  defensiveStance: { moment: "ownAction", scope: "opposition", upToBody: true },
  disarm: { moment: "beforeAttack", scope: "thisDraw", pool: "mind" },
  wildSwing: { moment: "beforeAttack", scope: "thisDraw", pool: "body", upToBody: true },
  savage: { moment: "beforeAttack", scope: "thisDraw", pool: "body" },
  lunge: { moment: "beforeAttack", scope: "untilNextTurn", pool: "body", attackNow: true, upToBody: true },
  intensity: { moment: "anytime", scope: "round", wildcard: true, topCard: true },
  assPull: { moment: "ownAction", scope: "untilNextTurn", pool: "luck", draws: 2, setAside: 2 },
  acrobat: { moment: "drawStep", scope: "untilNextTurn", setAside: "body" },
};
