/**
 * Someone joining a fight mid-way [F52-04, F52-05], or leaving it. The book deals the hands and
 * draws initiative "at the start of combat" and says nothing of arrivals; as played here (ruling):
 * - a player character is dealt its hand (its current maximum, as at the start) and acts with the
 *   players' group; one of a higher level than any before grows the Fate Dealer's hand from the next
 *   refill [F52-04, F52-18];
 * - a monster joins its Fate Dealer group; a group new to the fight waits, out of the order, until
 *   the Fate Dealer draws its initiative card face up (`drawArrival`, its chance to act this round
 *   shown first, `arrivalOdds`) and takes the place that card gives it among the groups (a tie goes
 *   to the groups already there, as the players win theirs and the Fate Dealer's first-listed groups
 *   theirs) [F52-05];
 * - it acts this round while its group's turn has not passed (it is now, or still to come), else
 *   from the next round.
 * Between exchanges and draws only (the reducer refuses it while one is open).
 */
import type { SuitedCard } from "../../cards/card.ts";
import { dealerHandSize } from "../character.ts";
import { DECK, DISCARD, PLAY } from "../decks.ts";
import { REFUSAL, refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";
import type { Joiner } from "./combat-actions.ts";
import { currentGroup, emitDraw, findParticipant } from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import { completeSetup, monsterParticipant, playerParticipant, validMonster, validPlayer } from "./combat-start.ts";
import type { CombatState } from "./combat-state.ts";

/** Why `joiner` cannot join a fight whose fighters have these keys (the combat's, or before it, its setup's); null if it can. */
export function joinRefusal(keys: readonly string[], joiner: Joiner): string | null {
  if (!("player" in joiner ? validPlayer(joiner.player) : validMonster(joiner.monster))) return REFUSAL.CannotJoin;
  return keys.includes("player" in joiner ? joiner.player.key : joiner.monster.key) ? REFUSAL.AlreadyFighting : null;
}

export function joinCombat(draft: Draft, joiner: Joiner): Outcome<{}> {
  const { state } = draft;
  const refusal = joinRefusal(
    state.participants.map((participant) => participant.key),
    joiner,
  );
  if (refusal) return refuse(refusal);
  const complete = completeSetup(
    "player" in joiner ? { players: [joiner.player], monsters: [] } : { players: [], monsters: [joiner.monster] },
  );
  const participant = "player" in joiner ? playerParticipant(complete.players[0]!) : monsterParticipant(complete.monsters[0]!);
  // Whose turn it is, before the newcomer (who owes one) is counted.
  const passed = groupTurnPassed(state, participant.group, currentGroup(state));
  const newGroup = !state.order.includes(participant.group);
  state.participants.push(participant);
  state.log.push({ type: "joined", actor: participant.key });
  if (participant.side === "players") {
    state.handCounts[participant.hand] = 0;
    followPlayerLevels(state);
    if (participant.status === "active") emitDraw(draft, DECK, participant.hand, participant.hp, { type: "hand", stack: participant.hand });
  }
  // A new group's place (and whether it has passed) waits for its card: drawArrival, then placeNewGroups.
  if (!newGroup) participant.acted = passed;
  return { ok: true };
}

/** The groups new to the fight waiting for their initiative card (none drawn, none being drawn), in the order they joined. */
export function awaitingGroups(state: CombatState): string[] {
  const drawing = new Set(state.pending.flatMap((purpose) => (purpose.type === "initiative" ? [purpose.group] : [])));
  const groups = [...new Set(state.participants.map((participant) => participant.group))];
  return groups.filter(
    (group) => !state.order.includes(group) && !drawing.has(group) && !state.initiative.some((entry) => entry.group === group),
  );
}

/** The Fate Dealer draws a waiting group's initiative card face up, for the first of its monsters [F52-05]. */
export function drawArrival(draft: Draft, group: string): Outcome<{}> {
  if (!awaitingGroups(draft.state).includes(group)) return refuse(REFUSAL.NotArriving);
  const first = draft.state.participants.find((participant) => participant.group === group)!;
  emitDraw(draft, DECK, PLAY, 1, { type: "initiative", group, drawnBy: first.key });
  return { ok: true };
}

/**
 * The odds before a waiting group's initiative draw [F52-05, CORE-05]: the chance it acts this round,
 * its card drawn uniformly from `unseen` (the cards not face up), each placed as placeNewGroups
 * places it. Null when the group is not waiting or no card is unseen.
 */
export function arrivalOdds(state: CombatState, group: string, unseen: readonly SuitedCard[]): number | null {
  if (!awaitingGroups(state).includes(group) || unseen.length === 0) return null;
  return unseen.filter((card) => !placeFor(state, card.rank).passed).length / unseen.length;
}

/** The Fate Dealer's hand: the highest level of the player characters fighting now, from the next refill [F52-04, F52-18]. */
function followPlayerLevels(state: CombatState): void {
  state.dealerHandSize = dealerHandSize(state.participants.filter((other) => other.side === "players").map((other) => other.level));
}

/** Whether `group`'s turn this round is over: before the current group, or every group has had its turn. */
function groupTurnPassed(state: CombatState, group: string, current: string | null): boolean {
  return current === null || state.order.indexOf(group) < state.order.indexOf(current);
}

/**
 * Mid-fight, a group new to the fight with its initiative card drawn takes its place in the order:
 * before the first group whose best card is lower [F52-05]. A place before the group whose turn it
 * is has passed: its monsters act from the next round.
 */
export function placeNewGroups(state: CombatState): void {
  const drawn = new Set(state.initiative.map((entry) => entry.group));
  const fresh = [...new Set(state.participants.map((participant) => participant.group))].filter(
    (group) => !state.order.includes(group) && drawn.has(group),
  );
  for (const group of fresh) {
    const { at, passed } = placeFor(state, bestCard(state, group));
    state.order.splice(at, 0, group);
    for (const participant of state.participants) if (participant.group === group) participant.acted = passed;
  }
}

/** A group's best initiative card (its rank; 0: none). */
function bestCard(state: CombatState, group: string): number {
  return state.initiative.filter((entry) => entry.group === group).reduce((high, entry) => Math.max(high, entry.card.rank), 0);
}

/** Where a new group whose best card has this rank goes in the order, and whether that place this round has passed. */
function placeFor(state: CombatState, rank: number): { readonly at: number; readonly passed: boolean } {
  const current = currentGroup(state);
  const found = state.order.findIndex((other) => bestCard(state, other) < rank);
  const at = found < 0 ? state.order.length : found;
  return { at, passed: current === null || at <= state.order.indexOf(current) };
}

/**
 * Someone leaving the fight mid-way (fled, or its player gone; the book says nothing of it, ruling):
 * a player character's hand goes to the discard pile, as at the fight's end [F52-18], and the Fate
 * Dealer's hand follows the highest level of those still fighting from the next refill [F52-04]; a
 * monster group left empty leaves the order, its initiative card with it. Between exchanges and draws only.
 */
export function leaveCombat(draft: Draft, key: string): Outcome<{}> {
  const { state } = draft;
  const leaver = findParticipant(state, key);
  if (!leaver) return refuse(REFUSAL.UnknownParticipant);
  state.participants = state.participants.filter((participant) => participant !== leaver);
  state.log.push({ type: "left", actor: leaver.key, name: leaver.name });
  if (leaver.side === "players") {
    const held = state.handCounts[leaver.hand] ?? 0;
    if (held > 0) emitDraw(draft, leaver.hand, DISCARD, held, { type: "discard" });
    delete state.handCounts[leaver.hand];
    followPlayerLevels(state);
  } else if (!state.participants.some((participant) => participant.group === leaver.group)) {
    // Its card no longer places anyone: a monster of that group joining later waits for a new one.
    state.order = state.order.filter((group) => group !== leaver.group);
    state.initiative = state.initiative.filter((entry) => entry.group !== leaver.group);
  }
  return { ok: true };
}
