/**
 * Exact odds before every opposition play and draw, from one seat [CORE-05, GOB-12, GOB-17, GOB-18].
 *
 * The model (a ruling, docs/CLAUSES.md under GOB-17):
 * - **What the seat cannot see.** The deck's whole composition (`deckCards`: two 52-card decks and
 *   four jokers) minus every card the seat sees — its own hand, its own face-down card, every
 *   face-up card in play, the discards (`unseenOf`, ../cards/unseen.ts). No stack the seat may not
 *   see is read. Hands never hold jokers (a drawn joker is replaced, GOB-12), so an opponent's
 *   hidden cards are a uniformly random subset of the unseen suited cards, and so is the next card
 *   a wildcard brings from the deck.
 * - **An exchange, "if both play their best from here".** Each side's total is its cards plus its
 *   bonus (`sideBonus`, the scoring of opposed-draw.ts: trait, specialty, advantages, modifiers). The
 *   asker's final total is the cards it has played (the card considered with them) plus the best
 *   cards it may still play from its own hand, up to its cap (the side's `cap`, from `sideCap`).
 *   The opponent's is its face-up cards plus the best of its hidden cards — its face-down card and
 *   its hand, a random subset of the unseen of that size — up to what it may still play, the
 *   face-down card counting as one of them (so it is taken to have been its best). A defender who
 *   opens from the top of the deck (no cards, or unable to act) has that one random card.
 *   Wildcards are not counted (but "Spend a wildcard" adds one random unseen card to the asker's
 *   total), nor cards an advantage may later add from the deck (Intensity, Mastermind) until they
 *   are in play.
 * - **Win, tie, lose.** Equal totals are reported apart as a tie: the suit of each side's last card
 *   decides it (GOB-18), and which card comes last is the players' choice, so it is not guessed.
 * - **Draws that are no exchange** (the draw step, a mulligan, Desperation's cards, the offers of
 *   Careful, Bloodlust, Tenacity and Faith, a set-aside card's replacement, a joiner's hand, the
 *   advantages' draws, the cards owed once the table goes on): the chance of at least one joker — a
 *   wildcard — among the cards drawn. The jokers left in the deck are the four the deck holds minus
 *   those the seat sees (in the discards); the deck's size is public. How many cards a step draws is
 *   the reducer's own answer (`opposition`), never counted again here. A Follower or Extras holds
 *   no wildcards, so their draws show none; Mastermind's card for them shows the exchange with it
 *   (`topCard`). The opening deal is counted before the scene's shuffle (`dealChances`).
 * - **The Meditation Fate draw that ends Berserk**: a skill hand against the Fate, with the Fate
 *   draw's own odds (`skillHandOdds`) over the unseen suited cards — the deck's suited cards are a
 *   random part of them — and the chance of a joker among the character's cards.
 *
 * Counted by value classes (`topSumOdds` over `countByValue`), never by listing hands: a handful of
 * dynamic programmes over 13 values, well under 1 ms on the 108-card deck.
 */
import { isJoker, isSuitedCard } from "../cards/card.ts";
import type { Card, SuitedCard } from "../cards/card.ts";
import { hypergeometric, hypergeometricAtLeast } from "../cards/odds.ts";
import { countByValue, topSumLessOneOdds, topSumOdds } from "../cards/order-statistics.ts";
import type { ValueClass } from "../cards/order-statistics.ts";
import { unseenCards, unseenOf } from "../cards/unseen.ts";
import { isActive, openingHand } from "./combatants.ts";
import type { Combatant } from "./combatants.ts";
import type { BastardsRulings } from "./rulings.ts";
import { DECK, deckCards } from "./decks.ts";
import { cardValue } from "./values.ts";
import { cardsCounted, findCombatant, sideBonus, sideCards } from "./procedures/opposed-draw.ts";
import type { DrawPurpose, DrawStage, OpposedDraw, OppositionState, Side } from "./procedures/opposition-state.ts";
import { SET_ASIDE } from "./procedures/advantage-numbers.ts";
import type { AdvantageUse } from "./procedures/advantages.ts";
import { meditationTerms, opposition } from "./procedures/opposition.ts";
import { TABLE_USES } from "./procedures/advantage-uses.ts";
import { skillHandOdds } from "./odds.ts";
import type { OppositionAction } from "./procedures/opposition.ts";

/** An exchange's odds for the asker; equal totals are `tie` (the last cards' suits decide, GOB-18). */
export interface ExchangeOdds {
  readonly win: number;
  readonly tie: number;
  readonly lose: number;
}

export interface ExchangeQuestion {
  /** The suited cards the asker cannot see. */
  readonly unseen: readonly SuitedCard[];
  /** The asker's total as it knows it: the cards it has played and will play, and its bonus. */
  readonly asker: number;
  /** One more random card from the unseen added to the asker's total (a wildcard's card from the deck). */
  readonly askerDraws: boolean;
  /** The opponent's total as the asker sees it: its face-up cards and its bonus. */
  readonly opponent: number;
  /** The opponent's hidden cards (face-down card and hand), and how many of them it still plays, best first. */
  readonly hidden: number;
  readonly plays: number;
}

/** The opponent's final total as a distribution: P(total = `base` + s) at index s. */
interface Totals {
  readonly base: number;
  readonly odds: readonly number[];
}

/** The opponent's totals, exact up to `highest` (the highest asker's total they meet); those above it are lumped. */
function opponentTotals(classes: readonly ValueClass[], population: number, question: ExchangeQuestion, highest: number): Totals {
  const ceiling = highest - question.opponent;
  return { base: question.opponent, odds: topSumOdds(classes, population, question.hidden, Math.max(0, question.plays), ceiling) };
}

/**
 * Win, tie and lose for `asker` against these totals. Each is a sum of chances, exactly 0 when
 * nothing adds to it; where two are 0 the third is certain and reads 1, not a rounding below it.
 */
function against(asker: number, totals: Totals): ExchangeOdds {
  let win = 0;
  let tie = 0;
  let lose = 0;
  totals.odds.forEach((p, s) => {
    const total = totals.base + s;
    if (asker > total) win += p;
    else if (asker === total) tie += p;
    else lose += p;
  });
  if (tie === 0 && lose === 0) return { win: 1, tie, lose };
  if (win === 0 && tie === 0) return { win, tie, lose: 1 };
  if (win === 0 && lose === 0) return { win, tie: 1, lose };
  return { win, tie, lose };
}

/**
 * The odds of an exchange: the asker's total (and perhaps one card from the deck) against the
 * opponent's known total plus the best `plays` of `hidden` random unseen cards. The card from the
 * deck and the opponent's hidden cards are drawn together without replacement (`topSumLessOneOdds`).
 */
export function exchangeOdds(question: ExchangeQuestion): ExchangeOdds {
  const classes = countByValue(question.unseen, cardValue);
  const population = question.unseen.length;
  // No card left for the deck once the opponent's hidden cards are counted: the asker draws none.
  if (!question.askerDraws || population <= question.hidden)
    return against(question.asker, opponentTotals(classes, population, question, question.asker));
  // The opponent's top sum less the asker's card from the deck, at index i: that difference is i − offset.
  const ceiling = question.asker - question.opponent;
  const { offset, odds } = topSumLessOneOdds(classes, population, question.hidden, Math.max(0, question.plays), ceiling);
  return against(question.asker - question.opponent + offset, { base: 0, odds });
}

/** What one seat sees of the table (the combatant `actor`'s). */
export interface Seat {
  readonly actor: string;
  readonly hand: readonly Card[];
  /** Its own face-down card in the opposed draw, if it has one down (its owner sees it). */
  readonly faceDown: Card | null;
  /** Every face-up card: in play and in the discards. */
  readonly table: readonly Card[];
}

function seenBy(seat: Seat): Card[] {
  return [...seat.hand, ...(seat.faceDown ? [seat.faceDown] : []), ...seat.table];
}

const suitedOf = (cards: readonly Card[]): SuitedCard[] => cards.filter(isSuitedCard);
const sum = (cards: readonly SuitedCard[]): number => cards.reduce((total, card) => total + cardValue(card), 0);

/** The best `count` values of these cards, added. */
function best(cards: readonly SuitedCard[], count: number): number {
  return cards
    .map(cardValue)
    .sort((a, b) => b - a)
    .slice(0, Math.max(0, count))
    .reduce((total, value) => total + value, 0);
}

/** Stages before the betting, when a side's opening face-down card may still be to come [GOB-17]. */
const OPENING: readonly DrawStage[] = ["defend", "attackerFaceDown", "defenderFaceDown"];

function faceDownToCome(draw: OpposedDraw, side: Side): boolean {
  return !side.faceDown && OPENING.includes(draw.stage);
}

/** Face-up cards a side may still bet from its hand: up to its cap, the face-down card to come counted where the ruling counts it [GOB-17]. */
function betsLeft(state: OppositionState, draw: OpposedDraw, side: Side): number {
  if (side.stopped || (draw.stage !== "betting" && !OPENING.includes(draw.stage))) return 0;
  const coming = faceDownToCome(draw, side) && state.rulings.faceDownCountsTowardRank ? 1 : 0;
  return Math.max(0, side.cap - cardsCounted(side, state.rulings) - coming);
}

/** The odds of each choice the seat has now in the opposed draw; null where it has none. */
export interface OppositionOdds {
  /** Each card of the hand played now — face down, or as a bet. */
  readonly play: {
    readonly step: "playFaceDown" | "bet";
    readonly cards: readonly { readonly card: SuitedCard; readonly odds: ExchangeOdds }[];
  } | null;
  /** Standing: no more bets. */
  readonly stand: ExchangeOdds | null;
  /** The wildcard step: no more wildcards, or one more card from the deck. */
  readonly finish: ExchangeOdds | null;
  readonly wildcard: ExchangeOdds | null;
  /**
   * One more card from the deck joins the seat's side now, while the draw is open (betting or
   * wildcards), and both play their best from here: Mastermind's card for a Follower or Extras [GOB-28].
   */
  readonly topCard: ExchangeOdds | null;
}

const NONE: OppositionOdds = { play: null, stand: null, finish: null, wildcard: null, topCard: null };

/**
 * The odds of the seat's choices in the opposed draw under way, if it is one of its sides; the deck's
 * composition is the shared deck's (a test may give a smaller one).
 */
export function oppositionOdds(state: OppositionState, seat: Seat, composition: readonly Card[] = deckCards()): OppositionOdds {
  const draw = state.draw;
  const role = draw?.attacker.actor === seat.actor ? "attacker" : draw?.defender.actor === seat.actor ? "defender" : null;
  if (!draw || !role) return NONE;
  const other = role === "attacker" ? "defender" : "attacker";
  const mine = draw[role];
  const theirs = draw[other];
  const opponent = findCombatant(state, theirs.actor);
  const active = opponent !== undefined && isActive(opponent, state.rulings);
  const handCount = active ? opponent.handCount : 0;
  const downHidden = theirs.faceDown && !theirs.faceDownCard ? 1 : 0;
  const coming = faceDownToCome(draw, theirs) ? 1 : 0;
  // A defender with no cards, or unable to act, opens with the top card of the deck [GOB-17].
  const fromDeck = coming === 1 && handCount === 0 ? 1 : 0;
  const unseen = unseenCards(composition, seenBy(seat));
  const classes = countByValue(unseen, cardValue);
  const question = (asker: number, askerDraws = false): ExchangeQuestion => ({
    unseen,
    asker,
    askerDraws,
    opponent: sum(sideCards(theirs)) + sideBonus(state, draw, other),
    hidden: downHidden + fromDeck + handCount,
    plays: downHidden + coming + betsLeft(state, draw, theirs),
  });
  const ownDown = mine.faceDown && !mine.faceDownCard ? suitedOf(seat.faceDown ? [seat.faceDown] : []) : [];
  const played = sum([...ownDown, ...sideCards(mine)]) + sideBonus(state, draw, role);
  const hand = suitedOf(seat.hand);
  const step: "playFaceDown" | "bet" | null =
    draw.stage === `${role}FaceDown` ? "playFaceDown" : draw.stage === "betting" && draw.bettor === role ? "bet" : null;
  const after = betsLeft(state, draw, mine) - (step === "bet" ? 1 : 0);
  // The asker's final total with each card: that card, then its best cards left up to its cap.
  const withCard = (step ? hand : []).map((card, at) => ({
    card,
    total:
      played +
      cardValue(card) +
      best(
        hand.filter((_, index) => index !== at),
        after,
      ),
  }));
  const totals = opponentTotals(classes, unseen.length, question(0), Math.max(played, ...withCard.map(({ total }) => total)));
  const play = step ? { step, cards: withCard.map(({ card, total }) => ({ card, odds: against(total, totals) })) } : null;
  const wildcards = draw.stage === "wildcards" && !mine.wildcardsDone;
  const open = draw.stage === "betting" || draw.stage === "wildcards";
  return {
    play,
    stand: step === "bet" ? against(played, totals) : null,
    finish: wildcards ? against(played, totals) : null,
    wildcard: wildcards ? exchangeOdds(question(played, true)) : null,
    topCard: open ? exchangeOdds(question(played + best(hand, betsLeft(state, draw, mine)), true)) : null,
  };
}

/** A draw to the hand and its chance of at least one joker (a wildcard) [GOB-12]. */
export interface DrawChance {
  readonly cards: number;
  readonly joker: number;
}

/** Draws into the hand that are no exchange (a joiner's opening hand among them). */
const HAND_DRAWS: readonly DrawPurpose[] = ["drawStep", "mulligan", "desperation", "advantage", "join"];

/**
 * What `action` would draw into the seat's hand, as the reducer itself would ask the table, and the
 * chance of a joker among those cards from a deck of `deckCount` cards; null when it draws none.
 */
export function drawChance(
  state: OppositionState,
  action: OppositionAction,
  seat: Seat,
  deckCount: number,
  composition: readonly Card[] = deckCards(),
): DrawChance | null {
  const step = opposition(state, action);
  if (!step.ok) return null;
  const drawFor = step.state.drawFor;
  const draw = step.effects.find((effect) => effect.type === "draw" && effect.from === DECK);
  if (!drawFor || !HAND_DRAWS.includes(drawFor.purpose) || draw?.type !== "draw") return null;
  // A Follower or Extras holds no wildcards: a joker drawn for them gives nothing [GOB-12, GOB-25, GOB-26].
  if (findCombatant(step.state, drawFor.actor)?.kind !== "fated") return null;
  return { cards: draw.count, joker: jokerAmong(deckCount, jokersUnseen(seat, composition), draw.count) };
}

/** The jokers the seat cannot see: the deck holds them all, as no hand holds one [GOB-12]. */
function jokersUnseen(seat: Seat, composition: readonly Card[]): number {
  return unseenOf(composition, seenBy(seat)).filter(isJoker).length;
}

/** The chance of at least one joker among the first `count` cards of a deck of `deck` cards holding `jokers`. */
function jokerAmong(deck: number, jokers: number, count: number): number {
  const size = Math.max(0, deck);
  const drawn = Math.min(count, size);
  return drawn > 0 ? hypergeometricAtLeast(size, Math.min(jokers, size), drawn, 1) : 0;
}

/**
 * Before an advantage is used from the Use form, the chance of a joker (a wildcard) among the cards
 * it draws [GOB-12, GOB-28]: `now`, the cards it draws at once (Ass Pull's two; Desperation's when
 * paying its cost empties a pool, GOB-20); `setAside`, up to `cards` drawn one for each card set
 * aside (Acrobat), the chance among them all; `topCard`, the deck's top card at each of the user's
 * physical attacks this round (Intensity), the chance for the next card.
 */
export interface AdvantageChance {
  readonly when: "now" | "setAside" | "topCard";
  readonly cards: number;
  readonly joker: number;
}

/** The chance of a joker before `use`, if the rules allow it now and it draws (for the seat's own character). */
export function advantageChance(
  state: OppositionState,
  use: AdvantageUse,
  seat: Seat,
  deckCount: number,
  composition: readonly Card[] = deckCards(),
): AdvantageChance | null {
  const action: OppositionAction = { type: "useAdvantage", ...use };
  const step = opposition(state, action);
  if (!step.ok || findCombatant(state, use.actor)?.kind !== "fated") return null;
  const now = drawChance(state, action, seat, deckCount, composition);
  if (now) return { when: "now", ...now };
  const jokers = jokersUnseen(seat, composition);
  if (TABLE_USES[use.advantage]?.topCard) return { when: "topCard", cards: 1, joker: jokerAmong(deckCount, jokers, 1) };
  // Cards it has its user set aside, each as the reducer answers for a card of the hand (Acrobat draws one for each).
  const asides = (from: OppositionState) => from.active.filter((held) => held.actor === use.actor && held.target === SET_ASIDE).length;
  const owed = asides(step.state) - asides(state);
  const card = suitedOf(seat.hand)[0];
  if (owed < 1 || !card) return null;
  const each = drawChance(step.state, { type: "setAside", actor: use.actor, card, hand: seat.hand }, seat, deckCount, composition);
  if (!each) return null;
  const cards = owed * each.cards;
  return { when: "setAside", cards, joker: jokerAmong(deckCount, jokers, cards) };
}

/** A Meditation Fate draw to end Berserk: its chance of success and of a joker (a wildcard) among the character's cards. */
export interface MeditationChance {
  readonly cards: number;
  readonly success: number;
  readonly joker: number;
}

/**
 * The odds of the seat's Meditation Fate draw to end Berserk, if the rules let it make one now
 * [GOB-10, GOB-12, GOB-28]: a skill hand against the Fate (`skillHandOdds`, the Fate draw's own
 * odds) with the reducer's own terms (`meditationTerms`), the deck being what the seat cannot see.
 * Its suited cards are a uniformly random part of the unseen suited cards, so the character's cards,
 * and the Fate's after them, are drawn from those: exact while the deck holds the suited cards both
 * need (else null: the table would be asked to go on mid-draw). Jokers are replaced and only the
 * character's give a wildcard.
 */
export function meditationChance(
  state: OppositionState,
  seat: Seat,
  deckCount: number,
  composition: readonly Card[] = deckCards(),
): MeditationChance | null {
  if (!opposition(state, { type: "endBerserk", actor: seat.actor }).ok) return null;
  const { cards, fateCards, bonus } = meditationTerms(state, seat.actor);
  const jokers = jokersUnseen(seat, composition);
  if (deckCount - jokers < cards + fateCards) return null;
  const unseen = unseenCards(composition, seenBy(seat));
  const { success } = skillHandOdds({ deck: unseen, playerCards: cards, fateCards, bonus, difficulty: 0 });
  return { cards, success, joker: jokerAmong(deckCount, jokers, cards) };
}

/** A Fated combatant's opening hand and the chance of a joker (a wildcard) among it. */
export interface DealChance {
  readonly actor: string;
  readonly cards: number;
  readonly joker: number;
}

/**
 * Before "Shuffle and deal": the chance of a joker among each Fated combatant's opening hand, dealt
 * in seating order from `deck`, the cards the scene's shuffle gathers [GOB-09, GOB-12, GOB-15]
 * (Followers and Extras hold no wildcards). Where jokers go to the discards (the world setting, GOB-23),
 * every hand of n cards is as likely as any n cards of the shuffled deck to hold one, replacements
 * or not. Where a joker brings the discards back (the book, the default), the deck is shuffled whole again: each hand is
 * drawn from what the hands before it left, a distribution over how many suited cards they took
 * (exactly their size when jokers are replaced).
 */
export function dealChances(combatants: readonly Combatant[], rulings: BastardsRulings, deck: readonly Card[]): DealChance[] {
  const size = deck.length;
  const jokers = deck.filter(isJoker).length;
  const chances: DealChance[] = [];
  // Jokers coming back: how many suited cards the hands so far took, with its chance.
  let taken = new Map<number, number>([[0, 1]]);
  for (const combatant of combatants) {
    const cards = openingHand(combatant);
    let joker = jokerAmong(size, jokers, cards);
    if (rulings.jokerReturnsDiscardsInOpposition) {
      joker = [...taken].reduce((sum, [suited, p]) => sum + p * jokerAmong(size - suited, jokers, cards), 0);
      taken = afterHand(taken, size, jokers, cards, rulings.jokerReplacement);
    }
    if (combatant.kind === "fated") chances.push({ actor: combatant.key, cards, joker });
  }
  return chances;
}

/** Suited cards taken once one more hand of `cards` is dealt from the rest, jokers replaced or not (they come back either way). */
function afterHand(
  taken: ReadonlyMap<number, number>,
  size: number,
  jokers: number,
  cards: number,
  replaced: boolean,
): Map<number, number> {
  const next = new Map<number, number>();
  const add = (suited: number, p: number) => next.set(suited, (next.get(suited) ?? 0) + p);
  for (const [suited, p] of taken) {
    const left = size - suited;
    const drawn = Math.min(cards, left);
    if (replaced) add(suited + Math.min(cards, left - jokers), p);
    else for (let k = 0; k <= Math.min(drawn, jokers); k++) add(suited + drawn - k, p * hypergeometric(left, jokers, drawn, k));
  }
  return next;
}

/**
 * Before the GM's "Go on" once the deck ran out [GOB-23]: the chance of a joker (a wildcard) among
 * the cards still owed, drawn from the deck (`deckCount` cards, holding the jokers the table does
 * not show) once the discards — these cards, all face up — are back in it. Null where the owed cards
 * give no wildcard (the Fate's, or a Follower's or Extras').
 */
export function goOnChance(
  state: OppositionState,
  table: readonly Card[],
  discards: readonly Card[],
  deckCount: number,
  composition: readonly Card[] = deckCards(),
): DrawChance | null {
  const step = opposition(state, { type: "answerContinue", goOn: true });
  if (!step.ok || !step.state.drawFor || step.state.drawFor.purpose === "meditationFate") return null;
  if (findCombatant(step.state, step.state.drawFor.actor)?.kind !== "fated") return null;
  const draw = step.effects.find((effect) => effect.type === "draw" && effect.from === DECK);
  if (draw?.type !== "draw") return null;
  const returned = step.effects.some((effect) => effect.type === "returnDiscards") ? discards : [];
  const jokers = unseenOf(composition, table).filter(isJoker).length + returned.filter(isJoker).length;
  return { cards: draw.count, joker: jokerAmong(deckCount + returned.length, jokers, draw.count) };
}
