/**
 * Belmont tasks on the Foundry test runtime, through the GM queue, with the hidden-card audit on
 * every chat message [BEL-05 … BEL-16, CORE-06]: a whole task (GM opens, three players vote, GM
 * closes, Fate's card drawn at random and revealed, the failure puts the Ace on top), a success and
 * a critical, and bad input refused with a localised reason, changing nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, rankCode } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";
import { HERO_TYPE, MAGIC_MESSAGE, TASK_MESSAGE } from "../../../src/rulesets/belmont/ids.ts";

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

describe("a Belmont task on the test runtime", () => {
  it("[BEL-05] [BEL-06] [BEL-07] [BEL-14] [BEL-16] [CORE-06] open, three players vote, the GM closes, Fate's card is revealed, the failure puts the Ace on top", async () => {
    const { gm } = world;
    const { players } = h;
    const belmont = await h.hero();
    await world.setUp();
    expect(h.totalCards()).toBe(88);
    // Sharp shows its 7 and the luck card matches nothing: the 7 cannot meet any challenge card (9–A).
    await h.lay("7C", "belmont-skill", "skill-C", "skill-top-C");
    await h.lay("KD", "belmont-luck", "luck", "luck-card");

    const [ann, bob, cat] = players;
    const messageId = await h.openTask(belmont, { C: "Richter sneaks along the parapet.", H: "Richter pleads with the captain." });
    const voting = h.taskOf(messageId).task!;
    expect(voting.phase).toBe("voting");
    expect(voting.options.map((option) => option.suit)).toEqual(["C", "S", "H", "D"]);
    const sharp = voting.options.find((option) => option.suit === "C")!;
    expect([cardKey(sharp.card), sharp.value.total, sharp.successChance, sharp.description]).toEqual([
      "7C@belmont-skill",
      7,
      0,
      "Richter sneaks along the parapet.",
    ]);
    for (const option of voting.options) expect(h.keys(`skill-top-${option.suit}`)).toEqual([cardKey(option.card)]);
    expect(await world.seeCard(messageId, ann)).toContain("0% to succeed");

    const vote = (user: User.Implementation, suit: string) =>
      world.ask(user, { kind: "cardAction", messageId, action: "vote", data: { suit } });
    expect(await vote(ann, "C")).toMatchObject({ ok: true });
    expect(await vote(bob, "H")).toMatchObject({ ok: true });
    expect(await vote(cat, "H")).toMatchObject({ ok: true });
    // Bob changes his mind: his second vote replaces the first.
    expect(await vote(bob, "C")).toMatchObject({ ok: true });
    expect(h.taskOf(messageId).task!.votes).toEqual({ [ann.id!]: "C", [bob.id!]: "C", [cat.id!]: "H" });

    // Only the GM closes; the GM does not vote.
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "closeTask", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.GmOnly",
    });
    expect(await vote(gm, "D")).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.AudienceOnly" });

    // Before the reveal, no message names a challenge card (the audit checks every write, too).
    for (const message of game.messages) expect(JSON.stringify(message.toObject())).not.toContain("belmont-challenge");
    const challengeBefore = world.cardsIn("challenge-C").map(cardKey);
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "closeTask", data: null })).toMatchObject({ ok: true });

    const resolved = h.taskOf(messageId).task!;
    expect(resolved.chosen).toEqual({ suit: "C", by: "vote" });
    expect(resolved.outcome).toEqual({ result: "failure", reason: "lower", reset: "aceOnTop" });
    expect(challengeBefore).toContain(cardKey(resolved.challenge!));
    const content = await world.seeCard(messageId, ann);
    expect(content).toContain(game.i18n.localize("DECKBOUND.Belmont.Result.Failure"));
    expect(content).toContain(`/${rankCode(resolved.challenge!.rank)}C.svg`);
    expect(content).toContain("Richter sneaks along the parapet.");
    expect(content).not.toContain('data-action="vote"');

    // The Ace of clubs lies face up on the Sharp deck; both club decks took back their discards.
    expect(h.keys("skill-top-C")).toEqual(["AC@belmont-skill"]);
    expect(world.cardsIn("skill-C")).toHaveLength(7);
    expect(world.cardsIn("skill-discard-C")).toEqual([]);
    expect(world.cardsIn("challenge-C")).toHaveLength(6);
    expect(world.cardsIn("challenge-discard-C")).toEqual([]);
    expect(h.keys("luck-discard")).toEqual(["KD@belmont-luck"]);
    expect(world.cardsIn("luck-card")).toEqual([]);
    // The other options stay face up for the next task.
    for (const suit of ["S", "H", "D"]) expect(world.cardsIn(`skill-top-${suit}`)).toHaveLength(1);
    expect(h.totalCards()).toBe(88);

    // Votes after close are refused and change nothing.
    const before = JSON.stringify(h.taskOf(messageId));
    expect(await vote(cat, "S")).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.VoteClosed" });
    expect(JSON.stringify(h.taskOf(messageId))).toBe(before);
    expect(world.audit.audited).toBeGreaterThanOrEqual(6);
  });

  it("[BEL-18] [BEL-07] Magic K against a 9 succeeds; the used cards go to their discard piles", async () => {
    const belmont = await h.hero();
    await world.setUp();
    await h.lay("KD", "belmont-skill", "skill-D", "skill-top-D");
    await h.lay("7C", "belmont-luck", "luck", "luck-card");
    // Fate's Magic deck holds only the 9 and the 10 (the rest discarded): a King beats either.
    for (const code of ["JD", "QD", "KD", "AD"]) await h.lay(code, "belmont-challenge", "challenge-D", "challenge-discard-D");
    const messageId = await h.openTask(belmont);
    expect(h.taskOf(messageId).task!.options.find((option) => option.suit === "D")!.successChance).toBe(1);
    expect(await world.ask(world.gm, { kind: "cardAction", messageId, action: "pick", data: { suit: "D" } })).toMatchObject({ ok: true });
    const task = h.taskOf(messageId).task!;
    expect(task.chosen).toEqual({ suit: "D", by: "gm" });
    expect(task.outcome).toEqual({ result: "success", reason: "beat", reset: "none" });
    expect(h.keys("skill-discard-D")).toEqual(["KD@belmont-skill"]);
    expect(h.keys("challenge-discard-D")).toContain(cardKey(task.challenge!));
    expect(world.cardsIn("challenge-discard-D")).toHaveLength(5);
    expect(world.cardsIn("challenge-D")).toHaveLength(1);
    expect(world.cardsIn("skill-top-D")).toEqual([]);
    expect(await world.seeCard(messageId, h.players[0])).toContain(game.i18n.localize("DECKBOUND.Belmont.Result.Success"));
  });

  it("[BEL-18] [BEL-10] [BEL-15] Heart 8 with a luck 8 of hearts is a critical success on Fate's last card; the Ace of hearts goes on top", async () => {
    const belmont = await h.hero();
    await world.setUp();
    await h.lay("8H", "belmont-skill", "skill-H", "skill-top-H");
    await h.lay("8H", "belmont-luck", "luck", "luck-card");
    for (const code of ["10H", "JH", "QH", "KH", "AH"]) await h.lay(code, "belmont-challenge", "challenge-H", "challenge-discard-H");
    const messageId = await h.openTask(belmont);
    const heart = h.taskOf(messageId).task!.options.find((option) => option.suit === "H")!;
    expect([heart.value.luck, heart.successChance, heart.position.challengeCount]).toEqual(["critical", 1, 1]);
    expect(await world.ask(h.players[0], { kind: "cardAction", messageId, action: "vote", data: { suit: "H" } })).toMatchObject({
      ok: true,
    });
    expect(await world.ask(world.gm, { kind: "cardAction", messageId, action: "closeTask", data: null })).toMatchObject({ ok: true });
    const task = h.taskOf(messageId).task!;
    expect(task.outcome).toEqual({ result: "critical", reason: "lucky", reset: "aceOnTop" });
    expect(cardKey(task.challenge!)).toBe("9H@belmont-challenge");
    expect(h.keys("skill-top-H")).toEqual(["AH@belmont-skill"]);
    expect(world.cardsIn("challenge-H")).toHaveLength(6);
    expect(await world.seeCard(messageId, h.players[0])).toContain(game.i18n.localize("DECKBOUND.Belmont.Result.Critical"));
  });
});

describe("bad input on the task card", () => {
  it("[BEL-06] a task opened while another is unresolved is refused; a tie needs the GM's choice among the leaders", async () => {
    const { gm } = world;
    const { players } = h;
    const belmont = await h.hero();
    await world.setUp();
    const messageId = await h.openTask(belmont);
    world.rt.writes.reset();
    expect(await h.startTask(belmont)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved" });
    expect(world.rt.writes.count).toBe(0);
    expect(game.messages.size).toBe(1);

    await world.ask(players[0], { kind: "cardAction", messageId, action: "vote", data: { suit: "C" } });
    await world.ask(players[1], { kind: "cardAction", messageId, action: "vote", data: { suit: "D" } });
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "closeTask", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TieBreakNeeded",
    });
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "closeTask", data: { suit: "H" } })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TieBreakNotTied",
    });
    expect(await world.seeCard(messageId, gm)).toContain('data-action="closeTask" data-suit="D"');
    expect(await world.ask(players[2], { kind: "cardAction", messageId, action: "vote", data: { suit: "X" } })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "open", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TaskOpened",
    });
    expect(await world.ask(gm, { kind: "cardAction", messageId, action: "closeTask", data: { suit: "D" } })).toMatchObject({ ok: true });
    expect(h.taskOf(messageId).task!.chosen).toEqual({ suit: "D", by: "vote" });
    // Resolved: a new task may open.
    expect(await h.startTask(belmont)).toMatchObject({ ok: true });
    for (const reason of ["TaskUnresolved", "TieBreakNeeded", "TieBreakNotTied", "TaskOpened", "GmOnly", "AudienceOnly"]) {
      expect(game.i18n.localize(`DECKBOUND.Belmont.Refusal.${reason}`)).not.toMatch(/^DECKBOUND\./);
    }
  });

  it("[BEL-06] a player who does not own The Belmont cannot open a task", async () => {
    const belmont = await h.hero();
    await world.setUp();
    expect(await world.ask(h.players[0], { kind: "startCard", messageType: TASK_MESSAGE, actorId: belmont.id!, options: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
  });
});

/* Magic spent as a resource [BEL-01]: Ann, who owns The Belmont, spends the face-up Magic card on
 * Holy Water with no permission changed; Bob, who does not own him, is refused; nothing is spent
 * while a task is unresolved. */
const HOLY_WATER = { name: "Holy Water", system: { suit: "D", rank: 13, kind: "described", description: "Holy water rains down." } };

describe("Magic as a resource on the test runtime", () => {
  it("[BEL-01] [BEL-16] the owner spends the face-up Magic card on an ability: discarded, the next turned up, the card says so; a non-owner is refused", async () => {
    const [ann, bob] = h.players;
    const richter = await world.actor("Richter", ann, { type: HERO_TYPE });
    await world.rt.as(world.gm, () =>
      richter.createEmbeddedDocuments("Item", [{ type: "belmontAbility", ...HOLY_WATER }] as Item.CreateData[]),
    );
    await world.setUp();
    const abilityId = richter.items.contents[0]!.id!;
    await h.lay("KD", "belmont-skill", "skill-D", "skill-top-D");

    const start = (user: User.Implementation) =>
      world.ask(user, { kind: "startCard", messageType: MAGIC_MESSAGE, actorId: richter.id!, options: { abilityId } });
    expect(await start(bob)).toMatchObject({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect(
      await world.ask(ann, { kind: "startCard", messageType: MAGIC_MESSAGE, actorId: richter.id!, options: { abilityId: "nope" } }),
    ).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.NoSuchAbility",
    });

    const started = await start(ann);
    expect(started).toMatchObject({ ok: true });
    const messageId = (started as { messageId: string }).messageId;
    expect(await world.ask(bob, { kind: "cardAction", messageId, action: "spend", data: null })).toMatchObject({ ok: false });
    expect(h.keys("skill-top-D")).toEqual(["KD@belmont-skill"]);
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "spend", data: null })).toMatchObject({ ok: true });
    expect(h.keys("skill-discard-D")).toEqual(["KD@belmont-skill"]);
    expect(h.keys("skill-top-D")).toHaveLength(1);
    expect(h.keys("skill-D")).toHaveLength(6);
    expect(h.totalCards()).toBe(88);
    expect(await world.seeCard(messageId, bob)).toContain(
      game.i18n.format("DECKBOUND.Belmont.Magic.Fuelled", { ability: "Holy Water", card: "K♦" }),
    );
    // Spent once: the card's button does nothing more.
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "spend", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.MagicSpent",
    });
    expect(richter.ownership[ann.id!]).toBe(3);
    expect(richter.ownership["default"] ?? 0).toBe(0);
  });

  it("[BEL-01] no Magic card is spent while a task is unresolved", async () => {
    const [ann] = h.players;
    const richter = await world.actor("Richter", ann, { type: HERO_TYPE });
    await world.rt.as(world.gm, () =>
      richter.createEmbeddedDocuments("Item", [{ type: "belmontAbility", ...HOLY_WATER }] as Item.CreateData[]),
    );
    await world.setUp();
    await h.openTask(richter);
    const before = h.keys("skill-top-D").map(String);
    const refused = await world.ask(ann, {
      kind: "startCard",
      messageType: MAGIC_MESSAGE,
      actorId: richter.id!,
      options: { abilityId: richter.items.contents[0]!.id! },
    });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved" });
    expect(h.keys("skill-top-D").map(String)).toEqual(before);
  });
});
