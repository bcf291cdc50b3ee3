/**
 * Draws from the shared deck as a conversation between a reducer and the table: the reducer emits a
 * `draw` effect and waits (`pending`); the GM's client performs it and answers with a `drawn` action
 * carrying the cards. Hidden cards reach the reducer only in that action, never its public state.
 *
 * Jokers [GOB-12]: a drawn joker gives its drawer +1 wildcard; the joker and the discards are
 * shuffled back into the deck, and (ruling) the drawer draws a replacement. A joker shuffled back
 * may come up again as its own replacement: it gives its wildcard again. Only when the deck holds
 * nothing but the chain's jokers does one met again give nothing more and the draw comes up one
 * card short, so a lone joker cannot loop.
 */
import { cardKey, isJoker, isSuitedCard } from "../../cards/card.ts";
import type { Card, JokerCard, SuitedCard } from "../../cards/card.ts";
import type { DrawOutcome, TablePort } from "../../cards/table.ts";
import { DECK, DISCARD, applyBastardsEffects } from "../decks.ts";
import type { BastardsEffect } from "../decks.ts";
import type { BastardsRulings } from "../rulings.ts";
import type { Refusal, Step } from "../../outcome.ts";

/** Each kind of wait carries every key, null where it does not apply (a chat card stores it field for field). */
export interface PendingDraw {
  readonly kind: "draw";
  /** Stack the cards go to. */
  readonly to: string;
  /** Keys of the jokers already met in this chain of replacements. */
  readonly jokerChain: readonly string[];
  readonly stacks: null;
}

/** Waiting for the GM's client to read these (owner-only) stacks and report their cards. */
export interface PendingReveal {
  readonly kind: "reveal";
  readonly to: null;
  readonly jokerChain: null;
  readonly stacks: readonly string[];
}

export type Pending = PendingDraw | PendingReveal | null;

/** The answer to a pending draw: the table's draw outcome. */
export type DrawnAction = { readonly type: "drawn"; readonly outcome: DrawOutcome };
/** The answer to a pending reveal: each stack's cards. */
export type RevealedAction = { readonly type: "revealed"; readonly cards: Readonly<Record<string, readonly Card[]>> };
export type TableAnswer = DrawnAction | RevealedAction;

export function drawEffect(to: string, count: number): BastardsEffect {
  return { type: "draw", from: DECK, to, count, how: "top" };
}

export function startDraw(to: string): PendingDraw {
  return { kind: "draw", to, jokerChain: [], stacks: null };
}

export function startReveal(stacks: readonly string[]): PendingReveal {
  return { kind: "reveal", to: null, jokerChain: null, stacks };
}

export interface SettledDraw {
  /** The suited cards that stay where they were drawn. */
  readonly kept: readonly SuitedCard[];
  /** Jokers revealed by this draw (public). */
  readonly jokers: readonly JokerCard[];
  readonly wildcards: number;
  /** Cards asked for that the deck could not give. */
  readonly short: number;
  readonly effects: readonly BastardsEffect[];
  /** A replacement draw to wait for, or null when the draw is complete. */
  readonly next: PendingDraw | null;
}

/**
 * Sort out the jokers of a draw outcome [GOB-12]. Where the table keeps the discards out
 * of a sustained opposition (`returnDiscards` false, the world setting of GOB-23) a joker goes to the discards like any card, nothing comes back, and a draw
 * the deck cannot finish is short by its replacements too.
 */
export function settleDraw(pending: PendingDraw, outcome: DrawOutcome, rulings: BastardsRulings, returnDiscards = true): SettledDraw {
  const jokers = outcome.cards.filter(isJoker);
  const kept = outcome.cards.filter(isSuitedCard);
  const drawnJokers = jokers.map(cardKey);
  // The chain's jokers all went back into the deck: what else is left there is suited.
  const suitedLeft = outcome.left - pending.jokerChain.filter((key) => !drawnJokers.includes(key)).length;
  const fresh = suitedLeft > 0 ? jokers : jokers.filter((card) => !pending.jokerChain.includes(cardKey(card)));
  const repeated = jokers.length - fresh.length;
  const effects: BastardsEffect[] = [];
  if (jokers.length > 0) {
    effects.push(
      { type: "reveal", stack: pending.to, cards: jokers },
      { type: "move", cards: jokers, from: pending.to, to: DISCARD, position: "top" },
    );
    if (returnDiscards) effects.push({ type: "returnDiscards", stack: DECK });
  }
  if (!returnDiscards) {
    const replacing = rulings.jokerReplacement ? jokers.length : 0;
    // An empty deck gives no replacements: they are owed with the rest once the table goes on.
    const next = replacing > 0 && outcome.short === 0 ? { ...pending, jokerChain: [] } : null;
    if (next) effects.push(drawEffect(pending.to, replacing));
    return { kept, jokers, wildcards: jokers.length, short: outcome.short + (next ? 0 : replacing), effects, next };
  }
  // The discards came back with the joker, so cards the deck lacked can be drawn now too.
  const refill = jokers.length > 0 && repeated === 0 ? outcome.short : 0;
  const replacements = (rulings.jokerReplacement ? fresh.length : 0) + refill;
  if (replacements > 0) effects.push(drawEffect(pending.to, replacements));
  const chain = [...new Set([...pending.jokerChain, ...fresh.map(cardKey)])];
  const next = replacements > 0 ? { ...pending, jokerChain: chain } : null;
  return { kept, jokers, wildcards: fresh.length, short: outcome.short - refill + repeated, effects, next };
}

export type DriveResult<S> = { readonly ok: true; readonly state: S; readonly asked: boolean } | Refusal;

/**
 * Run one player action through a reducer on a table, then keep answering the reducer's pending
 * draws and reveals from the table until it waits for a person (or asks the table a question).
 * This is what the GM's client does with a request; tests run it on a `MemoryTable`.
 */
export async function drive<S extends { readonly pending: Pending }, A>(
  table: TablePort,
  reduce: (state: S, action: A | TableAnswer) => Step<S, BastardsEffect>,
  state: S,
  action: A | TableAnswer,
): Promise<DriveResult<S>> {
  return settle(table, reduce, reduce(state, action));
}

/** As `drive`, from a step already computed (e.g. a procedure's start). */
export async function settle<S extends { readonly pending: Pending }, A>(
  table: TablePort,
  reduce: (state: S, action: A | TableAnswer) => Step<S, BastardsEffect>,
  first: Step<S, BastardsEffect>,
): Promise<DriveResult<S>> {
  let step = first;
  let asked = false;
  for (;;) {
    if (!step.ok) return step;
    const draws = await applyBastardsEffects(table, step.effects);
    asked ||= step.effects.some((effect) => effect.type === "bastards.ask");
    const next = await answer(table, step.state.pending, draws);
    if (next === null) return { ok: true, state: step.state, asked };
    step = reduce(step.state, next);
  }
}

async function answer(table: TablePort, pending: Pending, draws: readonly DrawOutcome[]): Promise<TableAnswer | null> {
  if (pending?.kind === "draw") {
    const outcome = draws[draws.length - 1];
    return outcome ? { type: "drawn", outcome } : null;
  }
  if (pending?.kind === "reveal") {
    const cards: Record<string, readonly Card[]> = {};
    for (const stack of pending.stacks) cards[stack] = await table.peek(stack, await table.count(stack));
    return { type: "revealed", cards };
  }
  return null;
}
