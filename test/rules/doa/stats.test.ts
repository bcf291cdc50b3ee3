import { describe, expect, it } from "vitest";
import { attributeCost, buildCost, skillCost } from "../../../src/rules/doa/creation.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { DEFAULT_CREATION_COSTS, DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import {
  ATTRIBUTES,
  SKILL_ATTRIBUTE,
  armorClass,
  bystanderHealthRefusal,
  canUseFateCards,
  checkModifier,
  companionMaxHealth,
  dealerMaxHealth,
  healthAfterMaxChange,
  hasPrimarySuit,
  primarySkillModifier,
  speed,
} from "../../../src/rules/doa/stats.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const dealer = (patch: Partial<CharacterStats> = {}): CharacterStats => ({ kind: "dealer", attributes, skills: {}, ...patch });

describe("characters", () => {
  it("[DOA-07] six attributes, each with its skills as the source lists them", () => {
    expect(ATTRIBUTES).toEqual(["AGL", "CON", "GUT", "INT", "STR", "VIT"]);
    expect(SKILL_ATTRIBUTE).toEqual({
      finesse: "AGL",
      stealth: "AGL",
      bluffing: "CON",
      performance: "CON",
      detection: "GUT",
      craft: "GUT",
      knowledge: "INT",
      investigation: "INT",
      athletics: "STR",
      brute: "STR",
    });
  });

  it("[DOA-07] a skill starts unskilled at 0; by default its attribute adds to it", () => {
    const stats = dealer({ attributes: { ...attributes, STR: 2 }, skills: { athletics: 1 } });
    expect(checkModifier(stats, "athletics")).toBe(3);
    expect(checkModifier(stats, "brute")).toBe(2);
    expect(checkModifier(stats, "STR")).toBe(2);
    expect(checkModifier(stats, "stealth")).toBe(0);
    expect(checkModifier(stats, "athletics", { ...DEFAULT_RULINGS, attributeAddsToSkills: false })).toBe(1);
  });

  it("[DOA-15] attacks use the Primary Skill modifier", () => {
    const stats = dealer({ attributes: { ...attributes, AGL: 1, STR: 3 }, skills: { finesse: 2 }, primarySkill: "finesse" });
    expect(primarySkillModifier(stats)).toBe(3);
    expect(primarySkillModifier({ ...stats, primarySkill: undefined })).toBe(3);
  });

  it("[DOA-17] Dealers have 5 + level + Vitality HP; Companions half their Dealer's level, rounded up; Bystanders 1–3", () => {
    expect(dealerMaxHealth(1, 2)).toBe(8);
    expect(dealerMaxHealth(3, 0)).toBe(8);
    expect(companionMaxHealth(3)).toBe(2);
    expect(companionMaxHealth(4)).toBe(2);
    expect(bystanderHealthRefusal(3)).toBeNull();
    expect(bystanderHealthRefusal(4)).toEqual({ ok: false, reason: REFUSAL.BadHealth });
    expect(bystanderHealthRefusal(0)).toEqual({ ok: false, reason: REFUSAL.BadHealth });
  });

  it("[DOA-21] Dealers have at least 5 HP, a Primary Suit and Fate Cards; Bystanders neither", () => {
    expect(dealerMaxHealth(0, -3)).toBe(5);
    expect(hasPrimarySuit("dealer")).toBe(true);
    expect(hasPrimarySuit("bystander")).toBe(false);
    expect(canUseFateCards("dealer")).toBe(true);
    expect(canUseFateCards("bystander")).toBe(false);
    expect(canUseFateCards("companion")).toBe(false);
    expect(canUseFateCards("companion", { ...DEFAULT_RULINGS, companionsUseFateCards: true })).toBe(true);
    expect(canUseFateCards("bystander", { ...DEFAULT_RULINGS, companionsUseFateCards: true })).toBe(false);
  });

  it("[DOA-18] unarmoured AC is 4 − ⌊Agility / 2⌋; armour with AP overrides it; an unmet Strength requirement halves speed", () => {
    expect(armorClass(dealer({ attributes: { ...attributes, AGL: 3 } }))).toBe(3);
    expect(armorClass(dealer({ attributes: { ...attributes, AGL: -1 } }))).toBe(5);
    expect(armorClass(dealer({ attributes: { ...attributes, AGL: 3 }, armor: { ap: 1, ac: 2 } }))).toBe(2);
    expect(armorClass(dealer({ attributes: { ...attributes, AGL: 3 }, armor: { ap: 0, ac: 2 } }))).toBe(3);
    expect(speed(dealer())).toBe(6);
    expect(speed(dealer({ armor: { ap: 2, ac: 2, strengthRequirement: 1 } }))).toBe(3);
    expect(speed(dealer({ attributes: { ...attributes, STR: 1 }, armor: { ap: 2, ac: 2, strengthRequirement: 1 } }))).toBe(6);
    expect(speed(dealer({ baseSpeed: 5, armor: { ap: 2, ac: 2, strengthRequirement: 1 } }))).toBe(3);
  });

  it("[DOA-22] default costs: raising n to n+1 costs n+1 for skills, double for attributes", () => {
    expect([0, 1, 2, 3, 4].map((n) => skillCost(n))).toEqual([0, 1, 3, 6, 10]);
    expect([0, 1, 2, 3].map((n) => attributeCost(n))).toEqual([0, 2, 6, 12]);
    expect(skillCost(7)).toEqual({ ok: false, reason: REFUSAL.ModifierTooHigh });
  });

  it("[DOA-22] a build spends on attributes, skills and Powers (1–2) and gains from Vulnerabilities (1–2)", () => {
    const taken = (gain: number) => ({ gain, atCreation: true });
    const build = {
      attributes: { ...attributes, STR: 2 },
      skills: { athletics: 1, stealth: 2 },
      powers: [1, 2],
      vulnerabilities: [taken(2)],
    };
    expect(buildCost(build)).toBe(6 + 1 + 3 + 3 - 2);
    expect(buildCost({ ...build, powers: [3] })).toEqual({ ok: false, reason: REFUSAL.BadCost });
    expect(buildCost({ ...build, vulnerabilities: [taken(0)] })).toEqual({ ok: false, reason: REFUSAL.BadCost });
  });

  it("[DOA-22] Vulnerabilities yield experience 'when they are added … during Character Creation': one added later yields none", () => {
    const build = { attributes, skills: { athletics: 1 }, powers: [], vulnerabilities: [{ gain: 2, atCreation: true }] };
    expect(buildCost(build)).toBe(1 - 2);
    expect(buildCost({ ...build, vulnerabilities: [...build.vulnerabilities, { gain: 1, atCreation: false }] })).toBe(1 - 2);
  });

  it("[DOA-22] the cost table is data a world setting can replace", () => {
    const flat = { ...DEFAULT_CREATION_COSTS, skillStepCosts: [1, 1, 1], attributeMultiplier: 3 };
    expect(skillCost(3, flat)).toBe(3);
    expect(attributeCost(2, flat)).toBe(6);
    expect(JSON.parse(JSON.stringify(DEFAULT_RULINGS))).toEqual(DEFAULT_RULINGS);
  });
});

describe("Health following its maximum", () => {
  it("[DOA-17] an unhurt character stays unhurt at the new maximum; a hurt one keeps its Health, never above the maximum", () => {
    expect(healthAfterMaxChange(6, 6, 8)).toBe(8);
    expect(healthAfterMaxChange(3, 3, 1)).toBe(1);
    expect(healthAfterMaxChange(4, 6, 8)).toBe(4);
    expect(healthAfterMaxChange(4, 6, 3)).toBe(3);
  });
});
