/**
 * The `drawn` action: the table reports the cards of the last draw effects, and each is resolved
 * by what it was drawn for. Cards drawn onto the table are turned face up (they are public once
 * drawn); cards drawn into a hand only change that hand's count.
 */
import type { SuitedCard } from "../../cards/card.ts";
import { evaluateCheck } from "../check.ts";
import { dyingDraw, effectDuration, wakes } from "../conditions.ts";
import { DECK } from "../decks.ts";
import { REFUSAL, refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";
import { damageFor } from "../values.ts";
import { applyDamage, emitDraw, findParticipant, revealDrawn, setStatus } from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import { placeNewGroups } from "./combat-join.ts";
import { applyHit } from "./combat-resolve.ts";
import type { CombatState, DrawPurpose, DrawReport, Participant } from "./combat-state.ts";
import { PLAYERS_GROUP } from "./combat-state.ts";

export function resolveDraws(draft: Draft, outcomes: readonly DrawReport[]): Outcome<{}> {
  const purposes = draft.state.pending;
  if (purposes.length === 0) return refuse(REFUSAL.NotAwaitingDraw);
  if (outcomes.length !== purposes.length) return refuse(REFUSAL.DrawMismatch);
  const drawn: SuitedCard[][] = [];
  for (const outcome of outcomes) {
    if (outcome.cards.some((card) => card.kind !== "suited")) return refuse(REFUSAL.NotACard);
    drawn.push(outcome.cards as SuitedCard[]);
  }
  draft.state.pending = [];
  purposes.forEach((purpose, index) => resolveDraw(draft, purpose, drawn[index] ?? []));
  if (draft.state.phase === "initiative" && draft.state.pending.length === 0) settleInitiative(draft.state);
  // A group that joined mid-fight takes its place once its card is drawn (combat-join.ts).
  else if (draft.state.phase === "actions") placeNewGroups(draft.state);
  return { ok: true };
}

function resolveDraw(draft: Draft, purpose: DrawPurpose, cards: readonly SuitedCard[]): void {
  const { state } = draft;
  if (purpose.type === "hand") {
    state.handCounts[purpose.stack] = (state.handCounts[purpose.stack] ?? 0) + cards.length;
    return;
  }
  if (purpose.type === "discard") return;
  revealDrawn(draft, cards);
  const card = cards[0];
  if (!card) return;
  switch (purpose.type) {
    case "initiative":
      state.initiative.push({ group: purpose.group, drawnBy: purpose.drawnBy, card });
      return;
    case "autoHit":
      applyHit(draft, purpose.exchange, [card]);
      return;
    case "fumble": {
      const attacker = findParticipant(state, purpose.attacker);
      if (attacker) applyDamage(draft, attacker, damageFor(card, attacker.hp), "fumble");
      return;
    }
    case "check": {
      const result = evaluateCheck(cards, purpose.difficulty);
      state.log.push({ type: "check", actor: purpose.actor, cards, difficulty: purpose.difficulty, success: result.success });
      return;
    }
    case "wake": {
      const sleeper = findParticipant(state, purpose.actor);
      const woke = wakes(card, purpose.difficulty);
      state.log.push({ type: "wake", actor: purpose.actor, card, woke });
      if (!sleeper || !woke) return;
      if (sleeper.status === "stable") {
        // Stabilised at 0 HP, woken: 1 HP and one card, as a heart face card gives (ruling) [F52-15, F52-17].
        sleeper.hp = 1;
        sleeper.dyingDraws = 0;
        emitDraw(draft, DECK, sleeper.hand, 1, { type: "hand", stack: sleeper.hand });
      }
      if (sleeper.status === "unconscious" || sleeper.status === "stable") setStatus(draft, sleeper, "active");
      sleeper.wakeNumber = null;
      return;
    }
    case "dying": {
      const dying = findParticipant(state, purpose.actor);
      state.log.push({ type: "dyingDraw", actor: purpose.actor, card });
      if (dying) resolveDying(draft, dying, card);
      return;
    }
    case "duration": {
      const target = findParticipant(state, purpose.target);
      const effect = target?.effects.find((candidate) => candidate.id === purpose.effectId);
      if (target && effect) {
        target.effects = target.effects.map((candidate) =>
          candidate === effect ? { ...effect, roundsLeft: effectDuration(card) } : candidate,
        );
      }
      return;
    }
  }
}

/** One dying draw [F52-15]. */
function resolveDying(draft: Draft, dying: Participant, card: SuitedCard): void {
  const outcome = dyingDraw(card, dying.dyingDraws, dying.maxHp);
  switch (outcome.kind) {
    case "dying":
      dying.dyingDraws = outcome.drawsMade;
      return;
    case "stable":
      setStatus(draft, dying, "stable");
      return;
    case "awake":
      dying.hp = outcome.hp;
      setStatus(draft, dying, "active");
      emitDraw(draft, DECK, dying.hand, outcome.cardsNow, { type: "hand", stack: dying.hand });
      return;
    case "restored":
      dying.hp = outcome.hp;
      setStatus(draft, dying, "active");
      return;
    case "dead":
      dying.dyingDraws += 1;
      setStatus(draft, dying, "dead");
      return;
  }
}

/**
 * Group initiative [F52-05]: a group's card is its highest (2 low, Ace high); higher groups act
 * first; the players win ties; FD groups that tie keep the order the FD listed them.
 */
function settleInitiative(state: CombatState): void {
  const groups = [...new Set(state.participants.map((participant) => participant.group))];
  const best = (group: string): number =>
    state.initiative.filter((entry) => entry.group === group).reduce((high, entry) => Math.max(high, entry.card.rank), 0);
  const ranked = groups
    .map((group, index) => ({ group, index, rank: best(group), players: group === PLAYERS_GROUP }))
    .sort((a, b) => b.rank - a.rank || Number(b.players) - Number(a.players) || a.index - b.index);
  state.order = ranked.map((entry) => entry.group);
  state.phase = "actions";
  state.log.push({ type: "initiative", order: state.order });
}
