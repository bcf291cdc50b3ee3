/**
 * A character joining a fight mid-way [DOA-13]: it waits in the fight, out of the turn order, until
 * its own initiative draw (from its owner's deck, brought into the fight if no one drew from it
 * yet), whose chance to act this round shows before [CORE-05]; it then takes the place that card
 * gives it in the order, and a place this round has passed makes it act from the next round. On the
 * card, the GM or the character's players bring it in, as the GM's client reads it from the world.
 */
import { describe, expect, it } from "vitest";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import { arrivalOdds, awaitsInitiative, combatReducer, currentCombatant, startCombat } from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { COMBAT_REFUSAL } from "../../../src/rules/doa/procedures/combat-state.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import { combatCardSteps } from "../../../src/rulesets/doa/chat/combat-card.ts";
import { combatCardContext } from "../../../src/rulesets/doa/chat/combat-card-view.ts";
import type { CombatCardState, OffCardCharacter } from "../../../src/rulesets/doa/chat/combat-card.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";
import { codes, doaTable, drive, expectConserved, ok } from "./table-helpers.ts";
import { parseCards } from "../../../src/rules/cards/card.ts";
import en from "../../../lang/en/doa-combat.json" with { type: "json" };

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const bystander: CharacterStats = { kind: "bystander", attributes, skills: {} };
const dealer: CharacterStats = { kind: "dealer", attributes, skills: { brute: 1 }, primarySkill: "brute", primarySuit: "S" };
const xena: CombatantSetup = { id: "xena", owner: "xena", stats: dealer, vitals: { hp: 7, maxHp: 7, ap: 0 } };
const orc: CombatantSetup = { id: "orc", owner: "gm", stats: bystander, vitals: { hp: 3, maxHp: 3, ap: 0 } };
const goblin: CombatantSetup = { id: "goblin", owner: "gm", stats: bystander, vitals: { hp: 2, maxHp: 2, ap: 0 } };
const jonas: CombatantSetup = { id: "jonas", owner: "jonas", stats: dealer, vitals: { hp: 6, maxHp: 6, ap: 0 } };

const OWNERS = ["xena", "gm", "jonas"];

async function act(table: MemoryTable, state: CombatState, action: CombatAction): Promise<CombatState> {
  return drive(
    table,
    ok(combatReducer(state, action)),
    (s) => s.check,
    (s, a) => combatReducer(s, { type: "check", action: a }),
  );
}

/** Xena (K♠) against the orc (5♥): Xena's turn, round 1. `tops` puts cards on top of the decks after those. */
async function fight(tops: Record<string, string> = {}) {
  const table = doaTable(OWNERS, { xena: "KS", gm: `5H ${tops.gm ?? ""}`.trim(), jonas: tops.jonas ?? "" });
  const decks: Record<string, DeckState> = { xena: newDeckState("xena"), gm: newDeckState("gm") };
  const state = await drive(
    table,
    ok(startCombat({ decks, combatants: [xena, orc] })),
    (s) => s.check,
    (s, a) => combatReducer(s, { type: "check", action: a }),
  );
  expect(currentCombatant(state)?.id).toBe("xena");
  return { table, state };
}

const join = (combatant: CombatantSetup, deck: DeckState = newDeckState(combatant.owner)): CombatAction => ({
  type: "join",
  combatant,
  deck,
});

/** The newcomer joins, waits out of the order, then draws its initiative card. */
async function joinAndDraw(table: MemoryTable, state: CombatState, combatant: CombatantSetup): Promise<CombatState> {
  const waiting = await act(table, state, join(combatant));
  expect(awaitsInitiative(waiting, combatant.id)).toBe(true);
  expect(waiting.order).not.toContain(combatant.id);
  return act(table, waiting, { type: "drawArrival", id: combatant.id });
}

describe("joining a fight mid-way", () => {
  it("[DOA-13] a goblin drawing 9♣ comes between Xena (K♠) and the orc (5♥): it acts this round, after Xena's turn", async () => {
    const { table, state } = await fight({ gm: "9C" });
    const joined = await joinAndDraw(table, state, goblin);
    expect(codes(table.contents(doaStack.table("gm"))).sort()).toEqual(["5H", "9C"]);
    expect(joined.combatants.find((fighter) => fighter.id === "goblin")?.initiative?.rank).toBe(9);
    expect(joined.order).toEqual(["xena", "goblin", "orc"]);
    expect(currentCombatant(joined)?.id).toBe("xena");
    const next = await act(table, joined, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("goblin");
    expectConserved(table, OWNERS);
  });

  it("[DOA-13] Jonas drawing an Ace from his own deck (new to the fight) comes first, a place this round has passed: Xena's turn goes on, and he acts first from round 2", async () => {
    const { table, state } = await fight({ jonas: "AD" });
    const joined = await joinAndDraw(table, state, jonas);
    expect(Object.keys(joined.decks).sort()).toEqual(["gm", "jonas", "xena"]);
    expect(codes(table.contents(doaStack.table("jonas")))).toEqual(["AD"]);
    expect(joined.order).toEqual(["jonas", "xena", "orc"]);
    expect(currentCombatant(joined)?.id).toBe("xena");
    expect(joined.round).toBe(1);
    const orcsTurn = await act(table, joined, { type: "endTurn" });
    expect(currentCombatant(orcsTurn)?.id).toBe("orc");
    const roundTwo = await act(table, orcsTurn, { type: "endTurn" });
    expect(roundTwo.round).toBe(2);
    expect(currentCombatant(roundTwo)?.id).toBe("jonas");
  });

  it("[DOA-13] a tie with the current combatant's card goes after it: the newcomer is listed after those already fighting", async () => {
    const { table, state } = await fight({ gm: "KH" });
    const joined = await joinAndDraw(table, state, goblin);
    expect(joined.order).toEqual(["xena", "goblin", "orc"]);
    expect(currentCombatant(joined)?.id).toBe("xena");
  });

  it("[DOA-13] someone already fighting cannot join again, and nobody joins, leaves or draws a newcomer's card while a draw runs", async () => {
    const { table, state } = await fight({ jonas: "AD" });
    expect(combatReducer(state, join(orc))).toEqual({ ok: false, reason: REFUSAL.UnknownCombatant });
    const waiting = ok(combatReducer(state, join(jonas))).state;
    expect(waiting.check).toBeNull();
    // Two newcomers wait; the first one's draw runs.
    const both = ok(combatReducer(waiting, join(goblin))).state;
    const drawing = ok(combatReducer(both, { type: "drawArrival", id: "jonas" }));
    expect(drawing.state.check).not.toBeNull();
    expect(combatReducer(drawing.state, join({ ...goblin, id: "wolf" }))).toEqual({ ok: false, reason: COMBAT_REFUSAL.JoinDuringDraw });
    expect(combatReducer(drawing.state, { type: "drawArrival", id: "goblin" })).toEqual({
      ok: false,
      reason: COMBAT_REFUSAL.ArrivalDuringDraw,
    });
    expect(combatReducer(drawing.state, { type: "leave", id: "orc" })).toEqual({ ok: false, reason: COMBAT_REFUSAL.LeaveDuringDraw });
    expect(en.DECKBOUND.DOA.Combat.Refusal.JoinDuringDraw).toMatch(/once the draw in progress is finished/);
    expect(en.DECKBOUND.DOA.Combat.Refusal.ArrivalDuringDraw).toMatch(/once the draw in progress is finished/);
    expect(table.contents(doaStack.table("jonas"))).toEqual([]);
    // Whoever has a card already has none left to draw.
    expect(combatReducer(both, { type: "drawArrival", id: "xena" })).toEqual({ ok: false, reason: COMBAT_REFUSAL.NotArriving });
    expect(combatReducer(both, { type: "drawArrival", id: "nobody" })).toEqual({ ok: false, reason: COMBAT_REFUSAL.NotArriving });
  });

  it("[DOA-13] a newcomer waits out of the order until it draws: the turns pass it by; when everyone with a place has left, its draw begins a new round with it", async () => {
    const { table, state } = await fight({ gm: "9C" });
    const waiting = await act(table, state, join(goblin));
    expect(table.contents(doaStack.table("gm")).length).toBe(1);
    const orcsTurn = await act(table, waiting, { type: "endTurn" });
    expect(currentCombatant(orcsTurn)?.id).toBe("orc");
    const roundTwo = await act(table, orcsTurn, { type: "endTurn" });
    expect(roundTwo.round).toBe(2);
    expect(currentCombatant(roundTwo)?.id).toBe("xena");
    expect(awaitsInitiative(roundTwo, "goblin")).toBe(true);
    // Xena and the orc flee: nobody's turn while the goblin waits; its draw starts round 3 with it.
    const xenaGone = await act(table, roundTwo, { type: "leave", id: "xena" });
    const empty = await act(table, xenaGone, { type: "leave", id: "orc" });
    expect(empty.order).toEqual([]);
    expect(empty.phase).toBe("turns");
    expect(currentCombatant(empty)).toBeUndefined();
    expect(arrivalOdds(empty, "goblin", table.contents(doaStack.deck("gm")))).toBe(1);
    const drawn = await act(table, empty, { type: "drawArrival", id: "goblin" });
    expect(drawn.order).toEqual(["goblin"]);
    expect(drawn.round).toBe(3);
    expect(currentCombatant(drawn)?.id).toBe("goblin");
    expectConserved(table, OWNERS);
  });

  it("[CORE-05][DOA-13] before a newcomer draws, its chance to act this round matches every card its deck could give it, each placed by the fight", async () => {
    // Xena (K♠) acts, the orc (5♥) after her.
    const { table, state } = await fight();
    const waiting = await act(table, state, join(goblin));
    const deck = table.contents(doaStack.deck("gm"));
    const suited = deck.filter((card) => card.kind === "suited");
    // Each rank the deck holds, drawn for real: does the goblin act this round?
    const actsThisRound = new Map<number, boolean>();
    for (const rank of new Set(suited.map((card) => (card.kind === "suited" ? card.rank : 0)))) {
      const code = `${rank === 14 ? "A" : rank === 13 ? "K" : rank === 12 ? "Q" : rank === 11 ? "J" : rank}${rank === 5 ? "D" : "C"}`;
      const trial = await fight({ gm: code });
      const drawn = await joinAndDraw(trial.table, trial.state, goblin);
      expect(drawn.combatants.find((fighter) => fighter.id === "goblin")?.initiative?.rank).toBe(rank);
      actsThisRound.set(rank, drawn.order.indexOf("goblin") > drawn.turn);
    }
    const expected = suited.filter((card) => card.kind === "suited" && actsThisRound.get(card.rank)).length / suited.length;
    expect(arrivalOdds(waiting, "goblin", deck)).toBeCloseTo(expected, 12);
    // Above Xena's King, it would come first: a place this round has passed. Below it, after her: this round.
    expect(actsThisRound.get(14)).toBe(false);
    expect(actsThisRound.get(13)).toBe(true);
    expect(actsThisRound.get(2)).toBe(true);
    expect(arrivalOdds(waiting, "xena", deck)).toBeNull();
    expect(arrivalOdds(waiting, "goblin", [])).toBeNull();
  });
});

describe("leaving a fight mid-way", () => {
  it("[DOA-13] the goblin (9♣, after Xena) flees during Xena's turn: its card goes to the GM's discard pile and the orc acts next; the orc fleeing on its own turn begins round 2", async () => {
    const { table, state } = await fight({ gm: "9C" });
    const joined = await joinAndDraw(table, state, goblin);
    const fled = await act(table, joined, { type: "leave", id: "goblin" });
    expect(fled.order).toEqual(["xena", "orc"]);
    expect(currentCombatant(fled)?.id).toBe("xena");
    expect(codes(table.contents(doaStack.table("gm")))).toEqual(["5H"]);
    expect(codes(table.contents(doaStack.discard("gm")))).toContain("9C");
    const orcsTurn = await act(table, fled, { type: "endTurn" });
    expect(currentCombatant(orcsTurn)?.id).toBe("orc");
    const gone = await act(table, orcsTurn, { type: "leave", id: "orc" });
    expect(gone.round).toBe(2);
    expect(currentCombatant(gone)?.id).toBe("xena");
    expect(gone.combatants.map((fighter) => fighter.id)).toEqual(["xena"]);
    expectConserved(table, OWNERS);
    const ended = await act(table, gone, { type: "leave", id: "xena" });
    expect(ended.phase).toBe("ended");
    expect(table.contents(doaStack.table("xena"))).toEqual([]);
    expect(combatReducer(state, { type: "leave", id: "nobody" })).toEqual({ ok: false, reason: REFUSAL.UnknownCombatant });
  });
});

describe("joining on the combat card", () => {
  const hound: CombatantSetup = {
    id: "hound",
    owner: "bob",
    stats: { ...bystander, kind: "companion" },
    vitals: { hp: 2, maxHp: 2, ap: 0 },
  };
  const joiner: OffCardCharacter = {
    setup: hound,
    info: { name: "Hound", userIds: ["bob"], weapon: null, arms: [], wielding: "" },
    deck: newDeckState("bob"),
  };
  const steps = combatCardSteps({
    deck: () => ({ deck: [], discards: [] }),
    gmTable: () => [],
    fighter: (id) => (id === "hound" ? joiner : null),
  });
  // Bob owns the Hound (its actor, as the GM's client reads ownership now).
  const user = (userId: string) => ({
    userId,
    isGM: userId === "gm",
    ownsActor: false,
    owns: (id: string) => userId === "bob" && id === "hound",
  });
  const info = { name: "", userIds: [], weapon: null };
  const card: CombatCardState = {
    actorId: "xena",
    rulings: DEFAULT_RULINGS,
    info: { xena: { ...info, userIds: ["ann"] }, orc: info },
    setup: { decks: { xena: newDeckState("xena"), gm: newDeckState("gm") }, combatants: [xena, orc] },
    combat: null,
    lastCheck: null,
    odds: null,
  };

  it("[DOA-13] before the first draw Bob's Hound, read on the GM's client, is one more to draw; Ann may not bring it in, nor a request its own facts", () => {
    expect(steps.reduce(card, { type: "join", actor: "hound" }, user("ann"))).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    const forged = { ...joiner, setup: { ...hound, id: "ghost" } };
    expect(steps.reduce(card, { type: "join", actor: "ghost", read: forged }, user("gm"))).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.UnknownCombatant",
    });
    const joined = steps.reduce(card, { type: "join", actor: "hound" }, user("bob"));
    if (!joined.ok) throw new Error(joined.reason);
    expect(joined.state.setup.combatants.map((combatant) => combatant.id)).toEqual(["xena", "orc", "hound"]);
    expect(Object.keys(joined.state.setup.decks).sort()).toEqual(["bob", "gm", "xena"]);
    expect(joined.state.info["hound"]?.name).toBe("Hound");
    // In already: a second time is refused, and the card is as it was.
    expect(steps.reduce(joined.state, { type: "join", actor: "hound" }, user("gm"))).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.UnknownCombatant",
    });
  });
  it("[DOA-13] [CORE-05] mid-fight, Bob's Hound joins and waits: the card shows its chance to act this round, from Bob's deck as it lies; Ann may not draw for it, Bob may", async () => {
    const { state: fighting } = await fight();
    const bobsDeck = parseCards("2C AC", "bob");
    const withDeck = combatCardSteps({
      deck: (owner) => ({ deck: owner === "bob" ? bobsDeck : [], discards: [] }),
      gmTable: () => [],
      fighter: (id) => (id === "hound" ? joiner : null),
    });
    const inFight: CombatCardState = { ...card, combat: fighting };
    const joined = withDeck.reduce(inFight, { type: "join", actor: "hound" }, user("bob"));
    if (!joined.ok) throw new Error(joined.reason);
    expect(joined.state.combat?.order).toEqual(["xena", "orc"]);
    // A 2 comes after the orc (5♥): this round; an Ace before Xena (K♠), whose turn it is: next round.
    expect(joined.state.odds?.arrivals).toEqual([{ id: "hound", thisRound: 0.5 }]);
    const hound = (card: CombatCardState) =>
      (combatCardContext(card)["combatants"] as { id: string; arrival: unknown }[]).find((row) => row.id === "hound");
    expect(hound(joined.state)?.arrival).toEqual({ id: "hound", thisRound: "50.0%" });
    // The fight ends before it draws: the card still lists it, with nothing left to draw.
    const ended = withDeck.reduce(joined.state, { type: "combat", action: { type: "endCombat" } }, user("gm"));
    if (!ended.ok) throw new Error(ended.reason);
    expect(hound(ended.state)).toMatchObject({ id: "hound", arrival: null });
    const drawFor = { type: "combat", action: { type: "drawArrival", id: "hound" } } as const;
    expect(withDeck.reduce(joined.state, drawFor, user("ann"))).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    const drawing = withDeck.reduce(joined.state, drawFor, user("bob"));
    if (!drawing.ok) throw new Error(drawing.reason);
    expect(drawing.state.combat?.pending).toMatchObject({ kind: "initiative", id: "hound" });
    expect(drawing.state.odds?.arrivals).toEqual([]);
  });
});
