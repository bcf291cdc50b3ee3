import { describe, expect, it } from "vitest";
import { cardCode, cardKey, parseCard } from "../../../src/rules/cards/card.ts";
import { SUITS } from "../../../src/rules/cards/card.ts";
import type { Suit } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import {
  CHALLENGE_ORIGIN,
  LUCK_CARD_STACK,
  LUCK_DISCARD_STACK,
  LUCK_STACK,
  SKILL_ORIGIN,
  challengeDiscardStack,
  challengeStack,
  readTableSnapshot,
  reduceTask,
  skillDiscardStack,
  skillStack,
  skillTopStack,
  voteLeaders,
  voteTally,
} from "../../../src/rules/belmont/index.ts";
import type { TaskAction, TaskState } from "../../../src/rules/belmont/index.ts";
import { dealTops, drive, expectConserved, openTask, putOnTop, revealChallenge, startingTable, skillDeckCount } from "./table-helpers.ts";

function step(state: TaskState | null, action: TaskAction): TaskState {
  const result = reduceTask(state, action);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

function votes(state: TaskState, ballots: Record<string, Suit>): TaskState {
  return Object.entries(ballots).reduce((current, [user, suit]) => step(current, { type: "vote", user, suit }), state);
}

describe("Belmont task: opening [BEL-05]", () => {
  it("[BEL-05] opening turns up the top of each skill deck and a luck card, each face up on its own pile", async () => {
    const table = startingTable(5);
    const tops = SUITS.map((suit) => table.contents(skillStack(suit))[0]);
    const luck = table.contents(LUCK_STACK)[0];
    const state = await openTask(table);
    for (const [index, suit] of SUITS.entries()) {
      expect(table.faceUp(skillTopStack(suit))).toEqual([tops[index]]);
      expect(table.contents(skillTopStack(suit))).toEqual([tops[index]]);
      expect(table.faceUp(skillStack(suit))).toEqual([]);
    }
    expect(table.faceUp(LUCK_CARD_STACK)).toEqual([luck]);
    expect(state.luck).toEqual(luck);
    for (const suit of SUITS) expect(table.faceUp(challengeStack(suit))).toEqual([]);
  });

  it("[BEL-05] each option shows its effective value and luck status", async () => {
    const table = startingTable(6);
    await putOnTop(table, skillStack("C"), "QC");
    await putOnTop(table, skillStack("S"), "9S");
    await putOnTop(table, LUCK_STACK, "9C");
    const state = await openTask(table);
    const sharp = state.options.find((option) => option.suit === "C")!;
    const brawn = state.options.find((option) => option.suit === "S")!;
    expect([sharp.value.total, sharp.value.luck]).toEqual([13, "suit"]);
    expect([brawn.value.total, brawn.value.luck]).toEqual([11, "number"]);
  });

  it("[BEL-05] one luck card per task, discarded when the task resolves", async () => {
    const table = startingTable(7);
    const first = await openTask(table);
    expect(table.contents(LUCK_DISCARD_STACK)).toEqual([]);
    const resolved = await revealChallenge(table, await drive(table, first, { type: "pick", suit: "S" }));
    expect(table.contents(LUCK_DISCARD_STACK).map(cardKey)).toEqual([cardKey(first.luck!)]);
    const second = await openTask(table, resolved);
    expect(cardKey(second.luck!)).not.toBe(cardKey(first.luck!));
  });
});

describe("Belmont task: voting [BEL-06]", () => {
  const opened = async () => openTask(startingTable(11));

  it("[BEL-06] most votes wins when the GM closes the vote", async () => {
    const state = votes(await opened(), { ann: "C", bob: "D", cat: "D" });
    expect(voteTally(state)).toEqual({ C: 1, S: 0, H: 0, D: 2 });
    expect(step(state, { type: "close" }).chosen).toEqual({ suit: "D", by: "vote" });
  });

  it("[BEL-06] a second vote from the same user replaces the first", async () => {
    const state = votes(await opened(), { ann: "C", bob: "C", cat: "D" });
    const changed = votes(state, { bob: "D" });
    expect(Object.keys(changed.votes)).toHaveLength(3);
    expect(voteTally(changed)).toEqual({ C: 1, S: 0, H: 0, D: 2 });
  });

  it("[BEL-06] a tie needs the GM to choose among the tied options", async () => {
    const state = votes(await opened(), { ann: "C", bob: "H" });
    expect(voteLeaders(state)).toEqual(["C", "H"]);
    expect(reduceTask(state, { type: "close" })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TieBreakNeeded" });
    expect(reduceTask(state, { type: "close", tieBreak: "S" })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TieBreakNotTied" });
    expect(step(state, { type: "close", tieBreak: "H" }).chosen).toEqual({ suit: "H", by: "vote" });
  });

  it("[BEL-06] with no votes every option is tied, so the GM chooses", async () => {
    const state = await opened();
    expect(reduceTask(state, { type: "close" })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TieBreakNeeded" });
    expect(step(state, { type: "close", tieBreak: "S" }).chosen).toEqual({ suit: "S", by: "vote" });
  });

  it("[BEL-06] the GM may pick directly, whatever the votes", async () => {
    const state = votes(await opened(), { ann: "C", bob: "C" });
    expect(step(state, { type: "pick", suit: "D" }).chosen).toEqual({ suit: "D", by: "gm" });
  });

  it("[BEL-06] votes after close are refused and change nothing", async () => {
    const closed = step(votes(await opened(), { ann: "C" }), { type: "close" });
    for (const action of [{ type: "vote", user: "bob", suit: "D" }, { type: "close" }, { type: "pick", suit: "D" }] as const) {
      expect(reduceTask(closed, action)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.VoteClosed" });
    }
    expect(closed.votes).toEqual({ ann: "C" });
  });

  it("[BEL-06] a vote for an option not on offer is refused", async () => {
    const table = startingTable(12);
    await table.move(table.contents(skillStack("H")), skillStack("H"), skillDiscardStack("H"));
    const state = await openTask(table);
    expect(state.options.map((option) => option.suit)).toEqual(["C", "S", "D"]);
    expect(reduceTask(state, { type: "vote", user: "ann", suit: "H" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.NoSuchOption",
    });
  });

  it("[BEL-06] a task opened while another is unresolved is refused", async () => {
    const table = startingTable(13);
    const state = await openTask(table);
    const snapshot = await readTableSnapshot(table);
    expect(reduceTask(state, { type: "open", table: snapshot })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved" });
    const revealing = step(state, { type: "pick", suit: "C" });
    expect(reduceTask(revealing, { type: "open", table: snapshot })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved",
    });
  });

  it("[BEL-05] a table with no skill card to offer cannot open a task", async () => {
    const snapshot = await readTableSnapshot(startingTable(14));
    const bare = {
      ...snapshot,
      skill: {
        C: { top: null, count: 0, ace: null, aceStack: null },
        D: { top: null, count: 0, ace: null, aceStack: null },
        H: { top: null, count: 0, ace: null, aceStack: null },
        S: { top: null, count: 0, ace: null, aceStack: null },
      },
    };
    expect(reduceTask(null, { type: "open", table: bare })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.NoOptions" });
  });

  it("[BEL-06] actions without an open task are refused", () => {
    expect(reduceTask(null, { type: "vote", user: "ann", suit: "C" })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.NoTask" });
  });
});

describe("Belmont task: a full task on a MemoryTable", () => {
  it("[BEL-06] [BEL-14] [CORE-03] open, three voters, close, challenge revealed, failure puts the Ace on top", async () => {
    const table = startingTable(21);
    await putOnTop(table, skillStack("C"), "8C");
    await putOnTop(table, challengeStack("C"), "JC");
    await putOnTop(table, LUCK_STACK, "KS");
    let state = await openTask(table);
    state = votes(state, { ann: "C", bob: "D", cat: "C" });
    const closed = await drive(table, state, { type: "close" });
    expect(closed.state.chosen).toEqual({ suit: "C", by: "vote" });
    expect(closed.state.challenge).toBeNull();
    const resolved = await revealChallenge(table, closed);
    expect(resolved.challenge && cardCode(resolved.challenge)).toBe("JC");
    expect(resolved.outcome).toEqual({ result: "failure", reason: "lower", reset: "aceOnTop" });
    expect(table.contents(skillTopStack("C"))[0]).toEqual(parseCard("AC", SKILL_ORIGIN));
    expectConserved(table);
  });

  it("[CORE-06] [BEL-03] the challenge card never appears in public state before its reveal", async () => {
    const table = startingTable(22);
    let state = await openTask(table);
    const top = table.contents(challengeStack("S"))[0]!;
    const history: TaskState[] = [state];
    state = votes(state, { ann: "S", bob: "S" });
    history.push(state);
    const closed = await drive(table, state, { type: "close" });
    history.push(closed.state);
    for (const seen of history) expect(JSON.stringify(seen)).not.toContain(CHALLENGE_ORIGIN);
    const resolved = await revealChallenge(table, closed);
    expect(JSON.stringify(resolved)).toContain(CHALLENGE_ORIGIN);
    expect(resolved.challenge).toEqual(top);
  });

  it("[BEL-06] the revealed card must come from the chosen challenge deck", async () => {
    const table = startingTable(23);
    const revealing = step(await openTask(table), { type: "pick", suit: "C" });
    for (const card of [parseCard("9D", CHALLENGE_ORIGIN), null]) {
      expect(reduceTask(revealing, { type: "challengeRevealed", card })).toEqual({
        ok: false,
        reason: "DECKBOUND.Belmont.Refusal.WrongChallengeCard",
      });
    }
    const voting = await openTask(startingTable(24));
    expect(reduceTask(voting, { type: "challengeRevealed", card: parseCard("9C", CHALLENGE_ORIGIN) })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.NotRevealing",
    });
  });
});

describe("Belmont task: consequences", () => {
  it("[BEL-16] used skill, challenge and luck cards go to their own discard piles", async () => {
    const table = startingTable(31);
    await putOnTop(table, skillStack("S"), "QS");
    await putOnTop(table, challengeStack("S"), "10S");
    await putOnTop(table, LUCK_STACK, "7D");
    const state = await revealChallenge(table, await drive(table, await openTask(table), { type: "pick", suit: "S" }));
    expect(state.outcome?.result).toBe("success");
    expect(table.contents(skillDiscardStack("S"))).toEqual([parseCard("QS", SKILL_ORIGIN)]);
    expect(table.contents(challengeDiscardStack("S"))).toEqual([parseCard("10S", CHALLENGE_ORIGIN)]);
    expect(table.contents(LUCK_DISCARD_STACK).map(cardCode)).toEqual(["7D"]);
    expectConserved(table);
  });

  it("[BEL-13] choosing the last card of a skill deck fails even when it would win", async () => {
    const table = startingTable(32);
    await putOnTop(table, skillStack("D"), "AD");
    await table.move(table.contents(skillStack("D")).slice(1), skillStack("D"), skillDiscardStack("D"));
    await putOnTop(table, LUCK_STACK, "7C");
    const opened = await openTask(table);
    const magic = opened.options.find((option) => option.suit === "D")!;
    expect(magic.position.skillCount).toBe(1);
    expect(magic.successChance).toBe(0);
    const state = await revealChallenge(table, await drive(table, opened, { type: "pick", suit: "D" }));
    expect(state.outcome).toEqual({ result: "failure", reason: "lastSkillCard", reset: "aceOnTop" });
    expect(table.contents(skillTopStack("D"))[0]).toEqual(parseCard("AD", SKILL_ORIGIN));
    expect(skillDeckCount(table, "D")).toBe(8);
    expectConserved(table);
  });

  it("[BEL-13] emptying Fate's challenge deck fails the task even when the card would win", async () => {
    const table = startingTable(33);
    await putOnTop(table, skillStack("H"), "KH");
    await putOnTop(table, challengeStack("H"), "9H");
    await table.move(table.contents(challengeStack("H")).slice(1), challengeStack("H"), challengeDiscardStack("H"));
    await putOnTop(table, LUCK_STACK, "7C");
    const state = await revealChallenge(table, await drive(table, await openTask(table), { type: "pick", suit: "H" }));
    expect(state.outcome).toEqual({ result: "failure", reason: "challengeEmptied", reset: "aceOnTop" });
    expect(table.contents(challengeStack("H"))).toHaveLength(6);
    expectConserved(table);
  });

  it("[BEL-13] an already empty challenge deck fails the task with no card to reveal", async () => {
    const table = startingTable(34);
    await table.move(table.contents(challengeStack("C")), challengeStack("C"), challengeDiscardStack("C"));
    await putOnTop(table, LUCK_STACK, "7D");
    const chosen = await drive(table, await openTask(table), { type: "pick", suit: "C" });
    expect(chosen.draws[0]).toMatchObject({ cards: [], short: 1 });
    const state = await revealChallenge(table, chosen);
    expect(state.outcome).toEqual({ result: "failure", reason: "challengeEmptied", reset: "aceOnTop" });
    expectConserved(table);
  });

  it("[BEL-14] on a failure the suit's Ace is moved from wherever it lies in Belmont's stacks (here the discard pile)", async () => {
    const table = startingTable(35);
    await putOnTop(table, skillStack("S"), "AS 7S");
    await table.move([parseCard("AS", SKILL_ORIGIN)], skillStack("S"), skillDiscardStack("S"));
    await putOnTop(table, challengeStack("S"), "QS");
    await putOnTop(table, LUCK_STACK, "7D");
    const opened = await openTask(table);
    expect(opened.options.find((option) => option.suit === "S")!.ace).toEqual(parseCard("AS", SKILL_ORIGIN));
    const state = await revealChallenge(table, await drive(table, opened, { type: "pick", suit: "S" }));
    expect(state.outcome?.result).toBe("failure");
    expect(table.contents(skillTopStack("S"))[0]).toEqual(parseCard("AS", SKILL_ORIGIN));
    expect(table.contents(skillDiscardStack("S"))).toEqual([]);
    expectConserved(table);
  });

  it("[BEL-15] a critical success that empties the challenge deck still succeeds and resets the decks as if failed", async () => {
    const table = startingTable(36);
    await putOnTop(table, skillStack("C"), "JC");
    await putOnTop(table, LUCK_STACK, "JC");
    await putOnTop(table, challengeStack("C"), "AC");
    await table.move(table.contents(challengeStack("C")).slice(1), challengeStack("C"), challengeDiscardStack("C"));
    const state = await revealChallenge(table, await drive(table, await openTask(table), { type: "pick", suit: "C" }));
    expect(state.outcome).toEqual({ result: "critical", reason: "lucky", reset: "aceOnTop" });
    expect(table.contents(skillTopStack("C"))[0]).toEqual(parseCard("AC", SKILL_ORIGIN));
    expect(table.contents(challengeStack("C"))).toHaveLength(6);
    expectConserved(table);
  });

  it("[BEL-10] a critical on the last skill card succeeds; by default the decks reset as if failed, or only reshuffle", async () => {
    for (const ruling of ["asIfFailed", "reshuffleOnly"] as const) {
      const rulings = { valuesPastAce: "stayAbove", criticalOnLastSkillCard: ruling } as const;
      const table = startingTable(37);
      await putOnTop(table, skillStack("H"), "7H");
      await table.move(table.contents(skillStack("H")).slice(1), skillStack("H"), skillDiscardStack("H"));
      await putOnTop(table, LUCK_STACK, "7H");
      const opened = await openTask(table, null, rulings);
      expect(opened.options.find((option) => option.suit === "H")!.successChance).toBe(1);
      const state = await revealChallenge(table, await drive(table, opened, { type: "pick", suit: "H" }, rulings), rulings);
      expect(state.outcome).toEqual({
        result: "critical",
        reason: "lucky",
        reset: ruling === "asIfFailed" ? "aceOnTop" : "reshuffleSkill",
      });
      expect(skillDeckCount(table, "H")).toBe(8);
      expect(table.contents(challengeDiscardStack("H"))).toHaveLength(ruling === "asIfFailed" ? 0 : 1);
      if (ruling === "asIfFailed") expect(table.contents(skillTopStack("H"))[0]).toEqual(parseCard("AH", SKILL_ORIGIN));
      expectConserved(table);
    }
  });

  it("[CORE-04] [CORE-03] two hundred tasks with random choices never run out or lose a card; the luck deck reshuffles", async () => {
    const table = startingTable(41);
    const random = seededRandom(42);
    let state: TaskState | null = null;
    let luckReshuffles = 0;
    for (let task = 0; task < 200; task++) {
      const luckRunsOut = table.contents(LUCK_STACK).length === 0;
      state = await openTask(table, state);
      if (luckRunsOut) {
        expect(table.contents(LUCK_DISCARD_STACK)).toEqual([]);
        luckReshuffles++;
      }
      const suit = state.options[random.int(state.options.length)]!.suit;
      state = await revealChallenge(table, await drive(table, state, { type: "pick", suit }));
      expect(state.outcome).not.toBeNull();
      for (const each of SUITS) expect(skillDeckCount(table, each)).toBeGreaterThan(0);
      expectConserved(table);
    }
    expect(luckReshuffles).toBeGreaterThanOrEqual(6);
  });
});

describe("Belmont task: the GM's situational modifier [BEL-12] [BEL-17]", () => {
  it("[BEL-12] [BEL-17] a cross-skill bonus from Sharp applies before Brawn's own ability, in bonus order; the odds follow; after the close it is refused", async () => {
    const table = startingTable(9);
    await putOnTop(table, skillStack("S"), "9S");
    await putOnTop(table, LUCK_STACK, "KD");
    await dealTops(table);
    const ability = {
      id: "whip",
      name: "Vampire Killer",
      suit: "S" as const,
      rank: 9 as const,
      effect: { kind: "bonus" as const, amount: 1, text: null },
    };
    const snapshot = await readTableSnapshot(table);
    const opened = step(null, { type: "open", table: snapshot, abilities: [ability] });
    const brawn = opened.options.find((option) => option.suit === "S")!;
    expect(brawn.value.steps.map((applied) => applied.source)).toEqual(["S"]);
    const adjusted = step(opened, { type: "adjust", suit: "S", modifier: { source: "C", amount: 1 }, challenge: snapshot.challenge.S });
    const raised = adjusted.options.find((option) => option.suit === "S")!;
    expect(raised.value.steps).toEqual([
      { source: "C", amount: 1, abilityId: null, total: 10 },
      { source: "S", amount: 1, abilityId: "whip", total: 11 },
    ]);
    expect(raised.successChance).toBeGreaterThan(brawn.successChance);
    const closed = step(adjusted, { type: "pick", suit: "S" });
    expect(reduceTask(closed, { type: "adjust", suit: "S", modifier: null, challenge: snapshot.challenge.S })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.VoteClosed",
    });
    expect(
      reduceTask(opened, { type: "adjust", suit: "S", modifier: { source: "C", amount: 13 }, challenge: snapshot.challenge.S }),
    ).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.BadModifier" });
  });
});
