/**
 * The combat chat card [F52-04 … F52-20]: one message holds a whole 52 Fates combat, wrapping the
 * pure `reduceCombat`. The GM begins it (hands dealt, initiative drawn); each participant's owner
 * plays from their own hand on their group's turn; the target answers an attack with its own cards;
 * the GM ends the round (the refill [F52-18]). Its state holds only what the rules have revealed:
 * hand sizes, never hand contents [CORE-06, F52-04].
 */
import type { SuitedCard } from "../../rules/cards/card.ts";
import type { DrawOutcome } from "../../rules/cards/table.ts";
import { DISCARD, INCAPACITATIONS, reduceCombat, startCombat } from "../../rules/fates52/index.ts";
import type { CombatAction, CombatSetup, CombatState, Incapacitation } from "../../rules/fates52/index.ts";
import { refuse } from "../../foundry/registry/definition.ts";
import type { ChatProcedure, Outcome, Requester } from "../../foundry/registry/definition.ts";
import { codesOf, suitedFromCode, suitedFromCodes } from "./cards.ts";

export const COMBAT_MESSAGE = "fates52Combat";
export const COMBAT_TEMPLATE = "systems/deckbound/templates/fates52/chat/combat.hbs";

const R = "DECKBOUND.Fates52.Refusal";

export interface CombatCardState {
  readonly actorId: string;
  readonly setup: CombatSetup;
  /** null until the GM begins the fight. */
  readonly combat: CombatState | null;
  /** Codes of the cards known face up on the discard pile since its last reshuffle (for the odds). */
  readonly discard: readonly string[];
}

export type CombatCardAction = { readonly type: "begin" } | CombatAction;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `start` receives the setup the GM's client gathered from the actors, and the discard pile's codes. */
export function startCombatCard(actorId: string, input: unknown): Outcome<{ readonly state: CombatCardState }> {
  if (!isRecord(input) || !isRecord(input["setup"])) return refuse("DECKBOUND.Refusal.Malformed");
  const setup = input["setup"] as unknown as CombatSetup;
  const discard = suitedFromCodes(input["discard"] ?? []);
  if (!discard) return refuse("DECKBOUND.Refusal.Malformed");
  const trial = startCombat(setup);
  if (!trial.ok) return trial;
  return { ok: true, state: { actorId, setup, combat: null, discard: codesOf(discard) } };
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

export function reduceCombatCard(state: CombatCardState, action: CombatCardAction, who: Requester): ReturnType<ChatProcedure<CombatCardState>["reduce"]> {
  if (action.type === "begin") {
    if (!who.isGM) return refuse(`${R}.GameMasterOnly`);
    if (state.combat) return refuse(`${R}.WrongPhase`);
    const started = startCombat(state.setup);
    if (!started.ok) return started;
    return { ok: true, state: { ...state, combat: started.state }, effects: started.effects };
  }
  if (action.type === "drawn") return refuse("DECKBOUND.Refusal.Malformed");
  if (!state.combat) return refuse(`${R}.WrongPhase`);
  const allowed = mayAct(state.combat, action, who);
  if (!allowed.ok) return allowed;
  const step = reduceCombat(state.combat, action);
  if (!step.ok) return step;
  return { ok: true, state: { ...state, combat: step.state, discard: [...state.discard, ...discardedBy(step.effects as never)] }, effects: step.effects };
}

/**
 * The table reports what the step drew: the pure reducer resolves it (initiative, fumbles,
 * dying draws, hand counts). A reshuffle took every discard back into the deck [F52-18]; hands
 * emptied at 0 HP landed face up on the discard pile.
 */
export function combatCardAfterDraw(state: CombatCardState, draws: readonly DrawOutcome[]): ReturnType<ChatProcedure<CombatCardState>["reduce"]> {
  const combat = state.combat;
  if (!combat || combat.pending.length === 0) return { ok: true, state, effects: [] };
  const purposes = combat.pending;
  const step = reduceCombat(combat, { type: "drawn", outcomes: draws });
  if (!step.ok) return step;
  const kept = draws.some((draw) => draw.reshuffles > 0) ? [] : state.discard;
  const emptiedHands = draws.flatMap((draw, index) => (purposes[index]?.type === "discard" ? codesOf(draw.cards) : []));
  return { ok: true, state: { ...state, combat: step.state, discard: [...kept, ...emptiedHands, ...discardedBy(step.effects as never)] }, effects: step.effects };
}

/**
 * A stored state. The message is the GM's (players cannot write it), so this checks the shape that
 * the reducer and the template rely on rather than re-validating every rule.
 */
export function parseCombatState(raw: unknown): CombatCardState | null {
  if (!isRecord(raw) || typeof raw["actorId"] !== "string" || !isRecord(raw["setup"])) return null;
  const setup = raw["setup"];
  if (!Array.isArray(setup["players"]) || !Array.isArray(setup["monsters"])) return null;
  const discard = suitedFromCodes(raw["discard"] ?? []);
  const combat = raw["combat"];
  if (!discard) return null;
  if (combat !== null && !(isRecord(combat) && combat["version"] === 1 && Array.isArray(combat["participants"]) && isRecord(combat["handCounts"]))) return null;
  return { actorId: raw["actorId"], setup: setup as unknown as CombatSetup, combat: combat as CombatState | null, discard: codesOf(discard) };
}

const text = (data: Record<string, unknown>, key: string): string | undefined => {
  const value = data[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

const whole = (data: Record<string, unknown>, key: string): number => {
  const value = data[key];
  return typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
};

/** A button's data (strings from data-* attributes, or JSON from a macro) → a combat action. */
export function parseCombatAction(action: string, raw: unknown): Outcome<{ readonly action: CombatCardAction }> {
  const data = isRecord(raw) ? raw : {};
  const actor = text(data, "actor");
  const target = text(data, "target");
  const cards = suitedFromCodes(data["cards"] ?? []);
  const ok = (parsed: CombatCardAction) => ({ ok: true as const, action: parsed });
  const malformed = refuse("DECKBOUND.Refusal.Malformed");
  if (!cards) return refuse("DECKBOUND.Refusal.BadCard");
  switch (action) {
    case "begin":
    case "endRound":
    case "endCombat":
      return ok({ type: action });
    case "damage":
      return target ? ok({ type: "damage", target, amount: whole(data, "amount") }) : malformed;
    case "afflict":
      return target ? ok({ type: "afflict", target, strength: whole(data, "strength"), timed: data["timed"] === true || data["timed"] === "true" }) : malformed;
    case "incapacitate": {
      const level = text(data, "level");
      return target && INCAPACITATIONS.includes(level as Incapacitation) ? ok({ type: "incapacitate", target, level: level as Incapacitation }) : malformed;
    }
    default:
      break;
  }
  if (!actor) return malformed;
  switch (action) {
    case "attack":
      if (!target) return malformed;
      return ok({
        type: "attack", actor, target, cards,
        ...(data["unarmed"] === true || data["unarmed"] === "true" ? { unarmed: true } : {}),
        ...(text(data, "attackId") ? { attackId: text(data, "attackId")! } : {}),
      });
    case "maneuver":
      return ok({ type: "maneuver", actor, cards, ...(target ? { target } : {}) });
    case "cast":
      return target ? ok({ type: "cast", actor, target, cards }) : malformed;
    case "defend":
      return ok({ type: "defend", actor, cards });
    case "check": {
      const skill = text(data, "skill");
      return ok({ type: "check", actor, difficulty: whole(data, "difficulty"), ...(skill ? { backgroundSkill: skill } : {}) });
    }
    case "shakeOff": {
      // One card: `card` from a macro, or the single card picked on the chat card.
      const card = data["card"] === undefined ? (cards.length === 1 ? cards[0]! : null) : suitedFromCode(data["card"]);
      const effectId = text(data, "effectId");
      return card && effectId ? ok({ type: "shakeOff", actor, effectId, card }) : malformed;
    }
    case "dyingDraw":
    case "pass":
      return ok({ type: action, actor });
    case "wakeCheck":
      return ok({ type: "wakeCheck", actor, difficulty: whole(data, "difficulty") });
    case "move":
      return ok({ type: "move", actor, feet: whole(data, "feet") });
    default:
      return malformed;
  }
}
