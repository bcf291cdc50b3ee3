/**
 * The skill test chat card [DIR-04 … DIR-08, DIR-10, DIR-11]: posted with the Director's
 * difficulty, the extra cards and the odds [CORE-05]. A player's test is posted as a proposal: the
 * Director (a GM or an assistant GM) confirms it, or changes its attribute, difficulty or extra
 * cards first (the odds follow), and no card is drawn before [DIR-01, DIR-04, DIR-08]; the GM's own
 * test is confirmed as it is posted. Its owner presses Draw; the GM's client
 * draws onto the deck's discard pile, judges, writes the card while the cards lie face up there,
 * then shuffles them back (`afterWrite`): the deck is whole again.
 *
 * The message stores the setup, the rulings it was started under and the cards drawn (once drawn,
 * so revealed [CORE-06]) under a typed schema (test-model.ts); the full state is rebuilt by
 * replaying the pure reducer, so stored data that the rules would not have produced makes the card
 * inert. Its owner (and the Director) see the Draw button.
 */
import type { DrawOutcome } from "../../../rules/cards/table.ts";
import { ATTRIBUTES, REFUSAL, actionDeck, enemyDeck, planDrawCount, reduceTest, refuse } from "../../../rules/director/index.ts";
import type { Attribute, Competence, DirectorRulings, TestSetup, TestState } from "../../../rules/director/index.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { CardActions, ChatProcedure, Outcome, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { isRecord, readChoice, readInt } from "../../../foundry/chat/action-data.ts";
import { MAX_NAME_LENGTH } from "../../../foundry/documents/model-fields.ts";
import { cardFromIdentity, identityOf } from "../../../foundry/table/card-identity.ts";
import type { CardIdentity } from "../../../foundry/table/card-identity.ts";
import { TEST_MESSAGE } from "../ids.ts";
import type { ActorFacts, DirectorWorld } from "./world.ts";
import { deckNotWhole } from "./world.ts";
import { MAX_EXTRA_COUNT, readAttribute, readExtraData, readExtras } from "./extras.ts";
import type { StoredExtras } from "./extras.ts";
import { TEST_TEMPLATE, TestCardModel } from "./test-model.ts";
import { extrasView, testContext } from "./views.ts";
import { promptTestChange } from "../sheets/test-dialog.ts";

/** The setup as the card stores it: every key present. */
export interface StoredTestSetup extends TestSetup {
  readonly extras: StoredExtras;
  /** [DIR-10] The NPC a player character competes with, or null. */
  readonly against: string | null;
}

export interface TestCardState {
  readonly actorName: string;
  readonly setup: StoredTestSetup;
  readonly rulings: DirectorRulings;
  /** The Director has confirmed the setup (a GM's own test is confirmed as it is posted) [DIR-04]. */
  readonly confirmed: boolean;
  /** The character's competences when the test was proposed: those the Director may name as related [DIR-08]. */
  readonly known: readonly Competence[];
  /** null until the draw; then the cards drawn, in order. */
  readonly cards: readonly CardIdentity[] | null;
}

/** What the Director may change in a proposal: the attribute, the difficulty and the extra cards [DIR-01, DIR-04, DIR-08]. */
export interface TestChange {
  readonly attribute: Attribute;
  readonly difficulty: number;
  readonly extras: Record<string, unknown>;
}

export type TestCardAction =
  | { readonly type: "draw" }
  | { readonly type: "confirm" }
  | { readonly type: "change"; readonly change: TestChange };

/** What `gather` hands to `start`: the client's options and the GM's facts. */
interface Gathered {
  readonly options: unknown;
  readonly actor: ActorFacts | null;
  readonly rulings: DirectorRulings;
  readonly world: DirectorWorld;
}

/** The test's full state, rebuilt from what the message stores; null when the rules would refuse it. */
export function replayTest(stored: TestCardState): TestState | null {
  const proposedBy = stored.confirmed ? "director" : "player";
  const opened = reduceTest(null, { type: "start", setup: stored.setup, proposedBy }, stored.rulings);
  if (!opened.ok) return null;
  if (!stored.confirmed) return stored.cards === null ? opened.state : null;
  if (stored.cards === null) return opened.state.phase === "drawing" ? opened.state : null;
  // Below 0 the test is resolved at start, drawing nothing [DIR-07].
  if (opened.state.phase === "resolved") return stored.cards.length === 0 ? opened.state : null;
  const cards = stored.cards.map(cardFromIdentity);
  if (cards.some((card) => card === null)) return null;
  const resolved = reduceTest(opened.state, { type: "drawn", cards: cards.filter((card) => card !== null) }, stored.rulings);
  return resolved.ok ? resolved.state : null;
}

/** Build the first state from trusted facts and untrusted options. */
export function startTest(
  actor: ActorFacts | null,
  options: unknown,
  rulings: DirectorRulings,
  world: DirectorWorld,
  who: Pick<Requester, "isGM">,
): Outcome<{ state: TestCardState }> {
  if (!actor) return { ok: false, reason: "DECKBOUND.Refusal.UnknownActor" };
  const attribute = isRecord(options) ? readAttribute(options) : null;
  if (!isRecord(options) || !attribute) return { ok: false, reason: "DECKBOUND.Director.Chat.NoAttribute" };
  const difficulty = options["difficulty"];
  if (typeof difficulty !== "number") return refuse(REFUSAL.DifficultyNotWhole);
  const extras = readExtras(options, actor.competences);
  if (!extras.ok) return extras;
  const deck = actor.npc || !actor.archetype ? enemyDeck(world.enemyDeck()) : actionDeck(actor.id, actor.archetype);
  const named = typeof options["against"] === "string" ? options["against"].trim() : "";
  if (named.length > MAX_NAME_LENGTH) return { ok: false, reason: "DECKBOUND.Refusal.Malformed" };
  const against = named === "" ? null : named;
  const setup: StoredTestSetup = { attribute, difficulty, extras: extras.extras, deck, against };
  // A player proposes; the Director's own test is decided as it is posted [DIR-04, DIR-08].
  const proposedBy = who.isGM ? "director" : "player";
  const opened = reduceTest(null, { type: "start", setup, proposedBy }, rulings);
  if (!opened.ok) return opened;
  const state: TestCardState = {
    actorName: actor.name,
    setup,
    rulings,
    confirmed: who.isGM,
    known: actor.competences.map(({ name, expert }) => ({ name, expert })),
    cards: opened.state.phase === "resolved" ? [] : null,
  };
  return { ok: true, state };
}

/** The Director confirms the proposal, or changes it (still a proposal, the odds following), before any card is drawn. */
function decide(
  state: TestCardState,
  action: Exclude<TestCardAction, { type: "draw" }>,
  who: Requester,
): Outcome<ProcedureStep<TestCardState>> {
  const test = replayTest(state);
  if (!test) return { ok: false, reason: "DECKBOUND.Refusal.BadState" };
  const by = who.isGM ? "director" : "player";
  if (action.type === "confirm") {
    const confirmed = reduceTest(test, { type: "confirm", by }, state.rulings);
    if (!confirmed.ok) return confirmed;
    return { ok: true, state: { ...state, confirmed: true, cards: confirmed.state.phase === "resolved" ? [] : null }, effects: [] };
  }
  if (by !== "director") return refuse(REFUSAL.DirectorDecides);
  const extras = readExtras(action.change.extras, state.known);
  if (!extras.ok) return extras;
  const setup: StoredTestSetup = {
    ...state.setup,
    attribute: action.change.attribute,
    difficulty: action.change.difficulty,
    extras: extras.extras,
  };
  const changed = reduceTest(test, { type: "change", by, setup }, state.rulings);
  if (!changed.ok) return changed;
  return { ok: true, state: { ...state, setup }, effects: [] };
}

function reduce(state: TestCardState, action: TestCardAction, who: Requester, world: DirectorWorld): Outcome<ProcedureStep<TestCardState>> {
  if (action.type !== "draw") return decide(state, action, who);
  if (!who.ownsActor && !who.isGM) return { ok: false, reason: "DECKBOUND.Refusal.NotOwner" };
  const test = replayTest(state);
  if (!test) return { ok: false, reason: "DECKBOUND.Refusal.BadState" };
  if (test.phase === "proposed") return refuse(REFUSAL.AwaitingDirector);
  if (test.phase !== "drawing") return refuse(REFUSAL.NotDrawing);
  const notWhole = deckNotWhole(world, [test.deck]);
  if (notWhole) return notWhole;
  return {
    ok: true,
    state,
    effects: [{ type: "draw", from: test.deck.stack, to: test.deck.discard, count: planDrawCount(test.plan), how: "top" }],
  };
}

/** The cards are judged and shown; the discard pile goes back into the deck after the message is written [DIR-11]. */
function afterDraw(state: TestCardState, draws: readonly DrawOutcome[]): Outcome<ProcedureStep<TestCardState>> {
  const test = replayTest(state);
  const drawn = draws[0]?.cards ?? [];
  if (!test) return { ok: false, reason: "DECKBOUND.Refusal.BadState" };
  const resolved = reduceTest(test, { type: "drawn", cards: drawn }, state.rulings);
  if (!resolved.ok) return resolved;
  return { ok: true, state: { ...state, cards: resolved.state.cards.map(identityOf) }, effects: [], afterWrite: resolved.effects };
}

/** Who may press what: the Director confirms or changes a proposal; the test's owner (and the Director) draws. */
const AUDIENCE = { draw: Audience.owner, decide: Audience.gm } as const;

/** The lowest difficulty a change may name: below any card count a test could reach. */
const MIN_CHANGED_DIFFICULTY = -MAX_EXTRA_COUNT;

const actions = {
  draw: { parse: () => ({ ok: true, action: { type: "draw" } }) },
  confirmTest: { parse: () => ({ ok: true, action: { type: "confirm" } }) },
  changeTest: {
    parse(data) {
      const attribute = readChoice(data, "attribute", ATTRIBUTES);
      const difficulty = readInt(data, "difficulty", { min: MIN_CHANGED_DIFFICULTY, max: MAX_EXTRA_COUNT });
      const extras = readExtraData(data);
      if (!attribute || difficulty === null || !extras) return { ok: false, reason: "DECKBOUND.Refusal.Malformed" };
      return { ok: true, action: { type: "change", change: { attribute, difficulty, extras } } };
    },
    prompt: ({ state }) => promptTestChange(state as TestCardState),
  },
} satisfies CardActions<TestCardAction>;

/** Could the rules have produced it? It replays, and names only related competences the character had. */
function validate(state: TestCardState): boolean {
  const known = (name: string) => state.known.some((competence) => competence.name === name);
  return state.setup.extras.competences.every((competence) => known(competence.name)) && replayTest(state) !== null;
}

export function testProcedure(world: DirectorWorld): ChatProcedure<TestCardState, TestCardAction> {
  return {
    kind: "reduce",
    messageType: TEST_MESSAGE,
    template: TEST_TEMPLATE,
    model: TestCardModel,
    gather: (actorId, options): Gathered => ({ options, actor: world.actor(actorId), rulings: world.rulings(), world }),
    start(_actorId, gathered, who) {
      const { actor, options, rulings } = gathered as Gathered;
      return startTest(actor, options, rulings, world, who);
    },
    actions,
    reduce: (state, action, who) => reduce(state, action, who, world),
    afterDraw,
    validate,
    context(state) {
      const test = replayTest(state);
      return test ? { ...testContext(state.actorName, test), extras: extrasView(state.setup.extras), audience: AUDIENCE } : {};
    },
  };
}
