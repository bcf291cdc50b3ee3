/**
 * The combat card's stored odds (withCombatOdds), on a MemoryTable: a stun check's Fate Card
 * redraw and the next attack, each equal to the pure odds of the deck as it lies.
 */
import { describe, expect, it } from "vitest";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import {
  DEFAULT_RULINGS,
  attackOdds,
  combatReducer,
  currentCombatant,
  doaStack,
  newDeckState,
  redrawOdds,
  startCombat,
} from "../../../src/rules/doa/index.ts";
import type { CombatAction, CombatState, CombatantSetup, DeckState } from "../../../src/rules/doa/index.ts";
import { combatCardSteps, migrateCombatCard, withCombatOdds } from "../../../src/rulesets/doa/chat/combat-card.ts";
import { turnLeft } from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatCardState } from "../../../src/rulesets/doa/chat/combat-card.ts";
import { doaTable, drive, ok, place } from "./table-helpers.ts";

const attributes = { AGL: 2, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const xena: CombatantSetup = {
  id: "xena",
  owner: "xena",
  stats: { kind: "dealer", attributes, skills: { brute: 1 }, primarySkill: "brute", primarySuit: "S" },
  vitals: { hp: 7, maxHp: 7, ap: 0 },
};
const orc: CombatantSetup = {
  id: "orc",
  owner: "gm",
  stats: { kind: "bystander", attributes, skills: {} },
  vitals: { hp: 3, maxHp: 3, ap: 0 },
};

const pending = (state: CombatState) => state.check;
const act = (table: MemoryTable, state: CombatState, action: CombatAction) =>
  drive(table, ok(combatReducer(state, action)), pending, (s, checkAction) => combatReducer(s, { type: "check", action: checkAction }));

function card(combat: CombatState): CombatCardState {
  const info = { name: "", userIds: [], weapon: null };
  return {
    actorId: "xena",
    rulings: DEFAULT_RULINGS,
    info: { xena: info, orc: info },
    setup: { decks: combat.decks, combatants: [xena, orc] },
    combat,
    lastCheck: null,
    odds: null,
  };
}

describe("the combat card's odds", () => {
  it("[DOA-03][DOA-16][CORE-05] a stun check offering a redraw stores the redraw's odds and no attack odds; once it is kept, the next attack's odds", async () => {
    // The orc (A♥) hits Xena for 3 with the 2♥; at her turn she draws 9♣ against A♥, DR 3, and holds a joker.
    const table = doaTable(["xena", "gm"], { xena: "2S 9C", gm: "AH 2H" });
    const joker = await place(table, "xena", "JKR", doaStack.hand("xena"));
    const decks: Record<string, DeckState> = { xena: { ...newDeckState("xena"), fateCards: joker }, gm: newDeckState("gm") };
    const readDeck = (owner: string) => ({ deck: table.contents(doaStack.deck(owner)), discards: table.contents(doaStack.discard(owner)) });

    let state = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      combatReducer(s, { type: "check", action: a }),
    );
    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(currentCombatant(state)?.id).toBe("orc");
    state = await act(table, state, { type: "attack", attacker: "orc", target: "xena", damage: 3 });
    state = await act(table, state, { type: "endTurn" });
    expect(state.pending?.kind).toBe("stun");
    expect(state.check?.phase).toBe("deciding");

    const during = withCombatOdds(card(state), { deck: readDeck, gmTable: () => [] }).odds!;
    expect(during.attacks).toEqual([]);
    expect(during.redraw).not.toBeNull();
    expect(during.redraw).toEqual(redrawOdds(state.check!, readDeck("xena").deck, readDeck("xena").discards));

    state = await act(table, state, { type: "check", action: { type: "accept" } });
    expect(state.combatants.find((c) => c.id === "xena")?.conditions.stunned).toBe(true);
    const after = withCombatOdds(card(state), { deck: readDeck, gmTable: () => [] }).odds!;
    expect(after.redraw).toBeNull();
    expect(after.attacks).toEqual([{ target: "orc", odds: attackOdds(state, { attacker: "xena", target: "orc" }, readDeck("xena")) }]);
  });
});

describe("a combat card stored before movement was tracked", () => {
  it("[DOA-14] reads with no movement spent this turn, so the turn keeps its full speed", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS", gm: "2H" });
    const decks: Record<string, DeckState> = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const combat = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      combatReducer(s, { type: "check", action: a }),
    );
    const { moved: _moved, ...older } = combat;
    const read = migrateCombatCard(JSON.parse(JSON.stringify(card(older as CombatState)))) as unknown as CombatCardState;
    expect(read.combat!.moved).toBe(0);
    expect(turnLeft(read.combat!)).toMatchObject({ spaces: 6, speed: 6 });
  });
});

describe("the weapon or power an attack is made with", () => {
  it("[DOA-15] Xena's players pick her dagger: her attack's odds and draw use its Finesse and its damage; a stranger's pick or an arm she lacks is refused", async () => {
    const table = doaTable(["xena", "gm"], { xena: "KS 9C", gm: "2H" });
    const decks: Record<string, DeckState> = { xena: newDeckState("xena"), gm: newDeckState("gm") };
    const combat = await drive(table, ok(startCombat({ decks, combatants: [xena, orc] })), pending, (s, a) =>
      combatReducer(s, { type: "check", action: a }),
    );
    expect(currentCombatant(combat)?.id).toBe("xena");
    const arms = [
      { id: "axe", name: "Axe", damage: 3, damageKind: "physical" as const, skill: "" },
      { id: "dagger", name: "Dagger", damage: 2, damageKind: "poison" as const, skill: "finesse" },
    ];
    const start: CombatCardState = {
      ...card(combat),
      info: { xena: { name: "Xena", userIds: ["ann"], weapon: null, arms }, orc: card(combat).info["orc"]! },
    };
    const readDeck = (owner: string) => ({ deck: table.contents(doaStack.deck(owner)), discards: table.contents(doaStack.discard(owner)) });
    const steps = combatCardSteps({ deck: readDeck, gmTable: () => [] });
    const ann = { userId: "ann", isGM: false, ownsActor: true, owns: (id: string) => id === "xena" };
    const bob = { userId: "bob", isGM: false, ownsActor: false, owns: () => false };

    expect(steps.reduce(start, { type: "wield", id: "xena", arm: "dagger" }, bob)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(steps.reduce(start, { type: "wield", id: "xena", arm: "bow" }, ann)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    const wielding = steps.reduce(start, { type: "wield", id: "xena", arm: "dagger" }, ann);
    if (!wielding.ok) throw new Error(wielding.reason);
    expect(wielding.state.info["xena"]?.wielding).toBe("dagger");
    // Finesse (Agility 2) rather than her Primary Skill, Brute 1.
    expect(wielding.state.odds?.attacks).toEqual([
      { target: "orc", odds: attackOdds(combat, { attacker: "xena", target: "orc", skill: "finesse" }, readDeck("xena")) },
    ]);
    const attacked = steps.reduce(wielding.state, { type: "combat", action: { type: "attack", attacker: "xena", target: "orc" } }, ann);
    if (!attacked.ok) throw new Error(attacked.reason);
    expect(attacked.state.combat?.pending).toMatchObject({ kind: "attack", damage: { points: 2, kind: "poison" } });
    expect(attacked.state.combat?.check?.target?.modifier).toBe(2);
  });
});
