import { describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { fatedCombatant } from "../../../src/rules/bastards/combatants.ts";
import { DISCARD, skillStack } from "../../../src/rules/bastards/decks.ts";
import { drive } from "../../../src/rules/bastards/procedures/draws.ts";
import { opposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { act, duelState, fated } from "./duel.ts";
import { expectConserved, stackedTable } from "./helpers.ts";

// Ana (Spades: Mind 2, Meditation 1) is Berserk on her turn, before her action.
const ana = fatedCombatant("ana", "heroes", fated("S"));
const bram = fatedCombatant("bram", "villains", fated("C"));
const raging = (): OppositionState =>
  duelState([ana, bram], { active: [{ actor: "ana", advantage: "berserk", scope: "opposition", target: null, amount: null }] });

describe("Berserk ends by a Meditation Fate draw off Mind", () => {
  it("[GOB-28] [GOB-10] Ana sacrifices her action: Meditation 1 draws her K♥ (13 + Mind 2 = 15) against the Fate's 6 − 2 = 4 cards, best 5♣: Berserk ends", async () => {
    const table = stackedTable(["ana", "bram"], "KH 2C 3C 4C 5C");
    const state = await act(table, raging(), { type: "endBerserk", actor: "ana" });
    expect(state.active.some((use) => use.advantage === "berserk")).toBe(false);
    expect(state.meditation).toMatchObject({ actor: "ana", calmed: true, player: { suit: "H", rank: 13 }, fate: { suit: "C", rank: 5 } });
    expect(state.acted).toContain("ana");
    // Every card of the draw goes to the discards; none stays in her skill stack or her hand.
    expect(table.contents(DISCARD).map(cardKey).sort()).toEqual(["2C@A", "3C@A", "4C@A", "5C@A", "KH@A"]);
    expect(table.contents(skillStack("ana"))).toHaveLength(0);
    expect(state.combatants[0]!.handCount).toBe(ana.handCount);
    expectConserved(table);
  });

  it("[GOB-28] a lost Meditation draw leaves her Berserk, and her action is spent either way", async () => {
    const table = stackedTable(["ana", "bram"], "2H KC 3C 4C 5C");
    const state = await act(table, raging(), { type: "endBerserk", actor: "ana" });
    expect(state.meditation?.calmed).toBe(false);
    expect(state.active.some((use) => use.actor === "ana" && use.advantage === "berserk")).toBe(true);
    expect(opposition(state, { type: "endBerserk", actor: "ana" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.AdvantageNotNow",
    });
  });

  it("[GOB-28] only a Berserk character, on their own turn, may try", async () => {
    const table = stackedTable(["ana", "bram"]);
    const calm = duelState([ana, bram]);
    expect((await drive(table, opposition, calm, { type: "endBerserk", actor: "ana" })).ok).toBe(false);
    expect((await drive(table, opposition, raging(), { type: "endBerserk", actor: "bram" })).ok).toBe(false);
  });
});
