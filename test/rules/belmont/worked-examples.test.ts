import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import type { Suit } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import {
  LUCK_DISCARD_STACK,
  challengeDiscardStack,
  challengeStack,
  luckLabelKey,
  skillDiscardStack,
  skillStack,
  skillTopStack,
  valueLabel,
} from "../../../src/rules/belmont/index.ts";
import type { TaskState } from "../../../src/rules/belmont/index.ts";
import { drive, expectConserved, openTask, putOnTop, revealChallenge, startingTable, skillDeckCount } from "./table-helpers.ts";
import en from "../../../lang/en/belmont.json" with { type: "json" };

/** Richter against Dracula: Sharp 7, Brawn 10, Heart 8, Magic K; the luck card is the 8 of hearts. */
async function throneRoom(): Promise<MemoryTable> {
  const table = startingTable(18);
  await putOnTop(table, skillStack("C"), "7C");
  await putOnTop(table, skillStack("S"), "10S");
  await putOnTop(table, skillStack("H"), "8H");
  await putOnTop(table, skillStack("D"), "KD");
  await putOnTop(table, "luck", "8H");
  await putOnTop(table, challengeStack("C"), "9C");
  await putOnTop(table, challengeStack("D"), "9D");
  return table;
}

async function choose(table: MemoryTable, suit: Suit, vote = true): Promise<TaskState> {
  let state = await openTask(table);
  if (vote) state = (await drive(table, state, { type: "vote", user: "audience", suit })).state;
  const chosen = await drive(table, state, vote ? { type: "close" } : { type: "pick", suit });
  return revealChallenge(table, chosen);
}

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("Belmont worked examples [BEL-18]", () => {
  it("[BEL-18] [BEL-05] the options read Sharp 7, Brawn 10, Heart 8 (LUCKY! CRITICAL SUCCESS!), Magic K", async () => {
    const state = await openTask(await throneRoom());
    expect(state.options.map((option) => [option.suit, valueLabel(option.value.total), option.value.luck])).toEqual([
      ["C", "7", "none"],
      ["S", "10", "none"],
      ["H", "8", "critical"],
      ["D", "K", "none"],
    ]);
    expect(lookUp(luckLabelKey("critical")!)).toBe("LUCKY! CRITICAL SUCCESS");
  });

  it("[BEL-18] Magic K against a 9 succeeds", async () => {
    const table = await throneRoom();
    const state = await choose(table, "D");
    expect(state.challenge && cardCode(state.challenge)).toBe("9D");
    expect(state.outcome).toEqual({ result: "success", reason: "beat", reset: "none" });
    expect(table.contents(skillDiscardStack("D")).map(cardCode)).toEqual(["KD"]);
    expect(table.contents(challengeDiscardStack("D")).map(cardCode)).toEqual(["9D"]);
    expect(table.contents(LUCK_DISCARD_STACK).map(cardCode)).toEqual(["8H"]);
    expectConserved(table);
  });

  it("[BEL-18] Sharp 7 against a 9 fails, reshuffles and puts the Ace of clubs on top", async () => {
    const table = await throneRoom();
    const state = await choose(table, "C");
    expect(state.outcome).toEqual({ result: "failure", reason: "lower", reset: "aceOnTop" });
    expect(cardCode(table.contents(skillTopStack("C"))[0]!)).toBe("AC");
    expect(skillDeckCount(table, "C")).toBe(8);
    expect(table.contents(skillDiscardStack("C"))).toHaveLength(0);
    expect(table.contents(challengeStack("C"))).toHaveLength(6);
    expect(table.contents(challengeDiscardStack("C"))).toHaveLength(0);
    expectConserved(table);
  });

  it("[BEL-18] Heart 8 with a luck 8 of hearts is a critical success on the last challenge card, Ace of hearts on top", async () => {
    const table = await throneRoom();
    await table.move(table.contents(challengeStack("H")).slice(1), challengeStack("H"), challengeDiscardStack("H"));
    expect(table.contents(challengeStack("H"))).toHaveLength(1);
    const state = await choose(table, "H", false);
    expect(state.chosen).toEqual({ suit: "H", by: "gm" });
    expect(state.outcome).toEqual({ result: "critical", reason: "lucky", reset: "aceOnTop" });
    expect(cardCode(table.contents(skillTopStack("H"))[0]!)).toBe("AH");
    expect(skillDeckCount(table, "H")).toBe(8);
    expect(table.contents(challengeStack("H"))).toHaveLength(6);
    expectConserved(table);
  });
});
