/**
 * What the DOA chat cards share: reading untrusted action data (a Fate Card or token to spend),
 * the view of a check in progress (odds, drawn cards, the kept report), and who may press what.
 * Pure.
 */
import { RANKS, SUITS, rankCode } from "../../../rules/cards/card.ts";
import type { SuitedCard } from "../../../rules/cards/card.ts";
import type { TableEffect } from "../../../rules/cards/table.ts";
import { DEGREES, checkOdds, degreeLabelKey, doaStack, exhaustionHand, handLabelKey, isFateCard, redrawOdds } from "../../../rules/doa/index.ts";
import type { CardReport, CheckAction, CheckOdds, CheckSetup, CheckState, DeckCards, DoaRulings, FateSpend } from "../../../rules/doa/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { Outcome, Requester } from "../../../foundry/registry/definition.ts";
import { cardFromIdentity, identityOf } from "../../../foundry/table/card-identity.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { parseRulings } from "../rulings.ts";

export const DOA_CARD = "DECKBOUND.DOA.Card";

/** A Fate Card named by a button (`data-code`, `data-origin`), or a Fate token (`data-token`). */
export function parseFateSpend(data: unknown): Outcome<{ spend: FateSpend }> {
  const record = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  if (record["token"] !== undefined) return { ok: true, spend: "token" };
  const card = cardFromIdentity(record);
  if (!card) return refuse("DECKBOUND.Refusal.BadCard");
  if (!isFateCard(card)) return refuse("DECKBOUND.DOA.Refusal.NotAFateCard");
  return { ok: true, spend: card };
}

/** The two buttons of any running check: keep the result, or redraw with a Fate Card; null for other actions. */
export function parseCheckStep(action: string, data: unknown): Outcome<{ check: CheckAction }> | null {
  if (action === "accept") return { ok: true, check: { type: "accept" } };
  if (action !== "redraw") return null;
  const spend = parseFateSpend(data);
  return spend.ok ? { ok: true, check: { type: "redraw", spend: spend.spend } } : spend;
}

export function isSuitedCard(raw: unknown): raw is SuitedCard {
  if (typeof raw !== "object" || raw === null) return false;
  const { kind, suit, rank, origin } = raw as Record<string, unknown>;
  return kind === "suited" && SUITS.includes(suit as never) && RANKS.includes(rank as never) && typeof origin === "string" && origin !== "";
}

export interface OddsRow {
  readonly label: string;
  readonly percent: string;
  readonly success: boolean;
  /** Bar width, 0..100. */
  readonly width: number;
}

/** Every degree's odds as rows, best first, plus the chance of any success [CORE-05]. */
export function oddsView(odds: CheckOdds | null): { rows: OddsRow[]; success: string } | null {
  if (!odds) return null;
  const percent = (p: number) => `${(100 * p).toFixed(p > 0 && p < 0.001 ? 2 : 1)}%`;
  const successes = new Set(DEGREES.slice(0, 5));
  return {
    rows: DEGREES.map((degree) => ({
      label: degreeLabelKey(degree),
      percent: percent(odds.degrees[degree]),
      success: successes.has(degree),
      width: Math.round(100 * odds.degrees[degree]),
    })),
    success: percent(odds.success),
  };
}

/** The cards an owner's deck and discard pile hold now; read on the GM's client, for odds only. */
export type DeckReader = (owner: string) => DeckCards;

/**
 * The odds of a check about to be drawn [CORE-05]: from the owner's deck as it lies once `pending`
 * (the effects of the step that set the check up, not yet run; they draw nothing) have moved cards
 * onto the discard pile a run-out would reshuffle. Null for an open draw.
 */
export function checkOddsOf(setup: CheckSetup, readDeck: DeckReader, pending: readonly TableEffect[], rulings: DoaRulings): CheckOdds | null {
  if (!setup.target) return null;
  const owner = setup.deck.owner;
  const { deck, discards } = readDeck(owner);
  const discarded = pending.flatMap((effect) => (effect.type === "move" && effect.to === doaStack.discard(owner) ? effect.cards : []));
  const hand = [...(setup.hand ?? []), ...exhaustionHand(setup.deck.exhaustions)];
  return checkOdds(deck, setup.target, { hand, discards: [...discards, ...discarded], rulings });
}

/** The odds of a Fate Card redraw for a running check that offers one [CORE-05, DOA-03]; null otherwise. */
export function redrawOddsOf(check: CheckState | null | undefined, readDeck: DeckReader, rulings: DoaRulings): CheckOdds | null {
  if (check?.phase !== "deciding" || !check.target) return null;
  const { deck, discards } = readDeck(check.deck.owner);
  return redrawOdds(check, deck, discards, rulings);
}

export interface FateButton {
  readonly code: string;
  readonly origin: string;
  readonly name: string;
  readonly img: string;
  readonly token: boolean;
}

export interface CheckView {
  readonly tc: CardView | null;
  readonly dr: number | null;
  readonly modifier: number | null;
  /** i18n key and the number of extra cards for Upper/Lower Hand. */
  readonly hand: { readonly key: string; readonly n: number };
  readonly drawn: readonly (CardView & { readonly kept: boolean })[];
  readonly result: { readonly degree: string; readonly success: boolean; readonly reported: string; readonly applied: number } | null;
  readonly deciding: boolean;
  readonly done: boolean;
  readonly redraws: number;
  /** Fate Cards (and tokens) that could buy a redraw now. */
  readonly fate: readonly FateButton[];
}

function reportView(report: CardReport | null): CheckView["result"] {
  if (!report) return null;
  return { degree: degreeLabelKey(report.degree), success: report.inRange, reported: rankCode(report.reported), applied: report.applied };
}

export function checkView(check: CheckState): CheckView {
  const deciding = check.phase === "deciding";
  const canRedraw = deciding && check.canUseFate && (check.redrawLimit === "perFateCard" || check.redraws === 0);
  const fate: FateButton[] = canRedraw
    ? [
        ...check.deck.fateCards.map((card) => ({ ...cardView(card), token: false })),
        ...Array.from({ length: check.deck.fateTokens }, () => ({ code: "", origin: "", name: "", img: "", token: true })),
      ]
    : [];
  return {
    tc: check.target ? cardView(check.target.tc) : null,
    dr: check.target?.dr ?? null,
    modifier: check.target?.modifier ?? null,
    hand: { key: handLabelKey(check.net), n: Math.abs(check.net) },
    drawn: check.drawn.map((card) => ({ ...cardView(card), kept: check.kept !== null && identityOf(card).code === identityOf(check.kept).code })),
    result: reportView(check.result),
    deciding,
    done: check.phase === "done",
    redraws: check.redraws,
    fate,
  };
}

/** Who may act for a character on a card: its players (`info[id].userIds`), or the GM. */
export function mayActFor(info: Readonly<Record<string, { readonly userIds: readonly string[] }>>, id: string | undefined, who: Requester): boolean {
  return who.isGM || (id !== undefined && (info[id]?.userIds.includes(who.userId) ?? false));
}

/**
 * A multi-character card's stored state, checked for shape: written only by the GM's client
 * (players cannot update a GM's message), so this guards against damage, not re-derives it.
 * `key` holds the running procedure (null before it starts), whose `procedure` tag must match.
 */
export function parseStoredCard<T extends { readonly rulings: DoaRulings }>(raw: unknown, key: string, procedure: string): T | null {
  if (typeof raw !== "object" || raw === null) return null;
  const state = raw as Record<string, unknown>;
  const running = state[key] as Record<string, unknown> | null | undefined;
  if (typeof state["actorId"] !== "string" || typeof state["info"] !== "object" || typeof state["setup"] !== "object") return null;
  if (running !== null && (typeof running !== "object" || running["procedure"] !== procedure)) return null;
  return { ...(raw as T), rulings: parseRulings(state["rulings"]) };
}

/** Space-separated user ids for `data-users`: the chat-card hook hides buttons from everyone else. */
export function usersAttribute(userIds: readonly string[]): string {
  return userIds.join(" ");
}
