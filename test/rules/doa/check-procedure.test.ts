import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import { abandonCheck, checkReducer, startCheck } from "../../../src/rules/doa/procedures/check.ts";
import type { CheckAction, CheckSetup, CheckState } from "../../../src/rules/doa/procedures/check.ts";
import type { Step } from "../../../src/rules/doa/procedures/step.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { lowerHand, upperHand } from "../../../src/rules/doa/upper-lower-hand.ts";
import { codes, doaTable, expectConserved, place, run } from "./table-helpers.ts";

const P = "xena";
const tc = (code: string) => parseCard(code, "gm") as SuitedCard;

function ok<S>(result: Step<S> | { ok: false; reason: string }): Step<S> {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

/** Apply a step's effects and feed draws back until the check waits for a decision or is done. */
async function settle(table: MemoryTable, first: Step<CheckState>): Promise<CheckState> {
  let current = first;
  for (;;) {
    const outcome = await run(table, current.effects);
    if (!outcome || current.state.phase !== "drawing") return current.state;
    current = ok(
      checkReducer(current.state, { type: "drawn", cards: outcome.cards, reshuffles: outcome.reshuffles, short: outcome.short }),
    );
  }
}

async function check(table: MemoryTable, setup: CheckSetup): Promise<CheckState> {
  return settle(table, ok(startCheck(setup)));
}

async function act(table: MemoryTable, state: CheckState, action: CheckAction): Promise<CheckState> {
  return settle(table, ok(checkReducer(state, action)));
}

function withFate(deck: DeckState, cards: Card[]): DeckState {
  return { ...deck, fateCards: cards };
}

/** Xena, holding A♥ as a Fate Card, checks with Upper Hand against TC 8♣, DR 0: two cards drawn, a redraw open. */
async function upperHandWithAceOfHearts(table: MemoryTable): Promise<CheckState> {
  const fate = await place(table, P, "AH", doaStack.hand(P));
  return check(table, {
    deck: withFate(newDeckState(P), fate),
    kind: "dealer",
    target: { tc: tc("8C"), dr: 0, modifier: 0 },
    hand: [upperHand()],
  });
}

describe("the check procedure on a MemoryTable", () => {
  it("[DOA-01] every owner's action deck holds 52 cards and 2 jokers", async () => {
    const table = doaTable([P, "gm"]);
    expect(await table.count(doaStack.deck(P))).toBe(54);
    expect(table.contents(doaStack.deck("gm")).filter((card) => card.kind === "joker")).toHaveLength(2);
    expectConserved(table, [P, "gm"]);
  });

  it("[DOA-02] a joker drawn goes to the hand and the next card replaces it", async () => {
    const table = doaTable([P], { [P]: "JKR 7C" });
    const state = await check(table, { deck: newDeckState(P), kind: "dealer", target: { tc: tc("8C"), dr: 1, modifier: 0 } });
    expect(state.kept).toEqual(parseCard("7C", P));
    expect(state.result?.degree).toBe("suitedSuccess");
    expect(codes(state.deck.fateCards)).toEqual(["JKR"]);
    expect(codes(table.contents(doaStack.hand(P)))).toEqual(["JKR"]);
    // A redraw is possible now (the joker is held): the player accepts instead.
    expect(state.phase).toBe("deciding");
    const done = await act(table, state, { type: "accept" });
    expect(done.phase).toBe("done");
    expect(codes(table.contents(doaStack.discard(P)))).toEqual(["7C"]);
    expectConserved(table, [P]);
  });

  it("[DOA-02] an ace drawn counts as an ace, then returns to the hand", async () => {
    const table = doaTable([P], { [P]: "AD" });
    const state = await check(table, { deck: newDeckState(P), kind: "dealer", target: { tc: tc("KH"), dr: 1, modifier: 0 } });
    expect(state.result?.reported).toBe(14);
    expect(state.result?.degree).toBe("colorSuccess");
    expect(state.phase).toBe("done"); // no Fate Card was held before: nothing to redraw with
    expect(codes(state.deck.fateCards)).toEqual(["AD"]);
    expect(codes(table.contents(doaStack.hand(P)))).toEqual(["AD"]);
    expect(table.contents(doaStack.discard(P))).toEqual([]);
    expectConserved(table, [P]);
  });

  it("[DOA-03] a held Fate Card buys one redraw; a second redraw in the same check is refused", async () => {
    const table = doaTable([P], { [P]: "AS JKB 2D 4H 9C" });
    const fate = await place(table, P, "AS JKB", doaStack.hand(P));
    const first = await check(table, {
      deck: withFate(newDeckState(P), fate),
      kind: "dealer",
      target: { tc: tc("8C"), dr: 1, modifier: 0 },
    });
    expect(first.result?.degree).toBe("fail");
    const second = await act(table, first, { type: "redraw", spend: fate[0]! });
    expect(second.result?.card).toEqual(parseCard("4H", P));
    // The one redraw is used, so the check ends at once; asking again is refused.
    expect(second.phase).toBe("done");
    expect(checkReducer(second, { type: "redraw", spend: fate[1]! })).toEqual({ ok: false, reason: REFUSAL.RedrawUsed });
    const done = second;
    expect(codes(done.deck.fateCards)).toEqual(["JKB"]);
    expect(codes(done.deck.spentFate)).toEqual(["AS"]);
    // The spent Fate Card is discarded with the check's cards [DOA-02, DOA-03].
    expect(codes(table.contents(doaStack.discard(P))).sort()).toEqual(["2D", "4H", "AS"]);
    expectConserved(table, [P]);
  });

  it("[DOA-02][DOA-03][CORE-03] a check whose card is deleted while its Upper Hand draw waits on a redraw: its Ace goes to the hand as a Fate Card, the other card to the discard pile, and it is done with no result", async () => {
    const table = doaTable([P], { [P]: "AD 3D 9C" });
    const first = await upperHandWithAceOfHearts(table);
    expect(first.phase).toBe("deciding");
    expect(codes(table.contents(doaStack.table(P))).sort()).toEqual(["3D", "AD"]);
    const abandoned = ok(abandonCheck(first));
    expect(abandoned.state).toMatchObject({ phase: "done", kept: null, result: null, drawn: [] });
    await run(table, abandoned.effects);
    expect(table.contents(doaStack.table(P))).toEqual([]);
    expect(codes(table.contents(doaStack.hand(P))).sort()).toEqual(["AD", "AH"]);
    expect(codes(table.contents(doaStack.discard(P)))).toEqual(["3D"]);
    expect(codes(abandoned.state.deck.fateCards).sort()).toEqual(["AD", "AH"]);
    expectConserved(table, [P]);
  });

  it("[DOA-03] the redraw replaces the whole Upper Hand draw", async () => {
    const table = doaTable([P], { [P]: "2D 3D 9C 10C" });
    const first = await upperHandWithAceOfHearts(table);
    expect(first.drawn).toHaveLength(2);
    const second = await act(table, first, { type: "redraw", spend: first.deck.fateCards[0]! });
    expect(codes(second.drawn)).toEqual(["9C", "10C"]);
    expect(second.phase).toBe("done");
    expect(second.result?.card).toEqual(parseCard("9C", P));
    expectConserved(table, [P]);
  });

  it("[DOA-03] a redraw needs a held Fate Card", async () => {
    const table = doaTable([P], { [P]: "2D" });
    const fate = await place(table, P, "AH", doaStack.hand(P));
    const state = await check(table, {
      deck: withFate(newDeckState(P), fate),
      kind: "dealer",
      target: { tc: tc("8C"), dr: 0, modifier: 0 },
    });
    expect(checkReducer(state, { type: "redraw", spend: parseCard("AS", P) })).toEqual({ ok: false, reason: REFUSAL.NoSuchFateCard });
    expect(checkReducer(state, { type: "redraw", spend: "token" })).toEqual({ ok: false, reason: REFUSAL.NoSuchFateCard });
  });

  it("[DOA-21] a Bystander's check never waits for a redraw: Bystanders cannot use Fate Cards", async () => {
    const table = doaTable(["gm"], { gm: "2D" });
    const fate = await place(table, "gm", "AH", doaStack.hand("gm"));
    const state = await check(table, {
      deck: withFate(newDeckState("gm"), fate),
      kind: "bystander",
      target: { tc: tc("8C"), dr: 0, modifier: 0 },
    });
    expect(state.phase).toBe("done");
    expect(checkReducer(state, { type: "redraw", spend: fate[0]! })).toEqual({ ok: false, reason: REFUSAL.CannotUseFateCards });
  });

  it("[DOA-11] Lower Hand on the table: two cards drawn, the furthest kept, both discarded", async () => {
    const table = doaTable([P], { [P]: "9C 3D" });
    const state = await check(table, {
      deck: newDeckState(P),
      kind: "dealer",
      target: { tc: tc("8C"), dr: 2, modifier: 0 },
      hand: [lowerHand()],
    });
    expect(state.result?.card).toEqual(parseCard("3D", P));
    expect(state.result?.degree).toBe("fail");
    expect(codes(table.contents(doaStack.discard(P))).sort()).toEqual(["3D", "9C"]);
    expectConserved(table, [P]);
  });

  it("[DOA-06][DOA-02] an exhausted deck reshuffles the discards (never the held Fate Cards) and adds Lower Hand (1+)", async () => {
    const table = doaTable([P]);
    const fate = await place(table, P, "AS AC JKR", doaStack.hand(P));
    // Everything but 5C and 6C goes to the discard pile.
    const rest = table.contents(doaStack.deck(P)).filter((card) => !["5C", "6C"].includes(codes([card])[0]!));
    await table.move(rest, doaStack.deck(P), doaStack.discard(P));
    let deck = withFate(newDeckState(P), fate);
    const first = await check(table, { deck, kind: "dealer", target: { tc: tc("8C"), dr: 6, modifier: 0 }, hand: [upperHand(2)] });
    expect(first.deck.exhaustions).toBe(1);
    const done = await act(table, first, { type: "accept" });
    deck = done.deck;
    expect(codes(table.contents(doaStack.hand(P))).sort()).toEqual(["AC", "AS", "JKR"]);
    expect(table.contents(doaStack.deck(P)).some((card) => ["AS", "AC", "JKR"].includes(codes([card])[0]!))).toBe(false);
    const next = ok(startCheck({ deck, kind: "dealer", target: { tc: tc("8C"), dr: 2, modifier: 0 } }));
    expect(next.state.net).toBe(-1);
    expect(next.effects).toContainEqual(expect.objectContaining({ type: "draw", count: 2 }));
    expectConserved(table, [P]);
  });

  it("[DOA-06][DOA-11] exhausted 120 times, a check draws every card its deck can give and keeps the furthest, instead of asking for 121", async () => {
    const table = doaTable([P]);
    const deck = { ...newDeckState(P), exhaustions: 120 };
    const started = ok(startCheck({ deck, kind: "dealer", target: { tc: tc("8C"), dr: 2, modifier: 0 } }));
    expect(started.state.net).toBe(-120);
    expect(started.effects).toEqual([expect.objectContaining({ type: "draw", count: 54 })]);
    const state = await settle(table, started);
    // Both jokers went to the hand; the 52 suited cards lie on the table, and the kept one is as far from 8 as a card gets.
    expect(state.drawn).toHaveLength(52);
    expect(codes(table.contents(doaStack.hand(P))).sort()).toEqual(["JKB", "JKR"]);
    expect(state.result?.distance).toBe(Math.max(...state.reports.map((report) => report.distance)));
    expect(state.phase).toBe("deciding");
    expectConserved(table, [P]);
  });

  it("[DOA-06] Upper Hand and the exhaustion penalty of equal size cancel to a plain draw", () => {
    const deck = { ...newDeckState(P), exhaustions: 1 };
    const started = ok(startCheck({ deck, kind: "dealer", target: { tc: tc("8C"), dr: 2, modifier: 0 }, hand: [upperHand()] }));
    expect(started.state.needed).toBe(1);
  });

  it("[DOA-08] a check with a DR above 6 is refused before anything is drawn", () => {
    expect(startCheck({ deck: newDeckState(P), kind: "dealer", target: { tc: tc("8C"), dr: 7, modifier: 0 } })).toEqual({
      ok: false,
      reason: REFUSAL.DrOutOfRange,
    });
  });

  it("[DOA-08] a draw outcome that does not match the request is refused, changing nothing", () => {
    const started = ok(startCheck({ deck: newDeckState(P), kind: "dealer", target: { tc: tc("8C"), dr: 2, modifier: 0 } }));
    const wrong = checkReducer(started.state, { type: "drawn", cards: [parseCard("2C", P), parseCard("3C", P)], reshuffles: 0 });
    expect(wrong).toEqual({ ok: false, reason: REFUSAL.WrongCards });
    const foreign = checkReducer(started.state, { type: "drawn", cards: [parseCard("2C", "gm")], reshuffles: 0 });
    expect(foreign).toEqual({ ok: false, reason: REFUSAL.WrongCards });
  });
});
