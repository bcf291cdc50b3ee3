import { describe, expect, it } from "vitest";
import { parseCard, rankCode } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import { contestedDr, contestedReducer, startContested } from "../../../src/rules/doa/procedures/contested.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { codes, doaTable, drive, expectConserved, ok } from "./table-helpers.ts";

const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };

describe("contested checks", () => {
  it("[DOA-12] DR is 4 minus the attacker's modifier, never below 0", () => {
    expect(contestedDr(1)).toBe(3);
    expect(contestedDr(0)).toBe(4);
    expect(contestedDr(4)).toBe(0);
    expect(contestedDr(6)).toBe(0);
  });

  it("[DOA-12] the source's Xena/Jonas example: TC 3♦, DR 3; Jonas draws 8♠, reports 7, outside the DR", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S" });
    const state = await drive(
      table,
      ok(startContested({
        decks,
        attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
        targets: [{ id: "jonas", owner: "gm", kind: "bystander", modifier: 1 }],
      })),
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    expect(state.phase).toBe("done");
    expect(state.tc).toEqual(parseCard("3D", "xena"));
    expect(state.dr).toBe(3);
    const [jonas] = state.results;
    expect(jonas?.report?.card).toEqual(parseCard("8S", "gm"));
    expect(rankCode(jonas!.report!.reported)).toBe("7");
    expect(jonas?.resisted).toBe(false);
    // The TC and Jonas's card are discarded; nothing else moved.
    expect(codes(table.contents(doaStack.discard("xena")))).toEqual(["3D"]);
    expect(codes(table.contents(doaStack.discard("gm")))).toEqual(["8S"]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-12] targets are resolved one by one and succeed or fail individually, sharing the GM's deck", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S 4H QC" });
    const state = await drive(
      table,
      ok(startContested({
        decks,
        attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
        targets: [
          { id: "jonas", owner: "gm", kind: "bystander", modifier: 1 },
          { id: "guard", owner: "gm", kind: "bystander", modifier: 0 },
          { id: "captain", owner: "gm", kind: "bystander", modifier: 0 },
        ],
      })),
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    // TC 3♦, DR 3 spans K … 6: 8♠ with +1 reports 7 (out), 4♥ is in, Q♣ is 4 below the 3 (out).
    expect(state.results.map((result) => [result.id, result.resisted])).toEqual([
      ["jonas", false],
      ["guard", true],
      ["captain", false],
    ]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-12] a contest against an already revealed TC draws nothing for it", async () => {
    const table = doaTable(["xena", "gm"], { gm: "5C" });
    const first = ok(startContested({
      decks,
      attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 2 },
      targets: [{ id: "jonas", owner: "gm", kind: "bystander", modifier: 0 }],
      tc: parseCard("4C", "xena") as SuitedCard,
    }));
    expect(first.state.phase).toBe("targets");
    expect(first.effects).toEqual([expect.objectContaining({ type: "draw", from: doaStack.deck("gm") })]);
    const state = await drive(table, first, (s) => s.check, (s, action) => contestedReducer(s, { type: "check", action }));
    expect(state.results[0]?.resisted).toBe(true);
  });

  it("[DOA-12] a contest with no target or an unknown deck is refused", () => {
    expect(startContested({ decks, attacker: { id: "x", owner: "xena", kind: "dealer", modifier: 1 }, targets: [] })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
    expect(
      startContested({ decks, attacker: { id: "x", owner: "nobody", kind: "dealer", modifier: 1 }, targets: [{ id: "j", owner: "gm", kind: "dealer", modifier: 0 }] }),
    ).toEqual({ ok: false, reason: REFUSAL.UnknownCombatant });
  });
});
