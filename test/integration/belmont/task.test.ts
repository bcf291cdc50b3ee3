/**
 * A whole Belmont task on the Foundry test runtime, through the GM queue, with the hidden-card
 * audit on every chat message [BEL-05 … BEL-16, CORE-06]: the GM opens a task, three players vote,
 * the GM closes, Fate's card is drawn at random on the GM's client and revealed, and the failure
 * puts the Ace on top. Bad input is refused with a localised reason and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime } from "../../runtime/index.ts";
import type { FoundryRuntime } from "../../runtime/index.ts";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { installHiddenCardAudit } from "../hidden-card-audit.ts";
import type { HiddenCardAudit } from "../hidden-card-audit.ts";

let rt: FoundryRuntime;
let audit: HiddenCardAudit;
let gm: User.Implementation;
let players: User.Implementation[];
let modules: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    belmont: await import("../../../src/rulesets/belmont/index.ts"),
    taskState: await import("../../../src/rulesets/belmont/task-state.ts"),
    system: await import("../../../src/foundry/system.ts"),
    setup: await import("../../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../../src/foundry/table/stack-directory.ts"),
    table: await import("../../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../../src/foundry/gm/authority.ts"),
  };
}

beforeEach(async () => {
  rt = installFoundryRuntime();
  gm = await rt.createUser({ name: "Gamemaster", role: "GAMEMASTER" });
  players = [];
  for (const name of ["Ann", "Bob", "Cat"]) players.push(await rt.createUser({ name, role: "PLAYER" }));
  modules = await load();
  modules.system.initSystem();
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "belmont"));
  modules.authority.setTableRandom(seededRandom(20261122));
  audit = installHiddenCardAudit(modules.belmont.belmontRuleset);
});

afterEach(() => {
  expect(audit.violations).toEqual([]);
  rt.uninstall();
});

const ruleset = () => modules.belmont.belmontRuleset;
const lying = (stack: string) => {
  const found = modules.directory.findStack(ruleset().id, { stack });
  if (!found) throw new Error(`no stack ${stack}`);
  return modules.table.cardsLyingIn(found).map(({ card }) => card);
};
const keys = (stack: string) => lying(stack).map(cardKey);
const totalCards = () => ruleset().stacks.reduce((sum, stack) => sum + lying(stack.id).length, 0);
const ask = (user: User.Implementation, request: Parameters<typeof modules.authority.askGm>[0]) => rt.as(user, () => modules.authority.askGm(request));

async function hero(): Promise<Actor.Implementation> {
  const actor = await rt.as(gm, () => Actor.create({ name: "Richter", type: "belmontHero" } as unknown as Actor.CreateData));
  if (!actor) throw new Error("actor not created");
  return actor as Actor.Implementation;
}

/** The GM lays a card face up where the rules will find it (the GM may reach into any deck). */
async function lay(code: string, origin: string, from: string, to: string): Promise<void> {
  const result = await ask(gm, { kind: "move", cards: [{ code, origin }], from, to });
  expect(result.ok, `${code} from ${from} to ${to}`).toBe(true);
}

function taskOf(messageId: string) {
  const state = modules.taskState.parseTaskCardState((game.messages.get(messageId)!.system as { state?: unknown }).state);
  if (!state) throw new Error("the task card's state does not parse");
  return state;
}

async function openTask(belmont: Actor.Implementation, lines: Record<string, string> = {}): Promise<string> {
  const started = await ask(gm, { kind: "startCard", messageType: "belmontTask", actorId: belmont.id!, options: { scene: "Dracula's guards block the bridge.", lines } });
  expect(started).toMatchObject({ ok: true });
  const messageId = started.ok ? started.messageId! : "";
  expect(await ask(gm, { kind: "cardAction", messageId, action: "open", data: null })).toMatchObject({ ok: true });
  return messageId;
}

describe("Belmont task card on the test runtime", () => {
  it("[BEL-05] [BEL-06] [BEL-07] [BEL-14] [BEL-16] [CORE-06] open, three players vote, the GM closes, Fate's card is revealed, the failure puts the Ace on top", async () => {
    const belmont = await hero();
    await rt.as(gm, () => modules.setup.setUpStacks(ruleset()));
    expect(totalCards()).toBe(88);
    // Sharp shows its 7 and the luck card matches nothing: the 7 cannot meet any challenge card (9–A).
    await lay("7C", "belmont-skill", "skill-C", "skill-top-C");
    await lay("KD", "belmont-luck", "luck", "luck-card");

    const messageId = await openTask(belmont, { C: "Richter sneaks along the parapet.", H: "Richter pleads with the captain." });
    const voting = taskOf(messageId).task!;
    expect(voting.phase).toBe("voting");
    expect(voting.options.map((option) => option.suit)).toEqual(["C", "S", "H", "D"]);
    const sharp = voting.options.find((option) => option.suit === "C")!;
    expect([cardKey(sharp.card), sharp.value.total, sharp.successChance, sharp.description]).toEqual(["7C@belmont-skill", 7, 0, "Richter sneaks along the parapet."]);
    for (const option of voting.options) expect(keys(`skill-top-${option.suit}`)).toEqual([cardKey(option.card)]);
    expect(game.messages.get(messageId)!.content).toContain("0% to succeed");

    const [ann, bob, cat] = players as [User.Implementation, User.Implementation, User.Implementation];
    expect(await ask(ann, { kind: "cardAction", messageId, action: "vote", data: { suit: "C" } })).toMatchObject({ ok: true });
    expect(await ask(bob, { kind: "cardAction", messageId, action: "vote", data: { suit: "H" } })).toMatchObject({ ok: true });
    expect(await ask(cat, { kind: "cardAction", messageId, action: "vote", data: { suit: "H" } })).toMatchObject({ ok: true });
    // Bob changes his mind: his second vote replaces the first.
    expect(await ask(bob, { kind: "cardAction", messageId, action: "vote", data: { suit: "C" } })).toMatchObject({ ok: true });
    expect(taskOf(messageId).task!.votes).toEqual({ [ann.id!]: "C", [bob.id!]: "C", [cat.id!]: "H" });

    // Only the GM closes; the GM does not vote.
    expect(await ask(ann, { kind: "cardAction", messageId, action: "close", data: null })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.GmOnly" });
    expect(await ask(gm, { kind: "cardAction", messageId, action: "vote", data: { suit: "D" } })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.AudienceOnly" });

    // Before the reveal, no message names a challenge card (the audit checks every write, too).
    for (const message of game.messages) expect(JSON.stringify(message.toObject())).not.toContain("belmont-challenge");
    const challengeBefore = lying("challenge-C");
    expect(await ask(gm, { kind: "cardAction", messageId, action: "close", data: null })).toMatchObject({ ok: true });

    const resolved = taskOf(messageId).task!;
    expect(resolved.chosen).toEqual({ suit: "C", by: "vote" });
    expect(resolved.outcome).toEqual({ result: "failure", reason: "lower", reset: "aceOnTop" });
    expect(challengeBefore.map(cardKey)).toContain(cardKey(resolved.challenge!));
    const content = game.messages.get(messageId)!.content;
    expect(content).toContain(game.i18n.localize("DECKBOUND.Belmont.Result.Failure"));
    expect(content).toContain(`/${resolved.challenge!.rank === 14 ? "A" : resolved.challenge!.rank > 10 ? "JQK"[resolved.challenge!.rank - 11] : resolved.challenge!.rank}C.svg`);
    expect(content).toContain("Richter sneaks along the parapet.");
    expect(content).not.toContain('data-action="vote"');

    // The Ace of clubs lies face up on the Sharp deck; both club decks took back their discards.
    expect(keys("skill-top-C")).toEqual(["AC@belmont-skill"]);
    expect(lying("skill-C")).toHaveLength(7);
    expect(lying("skill-discard-C")).toEqual([]);
    expect(lying("challenge-C")).toHaveLength(6);
    expect(lying("challenge-discard-C")).toEqual([]);
    expect(keys("luck-discard")).toEqual(["KD@belmont-luck"]);
    expect(lying("luck-card")).toEqual([]);
    // The other options stay face up for the next task.
    for (const suit of ["S", "H", "D"]) expect(lying(`skill-top-${suit}`)).toHaveLength(1);
    expect(totalCards()).toBe(88);

    // Votes after close are refused and change nothing.
    const before = JSON.stringify(taskOf(messageId));
    expect(await ask(cat, { kind: "cardAction", messageId, action: "vote", data: { suit: "S" } })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.VoteClosed" });
    expect(JSON.stringify(taskOf(messageId))).toBe(before);
    expect(audit.audited).toBeGreaterThanOrEqual(6);
  });
});
