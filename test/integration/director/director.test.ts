/**
 * The Director's rules on the Foundry test runtime, through the GM queue, with the hidden-card
 * audit on every chat message: a skill test and a three-way competition, each deck whole again
 * afterwards [DIR-04, DIR-09, DIR-11]; refusals for bad input.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXAMPLE_ARCHETYPES, denseCounts } from "../../../src/rules/director/index.ts";
import { CHARACTER_TYPE, COMPETITION_MESSAGE, TEST_MESSAGE } from "../../../src/rulesets/director/ids.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { until } from "../wait.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE, address } from "./helpers.ts";

let world: World;
let gm: User.Implementation;
let players: User.Implementation[];

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
  ({ gm, players } = world);
});

afterEach(() => expect(world.close()).toEqual([]));

const lying = (stack: string, owner?: string) => world.cardsIn(address(stack, owner));
const seeCard: World["seeCard"] = (message, user) => world.seeCard(message, user);
const setUp = () => world.setUp();
const ask: World["ask"] = (user, request) => world.ask(user, request);

function character(name: string, owner: User.Implementation, counts?: unknown): Promise<Actor.Implementation> {
  const system = { competences: [{ name: "Climbing", expert: true }], ...(counts ? { archetype: { name: "Example", counts } } : {}) };
  return world.actor(name, owner, { type: CHARACTER_TYPE, system });
}

function cardState(messageId: string): Record<string, unknown> {
  return (game.messages.get(messageId)!.system as { state: Record<string, unknown> }).state;
}

describe("Director: stacks", () => {
  it("[DIR-02][DIR-03] each character's action deck holds its archetype's cards; the destiny (16) and enemy (24) decks are set up", async () => {
    const scout = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-scout")!;
    const ann = await character("Ann", players[0]!);
    const bob = await character("Bob", players[1]!, scout.counts);
    await setUp();
    expect(lying("action", ann.id!)).toHaveLength(52);
    expect(lying("action", bob.id!)).toHaveLength(34);
    expect(lying("destiny")).toHaveLength(16);
    expect(lying("enemy")).toHaveLength(24);
    expect(lying("action-discard", ann.id!)).toHaveLength(0);
  });

  it("[DIR-02] changing a character's archetype rebuilds its action deck", async () => {
    const bruiser = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-bruiser")!;
    const ann = await character("Ann", players[0]!);
    await setUp();
    await world.rt.as(gm, () =>
      ann.update({ system: { archetype: { name: "Bruiser", counts: denseCounts(bruiser.counts) } } } as unknown as Actor.UpdateData),
    );
    await until(() => lying("action", ann.id!).length === 34);
    expect(lying("action", ann.id!)).toHaveLength(34);
  });
});

/** Ann's character, and the test she proposes with these options (a player's test: a proposal the Director confirms). */
async function annProposes(options: Record<string, unknown>) {
  const ann = await character("Ann", players[0]!);
  await setUp();
  const started = await ask(players[0]!, { kind: "startCard", messageType: TEST_MESSAGE, actorId: ann.id!, options });
  return { ann, started };
}

describe("Director: a skill test through the GM queue", () => {
  it("[DIR-04][DIR-05][DIR-11] the owner draws, the card shows the cards and outcome, and the deck is whole again", async () => {
    const { ann, started } = await annProposes({ attribute: "body", difficulty: 2, competences: ["climbing"] });
    expect(started.ok).toBe(true);
    const messageId = started.ok ? started.messageId! : "";
    const confirm = () => ask(gm, { kind: "cardAction", messageId, action: "confirmTest", data: {} });
    expect(cardState(messageId)["confirmed"]).toBe(false);
    const proposed = await seeCard(messageId, players[0]);
    expect(proposed).toContain("Odds:");
    expect(proposed).toContain("Proposed");
    expect(proposed).not.toContain("Draw 4");
    // The Director decides [DIR-04, DIR-08]: the player may neither draw yet nor confirm or change the proposal.
    const early = await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} });
    expect(early).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.AwaitingDirector" });
    const selfConfirmed = await ask(players[0]!, { kind: "cardAction", messageId, action: "confirmTest", data: {} });
    expect(selfConfirmed).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DirectorDecides" });
    const selfChanged = await ask(players[0]!, {
      kind: "cardAction",
      messageId,
      action: "changeTest",
      data: { attribute: "body", difficulty: 4, advantage: true },
    });
    expect(selfChanged).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DirectorDecides" });
    expect(lying("action", ann.id!)).toHaveLength(52);
    expect(cardState(messageId)["confirmed"]).toBe(false);
    expect((await confirm()).ok).toBe(true);
    expect(await confirm()).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.AlreadyDecided" });
    const before = await seeCard(messageId, players[0]);
    expect(before).toContain("Odds:");
    expect(before).toContain("Draw 4");
    // Another player may not press the owner's button.
    const forged = await ask(players[1]!, { kind: "cardAction", messageId, action: "draw", data: {} });
    expect(forged).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    const drawn = await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} });
    expect(drawn.ok).toBe(true);
    const state = cardState(messageId);
    expect(state["cards"]).toHaveLength(4);
    const content = await seeCard(messageId, players[0]);
    expect(content).toMatch(/Success|Failure/);
    expect(content).toContain("whole again");
    expect(lying("action", ann.id!)).toHaveLength(52);
    expect(lying("action-discard", ann.id!)).toHaveLength(0);
    const again = await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} });
    expect(again).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.NotDrawing" });
    expect(world.audit.audited).toBeGreaterThan(1);
  });

  it("[DIR-11] [DIR-09] a test's draw while a card of its deck lies face up on the discard pile (a tie the Director has yet to decide) is refused and draws nothing; once the deck is whole again it draws", async () => {
    const { ann, started } = await annProposes({ attribute: "body", difficulty: 2 });
    const messageId = started.ok ? started.messageId! : "";
    expect((await ask(gm, { kind: "cardAction", messageId, action: "confirmTest", data: {} })).ok).toBe(true);
    const [shown] = lying("action", ann.id!);
    const lieOut = (from: string, to: string) => ask(gm, { kind: "move", from, to, cards: [identityOf(shown!)] });
    expect((await lieOut(address("action", ann.id!), address("action-discard", ann.id!))).ok).toBe(true);
    const refused = await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DeckNotWhole" });
    expect(game.i18n.localize(refused.ok ? "" : refused.reason)).toMatch(/^Cards of this deck still lie face up in a tied competition/);
    expect(lying("action", ann.id!)).toHaveLength(51);
    expect(cardState(messageId)["cards"]).toBeNull();
    expect((await lieOut(address("action-discard", ann.id!), address("action", ann.id!))).ok).toBe(true);
    expect((await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} })).ok).toBe(true);
    expect(cardState(messageId)["cards"]).toHaveLength(2);
  });

  it("[DIR-04][DIR-07] bad input: a difficulty above 4 or not whole is refused; below 0 is impossible and draws nothing", async () => {
    const ann = await character("Ann", players[0]!);
    await setUp();
    const start = (difficulty: unknown) =>
      ask(players[0]!, { kind: "startCard", messageType: TEST_MESSAGE, actorId: ann.id!, options: { attribute: "mind", difficulty } });
    expect(await start(5)).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DifficultyAboveFour" });
    expect(await start(1.5)).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DifficultyNotWhole" });
    expect(await start("2")).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.DifficultyNotWhole" });
    const impossible = await start(-1);
    expect(impossible).toMatchObject({ ok: true });
    const message = await seeCard(impossible.ok ? impossible.messageId! : "", players[0]);
    expect(message).toContain("Impossible");
    expect(message).not.toContain('data-action="draw"');
    expect(lying("action", ann.id!)).toHaveLength(52);
  });

  it("[DIR-01] [DIR-04] [DIR-08] the Director changes a player's proposal (skill, difficulty, advantage, help) and the odds follow; a bad change is refused and changes nothing; the GM's own test needs no confirmation", async () => {
    const { ann, started } = await annProposes({
      attribute: "body",
      difficulty: 4,
      competences: ["climbing"],
      advantage: true,
      helpers: 2,
    });
    const messageId = started.ok ? started.messageId! : "";
    const proposed = await seeCard(messageId, gm);
    expect(proposed).toContain("8 cards");
    // Help says in words what it adds: one card, however many help.
    expect(proposed).toContain("2 characters helping +1");
    const change = (user: User.Implementation, data: Record<string, unknown>) =>
      ask(user, { kind: "cardAction", messageId, action: "changeTest", data });
    const before = structuredClone(cardState(messageId));
    expect(await change(gm, { attribute: "mind", difficulty: 5 })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.DifficultyAboveFour",
    });
    expect(await change(gm, { attribute: "mind", difficulty: 1, competences: ["Origami"] })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.CompetenceUnknown",
    });
    expect(cardState(messageId)).toEqual(before);
    // The Director: a Mind test at difficulty 1, Climbing not related, no advantage, no help.
    expect((await change(gm, { attribute: "mind", difficulty: 1 })).ok).toBe(true);
    const changed = await seeCard(messageId, players[0]);
    expect(changed).toContain("Mind test");
    expect(changed).toContain("Difficulty 1");
    expect(changed).toContain("Odds: 25.0% success, 0% with benefit");
    expect((await change(gm, { attribute: "mind", difficulty: 1, helpers: 1 })).ok).toBe(true);
    expect(await seeCard(messageId, players[0])).toContain("1 character helping +1");
    expect((await change(gm, { attribute: "mind", difficulty: 1 })).ok).toBe(true);
    expect(changed).toContain("Proposed");
    expect(await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.AwaitingDirector",
    });
    expect((await ask(gm, { kind: "cardAction", messageId, action: "confirmTest", data: {} })).ok).toBe(true);
    expect(await change(gm, { attribute: "body", difficulty: 4 })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.AlreadyDecided",
    });
    expect((await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} })).ok).toBe(true);
    expect(cardState(messageId)["cards"]).toHaveLength(1);

    const own = await ask(gm, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: ann.id!,
      options: { attribute: "spirit", difficulty: 2 },
    });
    const ownId = own.ok ? own.messageId! : "";
    expect(cardState(ownId)["confirmed"]).toBe(true);
    expect(await seeCard(ownId, players[0])).toContain('data-action="draw"');
  });

  it("[DIR-04] asking for more cards than the deck holds draws what there is and says so", async () => {
    const tiny = { C: { 14: 1 }, D: {}, H: { 2: 1 }, S: {} };
    const ann = await character("Ann", players[0]!, tiny);
    await setUp();
    const started = await ask(players[0]!, {
      kind: "startCard",
      messageType: TEST_MESSAGE,
      actorId: ann.id!,
      options: { attribute: "dexterity", difficulty: 4 },
    });
    const messageId = started.ok ? started.messageId! : "";
    expect((await ask(gm, { kind: "cardAction", messageId, action: "confirmTest", data: {} })).ok).toBe(true);
    expect((await ask(players[0]!, { kind: "cardAction", messageId, action: "draw", data: {} })).ok).toBe(true);
    expect(await seeCard(messageId, players[0])).toContain("Asked for 4 cards; the deck held only 2.");
    expect(lying("action", ann.id!)).toHaveLength(2);
  });
});

describe("Director: a three-way competition through the GM queue", () => {
  it("[DIR-09][DIR-11] three join, all draw 5, symbols counted, a winner or the Director's tie choice; every deck whole afterwards", async () => {
    const actors = [await character("Ann", players[0]!), await character("Bob", players[1]!), await character("Cat", players[2]!)];
    await setUp();
    const opened = await ask(players[0]!, {
      kind: "startCard",
      messageType: COMPETITION_MESSAGE,
      actorId: actors[0]!.id!,
      options: { attribute: "dexterity" },
    });
    expect(opened.ok).toBe(true);
    const messageId = opened.ok ? opened.messageId! : "";
    // One participant is refused [bad input].
    expect(await ask(players[0]!, { kind: "cardAction", messageId, action: "begin", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.CompetitionTooFew",
    });
    expect((await ask(players[1]!, { kind: "cardAction", messageId, action: "join", data: { attribute: "spirit" } })).ok).toBe(true);
    expect(await ask(players[1]!, { kind: "cardAction", messageId, action: "join", data: { attribute: "spirit" } })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.DuplicateCompetitor",
    });
    expect((await ask(players[2]!, { kind: "cardAction", messageId, action: "join", data: { attribute: "dexterity" } })).ok).toBe(true);
    // Only the opener (or the Director) begins.
    expect(await ask(players[1]!, { kind: "cardAction", messageId, action: "begin", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    // The Director establishes each competitor's skill [DIR-09]: nobody begins before every entry is confirmed, and a player confirms none.
    const decide = (user: User.Implementation, action: string, data: Record<string, unknown>) =>
      ask(user, { kind: "cardAction", messageId, action, data });
    expect(await ask(players[0]!, { kind: "cardAction", messageId, action: "begin", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.CompetitorsAwaitDirector",
    });
    expect(await decide(players[1]!, "confirmEntrant", { entrant: "1" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.DirectorDecides",
    });
    expect(await decide(players[1]!, "changeEntrant", { entrant: "1", attribute: "body", advantage: true })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.DirectorDecides",
    });
    // The Director changes Cat's entry (Body, not Dexterity) and confirms the three.
    expect((await decide(gm, "changeEntrant", { entrant: "2", attribute: "body" })).ok).toBe(true);
    expect(await seeCard(messageId, players[2])).toMatch(/Cat[\s\S]*Body[\s\S]*draws 5/);
    for (const entrant of ["0", "1", "2"]) expect((await decide(gm, "confirmEntrant", { entrant })).ok).toBe(true);
    expect(await decide(gm, "confirmEntrant", { entrant: "0" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.AlreadyDecided",
    });
    expect((await ask(players[0]!, { kind: "cardAction", messageId, action: "begin", data: {} })).ok).toBe(true);
    let rounds = 1;
    for (; cardState(messageId)["declared"] !== true; rounds++) {
      const content = await seeCard(messageId, gm);
      if (!content.includes('data-action="tieRedraw"')) {
        expect(content).toContain("wins the competition");
        break;
      }
      // A tie: the cards wait face up; only the Director chooses.
      expect(await ask(players[0]!, { kind: "cardAction", messageId, action: "tieRedraw", data: {} })).toEqual({
        ok: false,
        reason: "DECKBOUND.Director.Chat.DirectorOnly",
      });
      const choice = rounds < 3 ? "tieRedraw" : "tieDraw";
      expect((await ask(gm, { kind: "cardAction", messageId, action: choice, data: {} })).ok).toBe(true);
    }
    const hands = cardState(messageId)["hands"] as unknown[][];
    expect(hands.length).toBeGreaterThanOrEqual(2);
    if (rounds === 1) expect(hands.map((hand) => hand.length)).toEqual([5, 5, 5]);
    for (const actor of actors) {
      expect(lying("action", actor.id!)).toHaveLength(52);
      expect(lying("action-discard", actor.id!)).toHaveLength(0);
    }
  });
});
