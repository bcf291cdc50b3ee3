/**
 * Armour with a special effect [DOA-18]: "some armor has special effects, like … requiring hits to
 * color-match". While it has AP, an attack on its wearer lands only with a Critical, Suited or
 * Color Success; the odds on the card count those alone.
 */
import { describe, expect, it } from "vitest";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { DEGREES } from "../../../src/rules/doa/checks.ts";
import type { Degree } from "../../../src/rules/doa/checks.ts";
import { armorTurnsAside, landingOdds } from "../../../src/rules/doa/damage.ts";
import { newDeckState } from "../../../src/rules/doa/decks.ts";
import { attackOdds, combatReducer, startCombat } from "../../../src/rules/doa/procedures/combat.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { doaStack } from "../../../src/rules/doa/decks.ts";
import { doaTable, drive, ok } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const xena: CombatantSetup = {
  id: "xena",
  owner: "xena",
  stats: { kind: "dealer", attributes: { ...attributes, AGL: 2 }, skills: { brute: 1 }, primarySkill: "brute" },
  vitals: { hp: 7, maxHp: 7, ap: 0 },
};
const knight: CombatantSetup = {
  id: "knight",
  owner: "gm",
  stats: { kind: "bystander", attributes, skills: {}, armor: { ap: 2, ac: 3, effect: "colorMatch" } },
  vitals: { hp: 3, maxHp: 3, ap: 2 },
};

const colorMatch = { ap: 2, effect: "colorMatch" } as const;
const pending = (state: CombatState) => state.check;
const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);
const act = (table: MemoryTable, state: CombatState, action: CombatAction) =>
  drive(table, ok(combatReducer(state, action)), pending, (s, a) => feed(s, { type: "check", action: a }));

/** Xena draws K♠ (first, TC black), the knight 5♥; Xena's deck then lies as `xenaDeck`. */
async function fight(xenaDeck: string) {
  const table = doaTable(["xena", "gm"], { xena: `KS ${xenaDeck}`, gm: "5H" });
  const state = await drive(
    table,
    ok(startCombat({ decks: { xena: newDeckState("xena"), gm: newDeckState("gm") }, combatants: [xena, knight] })),
    pending,
    (s, a) => feed(s, { type: "check", action: a }),
  );
  const rest = table.contents(doaStack.deck("xena")).slice(xenaDeck.split(" ").length);
  await table.move(rest, doaStack.deck("xena"), doaStack.discard("xena"));
  const cards = () => ({ deck: table.contents(doaStack.deck("xena")), discards: table.contents(doaStack.discard("xena")) });
  return { table, state, cards };
}

describe("armour special effects", () => {
  it("[DOA-18] colour-matching armour turns aside a Major Success or a plain Success, not a Critical, Suited or Color Success; without AP, or without the effect, nothing is turned aside", () => {
    const turned = (armor: Parameters<typeof armorTurnsAside>[0]) => DEGREES.filter((degree) => armorTurnsAside(armor, degree));
    expect(turned(colorMatch)).toEqual(["major", "success"]);
    expect(turned({ ...colorMatch, ap: 0 })).toEqual([]);
    expect(turned({ ap: 2, effect: "none" })).toEqual([]);
    expect(turned(null)).toEqual([]);
    const even = Object.fromEntries(DEGREES.map((degree) => [degree, 1 / 8])) as Record<Degree, number>;
    expect(landingOdds(colorMatch, even)).toBeCloseTo(3 / 8, 12);
    expect(landingOdds(null, even)).toBeCloseTo(5 / 8, 12);
  });

  it("[DOA-18][CORE-05] Xena (TC K♠) attacks the knight in colour-matching armour: the odds count black hits only; K♥ is a Major Success turned aside; the second action (Lower Hand) keeps J♣, a Color Success that lands", async () => {
    // DR = AC 3, modifier 1 (Brute): K ± 4 is in range. Deck: K♥ (red, on value), Q♣, J♣ (black), 2♦ (red).
    const { table, state: start, cards } = await fight("KH QC JC 2D");
    const odds = attackOdds(start, { attacker: "xena", target: "knight" }, cards())!;
    expect(odds.success).toBeCloseTo(2 / 4, 12);
    expect(odds.degrees.major + odds.degrees.success).toBeCloseTo(2 / 4, 12);
    let state = await act(table, start, { type: "attack", attacker: "xena", target: "knight" });
    expect(state.lastAttack).toMatchObject({ hit: false, report: { degree: "major" }, taken: { hp: 0, ap: 0 } });
    expect(state.combatants.find((c) => c.id === "knight")?.vitals).toEqual(knight.vitals);
    state = await act(table, state, { type: "attack", attacker: "xena", target: "knight" });
    expect(state.lastAttack).toMatchObject({ hit: true, report: { degree: "colorSuccess" }, taken: { ap: 1, hp: 0 } });
  });
});
