/**
 * Blinded or Deafened in combat [DOA-16, DOA-12]: each turn of the afflicted combatant starts with the
 * contested Intuition check, the afflicted Dealer as the attacker (their initiative card, DR 4 − Gut)
 * and the caster as the target, drawing from its own deck with its Primary Skill modifier.
 */
import { describe, expect, it } from "vitest";
import { isSuitedCard, parseCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import { combatReducer, currentCombatant, startCombat, turnStartOdds } from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import type { Attribute } from "../../../src/rules/doa/stats.ts";
import { combatCardSteps } from "../../../src/rulesets/doa/chat/combat-card.ts";
import type { CombatCardState } from "../../../src/rulesets/doa/chat/combat-card.ts";
import { codes, doaTable, drive, ok } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
// Xena: Gut 1 (Intuition); the witch: a Bystander with Intelligence 2 and Craft 2 as its Primary Skill.
const xena: CombatantSetup = {
  id: "xena",
  owner: "xena",
  stats: { kind: "dealer", attributes: { ...attributes, GUT: 1 }, skills: { brute: 1 }, primarySkill: "brute", primarySuit: "S" },
  vitals: { hp: 7, maxHp: 7, ap: 0 },
};
const witch: CombatantSetup = {
  id: "witch",
  owner: "gm",
  stats: { kind: "bystander", attributes: { ...attributes, INT: 2 }, skills: { craft: 2 }, primarySkill: "craft" },
  vitals: { hp: 3, maxHp: 3, ap: 0 },
};

const pending = (state: CombatState) => state.check;
const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);
const act = (table: MemoryTable, state: CombatState, action: CombatAction) =>
  drive(table, ok(combatReducer(state, action)), pending, (s, a) => feed(s, { type: "check", action: a }));
const xenaOf = (state: CombatState) => state.combatants.find((combatant) => combatant.id === "xena")!;

/** Initiative K♠ Xena, 5♥ the witch; the witch's next card (the sense check's draw) is `witchDraw`. */
async function blindedXena(witchDraw: string, senseOn?: Attribute) {
  const { table, state } = await witchTurn(witchDraw, senseOn);
  return { table, state: await act(table, state, { type: "endTurn" }) };
}

/** The same, at the witch's turn: ending it starts Xena's with the sense check. */
async function witchTurn(witchDraw: string, senseOn?: Attribute) {
  const table = doaTable(["xena", "gm"], { xena: "KS", gm: `5H ${witchDraw}` });
  const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
  let state = await drive(table, ok(startCombat({ decks, combatants: [xena, witch] })), pending, (s, a) =>
    feed(s, { type: "check", action: a }),
  );
  expect(currentCombatant(state)?.id).toBe("xena");
  state = ok(
    combatReducer(state, { type: "setConditions", id: "xena", conditions: { senseBy: "witch", ...(senseOn ? { senseOn } : {}) } }),
  ).state;
  state = await act(table, state, { type: "endTurn" });
  expect(currentCombatant(state)?.id).toBe("witch");
  return { table, state };
}

describe("Blinded/Deafened's start-of-turn check", () => {
  it("[DOA-16] [CORE-05] before the witch's turn ends, the odds of the sense check it starts: as each card the GM's deck can turn up plays out", async () => {
    const { table, state } = await witchTurn("", "INT");
    const cardsOf = (owner: string) => ({ deck: table.contents(doaStack.deck(owner)), discards: table.contents(doaStack.discard(owner)) });
    const odds = turnStartOdds(state, cardsOf);
    expect(odds).toMatchObject({ kind: "sense", id: "witch", target: "xena" });
    const suited = table.contents(doaStack.deck("gm")).filter(isSuitedCard);
    let lost = 0;
    for (const card of suited) {
      if (xenaOf((await blindedXena(codes([card])[0]!, "INT")).state).conditions.senseLost) lost++;
    }
    expect(odds!.odds.success).toBeCloseTo(lost / suited.length, 12);
    expect(lost).toBeGreaterThan(0);
    expect(lost).toBeLessThan(suited.length);
  });

  it('[DOA-16] "Intuition vs. the spell-casting attribute": the caster draws with the attribute the GM named, not its Primary Skill', async () => {
    // The witch's 9 with Intelligence +2 lands on a Jack, within DR 3 of Xena's K♠: the sense is lost.
    expect(xenaOf((await blindedXena("9C", "INT")).state).conditions).toMatchObject({ senseOn: "INT", senseLost: true });
    // Named on Strength (+0), the same 9 is four from the King, beyond DR 3: kept, though Craft +2 would have reached.
    expect(xenaOf((await blindedXena("9C", "STR")).state).conditions.senseLost).toBe(false);
  });

  it("[DOA-16] [DOA-12] runs against the Dealer's initiative card with DR 4 − Intuition; a caster named on an older card draws with its Primary Skill", async () => {
    // The witch's 9 with Craft +2 lands on a Jack: within DR 3 of Xena's K♠ (not of the witch's own 5♥).
    const { table, state } = await blindedXena("9C");
    expect(currentCombatant(state)?.id).toBe("xena");
    // Done at once (the witch holds no Fate Cards), drawn from the GM's deck.
    expect(state.check).toBeNull();
    expect(table.contents(doaStack.discard("gm")).map((card) => card.kind === "suited" && card.rank)).toContain(9);
    expect(xenaOf(state).conditions).toMatchObject({ senseBy: "witch", senseLost: true });
  });

  it("[DOA-16] the caster landing within the DR is the Dealer failing: Lower Hand (3) for actions needing the sense", async () => {
    const { state } = await blindedXena("QH");
    expect(xenaOf(state).conditions.senseLost).toBe(true);
    expect(combatReducer(state, { type: "attack", attacker: "xena", target: "witch", needsSense: true }).ok).toBe(true);
  });

  it("[DOA-16] the caster missing the DR is the Dealer succeeding: the sense is kept this turn", async () => {
    // A 6 with +2 is at best an 8: five from the King, beyond DR 3.
    const { state } = await blindedXena("6C");
    expect(xenaOf(state).conditions.senseLost).toBe(false);
  });

  it("[DOA-16] no caster named, no check", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS", gm: "5H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    let state = await drive(table, ok(startCombat({ decks, combatants: [xena, witch] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    state = await act(table, state, { type: "endTurn" });
    state = await act(table, state, { type: "endTurn" });
    expect(currentCombatant(state)?.id).toBe("xena");
    expect(state.check).toBeNull();
    expect(xenaOf(state).conditions.senseLost).toBeUndefined();
    expect(xenaOf(state).initiative?.kind === "suited" && xenaOf(state).initiative?.rank).toBe(parseCard("KS")?.kind === "suited" ? 13 : 0);
  });

  it("[DOA-16] on the card only the GM names the caster, another combatant; naming no one lifts the effect", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS", gm: "5H" });
    const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const combat = await drive(table, ok(startCombat({ decks, combatants: [xena, witch] })), pending, (s, a) =>
      feed(s, { type: "check", action: a }),
    );
    const info = { name: "", userIds: ["ann"], weapon: null };
    const card: CombatCardState = {
      actorId: "xena",
      rulings: DEFAULT_RULINGS,
      info: { xena: info, witch: { ...info, userIds: [] } },
      setup: { decks, combatants: [xena, witch] },
      combat,
      lastCheck: null,
      odds: null,
    };
    const steps = combatCardSteps();
    const gm = { userId: "gm", isGM: true, ownsActor: true, owns: () => true };
    const ann = { userId: "ann", isGM: false, ownsActor: true, owns: (id: string) => id === "xena" };
    const refused = (reason: string) => ({ ok: false, reason });
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "witch" }, ann)).toEqual(refused("DECKBOUND.Refusal.NotOwner"));
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "xena" }, gm)).toEqual(
      refused("DECKBOUND.DOA.Refusal.UnknownCombatant"),
    );
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "ghost" }, gm)).toEqual(
      refused("DECKBOUND.DOA.Refusal.UnknownCombatant"),
    );
    // The caster comes with its spell-casting attribute, an attribute the GM names [DOA-16].
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "witch" }, gm)).toEqual(
      refused("DECKBOUND.DOA.Refusal.SpellAttribute"),
    );
    const named = steps.reduce(card, { type: "senseBy", id: "xena", caster: "witch", on: "INT" }, gm);
    if (!named.ok) throw new Error(named.reason);
    expect(xenaOf(named.state.combat!).conditions).toMatchObject({ senseBy: "witch", senseOn: "INT" });
    const lifted = steps.reduce(named.state, { type: "senseBy", id: "xena", caster: "" }, gm);
    if (!lifted.ok) throw new Error(lifted.reason);
    expect("senseBy" in xenaOf(lifted.state.combat!).conditions).toBe(false);
    expect("senseOn" in xenaOf(lifted.state.combat!).conditions).toBe(false);
  });
});
