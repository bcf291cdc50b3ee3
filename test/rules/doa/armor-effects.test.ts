/**
 * Armour with a special effect [DOA-18]: "some armor has special effects, like … requiring hits to
 * color-match". While it has AP, an attack on its wearer lands only with a card of the TC's colour
 * (a Critical, Suited or Color Success, or a Major Success of that colour); the odds count those alone.
 */
import { describe, expect, it } from "vitest";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { DEGREES, evaluateCard } from "../../../src/rules/doa/checks.ts";
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
  it("[DOA-18] colour-matching armour turns aside a success of the other colour — a plain Success, or a Major Success of the other colour — and lets a Major of the TC's colour land; without AP, or without the effect, nothing is turned aside", () => {
    const tc = parseCard("KS", "gm") as SuitedCard;
    const report = (code: string) => evaluateCard(parseCard(code, "xena") as SuitedCard, { tc, dr: 3, modifier: 1 });
    const drawn = ["KS", "KC", "KH", "JC", "JH", "5H"];
    const turned = (armor: Parameters<typeof armorTurnsAside>[0]) => drawn.filter((code) => armorTurnsAside(armor, report(code), tc));
    expect(drawn.map((code) => report(code).degree)).toEqual(["critical", "major", "major", "colorSuccess", "success", "fail"]);
    expect(turned(colorMatch)).toEqual(["KH", "JH"]);
    expect(turned({ ...colorMatch, ap: 0 })).toEqual([]);
    expect(turned({ ap: 2, effect: "none" })).toEqual([]);
    expect(turned(null)).toEqual([]);
    const even = Object.fromEntries(DEGREES.map((degree) => [degree, 1 / 8])) as Record<Degree, number>;
    const odds = { degrees: even, success: 5 / 8, colorMatched: 3 / 8 };
    expect(landingOdds(colorMatch, odds)).toBe(3 / 8);
    expect(landingOdds(null, odds)).toBe(5 / 8);
  });

  it("[DOA-18][CORE-05] Xena (TC K♠) draws K♣ against the knight in colour-matching armour: a Major Success of the TC's colour lands, and the odds count it", async () => {
    // DR = AC 3, modifier 1 (Brute): every card of the deck is in range; only K♣ is black.
    const { table, state: start, cards } = await fight("KC QH 2D 3D");
    const odds = attackOdds(start, { attacker: "xena", target: "knight" }, cards())!;
    expect(odds.degrees.major).toBeCloseTo(1 / 4, 12);
    expect(odds.success).toBeCloseTo(1 / 4, 12);
    const state = await act(table, start, { type: "attack", attacker: "xena", target: "knight" });
    expect(state.lastAttack).toMatchObject({ hit: true, report: { degree: "major" }, taken: { ap: 1, hp: 0 } });
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
