/**
 * The 52 Fates combat procedure as a reducer [F52-04 … F52-20]:
 * `reduceCombat(state, action)` returns the next state and the table effects to run, or a refusal
 * that changes nothing. Start with `startCombat`; after running effects that draw, report the
 * draws back with a `drawn` action (the state's `pending` list says what each draw was for).
 */
import { cardKey } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import type { TableEffect } from "../../cards/table.ts";
import { cardsPerPlay, fallingDamage } from "../character.ts";
import type { PlayKind } from "../character.ts";
import { cardsForCheck, isValidDifficulty } from "../check.ts";
import { INCAPACITATIONS, isValidStrength, shakesOff } from "../conditions.ts";
import { DECK, DISCARD, PLAY } from "../decks.ts";
import { SPELL_BY_SUIT, mayCancelWard, spellReaches } from "../magic.ts";
import { MANEUVER_BY_SUIT, validateFuryStrike } from "../maneuvers.ts";
import { REFUSAL, refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";
import { allInHand, playStrength, validatePlay } from "../values.ts";
import type { CombatAction } from "./combat-actions.ts";
import { resolveDraws } from "./combat-draws.ts";
import {
  applyDamage,
  applyHealing,
  canTakeAction,
  currentGroup,
  draftOf,
  emitDraw,
  expireWindowsOf,
  findParticipant,
  isFullyIncapacitated,
  loseHitPoints,
  playFromHand,
} from "./combat-helpers.ts";
import type { Draft } from "./combat-helpers.ts";
import { applySpell, resolveExchange } from "./combat-resolve.ts";
import { drawArrival, joinCombat, leaveCombat } from "./combat-join.ts";
import { endCombat, endRound } from "./combat-round.ts";
import type { CombatState, Exchange, Participant } from "./combat-state.ts";

export type CombatStep = Outcome<{ readonly state: CombatState; readonly effects: readonly TableEffect[] }>;

type Done = Outcome<{}>;
const DONE: Done = { ok: true };

/**
 * A combat whose card is gone (the message deleted, or the chat log cleared) ends where it stands
 * (ruling): every card on the table and in every hand goes to the discard pile, as at its end
 * [F52-18], so that none stays stranded in a hand the next combat deals into [CORE-03]. An open
 * exchange's cards are on the table and go with them. Null for a combat already over.
 */
export function abandonCombat(state: CombatState): { readonly state: CombatState; readonly effects: readonly TableEffect[] } | null {
  if (state.phase === "over") return null;
  const draft = draftOf(state);
  endCombat(draft);
  return draft;
}

export function reduceCombat(state: CombatState, action: CombatAction): CombatStep {
  const draft = draftOf(state);
  const result = dispatch(draft, action);
  if (!result.ok) return result;
  return { ok: true, state: draft.state, effects: draft.effects };
}

function dispatch(draft: Draft, action: CombatAction): Done {
  const { state } = draft;
  if (action.type === "drawn") return resolveDraws(draft, action.outcomes);
  if (state.pending.length > 0) return refuse(REFUSAL.AwaitingDraw);
  if (state.phase === "over") return refuse(REFUSAL.WrongPhase);
  switch (action.type) {
    case "endCombat":
      if (state.exchange) return refuse(REFUSAL.ExchangeOpen);
      endCombat(draft);
      return DONE;
    case "damage":
      return gmDamage(draft, action.target, action.amount);
    case "setHp":
      return sheetHitPoints(draft, action.target, action.hp);
    case "fall": {
      const target = findParticipant(state, action.target);
      if (!target) return refuse(REFUSAL.UnknownParticipant);
      if (!Number.isInteger(action.feet) || action.feet < 0) return refuse(REFUSAL.BadAmount);
      applyDamage(draft, target, fallingDamage(action.feet), "fall");
      return DONE;
    }
    case "afflict":
      return afflict(draft, action.target, action.strength, action.timed);
    case "incapacitate": {
      const target = findParticipant(state, action.target);
      if (!target) return refuse(REFUSAL.UnknownParticipant);
      if (!INCAPACITATIONS.includes(action.level)) return refuse(REFUSAL.BadCondition);
      target.incapacitation = action.level;
      return DONE;
    }
    case "move":
      return move(draft, action.actor, action.feet);
    case "setWakeNumber": {
      const target = findParticipant(state, action.target);
      if (!target) return refuse(REFUSAL.UnknownParticipant);
      if (target.status !== "unconscious" && target.status !== "stable") return refuse(REFUSAL.NotUnconscious);
      if (!isValidDifficulty(action.difficulty)) return refuse(REFUSAL.DifficultyOutOfRange);
      target.wakeNumber = action.difficulty;
      return DONE;
    }
    default:
      break;
  }
  if (state.phase !== "actions") return refuse(REFUSAL.WrongPhase);
  if (action.type === "discard") return discard(draft, action.actor, action.cards, action.hand);
  if (action.type === "discardExcess") return discardExcess(draft, action.target);
  if (action.type === "defend") return defend(draft, action.actor, action.cards, action.hand);
  if (state.exchange) return refuse(REFUSAL.ExchangeOpen);
  if (action.type === "join") return joinCombat(draft, action.joiner);
  if (action.type === "drawArrival") return drawArrival(draft, action.group);
  if (action.type === "leave") return leaveCombat(draft, action.target);
  if (action.type === "endRound") {
    if (state.participants.some((participant) => participant.mustDiscard > 0)) return refuse(REFUSAL.DiscardFirst);
    endRound(draft);
    return DONE;
  }
  const turn = takeTurn(state, action.actor, action.type === "wakeCheck" || action.type === "pass");
  if (!turn.ok) return turn;
  const actor = turn.actor;
  switch (action.type) {
    case "attack":
      return attack(draft, actor, action);
    case "maneuver":
      return maneuver(draft, actor, action.cards, action.target, action.hand);
    case "cast":
      return cast(draft, actor, action);
    case "check":
      return check(draft, actor, action.difficulty, action.backgroundSkill, action.extraCards);
    case "shakeOff":
      return shakeOff(draft, actor, action.effectId, action.card, action.hand);
    case "dyingDraw":
      if (actor.status !== "dying") return refuse(REFUSAL.NotDying);
      if (draft.state.round <= actor.downInRound) return refuse(REFUSAL.CannotAct);
      emitDraw(draft, DECK, PLAY, 1, { type: "dying", actor: actor.key });
      return DONE;
    case "wakeCheck":
      // "The player can draw one card … against a number from 2 to 10, as set by the FD" [F52-17].
      if (actor.status !== "unconscious" && actor.status !== "stable") return refuse(REFUSAL.NotUnconscious);
      if (actor.wakeNumber === null) return refuse(REFUSAL.WakeNumberNotSet);
      emitDraw(draft, DECK, PLAY, 1, { type: "wake", actor: actor.key, difficulty: actor.wakeNumber });
      return DONE;
    case "pass":
      // A dying character must draw each round [F52-15]; it cannot let a round go by.
      return actor.status === "dying" ? refuse(REFUSAL.DyingMustDraw) : DONE;
  }
}

/**
 * The one action of a participant's round [F52-06]: its group's turn [F52-05], not yet acted.
 * Marks it as acted and closes its one-round windows from the last round.
 */
function takeTurn(state: CombatState, key: string, stableMay: boolean): Outcome<{ readonly actor: Participant }> {
  const actor = findParticipant(state, key);
  if (!actor) return refuse(REFUSAL.UnknownParticipant);
  if (actor.acted) return refuse(REFUSAL.AlreadyActed);
  // A stabilised character's turn is only the wake draw (or letting it go) [F52-17].
  if (actor.status === "stable" && !stableMay) return refuse(REFUSAL.CannotAct);
  if (actor.mustDiscard > 0) return refuse(REFUSAL.DiscardFirst);
  if (actor.status === "dead") return refuse(REFUSAL.CannotAct);
  if (actor.group !== currentGroup(state)) return refuse(REFUSAL.NotYourTurn);
  actor.acted = true;
  expireWindowsOf(state, actor.key);
  return { ok: true, actor };
}

/** Cards a participant may use in one play [F52-09]; monsters use their stat block's count [F52-22]. */
function allowance(participant: Participant, kind: PlayKind): number {
  if (participant.side === "dealer") return participant.cardsPerPlay ?? 1;
  return cardsPerPlay(participant.characterClass, participant.level, kind);
}

/** Validate a play from a participant's hand. */
function validateHandPlay(
  state: CombatState,
  player: Participant,
  cards: readonly Card[],
  rules: { maxCards: number; minCards?: number; sameSuit?: boolean },
  hand: readonly Card[] | undefined,
): Outcome<{ readonly cards: readonly SuitedCard[] }> {
  const play = validatePlay(cards, rules);
  if (!play.ok) return play;
  if (cards.length > (state.handCounts[player.hand] ?? 0) || (hand !== undefined && !allInHand(cards, hand))) {
    return refuse(REFUSAL.NotInHand);
  }
  return play;
}

function targetOf(state: CombatState, actor: Participant, key: string | undefined): Outcome<{ readonly target: Participant }> {
  const target = key === undefined ? undefined : findParticipant(state, key);
  if (!target) return refuse(REFUSAL.UnknownParticipant);
  if (target.status === "dead" || target.key === actor.key) return refuse(REFUSAL.CannotTarget);
  return { ok: true, target };
}

/** Open an exchange, or resolve it at once when the target cannot defend [F52-17, F52-20]. */
function openExchange(draft: Draft, exchange: Exchange, target: Participant): void {
  draft.state.log.push({ type: "attack", exchange, autoHit: isFullyIncapacitated(target) || target.wards.exposed !== null });
  if (isFullyIncapacitated(target) || target.wards.exposed) resolveExchange(draft, exchange, null);
  else draft.state.exchange = exchange;
}

function attack(draft: Draft, actor: Participant, action: Extract<CombatAction, { type: "attack" }>): Done {
  const { state } = draft;
  if (!canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  const found = targetOf(state, actor, action.target);
  if (!found.ok) return found;
  const target = found.target;
  const attacks = actor.attacks ?? [];
  const attackId = action.attackId ?? attacks[0]?.id ?? null;
  if (attackId !== null && !attacks.some((candidate) => candidate.id === attackId)) return refuse(REFUSAL.NoSuchAttack);
  const unarmed = action.unarmed ?? false;
  const base = {
    kind: "attack",
    attacker: actor.key,
    target: target.key,
    unarmed,
    maneuver: null,
    spell: null,
    attackId,
    ward: null,
  } as const;
  if (isFullyIncapacitated(target)) {
    // Every attack hits; the attacker draws a card for the damage instead of playing from hand [F52-17].
    if (action.cards.length > 0) return refuse(REFUSAL.AutoHitNoCards);
    const exchange: Exchange = { ...base, cards: [] };
    state.log.push({ type: "attack", exchange, autoHit: true });
    target.wards = { ...target.wards, destructBonus: 0, protectBonus: 0 };
    if (unarmed) resolveExchange(draft, exchange, null);
    else emitDraw(draft, DECK, PLAY, 1, { type: "autoHit", exchange });
    return DONE;
  }
  const extra = target.incapacitation === "partial" ? 1 : 0;
  const play = validateHandPlay(state, actor, action.cards, { maxCards: allowance(actor, "physicalAttack") + extra }, action.hand);
  if (!play.ok) return play;
  playFromHand(draft, actor, play.cards);
  openExchange(draft, { ...base, cards: play.cards }, target);
  return DONE;
}

function maneuver(
  draft: Draft,
  actor: Participant,
  cards: readonly Card[],
  targetKey: string | undefined,
  hand: readonly Card[] | undefined,
): Done {
  const { state } = draft;
  if (!canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  if (actor.characterClass !== "warrior") return refuse(REFUSAL.NotAWarrior);
  const first = cards[0];
  const name = first?.kind === "suited" ? MANEUVER_BY_SUIT[first.suit] : null;
  const target = name === "parry" || targetKey === undefined ? undefined : findParticipant(state, targetKey);
  const extra = target?.incapacitation === "partial" ? 1 : 0;
  const play = validateHandPlay(state, actor, cards, { maxCards: allowance(actor, "physicalAttack") + extra, sameSuit: true }, hand);
  if (!play.ok) return play;
  if (name === "fury") {
    const fury = validateFuryStrike(play.cards);
    if (!fury.ok) return fury;
  }
  if (name === "parry") {
    // Parry: no attack this round; the cards' value is added to every defence for a full round [F52-19].
    const strength = playStrength(play.cards);
    actor.parry = { source: actor.key, round: state.round, bonus: strength.total, ace: strength.ace };
    playFromHand(draft, actor, play.cards);
    state.log.push({ type: "parry", actor: actor.key, bonus: strength.total, ace: strength.ace });
    return DONE;
  }
  const found = targetOf(state, actor, targetKey);
  if (!found.ok) return found;
  playFromHand(draft, actor, play.cards);
  const exchange: Exchange = {
    kind: "maneuver",
    attacker: actor.key,
    target: found.target.key,
    cards: play.cards,
    unarmed: false,
    maneuver: name,
    spell: null,
    attackId: null,
    ward: null,
  };
  openExchange(draft, exchange, found.target);
  return DONE;
}

function cast(draft: Draft, actor: Participant, action: Extract<CombatAction, { type: "cast" }>): Done {
  const { state } = draft;
  if (!canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  if (actor.characterClass !== "wizard") return refuse(REFUSAL.NotAWizard);
  const placed = action.distanceFeet !== undefined || action.lineOfSight !== undefined;
  // The caster confirms the target is in sight and within 60 ft [F52-20].
  if (action.lineOfSight === false) return refuse(REFUSAL.OutOfSight);
  if (placed && !spellReaches(action.distanceFeet ?? 0, true)) return refuse(REFUSAL.TooFar);
  const target = findParticipant(state, action.target);
  if (!target) return refuse(REFUSAL.UnknownParticipant);
  if (target.status === "dead") return refuse(REFUSAL.CannotTarget);
  const play = validateHandPlay(state, actor, action.cards, { maxCards: allowance(actor, "spell"), sameSuit: true }, action.hand);
  if (!play.ok) return play;
  const spell = SPELL_BY_SUIT[play.cards[0]!.suit];
  // A wizard *may* cancel the opposite spell [F52-20]: where this one could, the caster says whether it does.
  const cancellable = (spell === "destruct" || spell === "protect") && mayCancelWard(target.wards, spell, play.cards);
  if (cancellable && !action.ward) return refuse(REFUSAL.WardChoiceNeeded);
  const ward = cancellable ? (action.ward ?? null) : null;
  playFromHand(draft, actor, play.cards);
  if (state.rulings.opposedSpells.includes(spell) && target.key !== actor.key) {
    const exchange: Exchange = {
      kind: "spell",
      attacker: actor.key,
      target: target.key,
      cards: play.cards,
      unarmed: false,
      maneuver: null,
      spell,
      attackId: null,
      ward,
    };
    openExchange(draft, exchange, target);
  } else {
    applySpell(draft, spell, actor, target, play.cards, ward);
  }
  return DONE;
}

/** The defender answers; the exchange resolves at once [F52-07]. Unarmed attacks allow one more card [F52-12]. */
function defend(draft: Draft, key: string, cards: readonly Card[], hand: readonly Card[] | undefined): Done {
  const { state } = draft;
  const exchange = state.exchange;
  if (!exchange) return refuse(REFUSAL.NoExchange);
  if (key !== exchange.target) return refuse(REFUSAL.NotTheDefender);
  const defender = findParticipant(state, key);
  if (!defender) return refuse(REFUSAL.UnknownParticipant);
  if (defender.mustDiscard > 0) return refuse(REFUSAL.DiscardFirst);
  const kind: PlayKind = exchange.kind === "spell" ? "spellDefence" : "physicalDefence";
  const maxCards = allowance(defender, kind) + (exchange.unarmed ? 1 : 0);
  const minCards = (state.handCounts[defender.hand] ?? 0) > 0 ? 1 : 0;
  const play = validateHandPlay(state, defender, cards, { maxCards, minCards }, hand);
  if (!play.ok) return play;
  playFromHand(draft, defender, play.cards);
  state.log.push({ type: "defence", defender: key, cards: play.cards });
  resolveExchange(draft, exchange, play.cards);
  return DONE;
}

function check(
  draft: Draft,
  actor: Participant,
  difficulty: number,
  backgroundSkill: string | undefined,
  extraCards: number | undefined,
): Done {
  if (!canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  const count = cardsForCheck({
    difficulty,
    level: actor.level,
    backgroundSkills: actor.backgroundSkills,
    ...(backgroundSkill === undefined ? {} : { backgroundSkill }),
    ...(extraCards === undefined ? {} : { extraCards }),
  });
  if (!count.ok) return count;
  emitDraw(draft, DECK, PLAY, count.count, { type: "check", actor: actor.key, difficulty });
  return DONE;
}

/** Spend the action on a card from hand against a continuous effect [F52-16]. */
function shakeOff(draft: Draft, actor: Participant, effectId: string, card: Card, hand: readonly Card[] | undefined): Done {
  if (!canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  const effect = actor.effects.find((candidate) => candidate.id === effectId);
  if (!effect) return refuse(REFUSAL.NoSuchEffect);
  const play = validateHandPlay(draft.state, actor, [card], { maxCards: 1 }, hand);
  if (!play.ok) return play;
  const played = play.cards[0]!;
  playFromHand(draft, actor, play.cards);
  const success = shakesOff(played, effect.strength);
  if (success) actor.effects = actor.effects.filter((candidate) => candidate.id !== effectId);
  draft.state.log.push({ type: "shakeOff", actor: actor.key, effectId, card: played, success });
  return DONE;
}

/** Movement before or after the action, up to the participant's speed per round [F52-06]. */
function move(draft: Draft, key: string, feet: number): Done {
  const actor = findParticipant(draft.state, key);
  if (!actor) return refuse(REFUSAL.UnknownParticipant);
  if (draft.state.phase !== "actions" || !canTakeAction(actor)) return refuse(REFUSAL.CannotAct);
  if (!Number.isInteger(feet) || feet <= 0) return refuse(REFUSAL.BadAmount);
  if (actor.movedFeet + feet > actor.movement) return refuse(REFUSAL.TooFar);
  actor.movedFeet += feet;
  return DONE;
}

/** The owner discards, face up, exactly the cards held beyond the HP, of their choosing [F52-14]. */
function discard(draft: Draft, key: string, cards: readonly Card[], hand: readonly Card[] | undefined): Done {
  const actor = findParticipant(draft.state, key);
  if (!actor) return refuse(REFUSAL.UnknownParticipant);
  if (actor.mustDiscard === 0) return refuse(REFUSAL.NoDiscardOwed);
  if (cards.length !== actor.mustDiscard) return refuse(REFUSAL.WrongDiscardCount);
  if (cards.some((card) => card.kind !== "suited") || new Set(cards.map(cardKey)).size !== cards.length) return refuse(REFUSAL.NotACard);
  if (hand !== undefined && !allInHand(cards, hand)) return refuse(REFUSAL.NotInHand);
  const suited = cards as readonly SuitedCard[];
  draft.effects.push({ type: "move", cards: suited, from: actor.hand, to: DISCARD, position: "top" });
  draft.effects.push({ type: "reveal", stack: DISCARD, cards: suited });
  draft.state.handCounts[actor.hand] = Math.max(0, (draft.state.handCounts[actor.hand] ?? 0) - suited.length);
  actor.mustDiscard = 0;
  draft.state.log.push({ type: "discard", actor: key, cards: suited });
  return DONE;
}

/** The Fate Dealer lets a character's excess cards go at random, face up to the discard pile [F52-14]. */
function discardExcess(draft: Draft, key: string): Done {
  const target = findParticipant(draft.state, key);
  if (!target) return refuse(REFUSAL.UnknownParticipant);
  if (target.mustDiscard === 0) return refuse(REFUSAL.NoDiscardOwed);
  const count = target.mustDiscard;
  draft.state.handCounts[target.hand] = Math.max(0, (draft.state.handCounts[target.hand] ?? 0) - count);
  target.mustDiscard = 0;
  emitDraw(draft, target.hand, DISCARD, count, { type: "discard" });
  draft.state.log.push({ type: "discard", actor: key, cards: [] });
  return DONE;
}

function gmDamage(draft: Draft, key: string, amount: number): Done {
  const target = findParticipant(draft.state, key);
  if (!target) return refuse(REFUSAL.UnknownParticipant);
  if (!Number.isInteger(amount) || amount <= 0) return refuse(REFUSAL.BadAmount);
  applyDamage(draft, target, amount, "other");
  return DONE;
}

/**
 * A player character's HP edited on its sheet mid-fight [F52-14]: the card takes it as lost or
 * regained HP — as damage (whatever its wards: the edit is no attack), the excess owed, dying at 0;
 * or as healing, a dying character waking — so the hand's maximum and the sheet agree (ruling).
 */
function sheetHitPoints(draft: Draft, key: string, hp: number): Done {
  const target = findParticipant(draft.state, key);
  if (!target || target.side !== "players") return refuse(REFUSAL.UnknownParticipant);
  if (!Number.isInteger(hp) || hp < 0 || hp > target.maxHp) return refuse(REFUSAL.BadAmount);
  if (hp < target.hp) loseHitPoints(draft, target, target.hp - hp, "other");
  else if (hp > target.hp) applyHealing(draft, target, hp - target.hp);
  return DONE;
}

/** A continuous effect of strength 2–10, lasting until shaken off or for a drawn duration [F52-16]. */
function afflict(draft: Draft, key: string, strength: number, timed: boolean): Done {
  const { state } = draft;
  const target = findParticipant(state, key);
  if (!target) return refuse(REFUSAL.UnknownParticipant);
  if (!isValidStrength(strength)) return refuse(REFUSAL.BadStrength);
  const effect = { id: `effect-${state.nextEffectId}`, strength, roundsLeft: null };
  state.nextEffectId += 1;
  target.effects.push(effect);
  state.log.push({ type: "effect", target: key, effect });
  if (timed) emitDraw(draft, DECK, PLAY, 1, { type: "duration", target: key, effectId: effect.id });
  return DONE;
}
