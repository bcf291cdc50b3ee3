import { describe, expect, it } from "vitest";
import { parseCard, parseCards, rankCode } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import {
  abandonContested,
  contestedDr,
  contestedReducer,
  startContested,
  waitingTarget,
} from "../../../src/rules/doa/procedures/contested.ts";
import type { ContestedParty, ContestedState, ContestedStep } from "../../../src/rules/doa/procedures/contested.ts";
import type { CheckAction } from "../../../src/rules/doa/procedures/check.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { codes, doaTable, drive, expectConserved, ok } from "./table-helpers.ts";

const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };

/** Run the contest: feed every draw back, press each waiting target's Draw; stops at a decision or the end. */
async function play(table: MemoryTable, first: ContestedStep): Promise<ContestedState> {
  let state = await drive(
    table,
    first,
    (s) => s.check,
    (s, action) => contestedReducer(s, { type: "check", action }),
  );
  while (waitingTarget(state)) {
    state = await drive(
      table,
      ok(contestedReducer(state, { type: "draw" })),
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
  }
  return state;
}

/** Xena (+1) contests Jonas (+1), a guard (+0) and any more of the GM's, the TC still to draw. */
const jonasAndGuard = (...more: ContestedParty[]) =>
  ok(
    startContested({
      decks,
      attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
      targets: [
        { id: "jonas", owner: "gm", kind: "bystander", modifier: 1 },
        { id: "guard", owner: "gm", kind: "bystander", modifier: 0 },
        ...more,
      ],
    }),
  );

describe("contested checks", () => {
  it("[DOA-12] DR is 4 minus the attacker's modifier, never below 0", () => {
    expect(contestedDr(1)).toBe(3);
    expect(contestedDr(0)).toBe(4);
    expect(contestedDr(4)).toBe(0);
    expect(contestedDr(6)).toBe(0);
  });

  it("[DOA-12] the source's Xena/Jonas example: TC 3♦, DR 3; Jonas draws 8♠, reports 7, outside the DR", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S" });
    const state = await play(
      table,
      ok(
        startContested({
          decks,
          attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
          targets: [{ id: "jonas", owner: "gm", kind: "bystander", modifier: 1 }],
        }),
      ),
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
    const state = await play(table, jonasAndGuard({ id: "captain", owner: "gm", kind: "bystander", modifier: 0 }));
    // TC 3♦, DR 3 spans K … 6: 8♠ with +1 reports 7 (out), 4♥ is in, Q♣ is 4 below the 3 (out).
    expect(state.results.map((result) => [result.id, result.resisted])).toEqual([
      ["jonas", false],
      ["guard", true],
      ["captain", false],
    ]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-12][CORE-03] a contest whose card is deleted while the guard's draw waits: the TC drawn for it leaves Xena's table for her discard pile, and no result is added", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S 4H" });
    const checkOf = (s: ContestedState) => s.check;
    const feed = (s: ContestedState, action: CheckAction) => contestedReducer(s, { type: "check", action });
    const first = jonasAndGuard();
    let state = await drive(table, first, checkOf, feed);
    state = await drive(table, ok(contestedReducer(state, { type: "draw" })), checkOf, feed);
    expect(waitingTarget(state)?.party.id).toBe("guard");
    expect(codes(table.contents(doaStack.table("xena")))).toEqual(["3D"]);

    const abandoned = ok(abandonContested(state));
    expect(abandoned.state.phase).toBe("done");
    expect(abandoned.state.results.map((result) => result.id)).toEqual(["jonas"]);
    await applyEffects(table, abandoned.effects);
    expect(table.contents(doaStack.table("xena"))).toEqual([]);
    expect(table.contents(doaStack.table("gm"))).toEqual([]);
    expect(codes(table.contents(doaStack.discard("xena")))).toEqual(["3D"]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-12] a contest against an already revealed TC draws nothing for it", async () => {
    const table = doaTable(["xena", "gm"], { gm: "5C" });
    const first = ok(
      startContested({
        decks,
        attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 2 },
        targets: [{ id: "jonas", owner: "gm", kind: "bystander", modifier: 0 }],
        tc: parseCard("4C", "xena") as SuitedCard,
      }),
    );
    expect(first.state.phase).toBe("targets");
    // Nothing is drawn until Jonas draws: his odds can be read first.
    expect(first.effects).toEqual([]);
    expect(waitingTarget(first.state)?.party.id).toBe("jonas");
    const drawing = ok(contestedReducer(first.state, { type: "draw" }));
    expect(drawing.effects).toEqual([expect.objectContaining({ type: "draw", from: doaStack.deck("gm") })]);
    const state = await play(table, drawing);
    expect(state.results[0]?.resisted).toBe(true);
  });

  it("[DOA-12] a contest with no target or an unknown deck is refused", () => {
    expect(startContested({ decks, attacker: { id: "x", owner: "xena", kind: "dealer", modifier: 1 }, targets: [] })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
    expect(
      startContested({
        decks,
        attacker: { id: "x", owner: "nobody", kind: "dealer", modifier: 1 },
        targets: [{ id: "j", owner: "gm", kind: "dealer", modifier: 0 }],
      }),
    ).toEqual({ ok: false, reason: REFUSAL.UnknownCombatant });
  });
  it("[DOA-12][CORE-05] once the TC is revealed each target's draw waits for its own Draw, so its odds can be read first", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S 4H" });
    const first = jonasAndGuard();
    expect(waitingTarget(first.state)).toBeNull();
    // The TC is drawn and revealed; no target's card is drawn with it.
    const afterTc = await drive(
      table,
      first,
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    expect(afterTc.tc).toEqual(parseCard("3D", "xena"));
    expect(table.contents(doaStack.table("gm"))).toHaveLength(0);
    expect(waitingTarget(afterTc)).toEqual({
      party: { id: "jonas", owner: "gm", kind: "bystander", modifier: 1 },
      setup: { deck: afterTc.decks["gm"], kind: "bystander", target: { tc: parseCard("3D", "xena"), dr: 3, modifier: 1 }, hand: undefined },
    });
    const afterJonas = await drive(
      table,
      ok(contestedReducer(afterTc, { type: "draw" })),
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    expect(afterJonas.results.map((result) => result.id)).toEqual(["jonas"]);
    expect(afterJonas.check).toBeNull();
    expect(waitingTarget(afterJonas)?.setup.target).toEqual({ tc: parseCard("3D", "xena"), dr: 3, modifier: 0 });
    expect(waitingTarget(afterJonas)?.party.id).toBe("guard");
    const done = await play(table, ok(contestedReducer(afterJonas, { type: "draw" })));
    expect(done.phase).toBe("done");
    expect(done.results.map((result) => [result.id, result.resisted])).toEqual([
      ["jonas", false],
      ["guard", true],
    ]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-12] a Draw is refused while no target's draw waits: before the TC, during a draw, after the end", async () => {
    const table = doaTable(["xena", "gm"], { xena: "3D", gm: "8S" });
    const first = ok(
      startContested({
        decks,
        attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
        targets: [{ id: "jonas", owner: "gm", kind: "bystander", modifier: 1 }],
      }),
    );
    expect(contestedReducer(first.state, { type: "draw" })).toEqual({ ok: false, reason: REFUSAL.WrongPhase });
    const afterTc = await drive(
      table,
      first,
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    const drawing = ok(contestedReducer(afterTc, { type: "draw" }));
    expect(contestedReducer(drawing.state, { type: "draw" })).toEqual({ ok: false, reason: REFUSAL.WrongPhase });
    const done = await play(table, drawing);
    expect(contestedReducer(done, { type: "draw" })).toEqual({ ok: false, reason: REFUSAL.WrongPhase });
  });

  it("[DOA-12][DOA-03] a target holding a Fate Card is offered a redraw; keeping the result moves on to the next target's wait", async () => {
    const table = doaTable(["xena", "jonas", "gm"], { xena: "3D", jonas: "AH 8S", gm: "4H" });
    // Jonas holds the ace of hearts as a Fate Card.
    const [ace] = parseCards("AH", "jonas");
    await table.move([ace!], doaStack.deck("jonas"), doaStack.hand("jonas"));
    const withFate = { ...decks, jonas: { ...newDeckState("jonas"), fateCards: [ace!] } };
    const first = ok(
      startContested({
        decks: withFate,
        attacker: { id: "xena", owner: "xena", kind: "dealer", modifier: 1 },
        targets: [
          { id: "jonas", owner: "jonas", kind: "dealer", modifier: 1 },
          { id: "guard", owner: "gm", kind: "bystander", modifier: 0 },
        ],
      }),
    );
    const afterTc = await drive(
      table,
      first,
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    const deciding = await drive(
      table,
      ok(contestedReducer(afterTc, { type: "draw" })),
      (s) => s.check,
      (s, action) => contestedReducer(s, { type: "check", action }),
    );
    expect(deciding.check?.phase).toBe("deciding");
    expect(waitingTarget(deciding)).toBeNull();
    const kept = ok(contestedReducer(deciding, { type: "check", action: { type: "accept" } }));
    expect(kept.state.results.map((result) => [result.id, result.resisted])).toEqual([["jonas", false]]);
    expect(waitingTarget(kept.state)?.party.id).toBe("guard");
    // Jonas's card is cleared from his table by this step; nothing is drawn for the guard yet.
    expect(kept.effects.every((effect) => effect.type === "move")).toBe(true);
  });
});
