/**
 * Joining and leaving a running opposition [GOB-22]: Appearance (a character steps in, free),
 * Involve (two Touched Followers, 1 wildcard), Reinforce (a group of five Extras, 1 wildcard), Flee
 * (on one's own action, free), Give Chase (only after a Flee, 1 wildcard each) and Distance (at the
 * scene's start, once per scene, 1 or 2 wildcards). Readings in docs/CLAUSES.md (GOB-22 rulings):
 * joiners come in between draws, are dealt their opening hand and play an initiative card face up
 * at once; they act from the next round. Involve and Reinforce are indirect actions (indirect.ts):
 * a seated summoner brings them to its side, one from outside the opposition to a seated side its
 * player picks. Bad Reputation's indirect action brings in who the character's rank says (GOB-08), in
 * the same way, onto a side opposed to it. A fleer leaves when their turn ends unless someone gave chase, which turns the
 * opposition into a chase.
 */
import type { SuitedCard } from "../../cards/card.ts";
import { gainXp } from "../build.ts";
import { canAct } from "../character.ts";
import type { Character } from "../character.ts";
import { isActive, openingHand } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DISCARD, PLAY, handStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import { INFAMY_SQUAD, infamousOpposition, summonedPowerRating } from "../dramatic.ts";
import type { BastardsRulings } from "../rulings.ts";
import { indirectActor, seatedNow, settleIndirect, summonedSide } from "./indirect.ts";
import type { IndirectActor } from "./indirect.ts";
import { findCombatant } from "./opposed-draw.ts";
import type { OppositionState } from "./opposition-state.ts";
import { inHand, ok, oneSideLeft, replace, requestDraw, sidesStanding, wildcardsOf, withWildcards } from "./opposition-kit.ts";
import type { OppositionStep, WithHand } from "./opposition-kit.ts";
import { actionAllowed, beginTurnFrom } from "./opposition-turns.ts";
import { refuse } from "../../outcome.ts";
import type { Refusal } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

export type JoinKind = "appearance" | "involve" | "reinforce" | "badReputation";

export type JoinAction =
  /**
   * `actor` pays (Involve, Reinforce) or appears (Appearance); `joiners` are built by the table from
   * their actors. A summoner not seated in the opposition comes with its character as its sheet
   * holds it (`outsider`); `side`: the seated side the summoned join, picked by the player of an
   * outsider or of a Killed summoner (indirect.ts). `target`: Bad Reputation's, the seated character
   * whose reputation brings its opposition in [GOB-08].
   */
  | {
      readonly type: "join";
      readonly how: JoinKind;
      readonly actor: string;
      readonly joiners: readonly Combatant[];
      readonly side?: string;
      readonly outsider?: Character;
      readonly target?: string;
    }
  | { readonly type: "flee"; readonly actor: string }
  | { readonly type: "giveChase"; readonly actor: string }
  | { readonly type: "distance"; readonly actor: string; readonly range: number };

export const JOIN_ACTION_TYPES: readonly string[] = ["join", "flee", "giveChase", "distance"];

/** Wildcards each action costs [GOB-22]: Distance 1 for medium range, 2 for long. */
const COST: Readonly<Record<JoinKind, number>> = { appearance: 0, involve: 1, reinforce: 1, badReputation: 1 };
export const INVOLVED_FOLLOWERS = 2;
export const REINFORCING_EXTRAS = 5;

export function joins(state: OppositionState, action: JoinAction): OppositionStep {
  switch (action.type) {
    case "join":
      return join(state, action);
    case "flee":
      return flee(state, action.actor);
    case "giveChase":
      return giveChase(state, action.actor);
    case "distance":
      return distance(state, action.actor, action.range);
  }
  return refuse(REFUSAL.BadInput);
}

/** A Fated combatant of this opposition able to act, or the refusal. */
function fatedPayer(state: OppositionState, actor: string, cost: number): Combatant | Refusal {
  const payer = findCombatant(state, actor);
  if (payer?.kind !== "fated") return refuse(REFUSAL.UnknownCombatant);
  if (!isActive(payer, state.rulings)) return refuse(REFUSAL.NotNow);
  if (wildcardsOf(payer) < cost) return refuse(REFUSAL.NoWildcards);
  return payer;
}

/** Who may join as `how` says: Appearance the character itself (any side); the summoned at the summoner's Power Rating, on its side. */
function joinersRefusal(state: OppositionState, how: JoinKind, actor: string, joiners: readonly Combatant[]): Refusal | null {
  const keys = joiners.map((joiner) => joiner.key);
  const known = [...state.combatants, ...state.fled].map((combatant) => combatant.key);
  if (new Set(keys).size !== keys.length || keys.some((key) => key.trim() === "" || known.includes(key)))
    return refuse(REFUSAL.AlreadyInOpposition);
  if (how === "appearance") {
    const appearing = joiners[0];
    if (joiners.length !== 1 || appearing?.kind !== "fated" || keys[0] !== actor) return refuse(REFUSAL.BadJoiners);
    // A Knocked Out, Wounded or Killed character "cannot take actions", Appearance among them [GOB-20].
    if (!canAct(appearing.character)) return refuse(REFUSAL.CannotAct);
    // A killed character's successor "cannot Appear until at least the next Scene" [GOB-20].
    return appearing.character.awaitsNextScene ? refuse(REFUSAL.NotUntilNextScene) : null;
  }
  return null;
}

/** Involve's two Followers or Reinforce's five Extras, at the summoner's highest trait, on the side it brings them to [GOB-22, GOB-25, GOB-26]. */
function summonedRefusal(how: JoinKind, summoner: IndirectActor, side: string, joiners: readonly Combatant[]): Refusal | null {
  const rating = summonedPowerRating(summoner.character);
  const fits = (joiner: Combatant) =>
    joiner.side === side &&
    joiner.powerRating === rating &&
    (how === "involve"
      ? joiner.kind === "follower" && joiner.powerLoss === 0
      : joiner.kind === "extras" && joiner.members === REINFORCING_EXTRAS);
  const count = how === "involve" ? INVOLVED_FOLLOWERS : 1;
  return joiners.length === count && joiners.every(fits) ? null : refuse(REFUSAL.BadJoiners);
}

/**
 * Bad Reputation's indirect action [GOB-08]: "Other players may spend a Wildcard during an indirect
 * action to force a Touched character opposed to the character with this Disadvantage to appear".
 * The character with it is seated in this opposition and is not the spender; those forced in join a
 * seated side other than its own — the one the spender's player picked, else a standing spender's own.
 */
function infamySide(
  state: OppositionState,
  summoner: IndirectActor,
  target: string | undefined,
  side: string | undefined,
): string | Refusal {
  const infamous = target === undefined ? undefined : findCombatant(state, target);
  if (infamous?.kind !== "fated" || !infamousOpposition(infamous.character)) return refuse(REFUSAL.NoBadReputation);
  if (infamous.key === summoner.key) return refuse(REFUSAL.OwnReputation);
  const onto = side ?? (summoner.seated && !summoner.killed ? summoner.side : undefined);
  if (onto === undefined || !state.combatants.some((combatant) => combatant.side === onto)) return refuse(REFUSAL.BadSide);
  return onto === infamous.side ? refuse(REFUSAL.NotOpposed) : onto;
}

/** The Touched character and the squads of five Extras the rank brings, at its Power Rating, the squads with one weapon [GOB-08, GOB-26]. */
function infamyRefusal(state: OppositionState, target: string, side: string, joiners: readonly Combatant[]): Refusal | null {
  const infamous = findCombatant(state, target);
  const opposed = infamous?.kind === "fated" ? infamousOpposition(infamous.character) : null;
  if (!opposed) return refuse(REFUSAL.NoBadReputation);
  const followers = joiners.slice(0, opposed.followers);
  const squads = joiners.slice(opposed.followers);
  const fits =
    joiners.length === opposed.followers + opposed.squads &&
    joiners.every((joiner) => joiner.side === side && joiner.powerRating === opposed.powerRating) &&
    followers.every((joiner) => joiner.kind === "follower" && joiner.powerLoss === 0) &&
    squads.every((joiner) => joiner.kind === "extras" && joiner.members === INFAMY_SQUAD && joiner.weaponBonus === squads[0]?.weaponBonus);
  return fits ? null : refuse(REFUSAL.BadJoiners);
}

/**
 * Between draws of a running opposition, joiners sit down and are dealt their opening hands [GOB-15,
 * GOB-22]. A summoner pays its wildcard: seated and standing, onto its own side; Killed in this
 * scene or from outside, onto the seated side its player picked — from outside it is indirectly
 * involved from then on.
 */
function join(state: OppositionState, action: Extract<JoinAction, { type: "join" }>): OppositionStep {
  const { how, actor, joiners, side, outsider } = action;
  if (state.phase !== "turns" || state.draw || state.meditation?.calmed === null) return refuse(REFUSAL.NotNow);
  const refusal = joinersRefusal(state, how, actor, joiners);
  if (refusal) return refusal;
  let next = state;
  if (how === "appearance") {
    if (outsider || side !== undefined) return refuse(REFUSAL.BadInput);
    next = seatedNow(state, actor);
  } else {
    const summoner = indirectActor(state, actor, outsider);
    if ("ok" in summoner) return summoner;
    const infamy = how === "badReputation";
    const onto = infamy ? infamySide(state, summoner, action.target, side) : summonedSide(state, summoner, side);
    if (typeof onto !== "string") return onto;
    const misfit = infamy ? infamyRefusal(state, action.target!, onto, joiners) : summonedRefusal(how, summoner, onto, joiners);
    if (misfit) return misfit;
    if (summoner.character.wildcards < COST[how]) return refuse(REFUSAL.NoWildcards);
    next = settleIndirect(
      state,
      summoner,
      -COST[how],
      joiners.map((joiner) => joiner.key),
    );
  }
  const seated = joiners.map((joiner) => ({ ...joiner, handCount: 0, initiative: null, knockedDown: false }));
  next = { ...next, combatants: [...next.combatants, ...seated] };
  const first = seated[0]!;
  return requestDraw(next, "join", first.key, handStack(first.key), openingHand(first));
}

/** A joiner's opening hand is dealt: the next joiner's, or done. */
export function afterJoinDeal(state: OppositionState, actor: string, effects: readonly BastardsEffect[]): OppositionStep {
  const index = state.combatants.findIndex((combatant) => combatant.key === actor);
  const following = state.combatants[index + 1];
  if (following) return requestDraw(state, "join", following.key, handStack(following.key), openingHand(following), effects);
  return ok(state, effects);
}

/** A joiner's initiative: a card from their hand, face up at once; they act from the next round [GOB-15 reading]. */
export function joinerInitiative(state: OppositionState, action: WithHand): OppositionStep {
  const combatant = findCombatant(state, action.actor);
  if (!combatant) return refuse(REFUSAL.UnknownCombatant);
  if (combatant.initiative) return refuse(REFUSAL.AlreadyChosen);
  if (!inHand(action.card, action.hand)) return refuse(REFUSAL.CardNotInHand);
  const card: SuitedCard = action.card;
  return ok(replace(state, { ...combatant, initiative: card, handCount: combatant.handCount - 1 }), [
    { type: "move", cards: [card], from: handStack(action.actor), to: PLAY, position: "top" },
    { type: "reveal", stack: PLAY, cards: [card] },
  ]);
}

/** Flee: only on one's own action; it uses the action. The fleer leaves when the turn ends unless chased [GOB-22]. */
function flee(state: OppositionState, actor: string): OppositionStep {
  const refusal = actionAllowed(state, actor);
  if (refusal) return refusal;
  return ok({ ...state, acted: [...state.acted, actor], flight: { actor, chasers: [] } });
}

/** Give Chase: after a Flee, an opposing Fated character pays a wildcard; the opposition becomes a chase [GOB-22]. */
function giveChase(state: OppositionState, actor: string): OppositionStep {
  const flight = state.flight;
  if (!flight) return refuse(REFUSAL.NoFlight);
  if (flight.chasers.includes(actor)) return refuse(REFUSAL.AlreadyChasing);
  const payer = fatedPayer(state, actor, 1);
  if ("ok" in payer) return payer;
  if (payer.side === findCombatant(state, flight.actor)?.side) return refuse(REFUSAL.BadTarget);
  const next = replace(state, withWildcards(payer, -1));
  return ok({ ...next, flight: { ...flight, chasers: [...flight.chasers, actor] } });
}

/**
 * The fleer's turn ends: chased, the opposition goes on as a chase; else the fleer leaves with their
 * opposition's XP [GOB-27], their hand to the discards, and the opposition goes on without them.
 */
export function endFlight(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep | null {
  const flight = state.flight;
  if (!flight || flight.actor !== actor || state.turn?.actor !== actor || state.draw) return null;
  const index = state.order.indexOf(flight.actor) + 1;
  if (flight.chasers.length > 0) return beginTurnFrom({ ...state, flight: null, chase: true, woundOffer: null }, index, [], rulings);
  const fleer = findCombatant(state, flight.actor)!;
  const left: OppositionState = {
    ...state,
    flight: null,
    woundOffer: null,
    combatants: state.combatants.filter((combatant) => combatant.key !== flight.actor),
    fled: [...state.fled, fleer.kind === "fated" ? { ...fleer, character: gainXp(fleer.character, 1) } : fleer],
  };
  const effects: BastardsEffect[] = [{ type: "bastards.gather", from: [handStack(flight.actor)], to: DISCARD }];
  if (sidesStanding(left, rulings) <= 1) {
    const over = oneSideLeft(left, rulings, effects);
    if (over) return over;
  }
  return beginTurnFrom(left, index, effects, rulings);
}

/** Distance [GOB-22]: at the scene's start (before anyone has acted), once per scene, 1 wildcard for medium range, 2 for long. */
function distance(state: OppositionState, actor: string, range: number): OppositionStep {
  if (range !== 1 && range !== 2) return refuse(REFUSAL.BadInput);
  if (state.distance) return refuse(REFUSAL.DistanceUsed);
  const atStart = state.phase === "initiative" || (state.phase === "turns" && state.round === 1 && state.acted.length === 0 && !state.draw);
  if (!atStart) return refuse(REFUSAL.NotSceneStart);
  const payer = fatedPayer(state, actor, range);
  if ("ok" in payer) return payer;
  return ok({ ...replace(state, withWildcards(payer, -range)), distance: { actor, range } });
}
