/**
 * Initiative, rounds and turns, the draw step, discards and mulligans, and the situational actions
 * of an opposition [GOB-15, GOB-16, GOB-20, GOB-24].
 */
import type { Card } from "../../cards/card.ts";
import { canUseAdvantage, poolCurrent } from "../character.ts";
import { damage, isActive, isDesperate, mayUseAdvantage, openingHand } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DISCARD, PLAY, faceDownStack, handStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import type { BastardsRulings } from "../rulings.ts";
import { SUIT_PRIORITY, initiativeValue } from "../values.ts";
import type { Trait } from "../values.ts";
import { findCombatant } from "./opposed-draw.ts";
import { startReveal } from "./draws.ts";
import type { OppositionState } from "./opposition-state.ts";
import {
  becameDesperate,
  desperationCount,
  hasActed,
  inHand,
  isTurnOf,
  oneSideLeft,
  ok,
  replace,
  requestDraw,
  sidesStanding,
} from "./opposition-kit.ts";
import type { OppositionStep, WithHand } from "./opposition-kit.ts";
import { refuse } from "../../outcome.ts";
import type { Refusal } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

// ---------- initiative [GOB-15] ----------

export function chooseInitiative(state: OppositionState, action: WithHand): OppositionStep {
  if (state.phase !== "initiative") return refuse(REFUSAL.NotNow);
  const combatant = findCombatant(state, action.actor);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (state.initiativeChosen.includes(action.actor)) return refuse(REFUSAL.AlreadyChosen);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  let next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  next = { ...next, initiativeChosen: [...next.initiativeChosen, action.actor] };
  const effects: BastardsEffect[] = [
    { type: "move", cards: [action.card], from: handStack(action.actor), to: faceDownStack(action.actor), position: "top" },
  ];
  if (next.combatants.every((held) => next.initiativeChosen.includes(held.key) || !isActive(held, next.rulings))) {
    next = { ...next, pending: startReveal(next.initiativeChosen.map(faceDownStack)) };
  }
  return ok(next, effects);
}

/** Lowest initiative first, the Ace counting 1; ties (project ruling) by suit, ♣ first, then seating. */
export function initiativeOrder(combatants: readonly Combatant[]): string[] {
  return combatants
    .map((combatant, seat) => ({ combatant, seat }))
    .filter(({ combatant }) => combatant.initiative !== null)
    .sort((a, b) => {
      const x = a.combatant.initiative!;
      const y = b.combatant.initiative!;
      return initiativeValue(x) - initiativeValue(y) || SUIT_PRIORITY[x.suit] - SUIT_PRIORITY[y.suit] || a.seat - b.seat;
    })
    .map(({ combatant }) => combatant.key);
}

/**
 * Why `actor` may not swap their initiative card now, whatever card they would pick; null when they
 * may. What the chat card asks before it offers Swap initiative, and what swapInitiative checks.
 */
export function swapInitiativeRefusal(state: OppositionState, actor: string): OppositionStep | null {
  const turnCheck = actionAllowed(state, actor);
  const combatant = findCombatant(state, actor);
  const speedy = combatant !== undefined && mayUseAdvantage(combatant, "speedy", state.rulings);
  if (!isTurnOf(state, actor) || state.turn?.stage !== "action" || state.draw) return refuse(REFUSAL.NotYourTurn);
  if (turnCheck) return turnCheck;
  // Speedy swaps without giving up the action, once a turn, before acting [GOB-15].
  if (speedy && state.turn.swapped) return refuse(REFUSAL.ActionUsed);
  if (!combatant?.initiative) return refuse(REFUSAL.CardNotInHand);
  return null;
}

export function swapInitiative(state: OppositionState, action: WithHand): OppositionStep {
  const refused = swapInitiativeRefusal(state, action.actor);
  if (refused) return refused;
  const combatant = findCombatant(state, action.actor)!;
  const speedy = mayUseAdvantage(combatant, "speedy", state.rulings);
  if (!state.turn || !inHand(action.card, action.hand) || !combatant.initiative) return refuse(REFUSAL.CardNotInHand);
  let next = replace(state, { ...combatant, initiative: action.card, handCount: combatant.handCount - 1 });
  next = speedy ? { ...next, turn: { ...state.turn, swapped: true } } : { ...next, acted: [...next.acted, action.actor] };
  return ok(next, [
    { type: "move", cards: [combatant.initiative], from: PLAY, to: DISCARD, position: "top" },
    { type: "move", cards: [action.card], from: handStack(action.actor), to: PLAY, position: "top" },
    { type: "reveal", stack: PLAY, cards: [action.card] },
  ]);
}

// ---------- rounds and turns ----------

export function startRound(state: OppositionState, effects: readonly BastardsEffect[], rulings: BastardsRulings): OppositionStep {
  // Paying an advantage's cost can knock a character out too: with one side left there is no round.
  if (sidesStanding(state, rulings) <= 1) {
    const left = oneSideLeft(state, rulings, effects);
    if (left) return left;
  }
  const order = initiativeOrder(state.combatants);
  const next: OppositionState = {
    ...state,
    round: state.round + 1,
    order,
    acted: [],
    active: state.active.filter((use) => use.scope !== "round"),
  };
  return beginTurnFrom(next, 0, effects, rulings);
}

export function beginTurnFrom(
  state: OppositionState,
  index: number,
  effects: readonly BastardsEffect[],
  rulings: BastardsRulings,
): OppositionStep {
  for (let i = index; i < state.order.length; i++) {
    const combatant = findCombatant(state, state.order[i]!);
    if (combatant && isActive(combatant, rulings)) {
      return ok(
        {
          ...state,
          turn: {
            actor: combatant.key,
            stage: "draw",
            discarded: false,
            swapped: false,
            extremeMovement: false,
            attacksLeft: combatant.twoWeapons ? 2 : 1,
            weaponsUsed: [],
          },
          offers: [],
          active: state.active.filter((use) => !(use.scope === "untilNextTurn" && use.actor === combatant.key)),
        },
        effects,
      );
    }
  }
  return startRound({ ...state, turn: null }, effects, rulings);
}

export function endTurn(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  if (!isTurnOf(state, actor) || state.draw) return refuse(REFUSAL.NotYourTurn);
  return beginTurnFrom({ ...state, woundOffer: null }, state.order.indexOf(actor) + 1, [], rulings);
}

/** Refusal if the actor may not take an action now (not their turn, the draw step not done, already acted). */
export function actionAllowed(state: OppositionState, actor: string): Refusal | null {
  if (!isTurnOf(state, actor) || state.turn?.stage !== "action" || state.draw) return refuse(REFUSAL.NotYourTurn);
  if (hasActed(state, actor)) return refuse(REFUSAL.ActionUsed);
  return null;
}

// ---------- draw step, discard, mulligan [GOB-16] ----------

/** Traits that may set the draw step's count: Luck, or Quick-Witted's Mind, Discipline's Body (1 BP), Fervor's Spirit in Desperation. */
export function drawStepTraits(combatant: Combatant): Trait[] {
  // A Follower has its Power Rating in every trait [GOB-25]: no advantage changes its count.
  if (combatant.kind !== "fated") return ["luck"];
  const character = combatant.character;
  const traits: Trait[] = ["luck"];
  if (canUseAdvantage(character, "quickWitted")) traits.push("mind");
  if (canUseAdvantage(character, "discipline") && poolCurrent(character, "body") >= 1) traits.push("body");
  if (canUseAdvantage(character, "fervor") && isDesperate(combatant)) traits.push("spirit");
  return traits;
}

/** Cards the draw step draws (Extras: their Power Rating, never past their members) [GOB-16, GOB-26]. */
export function drawStepCount(combatant: Combatant, trait: Trait): number {
  switch (combatant.kind) {
    case "fated":
      return combatant.character.traits[trait];
    case "follower":
      return combatant.powerRating;
    case "extras":
      return Math.max(0, Math.min(combatant.powerRating, combatant.members - combatant.handCount));
  }
}

export function drawStep(state: OppositionState, actor: string, trait: Trait = "luck"): OppositionStep {
  if (!isTurnOf(state, actor) || state.turn?.stage !== "draw") return refuse(REFUSAL.NotYourTurn);
  let combatant = findCombatant(state, actor)!;
  if (!drawStepTraits(combatant).includes(trait)) return refuse(REFUSAL.AdvantageNotUsable);
  if (combatant.kind === "fated" && trait === "body") combatant = damage(combatant, "body", 1).combatant;
  const next = replace(state, combatant);
  const desperate = becameDesperate(state, next, actor) ? desperationCount(next, actor) : 0;
  const count = drawStepCount(combatant, trait) + desperate;
  // A group of Extras whose hand is full draws nothing.
  if (count === 0) return ok({ ...next, turn: { ...next.turn!, stage: "action" } });
  return requestDraw(next, "drawStep", actor, handStack(actor), count, []);
}

export function discard(state: OppositionState, action: WithHand): OppositionStep {
  if (!isTurnOf(state, action.actor) || state.turn?.stage !== "action" || state.draw || hasActed(state, action.actor))
    return refuse(REFUSAL.NotYourTurn);
  if (state.turn.discarded) return refuse(REFUSAL.AlreadyDiscarded);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  const combatant = findCombatant(state, action.actor)!;
  const next = replace({ ...state, turn: { ...state.turn, discarded: true } }, { ...combatant, handCount: combatant.handCount - 1 });
  return ok(next, [{ type: "move", cards: [action.card], from: handStack(action.actor), to: DISCARD, position: "top" }]);
}

export function mulligan(state: OppositionState, actor: string, hand: readonly Card[]): OppositionStep {
  const refusal = actionAllowed(state, actor);
  if (refusal) return refusal;
  const combatant = findCombatant(state, actor)!;
  if (hand.length !== combatant.handCount) return refuse(REFUSAL.CardNotInHand);
  const next = replace({ ...state, acted: [...state.acted, actor] }, { ...combatant, handCount: 0 });
  const effects: BastardsEffect[] =
    hand.length > 0 ? [{ type: "move", cards: hand, from: handStack(actor), to: DISCARD, position: "top" }] : [];
  // Discard all and draw a new opening hand: five for a Fated, the Power Rating for Followers and Extras [GOB-16, GOB-25, GOB-26].
  return requestDraw(
    { ...next, turn: { ...next.turn!, stage: "draw" } },
    "mulligan",
    actor,
    handStack(actor),
    openingHand(combatant),
    effects,
  );
}

// ---------- situational actions ----------

export function standUp(state: OppositionState, actor: string): OppositionStep {
  const refusal = actionAllowed(state, actor);
  if (refusal) return refusal;
  const combatant = findCombatant(state, actor)!;
  if (!combatant.knockedDown) return refuse(REFUSAL.NotKnockedDown);
  return ok({ ...replace(state, { ...combatant, knockedDown: false }), acted: [...state.acted, actor] });
}

export function knockDown(state: OppositionState, actor: string): OppositionStep {
  const combatant = findCombatant(state, actor);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  return ok(replace(state, { ...combatant, knockedDown: true }));
}

/** Two weapons [GOB-24]: two weapon skills, never unarmed. A quick action. */
export function wieldTwoWeapons(state: OppositionState, actor: string, weapons: readonly [string, string] | null): OppositionStep {
  const combatant = findCombatant(state, actor);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (state.draw) return refuse(REFUSAL.NotNow);
  if (weapons && (weapons[0] === weapons[1] || weapons.some((skill) => !skill.startsWith("combat:") || skill === "combat:unarmed")))
    return refuse(REFUSAL.BadWeapons);
  const next = replace(state, { ...combatant, twoWeapons: weapons ? [weapons[0], weapons[1]] : null });
  const turn = next.turn;
  if (turn?.actor !== actor || turn.weaponsUsed.length > 0) return ok(next);
  return ok({ ...next, turn: { ...turn, attacksLeft: weapons ? 2 : 1 } });
}
