/**
 * The combat chat card [F52-04 … F52-20], its pure half: one message holds a whole 52 Fates combat,
 * wrapping the pure `reduceCombat`. The GM begins it (hands dealt, initiative drawn); each
 * participant's owner plays from their own hand on their group's turn; the target answers an attack
 * with its own cards; the GM ends the round (the refill [F52-18]). Its state holds only what the
 * rules have revealed: hand sizes, never hand contents [CORE-06, F52-04]. The model and the
 * procedure are in combat-procedure.ts.
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import type { DrawOutcome, TableEffect } from "../../../rules/cards/table.ts";
import {
  DISCARD,
  abandonCombat,
  joinRefusal,
  completeSetup,
  playsFromOwnHand,
  reduceCombat,
  refuse,
  startCombat,
} from "../../../rules/fates52/index.ts";
import type { CombatAction, CombatSetup, CombatState, CompleteCombatSetup, Joiner, Outcome } from "../../../rules/fates52/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import type { ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { F52_I18N } from "../ids.ts";
import { WHOLE_DECK, codesOf, suitedFromCodes } from "./cards.ts";

// The template moved to card-names.ts (used at init); re-exported for its importers.
export { COMBAT_TEMPLATE } from "./card-names.ts";

const R = `${F52_I18N}.Refusal`;

/** Every key always present (absent = null), as the card's schema stores it. */
export interface CombatCardState {
  readonly actorId: string;
  /** The setup the GM's client gathered, its defaults spelled out. */
  readonly setup: CompleteCombatSetup;
  /** null until the GM begins the fight. */
  readonly combat: CombatState | null;
  /** Codes of the cards known face up on the discard pile since its last reshuffle (for the odds). */
  readonly discard: readonly string[];
}

/**
 * A world actor asked to join the fight (Foundry's tracker, tracker-roster.ts): read on the GM's
 * client (gather.ts `readJoiner`) before the rules see it (joinCombatCard), never taken as sent.
 */
export interface JoinRequest {
  readonly type: "joinActor";
  readonly actor: string;
}

export type CombatCardAction = { readonly type: "begin" } | JoinRequest | CombatAction;

type CombatCardStep = Outcome<{ readonly state: CombatCardState; readonly effects: readonly TableEffect[] }>;

/** `start` receives the setup the GM's client gathered from the actors, and the discard pile's codes. */
export function startCombatCard(actorId: string, input: unknown): Outcome<{ readonly state: CombatCardState }> {
  const setup = isRecord(input) ? input["setup"] : undefined;
  if (!isRecord(input) || !isRecord(setup) || !Array.isArray(setup["players"]) || !Array.isArray(setup["monsters"]))
    return refuse("DECKBOUND.Refusal.Malformed");
  const discard = suitedFromCodes(input["discard"] ?? [], WHOLE_DECK);
  if (!discard) return refuse("DECKBOUND.Refusal.Malformed");
  const trial = startCombat(setup as unknown as CombatSetup);
  if (!trial.ok) return trial;
  return { ok: true, state: { actorId, setup: completeSetup(setup as unknown as CombatSetup), combat: null, discard: codesOf(discard) } };
}

/** Who may take an action: the Fate Dealer (GM) any; a player only those of the player characters they own. */
function mayAct(state: CombatState, action: CombatCardAction, who: Requester): Outcome<{}> {
  if (who.isGM) return { ok: true };
  if (!("actor" in action)) return refuse(`${R}.GameMasterOnly`);
  const participant = state.participants.find((candidate) => candidate.key === action.actor);
  return participant?.side === "players" && who.owns?.(participant.key) ? { ok: true } : refuse(`${R}.NotYours`);
}

/** Cards moved onto the discard pile by these effects. */
function discardedBy(effects: readonly { type: string; to?: string; cards?: readonly SuitedCard[] }[]): string[] {
  return effects.flatMap((effect) => (effect.type === "move" && effect.to === DISCARD ? codesOf(effect.cards ?? []) : []));
}

export function reduceCombatCard(state: CombatCardState, action: CombatCardAction, who: Requester): CombatCardStep {
  if (action.type === "begin") {
    if (!who.isGM) return refuse(`${R}.GameMasterOnly`);
    if (state.combat) return refuse(`${R}.WrongPhase`);
    const started = startCombat(state.setup);
    if (!started.ok) return started;
    return { ok: true, state: { ...state, combat: started.state }, effects: started.effects };
  }
  // What only the table reports (draws), or the GM's client reads (a joiner), never comes as a request.
  if (action.type === "drawn" || action.type === "join" || action.type === "joinActor") return refuse("DECKBOUND.Refusal.Malformed");
  if (!state.combat) return action.type === "leave" ? leaveBeforeFight(state, action.target, who) : refuse(`${R}.WrongPhase`);
  const allowed = mayAct(state.combat, action, who);
  if (!allowed.ok) return allowed;
  const step = reduceCombat(state.combat, action);
  if (!step.ok) return step;
  return {
    ok: true,
    state: { ...state, combat: step.state, discard: [...state.discard, ...discardedBy(step.effects as never)] },
    effects: step.effects,
  };
}

/** Before the deal, the Fate Dealer takes someone out of the fight: one fewer to deal to. */
function leaveBeforeFight(state: CombatCardState, key: string, who: Requester): CombatCardStep {
  if (!who.isGM) return refuse(`${R}.GameMasterOnly`);
  const players = state.setup.players.filter((player) => player.key !== key);
  const monsters = state.setup.monsters.filter((monster) => monster.key !== key);
  if (players.length + monsters.length === state.setup.players.length + state.setup.monsters.length) {
    return refuse(`${R}.UnknownParticipant`);
  }
  return { ok: true, state: { ...state, setup: { ...state.setup, players, monsters } }, effects: [] };
}

/**
 * Someone joins [F52-04, F52-05], as the GM's client read them: the Fate Dealer brings anyone in, a
 * player their own character. Before the fight begins they are one more to deal to; after, the
 * rules' `join` seats them. The setup lists them either way (validCombatState).
 */
export function joinCombatCard(state: CombatCardState, joiner: Joiner, who: Requester): CombatCardStep {
  if (!who.isGM && !("player" in joiner && who.owns?.(joiner.player.key))) return refuse(`${R}.NotYours`);
  const refusal = joinRefusal(
    [...state.setup.players, ...state.setup.monsters].map((entry) => entry.key),
    joiner,
  );
  if (refusal) return refuse(refusal);
  const setup = completeSetup({
    players: "player" in joiner ? [...state.setup.players, joiner.player] : state.setup.players,
    monsters: "monster" in joiner ? [...state.setup.monsters, joiner.monster] : state.setup.monsters,
    rulings: state.setup.rulings,
  });
  if (!state.combat) {
    const trial = startCombat(setup);
    return trial.ok ? { ok: true, state: { ...state, setup }, effects: [] } : trial;
  }
  const step = reduceCombat(state.combat, { type: "join", joiner });
  if (!step.ok) return step;
  return {
    ok: true,
    state: { ...state, setup, combat: step.state, discard: [...state.discard, ...discardedBy(step.effects as never)] },
    effects: step.effects,
  };
}

/**
 * The table reports what the step drew: the pure reducer resolves it (initiative, fumbles,
 * dying draws, hand counts). A reshuffle took every discard back into the deck [F52-18]; hands
 * emptied at 0 HP landed face up on the discard pile.
 */
export function combatCardAfterDraw(state: CombatCardState, draws: readonly DrawOutcome[]): CombatCardStep {
  const combat = state.combat;
  if (!combat || combat.pending.length === 0) return { ok: true, state, effects: [] };
  const purposes = combat.pending;
  const step = reduceCombat(combat, { type: "drawn", outcomes: draws });
  if (!step.ok) return step;
  const kept = draws.some((draw) => draw.reshuffles > 0) ? [] : state.discard;
  const emptiedHands = draws.flatMap((draw, index) => (purposes[index]?.type === "discard" ? codesOf(draw.cards) : []));
  return {
    ok: true,
    state: { ...state, combat: step.state, discard: [...kept, ...emptiedHands, ...discardedBy(step.effects as never)] },
    effects: step.effects,
  };
}

/** The card deleted mid-fight: the fight is over, its hands and table in the discard pile, as at its end. */
export function abandonCombatCard(state: CombatCardState): ProcedureStep<CombatCardState> {
  const abandoned = state.combat ? abandonCombat(state.combat) : null;
  if (!abandoned) return { state, effects: [] };
  return {
    state: { ...state, combat: abandoned.state, discard: [...state.discard, ...discardedBy(abandoned.effects as never)] },
    effects: abandoned.effects,
  };
}

/**
 * A stored state the card could have produced, beyond its schema: face-up codes of the one deck,
 * every participant's hand counted, the setup's fighters in the fight.
 */
export function validCombatState(state: CombatCardState): boolean {
  if (suitedFromCodes(state.discard, WHOLE_DECK) === null) return false;
  const combat = state.combat;
  if (combat === null) return true;
  const keys = [...state.setup.players, ...state.setup.monsters].map((entry) => entry.key);
  return combat.participants.every(
    (participant) => Object.hasOwn(combat.handCounts, participant.hand) && keys.includes(participant.key) && playsFromOwnHand(participant),
  );
}
