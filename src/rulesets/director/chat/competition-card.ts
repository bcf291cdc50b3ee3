/**
 * The competition chat card [DIR-09, DIR-10, DIR-11]: a character opens it with its attribute;
 * other players join with theirs; the opener (or the Director) begins: everyone draws 5 plus extra
 * cards at once, symbols are counted and the winner shown. On a tie the Director chooses: declare
 * a draw, or the tied competitors draw again from whole decks.
 *
 * The message stores the entrants, the current round's contenders and hands (revealed [CORE-06])
 * and the symbols of earlier rounds — not their cards, which are back in their hidden decks —
 * under a typed schema (competition-model.ts). The pure competition state is rebuilt by replaying
 * the reducer on the current round. Everyone sees the Join buttons, the opener (and the Director)
 * Begin, the Director the tie choice.
 *
 * The Director establishes each competitor's skill and extra cards [DIR-09, DIR-08]: a player's
 * entry (opening or joining) is a proposal the Director confirms, or changes first (the odds
 * follow); the competition begins only once every entry is confirmed. The Director's own entries
 * are confirmed as they are made.
 */
import type { Card } from "../../../rules/cards/card.ts";
import type { DrawOutcome, TableEffect } from "../../../rules/cards/table.ts";
import {
  ATTRIBUTES,
  REFUSAL,
  abandonCompetition,
  actionDeck,
  checkCounts,
  checkExtras,
  drawsFromOwnDeck,
  enemyDeck,
  reduceCompetition,
  refuse,
} from "../../../rules/director/index.ts";
import type { Attribute, CompetitionState, CompetitorSetup, DirectorRulings } from "../../../rules/director/index.ts";
import { isRecord, ownEntry, readChoice, readId, readInt } from "../../../foundry/chat/action-data.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { CHARACTER_TYPE, NPC_TYPE } from "../ids.ts";
import { promptSetupChange } from "../sheets/test-dialog.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { CardActions, ChatProcedure, Outcome, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { cardFromIdentity, identityOf } from "../../../foundry/table/card-identity.ts";
import type { CardIdentity } from "../../../foundry/table/card-identity.ts";
import { COMPETITION_MESSAGE } from "../ids.ts";
import type { ActorFacts, DirectorWorld } from "./world.ts";
import { deckNotWhole } from "./world.ts";
import { PICK_WHO_JOINS } from "../sheets/forms.ts";
import { competitorCandidates, promptCompetitor } from "../sheets/compete-dialog.ts";
import { COMPETITION_TEMPLATE, CompetitionCardModel } from "./competition-model.ts";
import { readAttribute, readExtraData, readExtras } from "./extras.ts";
import type { StoredExtras } from "./extras.ts";
import { gatheringContext } from "./gathering-context.ts";
import { tieContext } from "./tie-context.ts";
import { attributeView, competitionContext } from "./views.ts";

const C = "DECKBOUND.Director.Chat";
const MALFORMED = "DECKBOUND.Refusal.Malformed";

export interface RoundSymbols {
  readonly competitor: number;
  readonly symbols: number;
}

/** An entrant as the card stores it: every key present. */
export interface StoredCompetitor extends CompetitorSetup {
  readonly extras: StoredExtras;
  readonly confirmed: boolean;
}

export interface CompetitionCardState {
  readonly entrants: readonly StoredCompetitor[];
  readonly names: readonly string[];
  readonly rulings: DirectorRulings;
  readonly started: boolean;
  /** Who draws in the current round (indices into `entrants`). */
  readonly contenders: readonly number[];
  /** The current round's hands, in `contenders` order; null until drawn. */
  readonly hands: readonly (readonly CardIdentity[])[] | null;
  /** Symbols of the rounds before the current one. */
  readonly earlier: readonly (readonly RoundSymbols[])[];
  /** The Director declared the tie a draw. */
  readonly declared: boolean;
}

export type CompetitionCardAction =
  /** Enter `actorId` (a player's own character by default; the Director must name one) with these extra cards. */
  | { readonly type: "join"; readonly attribute: Attribute; readonly actorId: string | null; readonly extras: Record<string, unknown> }
  | { readonly type: "begin" }
  /** The Director confirms an entry, or changes its attribute and extra cards (it stays a proposal) [DIR-09]. */
  | { readonly type: "confirmEntrant"; readonly entrant: number }
  | { readonly type: "changeEntrant"; readonly entrant: number; readonly attribute: Attribute; readonly extras: Record<string, unknown> }
  | { readonly type: "tieChoice"; readonly choice: "draw" | "redraw" };

/** An entrant, refused at once (not when the competition begins) when its extra cards or deck are not ones the rules take. */
function entrantOf(
  actor: ActorFacts,
  attribute: Attribute,
  options: Record<string, unknown>,
  world: DirectorWorld,
  confirmed: boolean,
): Outcome<{ entrant: StoredCompetitor }> {
  const extras = readExtras(options, actor.competences);
  if (!extras.ok) return extras;
  const deck = actor.npc || !actor.archetype ? enemyDeck(world.enemyDeck()) : actionDeck(actor.id, actor.archetype);
  const refusal = checkExtras(extras.extras) ?? checkCounts(deck.composition);
  if (refusal) return refusal;
  return { ok: true, entrant: { key: actor.id, npc: actor.npc, attribute, extras: extras.extras, deck, confirmed } };
}

/** The competition's pure state, rebuilt from the message; null before it begins or when the rules refuse the data. */
export function replayCompetition(stored: CompetitionCardState): CompetitionState | null {
  if (!stored.started) return null;
  const started = reduceCompetition(null, { type: "start", competitors: stored.entrants }, stored.rulings);
  if (!started.ok) return null;
  const { contenders } = stored;
  const valid =
    contenders.length > 0 &&
    new Set(contenders).size === contenders.length &&
    contenders.every((index) => Number.isInteger(index) && index >= 0 && index < stored.entrants.length);
  if (!valid) return null;
  let state: CompetitionState = { ...started.state, contenders: [...contenders].sort((a, b) => a - b) };
  if (stored.hands === null) return stored.declared ? null : state;
  const hands = stored.hands.map((hand) => hand.map(cardFromIdentity));
  if (hands.some((hand) => hand.some((card) => card === null))) return null;
  const scored = reduceCompetition(state, { type: "drawn", hands: hands as Card[][] }, stored.rulings);
  if (!scored.ok) return null;
  state = scored.state;
  if (!stored.declared) return state;
  const declared = reduceCompetition(state, { type: "tieChoice", choice: "draw" }, stored.rulings);
  return declared.ok ? declared.state : null;
}

export function startCompetition(
  actor: ActorFacts | null,
  options: unknown,
  rulings: DirectorRulings,
  world: DirectorWorld,
  who: Pick<Requester, "isGM">,
): Outcome<{ state: CompetitionCardState }> {
  if (!actor) return { ok: false, reason: "DECKBOUND.Refusal.UnknownActor" };
  const attribute = isRecord(options) ? readAttribute(options) : null;
  if (!isRecord(options) || !attribute) return { ok: false, reason: `${C}.NoAttribute` };
  const entrant = entrantOf(actor, attribute, options, world, who.isGM);
  if (!entrant.ok) return entrant;
  return {
    ok: true,
    state: {
      entrants: [entrant.entrant],
      names: [actor.name],
      rulings,
      started: false,
      contenders: [],
      hands: null,
      earlier: [],
      declared: false,
    },
  };
}

/** Trailing `returnDiscards` wait until the message is written, so it shows the cards while they are face up. */
function splitReturns(effects: readonly TableEffect[]): { effects: TableEffect[]; afterWrite: TableEffect[] } {
  const lastDraw = effects.findLastIndex((effect) => effect.type !== "returnDiscards");
  return { effects: effects.slice(0, lastDraw + 1), afterWrite: effects.slice(lastDraw + 1) };
}

/**
 * Who a Join seats: the character named (the presser must own it: the Director owns them all), or
 * a player's own character when none is named. The Director must name one — never "the first
 * character the Director owns" [DIR-09].
 */
function joiner(actorId: string | null, who: Requester, world: DirectorWorld): Outcome<{ actor: ActorFacts }> {
  if (actorId === null) {
    if (who.isGM) return { ok: false, reason: PICK_WHO_JOINS };
    const own = world.characterOf(who.userId);
    return own ? { ok: true, actor: own } : { ok: false, reason: `${C}.NoCharacter` };
  }
  const actor = world.actor(actorId);
  if (!actor) return { ok: false, reason: "DECKBOUND.Refusal.UnknownActor" };
  if (!who.isGM && !(who.owns?.(actorId) ?? false)) return { ok: false, reason: `${C}.NotYours` };
  return { ok: true, actor };
}

function join(
  state: CompetitionCardState,
  action: Extract<CompetitionCardAction, { type: "join" }>,
  who: Requester,
  world: DirectorWorld,
): Outcome<ProcedureStep<CompetitionCardState>> {
  if (state.started) return { ok: false, reason: `${C}.AlreadyStarted` };
  const found = joiner(action.actorId, who, world);
  if (!found.ok) return found;
  const { actor } = found;
  if (state.entrants.some((entrant) => entrant.key === actor.id)) return refuse(REFUSAL.DuplicateCompetitor);
  // [DIR-10] A player character against an NPC is a test unless the world's ruling says compete: refused at once.
  if (state.rulings.npcInCompetition === "asTest" && state.entrants.some((entrant) => entrant.npc !== actor.npc))
    return refuse(REFUSAL.NpcCompetitionIsATest);
  const entrant = entrantOf(actor, action.attribute, action.extras, world, who.isGM);
  if (!entrant.ok) return entrant;
  return {
    ok: true,
    state: { ...state, entrants: [...state.entrants, entrant.entrant], names: [...state.names, actor.name] },
    effects: [],
  };
}

/** The Director confirms an entry, or changes its attribute and extra cards (still a proposal; the odds follow) [DIR-09]. */
function decideEntrant(
  state: CompetitionCardState,
  action: Extract<CompetitionCardAction, { type: "confirmEntrant" | "changeEntrant" }>,
  who: Requester,
  world: DirectorWorld,
): Outcome<ProcedureStep<CompetitionCardState>> {
  if (!who.isGM) return refuse(REFUSAL.DirectorDecides);
  if (state.started) return { ok: false, reason: `${C}.AlreadyStarted` };
  const current = state.entrants[action.entrant];
  if (!current) return { ok: false, reason: MALFORMED };
  if (current.confirmed) return refuse(REFUSAL.AlreadyDecided);
  let entrant: StoredCompetitor = { ...current, confirmed: action.type === "confirmEntrant" };
  if (action.type === "changeEntrant") {
    const actor = world.actor(current.key);
    if (!actor) return { ok: false, reason: "DECKBOUND.Refusal.UnknownActor" };
    const changed = entrantOf(actor, action.attribute, action.extras, world, false);
    if (!changed.ok) return changed;
    entrant = { ...changed.entrant, deck: current.deck };
  }
  return {
    ok: true,
    state: { ...state, entrants: state.entrants.map((other, index) => (index === action.entrant ? entrant : other)) },
    effects: [],
  };
}

function begin(state: CompetitionCardState, who: Requester, world: DirectorWorld): Outcome<ProcedureStep<CompetitionCardState>> {
  if (!who.ownsActor && !who.isGM) return { ok: false, reason: "DECKBOUND.Refusal.NotOwner" };
  if (state.started) return { ok: false, reason: `${C}.AlreadyStarted` };
  const notWhole = deckNotWhole(
    world,
    state.entrants.map((entrant) => entrant.deck),
  );
  if (notWhole) return notWhole;
  const started = reduceCompetition(null, { type: "start", competitors: state.entrants }, state.rulings);
  if (!started.ok) return started;
  return { ok: true, state: { ...state, started: true, contenders: started.state.contenders }, effects: started.effects };
}

function chooseOnTie(state: CompetitionCardState, choice: "draw" | "redraw", who: Requester): Outcome<ProcedureStep<CompetitionCardState>> {
  if (!who.isGM) return { ok: false, reason: `${C}.DirectorOnly` };
  const competition = replayCompetition(state);
  if (!competition) return refuse(REFUSAL.NotTied);
  const step = reduceCompetition(competition, { type: "tieChoice", choice }, state.rulings);
  if (!step.ok) return step;
  const { effects, afterWrite } = splitReturns(step.effects);
  if (choice === "draw") return { ok: true, state: { ...state, declared: true }, effects, afterWrite };
  const round = (competition.rounds.at(-1) ?? []).map(({ competitor, symbols }) => ({ competitor, symbols }));
  return {
    ok: true,
    state: { ...state, contenders: step.state.contenders, hands: null, earlier: [...state.earlier, round] },
    effects,
    afterWrite,
  };
}

function afterDraw(state: CompetitionCardState, draws: readonly DrawOutcome[]): Outcome<ProcedureStep<CompetitionCardState>> {
  const competition = replayCompetition(state);
  if (!competition || competition.phase !== "drawing") return refuse(REFUSAL.NotDrawing);
  const scored = reduceCompetition(competition, { type: "drawn", hands: draws.map((draw) => draw.cards) }, state.rulings);
  if (!scored.ok) return scored;
  const hands = draws.map((draw) => draw.cards.map(identityOf));
  const { effects, afterWrite } = splitReturns(scored.effects);
  return { ok: true, state: { ...state, hands }, effects, afterWrite };
}

const actions: CardActions<CompetitionCardAction> = {
  join: {
    parse(data) {
      const attribute = readChoice(data, "attribute", ATTRIBUTES);
      const named = ownEntry(data, "actorId") !== undefined;
      const actorId = named ? readId(data, "actorId") : null;
      const extras = readExtraData(data);
      if (!attribute || (named && actorId === null) || !extras) return { ok: false, reason: MALFORMED };
      return { ok: true, action: { type: "join", attribute, actorId, extras } };
    },
    async prompt({ state, data }) {
      const attribute = readChoice(data, "attribute", ATTRIBUTES);
      if (!attribute) return null;
      const entered = new Set((state as CompetitionCardState).entrants.map((entrant) => entrant.key));
      const answer = await promptCompetitor(
        attribute,
        competitorCandidates(game.user).filter((candidate) => !entered.has(candidate.id)),
      );
      return answer ? { attribute, ...answer } : null;
    },
  },
  begin: { parse: () => ({ ok: true, action: { type: "begin" } }) },
  confirmEntrant: {
    parse(data) {
      const entrant = readInt(data, "entrant", { min: 0, max: MAX_ENTRANTS });
      return entrant === null ? { ok: false, reason: MALFORMED } : { ok: true, action: { type: "confirmEntrant", entrant } };
    },
  },
  changeEntrant: {
    parse(data) {
      const entrant = readInt(data, "entrant", { min: 0, max: MAX_ENTRANTS });
      const attribute = readChoice(data, "attribute", ATTRIBUTES);
      const extras = readExtraData(data);
      if (entrant === null || !attribute || !extras) return { ok: false, reason: MALFORMED };
      return { ok: true, action: { type: "changeEntrant", entrant, attribute, extras } };
    },
    async prompt({ state, data }) {
      const index = readInt(data, "entrant", { min: 0, max: MAX_ENTRANTS });
      const entrant = index === null ? undefined : (state as CompetitionCardState).entrants[index];
      const actor = entrant ? game.actors.get(entrant.key) : undefined;
      if (!entrant || !actor) return null;
      const system = systemOf(actor, CHARACTER_TYPE) ?? systemOf(actor, NPC_TYPE);
      const change = await promptSetupChange(entrant.attribute, null, entrant.extras, system?.competences ?? []);
      return change ? { entrant: index, ...change } : null;
    },
  },
  tieDraw: { parse: () => ({ ok: true, action: { type: "tieChoice", choice: "draw" } }) },
  tieRedraw: { parse: () => ({ ok: true, action: { type: "tieChoice", choice: "redraw" } }) },
};

/**
 * Could the rules have produced this stored state? A name per entrant, decks the rules take (each
 * entrant's own, or the enemy deck), no hands before the start, and once started, a round that replays.
 */
function validate(state: CompetitionCardState): boolean {
  const decksFit = state.entrants.every(
    (entrant) => checkCounts(entrant.deck.composition) === null && drawsFromOwnDeck(entrant.key, entrant.deck),
  );
  if (state.names.length !== state.entrants.length || !decksFit) return false;
  if (!state.started) return state.contenders.length === 0 && state.hands === null && state.earlier.length === 0 && !state.declared;
  return replayCompetition(state) !== null;
}

/** Who may press what: the opener (or the Director) begins, the Director chooses on a tie (joining: see joinAudience). */
const AUDIENCE = { begin: Audience.owner, tie: Audience.gm, decide: Audience.gm } as const;

/** Join is offered to whoever owns a character not yet entered (the Director owns every one, NPCs too). */
function joinAudience(state: CompetitionCardState): string {
  const entered = new Set(state.entrants.map((entrant) => entrant.key));
  const open = game.actors.contents.filter(
    (actor) => actor.id !== null && !entered.has(actor.id) && (systemOf(actor, CHARACTER_TYPE) ?? systemOf(actor, NPC_TYPE)) !== null,
  );
  return Audience.owners(open.map((actor) => actor.id!));
}

/** The most entrants a card action may name (far more than any table seats). */
const MAX_ENTRANTS = 100;

function context(state: CompetitionCardState) {
  const competition = replayCompetition(state);
  if (!competition) {
    return {
      gathering: true,
      // Begin is offered only when the rules would start the competition now (two competitors at least) [DIR-09].
      canBegin: !state.started && reduceCompetition(null, { type: "start", competitors: state.entrants }, state.rulings).ok,
      ...gatheringContext(state.names, state.entrants, state.rulings),
      joinChoices: ATTRIBUTES.map((attribute) => ({ attribute, ...attributeView(attribute) })),
      audience: { ...AUDIENCE, join: joinAudience(state) },
    };
  }
  const view = competitionContext(state.names, competition, state.earlier);
  const tie = tieContext(competition, state.rulings);
  return {
    gathering: false,
    ...view,
    // On a tie, the odds of drawing again, beside each tied competitor and for the tie [DIR-09, CORE-05].
    competitors: view.competitors.map((competitor, index) => ({ ...competitor, redrawWin: tie?.wins[index] ?? null })),
    redrawTie: tie?.tie ?? null,
    audience: AUDIENCE,
  };
}

/** The card deleted while a tie awaits the Director: the round's cards go back into their decks. */
function abandon(state: CompetitionCardState): ProcedureStep<CompetitionCardState> {
  const competition = replayCompetition(state);
  return { state, effects: competition ? abandonCompetition(competition) : [] };
}

export function competitionProcedure(world: DirectorWorld): ChatProcedure<CompetitionCardState, CompetitionCardAction> {
  return {
    kind: "reduce",
    messageType: COMPETITION_MESSAGE,
    template: COMPETITION_TEMPLATE,
    model: CompetitionCardModel,
    gather: (actorId, options) => ({ options, actor: world.actor(actorId), rulings: world.rulings() }),
    start(_actorId, gathered, who) {
      const { actor, options, rulings } = gathered as { actor: ActorFacts | null; options: unknown; rulings: DirectorRulings };
      return startCompetition(actor, options, rulings, world, who);
    },
    actions,
    reduce(state, action, who) {
      switch (action.type) {
        case "join":
          return join(state, action, who, world);
        case "begin":
          return begin(state, who, world);
        case "confirmEntrant":
        case "changeEntrant":
          return decideEntrant(state, action, who, world);
        case "tieChoice":
          return chooseOnTie(state, action.choice, who);
      }
    },
    afterDraw,
    validate,
    abandon,
    context,
  };
}
