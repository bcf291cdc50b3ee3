/**
 * Combat [DOA-13 … DOA-16, DOA-04]: initiative cards, turns of up to two actions, attacks against
 * AC with damage to AP then HP, Toughening Up, and the effects that shape a turn.
 * Its state, actions and refusals are in combat-state.ts.
 *
 * Rulings as played here:
 * - Initiative: each combatant draws one card face up; it stays on their owner's table as their TC
 *   until combat ends. Order is by rank, Ace first; ties go by higher Agility, then listing order,
 *   and the tied players may reorder themselves before the first action (`tieOrder`).
 * - "Damage in one round" (Stunned) and the Toughening Up window both count the damage (HP + AP)
 *   taken since the end of the combatant's previous turn.
 * - Knocked Out combatants' turns are skipped.
 * - Joining mid-fight (the book's fights begin with everyone drawing; it says nothing of a character
 *   arriving later): the newcomer waits in the fight, out of the turn order, until its own initiative
 *   draw (`drawArrival`, with its odds shown before, `arrivalOdds`); it then takes the place in the
 *   order that card gives it, and a place this round has passed makes it act from the next round.
 * - Outnumbered [DOA-16]: the table counts, per target, the Dealers attacking it within 1 space
 *   (`setOutnumbered`; where everyone stands is the table's business); every attack on that target
 *   adds +1 for each beyond the first, whoever makes it. The count stays until someone changes it.
 * - Delaying [DOA-13, DOA-16]: the current Dealer (not a Bystander or Companion), before moving or
 *   acting, moves their place in this round's order to just after a combatant still to come this
 *   round. Their turn resumes there without a second stun check; next round the standing order
 *   (initiative, tie choices) returns.
 * - Knocked Out, treated [DOA-16, DOA-17]: the current combatant spends an action on a Craft check
 *   (or, a Dealer, a Healing Power: a Primary Skill check) against the KO combatant's initiative
 *   card, DR 5 − 1 for each round begun since the knock-out (never below 0). Success brings them
 *   to 0 HP: conscious, they act again from their next turn. Someone Knocked Out before the fight
 *   counts from round 1.
 * - Movement is tracked as spaces moved this turn, in any number of moves before, between and
 *   after actions [DOA-14]; where the combatants stand is the table's business, not the card's.
 */
import { isSuitedCard } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import { applyDamage, armorTurnsAside, isKnockedOut, landingOdds, restoreDamage } from "../damage.ts";
import type { DeckState } from "../decks.ts";
import {
  entangledCheck,
  outnumberedBonus,
  reviveCheck,
  senseCheck,
  senseLostHand,
  stunCheck,
  stunTriggered,
  turnAllowance,
} from "../effects.ts";
import { spendFate } from "../fate.ts";
import type { FateSpend } from "../fate.ts";
import { checkOdds } from "../odds.ts";
import type { CheckOdds } from "../odds.ts";
import { REFUSAL, refuse } from "../refusals.ts";
import type { Refusal } from "../refusals.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { DoaRulings } from "../rulings.ts";
import type { Armor } from "../stats.ts";
import { armorClass, attributeModifier, canUseFateCards, primarySkillModifier, skillModifier, speed } from "../stats.ts";
import { exhaustionHand, lowerHand } from "../upper-lower-hand.ts";
import type { HandEffect } from "../upper-lower-hand.ts";
import { abandonCheck, checkReducer, checkSucceeded, clearFromTable, startCheck } from "./check.ts";
import type { CheckSetup, CheckState } from "./check.ts";
import { COMBAT_REFUSAL } from "./combat-state.ts";
import type {
  ActionDraw,
  Attack,
  AttackResult,
  CombatAction,
  CombatPending,
  CombatState,
  CombatStep,
  Combatant,
  CombatantSetup,
  DeckCards,
  Treatment,
} from "./combat-state.ts";
import { step } from "./step.ts";

type Effects = readonly TableEffect[];

export function startCombat(
  setup: { readonly decks: Readonly<Record<string, DeckState>>; readonly combatants: readonly CombatantSetup[] },
  rulings: DoaRulings = DEFAULT_RULINGS,
): CombatStep | Refusal {
  const ids = setup.combatants.map((combatant) => combatant.id);
  if (ids.length === 0 || new Set(ids).size !== ids.length || setup.combatants.some((combatant) => !setup.decks[combatant.owner])) {
    return refuse(REFUSAL.UnknownCombatant);
  }
  const state: CombatState = {
    procedure: "doa.combat",
    decks: setup.decks,
    combatants: setup.combatants.map((combatant) => fighter(combatant, 1)),
    phase: "initiative",
    order: [],
    round: 1,
    turn: 0,
    actionsUsed: 0,
    moved: 0,
    pending: null,
    check: null,
    lastAttack: null,
    lastTreat: null,
    delays: null,
    casters: [],
  };
  return nextInitiative(state, [], rulings);
}

/** A character as it enters the fight in `round`, its initiative card yet to draw. */
function fighter(setup: CombatantSetup, round: number): Combatant {
  return {
    ...setup,
    initiative: null,
    conditions: {},
    recentDamage: { hp: 0, ap: 0 },
    lastAttackerTc: null,
    toughenedRound: 0,
    outnumberedBy: 0,
    // Knocked Out on entering: counted from the round it enters (round 1 for those there from the start) [DOA-16].
    knockedOutRound: isKnockedOut(setup.vitals) ? round : 0,
  };
}

/** Why a change of who fights waits for the running draw (anything else: the wrong phase). */
const DURING_DRAW: Partial<Record<CombatAction["type"], string>> = {
  join: COMBAT_REFUSAL.JoinDuringDraw,
  drawArrival: COMBAT_REFUSAL.ArrivalDuringDraw,
  leave: COMBAT_REFUSAL.LeaveDuringDraw,
};

export function combatReducer(state: CombatState, action: CombatAction, rulings: DoaRulings = DEFAULT_RULINGS): CombatStep | Refusal {
  if (state.phase === "ended") return refuse(REFUSAL.WrongPhase);
  if (action.type === "check") {
    if (!state.check) return refuse(REFUSAL.WrongPhase);
    const next = checkReducer(state.check, action.action, rulings);
    return next.ok ? settle(state, next.state, next.effects, rulings) : next;
  }
  if (action.type === "setConditions") {
    const combatant = find(state, action.id);
    return combatant ? step(update(state, action.id, { conditions: action.conditions })) : refuse(REFUSAL.UnknownCombatant);
  }
  if (action.type === "setOutnumbered") return setOutnumbered(state, action.id, action.dealers);
  if (action.type === "setVitals") return setVitals(state, action.id, action.hp, action.ap);
  if (action.type === "setStats")
    return find(state, action.id) ? step(update(state, action.id, { stats: action.stats })) : refuse(REFUSAL.UnknownCombatant);
  if (action.type === "setDeckCounters") return setDeckCounters(state, action.owner, action.fateTokens, action.exhaustions);
  // Everything else waits for the running check (it holds its own copy of the deck's Fate Cards).
  if (state.check) return refuse(DURING_DRAW[action.type] ?? REFUSAL.WrongPhase);
  if (action.type === "toughenUp") return toughenUp(state, action.id, action.spend, rulings);
  if (action.type === "join") return join(state, action.combatant, action.deck);
  if (action.type === "leave") return leave(state, action.id, rulings);
  if (state.phase !== "turns") return refuse(REFUSAL.WrongPhase);
  switch (action.type) {
    case "tieOrder":
      return tieOrder(state, action.order);
    case "attack":
      return attack(state, action, rulings);
    case "useAction": {
      const refusal = actionRefusal(state, action.id);
      return refusal ?? step({ ...state, actionsUsed: state.actionsUsed + 1 });
    }
    case "move":
      return move(state, action.id, action.spaces);
    case "breakFree":
      return breakFree(state, action.id, action.tc, rulings);
    case "treat":
      return treat(state, action, rulings);
    case "delay":
      return delay(state, action.id, action.after, rulings);
    case "drawArrival": {
      const arriving = find(state, action.id);
      return arriving && awaitsInitiative(state, action.id)
        ? drawInitiative(state, arriving, [], rulings)
        : refuse(COMBAT_REFUSAL.NotArriving);
    }
    case "endTurn":
      return endTurn(state, rulings);
    case "endCombat":
      return endCombat(state);
  }
}

/** Whose turn it is. */
export function currentCombatant(state: CombatState): Combatant | undefined {
  const id = state.order[state.turn];
  return id === undefined ? undefined : find(state, id);
}

/** The combatant's armour with the AP it has left; null without armour. */
export function wornArmor(combatant: CombatantSetup): Armor | null {
  const armor = combatant.stats.armor;
  return armor ? { ...armor, ap: combatant.vitals.ap } : null;
}

/** AC with the AP the combatant has left [DOA-18]. */
export function combatantArmorClass(combatant: CombatantSetup): number {
  const armor = combatant.stats.armor;
  return armorClass(armor ? { ...combatant.stats, armor: { ...armor, ap: combatant.vitals.ap } } : combatant.stats);
}

/** Turn order: Ace first, then K, Q … 2; ties by higher Agility modifier, then listing order [DOA-13]. */
export function initiativeOrder(combatants: readonly Combatant[]): string[] {
  const rank = (combatant: Combatant): number => (combatant.initiative ? initiativeValue(combatant.initiative) : 0);
  return combatants
    .map((combatant, index) => ({ combatant, index }))
    .sort(
      (a, b) =>
        rank(b.combatant) - rank(a.combatant) ||
        attributeModifier(b.combatant.stats, "AGL") - attributeModifier(a.combatant.stats, "AGL") ||
        a.index - b.index,
    )
    .map(({ combatant }) => combatant.id);
}

/** Initiative counts the Ace highest, as the card's rank (14) already does. */
function initiativeValue(card: SuitedCard): number {
  return card.rank;
}

function find(state: CombatState, id: string): Combatant | undefined {
  return state.combatants.find((combatant) => combatant.id === id);
}

function update(state: CombatState, id: string, patch: Partial<Combatant>): CombatState {
  return { ...state, combatants: state.combatants.map((combatant) => (combatant.id === id ? { ...combatant, ...patch } : combatant)) };
}

function runCheck(
  state: CombatState,
  pending: CombatPending,
  setup: Omit<CheckSetup, "deck">,
  owner: string,
  effects: Effects,
  rulings: DoaRulings,
): CombatStep | Refusal {
  const started = startCheck({ ...setup, deck: state.decks[owner]! }, rulings);
  if (!started.ok) return started;
  return settle({ ...state, pending }, started.state, [...effects, ...started.effects], rulings);
}

/** Store the running check; once done, apply what it was for. */
function settle(state: CombatState, check: CheckState, effects: Effects, rulings: DoaRulings): CombatStep | Refusal {
  const decks = { ...state.decks, [check.deck.owner]: check.deck };
  const pending = state.pending;
  if (check.phase !== "done" || !pending) return step({ ...state, decks, check }, effects);
  const after: CombatState = { ...state, decks, check: null, pending: null };
  switch (pending.kind) {
    case "initiative": {
      const drawn = update(after, pending.id, { initiative: check.kept });
      if (after.phase !== "turns") return nextInitiative(drawn, effects, rulings);
      // Everyone who had a place left while it waited: a new round begins with it.
      if (after.order.length === 0)
        return beginTurn({ ...drawn, order: [pending.id], turn: 0, round: after.round + 1, actionsUsed: 0, moved: 0 }, effects, rulings, 0);
      return step(takePlace(drawn, pending.id), effects);
    }
    case "attack":
      return step(resolveAttack(after, pending, check), effects);
    case "stun": {
      const combatant = find(after, pending.id)!;
      const stunned = update(after, pending.id, { conditions: { ...combatant.conditions, stunned: !checkSucceeded(check) } });
      return senseTurnCheck(stunned, find(stunned, pending.id)!, effects, rulings);
    }
    case "sense": {
      // The caster resisting is the Dealer failing: the sense is lost this turn [DOA-16].
      const combatant = find(after, pending.target!)!;
      return step(update(after, combatant.id, { conditions: { ...combatant.conditions, senseLost: checkSucceeded(check) } }), effects);
    }
    case "breakFree": {
      const combatant = find(after, pending.id)!;
      const freed = checkSucceeded(check);
      return step(
        update({ ...after, actionsUsed: after.actionsUsed + 1 }, pending.id, {
          conditions: { ...combatant.conditions, entangled: !freed },
        }),
        effects,
      );
    }
    case "treat":
      return step(resolveTreat(after, pending.id, pending.target!, checkSucceeded(check)), effects);
  }
}

function nextInitiative(state: CombatState, effects: Effects, rulings: DoaRulings): CombatStep | Refusal {
  const next = state.combatants.find((combatant) => combatant.initiative === null && !state.order.includes(combatant.id));
  if (next) {
    // An id in `order` during initiative marks a combatant whose draw came back empty.
    return drawInitiative({ ...state, order: [...state.order, next.id] }, next, effects, rulings);
  }
  const begun: CombatState = {
    ...state,
    phase: "turns",
    order: initiativeOrder(state.combatants),
    turn: 0,
    round: 1,
    actionsUsed: 0,
    moved: 0,
  };
  return beginTurn(begun, effects, rulings, 0);
}

/**
 * A character joining the fight [DOA-13]: before the turns begin it draws with everyone; once they
 * have, it waits out of the turn order until its own draw (drawArrival: a Fate Card may redraw it,
 * as any draw), then takes its place in the order (takePlace).
 */
function join(state: CombatState, setup: CombatantSetup, deck: DeckState): CombatStep | Refusal {
  if (!mayEnter(fighterIds(state.combatants), state.decks, setup, deck)) return refuse(REFUSAL.UnknownCombatant);
  const joined: CombatState = {
    ...state,
    combatants: [...state.combatants, fighter(setup, state.round)],
    // A caster who now fights is a combatant, no longer one off the card [DOA-16].
    casters: (state.casters ?? []).filter((off) => off.id !== setup.id),
    decks: decksWith(state.decks, setup.owner, deck),
  };
  return step(joined);
}

/** Whether `id` joined once the turns began and has yet to draw its initiative card (drawArrival) [DOA-13]. */
export function awaitsInitiative(state: CombatState, id: string): boolean {
  const fighter = find(state, id);
  return state.phase === "turns" && !!fighter && fighter.initiative === null && !state.order.includes(id);
}

/**
 * The odds before a newcomer's initiative draw [DOA-13, CORE-05]: the chance it acts this round. The
 * draw keeps the first suited card of its owner's deck (a joker goes to the hand and the next is
 * drawn), so the card is uniform over the deck's suited cards as they lie; takePlace puts it where
 * that card's rank does, and it acts this round when that place comes after the current turn's (with
 * nobody else left in the order, a new round begins with it: for sure). Null when it is not waiting to
 * draw, or its deck holds no suited card (the draw would reshuffle first).
 */
export function arrivalOdds(state: CombatState, id: string, deck: readonly Card[]): number | null {
  if (!awaitsInitiative(state, id)) return null;
  const suited = deck.filter(isSuitedCard);
  if (suited.length === 0) return null;
  if (state.order.length === 0) return 1;
  // Only the rank places it: one trial placement per rank the deck holds.
  const thisRound = new Map<number, boolean>();
  for (const card of suited)
    if (!thisRound.has(card.rank)) {
      const placed = takePlace(update(state, id, { initiative: card }), id);
      thisRound.set(card.rank, placed.order.indexOf(id) > placed.turn);
    }
  return suited.filter((card) => thisRound.get(card.rank)).length / suited.length;
}

/** `drawer` draws its initiative card: an open draw from its owner's deck, kept face up on the table [DOA-13]. */
function drawInitiative(state: CombatState, drawer: CombatantSetup, effects: Effects, rulings: DoaRulings): CombatStep | Refusal {
  return runCheck(
    state,
    { kind: "initiative", id: drawer.id, target: null, damage: null },
    { kind: drawer.stats.kind, target: null, keepOnTable: true },
    drawer.owner,
    effects,
    rulings,
  );
}

/**
 * A fighter leaving the fight mid-way (fled, or its player gone; the book says nothing of it):
 * its initiative card leaves the table as at the fight's end, and it leaves the turn order; if it
 * was its turn, the next one's begins (after the last, a new round). Someone it still Blinds or
 * Deafens stays so, the leaver kept as a caster off the card [DOA-16]. The last to leave ends the
 * fight.
 */
function leave(state: CombatState, id: string, rulings: DoaRulings): CombatStep | Refusal {
  const fighter = find(state, id);
  if (!fighter) return refuse(REFUSAL.UnknownCombatant);
  const cleared = fighter.initiative ? clearFromTable(state.decks[fighter.owner]!, [fighter.initiative]) : null;
  const effects = cleared?.effects ?? [];
  const at = state.order.indexOf(id);
  const stillCasting = state.combatants.some((other) => other.id !== id && other.conditions.senseBy === id);
  const setup: CombatantSetup = { id: fighter.id, owner: fighter.owner, stats: fighter.stats, vitals: fighter.vitals };
  const left: CombatState = {
    ...state,
    combatants: state.combatants.filter((other) => other.id !== id),
    order: state.order.filter((other) => other !== id),
    turn: at >= 0 && at < state.turn ? state.turn - 1 : state.turn,
    delays: state.delays
      ? { order: state.delays.order.filter((other) => other !== id), ids: state.delays.ids.filter((other) => other !== id) }
      : null,
    casters: stillCasting ? [...(state.casters ?? []), setup] : state.casters,
    decks: cleared ? { ...state.decks, [fighter.owner]: cleared.deck } : state.decks,
  };
  if (left.combatants.length === 0) return step({ ...left, phase: "ended" }, effects);
  if (state.phase !== "turns" || at !== state.turn) return step(left, effects);
  // Only newcomers yet to draw are left: nobody's turn until one of them draws (drawArrival).
  if (left.order.length === 0) return step({ ...left, turn: 0, actionsUsed: 0, moved: 0 }, effects);
  const wraps = left.turn >= left.order.length;
  const next: CombatState = wraps
    ? { ...left, turn: 0, round: left.round + 1, ...(left.delays ? { order: left.delays.order, delays: null } : {}) }
    : left;
  return beginTurn({ ...next, actionsUsed: 0, moved: 0 }, effects, rulings, 0);
}

/**
 * A newcomer with its initiative card drawn takes its place in the turn order, as the order would
 * stand had it drawn with everyone (Ace first; ties by Agility, the newcomer after those listed
 * before it) [DOA-13]: just before the first one it would come ahead of. A place this round's turns
 * have passed (or the current one's) makes it act from the next round; otherwise it acts this
 * round. The standing order a delay returns to next round takes it in the same way.
 */
function takePlace(state: CombatState, id: string): CombatState {
  const standing = initiativeOrder(state.combatants);
  const after = standing.slice(standing.indexOf(id) + 1);
  const placeIn = (order: readonly string[]): number => {
    const at = order.findIndex((other) => after.includes(other));
    return at < 0 ? order.length : at;
  };
  const insert = (order: readonly string[], at: number) => [...order.slice(0, at), id, ...order.slice(at)];
  const at = placeIn(state.order);
  return {
    ...state,
    order: insert(state.order, at),
    turn: at <= state.turn ? state.turn + 1 : state.turn,
    delays: state.delays ? { ...state.delays, order: insert(state.delays.order, placeIn(state.delays.order)) } : null,
  };
}

/** Start the current combatant's turn: skip the Knocked Out, check for Stunned (once: a delayed turn resumes). */
function beginTurn(state: CombatState, effects: Effects, rulings: DoaRulings, skipped: number): CombatStep | Refusal {
  const combatant = currentCombatant(state)!;
  if (isKnockedOut(combatant.vitals)) {
    if (skipped + 1 >= state.order.length) return step({ ...state, phase: "ended" }, effects);
    return beginTurn(advance(state), effects, rulings, skipped + 1);
  }
  if (state.delays?.ids.includes(combatant.id)) return step({ ...state, actionsUsed: 0, moved: 0 }, effects);
  const cleared = update({ ...state, actionsUsed: 0, moved: 0 }, combatant.id, { conditions: { ...combatant.conditions, stunned: false } });
  const damage = combatant.recentDamage.hp + combatant.recentDamage.ap;
  if (stunTriggered(damage, combatant.stats.kind === "dealer") && combatant.lastAttackerTc) {
    const target = stunCheck(combatant.lastAttackerTc, attributeModifier(combatant.stats, "CON"));
    return runCheck(
      cleared,
      { kind: "stun", id: combatant.id, target: null, damage: null },
      { kind: combatant.stats.kind, target },
      combatant.owner,
      effects,
      rulings,
    );
  }
  return senseTurnCheck(cleared, find(cleared, combatant.id)!, effects, rulings);
}

/**
 * Blinded or Deafened by a combatant (`senseBy`): the contested Intuition check at the start of the
 * turn [DOA-16, DOA-12]: against this combatant's initiative card, DR 4 − its Intuition (Gut)
 * modifier; the caster draws from its own deck with the modifier of its "spell-casting attribute",
 * the attribute the GM named with it (`senseOn`; a card from before it was named reads the caster's
 * Primary Skill, as the old ruling did). The caster may be off the card (`casters`, see
 * `withCaster`); one no longer known: no check.
 */
function senseTurnCheck(state: CombatState, combatant: Combatant, effects: Effects, rulings: DoaRulings): CombatStep | Refusal {
  const id = combatant.conditions.senseBy;
  const caster = id ? (find(state, id) ?? state.casters?.find((off) => off.id === id)) : undefined;
  if (!caster || caster.id === combatant.id || !combatant.initiative) return step(state, effects);
  const on = combatant.conditions.senseOn;
  const casting = on ? attributeModifier(caster.stats, on) : primarySkillModifier(caster.stats, rulings);
  const target = senseCheck(combatant.initiative, attributeModifier(combatant.stats, "GUT"), casting);
  return runCheck(
    state,
    { kind: "sense", id: caster.id, target: combatant.id, damage: null },
    { kind: caster.stats.kind, target },
    caster.owner,
    effects,
    rulings,
  );
}

/**
 * Someone not in the fight named as a caster [DOA-16]: kept with its deck (the one already on the
 * card when it shares it) so its sense checks start the afflicted combatant's turns. A combatant's id: refused.
 */
export function withCaster(state: CombatState, caster: CombatantSetup, deck: DeckState): CombatState | Refusal {
  if (!mayEnter(fighterIds(state.combatants), state.decks, caster, deck)) return refuse(REFUSAL.UnknownCombatant);
  return {
    ...state,
    casters: [...(state.casters ?? []).filter((off) => off.id !== caster.id), caster],
    decks: decksWith(state.decks, caster.owner, deck),
  };
}

/**
 * Whether someone off the card may enter it (as a fighter joining [DOA-13], or a caster [DOA-16]):
 * not one of `ids` already, and drawing from its owner's deck — the one given, or one the card holds.
 */
export function mayEnter(
  ids: readonly string[],
  decks: Readonly<Record<string, DeckState>>,
  setup: CombatantSetup,
  deck: DeckState,
): boolean {
  return !ids.includes(setup.id) && (setup.owner === deck.owner || decks[setup.owner] !== undefined);
}

/** The card's decks with `deck` as `owner`'s, when nobody on the card draws from it yet. */
export function decksWith(decks: Readonly<Record<string, DeckState>>, owner: string, deck: DeckState): Readonly<Record<string, DeckState>> {
  return decks[owner] ? decks : { ...decks, [owner]: deck };
}

const fighterIds = (fighters: readonly { readonly id: string }[]): string[] => fighters.map((fighter) => fighter.id);

/** The next turn; a new round returns to the standing order if anyone delayed. */
function advance(state: CombatState): CombatState {
  const wraps = state.turn + 1 >= state.order.length;
  const next = { ...state, turn: wraps ? 0 : state.turn + 1, round: wraps ? state.round + 1 : state.round, actionsUsed: 0, moved: 0 };
  return wraps && state.delays ? { ...next, order: state.delays.order, delays: null } : next;
}

function endTurn(state: CombatState, rulings: DoaRulings): CombatStep | Refusal {
  const combatant = currentCombatant(state)!;
  // Getting up and a failed stun check last one turn; the Toughening Up window closes.
  const done = update(state, combatant.id, {
    conditions: { ...combatant.conditions, knockedDown: false, stunned: false },
    recentDamage: { hp: 0, ap: 0 },
  });
  return beginTurn(advance(done), [], rulings, 0);
}

/** What the current combatant has left of this turn, and what they had [DOA-14, DOA-16, DOA-18]. */
export interface TurnLeft {
  readonly actions: number;
  readonly allowedActions: number;
  /** Spaces they may still move. */
  readonly spaces: number;
  /** Their speed this turn: halved by unmet armour Strength and by getting up, none while Entangled. */
  readonly speed: number;
  /** Stunned: moving and acting exclude each other this turn. */
  readonly moveOrAct: boolean;
}

export function turnLeft(state: CombatState): TurnLeft | null {
  const combatant = currentCombatant(state);
  if (!combatant || state.phase !== "turns") return null;
  const allowance = turnAllowance(combatant.conditions, speed(combatant.stats), isKnockedOut(combatant.vitals));
  const stunnedMoved = allowance.moveOrAct && state.moved > 0;
  const stunnedActed = allowance.moveOrAct && state.actionsUsed > 0;
  return {
    actions: stunnedMoved ? 0 : Math.max(0, allowance.actions - state.actionsUsed),
    allowedActions: allowance.actions,
    spaces: stunnedActed ? 0 : Math.max(0, allowance.speed - state.moved),
    speed: allowance.speed,
    moveOrAct: allowance.moveOrAct,
  };
}

/** Why `id` may not act or move now: unknown, not their turn, or Knocked Out. */
function turnRefusal(state: CombatState, id: string): Refusal | null {
  const combatant = find(state, id);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (currentCombatant(state)?.id !== id) return refuse(REFUSAL.NotYourTurn);
  if (isKnockedOut(combatant.vitals)) return refuse(REFUSAL.KnockedOut);
  return null;
}

function actionRefusal(state: CombatState, id: string): Refusal | null {
  const refusal = turnRefusal(state, id);
  if (refusal) return refusal;
  const left = turnLeft(state)!;
  if (left.moveOrAct && state.moved > 0) return refuse(COMBAT_REFUSAL.StunnedMoved);
  return left.actions <= 0 ? refuse(REFUSAL.NoActionsLeft) : null;
}

/** Movement [DOA-14]: whole spaces up to the turn's speed, in as many moves as the mover likes. */
function move(state: CombatState, id: string, spaces: number): CombatStep | Refusal {
  const refusal = turnRefusal(state, id);
  if (refusal) return refusal;
  if (!Number.isInteger(spaces) || spaces < 1) return refuse(REFUSAL.BadNumber);
  const combatant = find(state, id)!;
  if (combatant.conditions.entangled) return refuse(COMBAT_REFUSAL.Entangled);
  const left = turnLeft(state)!;
  if (left.moveOrAct && state.actionsUsed > 0) return refuse(COMBAT_REFUSAL.StunnedActed);
  return spaces > left.spaces ? refuse(COMBAT_REFUSAL.NoMovementLeft) : step({ ...state, moved: state.moved + spaces });
}

/** The second action of a turn is drawn with Lower Hand [DOA-14]. */
function secondActionHand(state: CombatState): HandEffect[] {
  return state.actionsUsed >= 1 ? [lowerHand()] : [];
}

/**
 * What an attack would draw now, or why it may not be made [DOA-14, DOA-15, DOA-16]: the
 * attacker's initiative card as TC, the target's AC as DR, the Primary Skill modifier or the
 * weapon's own skill's, as the book's "unless otherwise noted" allows (plus
 * Outnumbered: the spec's count, else the table's count on the target), Lower Hand for a second
 * action and for a lost sense. The one place both `attack` and `attackOdds` take it from, so the
 * odds shown are the odds drawn.
 */
export function attackDraw(state: CombatState, spec: Attack, rulings: DoaRulings = DEFAULT_RULINGS): ActionDraw | Refusal {
  if (state.phase !== "turns" || state.check) return refuse(REFUSAL.WrongPhase);
  const refusal = actionRefusal(state, spec.attacker);
  if (refusal) return refusal;
  const attacker = find(state, spec.attacker)!;
  const target = find(state, spec.target);
  if (!target || !attacker.initiative) return refuse(REFUSAL.UnknownCombatant);
  const modifier = Math.max(
    0,
    (spec.skill ? skillModifier(attacker.stats, spec.skill, rulings) : primarySkillModifier(attacker.stats, rulings)) +
      outnumberedBonus(spec.dealersAdjacent ?? target.outnumberedBy),
  );
  const dr = Math.min(6, Math.max(0, combatantArmorClass(target)));
  const hand = [...secondActionHand(state), ...senseLostHand(spec.needsSense ?? false, attacker.conditions), ...(spec.hand ?? [])];
  return { ok: true, owner: attacker.owner, target: { tc: attacker.initiative, dr, modifier }, hand };
}

/**
 * The odds of an attack before it is drawn [CORE-05, DOA-15]: the check `attack` would start, from
 * the attacker's deck as it lies (`cards`: its deck and discard pile, read by the caller), the
 * deck's exhaustion penalty included [DOA-06]. Null when the attack would be refused.
 */
export function attackOdds(state: CombatState, spec: Attack, cards: DeckCards, rulings: DoaRulings = DEFAULT_RULINGS): CheckOdds | null {
  const odds = actionOdds(state, attackDraw(state, spec, rulings), cards, rulings);
  const target = find(state, spec.target);
  // Against colour-matching armour only colour-matched hits land [DOA-18].
  return odds && target ? { ...odds, success: landingOdds(wornArmor(target), odds) } : odds;
}

/** The odds of the check an action would draw, the deck's exhaustion penalty included [DOA-06]; null when refused. */
function actionOdds(state: CombatState, draw: ActionDraw | Refusal, cards: DeckCards, rulings: DoaRulings): CheckOdds | null {
  if (!draw.ok) return null;
  const hand = [...draw.hand, ...exhaustionHand(state.decks[draw.owner]!.exhaustions)];
  return checkOdds(cards.deck, draw.target, { hand, discards: cards.discards, rulings });
}

function attack(state: CombatState, spec: Attack, rulings: DoaRulings): CombatStep | Refusal {
  const draw = attackDraw(state, spec, rulings);
  if (!draw.ok) return draw;
  const damage = spec.damage ?? rulings.defaultDamage;
  if (!Number.isInteger(damage) || damage < 0) return refuse(REFUSAL.BadNumber);
  const kind = find(state, spec.attacker)!.stats.kind;
  const pending: CombatPending = {
    kind: "attack",
    id: spec.attacker,
    target: spec.target,
    damage: { points: damage, kind: spec.damageKind ?? "physical" },
  };
  return runCheck(state, pending, { kind, target: draw.target, hand: draw.hand }, draw.owner, [], rulings);
}

function resolveAttack(state: CombatState, pending: CombatPending, check: CheckState): CombatState {
  const attacker = find(state, pending.id)!;
  const target = find(state, pending.target!)!;
  // Armour that requires colour-matched hits turns aside any other success [DOA-18].
  const hit = checkSucceeded(check) && !(check.result && check.target && armorTurnsAside(wornArmor(target), check.result, check.target.tc));
  const wasOut = isKnockedOut(target.vitals);
  const counted = { ...state, actionsUsed: state.actionsUsed + 1 };
  if (!hit) {
    const result: AttackResult = {
      attacker: attacker.id,
      target: target.id,
      report: check.result,
      hit,
      taken: { hp: 0, ap: 0 },
      knockedOut: wasOut,
      hitWhileKnockedOut: false,
    };
    return { ...counted, lastAttack: result, lastTreat: null };
  }
  const dealt = applyDamage(target.vitals, pending.damage?.points ?? 0, pending.damage?.kind ?? "physical");
  const hurt = update(counted, target.id, {
    vitals: dealt.vitals,
    recentDamage: { hp: target.recentDamage.hp + dealt.taken.hp, ap: target.recentDamage.ap + dealt.taken.ap },
    lastAttackerTc: attacker.initiative,
  });
  const knockedOut = isKnockedOut(dealt.vitals);
  const result: AttackResult = {
    attacker: attacker.id,
    target: target.id,
    report: check.result,
    hit,
    taken: dealt.taken,
    knockedOut,
    hitWhileKnockedOut: wasOut,
  };
  // The round of the knock-out sets the DR of treating them [DOA-16].
  const onset = knockedOut && !wasOut ? update(hurt, target.id, { knockedOutRound: state.round }) : hurt;
  return { ...onset, lastAttack: result, lastTreat: null };
}

/**
 * What breaking free would draw now [DOA-16]: an Entangled combatant spends an action on a DR 3
 * Strength check against the TC the GM reveals (at Lower Hand as a second action).
 */
export function breakFreeDraw(state: CombatState, id: string, tc: SuitedCard): ActionDraw | Refusal {
  if (state.phase !== "turns" || state.check) return refuse(REFUSAL.WrongPhase);
  const refusal = actionRefusal(state, id);
  if (refusal) return refusal;
  const combatant = find(state, id)!;
  if (!combatant.conditions.entangled) return refuse(COMBAT_REFUSAL.NotEntangled);
  return {
    ok: true,
    owner: combatant.owner,
    target: entangledCheck(tc, attributeModifier(combatant.stats, "STR")),
    hand: secondActionHand(state),
  };
}

/** The odds of breaking free against this TC before the draw [CORE-05, DOA-16]; null when it would be refused. */
export function breakFreeOdds(
  state: CombatState,
  id: string,
  tc: SuitedCard,
  cards: DeckCards,
  rulings: DoaRulings = DEFAULT_RULINGS,
): CheckOdds | null {
  return actionOdds(state, breakFreeDraw(state, id, tc), cards, rulings);
}

function breakFree(state: CombatState, id: string, tc: SuitedCard, rulings: DoaRulings): CombatStep | Refusal {
  const draw = breakFreeDraw(state, id, tc);
  if (!draw.ok) return draw;
  return runCheck(
    state,
    { kind: "breakFree", id, target: null, damage: null },
    { kind: find(state, id)!.stats.kind, target: draw.target, hand: draw.hand },
    draw.owner,
    [],
    rulings,
  );
}

/** The Dealers who could be attacking `id` within 1 space: every Dealer in the fight but itself [DOA-16]. */
export function outnumberingDealers(state: CombatState, id: string): number {
  return state.combatants.filter((combatant) => combatant.id !== id && combatant.stats.kind === "dealer").length;
}

/** Outnumbered [DOA-16]: the table's count of Dealers attacking `id` within 1 space, from none to every other Dealer. */
function setOutnumbered(state: CombatState, id: string, dealers: number): CombatStep | Refusal {
  if (!find(state, id)) return refuse(REFUSAL.UnknownCombatant);
  if (!Number.isInteger(dealers) || dealers < 0 || dealers > outnumberingDealers(state, id)) return refuse(REFUSAL.BadNumber);
  return step(update(state, id, { outnumberedBy: dealers }));
}

/** The round a Knocked Out combatant went down in; one stored without it counts from round 1 [DOA-16]. */
export function knockedOutSince(combatant: Combatant): number {
  return combatant.knockedOutRound || 1;
}

/** Rounds begun since a Knocked Out combatant went down: the DR of treating them falls by one for each [DOA-16]. */
function roundsKnockedOut(state: CombatState, combatant: Combatant): number {
  return state.round - knockedOutSince(combatant);
}

/**
 * What treating a Knocked Out combatant would draw now, or why not [DOA-16, DOA-17]: the healer's
 * Craft check (a Dealer's Healing Power: Primary Skill) against the KO combatant's initiative
 * card, DR 5 − 1 per round since the knock-out; Lower Hand as a second action.
 */
export function treatDraw(state: CombatState, spec: Treatment, rulings: DoaRulings = DEFAULT_RULINGS): ActionDraw | Refusal {
  if (state.phase !== "turns" || state.check) return refuse(REFUSAL.WrongPhase);
  const refusal = actionRefusal(state, spec.healer);
  if (refusal) return refusal;
  const healer = find(state, spec.healer)!;
  const patient = find(state, spec.target);
  if (!patient?.initiative) return refuse(REFUSAL.UnknownCombatant);
  if (!isKnockedOut(patient.vitals)) return refuse(COMBAT_REFUSAL.NotKnockedOut);
  const power = spec.method === "power";
  if (power && healer.stats.kind !== "dealer") return refuse(COMBAT_REFUSAL.PowersAreDealers);
  const modifier = power ? primarySkillModifier(healer.stats, rulings) : skillModifier(healer.stats, "craft", rulings);
  return {
    ok: true,
    owner: healer.owner,
    target: reviveCheck(patient.initiative, roundsKnockedOut(state, patient), modifier),
    hand: secondActionHand(state),
  };
}

/** The check a turn begins with, drawn as soon as the turn before it ends or is delayed [DOA-16]. */
export interface TurnStartOdds {
  /** A Stun check by the one whose turn begins, or a caster's sense check on it (`target`). */
  readonly kind: "stun" | "sense";
  /** Who draws it. */
  readonly id: string;
  /** A sense check's Blinded or Deafened combatant; null for a Stun check. */
  readonly target: string | null;
  readonly odds: CheckOdds;
}

/**
 * The odds of the check the next turn begins with [CORE-05, DOA-16]: the current turn ended as End
 * turn ends it (a delay begins the same next turn), and the check that starts, if any, from the
 * drawer's deck as it lies (`cardsOf`: its deck and discard pile; the step draws nothing before
 * it). Null when the next turn begins with no check.
 */
export function turnStartOdds(
  state: CombatState,
  cardsOf: (owner: string) => DeckCards,
  rulings: DoaRulings = DEFAULT_RULINGS,
): TurnStartOdds | null {
  if (state.phase !== "turns" || state.check) return null;
  const ended = endTurn(state, rulings);
  if (!ended.ok) return null;
  const { check, pending } = ended.state;
  if (!check?.target || check.phase !== "drawing" || (pending?.kind !== "stun" && pending?.kind !== "sense")) return null;
  const { deck, discards } = cardsOf(check.deck.owner);
  const odds = checkOdds(deck, check.target, { hand: check.hand, discards, rulings });
  return { kind: pending.kind, id: pending.id, target: pending.target, odds };
}

/** The odds of a treatment before the draw [CORE-05, DOA-16]; null when it would be refused. */
export function treatOdds(state: CombatState, spec: Treatment, cards: DeckCards, rulings: DoaRulings = DEFAULT_RULINGS): CheckOdds | null {
  return actionOdds(state, treatDraw(state, spec, rulings), cards, rulings);
}

function treat(state: CombatState, spec: Treatment, rulings: DoaRulings): CombatStep | Refusal {
  const draw = treatDraw(state, spec, rulings);
  if (!draw.ok) return draw;
  const pending: CombatPending = { kind: "treat", id: spec.healer, target: spec.target, damage: null };
  return runCheck(
    state,
    pending,
    { kind: find(state, spec.healer)!.stats.kind, target: draw.target, hand: draw.hand },
    draw.owner,
    [],
    rulings,
  );
}

/** A treatment spent an action; success brings the KO combatant to 0 HP, conscious [DOA-16, DOA-17]. */
function resolveTreat(state: CombatState, healer: string, target: string, revived: boolean): CombatState {
  const counted: CombatState = { ...state, actionsUsed: state.actionsUsed + 1, lastTreat: { healer, target, revived }, lastAttack: null };
  if (!revived) return counted;
  const patient = find(counted, target)!;
  return update(counted, target, { vitals: { ...patient.vitals, hp: Math.max(0, patient.vitals.hp) }, knockedOutRound: 0 });
}

/**
 * Whom the current combatant may delay their turn after: those still to act this round (the
 * Knocked Out, whose turns are skipped, are no place to wait for) [DOA-13, DOA-16]; none for a
 * non-Dealer or once they have moved or acted.
 */
export function delayTargets(state: CombatState): string[] {
  const current = currentCombatant(state);
  if (!current || state.phase !== "turns" || state.check || current.stats.kind !== "dealer" || state.actionsUsed > 0 || state.moved > 0)
    return [];
  return state.order.slice(state.turn + 1).filter((id) => !isKnockedOut(find(state, id)!.vitals));
}

/** Delay [DOA-13, DOA-16]: the current Dealer's turn moves to just after `after`; the next combatant's turn begins now. */
function delay(state: CombatState, id: string, after: string, rulings: DoaRulings): CombatStep | Refusal {
  const refusal = turnRefusal(state, id);
  if (refusal) return refusal;
  if (find(state, id)!.stats.kind !== "dealer") return refuse(COMBAT_REFUSAL.DelayDealersOnly);
  if (state.actionsUsed > 0 || state.moved > 0) return refuse(COMBAT_REFUSAL.DelayBeforeActing);
  const at = state.order.indexOf(after);
  if (at <= state.turn) return refuse(COMBAT_REFUSAL.DelayPastActed);
  const others = state.order.filter((other) => other !== id);
  // Without the delaying Dealer, `after` sits one place earlier; the Dealer goes just behind it.
  const order = [...others.slice(0, at), id, ...others.slice(at)];
  const delays = { order: state.delays?.order ?? state.order, ids: [...(state.delays?.ids ?? []), id] };
  return beginTurn({ ...state, order, delays }, [], rulings, 0);
}

/**
 * Toughening Up [DOA-04]: a Dealer spends one Fate Card to ignore one point of damage taken since
 * the end of their previous turn; a free action. "Fate Cards may also be expended to ignore damage
 * equal to the number of Fate Cards used", so it may be taken again while damage is left, unless the
 * world reads Toughening Up as the combat cap (`fateDamageOncePerRound`).
 */
function toughenUp(state: CombatState, id: string, spend: FateSpend, rulings: DoaRulings): CombatStep | Refusal {
  const combatant = find(state, id);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (!canUseFateCards(combatant.stats.kind, rulings)) return refuse(REFUSAL.CannotUseFateCards);
  if (rulings.fateDamageOncePerRound && combatant.toughenedRound === state.round) return refuse(REFUSAL.ToughenedThisRound);
  if (combatant.recentDamage.hp + combatant.recentDamage.ap === 0) return refuse(REFUSAL.NoDamageToIgnore);
  const spent = spendFate(state.decks[combatant.owner]!, spend);
  if (!spent.ok) return spent;
  const restored = restoreDamage(combatant.vitals, combatant.recentDamage, 1);
  const next = update({ ...state, decks: { ...state.decks, [combatant.owner]: spent.deck } }, id, {
    vitals: restored.vitals,
    recentDamage: restored.taken,
    toughenedRound: state.round,
    ...(isKnockedOut(restored.vitals) ? {} : { knockedOutRound: 0 }),
  });
  return step(next, spent.effects);
}

/**
 * The GM changed a combatant's Health or Armour outside the card [DOA-17]: the card takes the new
 * values; falling beyond 0 HP knocks them out from this round, rising to 0 or more brings them to.
 */
function setVitals(state: CombatState, id: string, hp: number, ap: number): CombatStep | Refusal {
  const combatant = find(state, id);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (!Number.isInteger(hp) || !Number.isInteger(ap) || ap < 0) return refuse(REFUSAL.BadNumber);
  const vitals = { ...combatant.vitals, hp, ap };
  const wasOut = isKnockedOut(combatant.vitals);
  const out = isKnockedOut(vitals);
  return step(
    update(state, id, { vitals, ...(out && !wasOut ? { knockedOutRound: state.round } : {}), ...(!out ? { knockedOutRound: 0 } : {}) }),
  );
}

/**
 * A deck's counters as set outside the card [DOA-05, DOA-06]: a Fate token the GM awarded on the
 * Dealer's sheet mid-fight can be spent in this fight (Toughening Up, a redraw). A running check of
 * that deck takes them too (its copy of the deck); its Lower Hand was set when it began.
 */
function setDeckCounters(state: CombatState, owner: string, fateTokens: number, exhaustions: number): CombatStep | Refusal {
  const deck = state.decks[owner];
  if (!deck) return refuse(REFUSAL.UnknownCombatant);
  if (![fateTokens, exhaustions].every((count) => Number.isInteger(count) && count >= 0)) return refuse(REFUSAL.BadNumber);
  const counters = { fateTokens, exhaustions };
  const check = state.check?.deck.owner === owner ? { ...state.check, deck: { ...state.check.deck, ...counters } } : state.check;
  return step({ ...state, decks: { ...state.decks, [owner]: { ...deck, ...counters } }, check });
}

/** Ties are chosen in round 1, before anyone has moved or acted [DOA-13]. */
function mayChooseTies(state: CombatState): boolean {
  return state.phase === "turns" && state.round === 1 && state.turn === 0 && state.actionsUsed === 0 && state.moved === 0 && !state.check;
}

/**
 * The combatants tied with this one on initiative, in turn order, while they may still choose
 * their order among themselves [DOA-13]; empty when there is no tie or the choice is past. The
 * group sits together in `order`, which is sorted by initiative.
 */
export function tieGroup(state: CombatState, id: string): string[] {
  const value = (who: string): number | null => {
    const card = find(state, who)?.initiative;
    return card ? initiativeValue(card) : null;
  };
  const own = value(id);
  if (!mayChooseTies(state) || own === null) return [];
  const tied = state.order.filter((who) => value(who) === own);
  return tied.length >= 2 ? tied : [];
}

/** Players with equal initiative may choose their order among themselves, before anyone acts [DOA-13]. */
function tieOrder(state: CombatState, order: readonly string[]): CombatStep | Refusal {
  if (!mayChooseTies(state)) return refuse(REFUSAL.WrongPhase);
  const tied = order[0] === undefined ? [] : tieGroup(state, order[0]);
  if (tied.length < 2 || order.length !== tied.length || !tied.every((id) => order.includes(id))) return refuse(REFUSAL.NotTied);
  const start = state.order.indexOf(tied[0]!);
  const reordered = [...state.order.slice(0, start), ...order, ...state.order.slice(start + tied.length)];
  return step({ ...state, order: reordered });
}

/**
 * A combat whose card is gone (the message deleted, or the chat log cleared) ends where it stands
 * (ruling): a running check's cards and every initiative card leave the tables as at its end (aces
 * to the hand as Fate Cards), and nothing of the running check is applied [CORE-03].
 */
export function abandonCombat(state: CombatState): CombatStep {
  if (state.phase === "ended") return step(state);
  const check = state.check ? abandonCheck(state.check) : null;
  const decks = check ? { ...state.decks, [check.state.deck.owner]: check.state.deck } : state.decks;
  const ended = endCombat({ ...state, decks, check: null, pending: null });
  return step(ended.state, [...(check?.effects ?? []), ...ended.effects]);
}

/** Combat ends: initiative cards leave the tables (aces to the hand as Fate Cards). */
function endCombat(state: CombatState): CombatStep {
  let decks = state.decks;
  const effects: TableEffect[] = [];
  for (const owner of new Set(state.combatants.map((combatant) => combatant.owner))) {
    const cards = state.combatants
      .filter((combatant) => combatant.owner === owner && combatant.initiative)
      .map((combatant) => combatant.initiative!);
    const cleared = clearFromTable(decks[owner]!, cards);
    decks = { ...decks, [owner]: cleared.deck };
    effects.push(...cleared.effects);
  }
  return step({ ...state, decks, phase: "ended" }, effects);
}
