import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { CallResult, EpicState, Recovery, RestGoal } from "../../../src/rules/doa/index.ts";
import { restedPools } from "../../../src/rulesets/doa/chat/rest-recovery.ts";
import { epicCardContext } from "../../../src/rulesets/doa/chat/epic-card.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/index.ts";

const tc = parseCard("5S", "gm") as SuitedCard;

function call(goal: RestGoal, id: string, recovery: Recovery): CallResult {
  return {
    call: { tc, on: goal.kind === "health" ? "VIT" : "primary", dr: 2, goal, for: id },
    volunteers: [{ id, sacrificed: 0, report: null, success: true, recovery }],
    success: true,
  };
}

function rest(results: CallResult[], kind: EpicState["kind"] = "shortRest", phase: EpicState["phase"] = "over"): EpicState {
  return {
    procedure: "doa.epic",
    kind,
    decks: {},
    seats: [],
    phase,
    dealing: null,
    dealt: [],
    call: null,
    volunteers: [],
    volunteer: null,
    check: null,
    results,
    success: true,
  };
}

const pools = { hp: 3, maxHp: 7, energy: 1, maxEnergy: 8, ap: 0, maxAp: 3 };

describe("rest recovery written to the actor", () => {
  it("[DOA-20] Health and Energy goals add their recovered points, capped at the maximum", () => {
    const epic = rest([
      call({ kind: "health", points: 2 }, "x", { kind: "points", points: 2 }),
      call({ kind: "energy", points: 9 }, "x", { kind: "points", points: 9 }),
    ]);
    expect(restedPools(epic, "x", pools)).toEqual({ hp: 5, energy: 8, ap: 0 });
  });

  it("[DOA-20] a critical success refills the pool; a miss, an 'other' goal or another's goal changes nothing", () => {
    expect(restedPools(rest([call({ kind: "health", points: 1 }, "x", { kind: "full" })]), "x", pools)).toEqual({
      hp: 7,
      energy: 1,
      ap: 0,
    });
    expect(restedPools(rest([call({ kind: "health", points: 3 }, "x", { kind: "none" })]), "x", pools)).toBeNull();
    expect(restedPools(rest([call({ kind: "other", dr: 3 }, "x", { kind: "full" })]), "x", pools)).toBeNull();
    expect(restedPools(rest([call({ kind: "health", points: 2 }, "y", { kind: "points", points: 2 })]), "x", pools)).toBeNull();
  });

  it("[DOA-17][DOA-20] a repaired armour goal refills the worn armour's AP; a failed repair, or no armour worn, leaves AP as it is", () => {
    const repaired = rest([call({ kind: "armor", dr: 2 }, "x", { kind: "full" })]);
    expect(restedPools(repaired, "x", pools)).toEqual({ hp: 3, energy: 1, ap: 3 });
    expect(restedPools(rest([call({ kind: "armor", dr: 2 }, "x", { kind: "none" })]), "x", pools)).toBeNull();
    expect(restedPools(repaired, "x", { ...pools, maxAp: 0 })).toBeNull();
  });

  it("[DOA-19][DOA-20] an Epic Event, or a rest not yet over, recovers nothing", () => {
    const results = [call({ kind: "health", points: 2 }, "x", { kind: "points", points: 2 })];
    expect(restedPools(rest(results, "epic"), "x", pools)).toBeNull();
    expect(restedPools(rest(results, "longRest", "calling"), "x", pools)).toBeNull();
  });
});

describe("a rest's verdict", () => {
  it("[DOA-20] an ended rest reads 'The rest succeeds/fails', an Epic Event 'The event …' (a Short Rest read 'The event succeeds.')", () => {
    const verdict = (epic: EpicState) =>
      epicCardContext({
        actorId: "x",
        rulings: DEFAULT_RULINGS,
        info: {},
        setup: { kind: epic.kind, decks: {}, players: [] },
        epic,
        redrawOdds: null,
      })["verdictKey"];
    expect(verdict(rest([]))).toBe("DECKBOUND.DOA.Card.RestWon");
    expect(verdict({ ...rest([], "longRest"), success: false })).toBe("DECKBOUND.DOA.Card.RestLost");
    expect(verdict(rest([], "epic"))).toBe("DECKBOUND.DOA.Card.EpicWon");
  });
});
