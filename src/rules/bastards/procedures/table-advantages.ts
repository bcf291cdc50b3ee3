/**
 * The advantages the book leaves to a declaration at the table, played from the opposition card
 * with a few generic controls [GOB-07, GOB-21, GOB-28 rulings]:
 *
 * - **Use** (the card's "Use an advantage…") pays the cost — a pool point or a wildcard — and puts the
 *   advantage in effect: Defensive Stance, Disarm, Wild Swing, Savage, Lunge, Intensity, Acrobat,
 *   Ass Pull; Gun Fever once offered; Mastermind for a Follower or Extras under the holder's control
 *   in a draw, the holder seated or not (indirect.ts).
 *   Defensive Stance, Lunge and Wild Swing take "a number up to Body" the player chooses (1 … Body,
 *   the whole Body unless told; anything else is refused);
 * - **the attack it gives**, of its kind (advantage-numbers.ts): Lunge's is the user's own attack,
 *   made at once (a physical melee attack); Savage's an extra physical melee attack after its attack
 *   hits, Gun Fever's an extra ranged attack after a ranged hit that dealt damage (both at −5);
 * - **set a card aside** from the hand: Ass Pull's two (owed before the turn ends), Acrobat's up to
 *   Body, each replaced by a draw (at the draw step, before the action's first move, of a turn of
 *   extreme movement: a chase, or a turn the GM marks, unless a world setting keeps it to chases);
 * - **a counter-attack**: a Counter holder who defended against a melee attack with the Counter's
 *   weapon and held back skill cards ("sacrifice any number of skill cards on the defense (leaving a
 *   minimum of 1)") answers a won defence at once, out of turn, against that attacker with that
 *   weapon, playing no more cards than were held back; a counter-attack may be countered in turn
 *   (a world setting says never); once the chain ends the turn goes back as it was.
 *
 * Every use is named in the card's log (`advantageLog`), the engine's advantages too.
 */
import { findAdvantage } from "../catalogue.ts";
import { advantageRanks, canUseAdvantage, weaponOfSkill } from "../character.ts";
import { costPoolLeft, holdsAdvantages, isActive, mayUseAdvantage, payCost, ranksHeld, rawTrait } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DISCARD, PLAY, handStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import type { Trait } from "../values.ts";
import { EXTRA_ATTACK, SET_ASIDE } from "./advantage-numbers.ts";
import type { AdvantageUse } from "./advantages.ts";
import { indirectActor, settleIndirect } from "./indirect.ts";
import { cardsCounted, findCombatant, isUsing } from "./opposed-draw.ts";
import { attack } from "./opposition-exchange.ts";
import type { AttackDeclaration } from "./opposition-exchange.ts";
import {
  becameDesperate,
  desperationCount,
  inHand,
  isTurnOf,
  ok,
  replace,
  requestDraw,
  wildcardsOf,
  withWildcards,
} from "./opposition-kit.ts";
import type { OppositionStep, WithHand } from "./opposition-kit.ts";
import type { ActiveAdvantage, OppositionState, TurnState } from "./opposition-state.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";
import { TABLE_USES } from "./advantage-uses.ts";
import type { TableMoment } from "./advantage-uses.ts";

/** The table's advantages that take "a number up to Body", chosen on the Use form [GOB-28]. */
export const UP_TO_BODY: readonly string[] = Object.keys(TABLE_USES).filter((id) => TABLE_USES[id]!.upToBody === true);

/** Offered after an event rather than chosen from the list: Gun Fever after a ranged hit, Counter after a won defence. */
export const OFFERED = ["gunFever", "counter"] as const;

/**
 * Whether this turn's draw step involves extreme movement, as the GM judges (Acrobat: "in the draw
 * step of a fate draw involving extreme movement (running a great distance, swinging, leaping a
 * chasm, etc.)"): a chase always; any other turn the GM marks, unless the world setting keeps
 * Acrobat to chases [GOB-28].
 */
export function extremeMovement(state: OppositionState): boolean {
  return state.chase || (state.turn?.extremeMovement === true && !state.rulings.acrobatOnlyInChase);
}

/**
 * The GM marks the turn's draw step as one of extreme movement (a swing, a leap) before its actor
 * acts: Acrobat may then be used in it [GOB-28]. Refused in a chase (it is one already), where the
 * world setting keeps Acrobat to chases, and once the actor has acted or marked already.
 */
export function markExtremeMovement(state: OppositionState): OppositionStep {
  const turn = state.turn;
  if (state.phase !== "turns" || !turn || turn.stage !== "action" || state.draw || turn.extremeMovement) return refuse(REFUSAL.NotNow);
  if (state.chase || state.rulings.acrobatOnlyInChase) return refuse(REFUSAL.NotNow);
  if (state.acted.includes(turn.actor) || turn.weaponsUsed.length > 0) return refuse(REFUSAL.ActionUsed);
  return ok({ ...state, turn: { ...turn, extremeMovement: true } });
}

/**
 * Whether the Use form offers a held advantage now: Acrobat only at the draw step of a turn of
 * extreme movement, the actor's, before anything else of their action [GOB-28]; the others always
 * (the use refuses them with the reason when their moment is not now).
 */
export function offeredOnUseForm(state: OppositionState, actor: string, advantage: string): boolean {
  return TABLE_USES[advantage]?.moment !== "drawStep" || momentRefusal(state, actor, "drawStep") === null;
}

function momentRefusal(state: OppositionState, actor: string, moment: TableMoment) {
  if (state.phase !== "turns") return refuse(REFUSAL.AdvantageNotNow);
  if (moment === "anytime") return null;
  const turn = state.turn;
  if (!isTurnOf(state, actor) || turn?.stage !== "action" || state.draw) return refuse(REFUSAL.AdvantageNotNow);
  if (moment === "beforeAttack" && (state.acted.includes(actor) || turn.attacksLeft < 1)) return refuse(REFUSAL.ActionUsed);
  if (moment === "drawStep" && (!extremeMovement(state) || state.acted.includes(actor) || turn.weaponsUsed.length > 0))
    return refuse(REFUSAL.AdvantageNotNow);
  return null;
}

/** One more attack this turn, with any weapon (the weapons already used included), of the kind the advantage gives. */
function grantAttack(state: OppositionState, actor: string, advantage: string): OppositionState {
  const turn: TurnState = { ...state.turn!, attacksLeft: Math.max(0, state.turn!.attacksLeft) + 1, weaponsUsed: [] };
  return {
    ...state,
    turn,
    acted: state.acted.filter((key) => key !== actor),
    active: [...state.active, { actor, advantage, scope: "thisDraw", target: EXTRA_ATTACK, amount: null }],
  };
}

/** Pay a wildcard and/or a pool point (a Follower's from its Power Pool, GOB-25); null when the payer cannot. */
function pay(state: OppositionState, actor: string, cost: { pool?: Trait; wildcard?: boolean }): OppositionState | null {
  const holder = findCombatant(state, actor);
  if (!holdsAdvantages(holder)) return null;
  let payer: Combatant = holder;
  if (cost.wildcard) {
    if (wildcardsOf(payer) < 1) return null;
    payer = withWildcards(payer, -1);
  }
  if (cost.pool) {
    if (!holdsAdvantages(payer) || costPoolLeft(payer, cost.pool, state.rulings) < 1) return null;
    payer = payCost(payer, cost.pool);
  }
  return replace(state, payer);
}

/**
 * A "Use" of one of the table's advantages; null when `use` names none of them (the engine's
 * advantages and the draws it offers, advantages.ts).
 */
export function tableAdvantage(state: OppositionState, use: AdvantageUse): OppositionStep | null {
  const { actor, advantage } = use;
  const rule = TABLE_USES[advantage];
  // Only "a number up to Body" takes a number: on any other advantage it is bad input.
  if (use.amount !== undefined && !rule?.upToBody) return refuse(REFUSAL.BadInput);
  if (!rule && advantage !== "gunFever" && advantage !== "mastermind" && advantage !== "counter") return null;
  // Mastermind needs no seat: its holder may act from outside the opposition [GOB-28].
  if (advantage === "mastermind") return mastermind(state, use);
  if (use.outsider) return refuse(REFUSAL.UnknownCombatant);
  const combatant = findCombatant(state, actor);
  if (!holdsAdvantages(combatant)) return refuse(REFUSAL.AdvantageNotUsable);
  if (ranksHeld(combatant, advantage) < 1) return refuse(REFUSAL.AdvantageNotHeld);
  if (!mayUseAdvantage(combatant, advantage, state.rulings)) return refuse(REFUSAL.PoolEmpty);
  if (isUsing(state, actor, "berserk") && findAdvantage(advantage)?.category !== "offensive") return refuse(REFUSAL.AdvantageNotNow);
  if (advantage === "gunFever") return gunFever(state, actor);
  if (!rule) return refuse(REFUSAL.AdvantageNotNow);
  const refusal = momentRefusal(state, actor, rule.moment);
  if (refusal) return refusal;
  if (isUsing(state, actor, advantage)) return refuse(REFUSAL.AdvantageActive);
  const amount = use.amount ?? null;
  if (amount !== null && (!Number.isInteger(amount) || amount < 1 || amount > rawTrait(combatant, "body")))
    return refuse(REFUSAL.BadAmount);
  const paid = pay(state, actor, rule);
  if (!paid) return refuse(rule.wildcard ? REFUSAL.NoWildcards : REFUSAL.PoolEmpty);
  const asides = rule.setAside === "body" ? rawTrait(combatant, "body") : (rule.setAside ?? 0);
  const entries: ActiveAdvantage[] = [
    { actor, advantage, scope: rule.scope, target: null, amount },
    ...Array.from({ length: asides }, () => ({ actor, advantage, scope: "untilNextTurn" as const, target: SET_ASIDE, amount: null })),
  ];
  let next: OppositionState = { ...paid, active: [...paid.active, ...entries] };
  if (rule.attackNow) next = { ...next, active: [...next.active, { actor, advantage, scope: "thisDraw", target: EXTRA_ATTACK, amount }] };
  // Paying can bring Desperation: its cards come with the advantage's own draw [GOB-20].
  const desperate = becameDesperate(state, next, actor) ? desperationCount(next, actor) : 0;
  const count = (rule.draws ?? 0) + desperate;
  if (count === 0) return ok(next);
  return requestDraw(next, rule.draws ? "advantage" : "desperation", actor, handStack(actor), count);
}

/** Gun Fever, once offered after a ranged hit that dealt damage: 1 MP for another ranged attack at −5. */
function gunFever(state: OppositionState, actor: string): OppositionStep {
  const offer = state.offers.find((held) => held.actor === actor && held.advantage === "gunFever");
  if (!offer || !isTurnOf(state, actor) || state.draw) return refuse(REFUSAL.AdvantageNotNow);
  const paid = pay(state, actor, { pool: "mind" });
  if (!paid) return refuse(REFUSAL.PoolEmpty);
  return ok(grantAttack({ ...paid, offers: paid.offers.filter((held) => held !== offer) }, actor, "gunFever"));
}

/**
 * Mastermind: a wildcard of the holder adds the deck's top card to a Follower or Extras under its
 * control in the open draw [GOB-28]. Seated (standing, or Killed in this scene), the holder controls
 * those of its side; from outside the opposition ("This advantage [does] not require the character
 * to Appear"), those it brought in (indirect.ts). The holder draws the card: a joker's wildcard is
 * theirs, and its replacement is drawn as for any joker (opposition.ts).
 */
function mastermind(state: OppositionState, use: AdvantageUse): OppositionStep {
  const { actor, target } = use;
  const holder = indirectActor(state, actor, use.outsider);
  if ("ok" in holder) return holder;
  if (advantageRanks(holder.character, "mastermind") < 1) return refuse(REFUSAL.AdvantageNotHeld);
  if (!canUseAdvantage(holder.character, "mastermind")) return refuse(REFUSAL.PoolEmpty);
  if (holder.seated && isUsing(state, actor, "berserk")) return refuse(REFUSAL.AdvantageNotNow);
  const draw = state.draw;
  const helped = target === undefined ? undefined : findCombatant(state, target);
  const open = draw && (draw.stage === "betting" || draw.stage === "wildcards");
  if (!open || !helped || (draw.attacker.actor !== helped.key && draw.defender.actor !== helped.key))
    return refuse(REFUSAL.AdvantageNotNow);
  if (helped.kind === "fated") return refuse(REFUSAL.BadTarget);
  if (holder.seated ? helped.side !== holder.side : !holder.controls.includes(helped.key)) return refuse(REFUSAL.NotUnderControl);
  if (holder.character.wildcards < 1) return refuse(REFUSAL.NoWildcards);
  return requestDraw(settleIndirect(state, holder, -1), "topCard", helped.key, PLAY, 1, [], actor);
}

/**
 * Counter's held-back cards: an `active` entry kept while the counter is offered, its `target` the
 * weapon skill the defence was made with, its `amount` the skill cards held back from it.
 */
export function counterHeld(state: OppositionState, actor: string): ActiveAdvantage | undefined {
  return state.active.find((use) => use.actor === actor && use.advantage === "counter" && use.target !== null);
}

/**
 * Counter: the offered counter-attack, out of turn, against the attacker just beaten, with the
 * weapon defended with, playing at most the skill cards held back from the defence [GOB-28].
 */
export function counterAttack(state: OppositionState, declaration: AttackDeclaration): OppositionStep {
  const { actor } = declaration;
  const offer = state.offers.find((held) => held.actor === actor && held.advantage === "counter");
  const held = counterHeld(state, actor);
  const target = state.lastResult?.revealed[0]?.actor;
  const turn = state.turn;
  if (!offer || !held || !target || !turn || state.draw) return refuse(REFUSAL.AdvantageNotNow);
  const combatant = findCombatant(state, actor);
  const weapon = weaponOfSkill(declaration.skill);
  if (!holdsAdvantages(combatant) || declaration.skill !== held.target || ranksHeld(combatant, "counter", weapon) < 1)
    return refuse(REFUSAL.CounterWeapon);
  if (declaration.kind !== "physical" || declaration.melee === false) return refuse(REFUSAL.AdvantageNotNow);
  // The attack is declared as if it were the counter's turn; the turn itself stays whose it was.
  const borrowed: OppositionState = {
    ...state,
    turn: { ...turn, actor, stage: "action", attacksLeft: 1, weaponsUsed: [], extremeMovement: false },
    acted: state.acted.filter((key) => key !== actor),
    active: state.active.filter((use) => use !== held),
  };
  const started = attack(borrowed, { ...declaration, target });
  if (!started.ok) return started;
  const draw = started.state.draw!;
  // "Use those skill cards": the counter plays the cards held back, no more.
  const capped = { ...draw, counter: true, attacker: { ...draw.attacker, cap: held.amount ?? 1 } };
  return ok({ ...started.state, draw: capped, turn, acted: state.acted, offers: [] }, started.effects);
}

/** Acrobat's or Ass Pull's card set aside from the hand to the discards; Acrobat draws one for it. */
export function setAside(state: OppositionState, action: WithHand): OppositionStep {
  const { actor } = action;
  const owed = state.active.find((use) => use.actor === actor && use.target === SET_ASIDE);
  if (!owed || state.draw) return refuse(REFUSAL.NotNow);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  const combatant = findCombatant(state, actor)!;
  const next = {
    ...replace(state, { ...combatant, handCount: combatant.handCount - 1 }),
    active: state.active.filter((use) => use !== owed),
  };
  const effects: BastardsEffect[] = [{ type: "move", cards: [action.card], from: handStack(actor), to: DISCARD, position: "top" }];
  if (owed.advantage === "acrobat") return requestDraw(next, "advantage", actor, handStack(actor), 1, effects);
  return ok(next, effects);
}

/** Ass Pull's two cards must be set aside before the turn ends. */
export function owesCards(state: OppositionState, actor: string): OppositionStep | null {
  const owes = state.active.some((use) => use.actor === actor && use.advantage === "assPull" && use.target === SET_ASIDE);
  return owes ? refuse(REFUSAL.SetAsideFirst) : null;
}

/** "A number up to Body" of the advantage just put in effect, as the engine applies it: the number chosen, else the whole Body. */
function numberApplied(state: OppositionState, actor: string, advantage: string): number | null {
  const use = state.active.findLast((held) => held.actor === actor && held.advantage === advantage && held.target === null);
  const combatant = findCombatant(state, actor);
  return use && combatant ? (use.amount ?? rawTrait(combatant, "body")) : null;
}

type Logged = { readonly type: string; readonly actor?: string; readonly advantage?: string; readonly trip?: boolean };

/** What the step played, for the log: an advantage used, a counter-attack, a Trip. */
function logged(action: Logged): string | null {
  if (action.type === "useAdvantage") return action.advantage ?? null;
  if (action.type === "counter") return "counter";
  if (action.type === "attack" && action.trip) return "trip";
  return null;
}

/**
 * After every step of the opposition: the counter-attack hands the turn back, an ended draw sets
 * off Savage's extra attack and offers Gun Fever or Counter, Intensity adds its card as betting
 * begins, a turn's unused extras lapse, and what was played is logged.
 */
export function afterTableStep(before: OppositionState, action: Logged, step: OppositionStep): OppositionStep {
  if (!step.ok) return step;
  let next = step.state;
  const played = logged(action);
  if (played && action.actor) {
    const amount = UP_TO_BODY.includes(played) ? numberApplied(next, action.actor, played) : null;
    next = { ...next, advantageLog: [...next.advantageLog, { actor: action.actor, advantage: played, round: next.round, amount }] };
  }
  // Counter's held-back cards last as long as its offer.
  next = {
    ...next,
    active: next.active.filter(
      (use) => use.advantage !== "counter" || next.offers.some((held) => held.actor === use.actor && held.advantage === "counter"),
    ),
  };
  const turn = before.turn;
  const draw = before.draw;
  if (draw && !next.draw && next.phase === "turns" && turn && next.turn?.actor === turn.actor) {
    const countered = draw.counter;
    if (countered) {
      // The counter-attack is over: the turn is its owner's again, as it was (a chain of counters
      // keeps the turn as it was all along, whoever made each one, the turn's owner too).
      next = {
        ...next,
        turn: { ...next.turn, attacksLeft: turn.attacksLeft },
        acted: next.acted.filter((key) => key !== draw.attacker.actor || before.acted.includes(key)),
      };
    }
    next = afterDraw(before, next, countered);
  }
  if (turn && next.turn?.actor !== turn.actor) {
    const lapsed = (use: ActiveAdvantage) => use.actor === turn.actor && (use.target === EXTRA_ATTACK || use.target === SET_ASIDE);
    next = { ...next, active: next.active.filter((use) => !lapsed(use)) };
  }
  const open = next.draw;
  const attacker = open?.attacker;
  if (
    open?.stage === "betting" &&
    attacker &&
    !next.pending &&
    open.kind === "physical" &&
    attacker.fromDeck.length === 0 &&
    next.active.some((use) => use.actor === attacker.actor && TABLE_USES[use.advantage]?.topCard === true)
  )
    return requestDraw(next, "topCard", attacker.actor, PLAY, 1, step.effects);
  return ok(next, step.effects);
}

/**
 * A draw just ended: Savage's extra attack after a melee hit; Gun Fever offered after a ranged hit
 * that dealt damage, unless that hit was Gun Fever's own ("a second ranged attack", not a third);
 * Counter after a won defence, a counter-attack's too ("When attacked with a melee weapon"), unless
 * the world setting says a counter-attack is never countered.
 */
function afterDraw(before: OppositionState, next: OppositionState, countered: boolean): OppositionState {
  const draw = before.draw!;
  const result = next.lastResult;
  if (!result || draw.kind !== "physical") return next;
  const attacker = findCombatant(next, draw.attacker.actor);
  const defender = findCombatant(next, draw.defender.actor);
  if (result.winner === "attacker" && !countered && holdsAdvantages(attacker)) {
    const savage = before.active.some((use) => use.actor === attacker.key && use.advantage === "savage" && use.target === null);
    if (savage && draw.melee) return grantAttack(next, attacker.key, "savage");
    if (
      !draw.melee &&
      result.taken > 0 &&
      !before.active.some((use) => use.actor === attacker.key && use.advantage === "gunFever" && use.target === EXTRA_ATTACK) &&
      mayUseAdvantage(attacker, "gunFever", next.rulings) &&
      costPoolLeft(attacker, "mind", next.rulings) > 0
    )
      return { ...next, offers: [...next.offers, { actor: attacker.key, advantage: "gunFever" }] };
  }
  // Counter: defended with the Counter's weapon against a melee attack, skill cards held back [GOB-28].
  const defence = draw.defender;
  const weapon = weaponOfSkill(defence.skill);
  const held = defence.cap - cardsCounted(defence, next.rulings);
  const mayCounter =
    result.winner === "defender" &&
    draw.melee &&
    (!countered || next.rulings.counterAttacksCountered) &&
    held >= 1 &&
    holdsAdvantages(defender) &&
    isActive(defender, next.rulings) &&
    defender.handCount > 0 &&
    mayUseAdvantage(defender, "counter", next.rulings) &&
    ranksHeld(defender, "counter", weapon) > 0;
  if (!mayCounter) return next;
  return {
    ...next,
    offers: [...next.offers, { actor: defender.key, advantage: "counter" }],
    active: [...next.active, { actor: defender.key, advantage: "counter", scope: "thisDraw", target: defence.skill, amount: held }],
  };
}
