/**
 * The pure half of Belmont's Foundry glue: the task card's stored state (checked, scrubbed of the
 * Aces' whereabouts, migrated from its old shape), its template context, its button actions, and
 * the sheet's context. (The state's schema is checked on the runtime: test/integration/belmont/task-card.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import {
  DEFAULT_RULINGS,
  challengeStack,
  readStacks,
  readTableSnapshot,
  reduceTask,
  skillStack,
} from "../../../src/rules/belmont/index.ts";
import type { TaskState } from "../../../src/rules/belmont/index.ts";
import { isTaskCardState, migrateTaskCardState, publicTask, withAces } from "../../../src/rulesets/belmont/chat/task-state.ts";
import type { TaskCardState } from "../../../src/rulesets/belmont/chat/task-state.ts";
import { TASK_ACTIONS } from "../../../src/rulesets/belmont/chat/task-actions.ts";
import { taskCardContext } from "../../../src/rulesets/belmont/chat/task-context.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { SUIT_CHOICES } from "../../../src/rulesets/belmont/models/ability-choices.ts";
import { ownEntry } from "../../../src/foundry/chat/action-data.ts";
import type { Viewer } from "../../../src/foundry/chat/audience.ts";
import { buildBelmontSheet } from "../../../src/rulesets/belmont/sheets/actor-sheet-context.ts";
import en from "../../../lang/en/belmont.json" with { type: "json" };
import { dealTops, drive, openTask, putOnTop, revealChallenge, startingTable } from "./table-helpers.ts";

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

async function votingTask(): Promise<TaskState> {
  const table = startingTable(9);
  await putOnTop(table, skillStack("C"), "7C");
  return openTask(table);
}

const card = (task: TaskState | null): TaskCardState => ({
  actorId: "richter",
  scene: "The bridge.",
  lines: { C: "Sneak.", S: null, H: null, D: null },
  rulings: DEFAULT_RULINGS,
  task,
});

const viewer = (userId: string, isGM = false): Viewer => ({ userId, isGM, cardActorId: "richter", owns: () => isGM });

/** What a button's data parses to (the GM's client reads it), or null when refused. */
function press(action: string, data: Record<string, unknown>) {
  const parsed = ownEntry(TASK_ACTIONS, action)?.parse(data);
  return parsed?.ok ? parsed.action : null;
}

describe("the Belmont task card's state", () => {
  it("[CORE-06] [BEL-14] the stored task holds no Ace whereabouts; the GM's client reads them again at resolution", async () => {
    const table = startingTable(3);
    const task = await openTask(table);
    expect(task.options.every((option) => option.ace !== null)).toBe(true);
    const stored = publicTask(task);
    expect(stored.options.every((option) => option.ace === null && option.aceStack === null)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('"rank":14,"origin":"belmont-skill"}');
    const restored = withAces(stored, await readTableSnapshot(table));
    expect(restored.options.map((option) => option.ace && cardKey(option.ace))).toEqual(
      task.options.map((option) => option.ace && cardKey(option.ace)),
    );
  });

  it("[BEL-06] a stored state is one the rules make; damaged ones (a vote or choice for an option not on offer, a stored Ace, an overlong scene) are not", async () => {
    const task = publicTask(await votingTask());
    const voted = reduceTask(task, { type: "vote", user: "ann", suit: "C" });
    if (!voted.ok) throw new Error(voted.reason);
    const good = card(voted.state);
    expect(isTaskCardState(good)).toBe(true);
    expect(isTaskCardState(card(null))).toBe(true);
    const offered = voted.state.options.filter((option) => option.suit !== "D");
    const damaged: TaskCardState[] = [
      { ...good, task: { ...voted.state, options: offered, votes: { ann: "D" } } },
      {
        ...good,
        task: {
          ...voted.state,
          options: offered,
          phase: "resolved",
          chosen: { suit: "D", by: "gm" },
          outcome: { result: "failure", reason: "lower", reset: "none" },
        },
      },
      { ...good, task: { ...voted.state, phase: "resolved" } },
      { ...good, task: await votingTask() },
      { ...good, scene: "x".repeat(5000) },
      { ...good, lines: { ...good.lines, H: "y".repeat(301) } },
    ];
    for (const state of damaged) expect(isTaskCardState(state)).toBe(false);
  });

  it("[BEL-06] a state stored before the chat-card kit gains its null keys", async () => {
    const stored = JSON.parse(JSON.stringify(card(publicTask(await votingTask())))) as Record<string, unknown>;
    const old = { ...stored, lines: { C: "Sneak." } };
    expect(migrateTaskCardState(old)).toEqual(stored);
  });

  it("[BEL-06] buttons parse to actions; anything else is refused, inherited names included", () => {
    expect(press("vote", { suit: "H" })).toEqual({ type: "vote", suit: "H" });
    expect(press("pick", { suit: "D" })).toEqual({ type: "pick", suit: "D" });
    expect(press("closeTask", {})).toEqual({ type: "close" });
    expect(press("closeTask", { suit: "S" })).toEqual({ type: "close", tieBreak: "S" });
    expect(press("open", {})).toEqual({ type: "open" });
    const refused: [string, Record<string, unknown>][] = [
      ["vote", {}],
      ["vote", { suit: "hearts" }],
      ["pick", {}],
      ["closeTask", { suit: 3 }],
      ["close", {}],
      ["steal", {}],
      ["toString", {}],
      ["constructor", {}],
      ["__proto__", {}],
      ["vote", { suit: "toString" }],
      ["pick", { suit: "constructor" }],
    ];
    for (const [action, data] of refused) expect(press(action, data), action).toBeNull();
  });
});

describe("the Belmont task card's context", () => {
  it("[BEL-05] [BEL-06] [CORE-05] voting: each option's value, luck, odds and tally; a tie lists the leaders", async () => {
    const task = await votingTask();
    let state = task;
    for (const [user, suit] of [
      ["ann", "C"],
      ["bob", "D"],
    ] as const) {
      const voted = reduceTask(state, { type: "vote", user, suit });
      if (voted.ok) state = voted.state;
    }
    const context = taskCardContext(card(state), viewer("ann"));
    expect(context.isVoting).toBe(true);
    expect(context.options.map((option) => option.votes)).toEqual([1, 0, 0, 1]);
    expect(context.tied).toBe(true);
    expect(context.leaders.map((leader) => leader.suit)).toEqual(["C", "D"]);
    expect(context.options[0]).toMatchObject({ suit: "C", base: "7", chance: percent(state.options[0]!.successChance) });
    for (const key of [context.phaseKey, ...context.options.map((option) => option.skill)])
      expect(lookUp(key), key).toEqual(expect.any(String));
  });

  it("[BEL-14] [BEL-16] resolved: the challenge card, the verdict and what happened to the decks, in strings that exist", async () => {
    const table = startingTable(12);
    await putOnTop(table, skillStack("C"), "7C");
    await putOnTop(table, challengeStack("C"), "JC");
    const resolved = await revealChallenge(table, await drive(table, await openTask(table), { type: "pick", suit: "C" }));
    const context = taskCardContext(card(publicTask(resolved)), viewer("ann"));
    expect(context.isResolved).toBe(true);
    expect(context.challenge?.name).toBe("J♣");
    expect(context.chosen).toMatchObject({ line: "", byGm: true });
    expect(context.report.map((line) => line.key)).toEqual([
      "DECKBOUND.Belmont.Task.Report.Discarded",
      "DECKBOUND.Belmont.Task.Report.AceOnTop",
    ]);
    for (const key of [context.result!.key, context.result!.reasonKey, ...context.report.map((line) => line.key)])
      expect(lookUp(key), key).toEqual(expect.any(String));
    expect(context.options.filter((option) => option.passedOver)).toHaveLength(3);
  });

  it("[CORE-05] odds read as every ruleset's do: a percentage with one decimal (this changed from whole percentages)", async () => {
    const table = startingTable(12);
    const context = taskCardContext(card(await openTask(table)), viewer("ann"));
    expect(context.options.length).toBeGreaterThan(0);
    for (const option of context.options) expect(option.chance).toMatch(/^(0%|100%|\d{1,2}\.\d%|< 0\.1%|> 99\.9%)$/);
    expect([percent(0), percent(1 / 3), percent(5 / 6), percent(1)]).toEqual(["0%", "33.3%", "83.3%", "100%"]);
  });
});

describe("the Belmont sheet's context", () => {
  it("[BEL-05] [BEL-13] [BEL-03] four skill decks with top, cards left and token; Fate's decks for the GM only", async () => {
    const table = startingTable(2);
    await table.move(table.contents(skillStack("S")).slice(1), skillStack("S"), "skill-discard-S");
    await dealTops(table);
    const lying = await readStacks(table);
    const gm = buildBelmontSheet({ lying, abilities: [], isGM: true });
    expect(gm.skillDecks.map((deck) => [deck.suit, deck.cardsLeft, deck.lastCard, deck.top !== null])).toEqual([
      ["C", 8, false, true],
      ["S", 1, true, true],
      ["H", 8, false, true],
      ["D", 8, false, true],
    ]);
    expect(gm.luck.card).not.toBeNull();
    expect(gm.fate?.map((deck) => deck.cards.length)).toEqual([6, 6, 6, 6]);
    expect(buildBelmontSheet({ lying, abilities: [], isGM: false }).fate).toBeNull();
    expect(gm.deckList.map((suit) => suit.cards.length)).toEqual([8, 8, 8, 8]);
  });

  it("[BEL-13] [BEL-16] [T-BEL-05] a player sees every discard pile's cards and each of Fate's decks with its token on its last card (never its composition)", async () => {
    const table = startingTable(3);
    const heartsChallenge = table.contents(challengeStack("H"));
    await table.move(heartsChallenge.slice(1), challengeStack("H"), "challenge-discard-H");
    await table.move(table.contents(skillStack("C")).slice(0, 2), skillStack("C"), "skill-discard-C");
    await dealTops(table);
    const player = buildBelmontSheet({ lying: await readStacks(table), abilities: [], isGM: false });
    const hearts = player.skillDecks.find((deck) => deck.suit === "H")!;
    expect(hearts.challenge).toMatchObject({ cardsLeft: 1, lastCard: true });
    expect(hearts.challenge.discardCards).toHaveLength(5);
    const sharp = player.skillDecks.find((deck) => deck.suit === "C")!;
    expect(sharp.discardCards).toHaveLength(2);
    expect(sharp.challenge).toMatchObject({ cardsLeft: 6, lastCard: false, discardCards: [] });
    expect(player.fate).toBeNull();
  });
});

describe("the Belmont skills in lists", () => {
  it("[BEL-12] every list of skills (the Adjust dialog's sources, an ability's skill) follows the book's order: Sharp, Brawn, Heart, Magic", () => {
    expect(Object.values(SUIT_CHOICES)).toEqual(["Sharp", "Brawn", "Heart", "Magic"].map((skill) => `DECKBOUND.Belmont.Skill.${skill}`));
  });
});
