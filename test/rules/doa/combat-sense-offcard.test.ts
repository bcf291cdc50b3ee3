/**
 * Blinded or Deafened by a caster who is not on the combat card [DOA-16, DOA-12]: the GM names any
 * Deck of Adventures character of the world; the card keeps them with their deck, and the afflicted
 * combatant's turns start with the contested Intuition check drawn from that deck.
 */
import { describe, expect, it } from "vitest";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import { combatReducer, currentCombatant, startCombat, withCaster } from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import { combatCardSteps, migrateCombatCard } from "../../../src/rulesets/doa/chat/combat-card.ts";
import type { CombatCardState, OffCardCharacter } from "../../../src/rulesets/doa/chat/combat-card.ts";
import { doaTable, drive, ok } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
// Xena (Gut 1) fights a guard; the witch, Bob's Companion casting with Craft 2, stays off the card.
const xena: CombatantSetup = {
  id: "xena",
  owner: "xena",
  stats: { kind: "dealer", attributes: { ...attributes, GUT: 1 }, skills: { brute: 1 }, primarySkill: "brute", primarySuit: "S" },
  vitals: { hp: 7, maxHp: 7, ap: 0 },
};
const guard: CombatantSetup = {
  id: "guard",
  owner: "gm",
  stats: { kind: "bystander", attributes, skills: { brute: 1 }, primarySkill: "brute" },
  vitals: { hp: 3, maxHp: 3, ap: 0 },
};
const witch: CombatantSetup = {
  id: "witch",
  owner: "bob",
  stats: { kind: "companion", attributes, skills: { craft: 2 }, primarySkill: "craft" },
  vitals: { hp: 3, maxHp: 3, ap: 0 },
};
const offCard: OffCardCharacter = {
  setup: witch,
  info: { name: "The Witch", userIds: ["bob"], weapon: null, arms: [], wielding: "" },
  deck: newDeckState("bob"),
};

const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);
const act = (table: MemoryTable, state: CombatState, action: CombatAction) =>
  drive(
    table,
    ok(combatReducer(state, action)),
    (s) => s.check,
    (s, a) => feed(s, { type: "check", action: a }),
  );
const xenaOf = (state: CombatState) => state.combatants.find((combatant) => combatant.id === "xena")!;

/** Initiative K♠ Xena, 5♥ the guard; Bob's deck starts with `witchDraw`. */
async function fight(witchDraw: string) {
  const table = doaTable(["xena", "gm", "bob"], { xena: "KS", gm: "5H", bob: witchDraw });
  const decks = { xena: newDeckState("xena"), gm: newDeckState("gm") };
  const state = await drive(
    table,
    ok(startCombat({ decks, combatants: [xena, guard] })),
    (s) => s.check,
    (s, a) => feed(s, { type: "check", action: a }),
  );
  return { table, state, decks };
}

describe("Blinded/Deafened by a caster off the combat card", () => {
  it("[DOA-16] [DOA-12] the caster's own deck draws the start-of-turn check with its Primary Skill", async () => {
    const { table, state: start } = await fight("QH");
    const kept = withCaster(start, witch, newDeckState("bob"));
    if ("ok" in kept) throw new Error(kept.reason);
    expect(Object.keys(kept.decks).sort()).toEqual(["bob", "gm", "xena"]);
    let state = ok(combatReducer(kept, { type: "setConditions", id: "xena", conditions: { senseBy: "witch" } })).state;
    state = await act(table, state, { type: "endTurn" });
    state = await act(table, state, { type: "endTurn" });
    expect(currentCombatant(state)?.id).toBe("xena");
    // The witch's Q with Craft +2 lands within DR 3 of Xena's K♠: the sense is lost; drawn from Bob's deck, not the GM's.
    expect(table.contents(doaStack.discard("bob")).map((card) => card.kind === "suited" && card.rank)).toContain(12);
    expect(xenaOf(state).conditions).toMatchObject({ senseBy: "witch", senseLost: true });
  });

  it("[DOA-16] a combatant cannot be kept as an off-card caster; a deck of another owner is refused", async () => {
    const { state } = await fight("QH");
    expect(withCaster(state, guard, newDeckState("gm"))).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.UnknownCombatant" });
    expect(withCaster(state, witch, newDeckState("ann"))).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.UnknownCombatant" });
  });

  it("[DOA-16] on the card the GM names a world character as the caster, read on the GM's client; an unknown one changes nothing", async () => {
    const { state: combat, decks } = await fight("QH");
    const info = { name: "", userIds: ["ann"], weapon: null };
    const card: CombatCardState = {
      actorId: "xena",
      rulings: DEFAULT_RULINGS,
      info: { xena: info, guard: { ...info, userIds: [] } },
      setup: { decks, combatants: [xena, guard] },
      combat,
      lastCheck: null,
      odds: null,
    };
    const steps = combatCardSteps({
      deck: () => ({ deck: [], discards: [] }),
      gmTable: () => [],
      caster: (id) => (id === "witch" ? offCard : null),
    });
    const gm = { userId: "gm", isGM: true, ownsActor: true, owns: () => true };
    const ann = { userId: "ann", isGM: false, ownsActor: true, owns: (id: string) => id === "xena" };
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "witch" }, ann)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(steps.reduce(card, { type: "senseBy", id: "xena", caster: "ghost" }, gm)).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.UnknownCombatant",
    });
    // A request cannot bring its own facts: only what the GM's client read counts.
    const forged = { ...offCard, setup: { ...witch, id: "ghost" } };
    expect(combatCardSteps().reduce(card, { type: "senseBy", id: "xena", caster: "ghost", offCard: forged }, gm)).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.UnknownCombatant",
    });
    // Named with the spell-casting attribute the GM gives it (combat-sense.test.ts).
    const named = steps.reduce(card, { type: "senseBy", id: "xena", caster: "witch", on: "INT" }, gm);
    if (!named.ok) throw new Error(named.reason);
    expect(xenaOf(named.state.combat!).conditions.senseBy).toBe("witch");
    expect(named.state.combat!.casters).toEqual([witch]);
    expect(named.state.info["witch"]?.name).toBe("The Witch");
    expect(named.state.combat!.decks["bob"]).toEqual(newDeckState("bob"));
  });

  it("[DOA-16] a combat card stored before off-card casters reads as having none", () => {
    const migrated = migrateCombatCard({ combat: { combatants: [], pending: null } }) as { combat: { casters: unknown } };
    expect(migrated.combat.casters).toEqual([]);
  });
});
