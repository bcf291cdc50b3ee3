import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, isFateCard, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import {
  abandonCombat,
  combatReducer,
  combatantArmorClass,
  currentCombatant,
  initiativeOrder,
  startCombat,
  turnStartOdds,
} from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatAction, CombatState, Combatant, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";
import { codes, doaTable, drive, expectConserved, ok, place } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };

const xenaStats: CharacterStats = {
  kind: "dealer",
  attributes: { ...attributes, AGL: 2, STR: 1 },
  skills: { brute: 1 },
  primarySkill: "brute",
  primarySuit: "S",
  armor: { ap: 2, ac: 3 },
};
const orcStats: CharacterStats = { kind: "bystander", attributes: { ...attributes, AGL: 2 }, skills: {}, armor: { ap: 1, ac: 3 } };

const xena: CombatantSetup = { id: "xena", owner: "xena", stats: xenaStats, vitals: { hp: 7, maxHp: 7, ap: 2 } };
const orc: CombatantSetup = { id: "orc", owner: "gm", stats: orcStats, vitals: { hp: 3, maxHp: 3, ap: 1 } };

const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);
const pending = (state: CombatState) => state.check;

async function act(table: MemoryTable, state: CombatState, action: CombatAction): Promise<CombatState> {
  return drive(table, ok(combatReducer(state, action)), pending, (s, checkAction) => feed(s, { type: "check", action: checkAction }));
}

function who(state: CombatState, id: string): Combatant {
  return state.combatants.find((combatant) => combatant.id === id)!;
}

/** The orc draws 5♥ for initiative; Xena, holding a joker, draws A♠ and may redraw it: her check waits, deciding. */
async function xenaDecidesOnAnAce(): Promise<{ table: MemoryTable; state: CombatState }> {
  const table = doaTable(["xena", "gm"], { xena: "AS 7H", gm: "5H 5D" });
  const fate = await place(table, "xena", "JKR", doaStack.hand("xena"));
  const decks: Record<string, DeckState> = { xena: { ...newDeckState("xena"), fateCards: fate }, gm: newDeckState("gm") };
  const state = await drive(table, ok(startCombat({ decks, combatants: [orc, xena] })), pending, (s, a) =>
    feed(s, { type: "check", action: a }),
  );
  return { table, state };
}

describe("a combat round on a MemoryTable", () => {
  it("[DOA-13][DOA-14][DOA-15][DOA-17][DOA-03][DOA-04] initiative, attack to AP then HP, a Fate redraw, a Lower Hand second action, psychic damage, Toughening Up with two Fate Cards in one round", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS 7H QS KC 7C", gm: "5H 5D" });
    const fate = await place(table, "xena", "AH JKR", doaStack.hand("xena"));
    const decks: Record<string, DeckState> = { xena: { ...newDeckState("xena"), fateCards: fate, fateTokens: 1 }, gm: newDeckState("gm") };

    // Initiative [DOA-13]: each draws a card face up; K before 5.
    let state = await drive(table, ok(startCombat({ decks, combatants: [orc, xena] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    // Xena holds Fate Cards, so she may redraw any draw, her initiative card included: she keeps it.
    expect(state.check?.phase).toBe("deciding");
    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(state.phase).toBe("turns");
    expect(who(state, "xena").initiative).toEqual(parseCard("KS", "xena"));
    expect(who(state, "orc").initiative).toEqual(parseCard("5H", "gm"));
    expect(state.order).toEqual(["xena", "orc"]);
    expect(codes(table.contents(doaStack.table("xena")))).toEqual(["KS"]);

    // First action [DOA-15]: TC K♠ (her initiative), DR = orc's armoured AC 3, Brute +2. 7♥ misses...
    state = await act(table, state, { type: "attack", attacker: "xena", target: "orc", damage: 2 });
    expect(state.check?.result?.card).toEqual(parseCard("7H", "xena"));
    expect(state.check?.result?.degree).toBe("fail");
    expect(state.check?.target?.dr).toBe(3);
    // ... so she spends the A♥ to redraw [DOA-03]: Q♠ hits.
    state = await act(table, state, { type: "check", action: { type: "redraw", spend: fate[0]! } });
    expect(state.lastAttack?.hit).toBe(true);
    expect(state.lastAttack?.report?.degree).toBe("suitedSuccess");
    // 2 physical damage: 1 AP, then 1 HP [DOA-17].
    expect(state.lastAttack?.taken).toEqual({ ap: 1, hp: 1 });
    expect(who(state, "orc").vitals).toEqual({ hp: 2, maxHp: 3, ap: 0 });
    expect(combatantArmorClass(who(state, "orc"))).toBe(3); // unarmoured now: 4 − ⌊2/2⌋
    expect(codes(table.contents(doaStack.discard("xena")).filter(isFateCard))).toEqual(["AH"]);

    // Second action with Lower Hand [DOA-14]: K♣ and 7♣ drawn, the furthest (7♣) kept: a miss.
    state = await act(table, state, { type: "attack", attacker: "xena", target: "orc", damage: 2 });
    expect(state.check?.drawn.map((card) => codes([card])[0])).toEqual(["KC", "7C"]);
    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(state.check).toBeNull();
    expect(state.lastAttack?.report?.card).toEqual(parseCard("7C", "xena"));
    expect(state.lastAttack?.hit).toBe(false);
    expect(who(state, "orc").vitals.hp).toBe(2);
    expect(combatReducer(state, { type: "useAction", id: "xena" })).toEqual({ ok: false, reason: REFUSAL.NoActionsLeft });

    // The orc's turn: psychic damage bypasses Xena's AP [DOA-17].
    state = await act(table, state, { type: "endTurn" });
    expect(currentCombatant(state)?.id).toBe("orc");
    expect(combatReducer(state, { type: "attack", attacker: "xena", target: "orc" })).toEqual({ ok: false, reason: REFUSAL.NotYourTurn });
    state = await act(table, state, { type: "attack", attacker: "orc", target: "xena", damage: 2, damageKind: "psychic" });
    expect(state.lastAttack?.report?.degree).toBe("major");
    expect(who(state, "xena").vitals).toEqual({ hp: 5, maxHp: 7, ap: 2 });

    // Toughening Up [DOA-04]: one Fate Card ignores one point; "damage equal to the number of Fate
    // Cards used", so a second in the same round ignores a second point. A world reading Toughening
    // Up as the combat cap refuses the second.
    state = await act(table, state, { type: "toughenUp", id: "xena", spend: fate[1]! });
    expect(who(state, "xena").vitals.hp).toBe(6);
    expect(
      combatReducer(state, { type: "toughenUp", id: "xena", spend: "token" }, { ...DEFAULT_RULINGS, fateDamageOncePerRound: true }),
    ).toEqual({
      ok: false,
      reason: REFUSAL.ToughenedThisRound,
    });
    state = await act(table, state, { type: "toughenUp", id: "xena", spend: "token" });
    expect(who(state, "xena").vitals.hp).toBe(7);
    expect(state.decks.xena?.fateTokens).toBe(0);
    // Never more Fate Cards than points of damage.
    expect(combatReducer(state, { type: "toughenUp", id: "xena", spend: fate[0]! })).toEqual({
      ok: false,
      reason: REFUSAL.NoDamageToIgnore,
    });
    expect(combatReducer(state, { type: "toughenUp", id: "orc", spend: "token" })).toEqual({
      ok: false,
      reason: REFUSAL.CannotUseFateCards,
    });

    state = await act(table, state, { type: "endTurn" });
    expect(state.round).toBe(2);
    state = await act(table, state, { type: "endCombat" });
    expect(state.phase).toBe("ended");
    expect(table.contents(doaStack.table("xena"))).toEqual([]);
    expect(table.contents(doaStack.table("gm"))).toEqual([]);
    expect(codes(table.contents(doaStack.discard("xena")).filter(isFateCard)).sort()).toEqual(["AH", "JKR"]);
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-13][DOA-02][CORE-03] a combat whose card is deleted while Xena decides on her initiative Ace: the orc's initiative card goes to the discard pile, her Ace to her hand as a Fate Card, and nothing else is played", async () => {
    const { table, state } = await xenaDecidesOnAnAce();
    expect(who(state, "orc").initiative).toEqual(parseCard("5H", "gm"));
    expect(state.check?.phase).toBe("deciding");
    expect(codes(table.contents(doaStack.table("xena")))).toEqual(["AS"]);

    const abandoned = abandonCombat(state);
    expect(abandoned.state.phase).toBe("ended");
    expect(abandoned.state.check).toBeNull();
    await applyEffects(table, abandoned.effects);
    expect(table.contents(doaStack.table("xena"))).toEqual([]);
    expect(table.contents(doaStack.table("gm"))).toEqual([]);
    expect(codes(table.contents(doaStack.discard("gm")))).toEqual(["5H"]);
    expect(codes(table.contents(doaStack.hand("xena"))).sort()).toEqual(["AS", "JKR"]);
    expect(codes(abandoned.state.decks.xena!.fateCards).sort()).toEqual(["AS", "JKR"]);
    expectConserved(table, ["xena", "gm"]);
    expect(abandonCombat(abandoned.state)).toEqual({ ok: true, state: abandoned.state, effects: [] });
  });

  it("[DOA-05][DOA-06] the deck counters set outside the card (a Fate token awarded on the sheet) are taken by the fight, and by Xena's running check; bad counts are refused", async () => {
    const { state } = await xenaDecidesOnAnAce();
    expect(state.check?.deck.owner).toBe("xena");
    const set = ok(combatReducer(state, { type: "setDeckCounters", owner: "xena", fateTokens: 2, exhaustions: 1 })).state;
    expect(set.decks.xena).toMatchObject({ fateTokens: 2, exhaustions: 1 });
    expect(set.check?.deck).toMatchObject({ fateTokens: 2, exhaustions: 1 });
    expect(set.decks.gm).toEqual(state.decks.gm);
    expect(combatReducer(state, { type: "setDeckCounters", owner: "xena", fateTokens: -1, exhaustions: 0 })).toEqual({
      ok: false,
      reason: REFUSAL.BadNumber,
    });
    expect(combatReducer(state, { type: "setDeckCounters", owner: "nobody", fateTokens: 1, exhaustions: 0 })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
  });

  const withCard = (setup: CombatantSetup, code: string): Combatant => ({
    ...setup,
    initiative: parseCard(code, setup.owner) as SuitedCard,
    conditions: {},
    recentDamage: { hp: 0, ap: 0 },
    lastAttackerTc: null,
    toughenedRound: 0,
    outnumberedBy: 0,
    knockedOutRound: 0,
  });

  it("[DOA-13] turn order is A first, then K, Q … 2; ties go to the higher Agility modifier", () => {
    const quick = { ...orc, id: "quick", stats: { ...orcStats, attributes: { ...attributes, AGL: 3 } } };
    const order = initiativeOrder([
      withCard(orc, "2C"),
      withCard(xena, "AD"),
      withCard({ ...orc, id: "slow" }, "9H"),
      withCard(quick, "9S"),
    ]);
    expect(order).toEqual(["xena", "quick", "slow", "orc"]);
  });

  it("[DOA-13] tied players may choose their order before anyone acts; untied ones may not", async () => {
    const table = doaTable(["xena", "gm"], { xena: "9S", gm: "9H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const state = await drive(table, ok(startCombat({ decks, combatants: [orc, xena] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    expect(state.order).toEqual(["orc", "xena"]); // equal Agility: listing order
    const swapped = ok(combatReducer(state, { type: "tieOrder", order: ["xena", "orc"] }));
    expect(swapped.state.order).toEqual(["xena", "orc"]);
    expect(combatReducer(state, { type: "tieOrder", order: ["xena"] })).toEqual({ ok: false, reason: REFUSAL.NotTied });
  });

  it("[DOA-17] damage beyond the health pool knocks out; the Knocked Out's turns are skipped", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS KD", gm: "5H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    let state = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    state = await act(table, state, { type: "attack", attacker: "xena", target: "orc", damage: 5 });
    expect(state.lastAttack?.knockedOut).toBe(true);
    expect(who(state, "orc").vitals).toEqual({ hp: -1, maxHp: 3, ap: 0 });
    state = await act(table, state, { type: "endTurn" });
    expect(currentCombatant(state)?.id).toBe("xena");
    expect(state.round).toBe(2);
  });

  it("[DOA-16] Stunned: 3 damage in a round makes a Dealer check DR 3 Conviction vs the last attacker's TC; a miss leaves one action", async () => {
    // Orc (A♥) hits Xena for 3; at her turn she draws 9C against TC A♥, DR 3: out → stunned.
    const table = doaTable(["xena", "gm"], { xena: "2S 9C", gm: "AH 2H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const bareXena = { ...xena, vitals: { hp: 7, maxHp: 7, ap: 0 }, stats: { ...xenaStats, armor: undefined } };
    let state = await drive(table, ok(startCombat({ decks, combatants: [bareXena, orc] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    expect(currentCombatant(state)?.id).toBe("orc");
    state = await act(table, state, { type: "attack", attacker: "orc", target: "xena", damage: 3 });
    expect(state.lastAttack?.hit).toBe(true);
    state = await act(table, state, { type: "endTurn" });
    expect(currentCombatant(state)?.id).toBe("xena");
    expect(who(state, "xena").conditions.stunned).toBe(true);
    state = await act(table, state, { type: "useAction", id: "xena" });
    expect(combatReducer(state, { type: "useAction", id: "xena" })).toEqual({ ok: false, reason: REFUSAL.NoActionsLeft });
    expectConserved(table, ["xena", "gm"]);
  });

  it("[DOA-16] [CORE-05] before the Orc's turn ends, the odds of the Stun check it starts for Xena: as each card her deck can turn up plays out", async () => {
    const bareXena = { ...xena, vitals: { hp: 7, maxHp: 7, ap: 0 }, stats: { ...xenaStats, armor: undefined } };
    // Orc (A♥) hits Xena for 3; her deck turns up `next` for the Stun check once the Orc's turn ends.
    const orcHitXena = async (next = "") => {
      const table = doaTable(["xena", "gm"], { xena: `2S ${next}`, gm: "AH 2H" });
      const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
      let state = await drive(table, ok(startCombat({ decks, combatants: [bareXena, orc] })), pending, (s, a) =>
        feed(s, { type: "check", action: a }),
      );
      state = await act(table, state, { type: "attack", attacker: "orc", target: "xena", damage: 3 });
      return { table, state };
    };
    const { table, state } = await orcHitXena();
    const cardsOf = (owner: string) => ({ deck: table.contents(doaStack.deck(owner)), discards: table.contents(doaStack.discard(owner)) });
    const odds = turnStartOdds(state, cardsOf);
    expect(odds).toMatchObject({ kind: "stun", id: "xena", target: null });
    const suited = table.contents(doaStack.deck("xena")).filter((card): card is SuitedCard => card.kind === "suited");
    let shaken = 0;
    for (const card of suited) {
      const played = await orcHitXena(codes([card])[0]);
      const ended = await act(played.table, played.state, { type: "endTurn" });
      if (!who(ended, "xena").conditions.stunned) shaken++;
    }
    expect(odds!.odds.success).toBeCloseTo(shaken / suited.length, 12);
    expect(shaken).toBeGreaterThan(0);
    expect(shaken).toBeLessThan(suited.length);
    // Xena's own turn begins with no check: none to show.
    expect(turnStartOdds(await act(table, state, { type: "endTurn" }), cardsOf)).toBeNull();
  });

  it("[DOA-16] Entangled: an action spent on a DR 3 Strength check frees the Dealer on a success", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS 8D", gm: "5H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    let state = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    state = await act(table, state, { type: "setConditions", id: "xena", conditions: { entangled: true } });
    state = await act(table, state, { type: "breakFree", id: "xena", tc: parseCard("6C", "gm") as SuitedCard });
    expect(who(state, "xena").conditions.entangled).toBe(false);
    expect(state.actionsUsed).toBe(1);
  });

  it("[DOA-16] Outnumbered: each additional Dealer attacking the same target adds +1 to the attack", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS", gm: "5H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const state = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    const started = ok(combatReducer(state, { type: "attack", attacker: "xena", target: "orc", dealersAdjacent: 3 }));
    expect(started.state.check?.target?.modifier).toBe(2 + 2);
  });

  it("[DOA-13] combat needs distinct combatants whose decks are known", () => {
    expect(startCombat({ decks: { xena: newDeckState("xena") }, combatants: [xena, orc] })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
    expect(startCombat({ decks: { xena: newDeckState("xena") }, combatants: [xena, xena] })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
  });
});
