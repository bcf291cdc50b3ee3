/**
 * Scoring an opposed draw: cards plus trait and the numbers advantages add, the suit tie-break,
 * and the damage that follows [GOB-17, GOB-18, GOB-19, GOB-24, GOB-26, GOB-28].
 */
import type { SuitedCard } from "../../cards/card.ts";
import { advantageRanks, canUseAdvantage } from "../character.ts";
import { isActive, mayUseAdvantage, ranksHeld, rawTrait, skillCards, traitValue } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { reputationModifier } from "../modifiers.ts";
import type { BastardsRulings } from "../rulings.ts";
import { cardValue, decide } from "../values.ts";
import type { Trait } from "../values.ts";
import { attackBonus, attackDamage, attackTraitOverride, capChange } from "./advantage-numbers.ts";
import type { ActiveAdvantage, AttackKind, OpposedDraw, OppositionState, Side } from "./opposition-state.ts";

export const TWO_WEAPON_PENALTY = 2;
export const KNOCKED_DOWN_PENALTY = 2;

/** The usual traits and pool of each kind of attack [GOB-19]. */
export const ATTACK_DEFAULTS: Readonly<Record<AttackKind, { attacker: Trait; defender: Trait; pool: Trait }>> = {
  physical: { attacker: "body", defender: "mind", pool: "body" },
  mental: { attacker: "mind", defender: "mind", pool: "mind" },
  spiritual: { attacker: "spirit", defender: "spirit", pool: "spirit" },
  social: { attacker: "mind", defender: "mind", pool: "mind" },
};

export function findCombatant(state: OppositionState, key: string): Combatant | undefined {
  return state.combatants.find((combatant) => combatant.key === key);
}

export function isUsing(state: OppositionState, actor: string, advantage: string, target?: string): boolean {
  return state.active.some((use) => use.actor === actor && use.advantage === advantage && (target === undefined || use.target === target));
}

/** The side's cards in the order played: face-down, face-up bets, then cards from the deck. */
export function sideCards(side: Side): SuitedCard[] {
  return [...(side.faceDownCard ? [side.faceDownCard] : []), ...side.faceUp, ...side.fromDeck];
}

/** Cards that count against the side's cap (the face-down one too, by default ruling). */
export function cardsCounted(side: Side, rulings: BastardsRulings): number {
  return (side.faceDown && rulings.faceDownCountsTowardRank ? 1 : 0) + side.faceUp.length;
}

/**
 * The most cards a side may play: skill rank (+ extra-card advantages), −2 per two-weapon skill
 * (Ambidextrous: −1; Florentine: none on defence with its weapon; never unarmed) [GOB-24];
 * a knocked-down defender −2 and a berserk defender −1 [GOB-20, GOB-28]; at least 1.
 */
export function sideCap(
  state: OppositionState,
  combatant: Combatant,
  skill: string,
  role: "attacker" | "defender",
  kind: AttackKind,
): number {
  let cap = skillCards(combatant, { skill, socialAttack: role === "attacker" && kind === "social" }, state.rulings);
  if (combatant.kind === "fated" && combatant.twoWeapons?.includes(skill) && skill !== "combat:unarmed") {
    const weapon = skill.split(":")[1] ?? "";
    const florentine =
      role === "defender" &&
      advantageRanks(combatant.character, "florentine", weapon) > 0 &&
      canUseAdvantage(combatant.character, "florentine");
    if (!florentine) cap -= canUseAdvantage(combatant.character, "ambidextrous") ? 1 : TWO_WEAPON_PENALTY;
  }
  if (role === "defender") {
    if (combatant.knockedDown) cap -= KNOCKED_DOWN_PENALTY;
    if (isUsing(state, combatant.key, "berserk")) cap -= 1;
  }
  cap += capChange(state, combatant, role);
  return Math.max(1, cap);
}

/**
 * The trait bonus of each side [GOB-20, GOB-28]. A hand adds its usual trait (Desperation's swap
 * applies); an advantage the player chose adds its trait *instead*: attack — Zeal (2 × Spirit),
 * Lucky Strike (Luck), Ferocity (2 × Body, melee); physical defence — Dodge / All-Out Defense
 * (2 × Body), Serendipity (2 × Luck), Study (2 × Mind against the studied attacker). Where the player
 * chose several, the best of them counts. The attacker's Lucky Strike makes the defender's usual trait
 * Luck; any Karmic Shuffle makes every physical defence Luck instead of any other trait.
 */
export function traitBonus(state: OppositionState, draw: OpposedDraw, role: "attacker" | "defender"): number {
  const attacker = findCombatant(state, draw.attacker.actor);
  const defender = findCombatant(state, draw.defender.actor);
  if (!attacker || !defender) return 0;
  const physical = draw.kind === "physical";
  const best = (usual: number, swaps: readonly number[]) => (swaps.length > 0 ? Math.max(...swaps) : usual);
  if (role === "attacker") {
    const key = attacker.key;
    const swaps: number[] = [];
    if (physical && isUsing(state, key, "zeal")) swaps.push(2 * rawTrait(attacker, "spirit"));
    if (physical && isUsing(state, key, "luckyStrike")) swaps.push(rawTrait(attacker, "luck"));
    if (physical && draw.melee && isUsing(state, key, "ferocity")) swaps.push(2 * rawTrait(attacker, "body"));
    return best(attackTraitOverride(state, draw, attacker) ?? traitValue(attacker, draw.attackerTrait), swaps);
  }
  const key = defender.key;
  if (physical && state.active.some((use) => use.advantage === "karmicShuffle")) return rawTrait(defender, "luck");
  const usual =
    physical && isUsing(state, attacker.key, "luckyStrike") ? rawTrait(defender, "luck") : traitValue(defender, draw.defenderTrait);
  const swaps: number[] = [];
  if (physical) {
    if (isUsing(state, key, "dodge") || isUsing(state, key, "allOutDefense")) swaps.push(2 * rawTrait(defender, "body"));
    if (isUsing(state, key, "serendipity")) swaps.push(2 * rawTrait(defender, "luck"));
    if (isUsing(state, key, "study", attacker.key)) swaps.push(2 * rawTrait(defender, "mind"));
  }
  return best(usual, swaps);
}

/** Inspiring Presence: +1 per rank of every ally who can still act and has it [GOB-28]. */
export function inspiration(state: OppositionState, combatant: Combatant): number {
  return state.combatants
    .filter((ally) => ally.side === combatant.side && ally.key !== combatant.key && isActive(ally, state.rulings))
    .reduce(
      (sum, ally) => (mayUseAdvantage(ally, "inspiringPresence", state.rulings) ? sum + ranksHeld(ally, "inspiringPresence") : sum),
      0,
    );
}

/** Everything a side adds to its cards. */
export function sideBonus(state: OppositionState, draw: OpposedDraw, role: "attacker" | "defender"): number {
  const side = draw[role];
  const combatant = findCombatant(state, side.actor);
  const opponent = findCombatant(state, draw[role === "attacker" ? "defender" : "attacker"].actor);
  if (!combatant) return 0;
  let bonus = traitBonus(state, draw, role) + side.specialty + inspiration(state, combatant);
  if (role === "attacker")
    bonus +=
      draw.modifier + draw.rangePenalty + (combatant.kind === "extras" ? combatant.weaponBonus : 0) + attackBonus(state, draw, combatant);
  if (combatant.kind === "fated") {
    const opponentInfamous = opponent?.kind === "fated" && (opponent.character.disadvantages.badReputation ?? 0) > 0;
    bonus += reputationModifier(combatant.character, side.skill, {
      intimidate: role === "attacker" && draw.intimidate,
      opponentHasBadReputation: opponentInfamous,
    });
  }
  return bonus;
}

/** Totals, winner and margin; a tie goes to the suit of each side's last card [GOB-18]. */
export function score(
  state: OppositionState,
  draw: OpposedDraw,
): { attackerTotal: number; defenderTotal: number; winner: "attacker" | "defender"; margin: number } {
  // A side that played no card (a Knocked Out defender, GOB-20) played no hand: nothing adds to it.
  const total = (side: Side, role: "attacker" | "defender"): number =>
    sideCards(side).length === 0 ? 0 : sideCards(side).reduce((sum, card) => sum + cardValue(card), 0) + sideBonus(state, draw, role);
  const attackerTotal = total(draw.attacker, "attacker");
  const defenderTotal = total(draw.defender, "defender");
  const last = (side: Side) => sideCards(side).at(-1)?.suit;
  const winner =
    decide({ total: attackerTotal, suit: last(draw.attacker) }, { total: defenderTotal, suit: last(draw.defender) }) === "first"
      ? "attacker"
      : "defender";
  return { attackerTotal, defenderTotal, winner, margin: Math.abs(attackerTotal - defenderTotal) };
}

/**
 * Damage from a won attack: the margin, +2 × Body while Berserk (physical); then the target's
 * reductions — Iron Wall (Body, on BP), Soul of Steel (2 × Spirit, on BP or SP), Intense
 * Concentration (2 × Mind, on MP) [GOB-28]. Never below 0.
 */
export function damageAfterAdvantages(
  state: OppositionState,
  draw: OpposedDraw,
  margin: number,
  pool: Trait,
): { amount: number; used: ActiveAdvantage[] } {
  const attacker = findCombatant(state, draw.attacker.actor);
  const target = findCombatant(state, draw.defender.actor);
  if (!attacker || !target) return { amount: 0, used: [] };
  let amount = margin;
  if (draw.kind === "physical" && isUsing(state, attacker.key, "berserk")) amount += 2 * rawTrait(attacker, "body");
  amount = attackDamage(state, draw, attacker, amount);
  const used: ActiveAdvantage[] = [];
  if (target.kind === "fated") {
    for (const use of state.active.filter((active) => active.actor === target.key)) {
      if (use.advantage === "ironWall" && pool === "body") amount -= rawTrait(target, "body");
      else if (use.advantage === "soulOfSteel" && (pool === "body" || pool === "spirit")) amount -= 2 * rawTrait(target, "spirit");
      else if (use.advantage === "intenseConcentration" && pool === "mind") {
        amount -= 2 * rawTrait(target, "mind");
        used.push(use);
      }
    }
  }
  return { amount: Math.max(0, amount), used };
}
