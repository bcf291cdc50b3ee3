/**
 * The contested check card [DOA-12]: the attacker draws a TC (DR = 4 − their modifier), then each
 * target draws one card against it, one after another, with their own modifier, redraws allowed.
 * Each target's draw waits for their Draw button, under the odds of that draw; a Fate Card redraw
 * shows its own odds [CORE-05, DOA-03]. The GM's client works the odds out from the deck as it
 * lies whenever the state changes and stores only the numbers. Wraps the pure contested reducer
 * (src/rules/doa/procedures/contested.ts); on the chat-card kit it is contested-procedure.ts.
 */
import type { SuitedCard } from "../../../rules/cards/card.ts";
import type { DrawOutcome, TableEffect } from "../../../rules/cards/table.ts";
import { degreeLabelKey } from "../../../rules/doa/labels.ts";
import { abandonContested, contestedDr, contestedReducer, startContested, waitingTarget } from "../../../rules/doa/procedures/contested.ts";
import { resistOddsBeforeTc, resistOddsOnTcRedraw } from "../../../rules/doa/contested-odds.ts";
import type { ContestPlan, TcRedrawOdds } from "../../../rules/doa/contested-odds.ts";
import type { CheckOdds, ContestedAction, ContestedParty, ContestedState, DeckState, DoaRulings } from "../../../rules/doa/index.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import type { CardActions, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { ownEntry } from "../../../foundry/chat/action-data.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { checkStepActions, everyPartyOnCard, mayActFor, plainAction, type PartyInfo } from "./check-actions.ts";
import { checkOddsOf, redrawOddsOf } from "./check-odds.ts";
import type { DeckReader, DeckStateReader } from "./check-odds.ts";
import { checkView, oddsView } from "./check-view.ts";
import { drawnAction } from "./check-card.ts";
import { shownNumber } from "../../../foundry/number-view.ts";
import { percent } from "../../../foundry/odds-view.ts";

export interface ContestedCardState {
  readonly actorId: string;
  readonly rulings: DoaRulings;
  readonly info: Readonly<Record<string, PartyInfo>>;
  readonly setup: {
    readonly decks: Readonly<Record<string, DeckState>>;
    readonly attacker: ContestedParty;
    readonly targets: readonly ContestedParty[];
  };
  readonly contested: ContestedState | null;
  /** The waiting target's odds before their draw; null when no draw waits. */
  readonly odds: CheckOdds | null;
  /** The odds of the Fate Card redraw a running check offers; null when none is offered. */
  readonly redrawOdds: CheckOdds | null;
  /** Before the TC is drawn: each target's chance to resist it (null: shown before its own draw); empty once begun. */
  readonly resistOdds: readonly (number | null)[];
  /** The attacker's TC deciding on a redraw: each target's chance with the TC kept and after a redraw. */
  readonly tcRedrawOdds: TcRedrawOdds | null;
}

export interface GatheredContested {
  readonly rulings: DoaRulings;
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly attacker: (ContestedParty & PartyInfo) | null;
  readonly targets: readonly (ContestedParty & PartyInfo)[];
}

export type ContestedCardAction = { readonly type: "begin" } | ContestedAction;

const R = "DECKBOUND.DOA.Refusal";

export function startContestedCard(actorId: string, gathered: GatheredContested): Outcome<{ state: ContestedCardState }> {
  if (!gathered.attacker || gathered.targets.length === 0) return refuse(`${R}.UnknownCombatant`);
  const party = ({ id, owner, kind, modifier }: ContestedParty): ContestedParty => ({ id, owner, kind, modifier });
  const info = Object.fromEntries([gathered.attacker, ...gathered.targets].map(({ id, name, userIds }) => [id, { name, userIds }]));
  return {
    ok: true,
    state: {
      actorId,
      rulings: gathered.rulings,
      info,
      setup: { decks: gathered.decks, attacker: party(gathered.attacker), targets: gathered.targets.map(party) },
      contested: null,
      odds: null,
      redrawOdds: null,
      resistOdds: [],
      tcRedrawOdds: null,
    },
  };
}

/** The card just started, on the GM's client: each target's chance to resist the TC still to draw [DOA-12, CORE-05]. */
export function withResistOdds(state: ContestedCardState, readDeck: DeckReader): ContestedCardState {
  const resistOdds = resistOddsBeforeTc(contestPlan(state), (owner) => readDeck(owner).deck, state.rulings);
  return { ...state, resistOdds };
}

/** What the targets draw against [DOA-12]: the TC from the attacker's deck, the DR its modifier sets. */
function contestPlan(state: ContestedCardState): ContestPlan {
  const { attacker, targets, decks } = state.contested ?? state.setup;
  return { attacker, targets, decks, dr: contestedDr(attacker.modifier) };
}

/** Whose draw is running or waits: the attacker's TC, then each target in turn. */
function drawing(contested: ContestedState): string | undefined {
  return contested.phase === "tc" ? contested.attacker.id : contested.targets[contested.results.length]?.id;
}

type CardStep = Outcome<{ state: ContestedCardState; effects: readonly TableEffect[] }>;

/**
 * The contest after a step, with the odds of what comes next [CORE-05]: a waiting target's draw,
 * from their deck once the step's effects have run; a redraw on offer, from the deck as it lies.
 */
function stepWithOdds(
  state: ContestedCardState,
  contested: ContestedState,
  effects: readonly TableEffect[],
  readDeck: DeckReader,
): CardStep {
  const waiting = waitingTarget(contested);
  const odds = waiting ? checkOddsOf(waiting.setup, readDeck, effects, state.rulings) : null;
  const redrawOdds = redrawOddsOf(contested.check, readDeck, state.rulings);
  const tcCheck = contested.phase === "tc" ? contested.check : null;
  const tcRedrawOdds = tcCheck ? resistOddsOnTcRedraw(tcCheck, contestPlan({ ...state, contested }), readDeck, state.rulings) : null;
  return { ok: true, state: { ...state, contested, odds, redrawOdds, resistOdds: [], tcRedrawOdds }, effects };
}

/**
 * The card's odds anew from the decks as they lie [CORE-05]: before the TC, each target's chance to
 * resist it; then those of the draw that waits or the redraw on offer; null once done (table-follow.ts).
 */
export function contestedCardFollowingTable(
  state: ContestedCardState,
  readDeck: DeckReader,
  deckNow: DeckStateReader,
): ContestedCardState | null {
  const now = withDecksNow(state, deckNow);
  if (!now.contested) return withResistOdds(now, readDeck);
  if (now.contested.phase === "done") return null;
  const refreshed = stepWithOdds(now, now.contested, [], readDeck);
  return refreshed.ok ? refreshed.state : null;
}

/**
 * The decks the next draw reads, as they are now (`deckNow`): before the TC, every party's; then the
 * waiting target's. Another card may have spent or added Fate Cards and tokens or run a deck out
 * since this one began [DOA-03, DOA-06]; what this contest itself changed and has yet to write
 * back (its own spent tokens, its own run-outs) is kept on top, so that it still writes back only that.
 */
export function withDecksNow(state: ContestedCardState, deckNow: DeckStateReader): ContestedCardState {
  const contested = state.contested;
  const waiting = contested ? waitingTarget(contested) : null;
  const owners = contested ? (waiting ? [waiting.party.owner] : []) : Object.keys(state.setup.decks);
  let next = state;
  for (const owner of owners) {
    const live = deckNow(owner);
    const was = next.setup.decks[owner] ?? live;
    const mine = next.contested?.decks[owner] ?? was;
    const deck: DeckState = {
      ...live,
      fateTokens: live.fateTokens + mine.fateTokens - was.fateTokens,
      exhaustions: live.exhaustions + mine.exhaustions - was.exhaustions,
    };
    next = {
      ...next,
      setup: { ...next.setup, decks: { ...next.setup.decks, [owner]: live } },
      contested: next.contested ? { ...next.contested, decks: { ...next.contested.decks, [owner]: deck } } : null,
    };
  }
  return next;
}

function advance(state: ContestedCardState, contested: ContestedState, action: ContestedAction, readDeck: DeckReader): CardStep {
  const next = contestedReducer(contested, action, state.rulings);
  return next.ok ? stepWithOdds(state, next.state, next.effects, readDeck) : next;
}

/** The card deleted before the contest was done: its tables cleared as at its end. */
export function abandonContestedCard(state: ContestedCardState): ProcedureStep<ContestedCardState> {
  if (!state.contested) return { state, effects: [] };
  const ended = abandonContested(state.contested);
  return { state: { ...state, contested: ended.state, odds: null, redrawOdds: null, tcRedrawOdds: null }, effects: ended.effects };
}

export function reduceContestedCard(
  state: ContestedCardState,
  action: ContestedCardAction,
  who: Requester,
  readDeck: DeckReader,
): CardStep {
  if (action.type === "begin") {
    if (!mayActFor(state.info, state.setup.attacker.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
    if (state.contested) return refuse(`${R}.WrongPhase`);
    const started = startContested(state.setup, state.rulings);
    return started.ok ? stepWithOdds(state, started.state, started.effects, readDeck) : started;
  }
  if (!state.contested) return refuse(`${R}.WrongPhase`);
  if (!mayActFor(state.info, drawing(state.contested), who)) return refuse("DECKBOUND.Refusal.NotOwner");
  return advance(state, state.contested, action, readDeck);
}

export const contestedCardActions: CardActions<ContestedCardAction> = {
  begin: plainAction({ type: "begin" }),
  draw: plainAction({ type: "draw" }),
  ...checkStepActions((action): ContestedCardAction => ({ type: "check", action })),
};

/** The table reporting what a permitted step drew: whoever's check it feeds. */
export function contestedCardAfterDraw(state: ContestedCardState, draws: readonly DrawOutcome[], readDeck: DeckReader): CardStep {
  const drawn = drawnAction(draws);
  return drawn && state.contested?.check
    ? advance(state, state.contested, { type: "check", action: drawn }, readDeck)
    : refuse(`${R}.WrongPhase`);
}

export function validContestedCard(state: ContestedCardState): boolean {
  return everyPartyOnCard([state.setup.attacker, ...state.setup.targets], state.setup.decks, state.info);
}

export function contestedCardContext(state: ContestedCardState): Record<string, unknown> {
  const contested = state.contested;
  const name = (id: string) => ownEntry(state.info, id)?.name ?? id;
  const current = contested && contested.phase !== "done" ? drawing(contested) : undefined;
  const tcRedraw = contested?.phase === "tc" && contested.check?.phase === "deciding" ? state.tcRedrawOdds : null;
  return {
    attacker: name(state.setup.attacker.id),
    attackerAudience: Audience.owners([state.setup.attacker.id]),
    ready: contested === null,
    done: contested?.phase === "done",
    tc: contested?.tc ? cardView(contested.tc) : null,
    dr: contested?.dr ?? Math.max(0, 4 - state.setup.attacker.modifier),
    targets: state.setup.targets.map((target, index) => {
      const result = contested?.results[index];
      return {
        name: name(target.id),
        modifier: shownNumber(target.modifier),
        current: current === target.id,
        // Before the TC is drawn, and while a redraw of it is on offer: the chance to resist [DOA-12, CORE-05].
        resist: contested === null ? chanceView(state.resistOdds[index]) : null,
        tcRedraw: tcRedraw && contested?.check?.kept ? tcRedrawView(tcRedraw, index, contested.check.kept) : null,
        result: result
          ? {
              resisted: result.resisted,
              degree: result.report ? degreeLabelKey(result.report.degree) : null,
              card: result.report ? cardView(result.report.card) : null,
            }
          : null,
      };
    }),
    check: contested?.check ? checkView(contested.check) : null,
    checkBy: current ? name(current) : null,
    checkAudience: current ? Audience.owners([current]) : Audience.gm,
    // A target's draw waiting for its Draw button, under its odds [CORE-05].
    waiting: contested && waitingTarget(contested) && current ? { name: name(current), odds: oddsView(state.odds) } : null,
    redrawOdds: contested?.check?.phase === "deciding" ? oddsView(state.redrawOdds) : null,
  };
}

/** A target's chance to resist; one not counted (its deck may run out first) shows before its own draw. */
function chanceView(chance: number | null | undefined): { percent: string } | { later: true } | null {
  if (chance === undefined) return null;
  return chance === null ? { later: true } : { percent: percent(chance) };
}

function tcRedrawView(odds: TcRedrawOdds, index: number, kept: SuitedCard) {
  const now = odds.now[index];
  const redrawn = odds.redrawn[index];
  if (typeof now !== "number" || typeof redrawn !== "number") return { later: true };
  return { card: cardView(kept).name, now: percent(now), redrawn: percent(redrawn) };
}
