/**
 * Small shared steps of the combat procedure. Each reducer step works on a fresh copy of the state
 * (a draft) and collects table effects beside it; a refusal simply drops the draft, so refused
 * actions change nothing.
 */
import type { SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import { DEALER_HAND, DISCARD, PLAY, handStack } from "../decks.ts";
import type { CombatState, DamageCause, DrawPurpose, Participant } from "./combat-state.ts";

export interface Draft {
  readonly state: CombatState;
  readonly effects: TableEffect[];
}

export function draftOf(state: CombatState): Draft {
  return { state: structuredClone(state), effects: [] };
}

export function findParticipant(state: CombatState, key: string): Participant | undefined {
  return state.participants.find((participant) => participant.key === key);
}

/** Draw from the deck (or a hand) and remember what the draw is for; the `drawn` action answers it. */
export function emitDraw(draft: Draft, from: string, to: string, count: number, purpose: DrawPurpose): void {
  draft.effects.push({ type: "draw", from, to, count, how: "top" });
  draft.state.pending.push(purpose);
}

/** Played cards go face up on the table [F52-07]. */
export function playFromHand(draft: Draft, participant: Participant, cards: readonly SuitedCard[]): void {
  if (cards.length === 0) return;
  draft.effects.push({ type: "move", cards, from: participant.hand, to: PLAY, position: "top" });
  draft.effects.push({ type: "reveal", stack: PLAY, cards });
  draft.state.handCounts[participant.hand] = Math.max(0, (draft.state.handCounts[participant.hand] ?? 0) - cards.length);
  draft.state.inPlay.push(...cards);
}

/** Cards drawn face up from the deck onto the table (initiative, fumble, checks…). */
export function revealDrawn(draft: Draft, cards: readonly SuitedCard[]): void {
  if (cards.length === 0) return;
  draft.effects.push({ type: "reveal", stack: PLAY, cards });
  draft.state.inPlay.push(...cards);
}

/** The most cards a hand refills to: the Fate Dealer's fixed size, or a character's current HP [F52-14]. */
export function handMax(state: CombatState, stack: string): number {
  if (stack === DEALER_HAND) return state.dealerHandSize;
  const owner = state.participants.find((participant) => participant.hand === stack);
  if (!owner || owner.hp <= 0 || owner.status === "dead") return 0;
  return owner.hp;
}

/** Fully incapacitated targets are hit automatically [F52-17]; being out cold counts (ruling). */
export function isFullyIncapacitated(participant: Participant): boolean {
  return participant.incapacitation === "full" || ["unconscious", "dying", "stable"].includes(participant.status);
}

/** Free to take a combat action: conscious and not incapacitated (partial already prevents acting [F52-17]). */
export function canTakeAction(participant: Participant): boolean {
  return participant.status === "active" && participant.incapacitation === "none";
}

/** Still owes a turn this round: an action, a dying draw [F52-15] or a wake draw (unconscious or stabilised) [F52-17]. */
export function owesTurn(state: CombatState, participant: Participant): boolean {
  if (participant.acted) return false;
  if (participant.status === "dying") return state.round > participant.downInRound;
  return participant.status === "unconscious" || participant.status === "stable" || canTakeAction(participant);
}

/** The initiative group whose turn it is: the first, in order, with someone still to act [F52-05]. */
export function currentGroup(state: CombatState): string | null {
  return state.order.find((group) => state.participants.some((p) => p.group === group && owesTurn(state, p))) ?? null;
}

/**
 * One-round windows (Parry, an Ace of Destruct or Protect) last a full round: they end when their
 * source acts in a later round, or at the end of the next round (see `expireOldWindows`).
 */
export function expireWindowsOf(state: CombatState, source: string): void {
  for (const participant of state.participants) {
    const { exposed, invulnerable } = participant.wards;
    if (exposed && exposed.source === source && exposed.round < state.round) participant.wards = { ...participant.wards, exposed: null };
    if (invulnerable && invulnerable.source === source && invulnerable.round < state.round) {
      participant.wards = { ...participant.wards, invulnerable: null };
    }
    if (participant.parry && participant.parry.source === source && participant.parry.round < state.round) participant.parry = null;
  }
}

/** At the end of round r, windows opened before round r have lasted a full round. */
export function expireOldWindows(state: CombatState): void {
  for (const participant of state.participants) {
    const { exposed, invulnerable } = participant.wards;
    if (exposed && exposed.round < state.round) participant.wards = { ...participant.wards, exposed: null };
    if (invulnerable && invulnerable.round < state.round) participant.wards = { ...participant.wards, invulnerable: null };
    if (participant.parry && participant.parry.round < state.round) participant.parry = null;
  }
}

export function setStatus(draft: Draft, participant: Participant, status: Participant["status"]): void {
  if (participant.status === status) return;
  participant.status = status;
  draft.state.log.push({ type: "status", target: participant.key, status });
}

/**
 * A character holding more cards than its HP owes the excess [F52-14]; a heal may lower what it owes.
 * Under the trimAtRefill ruling a hit owes nothing until the refill (`atRefill`) asks.
 */
export function oweExcess(state: CombatState, participant: Participant, atRefill = false): void {
  if (participant.side !== "players" || (state.rulings.trimAtRefill && !atRefill && participant.mustDiscard === 0)) return;
  participant.mustDiscard = participant.hp > 0 ? Math.max(0, (state.handCounts[participant.hand] ?? 0) - participant.hp) : 0;
}

/**
 * Take damage [F52-14]: HP and the maximum hand size drop together, so a character holding more
 * cards than its HP owes the excess at once (oweExcess); damage beyond 0 is ignored [F52-10]; an
 * invulnerable target takes none [F52-20]. A player character at 0 HP is dying and has no cards
 * left to play (its hand goes to the discard pile, face up); a monster at 0 HP is dead.
 */
export function applyDamage(draft: Draft, target: Participant, amount: number, cause: DamageCause): void {
  if (target.status === "dead" || target.hp <= 0) return;
  loseHitPoints(draft, target, target.wards.invulnerable ? 0 : amount, cause);
}

/** HP lost, whatever the wards (damage beyond 0 ignored), and what follows: the excess owed, dying or dead. */
export function loseHitPoints(draft: Draft, target: Participant, amount: number, cause: DamageCause): void {
  if (target.status === "dead" || target.hp <= 0) return;
  const taken = Math.min(Math.max(0, amount), target.hp);
  target.hp -= taken;
  draft.state.log.push({ type: "damage", target: target.key, amount: taken, hp: target.hp, cause });
  oweExcess(draft.state, target);
  if (target.hp > 0) return;
  if (target.side === "dealer") {
    setStatus(draft, target, "dead");
    return;
  }
  target.dyingDraws = 0;
  target.downInRound = draft.state.round;
  setStatus(draft, target, "dying");
  const held = draft.state.handCounts[target.hand] ?? 0;
  if (held > 0) {
    draft.state.handCounts[target.hand] = 0;
    emitDraw(draft, target.hand, DISCARD, held, { type: "discard" });
  }
}

/** Heal up to the maximum; a dying or stable character healed above 0 HP wakes (ruling). */
export function applyHealing(draft: Draft, target: Participant, amount: number): void {
  if (target.status === "dead") return;
  const healed = Math.max(0, Math.min(amount, target.maxHp - target.hp));
  target.hp += healed;
  draft.state.log.push({ type: "heal", target: target.key, amount: healed, hp: target.hp });
  oweExcess(draft.state, target);
  if (target.hp > 0 && (target.status === "dying" || target.status === "stable")) {
    target.dyingDraws = 0;
    setStatus(draft, target, "active");
  }
}

/**
 * Whether a participant plays from its own hand: a player character from its own (`hand:<key>`),
 * the Fate Dealer's monsters from the Fate Dealer's. A stored state whose participant holds another
 * character's hand is not one the rules produce, whoever wrote it, and is refused [CORE-06].
 */
export function playsFromOwnHand(participant: Pick<Participant, "key" | "side" | "hand">): boolean {
  return participant.hand === (participant.side === "players" ? handStack(participant.key) : DEALER_HAND);
}
