/**
 * The Director's test and competition cards on the chat-card kit, on the test runtime: each viewer
 * sees only their own controls (the owner draws; the opener begins; the Director chooses on a tie);
 * a card a player posts with a card's type is inert and the GM writes nothing for it; undeclared
 * and inherited names are refused; states stored before the kit migrate and play.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actionOrigin } from "../../../src/rules/director/index.ts";
import { COMPETITION_MESSAGE, TEST_MESSAGE } from "../../../src/rulesets/director/ids.ts";
import type { CompetitionCardState } from "../../../src/rulesets/director/chat/competition-card.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE, address } from "./helpers.ts";

let world: World;
let ann: User.Implementation;
let bob: User.Implementation;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
  [ann, bob] = world.players as [User.Implementation, User.Implementation];
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

const ask: World["ask"] = (user, request) => world.ask(user, request);

const stateOf = (messageId: string) =>
  (game.messages.get(messageId)!.system as unknown as { toObject(): { state: Record<string, unknown> } }).toObject().state;

/** A card posted by `user` directly (not through the GM queue). */
async function post(user: User.Implementation, type: string, actorId: string, state: unknown): Promise<string> {
  const message = await world.rt.as(user, () =>
    ChatMessage.create({ type, system: { actorId, state }, content: "" } as unknown as ChatMessage.CreateData),
  );
  return message!.id!;
}

/** A localised notice as the template writes it (HTML-escaped). */
const notice = (key: string) => Handlebars.escapeExpression(game.i18n.localize(key));

async function annTest(): Promise<{ actor: Actor.Implementation; messageId: string }> {
  const actor = await world.actor("Ann", ann, { system: { competences: [{ name: "Climbing", expert: true }] } });
  await world.setUp();
  const started = await ask(ann, {
    kind: "startCard",
    messageType: TEST_MESSAGE,
    actorId: actor.id!,
    options: { attribute: "body", difficulty: 2, competences: ["climbing"] },
  });
  if (!started.ok) throw new Error(started.reason);
  return { actor, messageId: started.messageId! };
}

describe("the Director's test card offers only what the rules accept", () => {
  it("[DIR-04] [DIR-08] every control the test card offers each seat, pressed by that seat, is never refused for whose it is or the step: the Director confirms Ann's proposal, then Ann draws; once drawn, none is offered", async () => {
    const { messageId } = await annTest();
    const knowable = [
      ...KNOWABLE_TO_EVERY_CARD,
      "DECKBOUND.Director.Refusal.NotDrawing",
      "DECKBOUND.Director.Refusal.AwaitingDirector",
      "DECKBOUND.Director.Refusal.DirectorDecides",
      "DECKBOUND.Director.Refusal.AlreadyDecided",
    ];
    const walk = (user: User.Implementation, last: readonly string[] = []) => walkOffered(world, messageId, user, knowable, last);
    expect(await walk(bob)).toEqual([]);
    expect(await walk(ann)).toEqual([]);
    expect(await walk(world.gm, ["confirmTest"])).toEqual(["confirmTest", "changeTest"]);
    expect(await walk(bob)).toEqual([]);
    expect(await walk(ann)).toEqual(["draw"]);
    for (const user of [world.gm, ann, bob]) expect(await walk(user)).toEqual([]);
  });
});

describe("the Director's competition card offers only what the rules accept", () => {
  it("[DIR-09] once Anna and Bea compete: Bob may not begin, Ann begins, and every control then offered any seat is never refused for whose it is or the step", async () => {
    const { messageId } = await annaAgainstBea();
    const knowable = [...KNOWABLE_TO_EVERY_CARD, "DECKBOUND.Director.Refusal.NotDrawing"];
    expect(await walkOffered(world, messageId, bob, knowable)).not.toContain("begin");
    expect(await walkOffered(world, messageId, ann, knowable, ["begin"])).toContain("begin");
    // Resolved, or tied and the Director's to settle: whatever is offered is accepted.
    for (const user of [world.gm, ann, bob]) await walkOffered(world, messageId, user, knowable, ["tieDraw", "tieRedraw"]);
    for (const user of [world.gm, ann, bob]) expect(await walkOffered(world, messageId, user, knowable), user.name!).not.toContain("begin");
  });
});

describe("the Director's cards, rendered for each viewer", () => {
  it("[DIR-04] [DIR-08] a player's proposal offers only the Director Confirm and Change; once confirmed the test's owner and the Director see Draw; another player does not", async () => {
    const { messageId } = await annTest();
    for (const user of [ann, bob]) {
      const proposed = await world.seeCard(messageId, user);
      expect(proposed).not.toMatch(/data-action="(draw|confirmTest|changeTest)"/);
      expect(proposed).toContain("Odds:");
    }
    expect(await world.seeCard(messageId, world.gm)).toMatch(/data-action="confirmTest"[\s\S]*data-action="changeTest"/);
    expect(await world.seeCard(messageId, world.gm)).not.toContain('data-action="draw"');
    expect((await ask(world.gm, { kind: "cardAction", messageId, action: "confirmTest", data: {} })).ok).toBe(true);
    expect(await world.seeCard(messageId, world.gm)).not.toContain('data-action="confirmTest"');
    expect(await world.seeCard(messageId, ann)).toContain('data-action="draw"');
    expect(await world.seeCard(messageId, world.gm)).toContain('data-action="draw"');
    const other = await world.seeCard(messageId, bob);
    expect(other).not.toContain('data-action="draw"');
    expect(other).toContain("Odds:");
  });

  it("[DIR-09] [CORE-05] whoever owns a character not yet entered may join, the opener and the Director begin once two compete (Begin is not offered before: the rules refuse it), and on a tie only the Director sees the choice, everyone the odds of drawing again", async () => {
    const { anna, bea, messageId } = await annaOpensACompetition();
    const gathering = {
      ann: await world.seeCard(messageId, ann),
      bob: await world.seeCard(messageId, bob),
      gm: await world.seeCard(messageId, world.gm),
    };
    // Ann's only character has entered: nothing for her to join with; Bob has Bea, the Director every character.
    expect(gathering.ann).not.toContain('data-action="join"');
    expect(gathering.bob).toContain('data-action="join"');
    expect(gathering.gm).toContain('data-action="join"');
    // Alone, Anna cannot begin (the rules need two competitors): Begin is not offered to anyone yet.
    for (const html of Object.values(gathering)) expect(html).not.toContain('data-action="begin"');

    // A tie that persists, rendered from the state the GM's table would store: 5 and Q of clubs for Anna (Dexterity), 5 and Q of spades for Bea (Body).
    // (Not posted: these cards lie face down in the decks, and no message may name them [CORE-06].)
    expect((await ask(bob, { kind: "cardAction", messageId, action: "join", data: { attribute: "body" } })).ok).toBe(true);
    // Two players' entries are proposals [DIR-09]: only the Director confirms or changes each, and nobody may begin yet.
    const proposals = { ann: await world.seeCard(messageId, ann), gm: await world.seeCard(messageId, world.gm) };
    expect(proposals.ann).not.toMatch(/data-action="(begin|confirmEntrant|changeEntrant)"/);
    expect(proposals.gm).not.toContain('data-action="begin"');
    expect(proposals.gm.match(/data-action="confirmEntrant"/g)).toHaveLength(2);
    expect(proposals.gm.match(/data-action="changeEntrant"/g)).toHaveLength(2);
    for (const entrant of ["0", "1"])
      expect((await ask(world.gm, { kind: "cardAction", messageId, action: "confirmEntrant", data: { entrant } })).ok).toBe(true);
    expect(await world.seeCard(messageId, world.gm)).not.toContain('data-action="confirmEntrant"');
    expect(await world.seeCard(messageId, ann)).toContain('data-action="begin"');
    expect(await world.seeCard(messageId, world.gm)).toContain('data-action="begin"');
    expect(await world.seeCard(messageId, bob)).not.toContain('data-action="begin"');
    const hand = (actorId: string, codes: string) => codes.split(" ").map((code) => ({ code, origin: actionOrigin(actorId) }));
    const tied = {
      ...stateOf(messageId),
      started: true,
      contenders: [0, 1],
      hands: [hand(anna.id!, "5C QC 2H 9D 7S"), hand(bea.id!, "5S QS 4H 8C JD")],
    };
    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");
    const { loadProcedure } = await import("../../../src/foundry/chat/procedure-loader.ts");
    const procedure = await loadProcedure(
      world.ruleset.deferredProcedures!.find((candidate) => candidate.messageType === COMPETITION_MESSAGE)!,
    );
    expect(procedure.validate?.(tied)).toBe(true);
    const seenBy = (user: User.Implementation) => world.rt.as(user, () => renderCardState(procedure, tied, currentViewer(anna.id!)));
    const gmView = await seenBy(world.gm);
    expect(gmView).toContain('data-action="tieDraw"');
    expect(gmView).toContain('data-action="tieRedraw"');
    for (const player of [ann, bob]) expect(await seenBy(player)).not.toContain("data-action");
    // Before the Director chooses, every seat sees what drawing again would give: each one's chance, and a tie's.
    const { competitionOdds } = await import("../../../src/rules/director/competition-odds.ts");
    const { attributeSuit } = await import("../../../src/rules/director/attributes.ts");
    const { percent } = await import("../../../src/foundry/odds-view.ts");
    const stored = tied as unknown as CompetitionCardState;
    const redraw = competitionOdds(
      stored.entrants.map((entrant) => ({ deck: entrant.deck, suit: attributeSuit(entrant.attribute), count: 5 })),
      stored.rulings,
    );
    for (const user of [world.gm, ann, bob]) {
      const view = await seenBy(user);
      for (const win of redraw.wins) expect(view).toContain(`If the tied draw again: ${percent(win)} to win`);
      expect(view).toContain(`If the tied draw again: a tie again ${percent(redraw.tie)}`);
    }
  });
});

describe("cards the GM's table did not make", () => {
  it("[DIR-04] [CORE-06] a player's own message with the test card's type and a valid state is inert: Draw does nothing and the GM writes nothing", async () => {
    const { actor, messageId } = await annTest();
    const forged = await post(ann, TEST_MESSAGE, actor.id!, stateOf(messageId));
    expect(await world.seeCard(forged, ann)).toContain(notice("DECKBOUND.Chat.Inert.Untrusted"));
    world.rt.writes.reset();
    for (const user of [ann, world.gm]) {
      expect(await ask(user, { kind: "cardAction", messageId: forged, action: "draw", data: {} })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.UntrustedCard",
      });
    }
    expect(world.rt.writes.count).toBe(0);
    expect(world.cardsIn(address("action", actor.id!))).toHaveLength(52);
  });

  it("[DIR-09] undeclared and inherited action names and attributes are refused and change nothing", async () => {
    const { messageId } = await annaOpensACompetition();
    world.rt.writes.reset();
    for (const action of ["toString", "constructor", "hasOwnProperty"]) {
      expect(await ask(ann, { kind: "cardAction", messageId, action, data: {} }), action).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.UnknownAction",
      });
    }
    for (const attribute of ["toString", "constructor", "__proto__"]) {
      expect(await ask(bob, { kind: "cardAction", messageId, action: "join", data: { attribute } }), attribute).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
    }
    expect(world.rt.writes.count).toBe(0);
  });

  it("[DIR-02] [DIR-04] a test card whose stored deck the rules could not make (nine 2♣) renders inert and draws nothing", async () => {
    const { actor, messageId } = await annTest();
    const current = stateOf(messageId);
    const setup = current["setup"] as { deck: { composition: Record<string, Record<string, number>> } };
    const composition = { ...setup.deck.composition, C: { ...setup.deck.composition["C"], 2: 9 } };
    const damaged = { ...current, setup: { ...setup, deck: { ...setup.deck, composition } } };
    const damagedId = await post(world.gm, TEST_MESSAGE, actor.id!, damaged);
    expect(await world.seeCard(damagedId, ann)).toContain(notice("DECKBOUND.Chat.Inert.Invalid"));
    world.rt.writes.reset();
    expect(await ask(ann, { kind: "cardAction", messageId: damagedId, action: "draw", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.BadState",
    });
    expect(world.rt.writes.count).toBe(0);
  });
});

interface Competition {
  anna: Actor.Implementation;
  bea: Actor.Implementation;
  messageId: string;
}

/** Ann's Anna opens a Dexterity competition; Bob plays Bea. */
async function annaOpensACompetition(): Promise<Competition> {
  const anna = await world.actor("Anna", ann);
  const bea = await world.actor("Bea", bob);
  await world.rt.as(bob, async () => game.user.update({ character: bea.id } as never));
  await world.setUp();
  const opened = await ask(ann, {
    kind: "startCard",
    messageType: COMPETITION_MESSAGE,
    actorId: anna.id!,
    options: { attribute: "dexterity" },
  });
  return { anna, bea, messageId: opened.ok ? opened.messageId! : "" };
}

/** Ann's Anna opens a Dexterity competition and Bob's Bea joins it with Body. */
async function annaAgainstBea(): Promise<Competition> {
  const competition = await annaOpensACompetition();
  const joined = await ask(bob, { kind: "cardAction", messageId: competition.messageId, action: "join", data: { attribute: "body" } });
  expect(joined.ok).toBe(true);
  // The Director confirms both entries [DIR-09].
  for (const entrant of ["0", "1"])
    expect(
      (await ask(world.gm, { kind: "cardAction", messageId: competition.messageId, action: "confirmEntrant", data: { entrant } })).ok,
    ).toBe(true);
  return competition;
}

describe("a competitor drawing from another's deck", () => {
  it("[DIR-09] [CORE-06] a competition card whose entrant draws from another character's action deck renders inert and is refused, even from the GM", async () => {
    const { anna, bea, messageId } = await annaAgainstBea();
    const current = stateOf(messageId);
    const entrants = current["entrants"] as { key: string; deck: { stack: string } }[];
    expect(entrants.map((entrant) => entrant.deck.stack)).toEqual([`action:${anna.id!}`, `action:${bea.id!}`]);
    // Bea's entry draws from Anna's deck: failed before (a GM-written card was trusted as long as each deck's cards were legal).
    const borrowed = { ...current, entrants: [entrants[0], { ...entrants[1], deck: entrants[0]!.deck }] };
    const borrowedId = await post(world.gm, COMPETITION_MESSAGE, anna.id!, borrowed);
    expect(await world.seeCard(borrowedId, ann)).toContain(notice("DECKBOUND.Chat.Inert.Invalid"));
    world.rt.writes.reset();
    expect(await ask(ann, { kind: "cardAction", messageId: borrowedId, action: "begin", data: {} })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.BadState",
    });
    expect(world.rt.writes.count).toBe(0);
  });
});

describe("cards stored before the chat-card kit", () => {
  it("[DIR-04] [DIR-08] [DIR-11] a test card's old state (no `against` key, the extra cards only as sent) migrates and its owner draws", async () => {
    const { actor, messageId } = await annTest();
    const current = stateOf(messageId);
    const setup = current["setup"] as Record<string, unknown>;
    expect(setup["against"]).toBeNull();
    const { against: _against, ...oldSetup } = setup;
    const { confirmed: _confirmed, known: _known, ...oldState } = current;
    const old = { ...oldState, setup: { ...oldSetup, extras: { competences: [{ name: "Climbing", expert: true }] } } };
    await world.rt.as(world.gm, () => game.messages.get(messageId)!.delete());
    const migrated = await post(world.gm, TEST_MESSAGE, actor.id!, old);
    // Before Step 15 every test was posted decided: it migrates confirmed, the competences it named known.
    expect(stateOf(migrated)).toEqual({ ...current, confirmed: true, known: [{ name: "Climbing", expert: true }] });
    expect((await ask(ann, { kind: "cardAction", messageId: migrated, action: "draw", data: {} })).ok).toBe(true);
    expect(stateOf(migrated)["cards"]).toHaveLength(4);
    expect(await world.seeCard(migrated, ann)).toContain("whole again");
    expect(world.cardsIn(address("action", actor.id!))).toHaveLength(52);
  });

  it("[DIR-09] a competition's old state (entrants' extra cards only as sent) migrates and plays", async () => {
    const { anna, messageId } = await annaAgainstBea();
    const current = stateOf(messageId);
    const old = {
      ...current,
      entrants: (current["entrants"] as Record<string, unknown>[]).map(({ extras: _extras, ...entrant }) => entrant),
    };
    await world.rt.as(world.gm, () => game.messages.get(messageId)!.delete());
    const migrated = await post(world.gm, COMPETITION_MESSAGE, anna.id!, old);
    expect(stateOf(migrated)).toEqual(current);
    expect((await ask(ann, { kind: "cardAction", messageId: migrated, action: "begin", data: {} })).ok).toBe(true);
    expect(stateOf(migrated)["hands"]).toHaveLength(2);
  });
});
