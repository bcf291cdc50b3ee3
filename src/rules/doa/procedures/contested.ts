/**
 * Contested checks [DOA-12]: the attacker reveals a TC (drawn from their deck, or one already on
 * the table) and sets DR = max(0, 4 − attacker's modifier); each target then draws against it with
 * their own modifier, one after another, and succeeds (resists) or fails on their own.
 *
 * Each target's draw waits for its own `draw` action once the TC is known (or the previous target
 * is done): never started automatically, so that target's odds can be shown before it [CORE-05].
 */
import type { SuitedCard } from "../../cards/card.ts";
import type { CardReport } from "../checks.ts";
import type { DeckState } from "../decks.ts";
import { REFUSAL, refuse } from "../refusals.ts";
import type { Refusal } from "../refusals.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { DoaRulings } from "../rulings.ts";
import type { CharacterKind } from "../stats.ts";
import type { HandEffect } from "../upper-lower-hand.ts";
import { abandonCheck, checkReducer, checkSucceeded, clearFromTable, startCheck } from "./check.ts";
import type { CheckAction, CheckSetup, CheckState } from "./check.ts";
import { step } from "./step.ts";
import type { Step } from "./step.ts";

export interface ContestedParty {
  readonly id: string;
  /** Owner of the deck this character draws from. */
  readonly owner: string;
  readonly kind: CharacterKind;
  readonly modifier: number;
  readonly hand?: readonly HandEffect[];
}

export interface ContestedResult {
  readonly id: string;
  readonly resisted: boolean;
  readonly report: CardReport | null;
}

export interface ContestedState {
  readonly procedure: "doa.contested";
  /** Every deck involved, by owner; sub-checks read and write them in turn. */
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly attacker: ContestedParty;
  readonly dr: number;
  /** The TC; null while the attacker is still drawing it. */
  readonly tc: SuitedCard | null;
  /** Whether the TC was drawn here (and so is cleared from the attacker's table at the end). */
  readonly tcDrawnHere: boolean;
  readonly targets: readonly ContestedParty[];
  readonly results: readonly ContestedResult[];
  /** The draw in progress: the TC, then each target's check; null while the next target's draw waits. */
  readonly check: CheckState | null;
  readonly phase: "tc" | "targets" | "done";
}

export type ContestedAction =
  /** The waiting target draws against the TC. */
  { readonly type: "draw" } | { readonly type: "check"; readonly action: CheckAction };

export type ContestedStep = Step<ContestedState>;

export function contestedDr(attackerModifier: number): number {
  return Math.max(0, 4 - attackerModifier);
}

export function startContested(
  setup: {
    readonly decks: Readonly<Record<string, DeckState>>;
    readonly attacker: ContestedParty;
    readonly targets: readonly ContestedParty[];
    /** A TC already revealed (e.g. the attacker's initiative card); otherwise the attacker draws one. */
    readonly tc?: SuitedCard;
  },
  rulings: DoaRulings = DEFAULT_RULINGS,
): ContestedStep | Refusal {
  const parties = [setup.attacker, ...setup.targets];
  if (setup.targets.length === 0 || parties.some((party) => !setup.decks[party.owner])) return refuse(REFUSAL.UnknownCombatant);
  if (parties.some((party) => !Number.isInteger(party.modifier) || party.modifier < 0)) return refuse(REFUSAL.BadModifier);
  const base: ContestedState = {
    procedure: "doa.contested",
    decks: setup.decks,
    attacker: setup.attacker,
    dr: contestedDr(setup.attacker.modifier),
    tc: setup.tc ?? null,
    tcDrawnHere: !setup.tc,
    targets: setup.targets,
    results: [],
    check: null,
    phase: "tc",
  };
  if (setup.tc) return nextTarget({ ...base, phase: "targets" }, []);
  const tcDraw = startCheck(
    { deck: setup.decks[setup.attacker.owner]!, kind: setup.attacker.kind, target: null, keepOnTable: true },
    rulings,
  );
  if (!tcDraw.ok) return tcDraw;
  return settle(base, tcDraw.state, tcDraw.effects);
}

export function contestedReducer(
  state: ContestedState,
  action: ContestedAction,
  rulings: DoaRulings = DEFAULT_RULINGS,
): ContestedStep | Refusal {
  if (action.type === "draw") return drawForTarget(state, rulings);
  if (!state.check) return refuse(REFUSAL.WrongPhase);
  const next = checkReducer(state.check, action.action, rulings);
  if (!next.ok) return next;
  return settle(state, next.state, next.effects);
}

/** Store the sub-check; when it is done, move on (TC → targets → done). */
function settle(state: ContestedState, check: CheckState, effects: ContestedStep["effects"]): ContestedStep {
  const decks = { ...state.decks, [check.deck.owner]: check.deck };
  if (check.phase !== "done") return step({ ...state, decks, check }, effects);
  if (state.phase === "tc") {
    if (!check.kept) return step({ ...state, decks, check: null, phase: "done" }, effects);
    return nextTarget({ ...state, decks, tc: check.kept, check: null, phase: "targets" }, effects);
  }
  const target = state.targets[state.results.length]!;
  const result: ContestedResult = { id: target.id, resisted: checkSucceeded(check), report: check.result };
  return nextTarget({ ...state, decks, check: null, results: [...state.results, result] }, effects);
}

/** Wait for the next target's draw; when every target has drawn, clear a TC drawn here and finish. */
function nextTarget(state: ContestedState, effects: ContestedStep["effects"]): ContestedStep {
  if (state.targets[state.results.length]) return step(state, effects);
  if (!state.tcDrawnHere || !state.tc) return step({ ...state, phase: "done" }, effects);
  const owner = state.attacker.owner;
  const cleared = clearFromTable(state.decks[owner]!, [state.tc]);
  return step({ ...state, decks: { ...state.decks, [owner]: cleared.deck }, phase: "done" }, [...effects, ...cleared.effects]);
}

/**
 * A contest whose card is gone before it was done (the message deleted, or the chat log cleared)
 * ends where it stands (ruling): a running check's cards and a TC drawn here leave the tables as at
 * its end (aces to the hand as Fate Cards), and no further result is taken [CORE-03].
 */
export function abandonContested(state: ContestedState): ContestedStep {
  if (state.phase === "done") return step(state);
  const check = state.check ? abandonCheck(state.check) : null;
  let decks = check ? { ...state.decks, [check.state.deck.owner]: check.state.deck } : state.decks;
  const effects = [...(check?.effects ?? [])];
  if (state.tcDrawnHere && state.tc) {
    const owner = state.attacker.owner;
    const cleared = clearFromTable(decks[owner]!, [state.tc]);
    decks = { ...decks, [owner]: cleared.deck };
    effects.push(...cleared.effects);
  }
  return step({ ...state, decks, check: null, phase: "done" }, effects);
}

/**
 * The target whose draw waits, with what they draw against: the TC, the contest's DR and their own
 * modifier [DOA-12]; null when no draw waits. The card shows this draw's odds from it.
 */
export function waitingTarget(state: ContestedState): { readonly party: ContestedParty; readonly setup: CheckSetup } | null {
  const party = state.phase === "targets" && !state.check && state.tc ? state.targets[state.results.length] : undefined;
  if (!party) return null;
  const target = { tc: state.tc!, dr: state.dr, modifier: party.modifier };
  return { party, setup: { deck: state.decks[party.owner]!, kind: party.kind, target, hand: party.hand } };
}

function drawForTarget(state: ContestedState, rulings: DoaRulings): ContestedStep | Refusal {
  const waiting = waitingTarget(state);
  if (!waiting) return refuse(REFUSAL.WrongPhase);
  const started = startCheck(waiting.setup, rulings);
  if (!started.ok) return started;
  return settle(state, started.state, started.effects);
}
