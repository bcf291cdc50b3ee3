/**
 * The skill test chat card [DIR-04 … DIR-08, DIR-10, DIR-11]: posted with the Director's
 * difficulty, the extra cards and the odds [CORE-05]; its owner presses Draw; the GM's client
 * draws onto the deck's discard pile, judges, writes the card while the cards lie face up there,
 * then shuffles them back (`afterWrite`): the deck is whole again.
 *
 * The message stores the setup, the rulings it was started under and the cards drawn (once drawn,
 * so revealed [CORE-06]) under a typed schema (test-model.ts); the full state is rebuilt by
 * replaying the pure reducer, so stored data that the rules would not have produced makes the card
 * inert. Its owner (and the Director) see the Draw button.
 */
import type { DrawOutcome } from "../../../rules/cards/table.ts";
import { REFUSAL, actionDeck, enemyDeck, planDrawCount, reduceTest, refuse } from "../../../rules/director/index.ts";
import type { DirectorRulings, TestSetup, TestState } from "../../../rules/director/index.ts";
import { Audience } from "../../../foundry/chat/audience.ts";
import type { ChatProcedure, Outcome, ProcedureStep, Requester } from "../../../foundry/registry/definition.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { MAX_NAME_LENGTH } from "../../../foundry/documents/model-fields.ts";
import { cardFromIdentity, identityOf } from "../../../foundry/table/card-identity.ts";
import type { CardIdentity } from "../../../foundry/table/card-identity.ts";
import { TEST_MESSAGE } from "../ids.ts";
import type { ActorFacts, DirectorWorld } from "./world.ts";
import { readAttribute, readExtras } from "./extras.ts";
import type { StoredExtras } from "./extras.ts";
import { TEST_TEMPLATE, TestCardModel } from "./test-model.ts";
import { testContext } from "./views.ts";

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
  /** null until the draw; then the cards drawn, in order. */
  readonly cards: readonly CardIdentity[] | null;
}

export type TestCardAction = { readonly type: "draw" };

/** What `gather` hands to `start`: the client's options and the GM's facts. */
interface Gathered {
  readonly options: unknown;
  readonly actor: ActorFacts | null;
  readonly rulings: DirectorRulings;
  readonly world: DirectorWorld;
}

/** The test's full state, rebuilt from what the message stores; null when the rules would refuse it. */
export function replayTest(stored: TestCardState): TestState | null {
  const opened = reduceTest(null, { type: "start", setup: stored.setup }, stored.rulings);
  if (!opened.ok) return null;
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
  const opened = reduceTest(null, { type: "start", setup }, rulings);
  if (!opened.ok) return opened;
  return { ok: true, state: { actorName: actor.name, setup, rulings, cards: opened.state.phase === "resolved" ? [] : null } };
}

function reduce(state: TestCardState, action: TestCardAction, who: Requester): Outcome<ProcedureStep<TestCardState>> {
  if (!who.ownsActor && !who.isGM) return { ok: false, reason: "DECKBOUND.Refusal.NotOwner" };
  const test = replayTest(state);
  if (!test) return { ok: false, reason: "DECKBOUND.Refusal.BadState" };
  if (action.type !== "draw" || test.phase !== "drawing") return refuse(REFUSAL.NotDrawing);
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

/** Who may press what: the test's owner (and the Director) draws. */
const AUDIENCE = { draw: Audience.owner } as const;

export function testProcedure(world: DirectorWorld): ChatProcedure<TestCardState, TestCardAction> {
  return {
    kind: "reduce",
    messageType: TEST_MESSAGE,
    template: TEST_TEMPLATE,
    model: TestCardModel,
    gather: (actorId, options): Gathered => ({ options, actor: world.actor(actorId), rulings: world.rulings(), world }),
    start(_actorId, gathered) {
      const { actor, options, rulings } = gathered as Gathered;
      return startTest(actor, options, rulings, world);
    },
    actions: { draw: { parse: () => ({ ok: true, action: { type: "draw" } }) } },
    reduce,
    afterDraw,
    // The rules could have produced it: it replays.
    validate: (state) => replayTest(state) !== null,
    context(state) {
      const test = replayTest(state);
      return test ? { ...testContext(state.actorName, test), audience: AUDIENCE } : {};
    },
  };
}
