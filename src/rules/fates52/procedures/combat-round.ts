/**
 * The end of a round and of a combat [F52-16, F52-18]: continuous effects bite, one-round windows
 * close, the cards on the table go face up to the discard pile, and every hand refills to its
 * current maximum. An empty deck is refilled from the shuffled discards by the deck's run-out
 * policy, so a refill never fails [CORE-04].
 */
import { CONTINUOUS_DAMAGE, DYING_DRAWS } from "../conditions.ts";
import { DECK, DISCARD, PLAY } from "../decks.ts";
import { applyDamage, emitDraw, expireOldWindows, handMax, oweExcess, setStatus } from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import type { Participant } from "./combat-state.ts";

function continuousEffectsBite(draft: Draft): void {
  for (const participant of draft.state.participants) {
    // Each lingering effect not shaken off this round does its damage [F52-16].
    participant.effects.forEach(() => applyDamage(draft, participant, CONTINUOUS_DAMAGE, "effect"));
    participant.effects = participant.effects
      .map((effect) => (effect.roundsLeft === null ? effect : { ...effect, roundsLeft: effect.roundsLeft - 1 }))
      .filter((effect) => {
        const over = effect.roundsLeft !== null && effect.roundsLeft <= 0;
        if (over) draft.state.log.push({ type: "effectEnded", target: participant.key, effectId: effect.id });
        return !over;
      });
  }
}

function clearTable(draft: Draft): void {
  if (draft.state.inPlay.length > 0) {
    draft.effects.push({ type: "move", cards: draft.state.inPlay, from: PLAY, to: DISCARD, position: "top" });
    draft.effects.push({ type: "reveal", stack: DISCARD, cards: draft.state.inPlay });
  }
  draft.state.inPlay = [];
}

/**
 * The dying clock runs by the rounds: a round that ends without a dying character's draw counts as
 * no heart [F52-15]. Logged in the new round, where the card shows it.
 */
function dyingClock(draft: Draft, missed: readonly Participant[]): void {
  for (const participant of missed) {
    participant.dyingDraws += 1;
    draft.state.log.push({ type: "dyingMissed", actor: participant.key });
    if (participant.dyingDraws >= DYING_DRAWS) setStatus(draft, participant, "dead");
  }
}

export function endRound(draft: Draft): void {
  const { state } = draft;
  const missed = state.participants.filter(
    (participant) => participant.status === "dying" && !participant.acted && state.round > participant.downInRound,
  );
  continuousEffectsBite(draft);
  expireOldWindows(state);
  clearTable(draft);
  // A hand held beyond the HP (the trimAtRefill ruling) is trimmed now, the owner choosing [F52-14].
  for (const participant of state.participants) oweExcess(state, participant, true);
  for (const stack of Object.keys(state.handCounts)) {
    const missing = handMax(state, stack) - (state.handCounts[stack] ?? 0);
    if (missing > 0) emitDraw(draft, DECK, stack, missing, { type: "hand", stack });
  }
  state.round += 1;
  for (const participant of state.participants) {
    participant.acted = false;
    participant.movedFeet = 0;
  }
  state.log.push({ type: "round", round: state.round });
  dyingClock(draft, missed);
}

/** After the fight every card on the table and in every hand goes to the discard pile (ruling). */
export function endCombat(draft: Draft): void {
  clearTable(draft);
  for (const participant of draft.state.participants) participant.mustDiscard = 0;
  for (const [stack, count] of Object.entries(draft.state.handCounts)) {
    if (count > 0) emitDraw(draft, stack, DISCARD, count, { type: "discard" });
    draft.state.handCounts[stack] = 0;
  }
  draft.state.phase = "over";
}
