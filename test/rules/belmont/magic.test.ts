import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  REFUSAL,
  magicSpendRefusal,
  readStacks,
  skillDiscardStack,
  skillStack,
  skillTopStack,
  spendMagic,
} from "../../../src/rules/belmont/index.ts";
import type { Ability } from "../../../src/rules/belmont/index.ts";
import { cardsOf, dealTops, expectConserved, startingTable } from "./table-helpers.ts";

const HOLY_WATER: Ability = {
  id: "holy",
  name: "Holy Water",
  suit: "D",
  rank: 13,
  effect: { kind: "described", amount: null, text: "Rain." },
};

describe("Magic as a resource", () => {
  it("[BEL-01] [BEL-16] spending Magic for an ability discards the face-up Magic card and turns up the next", async () => {
    const table = startingTable();
    await dealTops(table);
    const top = table.contents(skillTopStack("D"))[0]!;
    const spent = spendMagic({ lying: await readStacks(table), ability: HOLY_WATER, taskUnresolved: false });
    if (!spent.ok) throw new Error(spent.reason);
    expect(cardKey(spent.card)).toBe(cardKey(top));
    await applyEffects(table, spent.effects);
    expect(table.contents(skillDiscardStack("D")).map(cardKey)).toEqual([cardKey(top)]);
    expect(table.contents(skillTopStack("D"))).toHaveLength(1);
    expect(table.contents(skillStack("D"))).toHaveLength(6);
    expectConserved(table);
  });

  it("[BEL-01] [BEL-13] the last Magic card (the token's) is not spent; nor is any while a task is unresolved, nor for no ability", async () => {
    const table = startingTable();
    await dealTops(table);
    const lying = await readStacks(table);
    expect(spendMagic({ lying, ability: HOLY_WATER, taskUnresolved: true })).toEqual({ ok: false, reason: REFUSAL.TaskUnresolved });
    expect(spendMagic({ lying, ability: undefined, taskUnresolved: false })).toEqual({ ok: false, reason: REFUSAL.NoSuchAbility });
    const last = (stack: string) => (stack === skillTopStack("D") ? cardsOf(stack, "KD") : stack === skillStack("D") ? [] : lying(stack));
    expect(spendMagic({ lying: last, ability: HOLY_WATER, taskUnresolved: false })).toEqual({ ok: false, reason: REFUSAL.MagicLastCard });
    const lastBelow = (stack: string) =>
      stack === skillStack("D") ? cardsOf(stack, "KD") : stack === skillTopStack("D") ? [] : lying(stack);
    expect(magicSpendRefusal({ lying: lastBelow, ability: HOLY_WATER, taskUnresolved: false })).toEqual({
      ok: false,
      reason: REFUSAL.MagicLastCard,
    });
    const none = (stack: string) => (stack === skillTopStack("D") ? [] : lying(stack));
    expect(magicSpendRefusal({ lying: none, ability: HOLY_WATER, taskUnresolved: false })).toBeNull();
    expect(spendMagic({ lying: none, ability: HOLY_WATER, taskUnresolved: false })).toEqual({
      ok: false,
      reason: REFUSAL.MagicNotTurnedUp,
    });
  });
});
