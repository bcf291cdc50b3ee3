/**
 * The Epic Event (and rest) chat card [DOA-19, DOA-20]: every player draws a hidden hand; the GM
 * calls checks against a TC from the GM's table; volunteers play one card and sacrifice others for
 * +1 each; a running tally of calls; the GM concludes. Wraps the pure epic reducer
 * (src/rules/doa/procedures/epic.ts). It converses with the table (`perform`): the played card and
 * the sacrifices must lie in the volunteer's epic hand, the TC on the GM's table, and the leftovers
 * are read from the hands when the event ends, so none of them is ever trusted from a client.
 * A played card is known to its player, not drawn; a Fate Card redraw is drawn from their deck, so
 * the card shows that redraw's odds, worked out on the GM's client once the table has settled and
 * stored as numbers only [CORE-05, DOA-03]. On the chat-card kit it is epic-procedure.ts.
 */
import { cardKey, isSuitedCard } from "../../../rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { applyEffects } from "../../../rules/cards/table.ts";
import type { DrawOutcome, TableEffect, TablePort } from "../../../rules/cards/table.ts";
import { GM_OWNER, doaStack } from "../../../rules/doa/decks.ts";
import { attributeLabelKey, degreeLabelKey, restGoalLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { abandonEpic, epicReducer, handSizeFor, startEpic } from "../../../rules/doa/procedures/epic.ts";
import { SKILLS, isAttribute } from "../../../rules/doa/stats.ts";
import type {
  Attribute,
  CheckOdds,
  DeckState,
  DoaRulings,
  Recovery,
  RestGoal,
  EpicAction,
  EpicKind,
  EpicPlayer,
  EpicState,
  Skill,
} from "../../../rules/doa/index.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import type { CardActionSpec, CardActions, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { ownEntry, readBoolean, readCard, readChoice, readId, readInt, readText } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import { cardFromIdentity } from "../../../foundry/table/card-identity.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { statsForCard } from "../models/character.ts";
import { checkStepActions, everyPartyOnCard, mayActFor, plainAction, type PartyInfo } from "./check-actions.ts";
import { redrawOddsOf } from "./check-odds.ts";
import type { DeckReader } from "./check-odds.ts";
import { checkView, oddsView } from "./check-view.ts";
import { drawnAction } from "./check-card.ts";

export interface EpicCardState {
  readonly actorId: string;
  readonly rulings: DoaRulings;
  readonly info: Readonly<Record<string, PartyInfo>>;
  readonly setup: {
    readonly kind: EpicKind;
    readonly decks: Readonly<Record<string, DeckState>>;
    readonly players: readonly EpicPlayer[];
    /** The Great Void's attacker's TC [DOA-16]; null for any other event (absent on older cards). */
    readonly greatVoid?: SuitedCard | null;
  };
  /** Null until the GM deals. */
  readonly epic: EpicState | null;
  /** The odds of the Fate Card redraw a volunteer's check offers; null when none is offered. */
  readonly redrawOdds: CheckOdds | null;
  /** The Great Void: each call's DR is hidden from the players until it resolves [DOA-16]; absent on older cards. */
  readonly hiddenDr?: boolean;
}

export interface GatheredEpic {
  readonly rulings: DoaRulings;
  readonly kind: unknown;
  /** The Great Void: the calls' DR stays hidden from the players while the event lasts [DOA-16]. */
  readonly hiddenDr?: boolean;
  /** The Great Void: its attacker's TC, read from the combat card [DOA-16]. */
  readonly greatVoid?: SuitedCard | null;
  readonly players: readonly (EpicPlayer & PartyInfo)[];
  readonly decks: Readonly<Record<string, DeckState>>;
}

export type EpicCardAction =
  | { readonly type: "begin" }
  | {
      readonly type: "call";
      readonly tc: Card;
      readonly on: string;
      readonly dr: number;
      readonly goal: RestGoal | null;
      readonly for: string | null;
    }
  | { readonly type: "volunteer"; readonly id: string; readonly card: Card; readonly sacrifice: readonly Card[] }
  | { readonly type: "check"; readonly action: Extract<EpicAction, { type: "check" }>["action"] }
  | { readonly type: "closeCall" }
  | { readonly type: "conclude"; readonly success: boolean };

const R = "DECKBOUND.DOA.Refusal";
const KINDS: readonly EpicKind[] = ["epic", "shortRest", "longRest"];

export function startEpicCard(actorId: string, gathered: GatheredEpic): Outcome<{ state: EpicCardState }> {
  const kind = KINDS.find((candidate) => candidate === gathered.kind);
  if (!kind || gathered.players.length === 0) return refuse(`${R}.UnknownPlayer`);
  const info = Object.fromEntries(gathered.players.map(({ id, name, userIds }) => [id, { name, userIds }]));
  const players = gathered.players.map(({ id, owner, stats }) => ({ id, owner, stats: statsForCard(stats) }));
  return {
    ok: true,
    state: {
      actorId,
      rulings: gathered.rulings,
      info,
      setup: { kind, decks: gathered.decks, players, greatVoid: gathered.greatVoid ?? null },
      epic: null,
      redrawOdds: null,
      hiddenDr: gathered.hiddenDr === true,
    },
  };
}

/** "AS@abc,2H@abc" → cards; null when any is not one. */
function cardList(text: unknown): Card[] | null {
  if (typeof text !== "string" || text === "") return text === "" || text === undefined ? [] : null;
  const cards = text.split(",").map((key) => {
    const [code, origin] = key.split("@");
    return cardFromIdentity({ code, origin });
  });
  return cards.every((card) => card !== null) ? (cards as Card[]) : null;
}

const DR_RANGE = { min: -99, max: 99 };

/** The GM's call: a TC, what the check is on and its DR, or a rest's goal, and whom it is for [DOA-19, DOA-20]. */
function parseCall(data: ActionData): Outcome<{ action: EpicCardAction }> {
  const tc = readCard(data);
  const goal = restGoal(data);
  // A rest's goal fixes what the check is on: Vitality for health, the Primary Skill for energy [DOA-20].
  const on = goal?.kind === "health" ? "VIT" : goal?.kind === "energy" ? "primary" : readText(data, "on");
  // A rest's goal sets the DR itself (the reducer reads it from the goal) [DOA-20].
  const dr = goal ? ("dr" in goal ? goal.dr : 0) : readInt(data, "dr", DR_RANGE);
  if (!tc || on === null || goal === null || dr === null) return refuse("DECKBOUND.Refusal.Malformed");
  return { ok: true, action: { type: "call", tc, on, dr, goal: goal ?? null, for: readId(data, "for") } };
}

function parseVolunteer(data: ActionData): Outcome<{ action: EpicCardAction }> {
  const id = readId(data, "id");
  const card = readCard(data);
  const sacrifice = cardList(ownEntry(data, "sacrifice"));
  if (!card || !sacrifice || !id) return refuse("DECKBOUND.Refusal.BadCard");
  return { ok: true, action: { type: "volunteer", id, card, sacrifice } };
}

/** The card's actions; Call and Volunteer open their dialogs on the pressing client first (`prompts`). */
export function epicCardActions(
  prompts: { readonly call?: CardActionSpec<EpicCardAction>["prompt"]; readonly volunteer?: CardActionSpec<EpicCardAction>["prompt"] } = {},
): CardActions<EpicCardAction> {
  return {
    begin: plainAction({ type: "begin" }),
    closeCall: plainAction({ type: "closeCall" }),
    conclude: { parse: (data) => ({ ok: true, action: { type: "conclude", success: readBoolean(data, "success") === true } }) },
    call: { parse: parseCall, prompt: prompts.call },
    volunteer: { parse: parseVolunteer, prompt: prompts.volunteer },
    ...checkStepActions((action): EpicCardAction => ({ type: "check", action })),
  };
}

/** A rest's goal from a call's data (`goal`, `points`, `dr`); undefined without one, null when malformed. */
function restGoal(data: ActionData): RestGoal | undefined | null {
  const goal = ownEntry(data, "goal");
  if (goal === undefined || goal === "") return undefined;
  const kind = readChoice(data, "goal", ["health", "energy", "armor", "other"] as const);
  if (kind === "other" || kind === "armor") {
    const dr = readInt(data, "dr", DR_RANGE);
    return dr === null ? null : { kind, dr };
  }
  const points = readInt(data, "points", { min: 1, max: 99 });
  return kind && points !== null ? { kind, points } : null;
}

/** Every card lying in a stack (the table only lets us look where the rules may). */
async function lyingIn(table: TablePort, address: string): Promise<readonly Card[]> {
  return table.peek(address, await table.count(address));
}

const has = (cards: readonly Card[], card: Card) => cards.some((candidate) => cardKey(candidate) === cardKey(card));

/** Each player's unplayed cards, read from their epic piles (hidden: the state only counts them). */
async function leftoversOf(epic: EpicState, table: TablePort): Promise<Record<string, SuitedCard[]>> {
  const leftovers: Record<string, SuitedCard[]> = {};
  for (const seat of epic.seats) leftovers[seat.owner] = (await lyingIn(table, doaStack.epic(seat.owner))).filter(isSuitedCard);
  return leftovers;
}

/** The card deleted before the GM concluded it: the event ends undecided, its cards put away as its end would. */
export async function abandonEpicCard(state: EpicCardState, table: TablePort): Promise<ProcedureStep<EpicCardState>> {
  if (!state.epic) return { state, effects: [] };
  const ended = abandonEpic(state.epic, await leftoversOf(state.epic, table));
  return { state: { ...state, epic: ended.state }, effects: ended.effects };
}

/** Turn a card action into the pure reducer's action, checking what it names against the table. */
async function toEpicAction(
  state: EpicCardState,
  epic: EpicState,
  action: EpicCardAction,
  who: Requester,
  table: TablePort,
): Promise<Outcome<{ action: EpicAction }>> {
  switch (action.type) {
    case "call": {
      if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
      // The Great Void's TC is its attacker's, wherever it lies; the reducer holds the call to it [DOA-16].
      const onGmTable = action.tc.kind === "suited" && has(await lyingIn(table, doaStack.table(GM_OWNER)), action.tc);
      if (action.tc.kind !== "suited" || (!onGmTable && !epic.greatVoid)) return refuse(`${R}.TargetNotOnTable`);
      if (!isCallable(action.on)) return refuse("DECKBOUND.Refusal.Malformed");
      return { ok: true, action: { type: "call", tc: action.tc, on: action.on, dr: action.dr, goal: action.goal, for: action.for } };
    }
    case "volunteer": {
      const seat = epic.seats.find((candidate) => candidate.id === action.id);
      if (!seat || !mayActFor(state.info, seat.id, who)) return refuse("DECKBOUND.Refusal.NotOwner");
      const hand = await lyingIn(table, doaStack.epic(seat.owner));
      const cards = [action.card, ...action.sacrifice];
      if (!cards.every((card) => card.kind === "suited" && has(hand, card))) return refuse(`${R}.WrongCards`);
      return {
        ok: true,
        action: { type: "volunteer", id: seat.id, card: action.card as SuitedCard, sacrifice: action.sacrifice as SuitedCard[] },
      };
    }
    case "check": {
      const volunteer = epic.volunteer?.id;
      if (!mayActFor(state.info, volunteer, who)) return refuse("DECKBOUND.Refusal.NotOwner");
      return { ok: true, action };
    }
    case "closeCall":
      return who.isGM ? { ok: true, action } : refuse("DECKBOUND.Refusal.NotOwner");
    case "conclude":
      if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
      return { ok: true, action: { type: "conclude", success: action.success, leftovers: await leftoversOf(epic, table) } };
    case "begin":
      return refuse(`${R}.WrongPhase`);
  }
}

/** What a call may be on: an attribute, a skill, or a rest's Primary Skill. */
function isCallable(on: string): on is Attribute | Skill | "primary" {
  return on === "primary" || isAttribute(on) || (SKILLS as readonly string[]).includes(on);
}

/** What a draw told us, as the epic reducer's action: a deal, or a running check's draw. */
function afterDraw(epic: EpicState, draw: DrawOutcome): EpicAction | null {
  if (epic.phase === "dealing" && epic.dealing)
    return { type: "dealt", owner: epic.dealing.owner, cards: draw.cards, reshuffles: draw.reshuffles, short: draw.short };
  const drawn = drawnAction([draw]);
  return epic.check && drawn ? { type: "check", action: drawn } : null;
}

/** Apply a step's effects; feed every draw back to the reducer until a step draws nothing. */
async function run(epic: EpicState, effects: readonly TableEffect[], rulings: DoaRulings, table: TablePort): Promise<EpicState> {
  let current = epic;
  let pending = effects;
  for (let round = 0; round < 20; round++) {
    const draws = await applyEffects(table, pending);
    const draw = draws.at(-1);
    const next = draw ? afterDraw(current, draw) : null;
    if (!next) return current;
    const step = epicReducer(current, next, rulings);
    if (!step.ok) return current;
    current = step.state;
    pending = step.effects;
  }
  return current;
}

export function validEpicCard(state: EpicCardState): boolean {
  return everyPartyOnCard(state.setup.players, state.setup.decks, state.info);
}

/** A redraw on offer: its odds anew from the deck as it lies [CORE-05]; null when none is offered (table-follow.ts). */
export function epicCardFollowingTable(state: EpicCardState, readDeck: DeckReader): EpicCardState | null {
  return state.epic?.check?.phase === "deciding" ? { ...state, redrawOdds: redrawOddsOf(state.epic.check, readDeck, state.rulings) } : null;
}

/** The event once the table has settled, with the odds of a redraw on offer read from the deck as it now lies. */
function settled(state: EpicCardState, epic: EpicState, readDeck: DeckReader): Outcome<{ readonly state: EpicCardState }> {
  return { ok: true, state: { ...state, epic, redrawOdds: redrawOddsOf(epic.check, readDeck, state.rulings) } };
}

export async function performEpic(
  state: EpicCardState,
  action: EpicCardAction,
  who: Requester,
  table: TablePort,
  readDeck: DeckReader,
): Promise<Outcome<{ readonly state: EpicCardState }>> {
  if (action.type === "begin") {
    if (!who.isGM) return refuse("DECKBOUND.Refusal.NotOwner");
    if (state.epic) return refuse(`${R}.WrongPhase`);
    const started = startEpic(state.setup);
    if (!started.ok) return started;
    return settled(state, await run(started.state, started.effects, state.rulings, table), readDeck);
  }
  if (!state.epic) return refuse(`${R}.WrongPhase`);
  const translated = await toEpicAction(state, state.epic, action, who, table);
  if (!translated.ok) return translated;
  const step = epicReducer(state.epic, translated.action, state.rulings);
  if (!step.ok) return step;
  return settled(state, await run(step.state, step.effects, state.rulings, table), readDeck);
}

const onLabel = (on: string): string =>
  on === "primary" ? "DECKBOUND.DOA.Card.PrimarySkill" : isAttribute(on) ? attributeLabelKey(on) : skillLabelKey(on as Skill);

/** What a rest check recovered, as an i18n key and its number [DOA-20]. */
function recoveryView(recovery: Recovery): { key: string; points: number } {
  const key = "DECKBOUND.DOA.Card.Recovery";
  return recovery.kind === "full"
    ? { key: `${key}.Full`, points: 0 }
    : recovery.kind === "points"
      ? { key: `${key}.Points`, points: recovery.points }
      : { key: `${key}.None`, points: 0 };
}

export function epicCardContext(state: EpicCardState): Record<string, unknown> {
  const epic = state.epic;
  const name = (id: string) => ownEntry(state.info, id)?.name ?? id;
  const kind = epic?.kind ?? state.setup.kind;
  const seats = (epic?.seats ?? state.setup.players.map((player) => ({ ...player, cardsLeft: 0 }))).map((seat) => {
    const volunteered = epic?.volunteers.find((result) => result.id === seat.id);
    return {
      id: seat.id,
      owner: seat.owner,
      name: name(seat.id),
      cardsLeft: seat.cardsLeft,
      // The seat's players (and the GM) volunteer: the picker opens on their client with their hidden hand.
      audience: Audience.owners([seat.id]),
      canVolunteer:
        epic?.phase === "check" &&
        !epic.volunteer &&
        !volunteered &&
        seat.cardsLeft > 0 &&
        ((epic.call?.for ?? null) === null || epic.call?.for === seat.id),
      volunteered: volunteered
        ? {
            success: volunteered.success,
            sacrificed: volunteered.sacrificed,
            degree: volunteered.report ? degreeLabelKey(volunteered.report.degree) : null,
          }
        : null,
    };
  });
  const results = (epic?.results ?? []).map((result, index) => ({
    n: index + 1,
    tc: cardView(result.call.tc),
    on: onLabel(result.call.on),
    dr: result.call.dr,
    success: result.success,
    goal: result.call.goal
      ? { key: restGoalLabelKey(result.call.goal.kind), points: "points" in result.call.goal ? result.call.goal.points : null }
      : null,
    for: result.call.for ? name(result.call.for) : null,
    volunteers: result.volunteers.map((volunteer) => ({
      name: name(volunteer.id),
      success: volunteer.success,
      sacrificed: volunteer.sacrificed,
      degree: volunteer.report ? degreeLabelKey(volunteer.report.degree) : null,
      recovery: volunteer.recovery ? recoveryView(volunteer.recovery) : null,
    })),
    automaticMiss: result.volunteers.length === 0,
  }));
  const successes = results.filter((result) => result.success).length;
  const call = epic?.call;
  return {
    titleKey: `DECKBOUND.DOA.Card.Epic.${kind}`,
    handSize: handSizeFor(kind),
    ready: epic === null,
    phase: epic?.phase ?? "ready",
    seats,
    call: call ? { tc: cardView(call.tc), on: onLabel(call.on), dr: call.dr, for: call.for ? name(call.for) : null } : null,
    // The Great Void's open call: only the GM sees its DR; a redraw's odds, which would tell it, are not shown [DOA-16].
    hiddenDr: state.hiddenDr === true,
    // "An unknown DR": the next call may face the same one, so the closed calls' DRs stay the GM's until the event ends [DOA-16].
    resultsDrHidden: state.hiddenDr === true && epic?.phase !== "over",
    check: epic?.check ? checkView(epic.check) : null,
    checkBy: epic?.volunteer ? name(epic.volunteer.id) : null,
    checkAudience: epic?.volunteer ? Audience.owners([epic.volunteer.id]) : Audience.gm,
    redrawOdds: epic?.check?.phase === "deciding" ? oddsView(state.redrawOdds) : null,
    results,
    tally: { successes, misses: results.length - successes, calls: results.length },
    over: epic?.phase === "over",
    verdict: epic?.success ?? null,
    // An Epic Event's verdict names the event, a rest's the rest.
    verdictKey: `DECKBOUND.DOA.Card.${kind === "epic" ? "Epic" : "Rest"}${epic?.success ? "Won" : "Lost"}`,
    canClose: epic?.phase === "check" && !epic.volunteer,
    canConclude: epic?.phase === "calling",
    // The GM's next call [DOA-19, DOA-20]: its dialog opens on the GM's client (call-client.ts).
    canCall: epic?.phase === "calling",
    gm: Audience.gm,
  };
}
