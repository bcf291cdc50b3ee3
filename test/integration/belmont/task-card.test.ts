/**
 * The Belmont task card on the chat-card kit, on the test runtime: rendered for each viewer (the
 * audience votes, the GM opens, picks and closes, each sees their own vote) [BEL-06]; a card a
 * player posts with the task card's type is inert and the GM writes nothing for it; undeclared and
 * inherited action names are refused; damaged states are refused by the schema or render inert;
 * a state stored before the kit migrates and plays.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";
import { ABILITY_TYPE, TASK_MESSAGE } from "../../../src/rulesets/belmont/ids.ts";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { KNOWABLE_TO_EVERY_CARD, walkOffered } from "../offered-controls.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const ABILITIES = [{ name: "Vampire Killer", type: ABILITY_TYPE, system: { suit: "S", rank: 10, kind: "bonus", amount: 1 } }];

/** The GM posts a task card with this state directly (as the GM queue would have). */
function postAsGm(state: unknown, actorId: string): Promise<ChatMessage.Implementation | undefined> {
  return world.rt.as(world.gm, () =>
    ChatMessage.create({ type: TASK_MESSAGE, system: { actorId, state }, content: "" } as unknown as ChatMessage.CreateData),
  );
}

/** A localised notice as the template writes it (HTML-escaped). */
const notice = (key: string) => Handlebars.escapeExpression(game.i18n.localize(key));

const stateOf = (messageId: string) =>
  (game.messages.get(messageId)!.system as unknown as { toObject(): { state: Record<string, unknown> } }).toObject().state;

describe("the task card, rendered for each viewer", () => {
  it("[BEL-06] the GM sees the Reveal button, then Pick and Close; the audience sees the hint, then Vote, with their own vote marked", async () => {
    const { gm } = world;
    const { players } = h;
    const [ann, bob] = players;
    const belmont = await h.hero();
    await world.setUp();
    const started = await h.startTask(belmont);
    const messageId = started.ok ? started.messageId! : "";
    const scene = { gm: await world.seeCard(messageId, gm), ann: await world.seeCard(messageId, ann) };
    expect(scene.gm).toContain('data-action="open"');
    expect(scene.ann).not.toContain('data-action="open"');
    expect(scene.ann).toContain(game.i18n.localize("DECKBOUND.Belmont.Task.WaitingForOptions"));

    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "open", data: null })).toMatchObject({ ok: true });
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "vote", data: { suit: "H" } })).toMatchObject({ ok: true });
    const voting = {
      gm: await world.seeCard(messageId, gm),
      ann: await world.seeCard(messageId, ann),
      bob: await world.seeCard(messageId, bob),
    };
    expect(voting.gm).toContain('data-action="pick"');
    expect(voting.gm).toContain('data-action="closeTask"');
    expect(voting.gm).not.toContain('data-action="vote"');
    for (const player of [voting.ann, voting.bob]) {
      expect(player).toContain('data-action="vote"');
      expect(player).not.toContain('data-action="pick"');
      expect(player).not.toContain('data-action="closeTask"');
    }
    expect(voting.ann).toMatch(/is-my-vote" data-option-suit="H"/);
    expect(voting.bob).not.toContain("is-my-vote");
    expect(voting.gm).not.toContain("is-my-vote");
  });
});

describe("why an option's odds are what they are", () => {
  it("[BEL-13] [CORE-05] with Fate's Hearts deck on its last card, the Heart option's 0% says why on the task card", async () => {
    const belmont = await h.hero();
    await world.setUp();
    const [kept, ...rest] = world.cardsIn("challenge-H");
    const moved = await world.ask(world.gm, {
      kind: "move",
      cards: rest.map((card) => ({ code: cardCode(card), origin: card.origin })),
      from: "challenge-H",
      to: "challenge-discard-H",
    });
    expect(moved).toMatchObject({ ok: true });
    expect(kept).toBeDefined();
    await h.lay("KD", "belmont-luck", "luck", "luck-card");
    const messageId = await h.openTask(belmont);
    const seen = await world.seeCard(messageId, h.players[0]);
    const heart = seen.slice(seen.indexOf('data-option-suit="H"'));
    const heartOption = heart.slice(0, heart.indexOf("</li>"));
    expect(heartOption).toContain("0% to succeed");
    expect(heartOption).toContain(notice("DECKBOUND.Belmont.Task.Forced.ChallengeEmptied"));
    // Options the cards still decide give no such reason.
    const spade = seen.slice(seen.indexOf('data-option-suit="S"'));
    expect(spade.slice(0, spade.indexOf("</li>"))).not.toContain('class="belmont-forced"');
  });
});

describe("the task card offers only what the rules accept", () => {
  /** Refusals the card can know before a press: whose control it is, and which step comes now. */
  const KNOWABLE = [
    ...KNOWABLE_TO_EVERY_CARD,
    "DECKBOUND.Belmont.Refusal.NoTask",
    "DECKBOUND.Belmont.Refusal.VoteClosed",
    "DECKBOUND.Belmont.Refusal.NotRevealing",
    "DECKBOUND.Belmont.Refusal.TieBreakNeeded",
    "DECKBOUND.Belmont.Refusal.TieBreakNotTied",
  ];

  it("[BEL-06] at each step, every control the card offers each seat, pressed by that seat with the card's data, is never refused for whose it is or the step", async () => {
    const belmont = await h.hero();
    await world.setUp();
    const started = await h.startTask(belmont);
    const messageId = started.ok ? started.messageId! : "";
    const seats = [world.gm, ...h.players];
    const pressAll = (user: User.Implementation, last: readonly string[] = []) => walkOffered(world, messageId, user, KNOWABLE, last);
    // Setting the scene: only the GM is offered Open.
    for (const player of h.players) expect(await pressAll(player)).toEqual([]);
    expect(await pressAll(world.gm, ["open"])).toEqual(["open"]);
    // Voting: the audience votes; the GM adjusts (refused only for the amount the dialog asks), then picks.
    for (const player of h.players) expect(new Set(await pressAll(player))).toEqual(new Set(["vote"]));
    expect(new Set(await pressAll(world.gm, ["pick", "closeTask"]))).toEqual(new Set(["pick", "adjust", "closeTask"]));
    // Resolved: nothing is offered anyone.
    for (const user of seats) expect(await pressAll(user)).toEqual([]);
    expect(h.taskOf(messageId).task!.outcome).not.toBeNull();
  });
});

describe("cards the GM's table did not make", () => {
  it("[BEL-06] [CORE-06] a player's own message with the task card's type and a valid state is inert: no button acts on it and the GM writes nothing", async () => {
    const { gm } = world;
    const { players } = h;
    const [ann] = players;
    const belmont = await h.hero();
    await world.setUp();
    const real = await h.openTask(belmont);
    const forged = await world.rt.as(ann, () =>
      ChatMessage.create({
        type: TASK_MESSAGE,
        system: { actorId: belmont.id!, state: stateOf(real) },
        content: "",
      } as unknown as ChatMessage.CreateData),
    );
    const messageId = forged!.id!;
    expect(await world.seeCard(messageId, ann)).toContain(notice("DECKBOUND.Chat.Inert.Untrusted"));
    expect(await world.seeCard(messageId, gm)).not.toContain("data-action");

    world.rt.writes.reset();
    const untrusted = { ok: false, reason: "DECKBOUND.Refusal.UntrustedCard" };
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "vote", data: { suit: "C" } })).toEqual(untrusted);
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "pick", data: { suit: "C" } })).toEqual(untrusted);
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "closeTask", data: null })).toEqual(untrusted);
    expect(world.rt.writes.count).toBe(0);

    // The forged card, unresolved, does not hold up the next task either.
    expect(await world.ask(gm, { kind: "cardAction", messageId: real, action: "pick", data: { suit: "C" } })).toMatchObject({ ok: true });
    expect(await h.startTask(belmont)).toMatchObject({ ok: true });
  });

  it("[BEL-06] undeclared and inherited action names, and inherited suits, are refused and change nothing", async () => {
    const { gm } = world;
    const { players } = h;
    const belmont = await h.hero();
    await world.setUp();
    const messageId = await h.openTask(belmont);
    world.rt.writes.reset();
    for (const action of ["toString", "constructor", "hasOwnProperty", "steal"]) {
      expect(await world.ask(gm, { kind: "cardAction", messageId, action, data: null }), action).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.UnknownAction",
      });
    }
    // Not even an action name.
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "__proto__", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    for (const suit of ["toString", "__proto__", "constructor"]) {
      expect(await world.ask(players[0], { kind: "cardAction", messageId, action: "vote", data: { suit } }), suit).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
    }
    expect(world.rt.writes.count).toBe(0);
    expect(game.i18n.localize("DECKBOUND.Refusal.UnknownAction")).not.toMatch(/^DECKBOUND\./);
  });

  it("[BEL-06] damaged states: the schema refuses an unknown phase, ruling or voted suit; a state the rules could not make renders inert and plays nothing", async () => {
    const belmont = await h.hero();
    await world.setUp();
    const real = await h.openTask(belmont);
    const good = stateOf(real);
    const task = good["task"] as Record<string, unknown>;
    const before = game.messages.size;
    const damaged = [
      { ...good, task: { ...task, phase: "won" } },
      { ...good, task: { ...task, votes: { [h.players[0].id!]: "Z" } } },
      { ...good, rulings: { valuesPastAce: "sometimes", criticalOnLastSkillCard: "asIfFailed" } },
      "a string",
    ];
    for (const state of damaged) await expect(postAsGm(state, belmont.id!)).rejects.toThrow();
    expect(game.messages.size).toBe(before);

    // An Ace's whereabouts in the state: schema-valid, but no state the rules make [CORE-06].
    const options = (task["options"] as Record<string, unknown>[]).map((option) => ({ ...option, aceStack: "skill-C" }));
    const aceShown = await postAsGm({ ...good, task: { ...task, options } }, belmont.id!);
    expect(await world.seeCard(aceShown!, world.gm)).toContain(notice("DECKBOUND.Chat.Inert.Invalid"));
    world.rt.writes.reset();
    expect(await world.ask(world.gm, { kind: "cardAction", messageId: aceShown!.id!, action: "pick", data: { suit: "C" } })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.BadState",
    });
    expect(world.rt.writes.count).toBe(0);
  });
});

describe("a task card stored before the chat-card kit", () => {
  it("[BEL-06] [BEL-17] a state in the old shape (lines only where written, effects and value steps without null keys) migrates and plays", async () => {
    const belmont = await h.hero(ABILITIES);
    await world.setUp();
    await h.lay("10S", "belmont-skill", "skill-S", "skill-top-S");
    const real = await h.openTask(belmont, { S: "Richter swings the whip." });
    const current = stateOf(real);
    const task = current["task"] as {
      options: { suit: string; abilities: { effect: Record<string, unknown> }[]; value: { steps: Record<string, unknown>[] } }[];
    };
    const brawn = task.options.find((option) => option.suit === "S")!;
    expect(brawn.abilities.map((ability) => ability.effect)).toEqual([{ kind: "bonus", amount: 1, text: null }]);
    expect(brawn.value.steps.some((step) => typeof step["abilityId"] === "string")).toBe(true);

    // The shape the task card stored before the kit (see the harness pages and tests of that time).
    const dropNulls = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
    const oldTask = {
      ...task,
      options: task.options.map((option) => ({
        ...option,
        abilities: option.abilities.map((ability) => ({ ...ability, effect: dropNulls(ability.effect) })),
        value: { ...option.value, steps: option.value.steps.map(dropNulls) },
      })),
    };
    const old = { ...current, lines: { S: "Richter swings the whip." }, task: oldTask };
    await world.rt.as(world.gm, () => game.messages.get(real)!.delete());
    const migrated = await postAsGm(old, belmont.id!);
    expect(stateOf(migrated!.id!)).toEqual(current);
    expect(h.taskOf(migrated!.id!).lines).toEqual({ C: null, D: null, H: null, S: "Richter swings the whip." });

    expect(
      await world.ask(h.players[0], { kind: "cardAction", messageId: migrated!.id!, action: "vote", data: { suit: "S" } }),
    ).toMatchObject({ ok: true });
    expect(await world.ask(world.gm, { kind: "cardAction", messageId: migrated!.id!, action: "closeTask", data: null })).toMatchObject({
      ok: true,
    });
    expect(h.taskOf(migrated!.id!).task!.chosen).toEqual({ suit: "S", by: "vote" });
    expect(h.taskOf(migrated!.id!).task!.phase).toBe("resolved");
    expect(await world.seeCard(migrated!, h.players[0])).toContain("Richter swings the whip.");
  });
});
