/**
 * An opposition as a reducer [GOB-09, GOB-12, GOB-15…GOB-27].
 *
 * Flow: the deck is gathered and shuffled (a new scene), everyone is dealt a hand, each puts an
 * initiative card face down and they are revealed together; then turns run lowest initiative
 * first. On a turn: the draw step (Luck or a substitute), one optional discard or a mulligan, then
 * the action — typically an opposed draw: defender's skill, face-down cards, alternate betting up
 * to the skill rank, wildcards from the top of the deck, the reveal, the result and its damage.
 *
 * Player actions that play a card carry `hand`, the actor's hand as the GM's client reads it from
 * the owner-only stack; the reducer checks the card against it and never stores it.
 */
import { cardKey } from "../../cards/card.ts";
import type { Card, SuitedCard } from "../../cards/card.ts";
import { findDisadvantage } from "../catalogue.ts";
import { canUseAdvantage, desperationTrait, emptyPools, poolCurrent } from "../character.ts";
import type { Character } from "../character.ts";
import { gainXp } from "../build.ts";
import { OPENING_HAND, damage, isActive, isDesperate, openingHand } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DECK, DISCARD, PLAY, faceDownStack, handStack, sceneShuffleEffects } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import { specialtyBonus } from "../modifiers.ts";
import { DEFAULT_RULINGS, refuse } from "../rulings.ts";
import type { BastardsRulings, Refusal, Step } from "../rulings.ts";
import { SUIT_OF_TRAIT, SUIT_PRIORITY, initiativeValue } from "../values.ts";
import type { Trait } from "../values.ts";
import { useAdvantage } from "./advantages.ts";
import type { AdvantageUse } from "./advantages.ts";
import { drawEffect, settleDraw, startDraw } from "./draws.ts";
import type { TableAnswer } from "./draws.ts";
import { ATTACK_DEFAULTS, cardsCounted, damageAfterAdvantages, findCombatant, score, sideCap, sideCards } from "./opposed-draw.ts";
import type { AttackKind, DrawPurpose, OpposedDraw, OppositionState, Side } from "./opposition-state.ts";

type WithHand = { readonly actor: string; readonly card: Card; readonly hand: readonly Card[] };

export interface AttackDeclaration {
  readonly actor: string;
  readonly target: string;
  readonly skill: string;
  readonly kind: AttackKind;
  readonly melee?: boolean;
  /** Overrides of the kind's usual traits and pool [GOB-19]. */
  readonly pool?: Trait;
  readonly attackerTrait?: Trait;
  readonly defenderTrait?: Trait;
  readonly specialty?: string;
  readonly modifier?: number;
  readonly intimidate?: boolean;
}

export type OppositionAction =
  | ({ readonly type: "chooseInitiative" } & WithHand)
  | { readonly type: "drawStep"; readonly actor: string; readonly trait?: Trait }
  | ({ readonly type: "discard" } & WithHand)
  | { readonly type: "mulligan"; readonly actor: string; readonly hand: readonly Card[] }
  | ({ readonly type: "attack" } & AttackDeclaration)
  | { readonly type: "defend"; readonly actor: string; readonly skill: string; readonly specialty?: string }
  | ({ readonly type: "playFaceDown" } & WithHand)
  | ({ readonly type: "bet" } & WithHand)
  | { readonly type: "stand"; readonly actor: string }
  | { readonly type: "spendWildcard"; readonly actor: string }
  | { readonly type: "finishWildcards"; readonly actor: string }
  | { readonly type: "takeDamage"; readonly actor: string }
  | ({ readonly type: "useAdvantage" } & AdvantageUse)
  | { readonly type: "inflictDisadvantage"; readonly actor: string; readonly disadvantage: string }
  | ({ readonly type: "swapInitiative" } & WithHand)
  | { readonly type: "standUp"; readonly actor: string }
  | { readonly type: "wieldTwoWeapons"; readonly actor: string; readonly weapons: readonly [string, string] | null }
  | { readonly type: "knockDown"; readonly actor: string }
  | { readonly type: "endTurn"; readonly actor: string }
  | { readonly type: "answerContinue"; readonly goOn: boolean }
  | { readonly type: "endOpposition" };

export type OppositionStep = Step<OppositionState, BastardsEffect>;

const ok = (state: OppositionState, effects: readonly BastardsEffect[] = []): OppositionStep => ({ ok: true, state, effects });

/** Begin an opposition: a new scene (gather and shuffle, Fortunate's wildcard), then deal [GOB-09, GOB-15, GOB-21]. */
export function startOpposition(combatants: readonly Combatant[], rulings: BastardsRulings = DEFAULT_RULINGS): OppositionStep {
  const keys = combatants.map((combatant) => combatant.key);
  if (new Set(keys).size !== keys.length || keys.some((key) => key.trim() === "")) return refuse("BadCombatants");
  if (new Set(combatants.map((combatant) => combatant.side)).size < 2) return refuse("OneSide");
  const fresh = combatants.map((combatant) => {
    const reset = { ...combatant, handCount: 0, initiative: null };
    if (reset.kind !== "fated") return reset;
    return { ...reset, character: beginScene(reset.character) };
  });
  const first = fresh[0]!;
  const state: OppositionState = {
    rulings,
    combatants: fresh,
    phase: "dealing",
    round: 0,
    order: [],
    turn: null,
    acted: [],
    initiativeChosen: [],
    draw: null,
    lastResult: null,
    pending: startDraw(handStack(first.key)),
    drawFor: { purpose: "deal", actor: first.key },
    question: null,
    active: [],
    offers: [],
    woundOffer: null,
    endedBy: null,
  };
  return ok(state, [...sceneShuffleEffects(keys), drawEffect(handStack(first.key), openingHand(first))]);
}

/** A new scene for a character: Fortunate's extra wildcard [GOB-21]. */
export function beginScene(character: Character): Character {
  return canUseAdvantage(character, "fortunate") ? { ...character, wildcards: character.wildcards + 1 } : character;
}

export function opposition(state: OppositionState, action: OppositionAction | TableAnswer): OppositionStep {
  const rulings = state.rulings;
  // The one thing left after the end: a wounder's disadvantage for the character they wounded.
  if (state.phase === "ended" && action.type !== "inflictDisadvantage") return refuse("OppositionOver");
  if (state.question && action.type !== "answerContinue" && action.type !== "endOpposition") return refuse("AwaitingTable");
  if (state.pending && action.type !== "drawn" && action.type !== "revealed") return refuse("AwaitingTable");
  switch (action.type) {
    case "drawn": return drawn(state, action.outcome, rulings);
    case "revealed": return revealed(state, action.cards, rulings);
    case "answerContinue": return answerContinue(state, action.goOn);
    case "endOpposition": return end(state, "agreement");
    case "chooseInitiative": return chooseInitiative(state, action);
    case "drawStep": return drawStep(state, action.actor, action.trait);
    case "discard": return discard(state, action);
    case "mulligan": return mulligan(state, action.actor, action.hand);
    case "attack": return attack(state, action);
    case "defend": return defend(state, action.actor, action.skill, action.specialty);
    case "playFaceDown": return playFaceDown(state, action);
    case "bet": return bet(state, action, rulings);
    case "stand": return stand(state, action.actor, rulings);
    case "spendWildcard": return spendWildcard(state, action.actor);
    case "finishWildcards": return finishWildcards(state, action.actor);
    case "takeDamage": return takeDamage(state, action.actor, false, rulings);
    case "useAdvantage": return advantage(state, action, rulings);
    case "inflictDisadvantage": return inflict(state, action.actor, action.disadvantage);
    case "swapInitiative": return swapInitiative(state, action);
    case "standUp": return standUp(state, action.actor);
    case "wieldTwoWeapons": return wieldTwoWeapons(state, action.actor, action.weapons);
    case "knockDown": return knockDown(state, action.actor);
    case "endTurn": return endTurn(state, action.actor, rulings);
  }
  return refuse("BadInput");
}

// ---------- helpers ----------

export function replace(state: OppositionState, combatant: Combatant): OppositionState {
  return { ...state, combatants: state.combatants.map((held) => (held.key === combatant.key ? combatant : held)) };
}

function inHand(card: Card, hand: readonly Card[]): card is SuitedCard {
  return card.kind === "suited" && hand.some((held) => cardKey(held) === cardKey(card));
}

function wildcardsOf(combatant: Combatant): number {
  return combatant.kind === "fated" ? combatant.character.wildcards : 0;
}

function withWildcards(combatant: Combatant, delta: number): Combatant {
  return combatant.kind === "fated" ? { ...combatant, character: { ...combatant.character, wildcards: combatant.character.wildcards + delta } } : combatant;
}

function isTurnOf(state: OppositionState, actor: string): boolean {
  return state.phase === "turns" && state.turn?.actor === actor;
}

function hasActed(state: OppositionState, actor: string): boolean {
  return state.acted.includes(actor);
}

function sideOf(draw: OpposedDraw, actor: string): "attacker" | "defender" | undefined {
  return draw.attacker.actor === actor ? "attacker" : draw.defender.actor === actor ? "defender" : undefined;
}

function requestDraw(state: OppositionState, purpose: DrawPurpose, actor: string, to: string, count: number, effects: readonly BastardsEffect[] = []): OppositionStep {
  if (count <= 0) return afterDraw({ ...state, drawFor: { purpose, actor } }, effects);
  return ok({ ...state, pending: startDraw(to), drawFor: { purpose, actor } }, [...effects, drawEffect(to, count)]);
}

// ---------- table answers ----------

function drawn(state: OppositionState, outcome: Parameters<typeof settleDraw>[1], rulings: BastardsRulings): OppositionStep {
  if (state.pending?.kind !== "draw" || !state.drawFor) return refuse("NotWaitingForCards");
  const settled = settleDraw(state.pending, outcome, rulings);
  const { purpose, actor } = state.drawFor;
  let next: OppositionState = { ...state, pending: settled.next };
  const drawer = findCombatant(next, actor);
  if (drawer) {
    let updated = withWildcards(drawer, settled.wildcards);
    if (purpose === "wildcard" && next.draw) {
      const role = sideOf(next.draw, actor);
      if (role) next = { ...next, draw: { ...next.draw, [role]: { ...next.draw[role], fromDeck: [...next.draw[role].fromDeck, ...settled.kept] } } };
    } else if (purpose !== "emptyHand") {
      updated = { ...updated, handCount: updated.handCount + settled.kept.length };
    }
    next = replace(next, updated);
  }
  const effects: BastardsEffect[] = [...settled.effects];
  if (purpose === "wildcard" && settled.kept.length > 0) effects.push({ type: "reveal", stack: PLAY, cards: settled.kept });
  if (settled.next) return ok(next, effects);
  if (settled.short > 0) {
    // The deck ran out: ask the table whether to go on [GOB-23].
    return ok({ ...next, question: { to: state.pending.to, count: settled.short } }, [...effects, { type: "bastards.ask", question: "continueOpposition" }]);
  }
  return afterDraw(next, effects);
}

function answerContinue(state: OppositionState, goOn: boolean): OppositionStep {
  if (!state.question) return refuse("NoQuestion");
  if (!goOn) return end({ ...state, question: null }, "deckOut");
  const { to, count } = state.question;
  return ok({ ...state, question: null, pending: startDraw(to) }, [{ type: "returnDiscards", stack: DECK }, drawEffect(to, count)]);
}

/** Where the procedure goes once a draw for `drawFor` is complete. */
function afterDraw(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const purpose = state.drawFor?.purpose;
  const actor = state.drawFor?.actor ?? "";
  const next: OppositionState = { ...state, drawFor: null, pending: null };
  switch (purpose) {
    case "deal": {
      const index = next.combatants.findIndex((combatant) => combatant.key === actor);
      const following = next.combatants[index + 1];
      if (following) return requestDraw(next, "deal", following.key, handStack(following.key), openingHand(following), effects);
      return ok({ ...next, phase: "initiative" }, effects);
    }
    case "drawStep":
    case "mulligan":
      return ok(next.turn ? { ...next, turn: { ...next.turn, stage: "action" } } : next, effects);
    case "emptyHand": {
      const draw = next.draw;
      if (!draw) return ok(next, effects);
      return moveOn({ ...next, draw: startBetting({ ...draw, defender: { ...draw.defender, faceDown: true } }, next) }, effects);
    }
    case "wildcard": {
      const draw = next.draw;
      const role = draw ? sideOf(draw, actor) : undefined;
      const drawer = findCombatant(next, actor);
      if (!draw || !role || !drawer || wildcardsOf(drawer) > 0) return ok(next, effects);
      return afterWildcards({ ...next, draw: { ...draw, [role]: { ...draw[role], wildcardsDone: true } } }, effects);
    }
    default:
      return ok(next, effects);
  }
}

function revealed(state: OppositionState, cards: Readonly<Record<string, readonly Card[]>>, rulings: BastardsRulings): OppositionStep {
  if (state.pending?.kind !== "reveal") return refuse("NotWaitingForCards");
  const faceOf = (actor: string): SuitedCard | undefined => {
    const card = cards[faceDownStack(actor)]?.[0];
    return card?.kind === "suited" ? card : undefined;
  };
  const effects: BastardsEffect[] = [];
  const turnOver = (actor: string, card: SuitedCard): void => {
    effects.push(
      { type: "move", cards: [card], from: faceDownStack(actor), to: PLAY, position: "top" },
      { type: "reveal", stack: PLAY, cards: [card] },
    );
  };
  if (state.phase === "initiative") {
    let next: OppositionState = { ...state, pending: null };
    for (const actor of state.initiativeChosen) {
      const card = faceOf(actor);
      const combatant = findCombatant(next, actor);
      if (!card || !combatant) return refuse("NotWaitingForCards");
      turnOver(actor, card);
      next = replace(next, { ...combatant, initiative: card });
    }
    return startRound({ ...next, phase: "turns", round: 0 }, effects, rulings);
  }
  const draw = state.draw;
  if (!draw || draw.stage !== "reveal") return refuse("NotWaitingForCards");
  const attackerCard = faceOf(draw.attacker.actor);
  const defenderCard = faceOf(draw.defender.actor);
  if (!attackerCard || !defenderCard) return refuse("NotWaitingForCards");
  turnOver(draw.attacker.actor, attackerCard);
  turnOver(draw.defender.actor, defenderCard);
  const shown: OpposedDraw = {
    ...draw,
    attacker: { ...draw.attacker, faceDownCard: attackerCard },
    defender: { ...draw.defender, faceDownCard: defenderCard },
  };
  return resolve({ ...state, pending: null, draw: shown }, effects, rulings);
}

// ---------- initiative [GOB-15] ----------

function chooseInitiative(state: OppositionState, action: WithHand): OppositionStep {
  if (state.phase !== "initiative") return refuse("NotNow");
  const combatant = findCombatant(state, action.actor);
  if (!combatant) return refuse("UnknownCombatant");
  if (state.initiativeChosen.includes(action.actor)) return refuse("AlreadyChosen");
  if (!inHand(action.card, action.hand)) return refuse("CardNotInHand");
  let next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  next = { ...next, initiativeChosen: [...next.initiativeChosen, action.actor] };
  const effects: BastardsEffect[] = [{ type: "move", cards: [action.card], from: handStack(action.actor), to: faceDownStack(action.actor), position: "top" }];
  if (next.combatants.every((held) => next.initiativeChosen.includes(held.key) || !isActive(held, next.rulings))) {
    next = { ...next, pending: { kind: "reveal", stacks: next.initiativeChosen.map(faceDownStack) } };
  }
  return ok(next, effects);
}

/** Lowest initiative first, the Ace counting 1; ties (project ruling) by suit, ♣ first, then seating. */
export function initiativeOrder(combatants: readonly Combatant[]): string[] {
  return combatants
    .map((combatant, seat) => ({ combatant, seat }))
    .filter(({ combatant }) => combatant.initiative !== null)
    .sort((a, b) => {
      const x = a.combatant.initiative!;
      const y = b.combatant.initiative!;
      return initiativeValue(x) - initiativeValue(y) || SUIT_PRIORITY[x.suit] - SUIT_PRIORITY[y.suit] || a.seat - b.seat;
    })
    .map(({ combatant }) => combatant.key);
}

function swapInitiative(state: OppositionState, action: WithHand): OppositionStep {
  const turnCheck = actionAllowed(state, action.actor);
  const speedy = (() => {
    const combatant = findCombatant(state, action.actor);
    return combatant?.kind === "fated" && canUseAdvantage(combatant.character, "speedy");
  })();
  if (!isTurnOf(state, action.actor) || state.turn?.stage !== "action" || state.draw) return refuse("NotYourTurn");
  if (!speedy && turnCheck) return turnCheck;
  const combatant = findCombatant(state, action.actor)!;
  if (!inHand(action.card, action.hand) || !combatant.initiative) return refuse("CardNotInHand");
  let next = replace(state, { ...combatant, initiative: action.card, handCount: combatant.handCount - 1 });
  if (!speedy) next = { ...next, acted: [...next.acted, action.actor] };
  return ok(next, [
    { type: "move", cards: [combatant.initiative], from: PLAY, to: DISCARD, position: "top" },
    { type: "move", cards: [action.card], from: handStack(action.actor), to: PLAY, position: "top" },
    { type: "reveal", stack: PLAY, cards: [action.card] },
  ]);
}

// ---------- rounds and turns ----------

function startRound(state: OppositionState, effects: readonly BastardsEffect[], rulings: BastardsRulings): OppositionStep {
  // Paying an advantage's cost can knock a character out too: with one side left there is no round.
  if (sidesStanding(state, rulings) <= 1) return end(state, "oneSideLeft", effects);
  const order = initiativeOrder(state.combatants);
  const next: OppositionState = {
    ...state,
    round: state.round + 1,
    order,
    acted: [],
    active: state.active.filter((use) => use.scope !== "round"),
  };
  return beginTurnFrom(next, 0, effects, rulings);
}

function beginTurnFrom(state: OppositionState, index: number, effects: readonly BastardsEffect[], rulings: BastardsRulings): OppositionStep {
  for (let i = index; i < state.order.length; i++) {
    const combatant = findCombatant(state, state.order[i]!);
    if (combatant && isActive(combatant, rulings)) {
      return ok({
        ...state,
        turn: { actor: combatant.key, stage: "draw", discarded: false, attacksLeft: combatant.twoWeapons ? 2 : 1, weaponsUsed: [] },
        offers: [],
        active: state.active.filter((use) => !(use.scope === "untilNextTurn" && use.actor === combatant.key)),
      }, effects);
    }
  }
  return startRound({ ...state, turn: null }, effects, rulings);
}

function endTurn(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  if (!isTurnOf(state, actor) || state.draw) return refuse("NotYourTurn");
  return beginTurnFrom({ ...state, woundOffer: null }, state.order.indexOf(actor) + 1, [], rulings);
}

/** Refusal if the actor may not take an action now (not their turn, the draw step not done, already acted). */
function actionAllowed(state: OppositionState, actor: string): Refusal | null {
  if (!isTurnOf(state, actor) || state.turn?.stage !== "action" || state.draw) return refuse("NotYourTurn");
  if (hasActed(state, actor)) return refuse("ActionUsed");
  return null;
}

// ---------- draw step, discard, mulligan [GOB-16] ----------

/** Traits that may set the draw step's count: Luck, or Quick-Witted's Mind, Discipline's Body (1 BP), Fervor's Spirit in Desperation. */
export function drawStepTraits(combatant: Combatant): Trait[] {
  if (combatant.kind !== "fated") return ["luck"];
  const character = combatant.character;
  const traits: Trait[] = ["luck"];
  if (canUseAdvantage(character, "quickWitted")) traits.push("mind");
  if (canUseAdvantage(character, "discipline") && poolCurrent(character, "body") >= 1) traits.push("body");
  if (canUseAdvantage(character, "fervor") && isDesperate(combatant)) traits.push("spirit");
  return traits;
}

/** Cards the draw step draws (Extras: their Power Rating, never past their members) [GOB-16, GOB-26]. */
export function drawStepCount(combatant: Combatant, trait: Trait): number {
  switch (combatant.kind) {
    case "fated": return combatant.character.traits[trait];
    case "follower": return combatant.powerRating;
    case "extras": return Math.max(0, Math.min(combatant.powerRating, combatant.members - combatant.handCount));
  }
}

function drawStep(state: OppositionState, actor: string, trait: Trait = "luck"): OppositionStep {
  if (!isTurnOf(state, actor) || state.turn?.stage !== "draw") return refuse("NotYourTurn");
  let combatant = findCombatant(state, actor)!;
  if (!drawStepTraits(combatant).includes(trait)) return refuse("AdvantageNotUsable");
  if (combatant.kind === "fated" && trait === "body") combatant = damage(combatant, "body", 1).combatant;
  const next = replace(state, combatant);
  const desperate = becameDesperate(state, next, actor) ? desperationCount(next, actor) : 0;
  return requestDraw(next, "drawStep", actor, handStack(actor), drawStepCount(combatant, trait) + desperate, []);
}

function discard(state: OppositionState, action: WithHand): OppositionStep {
  if (!isTurnOf(state, action.actor) || state.turn?.stage !== "action" || state.draw || hasActed(state, action.actor)) return refuse("NotYourTurn");
  if (state.turn.discarded) return refuse("AlreadyDiscarded");
  if (!inHand(action.card, action.hand)) return refuse("CardNotInHand");
  const combatant = findCombatant(state, action.actor)!;
  const next = replace({ ...state, turn: { ...state.turn, discarded: true } }, { ...combatant, handCount: combatant.handCount - 1 });
  return ok(next, [{ type: "move", cards: [action.card], from: handStack(action.actor), to: DISCARD, position: "top" }]);
}

function mulligan(state: OppositionState, actor: string, hand: readonly Card[]): OppositionStep {
  const refusal = actionAllowed(state, actor);
  if (refusal) return refusal;
  const combatant = findCombatant(state, actor)!;
  if (hand.length !== combatant.handCount) return refuse("CardNotInHand");
  const next = replace({ ...state, acted: [...state.acted, actor] }, { ...combatant, handCount: 0 });
  const effects: BastardsEffect[] = hand.length > 0 ? [{ type: "move", cards: hand, from: handStack(actor), to: DISCARD, position: "top" }] : [];
  return requestDraw({ ...next, turn: { ...next.turn!, stage: "draw" } }, "mulligan", actor, handStack(actor), OPENING_HAND, effects);
}

// ---------- the opposed draw [GOB-17, GOB-18] ----------

function emptySide(actor: string, skill: string, specialty: number, cap: number): Side {
  return { actor, skill, specialty, cap, faceDown: false, faceDownCard: null, faceUp: [], fromDeck: [], stopped: false, wildcardsDone: false };
}

function attack(state: OppositionState, declaration: AttackDeclaration): OppositionStep {
  const { actor, target } = declaration;
  if (!isTurnOf(state, actor) || state.turn?.stage !== "action" || state.draw) return refuse("NotYourTurn");
  if (hasActed(state, actor) || state.turn.attacksLeft < 1) return refuse("ActionUsed");
  const attacker = findCombatant(state, actor)!;
  const defender = findCombatant(state, target);
  if (!defender || target === actor || !isActive(defender, state.rulings)) return refuse("BadTarget");
  if (attacker.handCount < 1) return refuse("NoCards");
  if (!Number.isInteger(declaration.modifier ?? 0)) return refuse("BadInput");
  if (state.turn.weaponsUsed.includes(declaration.skill)) return refuse("WeaponUsed");
  if (attacker.twoWeapons && state.turn.weaponsUsed.length > 0 && !attacker.twoWeapons.includes(declaration.skill)) return refuse("WeaponUsed");
  const specialty = attacker.kind === "fated" ? specialtyBonus(attacker.character, declaration.specialty) : 0;
  if (specialty === undefined) return refuse("SpecialtyNotHeld");
  const defaults = ATTACK_DEFAULTS[declaration.kind];
  const draw: OpposedDraw = {
    kind: declaration.kind,
    melee: declaration.melee ?? declaration.kind === "physical",
    pool: declaration.pool ?? defaults.pool,
    attackerTrait: declaration.attackerTrait ?? defaults.attacker,
    defenderTrait: declaration.defenderTrait ?? defaults.defender,
    modifier: declaration.modifier ?? 0,
    intimidate: declaration.intimidate ?? false,
    stage: "defend",
    attacker: emptySide(actor, declaration.skill, specialty, sideCap(state, attacker, declaration.skill, "attacker", declaration.kind)),
    defender: emptySide(target, "", 0, 0),
    bettor: "defender",
    result: null,
  };
  return ok({ ...state, draw, offers: [], turn: { ...state.turn, weaponsUsed: [...state.turn.weaponsUsed, declaration.skill] } });
}

function defend(state: OppositionState, actor: string, skill: string, specialtyName?: string): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "defend" || draw.defender.actor !== actor) return refuse("NotYourMove");
  const defender = findCombatant(state, actor)!;
  const specialty = defender.kind === "fated" ? specialtyBonus(defender.character, specialtyName) : 0;
  if (specialty === undefined) return refuse("SpecialtyNotHeld");
  const side = emptySide(actor, skill, specialty, sideCap(state, defender, skill, "defender", draw.kind));
  return ok({ ...state, draw: { ...draw, defender: side, stage: "attackerFaceDown" } });
}

function playFaceDown(state: OppositionState, action: WithHand): OppositionStep {
  const draw = state.draw;
  const expected = draw?.stage === "attackerFaceDown" ? draw.attacker.actor : draw?.stage === "defenderFaceDown" ? draw.defender.actor : undefined;
  if (!draw || expected !== action.actor) return refuse("NotYourMove");
  if (!inHand(action.card, action.hand)) return refuse("CardNotInHand");
  const role = draw.stage === "attackerFaceDown" ? "attacker" : "defender";
  const combatant = findCombatant(state, action.actor)!;
  const next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  const played: OpposedDraw = { ...draw, [role]: { ...draw[role], faceDown: true } };
  const effects: BastardsEffect[] = [{ type: "move", cards: [action.card], from: handStack(action.actor), to: faceDownStack(action.actor), position: "top" }];
  if (role === "attacker") return defenderOpens({ ...next, draw: { ...played, stage: "defenderFaceDown" } }, effects);
  return moveOn({ ...next, draw: startBetting(played, next) }, effects);
}

/** A defender with no cards plays the top card of the deck face down [GOB-17]. */
function defenderOpens(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const defender = findCombatant(state, state.draw!.defender.actor)!;
  if (defender.handCount > 0) return ok(state, effects);
  return requestDraw(state, "emptyHand", defender.key, faceDownStack(defender.key), 1, effects);
}

function finishedBetting(side: Side, combatant: Combatant | undefined, rulings: BastardsRulings): boolean {
  return side.stopped || cardsCounted(side, rulings) >= side.cap || (combatant?.handCount ?? 0) === 0;
}

/** The affected side bets first [GOB-17]. */
function startBetting(draw: OpposedDraw, state: OppositionState): OpposedDraw {
  return { ...draw, ...nextBettor({ ...draw, stage: "betting" }, state, "attacker", state.rulings) };
}

/** After `last` moved: the other side bets if it can, else `last` again, else the betting is over. */
function nextBettor(draw: OpposedDraw, state: OppositionState, last: "attacker" | "defender", rulings: BastardsRulings): Pick<OpposedDraw, "stage" | "bettor"> {
  const other = last === "attacker" ? "defender" : "attacker";
  const open = (role: "attacker" | "defender") => !finishedBetting(draw[role], findCombatant(state, draw[role].actor), rulings);
  if (open(other)) return { stage: "betting", bettor: other };
  if (open(last)) return { stage: "betting", bettor: last };
  return { stage: "wildcards", bettor: draw.bettor };
}

function bet(state: OppositionState, action: WithHand, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, action.actor) : undefined;
  if (!draw || !role || (draw.stage !== "betting" && draw.stage !== "wildcards")) return refuse("NotYourMove");
  if (cardsCounted(draw[role], rulings) >= draw[role].cap) return refuse("BeyondSkillRank");
  if (draw.stage !== "betting" || draw.bettor !== role) return refuse("NotYourBet");
  if (!inHand(action.card, action.hand)) return refuse("CardNotInHand");
  const combatant = findCombatant(state, action.actor)!;
  const next = replace(state, { ...combatant, handCount: combatant.handCount - 1 });
  const played: OpposedDraw = { ...draw, [role]: { ...draw[role], faceUp: [...draw[role].faceUp, action.card] } };
  return moveOn({ ...next, draw: { ...played, ...nextBettor(played, next, role, rulings) } }, [
    { type: "move", cards: [action.card], from: handStack(action.actor), to: PLAY, position: "top" },
    { type: "reveal", stack: PLAY, cards: [action.card] },
  ]);
}

function stand(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "betting") return refuse("NotYourMove");
  const role = sideOf(draw, actor);
  if (!role || draw.bettor !== role) return refuse("NotYourBet");
  const stopped: OpposedDraw = { ...draw, [role]: { ...draw[role], stopped: true } };
  return moveOn({ ...state, draw: { ...stopped, ...nextBettor(stopped, state, role, rulings) } }, []);
}

/** Entering the wildcard step: sides without wildcards are done at once. */
function moveOn(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const draw = state.draw!;
  if (draw.stage !== "wildcards") return ok(state, effects);
  const done = (side: Side): Side => ({ ...side, wildcardsDone: wildcardsOf(findCombatant(state, side.actor)!) === 0 });
  return afterWildcards({ ...state, draw: { ...draw, attacker: done(draw.attacker), defender: done(draw.defender) } }, effects);
}

function spendWildcard(state: OppositionState, actor: string): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, actor) : undefined;
  if (!draw || draw.stage !== "wildcards" || !role || draw[role].wildcardsDone) return refuse("NotYourMove");
  const combatant = findCombatant(state, actor)!;
  if (wildcardsOf(combatant) < 1) return refuse("NoWildcards");
  return requestDraw(replace(state, withWildcards(combatant, -1)), "wildcard", actor, PLAY, 1);
}

function finishWildcards(state: OppositionState, actor: string): OppositionStep {
  const draw = state.draw;
  const role = draw ? sideOf(draw, actor) : undefined;
  if (!draw || draw.stage !== "wildcards" || !role) return refuse("NotYourMove");
  return afterWildcards({ ...state, draw: { ...draw, [role]: { ...draw[role], wildcardsDone: true } } }, []);
}

function afterWildcards(state: OppositionState, effects: readonly BastardsEffect[]): OppositionStep {
  const draw = state.draw!;
  if (!draw.attacker.wildcardsDone || !draw.defender.wildcardsDone) return ok(state, effects);
  return ok({ ...state, draw: { ...draw, stage: "reveal" }, pending: { kind: "reveal", stacks: [faceDownStack(draw.attacker.actor), faceDownStack(draw.defender.actor)] } }, effects);
}

// ---------- result and damage [GOB-18, GOB-19, GOB-20] ----------

function resolve(state: OppositionState, effects: readonly BastardsEffect[], rulings: BastardsRulings): OppositionStep {
  const draw = state.draw!;
  const scored = score(state, draw);
  const result = { ...scored, damage: 0, pool: draw.pool, taken: 0 };
  const next: OppositionState = { ...state, draw: { ...draw, stage: "consequences", result } };
  const defender = findCombatant(state, draw.defender.actor)!;
  const mayRedirect = result.winner === "attacker" && draw.pool === "body" && defender.kind === "fated"
    && canUseAdvantage(defender.character, "mindOverMatter") && poolCurrent(defender.character, "mind") >= 1;
  if (mayRedirect) return ok(next, effects);
  return consequences(next, false, effects, rulings);
}

function takeDamage(state: OppositionState, actor: string, redirect: boolean, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "consequences" || draw.defender.actor !== actor) return refuse("NotYourMove");
  return consequences(state, redirect, [], rulings);
}

/** Mind Over Matter: pay 1 MP and take this BP damage to MP instead [GOB-28]. */
export function redirectToMind(state: OppositionState, actor: string, rulings: BastardsRulings): OppositionStep {
  const draw = state.draw;
  if (!draw || draw.stage !== "consequences" || draw.defender.actor !== actor || draw.pool !== "body") return refuse("AdvantageNotNow");
  const defender = findCombatant(state, actor)!;
  if (defender.kind !== "fated" || !canUseAdvantage(defender.character, "mindOverMatter")) return refuse("AdvantageNotUsable");
  const paid = damage(defender, "mind", 1);
  if (paid.taken < 1) return refuse("PoolEmpty");
  return consequences(replace(state, paid.combatant), true, [], rulings, defender);
}

function consequences(state: OppositionState, redirect: boolean, effects: readonly BastardsEffect[], rulings: BastardsRulings, defenderBefore?: Combatant): OppositionStep {
  const draw = state.draw!;
  const scored = draw.result!;
  const pool: Trait = redirect ? "mind" : draw.pool;
  let next: OppositionState = state;
  let taken = 0;
  let amount = 0;
  const offers: { actor: string; advantage: string }[] = [];
  const attackerKey = draw.attacker.actor;
  const defenderKey = draw.defender.actor;
  const before = findCombatant(next, defenderKey)!;
  const untouched = defenderBefore ?? before;
  let desperateNow = false;
  if (scored.winner === "attacker") {
    const changed = damageAfterAdvantages(next, draw, scored.margin, pool);
    amount = changed.amount;
    const hit = damage(before, pool, amount);
    taken = hit.taken;
    next = replace({ ...next, active: next.active.filter((use) => !changed.used.includes(use)) }, hit.combatant);
    if (hit.combatant.kind === "fated" && before.kind === "fated") {
      const emptyBefore = untouched.kind === "fated" ? emptyPools(untouched.character).length : 0;
      const emptied = emptyPools(hit.combatant.character);
      desperateNow = emptyBefore === 0 && emptied.length === 1;
      if (emptyBefore < 3 && emptied.length === 3) {
        next = { ...next, woundOffer: { wounder: attackerKey, target: defenderKey, suits: emptied.map((trait) => SUIT_OF_TRAIT[trait]) } };
      }
      if (taken > 0 && pool === "body" && canUseAdvantage(hit.combatant.character, "tenacity")) offers.push({ actor: defenderKey, advantage: "tenacity" });
      if (taken > 0 && pool === "spirit" && canUseAdvantage(hit.combatant.character, "faith")) offers.push({ actor: defenderKey, advantage: "faith" });
    }
    const attacker = findCombatant(next, attackerKey);
    if (taken > 0 && pool === "body" && attacker?.kind === "fated" && canUseAdvantage(attacker.character, "bloodlust")) offers.push({ actor: attackerKey, advantage: "bloodlust" });
  }
  const defenderAfter = findCombatant(next, defenderKey)!;
  if ((scored.winner === "defender" || taken === 0) && defenderAfter.kind === "fated" && canUseAdvantage(defenderAfter.character, "careful")) {
    offers.push({ actor: defenderKey, advantage: "careful" });
  }
  const inPlay = [...sideCards(draw.attacker), ...sideCards(draw.defender)];
  const cleanup: BastardsEffect[] = inPlay.length > 0 ? [{ type: "move", cards: inPlay, from: PLAY, to: DISCARD, position: "top" }] : [];
  const result = { ...scored, damage: amount, pool, taken };
  const turn = next.turn!;
  const attacksLeft = turn.attacksLeft - 1;
  next = {
    ...next,
    draw: null,
    lastResult: result,
    offers,
    turn: { ...turn, attacksLeft },
    acted: attacksLeft <= 0 && !next.acted.includes(attackerKey) ? [...next.acted, attackerKey] : next.acted,
    active: next.active.filter((use) => use.scope !== "thisDraw" && !(use.scope === "nextDefense" && use.actor === defenderKey && draw.kind === "physical")),
  };
  const allEffects = [...effects, ...cleanup];
  if (sidesStanding(next, rulings) <= 1) return end(next, "oneSideLeft", allEffects);
  if (desperateNow) return requestDraw(next, "desperation", defenderKey, handStack(defenderKey), desperationCount(next, defenderKey), allEffects);
  return ok(next, allEffects);
}

function sidesStanding(state: OppositionState, rulings: BastardsRulings): number {
  return new Set(state.combatants.filter((combatant) => isActive(combatant, rulings)).map((combatant) => combatant.side)).size;
}

/** The wounder spends a wildcard to inflict a disadvantage of an emptied suit; a permanent one earns them Bad Reputation [GOB-08, GOB-20]. */
function inflict(state: OppositionState, actor: string, id: string): OppositionStep {
  const offer = state.woundOffer;
  if (!offer || offer.wounder !== actor) return refuse("NotNow");
  const spec = findDisadvantage(id);
  if (!spec) return refuse("UnknownDisadvantage");
  if (!offer.suits.includes(spec.suit)) return refuse("SuitNotEmptied");
  const wounder = findCombatant(state, actor)!;
  const target = findCombatant(state, offer.target)!;
  if (wildcardsOf(wounder) < 1) return refuse("NoWildcards");
  if (target.kind !== "fated") return refuse("BadTarget");
  const held = target.character.disadvantages[id] ?? 0;
  if (held >= spec.maxRanks) return refuse("DisadvantageLimit");
  const victim = gainXp({ ...target.character, disadvantages: { ...target.character.disadvantages, [id]: held + 1 } }, 1);
  let next = replace(state, { ...target, character: victim });
  let paid = withWildcards(wounder, -1);
  if (spec.permanent && paid.kind === "fated") {
    const infamy = paid.character.disadvantages.badReputation ?? 0;
    if (infamy < (findDisadvantage("badReputation")?.maxRanks ?? 0)) {
      paid = { ...paid, character: { ...paid.character, disadvantages: { ...paid.character.disadvantages, badReputation: infamy + 1 } } };
    }
  }
  next = replace(next, paid);
  return ok({ ...next, woundOffer: null });
}

// ---------- situational actions ----------

function standUp(state: OppositionState, actor: string): OppositionStep {
  const refusal = actionAllowed(state, actor);
  if (refusal) return refusal;
  const combatant = findCombatant(state, actor)!;
  if (!combatant.knockedDown) return refuse("NotKnockedDown");
  return ok({ ...replace(state, { ...combatant, knockedDown: false }), acted: [...state.acted, actor] });
}

function knockDown(state: OppositionState, actor: string): OppositionStep {
  const combatant = findCombatant(state, actor);
  if (!combatant) return refuse("UnknownCombatant");
  return ok(replace(state, { ...combatant, knockedDown: true }));
}

/** Two weapons [GOB-24]: two weapon skills, never unarmed. A quick action. */
function wieldTwoWeapons(state: OppositionState, actor: string, weapons: readonly [string, string] | null): OppositionStep {
  const combatant = findCombatant(state, actor);
  if (!combatant) return refuse("UnknownCombatant");
  if (state.draw) return refuse("NotNow");
  if (weapons && (weapons[0] === weapons[1] || weapons.some((skill) => !skill.startsWith("combat:") || skill === "combat:unarmed"))) return refuse("BadWeapons");
  const next = replace(state, { ...combatant, twoWeapons: weapons ? [weapons[0], weapons[1]] : null });
  const turn = next.turn;
  if (turn?.actor !== actor || turn.weaponsUsed.length > 0) return ok(next);
  return ok({ ...next, turn: { ...turn, attacksLeft: weapons ? 2 : 1 } });
}

function advantage(state: OppositionState, use: AdvantageUse, rulings: BastardsRulings): OppositionStep {
  if (use.advantage === "mindOverMatter") return redirectToMind(state, use.actor, rulings);
  const offer = state.offers.find((held) => held.actor === use.actor && held.advantage === use.advantage);
  if (offer) {
    const next = { ...state, offers: state.offers.filter((held) => held !== offer) };
    return requestDraw(next, "advantage", use.actor, handStack(use.actor), 1);
  }
  const used = useAdvantage(state, use);
  if (!used.ok) return used;
  return afterPayment(state, used.state, use.actor, []);
}

function becameDesperate(before: OppositionState, after: OppositionState, actor: string): boolean {
  const was = findCombatant(before, actor);
  const is = findCombatant(after, actor);
  return was?.kind === "fated" && is?.kind === "fated" && emptyPools(was.character).length === 0 && emptyPools(is.character).length === 1;
}

/** Cards drawn on falling into Desperation: Spirit or Luck [GOB-20]. */
function desperationCount(state: OppositionState, actor: string): number {
  const combatant = findCombatant(state, actor);
  return combatant?.kind === "fated" ? combatant.character.traits[desperationTrait(combatant.character)] : 0;
}

/** After paying a pool cost: a character it made desperate draws at once [GOB-20]. */
function afterPayment(before: OppositionState, after: OppositionState, actor: string, effects: readonly BastardsEffect[]): OppositionStep {
  if (!becameDesperate(before, after, actor)) return ok(after, effects);
  return requestDraw(after, "desperation", actor, handStack(actor), desperationCount(after, actor), effects);
}

/** The end: every Fated character involved gains 1 XP [GOB-27]. */
function end(state: OppositionState, reason: NonNullable<OppositionState["endedBy"]>, effects: readonly BastardsEffect[] = []): OppositionStep {
  const combatants = state.combatants.map((combatant) => (combatant.kind === "fated" ? { ...combatant, character: gainXp(combatant.character, 1) } : combatant));
  return ok({ ...state, combatants, phase: "ended", endedBy: reason, turn: null, draw: null, pending: null, drawFor: null, question: null }, effects);
}

