import { parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { createCharacter } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import type { Combatant } from "../../../src/rules/bastards/combatants.ts";
import { handStack } from "../../../src/rules/bastards/decks.ts";
import { drive, settle } from "../../../src/rules/bastards/procedures/draws.ts";
import { opposition, startOpposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionAction } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionState, OpposedDraw, Side } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import type { BastardsRulings } from "../../../src/rules/bastards/rulings.ts";
import { stackedTable } from "./helpers.ts";

export const A = (code: string): Card => parseCard(code, "A");

export function fated(suit: "C" | "D" | "H" | "S", changes: Partial<Character> = {}): Character {
  return { ...createCharacter(suit), phase: "play", ...changes };
}

export async function act(table: MemoryTable, state: OppositionState, action: OppositionAction): Promise<OppositionState> {
  const result = await drive(table, opposition, state, action);
  if (!result.ok) throw new Error(`${action.type}: ${result.reason}`);
  return result.state;
}

/**
 * Start an opposition on a scripted deck and play initiative: `top` lists the cards dealt (each
 * combatant's opening hand in seating order) and any cards after; each combatant plays the first
 * card of its opening hand as initiative. `joiners`: who else the table has stacks for, to join later.
 */
export async function beginDuel(
  combatants: readonly Combatant[],
  top: string,
  rulings: BastardsRulings = DEFAULT_RULINGS,
  joiners: readonly string[] = [],
): Promise<{ table: MemoryTable; state: OppositionState }> {
  const table = stackedTable([...combatants.map((combatant) => combatant.key), ...joiners], parseCards(top, "A"));
  const started = await settle(table, opposition, startOpposition(combatants, rulings));
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  const dealt = parseCards(top, "A");
  let seat = 0;
  for (const combatant of state.combatants) {
    const first = dealt[seat]!;
    seat += combatant.handCount;
    state = await act(table, state, {
      type: "chooseInitiative",
      actor: combatant.key,
      card: first,
      hand: table.contents(handStack(combatant.key)),
    });
  }
  return { table, state };
}

/** Why the rules refuse `action`, or "accepted". */
export async function refusalOf(table: MemoryTable, state: OppositionState, action: OppositionAction): Promise<string> {
  const result = await drive(table, opposition, state, action);
  return result.ok ? "accepted" : result.reason;
}

export function hand(table: MemoryTable, actor: string): readonly Card[] {
  return table.contents(handStack(actor));
}

/** A side of an opposed draw whose cards are all known (after the reveal). */
export function side(actor: string, cards: string, extra: Partial<Side> = {}): Side {
  const [down, ...up] = parseCards(cards, "A").filter((card) => card.kind === "suited");
  return {
    actor,
    skill: "combat:unarmed",
    specialty: 0,
    cap: 5,
    faceDown: true,
    faceDownCard: down ?? null,
    faceUp: up,
    fromDeck: [],
    stopped: true,
    wildcardsDone: true,
    ...extra,
  } as Side;
}

export function opposedDraw(attacker: Side, defender: Side, extra: Partial<OpposedDraw> = {}): OpposedDraw {
  return {
    kind: "physical",
    melee: true,
    pool: "body",
    attackerTrait: "body",
    defenderTrait: "mind",
    modifier: 0,
    rangePenalty: 0,
    intimidate: false,
    trip: false,
    counter: false,
    stage: "consequences",
    attacker,
    defender,
    bettor: "attacker",
    result: null,
    ...extra,
  };
}

/** A state in the middle of turns, for scoring and damage checks. */
export function duelState(combatants: readonly Combatant[], extra: Partial<OppositionState> = {}): OppositionState {
  return {
    rulings: DEFAULT_RULINGS,
    combatants,
    phase: "turns",
    round: 1,
    order: combatants.map((c) => c.key),
    turn: {
      actor: combatants[0]!.key,
      stage: "action",
      discarded: false,
      swapped: false,
      attacksLeft: 1,
      weaponsUsed: [],
      extremeMovement: false,
    },
    acted: [],
    initiativeChosen: [],
    draw: null,
    lastResult: null,
    pending: null,
    drawFor: null,
    question: null,
    active: [],
    offers: [],
    woundOffer: null,
    endedBy: null,
    finishing: null,
    meditation: null,
    advantageLog: [],
    flight: null,
    chase: false,
    distance: null,
    fled: [],
    involved: [],
    ...extra,
  };
}
