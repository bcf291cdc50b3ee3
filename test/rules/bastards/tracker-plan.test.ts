/**
 * The combat tracker's plan for an opposition: Foundry lists the highest initiative first, the rules
 * act lowest card first [GOB-15]; advancing the tracker passes the turn, whose draw step follows [GOB-16].
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant, FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import { initiativeOrder } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { automaticDrawStep, trackerInitiative, trackerMove, trackerPlan } from "../../../src/rulesets/bastards/combat/tracker-plan.ts";
import { A, act, beginDuel, duelState, fated } from "./duel.ts";

const withCard = (combatant: Combatant, code: string): Combatant => ({ ...combatant, initiative: A(code) as SuitedCard });
const names = { ana: "Ana", bram: "Bram", cole: "Cole" };

describe("the tracker plan", () => {
  it("[GOB-15] the Ace (1) tops the tracker at 14, the King (13) sits at 2", () => {
    expect(trackerInitiative(A("AS") as SuitedCard)).toBe(14);
    expect(trackerInitiative(A("2C") as SuitedCard)).toBe(13);
    expect(trackerInitiative(A("KD") as SuitedCard)).toBe(2);
  });

  it("[GOB-15] [GOB-16] no tracker before initiative is settled; then the lowest card on top and the current turn marked", async () => {
    const { table, state: dealt } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))],
      "KC 3C 4C 5C 6C AD 8D 9D 10D JD",
    );
    expect(trackerPlan({ ...dealt, phase: "initiative", order: [] }, names)).toBeNull();
    expect(dealt.phase).toBe("turns");
    const plan = trackerPlan(dealt, names)!;
    // Bram's Ace counts 1 and acts first; Ana's King acts last.
    expect(plan.entries.map((entry) => [entry.name, entry.initiative])).toEqual([
      ["Bram", 14],
      ["Ana", 2],
    ]);
    expect(plan.round).toBe(1);
    expect(plan.turn).toBe(0);
    expect(automaticDrawStep(dealt)).toBe("bram");
    // After Bram's draw step there is nothing more to draw automatically; ending his turn marks Ana.
    const drawn = await act(table, dealt, { type: "drawStep", actor: "bram", trait: "luck" });
    expect(automaticDrawStep(drawn)).toBeNull();
    const next = await act(table, drawn, { type: "endTurn", actor: "bram" });
    expect(trackerPlan(next, names)!.turn).toBe(1);
    expect(trackerPlan({ ...next, phase: "ended", turn: null }, names)).toBeNull();
  });

  it("[GOB-15] the tracker's order (highest first) is always the card's acting order, ties included", () => {
    const code = fc.tuple(
      fc.constantFrom("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"),
      fc.constantFrom("C", "S", "H", "D"),
    );
    fc.assert(
      fc.property(fc.array(code, { minLength: 2, maxLength: 12 }), (cards) => {
        const combatants = cards.map(([rank, suit], seat) =>
          withCard(fatedCombatant(`c${seat}`, seat % 2 ? "a" : "b", fated("C")), `${rank}${suit}`),
        );
        const order = initiativeOrder(combatants);
        const plan = trackerPlan(duelState(combatants, { order }), {})!;
        expect(plan.entries.map((entry) => entry.key)).toEqual(order);
        // Tied cards stay within their value's whole number: the tracker shows 15 − value, rounded down.
        for (const entry of plan.entries) {
          const combatant = combatants.find((candidate) => candidate.key === entry.key)!;
          expect(Math.floor(entry.initiative!)).toBe(trackerInitiative(combatant.initiative!));
        }
      }),
    );
  });

  it("[GOB-15] [GOB-25] a follower knocked out shows as defeated", () => {
    const follower = followerCombatant("cole", "b", 2) as FollowerCombatant;
    const out = withCard({ ...follower, powerLoss: 99 }, "5C");
    const state = duelState([withCard(fatedCombatant("ana", "a", fated("C")), "3H"), out], { order: ["ana", "cole"] });
    expect(trackerPlan(state, names)!.entries.map((entry) => [entry.key, entry.defeated])).toEqual([
      ["ana", false],
      ["cole", true],
    ]);
  });
});

describe("moving the tracker", () => {
  const state = duelState(
    [withCard(fatedCombatant("ana", "a", fated("C")), "2C"), withCard(fatedCombatant("bram", "b", fated("D")), "9D")],
    { order: ["ana", "bram"], round: 2 },
  );

  it("[GOB-16] the tracker showing the card's turn asks nothing", () => {
    expect(trackerMove(state, "ana", 2)).toEqual({ kind: "none" });
  });

  it("[GOB-16] the next combatant or the next round ends the current turn", () => {
    expect(trackerMove(state, "bram", 2)).toEqual({ kind: "endTurn", actor: "ana" });
    expect(trackerMove(state, "ana", 3)).toEqual({ kind: "endTurn", actor: "ana" });
  });

  it("[GOB-16] a step back, or a move once the opposition is over, puts the tracker back", () => {
    const later = { ...state, turn: { ...state.turn!, actor: "bram" } };
    expect(trackerMove(later, "ana", 2)).toEqual({ kind: "stepBack" });
    expect(trackerMove(later, "bram", 1)).toEqual({ kind: "stepBack" });
    expect(trackerMove({ ...state, phase: "ended", turn: null }, "bram", 2)).toEqual({ kind: "stepBack" });
  });

  it("[GOB-16] a Fated with Quick-Witted chooses the draw step's trait on the card; one with Luck alone draws at once", () => {
    const drawStage = { ...state.turn!, stage: "draw" as const };
    const quick = withCard(fatedCombatant("ana", "a", fated("C", { advantages: { quickWitted: 1 } })), "2C");
    expect(automaticDrawStep({ ...state, turn: drawStage })).toBe("ana");
    expect(automaticDrawStep({ ...state, combatants: [quick, state.combatants[1]!], turn: drawStage })).toBeNull();
  });
});
