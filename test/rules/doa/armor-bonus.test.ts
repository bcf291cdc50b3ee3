/**
 * Armour that grants a bonus to certain checks [DOA-18]: "some armor has special effects, like granting
 * bonuses to certain checks". +1 to +3 on one attribute or skill, only while the armour is worn and has
 * AP (Deckbound's ruling); the check card's modifier, odds and breakdown include it.
 */
import { describe, expect, it } from "vitest";
import { parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { DEFAULT_RULINGS, checkOdds, newDeckState } from "../../../src/rules/doa/index.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { armorBonus, armorBonusRefusal, checkModifier } from "../../../src/rules/doa/stats.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";
import { statsForCard, statsOf } from "../../../src/rulesets/doa/models/character.ts";
import type { StoredCharacter } from "../../../src/rulesets/doa/models/character.ts";
import { checkCardContext, startCheckCard } from "../../../src/rulesets/doa/chat/check-card.ts";

const attributes = { AGL: 2, CON: 0, GUT: 1, INT: 0, STR: 0, VIT: 0 };
const wearer = (ap: number, amount = 2): CharacterStats => ({
  kind: "dealer",
  attributes,
  skills: { stealth: 1 },
  armor: { ap, ac: 5, bonus: { on: "stealth", amount } },
});

describe("armour's bonus to checks [DOA-18]", () => {
  it("[DOA-18] adds its bonus to checks of the chosen skill only, and only while the armour has AP", () => {
    const rulings = { ...DEFAULT_RULINGS, attributeAddsToSkills: false };
    expect(armorBonus(wearer(2), "stealth")).toBe(2);
    expect(checkModifier(wearer(2), "stealth", rulings)).toBe(3);
    expect(checkModifier(wearer(2), "athletics", rulings)).toBe(0);
    expect(checkModifier(wearer(2), "AGL", rulings)).toBe(2);
    expect(checkModifier(wearer(0), "stealth", rulings)).toBe(1);
    const onAttribute: CharacterStats = { ...wearer(1), armor: { ap: 1, ac: 5, bonus: { on: "GUT", amount: 3 } } };
    expect(checkModifier(onAttribute, "GUT")).toBe(4);
    expect(checkModifier(onAttribute, "detection")).toBe(1);
  });

  it("[DOA-18] refuses a bonus that is not a whole number from 1 to 3, and such a bonus adds nothing", () => {
    expect(armorBonusRefusal(1)).toBeNull();
    expect(armorBonusRefusal(3)).toBeNull();
    for (const bad of [0, 4, 1.5, -1, Number.NaN]) expect(armorBonusRefusal(bad)).toEqual({ ok: false, reason: REFUSAL.BadArmorBonus });
    expect(armorBonus(wearer(2, 4), "stealth")).toBe(0);
  });

  it("[DOA-18] reads the bonus from the worn armour item, and a card's stored stats keep it", () => {
    const stored: StoredCharacter = {
      attributes,
      skills: { stealth: 1 },
      primarySkill: "finesse",
      primarySuit: "S",
      hp: { value: 7 },
      ap: { value: 2 },
      baseSpeed: 6,
    };
    const stats = statsOf("dealer", stored, { ac: 5, strengthRequirement: 0, bonusOn: "stealth", bonusAmount: 2 });
    expect(stats.armor?.bonus).toEqual({ on: "stealth", amount: 2 });
    expect(statsForCard(stats).armor?.bonus).toEqual({ on: "stealth", amount: 2 });
    expect(statsOf("dealer", stored, { ac: 5, strengthRequirement: 0, bonusOn: "", bonusAmount: 2 }).armor?.bonus).toBeUndefined();
    expect(statsOf("dealer", stored, { ac: 5, strengthRequirement: 0, bonusOn: "juggling", bonusAmount: 2 }).armor?.bonus).toBeUndefined();
    expect(statsForCard(statsOf("dealer", stored, { ac: 5, strengthRequirement: 0 })).armor?.bonus).toBeNull();
  });

  it("[DOA-08][DOA-18] a check card's modifier and odds include the armour's bonus, and its breakdown names it", () => {
    const deckCards = parseCards("2C 3D 8S 9H KC AD", "x");
    const gathered = (stats: CharacterStats) => ({
      request: { on: "stealth", tc: "8C", dr: 1 },
      actorName: "Xena",
      setup: { deck: newDeckState("x"), kind: "dealer" as const },
      stats,
      userIds: ["u1"],
      rulings: DEFAULT_RULINGS,
      tableCards: parseCards("8C", "gm"),
      deckCards,
      discards: [],
    });
    const started = startCheckCard("x", gathered(wearer(2)));
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    // Stealth 1 + Agility 2 + armour 2.
    const target = { tc: parseCard("8C", "gm") as SuitedCard, dr: 1, modifier: 5 };
    expect(started.state.setup.target).toEqual(target);
    expect(started.state.setup.armorBonus).toBe(2);
    expect(started.state.odds).toEqual(checkOdds(deckCards, target));
    expect(checkCardContext(started.state)).toMatchObject({ modifier: "5", armorBonus: 2 });
    const spent = startCheckCard("x", gathered(wearer(0)));
    if (!spent.ok) throw new Error("refused");
    expect(spent.state.setup.target.modifier).toBe(3);
    expect(checkCardContext(spent.state)).toMatchObject({ modifier: "3", armorBonus: 0 });
  });
});
