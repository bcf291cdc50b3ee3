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
import type { Card, SuitedCard } from "../../cards/card.ts";
import { canUseAdvantage, skillRank } from "../character.ts";
import type { Character } from "../character.ts";
import { openingHand, sheetHeld } from "../combatants.ts";
import type { Combatant } from "../combatants.ts";
import { DECK, DISCARD, PLAY, faceDownStack, handStack, sceneShuffleEffects, skillStack } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import { DEFAULT_RULINGS } from "../rulings.ts";
import type { BastardsRulings } from "../rulings.ts";
import { bestCard, cardValue, decide } from "../values.ts";
import type { Trait } from "../values.ts";
import { handTrait } from "../modifiers.ts";
import { fateDrawCount } from "./skill-hand.ts";
import { momentRefusal } from "./advantages.ts";
import type { AdvantageUse } from "./advantages.ts";
import { drawEffect, settleDraw, startDraw } from "./draws.ts";
import type { TableAnswer } from "./draws.ts";
import { findCombatant, isUsing } from "./opposed-draw.ts";
import { awaitsTable } from "./opposition-state.ts";
import type { OpposedDraw, OppositionState } from "./opposition-state.ts";
import { answerFinishing, end, ok, replace, requestDraw, sideOf, wildcardsOf, withWildcards } from "./opposition-kit.ts";
import type { OppositionStep, WithHand } from "./opposition-kit.ts";
import {
  advantage,
  afterWildcards,
  attack,
  bet,
  defend,
  finishWildcards,
  inflict,
  moveOn,
  playFaceDown,
  resolve,
  spendWildcard,
  stand,
  startBetting,
  takeDamage,
} from "./opposition-exchange.ts";
import type { AttackDeclaration } from "./opposition-exchange.ts";
import {
  chooseInitiative,
  discard,
  drawStep,
  endTurn,
  knockDown,
  mulligan,
  standUp,
  startRound,
  swapInitiative,
  wieldTwoWeapons,
} from "./opposition-turns.ts";
import { afterTableStep, counterAttack, markExtremeMovement, owesCards, setAside, tableAdvantage } from "./table-advantages.ts";
import { afterJoinDeal, endFlight, joinerInitiative, joins } from "./opposition-joins.ts";
import { gainWildcards } from "./indirect.ts";
import type { JoinAction } from "./opposition-joins.ts";
import { refuse } from "../../outcome.ts";
import { REFUSAL } from "../refusals.ts";

export type { AttackDeclaration } from "./opposition-exchange.ts";
export type { OppositionStep } from "./opposition-kit.ts";
export { drawStepCount, drawStepTraits, initiativeOrder, swapInitiativeRefusal } from "./opposition-turns.ts";
export { redirectToMind } from "./opposition-exchange.ts";
export type { JoinAction, JoinKind } from "./opposition-joins.ts";
export { INVOLVED_FOLLOWERS, REINFORCING_EXTRAS } from "./opposition-joins.ts";

export type OppositionAction =
  | ({ readonly type: "chooseInitiative" } & WithHand)
  | { readonly type: "drawStep"; readonly actor: string; readonly trait?: Trait }
  | ({ readonly type: "discard" } & WithHand)
  | { readonly type: "mulligan"; readonly actor: string; readonly hand: readonly Card[] }
  | ({ readonly type: "attack" } & AttackDeclaration)
  /** Counter: the offered counter-attack against the attacker just beaten [GOB-28]. */
  | ({ readonly type: "counter" } & AttackDeclaration)
  /** Acrobat's or Ass Pull's card set aside from the hand [GOB-28]. */
  | ({ readonly type: "setAside" } & WithHand)
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
  /** The GM: this turn's draw step involves extreme movement, so Acrobat may be used in it [GOB-28]. */
  | { readonly type: "markExtremeMovement" }
  /** Sacrifice the action for a Meditation Fate draw off Mind: won, Berserk ends [GOB-28]. */
  | { readonly type: "endBerserk"; readonly actor: string }
  | { readonly type: "endTurn"; readonly actor: string }
  | { readonly type: "answerContinue"; readonly goOn: boolean }
  /** The GM: one side is left — let the winners finish the fallen, or end the opposition [GOB-20]. */
  | { readonly type: "answerFinishing"; readonly goOn: boolean }
  | { readonly type: "endOpposition" }
  /**
   * The GM's client: a combatant's sheet was edited while the opposition runs (a pool restored, XP
   * awarded, a wildcard marked, a Follower healed); the card takes it as the sheet now has it
   * (`sheet`: the combatant read from its actor, its card-only fields ignored).
   */
  | { readonly type: "followSheet"; readonly actor: string; readonly sheet: Combatant }
  | JoinAction;

/**
 * Begin an opposition: a new scene (gather and shuffle, Fortunate's wildcard), then deal [GOB-09,
 * GOB-15, GOB-21]. "The deck is shuffled at the beginning of every Scene (beginning an Opposition is
 * considering a new Scene)": the whole deck, so the cards every character at the table still holds
 * (`tableKeys`: a hand kept from an earlier opposition) are gathered too, not the combatants' alone.
 */
export function startOpposition(
  combatants: readonly Combatant[],
  rulings: BastardsRulings = DEFAULT_RULINGS,
  tableKeys: readonly string[] = [],
): OppositionStep {
  const keys = combatants.map((combatant) => combatant.key);
  if (new Set(keys).size !== keys.length || keys.some((key) => key.trim() === "")) return refuse(REFUSAL.BadCombatants);
  if (new Set(combatants.map((combatant) => combatant.side)).size < 2) return refuse(REFUSAL.OneSide);
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
    drawFor: { purpose: "deal", actor: first.key, by: null },
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
  };
  return ok(state, [...sceneShuffleEffects([...new Set([...keys, ...tableKeys])]), drawEffect(handStack(first.key), openingHand(first))]);
}

/**
 * A combatant as its sheet now has it (ruling): the GM or its owner edited the sheet while the
 * opposition ran, and the card's rules go on from there — a Fated character's pools, hence its state
 * [GOB-19], its wildcards and XP; a Follower's Power Pool damage, Power Rating, weapon and advantages
 * [GOB-25]; a group of Extras' members, Power Rating and weapon bonus [GOB-26]. What only the card
 * holds (hand, initiative, knocked down, two weapons) stays the card's. Not while it awaits the
 * table (awaitsTable): the card takes the sheet after the step that ends the wait
 * (opposition-sheets.ts).
 */
function followSheet(state: OppositionState, key: string, sheet: Combatant): OppositionStep {
  if (awaitsTable(state)) return refuse(REFUSAL.AwaitingTable);
  const combatant = state.combatants.find((held) => held.key === key);
  if (!combatant || combatant.kind !== sheet.kind) return refuse(REFUSAL.UnknownCombatant);
  return ok(replace(state, { ...combatant, ...sheetHeld(sheet) } as Combatant));
}

/** A new scene for a character: Fortunate's extra wildcard [GOB-21]. */
export function beginScene(character: Character): Character {
  // A successor may appear from this scene on [GOB-20].
  const arrived = character.awaitsNextScene ? { ...character, awaitsNextScene: false } : character;
  return canUseAdvantage(arrived, "fortunate") ? { ...arrived, wildcards: arrived.wildcards + 1 } : arrived;
}

export function opposition(state: OppositionState, action: OppositionAction | TableAnswer): OppositionStep {
  return afterTableStep(state, action, reduce(state, action));
}

function reduce(state: OppositionState, action: OppositionAction | TableAnswer): OppositionStep {
  const rulings = state.rulings;
  // The one thing left after the end: a wounder's disadvantage for the character they wounded.
  if (state.phase === "ended" && action.type !== "inflictDisadvantage") return refuse(REFUSAL.OppositionOver);
  if (state.question && action.type !== "answerContinue" && action.type !== "endOpposition") return refuse(REFUSAL.AwaitingTable);
  const whileAsking = ["answerFinishing", "endOpposition", "inflictDisadvantage"];
  if (state.finishing === "asking" && !whileAsking.includes(action.type)) return refuse(REFUSAL.AwaitingTable);
  if (state.pending && action.type !== "drawn" && action.type !== "revealed") return refuse(REFUSAL.AwaitingTable);
  switch (action.type) {
    case "drawn":
      return drawn(state, action.outcome, rulings);
    case "revealed":
      return revealed(state, action.cards, rulings);
    case "answerContinue":
      return answerContinue(state, action.goOn);
    case "answerFinishing":
      return answerFinishing(state, action.goOn);
    case "endOpposition":
      return end(state, "agreement");
    case "chooseInitiative":
      // A joiner plays their initiative card while the turns run [GOB-22].
      return state.phase === "turns" ? joinerInitiative(state, action) : chooseInitiative(state, action);
    case "drawStep":
      return drawStep(state, action.actor, action.trait);
    case "discard":
      return discard(state, action);
    case "mulligan":
      return mulligan(state, action.actor, action.hand);
    case "attack":
      return attack(state, action);
    case "defend":
      return defend(state, action.actor, action.skill, action.specialty);
    case "playFaceDown":
      return playFaceDown(state, action);
    case "bet":
      return bet(state, action, rulings);
    case "stand":
      return stand(state, action.actor, rulings);
    case "spendWildcard":
      return spendWildcard(state, action.actor);
    case "finishWildcards":
      return finishWildcards(state, action.actor);
    case "takeDamage":
      return takeDamage(state, action.actor, false, rulings);
    case "useAdvantage":
      return tableAdvantage(state, action) ?? advantage(state, action, rulings);
    case "counter":
      return counterAttack(state, action);
    case "setAside":
      return setAside(state, action);
    case "inflictDisadvantage":
      return inflict(state, action.actor, action.disadvantage);
    case "swapInitiative":
      return swapInitiative(state, action);
    case "standUp":
      return standUp(state, action.actor);
    case "wieldTwoWeapons":
      return wieldTwoWeapons(state, action.actor, action.weapons);
    case "knockDown":
      return knockDown(state, action.actor);
    case "followSheet":
      return followSheet(state, action.actor, action.sheet);
    case "markExtremeMovement":
      return markExtremeMovement(state);
    case "endTurn":
      return owesCards(state, action.actor) ?? endFlight(state, action.actor, rulings) ?? endTurn(state, action.actor, rulings);
    case "join":
    case "flee":
    case "giveChase":
    case "distance":
      return joins(state, action);
    case "endBerserk":
      return endBerserk(state, action.actor);
  }
  return refuse(REFUSAL.BadInput);
}

// ---------- table answers ----------

function drawn(state: OppositionState, outcome: Parameters<typeof settleDraw>[1], rulings: BastardsRulings): OppositionStep {
  if (state.pending?.kind !== "draw" || !state.drawFor) return refuse(REFUSAL.NotWaitingForCards);
  // A joker brings the discards back [GOB-12]; where the table rules otherwise they stay out until the deck runs out [GOB-23].
  const settled = settleDraw(state.pending, outcome, rulings, rulings.jokerReturnsDiscardsInOpposition);
  const { purpose, actor, by } = state.drawFor;
  let next: OppositionState = { ...state, pending: settled.next };
  const drawer = findCombatant(next, actor);
  const side = purpose === "meditation" ? "player" : purpose === "meditationFate" ? "fate" : null;
  if (side && next.meditation) {
    const held = next.meditation[side];
    next = { ...next, meditation: { ...next.meditation, [side]: bestCard(held ? [held, ...settled.kept] : settled.kept) ?? null } };
  }
  if (drawer) {
    // The Fate's jokers are nobody's wildcards; a card drawn by someone else (`by`) gives theirs [GOB-12].
    let updated = withWildcards(drawer, side === "fate" || by ? 0 : settled.wildcards);
    if ((purpose === "wildcard" || purpose === "topCard") && next.draw) {
      const role = sideOf(next.draw, actor);
      if (role)
        next = {
          ...next,
          draw: { ...next.draw, [role]: { ...next.draw[role], fromDeck: [...next.draw[role].fromDeck, ...settled.kept] } },
        };
    } else if (purpose !== "emptyHand" && !side) {
      updated = { ...updated, handCount: updated.handCount + settled.kept.length };
    }
    next = replace(next, updated);
  }
  // Mastermind's card: its holder drew it, so a joker's wildcard is theirs, seated or not [GOB-12, GOB-28].
  if (by) next = gainWildcards(next, by, settled.wildcards);
  const effects: BastardsEffect[] = [...settled.effects];
  if ((purpose === "wildcard" || purpose === "topCard") && settled.kept.length > 0)
    effects.push({ type: "reveal", stack: PLAY, cards: settled.kept });
  if (settled.next) return ok(next, effects);
  if (settled.short > 0) {
    // The deck ran out: ask the table whether to go on [GOB-23].
    return ok({ ...next, question: { to: state.pending.to, count: settled.short } }, [
      ...effects,
      { type: "bastards.ask", question: "continueOpposition" },
    ]);
  }
  return afterDraw(next, effects);
}

function answerContinue(state: OppositionState, goOn: boolean): OppositionStep {
  if (!state.question) return refuse(REFUSAL.NoQuestion);
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
    case "meditation":
      return requestDraw(next, "meditationFate", actor, skillStack(actor), meditationTerms(next, actor).fateCards, effects);
    case "meditationFate":
      return calmDown(next, actor, effects);
    case "join":
      return afterJoinDeal(next, actor, effects);
    default:
      return ok(next, effects);
  }
}

// ---------- Berserk's end [GOB-28] ----------

/**
 * A Meditation Fate draw off Mind: the character's cards (their Meditation rank), the Fate's (its
 * count against the trait, GOB-10) and the trait added — Mind, or Spirit or Luck in Desperation
 * [GOB-20, GOB-28]. The draw and its odds (opposition-odds.ts) both read these.
 */
export function meditationTerms(state: OppositionState, actor: string): { cards: number; fateCards: number; bonus: number } {
  const combatant = findCombatant(state, actor);
  if (combatant?.kind !== "fated") return { cards: 0, fateCards: 0, bonus: 0 };
  const bonus = combatant.character.traits[handTrait(combatant.character, "mind")];
  return { cards: skillRank(combatant.character, "meditation"), fateCards: fateDrawCount(bonus, state.rulings), bonus };
}

/** A Berserk character sacrifices their action for a Meditation Fate draw off Mind. */
function endBerserk(state: OppositionState, actor: string): OppositionStep {
  const combatant = findCombatant(state, actor);
  if (combatant?.kind !== "fated" || !isUsing(state, actor, "berserk")) return refuse(REFUSAL.AdvantageNotNow);
  const refusal = momentRefusal(state, { actor, advantage: "berserk" }, "asAction");
  if (refusal) return refusal;
  const { cards } = meditationTerms(state, actor);
  if (cards < 1) return refuse(REFUSAL.NoSkill);
  const meditating: OppositionState = {
    ...state,
    acted: [...state.acted, actor],
    meditation: { actor, player: null, fate: null, calmed: null },
  };
  return requestDraw(meditating, "meditation", actor, skillStack(actor), cards);
}

/** Both sides drawn: the better total wins (a tie by suit, GOB-18); won, Berserk ends. Every card goes to the discards. */
function calmDown(state: OppositionState, actor: string, effects: readonly BastardsEffect[]): OppositionStep {
  const { player, fate } = state.meditation!;
  const calmed =
    player !== null &&
    decide(
      { total: cardValue(player) + meditationTerms(state, actor).bonus, suit: player.suit },
      { total: fate ? cardValue(fate) : 0, suit: fate?.suit },
    ) === "first";
  return ok(
    {
      ...state,
      meditation: { ...state.meditation!, calmed },
      active: calmed ? state.active.filter((use) => use.actor !== actor || use.advantage !== "berserk") : state.active,
    },
    [...effects, { type: "bastards.gather", from: [skillStack(actor)], to: DISCARD }],
  );
}

function revealed(state: OppositionState, cards: Readonly<Record<string, readonly Card[]>>, rulings: BastardsRulings): OppositionStep {
  if (state.pending?.kind !== "reveal") return refuse(REFUSAL.NotWaitingForCards);
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
      if (!card || !combatant) return refuse(REFUSAL.NotWaitingForCards);
      turnOver(actor, card);
      next = replace(next, { ...combatant, initiative: card });
    }
    return startRound({ ...next, phase: "turns", round: 0 }, effects, rulings);
  }
  const draw = state.draw;
  if (!draw || draw.stage !== "reveal") return refuse(REFUSAL.NotWaitingForCards);
  const attackerCard = faceOf(draw.attacker.actor);
  // A Knocked Out defender played no card [GOB-20]: nothing of theirs to turn over.
  const defenderCard = draw.defender.faceDown ? faceOf(draw.defender.actor) : null;
  if (!attackerCard || defenderCard === undefined) return refuse(REFUSAL.NotWaitingForCards);
  turnOver(draw.attacker.actor, attackerCard);
  if (defenderCard) turnOver(draw.defender.actor, defenderCard);
  const shown: OpposedDraw = {
    ...draw,
    attacker: { ...draw.attacker, faceDownCard: attackerCard },
    defender: { ...draw.defender, faceDownCard: defenderCard },
  };
  return resolve({ ...state, pending: null, draw: shown }, effects, rulings);
}
