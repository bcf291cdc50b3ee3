import { describe, expect, it } from "vitest";
import type { CombatSetup } from "../../../src/rules/fates52/index.ts";
import { trackerEntries } from "../../../src/rulesets/fates52/combat/tracker-plan.ts";
import { act, begin, cards } from "./harness.ts";

const initiativeOf = (entries: ReturnType<typeof trackerEntries>) =>
  Object.fromEntries(entries.map((entry) => [entry.key, entry.initiative]));

describe("52 Fates combat tracker entries", () => {
  it("[F52-05] a tie at Q: the players' group shows 12.1 and the orcs 12, so the tracker lists the players first", async () => {
    const setup: CombatSetup = {
      players: [
        { key: "ana", name: "Ana", characterClass: "warrior", level: 1 },
        { key: "bo", name: "Bo", characterClass: "wizard", level: 1 },
      ],
      monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 6 }],
    };
    const { state } = await begin(setup, "2C 3C 4C  2D 3D 4D  5S  7C QD QS");
    expect(state.order).toEqual(["players", "orcs"]);
    expect(initiativeOf(trackerEntries(state))).toEqual({ ana: 12.1, bo: 12.1, orc: 12 });
  });

  it("[F52-05] untied groups show their best card, 2 low to Ace high; a second copy of a monster maps to its actor; the dead are defeated", async () => {
    const setup: CombatSetup = {
      players: [{ key: "ana", name: "Ana", characterClass: "warrior", level: 1 }],
      monsters: [
        { key: "orc", name: "Orc", group: "orcs", hp: 1 },
        { key: "orc-2", name: "Orc 2", group: "orcs", hp: 3 },
        { key: "gob", name: "Goblin", group: "goblins", hp: 2 },
      ],
    };
    // Each orc draws (A♥, 3♦): the orcs' best is the Ace [F52-05].
    const { table, state: initial } = await begin(setup, "KC QC 4C  5S  9C  AH 3D  10D");
    expect(initial.order).toEqual(["orcs", "goblins", "players"]);
    expect(initiativeOf(trackerEntries(initial))).toEqual({ ana: 9, orc: 14, "orc-2": 14, gob: 10 });
    expect(trackerEntries(initial).find((entry) => entry.key === "orc-2")?.actorId).toBe("orc");
    let state = await act(table, initial, { type: "pass", actor: "orc" });
    state = await act(table, state, { type: "pass", actor: "orc-2" });
    state = await act(table, state, { type: "pass", actor: "gob" });
    state = await act(table, state, { type: "attack", actor: "ana", target: "orc", cards: cards("KC") });
    state = await act(table, state, { type: "defend", actor: "orc", cards: cards("5S") });
    expect(trackerEntries(state).find((entry) => entry.key === "orc")?.defeated).toBe(true);
  });

  it("[F52-05] before initiative is settled the tracker has no entries", async () => {
    const { state } = await begin(
      {
        players: [{ key: "ana", name: "Ana", characterClass: "warrior", level: 1 }],
        monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 2 }],
      },
      "2C 3C 4C  5S  9C 10D",
    );
    expect(trackerEntries({ ...state, order: [] })).toEqual([]);
  });
});
