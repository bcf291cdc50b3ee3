/**
 * Contested checks [DOA-12]: the attacker reveals a TC (drawn from their deck, or one already on
 * the table) and sets DR = max(0, 4 − attacker's modifier); each target then draws against it with
 * their own modifier, one after another, and succeeds (resists) or fails on their own.
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
import { checkReducer, checkSucceeded, clearFromTable, startCheck } from "./check.ts";
import type { CheckAction, CheckState } from "./check.ts";
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
  /** The draw in progress: the TC, then each target's check. */
  readonly check: CheckState | null;
  readonly phase: "tc" | "targets" | "done";
}

export type ContestedAction = { readonly type: "check"; readonly action: CheckAction };

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
  if (setup.tc) return nextTarget({ ...base, phase: "targets" }, [], rulings);
  const tcDraw = startCheck(
    { deck: setup.decks[setup.attacker.owner]!, kind: setup.attacker.kind, target: null, keepOnTable: true },
    rulings,
  );
  if (!tcDraw.ok) return tcDraw;
  return settle(base, tcDraw.state, tcDraw.effects, rulings);
}

export function contestedReducer(state: ContestedState, action: ContestedAction, rulings: DoaRulings = DEFAULT_RULINGS): ContestedStep | Refusal {
  if (!state.check) return refuse(REFUSAL.WrongPhase);
  const next = checkReducer(state.check, action.action, rulings);
  if (!next.ok) return next;
  return settle(state, next.state, next.effects, rulings);
}

/** Store the sub-check; when it is done, move on (TC → targets → done). */
function settle(state: ContestedState, check: CheckState, effects: ContestedStep["effects"], rulings: DoaRulings): ContestedStep | Refusal {
  const decks = { ...state.decks, [check.deck.owner]: check.deck };
  if (check.phase !== "done") return step({ ...state, decks, check }, effects);
  if (state.phase === "tc") {
    if (!check.kept) return step({ ...state, decks, check: null, phase: "done" }, effects);
    return nextTarget({ ...state, decks, tc: check.kept, check: null, phase: "targets" }, effects, rulings);
  }
  const target = state.targets[state.results.length]!;
  const result: ContestedResult = { id: target.id, resisted: checkSucceeded(check), report: check.result };
  return nextTarget({ ...state, decks, check: null, results: [...state.results, result] }, effects, rulings);
}

function nextTarget(state: ContestedState, effects: ContestedStep["effects"], rulings: DoaRulings): ContestedStep | Refusal {
  const target = state.targets[state.results.length];
  if (!target) {
    if (!state.tcDrawnHere || !state.tc) return step({ ...state, phase: "done" }, effects);
    const owner = state.attacker.owner;
    const cleared = clearFromTable(state.decks[owner]!, [state.tc]);
    return step({ ...state, decks: { ...state.decks, [owner]: cleared.deck }, phase: "done" }, [...effects, ...cleared.effects]);
  }
  const started = startCheck(
    { deck: state.decks[target.owner]!, kind: target.kind, target: { tc: state.tc!, dr: state.dr, modifier: target.modifier }, hand: target.hand },
    rulings,
  );
  if (!started.ok) return started;
  return settle(state, started.state, [...effects, ...started.effects], rulings);
}
