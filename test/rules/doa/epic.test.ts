import { describe, expect, it } from "vitest";
import { parseCard, parseCards, sameCard } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { evaluateCard } from "../../../src/rules/doa/checks.ts";
import { spendFate } from "../../../src/rules/doa/fate.ts";
import { doaStack, isFateCard, newDeckState } from "../../../src/rules/doa/decks.ts";
import { abandonEpic, epicReducer, startEpic } from "../../../src/rules/doa/procedures/epic.ts";
import type { EpicAction, EpicPlayer, EpicState } from "../../../src/rules/doa/procedures/epic.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { energyDr, goalDr, healthDr, recovery } from "../../../src/rules/doa/rest.ts";
import { codes, doaTable, expectConserved, ok, run } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 1, VIT: 0 };
const xena: EpicPlayer = { id: "xena", owner: "xena", stats: { kind: "dealer", attributes, skills: {} } };
const jonas: EpicPlayer = { id: "jonas", owner: "jonas", stats: { kind: "dealer", attributes: { ...attributes, STR: 0 }, skills: {} } };
const suitedCards = (list: string, owner: string) => parseCards(list, owner) as SuitedCard[];
const tc = (code: string) => parseCard(code, "gm") as SuitedCard;

/** Apply the step, then feed every draw back (deals and volunteers' redraws) until the event waits. */
async function play(
  table: MemoryTable,
  first: { ok: true; state: EpicState; effects: readonly import("../../../src/rules/cards/table.ts").TableEffect[] },
): Promise<EpicState> {
  let current = first;
  for (;;) {
    const outcome = await run(table, current.effects);
    if (!outcome) return current.state;
    const state = current.state;
    const action: EpicAction =
      state.phase === "dealing"
        ? { type: "dealt", owner: state.dealing!.owner, cards: outcome.cards, reshuffles: outcome.reshuffles, short: outcome.short }
        : { type: "check", action: { type: "drawn", cards: outcome.cards, reshuffles: outcome.reshuffles, short: outcome.short } };
    current = ok(epicReducer(state, action));
  }
}

const act = (table: MemoryTable, state: EpicState, action: EpicAction) => play(table, ok(epicReducer(state, action)));

describe("Epic Events", () => {
  it("[DOA-19][DOA-02][CORE-03] an Epic Event whose card is deleted while Xena's played card waits on a redraw: it leaves the table, each player's unplayed cards leave the epic pile (an ace to the hand as a Fate Card, the rest to the discard pile); it ends undecided", async () => {
    const table = doaTable(["xena", "jonas"], { xena: "JKR 5C 8D 9H 2S KC", jonas: "AS 4H 6H 7H 10H" });
    const decks = { xena: newDeckState("xena"), jonas: newDeckState("jonas") };
    let state = await play(table, ok(startEpic({ kind: "epic", decks, players: [xena, jonas] })));
    state = await act(table, state, { type: "call", tc: tc("8C"), on: "athletics", dr: 1 });
    state = await act(table, state, { type: "volunteer", id: "xena", card: parseCard("5C", "xena") as SuitedCard, sacrifice: [] });
    expect(state.check?.phase).toBe("deciding");
    expect(codes(table.contents(doaStack.table("xena")))).toEqual(["5C"]);
    const leftovers = {
      xena: table.contents(doaStack.epic("xena")) as SuitedCard[],
      jonas: table.contents(doaStack.epic("jonas")) as SuitedCard[],
    };
    expect(leftovers.xena).toHaveLength(4);

    const abandoned = ok(abandonEpic(state, leftovers));
    expect(abandoned.state).toMatchObject({ phase: "over", success: null });
    expect(abandoned.state.seats.map((seat) => seat.cardsLeft)).toEqual([0, 0]);
    await applyEffects(table, abandoned.effects);
    for (const owner of ["xena", "jonas"]) {
      expect(table.contents(doaStack.epic(owner))).toEqual([]);
      expect(table.contents(doaStack.table(owner))).toEqual([]);
    }
    expect(codes(table.contents(doaStack.discard("xena"))).sort()).toEqual(["2S", "5C", "8D", "9H", "KC"]);
    expect(codes(table.contents(doaStack.hand("jonas")))).toEqual(["AS"]);
    expect(codes(abandoned.state.decks.jonas!.fateCards)).toEqual(["AS"]);
    expect(codes(table.contents(doaStack.discard("jonas"))).sort()).toEqual(["10H", "4H", "6H", "7H"]);
    expectConserved(table, ["xena", "jonas"]);
  });

  it("[DOA-19] players draw 5, volunteer with one card plus sacrifices (+1 each); an unanswered call is an automatic miss", async () => {
    const table = doaTable(["xena", "jonas"], { xena: "JKR 5C 8D 9H 2S KC 3C", jonas: "AS 4H 6H 7H 10H" });
    const decks = { xena: newDeckState("xena"), jonas: newDeckState("jonas") };
    let state = await play(table, ok(startEpic({ kind: "epic", decks, players: [xena, jonas] })));
    expect(state.phase).toBe("calling");
    // The joker went to Xena's hand and was replaced [DOA-02].
    expect(codes(table.contents(doaStack.epic("xena"))).sort()).toEqual(["2S", "5C", "8D", "9H", "KC"]);
    expect(codes(state.decks.xena!.fateCards)).toEqual(["JKR"]);
    expect(state.seats.map((seat) => seat.cardsLeft)).toEqual([5, 5]);
    // The state never lists the hidden hands.
    expect(JSON.stringify(state)).not.toContain('"rank":13');

    state = await act(table, state, { type: "call", tc: tc("8C"), on: "athletics", dr: 1 });
    // Xena plays 5♣ and sacrifices 2♠: Athletics (STR 1) + 1 = 2; 5 is 3 from 8: in range.
    state = await act(table, state, {
      type: "volunteer",
      id: "xena",
      card: parseCard("5C", "xena") as SuitedCard,
      sacrifice: suitedCards("2S", "xena"),
    });
    expect(state.check?.target?.modifier).toBe(2);
    expect(state.check?.result?.degree).toBe("suitedSuccess");
    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(epicReducer(state, { type: "volunteer", id: "xena", card: parseCard("8D", "xena") as SuitedCard, sacrifice: [] })).toEqual({
      ok: false,
      reason: REFUSAL.AlreadyVolunteered,
    });
    expect(
      epicReducer(state, {
        type: "volunteer",
        id: "jonas",
        card: parseCard("4H", "jonas") as SuitedCard,
        sacrifice: suitedCards("6H 7H 10H AS 9S", "jonas"),
      }),
    ).toEqual({
      ok: false,
      reason: REFUSAL.NotEnoughCards,
    });
    state = await act(table, state, { type: "volunteer", id: "jonas", card: parseCard("4H", "jonas") as SuitedCard, sacrifice: [] });
    expect(state.volunteers.map((volunteer) => [volunteer.id, volunteer.success])).toEqual([
      ["xena", true],
      ["jonas", false],
    ]);
    state = await act(table, state, { type: "closeCall" });
    expect(state.results[0]?.success).toBe(true);

    state = await act(table, state, { type: "call", tc: tc("QH"), on: "INT", dr: 2 });
    state = await act(table, state, { type: "closeCall" });
    expect(state.results[1]).toEqual(expect.objectContaining({ success: false, volunteers: [] }));

    state = await act(table, state, {
      type: "conclude",
      success: true,
      leftovers: { xena: suitedCards("8D 9H KC", "xena"), jonas: suitedCards("AS 6H 7H 10H", "jonas") },
    });
    expect(state.phase).toBe("over");
    expect(state.success).toBe(true);
    // Jonas's unplayed ace is a Fate Card: it goes to his hand, the rest to the discard pile.
    expect(codes(table.contents(doaStack.discard("xena"))).sort()).toEqual(["2S", "5C", "8D", "9H", "KC"]);
    expect(codes(table.contents(doaStack.hand("jonas")))).toEqual(["AS"]);
    expect(table.contents(doaStack.epic("xena"))).toEqual([]);
    expectConserved(table, ["xena", "jonas"]);
  });

  it("[DOA-19] each Fate Card played buys one more discard and redraw", async () => {
    const table = doaTable(["xena"], { xena: "2C 3C 4C JKR 5S 9C 8H" });
    const fate = parseCards("AD AH", "xena");
    await table.move(fate, doaStack.deck("xena"), doaStack.hand("xena"));
    const decks = { xena: { ...newDeckState("xena"), fateCards: fate } };
    let state = await play(table, ok(startEpic({ kind: "epic", decks, players: [xena] })));
    state = await act(table, state, { type: "call", tc: tc("9D"), on: "STR", dr: 0 });
    state = await act(table, state, { type: "volunteer", id: "xena", card: parseCard("2C", "xena") as SuitedCard, sacrifice: [] });
    state = await act(table, state, { type: "check", action: { type: "redraw", spend: fate[0]! } });
    expect(state.check?.result?.card).toEqual(parseCard("8H", "xena"));
    // Still holding A♥ and the dealt joker: a second redraw is allowed in an Epic Event.
    state = await act(table, state, { type: "check", action: { type: "redraw", spend: fate[1]! } });
    expect(state.check?.redraws).toBe(2);
    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(state.volunteers).toHaveLength(1);
    expect(codes(table.contents(doaStack.discard("xena")).filter(isFateCard)).sort()).toEqual(["AD", "AH"]);
    expectConserved(table, ["xena"]);
  });

  it("[DOA-19] with no cards left anywhere a call is an automatic miss", async () => {
    const table = doaTable(["xena"]);
    let state = await play(table, ok(startEpic({ kind: "shortRest", decks: { xena: newDeckState("xena") }, players: [xena] })));
    const hand = table.contents(doaStack.epic("xena")) as SuitedCard[];
    state = await act(table, state, { type: "call", tc: tc("9D"), on: "STR", dr: 6 });
    state = await act(table, state, { type: "volunteer", id: "xena", card: hand[0]!, sacrifice: hand.slice(1) });
    state = await act(table, state, { type: "closeCall" });
    state = await act(table, state, { type: "call", tc: tc("9D"), on: "STR", dr: 6 });
    expect(state.phase).toBe("calling");
    expect(state.results[1]).toEqual(expect.objectContaining({ success: false, volunteers: [] }));
  });

  it("[DOA-16] the Great Void calls a Conviction check against the attacker's TC: another TC or another check is refused", async () => {
    const table = doaTable(["xena"], { xena: "5C 8D 9H 2S KC" });
    const attackerTc = parseCard("7S", "bob") as SuitedCard;
    let state = await play(
      table,
      ok(startEpic({ kind: "epic", decks: { xena: newDeckState("xena") }, players: [xena], greatVoid: attackerTc })),
    );
    expect(state.greatVoid).toEqual(attackerTc);
    const refused = { ok: false, reason: REFUSAL.GreatVoidCall };
    // The TC lies on the attacker's table (a player's, here), not the GM's; a GM's fresh card will not do.
    expect(epicReducer(state, { type: "call", tc: tc("7S"), on: "CON", dr: 2 })).toEqual(refused);
    expect(epicReducer(state, { type: "call", tc: attackerTc, on: "STR", dr: 2 })).toEqual(refused);
    state = await act(table, state, { type: "call", tc: attackerTc, on: "CON", dr: 2 });
    expect(state.call).toMatchObject({ tc: attackerTc, on: "CON", dr: 2 });
    // Any other Epic Event calls what the GM likes.
    const other = await play(doaTable(["xena"]), ok(startEpic({ kind: "epic", decks: { xena: newDeckState("xena") }, players: [xena] })));
    expect(other.greatVoid).toBeNull();
    expect(epicReducer(other, { type: "call", tc: tc("7S"), on: "STR", dr: 2 }).ok).toBe(true);
  });

  it("[DOA-19] an event needs players with known decks; a call needs a DR of 0..6", () => {
    expect(startEpic({ kind: "epic", decks: {}, players: [xena] })).toEqual({ ok: false, reason: REFUSAL.UnknownPlayer });
  });
});

describe("rests", () => {
  it("[DOA-20] Health DR is 4 − 1 per HP sought; Energy DR is 4 − ⌊points / 4⌋", () => {
    expect([1, 2, 3, 4].map(healthDr)).toEqual([3, 2, 1, 0]);
    expect(goalDr({ kind: "health", points: 5 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
    expect([1, 3, 4, 7, 8, 16, 19].map(energyDr)).toEqual([4, 4, 3, 3, 2, 0, 0]);
    expect(goalDr({ kind: "energy", points: 20 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
    expect(goalDr({ kind: "energy", points: 0 })).toEqual({ ok: false, reason: REFUSAL.DrOutOfRange });
  });

  it("[DOA-20] a miss still recovers a lesser amount; a critical recovers fully", () => {
    const target = { tc: tc("8C"), dr: healthDr(3), modifier: 0 };
    // Seeking 3 HP (DR 1): a 10 is 2 away, out of range, but meets the DR of 2 HP.
    expect(recovery({ kind: "health", points: 3 }, evaluateCard(tc("10D"), target))).toEqual({ kind: "points", points: 2 });
    expect(recovery({ kind: "health", points: 3 }, evaluateCard(tc("9D"), target))).toEqual({ kind: "points", points: 3 });
    expect(recovery({ kind: "health", points: 3 }, evaluateCard(tc("2D"), target))).toEqual({ kind: "none" });
    expect(recovery({ kind: "health", points: 3 }, evaluateCard(tc("8C"), target))).toEqual({ kind: "full" });
    const energy = { tc: tc("8C"), dr: energyDr(12), modifier: 0 };
    // Seeking 12 (DR 1): 3 away meets DR 3, i.e. up to 7 points.
    expect(recovery({ kind: "energy", points: 12 }, evaluateCard(tc("JD"), energy))).toEqual({ kind: "points", points: 7 });
  });

  it("[DOA-20][DOA-06] a short rest draws 3; its end shuffles everything home and ends the exhaustion penalty", async () => {
    const table = doaTable(["xena"], { xena: "7C 3D KS" });
    const decks = { xena: { ...newDeckState("xena"), exhaustions: 2 } };
    let state = await play(table, ok(startEpic({ kind: "shortRest", decks, players: [xena] })));
    expect(state.seats[0]?.cardsLeft).toBe(3);
    state = await act(table, state, { type: "call", tc: tc("8C"), on: "VIT", dr: 0, goal: { kind: "health", points: 2 }, for: "xena" });
    expect(state.call?.dr).toBe(2);
    state = await act(table, state, { type: "volunteer", id: "xena", card: parseCard("7C", "xena") as SuitedCard, sacrifice: [] });
    expect(state.volunteers[0]?.recovery).toEqual({ kind: "points", points: 2 });
    state = await act(table, state, { type: "closeCall" });
    expect(epicReducer(state, { type: "conclude", success: true, leftovers: { xena: suitedCards("3D", "xena") } })).toEqual({
      ok: false,
      reason: REFUSAL.WrongCards,
    });
    state = await act(table, state, { type: "conclude", success: true, leftovers: { xena: suitedCards("3D KS", "xena") } });
    expect(state.decks.xena?.exhaustions).toBe(0);
    expect(await table.count(doaStack.deck("xena"))).toBe(54);
    expectConserved(table, ["xena"]);
  });

  it("[DOA-17][DOA-20] repairing armour is a Knowledge or Craft check at the GM's DR: any other check is refused; a success restores every AP", async () => {
    const table = doaTable(["xena"], { xena: "7C 3D KS" });
    let state = await play(table, ok(startEpic({ kind: "shortRest", decks: { xena: newDeckState("xena") }, players: [xena] })));
    const armor = { kind: "armor", dr: 1 } as const;
    expect(epicReducer(state, { type: "call", tc: tc("8C"), on: "STR", dr: 1, goal: armor, for: "xena" })).toEqual({
      ok: false,
      reason: REFUSAL.ArmorRepairSkill,
    });
    state = await act(table, state, { type: "call", tc: tc("8C"), on: "craft", dr: 1, goal: armor, for: "xena" });
    expect(state.call).toMatchObject({ on: "craft", dr: 1 });
    state = await act(table, state, { type: "volunteer", id: "xena", card: parseCard("7C", "xena") as SuitedCard, sacrifice: [] });
    expect(state.volunteers[0]?.recovery).toEqual({ kind: "full" });
    expect(recovery(armor, evaluateCard(tc("JD"), { tc: tc("8C"), dr: 1, modifier: 0 }))).toEqual({ kind: "none" });
  });

  it("[DOA-20][DOA-02] a long rest draws 5 and returns the spent jokers from the discard pile to the hand; the rest of the pile goes into the deck", async () => {
    const table = doaTable(["xena"]);
    const jokers = parseCards("JKR JKB", "xena");
    await table.move([...jokers, ...parseCards("AS 2C", "xena")], doaStack.deck("xena"), doaStack.discard("xena"));
    const decks = { xena: { ...newDeckState("xena"), spentFate: [...jokers, parseCard("AS", "xena")] } };
    let state = await play(table, ok(startEpic({ kind: "longRest", decks, players: [xena] })));
    expect(state.seats[0]?.cardsLeft).toBe(5);
    const leftovers = table.contents(doaStack.epic("xena")) as SuitedCard[];
    state = await act(table, state, { type: "conclude", success: true, leftovers: { xena: leftovers } });
    expect(codes(table.contents(doaStack.hand("xena"))).sort()).toEqual(
      [...codes(leftovers.filter((card) => card.rank === 14)), "JKB", "JKR"].sort(),
    );
    expect(codes(state.decks.xena!.fateCards).sort()).toEqual(codes(table.contents(doaStack.hand("xena"))).sort());
    expect(state.decks.xena?.spentFate).toEqual([]);
    // The spent ace and the discarded 2♣ went back into the deck with the rest's shuffle.
    expect(table.contents(doaStack.discard("xena"))).toEqual([]);
    expect(codes(table.contents(doaStack.deck("xena")))).toEqual(expect.arrayContaining(["AS", "2C"]));
    expectConserved(table, ["xena"]);
  });

  it("[DOA-20][DOA-02] after a long rest the hand holds both jokers: one reshuffled into the deck by a run-out, one never drawn", async () => {
    const table = doaTable(["xena"]);
    // The deck ran out after the red joker was spent: the run-out reshuffle took it back into the
    // deck [DOA-06], so nothing lies on the discard pile; the black joker was never drawn.
    const decks = { xena: { ...newDeckState("xena"), exhaustions: 1 } };
    let state = await play(table, ok(startEpic({ kind: "longRest", decks, players: [xena] })));
    const leftovers = table.contents(doaStack.epic("xena")) as SuitedCard[];
    state = await act(table, state, { type: "conclude", success: true, leftovers: { xena: leftovers } });
    expect(codes(table.contents(doaStack.hand("xena")).filter((card) => card.kind === "joker")).sort()).toEqual(["JKB", "JKR"]);
    expect(codes(state.decks.xena!.fateCards).sort()).toEqual(codes(table.contents(doaStack.hand("xena"))).sort());
    expect(table.contents(doaStack.deck("xena")).some((card) => card.kind === "joker")).toBe(false);
    expectConserved(table, ["xena"]);
  });
});

describe("a campaign", () => {
  it("[DOA-02][DOA-03][DOA-20] three rests, a Fate Card spent before each: every spent card comes back, and each rest leaves all 54 cards in the deck and the hand", async () => {
    const table = doaTable(["xena"]);
    let deck = newDeckState("xena");
    for (const [ace, kind] of [
      ["AS", "shortRest"],
      ["AH", "longRest"],
      ["JKR", "shortRest"],
    ] as const) {
      const card = parseCard(ace, "xena");
      if (!table.contents(doaStack.hand("xena")).some((held) => sameCard(held, card))) {
        await table.move([card], doaStack.deck("xena"), doaStack.hand("xena"));
        deck = { ...deck, fateCards: [...deck.fateCards, card] };
      }
      const spent = spendFate(deck, card);
      if (!spent.ok) throw new Error(spent.reason);
      await applyEffects(table, spent.effects);
      deck = spent.deck;
      let state = await play(table, ok(startEpic({ kind, decks: { xena: deck }, players: [xena] })));
      const leftovers = table.contents(doaStack.epic("xena")) as SuitedCard[];
      state = await act(table, state, { type: "conclude", success: true, leftovers: { xena: leftovers } });
      deck = state.decks.xena!;
      for (const pile of [doaStack.discard, doaStack.spent, doaStack.table, doaStack.epic])
        expect(table.contents(pile("xena")), kind).toEqual([]);
      expect(table.contents(doaStack.deck("xena")).length + table.contents(doaStack.hand("xena")).length).toBe(54);
      expectConserved(table, ["xena"]);
    }
  });
});
