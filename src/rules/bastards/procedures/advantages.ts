/**
 * Using an advantage during an opposition, at the moment the rules allow, paying its cost
 * [GOB-07, GOB-21, GOB-28]. Each use becomes an `ActiveAdvantage` that scoring and damage read.
 *
 * Mind Over Matter and the advantage draws (Careful, Bloodlust, Tenacity, Faith) are handled by the
 * opposition reducer, which knows when damage is taken.
 */
import { findAdvantage } from "../catalogue.ts";
import type { Character } from "../character.ts";
import { costPoolLeft, holdsAdvantages, mayUseAdvantage, payCost, ranksHeld } from "../combatants.ts";
import { findCombatant, isUsing } from "./opposed-draw.ts";
import type { OppositionState } from "./opposition-state.ts";
import { refuse } from "../../outcome.ts";
import type { Refusal } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";
import { ADVANTAGE_USES } from "./advantage-uses.ts";
import type { Moment } from "./advantage-uses.ts";

export interface AdvantageUse {
  readonly actor: string;
  readonly advantage: string;
  /** Study: the opponent to study. */
  readonly target?: string;
  /** Defensive Stance, Lunge, Wild Swing: the number up to Body (1 … Body); absent, the whole Body [GOB-28]. */
  readonly amount?: number;
  /** Mastermind's holder from outside the opposition [GOB-28]: its character as its sheet holds it. */
  readonly outsider?: Character;
}

export function momentRefusal(state: OppositionState, use: AdvantageUse, moment: Moment): Refusal | null {
  const draw = state.draw;
  const ownTurn = state.phase === "turns" && state.turn?.actor === use.actor;
  const acted = state.acted.includes(use.actor);
  switch (moment) {
    case "anytime":
      return state.phase === "turns" ? null : refuse(REFUSAL.AdvantageNotNow);
    case "physicalAttack":
    case "meleeAttack": {
      const open =
        draw && draw.attacker.actor === use.actor && draw.kind === "physical" && draw.stage !== "reveal" && draw.stage !== "consequences";
      return open && (moment === "physicalAttack" || draw.melee) ? null : refuse(REFUSAL.AdvantageNotNow);
    }
    case "beforeActionSacrificing":
      return state.phase === "turns" && !acted ? null : refuse(REFUSAL.AdvantageNotNow);
    case "asAction":
      return ownTurn && state.turn?.stage === "action" && !draw && !acted ? null : refuse(REFUSAL.AdvantageNotNow);
    case "ownTurn":
      return ownTurn ? null : refuse(REFUSAL.AdvantageNotNow);
  }
}

export function useAdvantage(state: OppositionState, use: AdvantageUse): { ok: true; state: OppositionState; effects: [] } | Refusal {
  const rule = ADVANTAGE_USES[use.advantage];
  const combatant = findCombatant(state, use.actor);
  if (!rule || !holdsAdvantages(combatant)) return refuse(REFUSAL.AdvantageNotUsable);
  if (ranksHeld(combatant, use.advantage) < 1) return refuse(REFUSAL.AdvantageNotHeld);
  if (!mayUseAdvantage(combatant, use.advantage, state.rulings)) return refuse(REFUSAL.PoolEmpty);
  const refusal = momentRefusal(state, use, rule.moment);
  if (refusal) return refusal;
  // Berserk characters may only use offensive advantages.
  if (isUsing(state, use.actor, "berserk") && findAdvantage(use.advantage)?.category !== "offensive")
    return refuse(REFUSAL.AdvantageNotNow);
  if (use.advantage === "study") {
    const target = use.target === undefined ? undefined : findCombatant(state, use.target);
    if (!target || target.key === use.actor) return refuse(REFUSAL.BadTarget);
    if (isUsing(state, use.actor, "study", target.key)) return refuse(REFUSAL.AdvantageActive);
  } else if (rule.scope !== "nextDefense" && rule.scope !== "nextMindDamage" && isUsing(state, use.actor, use.advantage)) {
    return refuse(REFUSAL.AdvantageActive);
  }
  let paying = combatant;
  if (rule.wildcard) {
    // A Follower holds no wildcards [GOB-25].
    if (paying.kind !== "fated" || paying.character.wildcards < 1) return refuse(REFUSAL.NoWildcards);
    paying = { ...paying, character: { ...paying.character, wildcards: paying.character.wildcards - 1 } };
  }
  if (rule.pool) {
    if (costPoolLeft(paying, rule.pool, state.rulings) < 1) return refuse(REFUSAL.PoolEmpty);
    paying = payCost(paying, rule.pool);
  }
  const sacrifices = rule.moment === "beforeActionSacrificing" || rule.moment === "asAction";
  return {
    ok: true,
    state: {
      ...state,
      combatants: state.combatants.map((held) => (held.key === paying.key ? paying : held)),
      acted: sacrifices && !state.acted.includes(use.actor) ? [...state.acted, use.actor] : state.acted,
      active: [
        ...state.active,
        { actor: use.actor, advantage: use.advantage, scope: rule.scope, target: use.target ?? null, amount: null },
      ],
    },
    effects: [],
  };
}
