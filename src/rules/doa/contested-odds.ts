/**
 * The odds of a contest's Target Card [DOA-12, CORE-05]: before the attacker draws it, and when a
 * Fate Card could redraw it [DOA-03], each target's chance to resist.
 *
 * With no target the TC draw keeps the first suited card of the attacker's deck (a joker is replaced
 * by the next card), so the TC is uniform over the suited cards left there. Each target then draws
 * from its owner's deck, one after another, as the draws come (a Fate Card redraw is a choice made
 * later, with its own odds shown then). Targets drawing from one deck take disjoint cards of it, so
 * each one's cards alone are a uniform draw from that deck's suited cards (less the TC when the
 * attacker draws from it too): its chance is a check's odds from that deck, averaged over the TC.
 * That holds while the deck holds every suited card the draws before it and its own need; a draw
 * that would run the deck out reshuffles it and raises its Lower Hand [DOA-06], which these odds do
 * not follow: that target's chance is left out (null), and shows before its own draw.
 */
import type { Card, SuitedCard } from "../cards/card.ts";
import { sameCard, isSuitedCard } from "../cards/card.ts";
import { isFateCard } from "./decks.ts";
import type { DeckState } from "./decks.ts";
import { checkOdds } from "./odds.ts";
import type { CheckState } from "./procedures/check.ts";
import type { ContestedParty } from "./procedures/contested.ts";
import type { DoaRulings } from "./rulings.ts";
import { cardsToDraw, exhaustionHand } from "./upper-lower-hand.ts";

/** What the targets draw against: the attacker's deck, the contest's DR, the targets in order and their decks' counters. */
export interface ContestPlan {
  readonly attacker: Pick<ContestedParty, "owner">;
  readonly dr: number;
  readonly targets: readonly ContestedParty[];
  /** Each owner's counters (exhaustions set a deck's Lower Hand [DOA-06]). */
  readonly decks: Readonly<Record<string, DeckState>>;
}

/** A TC redraw on offer: each target's chance to resist the TC kept now, and after a redraw. */
export interface TcRedrawOdds {
  readonly now: readonly (number | null)[];
  readonly redrawn: readonly (number | null)[];
}

/** Each target's chance to resist a TC the attacker is about to draw from its deck as it lies (`deckOf`). */
export function resistOddsBeforeTc(plan: ContestPlan, deckOf: (owner: string) => readonly Card[], rulings: DoaRulings): (number | null)[] {
  const pool = deckOf(plan.attacker.owner).filter(isSuitedCard);
  return resistOdds(plan, pool, true, deckOf, rulings);
}

/**
 * For the attacker's TC draw deciding whether to redraw [DOA-03]: each target's chance to resist the
 * TC kept now, and a TC redrawn from the attacker's deck as it lies (none left: from what its
 * reshuffle brings back, the discards and the cards on the table but the Fate Cards, which go to the
 * hand; that reshuffle is the attacker's, so only targets on other decks are counted then). Null
 * unless `check` is a TC draw deciding.
 */
export function resistOddsOnTcRedraw(
  check: CheckState,
  plan: ContestPlan,
  deckOf: (owner: string) => { readonly deck: readonly Card[]; readonly discards: readonly Card[] },
  rulings: DoaRulings,
): TcRedrawOdds | null {
  if (check.phase !== "deciding" || check.target || !check.kept) return null;
  const cardsOf = (owner: string) => deckOf(owner).deck;
  const now = resistOdds(plan, [check.kept], false, cardsOf, rulings);
  const { deck, discards } = deckOf(plan.attacker.owner);
  const inDeck = deck.filter(isSuitedCard);
  if (inDeck.length > 0) return { now, redrawn: resistOdds(plan, inDeck, true, cardsOf, rulings) };
  const reshuffled = [...discards, ...check.drawn].filter(isSuitedCard).filter((card) => !isFateCard(card));
  const apart: ContestPlan = { ...plan, targets: plan.targets.filter((target) => target.owner !== plan.attacker.owner) };
  const redrawnApart = reshuffled.length > 0 ? resistOdds(apart, reshuffled, false, cardsOf, rulings) : [];
  let at = 0;
  return { now, redrawn: plan.targets.map((target) => (target.owner === plan.attacker.owner ? null : (redrawnApart[at++] ?? null))) };
}

/**
 * Each target's chance to resist a TC uniform over `pool`, drawn from the attacker's deck when
 * `fromDeck` (so not in the deck a target on that deck draws from), in target order.
 */
function resistOdds(
  plan: ContestPlan,
  pool: readonly SuitedCard[],
  fromDeck: boolean,
  deckOf: (owner: string) => readonly Card[],
  rulings: DoaRulings,
): (number | null)[] {
  // Suited cards each deck still has for the draws to come.
  const left = new Map<string, number>();
  const spare = (owner: string) => left.get(owner) ?? deckOf(owner).filter(isSuitedCard).length;
  if (fromDeck) left.set(plan.attacker.owner, spare(plan.attacker.owner) - 1);
  return plan.targets.map((target) => {
    const counters = plan.decks[target.owner];
    if (!counters || pool.length === 0) return null;
    const hand = [...(target.hand ?? []), ...exhaustionHand(counters.exhaustions)];
    const needed = cardsToDraw(hand);
    const remaining = spare(target.owner) - needed;
    left.set(target.owner, remaining);
    if (remaining < 0) return null;
    const deck = deckOf(target.owner);
    const sharesTc = fromDeck && target.owner === plan.attacker.owner;
    let sum = 0;
    for (const { tc, copies } of byRank(pool)) {
      const from = sharesTc ? withoutCard(deck, tc) : deck;
      sum += copies * checkOdds(from, { tc, dr: plan.dr, modifier: target.modifier }, { hand, rulings }).success;
    }
    return sum / pool.length;
  });
}

/**
 * The TCs a pool offers, one per rank with how many cards of the pool have it: resisting is landing
 * within the DR of the TC's rank [DOA-08, DOA-12], so a TC's suit changes a degree, never success,
 * and taking any card of one rank out of a deck leaves it the same ranks.
 */
function byRank(pool: readonly SuitedCard[]): { readonly tc: SuitedCard; readonly copies: number }[] {
  const ranks = new Map<number, { tc: SuitedCard; copies: number }>();
  for (const tc of pool) {
    const known = ranks.get(tc.rank);
    if (known) known.copies++;
    else ranks.set(tc.rank, { tc, copies: 1 });
  }
  return [...ranks.values()];
}

function withoutCard(deck: readonly Card[], card: Card): Card[] {
  const at = deck.findIndex((other) => sameCard(other, card));
  return at < 0 ? [...deck] : [...deck.slice(0, at), ...deck.slice(at + 1)];
}
