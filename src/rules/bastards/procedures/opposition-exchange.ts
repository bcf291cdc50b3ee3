/**
 * The opposed draw, from the attack to its consequences [GOB-17…GOB-20, GOB-28]: the defender's
 * skill, the face-down cards, alternate betting up to the skill rank, wildcards from the top of the
 * deck, the reveal, the result, damage, and what damage sets off.
 */
import { findDisadvantage } from "../catalogue.ts";
import { emptyPools } from "../character.ts";
import {
  costPoolLeft,
  damage,
  followerCombatSkills,
  holdsAdvantages,
  isActive,
  isKilled,
  mayUseAdvantage,
  payCost,
  ranksHeld,
} from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DISCARD, PLAY, faceDownStack, handStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import { build } from "../build.ts";
import { specialtyBonus } from "../modifiers.ts";
import type { BastardsRulings } from "../rulings.ts";
import { SUIT_OF_TRAIT } from "../values.ts";
import type { Trait } from "../values.ts";
import { useAdvantage } from "./advantages.ts";
import type { AdvantageUse } from "./advantages.ts";
import { fitsExtraAttack } from "./advantage-numbers.ts";
import { ATTACK_DEFAULTS, cardsCounted, damageAfterAdvantages, findCombatant, score, sideCap, sideCards } from "./opposed-draw.ts";
import { startReveal } from "./draws.ts";
import type { AttackKind, OpposedDraw, OppositionState, Side } from "./opposition-state.ts";
import {
  afterPayment,
  desperationCount,
  hasActed,
  oneSideLeft,
  inHand,
  isTurnOf,
  ok,
  replace,
  requestDraw,
  sideOf,
  sidesStanding,
  wildcardsOf,
  withWildcards,
} from "./opposition-kit.ts";
import type { OppositionStep, WithHand } from "./opposition-kit.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

export interface AttackDeclaration {
  readonly actor: string;
  readonly target: string;
  readonly skill: string;
  readonly kind: AttackKind;
  readonly melee?: boolean;
  /** Overrides of the kind's usual traits and pool [GOB-19]. */
  readonly pool?: Trait;
  readonly attackerTrait?: Trait;
  readonly defenderTrait?: Trait;
  readonly specialty?: string;
  readonly modifier?: number;
  /** A ranged attack's medium or long range penalty (0 or less), apart from the modifier: Eagle Eyes reduces it [GOB-28]. */
  readonly rangePenalty?: number;
  readonly intimidate?: boolean;
  /** Trip: a melee attack paid with 1 BP that deals no damage and knocks the target down on a hit [GOB-28]. */
  readonly trip?: boolean;
}

// ---------- the opposed draw [GOB-17, GOB-18] ----------

const NO_SPECIALTY = { ok: true, level: 0 } as const;

export function emptySide(actor: string, skill: string, specialty: number, cap: number): Side {
  return {
    actor,
    skill,
    specialty,
    cap,
    faceDown: false,
    faceDownCard: null,
    faceUp: [],
    fromDeck: [],
    stopped: false,
    wildcardsDone: false,
  };
}

export function attack(state: OppositionState, declaration: AttackDeclaration): OppositionStep {
  const { actor, target } = declaration;
  if (!isTurnOf(state, actor) || state.turn?.stage !== "action" || state.draw) return refuse(REFUSAL.NotYourTurn);
  if (hasActed(state, actor) || state.turn.attacksLeft < 1) return refuse(REFUSAL.ActionUsed);
  let attacker = findCombatant(state, actor)!;
  const defender = findCombatant(state, target);
  // The fallen may be attacked (a finishing blow) while anyone fights on [GOB-20 ruling]; never the killed, never one's own side.
  if (!defender || defender.side === attacker.side || isKilled(defender, state.rulings)) return refuse(REFUSAL.BadTarget);
  if (attacker.handCount < 1) return refuse(REFUSAL.NoCards);
  if (!Number.isInteger(declaration.modifier ?? 0)) return refuse(REFUSAL.BadInput);
  const melee = declaration.melee ?? declaration.kind === "physical";
  const rangePenalty = declaration.rangePenalty ?? 0;
  // A range penalty is a ranged attack's, never above 0.
  if (!Number.isInteger(rangePenalty) || rangePenalty > 0 || (rangePenalty < 0 && melee)) return refuse(REFUSAL.BadInput);
  if (state.turn.weaponsUsed.includes(declaration.skill)) return refuse(REFUSAL.WeaponUsed);
  if (attacker.twoWeapons && state.turn.weaponsUsed.length > 0 && !attacker.twoWeapons.includes(declaration.skill))
    return refuse(REFUSAL.WeaponUsed);
  // A Follower fights unarmed or with its one weapon [GOB-25].
  if (
    attacker.kind === "follower" &&
    declaration.skill.startsWith("combat:") &&
    !followerCombatSkills(attacker).includes(declaration.skill)
  )
    return refuse(REFUSAL.FollowerWeapon);
  // Followers and Extras have no specialties: a name on their draw adds nothing.
  const specialty = attacker.kind === "fated" ? specialtyBonus(attacker.character, declaration.specialty, declaration.skill) : NO_SPECIALTY;
  if (!specialty.ok) return specialty;
  // The attack an advantage gives is of its kind: physical melee (Savage, Lunge) or ranged (Gun Fever) [GOB-28].
  if (!fitsExtraAttack(state, actor, declaration.kind, declaration.melee ?? declaration.kind === "physical"))
    return refuse(REFUSAL.ExtraAttackKind);
  const trip = declaration.trip === true;
  if (trip) {
    if (!holdsAdvantages(attacker) || ranksHeld(attacker, "trip") < 1) return refuse(REFUSAL.AdvantageNotHeld);
    if (!mayUseAdvantage(attacker, "trip", state.rulings)) return refuse(REFUSAL.PoolEmpty);
    if (declaration.kind !== "physical" || declaration.melee === false) return refuse(REFUSAL.AdvantageNotNow);
    attacker = payCost(attacker, "body");
  }
  const defaults = ATTACK_DEFAULTS[declaration.kind];
  // One who cannot act plays no cards [GOB-20] (where the fallen fight on: the top card of the deck alone).
  const helpless = !isActive(defender, state.rulings);
  const draw: OpposedDraw = {
    kind: declaration.kind,
    melee,
    pool: declaration.pool ?? defaults.pool,
    attackerTrait: declaration.attackerTrait ?? defaults.attacker,
    defenderTrait: declaration.defenderTrait ?? defaults.defender,
    modifier: declaration.modifier ?? 0,
    rangePenalty,
    intimidate: declaration.intimidate ?? false,
    trip,
    counter: false,
    stage: helpless ? "attackerFaceDown" : "defend",
    attacker: emptySide(
      actor,
      declaration.skill,
      specialty.level,
      sideCap(state, attacker, declaration.skill, "attacker", declaration.kind),
    ),
    defender: helpless ? { ...emptySide(target, "", 0, 0), stopped: true, wildcardsDone: true } : emptySide(target, "", 0, 0),
    bettor: "defender",
    result: null,
  };
  return ok({
    ...replace(state, attacker),
    draw,
    offers: [],
    turn: { ...state.turn, weaponsUsed: [...state.turn.weaponsUsed, declaration.skill] },
  });
}

export function defend(state: OppositionState, actor: string, skill: string, specialtyName?: string): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "defend" || draw.defender.actor !== actor) return refuse(REFUSAL.NotYourMove);
  const defender = findCombatant(state, actor)!;
  const specialty = defender.kind === "fated" ? specialtyBonus(defender.character, specialtyName, skill) : NO_SPECIALTY;
  if (!specialty.ok) return specialty;
  const side = emptySide(actor, skill, specialty.level, sideCap(state, defender, skill, "defender", draw.kind));
  return ok({ ...state, draw: { ...draw, defender: side, stage: "attackerFaceDown" } });
}

export function playFaceDown(state: OppositionState, action: WithHand): OppositionStep {
  const draw = state.draw;
  const expected =
    draw?.stage === "attackerFaceDown" ? draw.attacker.actor : draw?.stage === "defenderFaceDown" ? draw.defender.actor : undefined;
  if (!draw || expected !== action.actor) return refuse(REFUSAL.NotYourMove);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  const role = draw.stage === "attackerFaceDown" ? "attacker" : "defender";
  const combatant = findCombatant(state, action.actor)!;
  const next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  const played: OpposedDraw = { ...draw, [role]: { ...draw[role], faceDown: true } };
  const effects: BastardsEffect[] = [
    { type: "move", cards: [action.card], from: handStack(action.actor), to: faceDownStack(action.actor), position: "top" },
  ];
  if (role === "attacker") return defenderOpens({ ...next, draw: { ...played, stage: "defenderFaceDown" } }, effects);
  return moveOn({ ...next, draw: startBetting(played, next) }, effects);
}

/**
 * A defender with no cards plays the top card of the deck face down [GOB-17]. One who cannot act
 * "may not play any cards" [GOB-20]: no card, and the draw goes on to the betting (where the table
 * lets the fallen fight on, they too defend with the top card).
 */
export function defenderOpens(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const draw = state.draw!;
  const defender = findCombatant(state, draw.defender.actor)!;
  const active = isActive(defender, state.rulings);
  if (defender.handCount > 0 && active) return ok(state, effects);
  if (!active && !state.rulings.finishTheFallen) return moveOn({ ...state, draw: startBetting(draw, state) }, effects);
  return requestDraw(state, "emptyHand", defender.key, faceDownStack(defender.key), 1, effects);
}

export function finishedBetting(side: Side, combatant: Combatant | undefined, rulings: BastardsRulings): boolean {
  return side.stopped || cardsCounted(side, rulings) >= side.cap || (combatant?.handCount ?? 0) === 0;
}

/** The affected side bets first [GOB-17]. */
export function startBetting(draw: OpposedDraw, state: OppositionState): OpposedDraw {
  return { ...draw, ...nextBettor({ ...draw, stage: "betting" }, state, "attacker", state.rulings) };
}

/** After `last` moved: the other side bets if it can, else `last` again, else the betting is over. */
export function nextBettor(
  draw: OpposedDraw,
  state: OppositionState,
  last: "attacker" | "defender",
  rulings: BastardsRulings,
): Pick<OpposedDraw, "stage" | "bettor"> {
  const other = last === "attacker" ? "defender" : "attacker";
  const open = (role: "attacker" | "defender") => !finishedBetting(draw[role], findCombatant(state, draw[role].actor), rulings);
  if (open(other)) return { stage: "betting", bettor: other };
  if (open(last)) return { stage: "betting", bettor: last };
  return { stage: "wildcards", bettor: draw.bettor };
}

export function bet(state: OppositionState, action: WithHand, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, action.actor) : undefined;
  if (!draw || !role || (draw.stage !== "betting" && draw.stage !== "wildcards")) return refuse(REFUSAL.NotYourMove);
  if (cardsCounted(draw[role], rulings) >= draw[role].cap) return refuse(REFUSAL.BeyondSkillRank);
  if (draw.stage !== "betting" || draw.bettor !== role) return refuse(REFUSAL.NotYourBet);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  const combatant = findCombatant(state, action.actor)!;
  const next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  const played: OpposedDraw = { ...draw, [role]: { ...draw[role], faceUp: [...draw[role].faceUp, action.card] } };
  return moveOn({ ...next, draw: { ...played, ...nextBettor(played, next, role, rulings) } }, [
    { type: "move", cards: [action.card], from: handStack(action.actor), to: PLAY, position: "top" },
    { type: "reveal", stack: PLAY, cards: [action.card] },
  ]);
}

export function stand(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "betting") return refuse(REFUSAL.NotYourMove);
  const role = sideOf(draw, actor);
  if (!role || draw.bettor !== role) return refuse(REFUSAL.NotYourBet);
  const stopped: OpposedDraw = { ...draw, [role]: { ...draw[role], stopped: true } };
  return moveOn({ ...state, draw: { ...stopped, ...nextBettor(stopped, state, role, rulings) } }, []);
}

/** Entering the wildcard step: sides without wildcards are done at once. */
export function moveOn(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const draw = state.draw!;
  if (draw.stage !== "wildcards") return ok(state, effects);
  const done = (side: Side): Side => ({
    ...side,
    wildcardsDone: side.wildcardsDone || wildcardsOf(findCombatant(state, side.actor)!) === 0,
  });
  return afterWildcards({ ...state, draw: { ...draw, attacker: done(draw.attacker), defender: done(draw.defender) } }, effects);
}

export function spendWildcard(state: OppositionState, actor: string): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, actor) : undefined;
  if (!draw || draw.stage !== "wildcards" || !role || draw[role].wildcardsDone) return refuse(REFUSAL.NotYourMove);
  const combatant = findCombatant(state, actor)!;
  if (wildcardsOf(combatant) < 1) return refuse(REFUSAL.NoWildcards);
  return requestDraw(replace(state, withWildcards(combatant, -1)), "wildcard", actor, PLAY, 1);
}

export function finishWildcards(state: OppositionState, actor: string): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, actor) : undefined;
  if (!draw || draw.stage !== "wildcards" || !role) return refuse(REFUSAL.NotYourMove);
  return afterWildcards({ ...state, draw: { ...draw, [role]: { ...draw[role], wildcardsDone: true } } }, []);
}

export function afterWildcards(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const draw = state.draw!;
  if (!draw.attacker.wildcardsDone || !draw.defender.wildcardsDone) return ok(state, effects);
  return ok(
    {
      ...state,
      draw: { ...draw, stage: "reveal" },
      pending: startReveal([faceDownStack(draw.attacker.actor), ...(draw.defender.faceDown ? [faceDownStack(draw.defender.actor)] : [])]),
    },
    effects,
  );
}

// ---------- result and damage [GOB-18, GOB-19, GOB-20] ----------

export function resolve(state: OppositionState, effects: readonly BastardsEffect[], rulings: BastardsRulings): OppositionStep {
  const draw = state.draw!;
  const scored = score(state, draw);
  const result = { ...scored, damage: 0, pool: draw.pool, taken: 0 };
  const next: OppositionState = { ...state, draw: { ...draw, stage: "consequences", result } };
  const defender = findCombatant(state, draw.defender.actor)!;
  const mayRedirect =
    !draw.trip &&
    result.winner === "attacker" &&
    draw.pool === "body" &&
    mayUseAdvantage(defender, "mindOverMatter", rulings) &&
    costPoolLeft(defender, "mind", rulings) >= 1;
  if (mayRedirect) return ok(next, effects);
  return consequences(next, false, effects, rulings);
}

export function takeDamage(state: OppositionState, actor: string, redirect: boolean, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "consequences" || draw.defender.actor !== actor) return refuse(REFUSAL.NotYourMove);
  return consequences(state, redirect, [], rulings);
}

/** Mind Over Matter: pay 1 MP and take this BP damage to MP instead [GOB-28]. */
export function redirectToMind(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "consequences" || draw.defender.actor !== actor || draw.pool !== "body")
    return refuse(REFUSAL.AdvantageNotNow);
  const defender = findCombatant(state, actor)!;
  if (!mayUseAdvantage(defender, "mindOverMatter", rulings)) return refuse(REFUSAL.AdvantageNotUsable);
  const paid = damage(defender, "mind", 1);
  if (paid.taken < 1) return refuse(REFUSAL.PoolEmpty);
  return consequences(replace(state, paid.combatant), true, [], rulings, defender);
}

export function consequences(
  state: OppositionState,
  redirect: boolean,
  effects: readonly BastardsEffect[],
  rulings: BastardsRulings,
  defenderBefore?: Combatant,
): OppositionStep {
  const draw = state.draw!;
  const scored = draw.result!;
  const pool: Trait = redirect ? "mind" : draw.pool;
  let next: OppositionState = state;
  let taken = 0;
  let amount = 0;
  const offers: { actor: string; advantage: string }[] = [];
  const trimmed: BastardsEffect[] = [];
  const attackerKey = draw.attacker.actor;
  const defenderKey = draw.defender.actor;
  const before = findCombatant(next, defenderKey)!;
  const untouched = defenderBefore ?? before;
  let desperateNow = false;
  if (scored.winner === "attacker" && draw.trip) {
    next = replace(next, { ...before, knockedDown: true });
  } else if (scored.winner === "attacker") {
    const changed = damageAfterAdvantages(next, draw, scored.margin, pool);
    amount = changed.amount;
    const hit = damage(before, pool, amount);
    taken = hit.taken;
    let struck = hit.combatant;
    // "The number of members determining the max size of the group's hand" [GOB-26]: members lost, cards lost.
    if (struck.kind === "extras" && struck.handCount > struck.members) {
      trimmed.push({ type: "bastards.trim", from: handStack(struck.key), keep: struck.members, to: DISCARD });
      struck = { ...struck, handCount: struck.members };
    }
    next = replace({ ...next, active: next.active.filter((use) => !changed.used.includes(use)) }, struck);
    if (hit.combatant.kind === "fated" && before.kind === "fated") {
      const emptyBefore = untouched.kind === "fated" ? emptyPools(untouched.character).length : 0;
      const emptied = emptyPools(hit.combatant.character);
      desperateNow = emptyBefore === 0 && emptied.length === 1;
      if (emptyBefore < 3 && emptied.length === 3) {
        next = { ...next, woundOffer: { wounder: attackerKey, target: defenderKey, suits: emptied.map((trait) => SUIT_OF_TRAIT[trait]) } };
      }
    }
    // The damage's pool is the one it was aimed at: a Follower's Power Pool takes it for that pool [GOB-25].
    if (taken > 0 && pool === "body" && mayUseAdvantage(hit.combatant, "tenacity", rulings))
      offers.push({ actor: defenderKey, advantage: "tenacity" });
    if (taken > 0 && pool === "spirit" && mayUseAdvantage(hit.combatant, "faith", rulings))
      offers.push({ actor: defenderKey, advantage: "faith" });
    const attacker = findCombatant(next, attackerKey);
    if (taken > 0 && pool === "body" && attacker && mayUseAdvantage(attacker, "bloodlust", rulings))
      offers.push({ actor: attackerKey, advantage: "bloodlust" });
  }
  const defenderAfter = findCombatant(next, defenderKey)!;
  if ((scored.winner === "defender" || taken === 0) && mayUseAdvantage(defenderAfter, "careful", rulings)) {
    offers.push({ actor: defenderKey, advantage: "careful" });
  }
  const inPlay = [...sideCards(draw.attacker), ...sideCards(draw.defender)];
  const cleanup: BastardsEffect[] = inPlay.length > 0 ? [{ type: "move", cards: inPlay, from: PLAY, to: DISCARD, position: "top" }] : [];
  const result = { ...scored, damage: amount, pool, taken };
  const turn = next.turn!;
  const attacksLeft = turn.attacksLeft - 1;
  next = {
    ...next,
    draw: null,
    lastResult: { ...result, revealed: [draw.attacker, draw.defender].map((side) => ({ actor: side.actor, cards: sideCards(side) })) },
    offers,
    turn: { ...turn, attacksLeft },
    acted: attacksLeft <= 0 && !next.acted.includes(attackerKey) ? [...next.acted, attackerKey] : next.acted,
    active: next.active.filter(
      (use) => use.scope !== "thisDraw" && !(use.scope === "nextDefense" && use.actor === defenderKey && draw.kind === "physical"),
    ),
  };
  const allEffects = [...effects, ...cleanup, ...trimmed];
  if (sidesStanding(next, rulings) <= 1) {
    const left = oneSideLeft(next, rulings, allEffects);
    if (left) return left;
  }
  if (desperateNow)
    return requestDraw(next, "desperation", defenderKey, handStack(defenderKey), desperationCount(next, defenderKey), allEffects);
  return ok(next, allEffects);
}

/** The wounder spends a wildcard to inflict a disadvantage of an emptied suit; a permanent one earns them Bad Reputation and its 1 XP [GOB-03, GOB-08, GOB-20]. */
export function inflict(state: OppositionState, actor: string, id: string): OppositionStep {
  const offer = state.woundOffer;
  if (!offer || offer.wounder !== actor) return refuse(REFUSAL.NotNow);
  const spec = findDisadvantage(id);
  if (!spec) return refuse(REFUSAL.UnknownDisadvantage);
  if (!offer.suits.includes(spec.suit)) return refuse(REFUSAL.SuitNotEmptied);
  const wounder = findCombatant(state, actor)!;
  const target = findCombatant(state, offer.target)!;
  if (wildcardsOf(wounder) < 1) return refuse(REFUSAL.NoWildcards);
  if (target.kind !== "fated") return refuse(REFUSAL.BadTarget);
  const suffered = build(target.character, { type: "inflictDisadvantage", id });
  if (!suffered.ok) return suffered;
  let next = replace(state, { ...target, character: suffered.state });
  let paid = withWildcards(wounder, -1);
  // Bad Reputation is a disadvantage gained like any other: one more rank (up to its limit) and 1 XP [GOB-03].
  if (spec.permanent && paid.kind === "fated") {
    const infamy = build(paid.character, { type: "inflictDisadvantage", id: "badReputation" });
    if (infamy.ok) paid = { ...paid, character: infamy.state };
  }
  next = replace(next, paid);
  return ok({ ...next, woundOffer: null });
}

export function advantage(state: OppositionState, use: AdvantageUse, rulings: BastardsRulings): OppositionStep {
  if (use.advantage === "mindOverMatter") return redirectToMind(state, use.actor, rulings);
  const offer = state.offers.find((held) => held.actor === use.actor && held.advantage === use.advantage);
  if (offer) {
    const next = { ...state, offers: state.offers.filter((held) => held !== offer) };
    return requestDraw(next, "advantage", use.actor, handStack(use.actor), 1);
  }
  const used = useAdvantage(state, use);
  if (!used.ok) return used;
  return afterPayment(state, used.state, use.actor, []);
}
