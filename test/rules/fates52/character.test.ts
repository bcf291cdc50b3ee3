import { describe, expect, it } from "vitest";
import {
  PC_MOVEMENT_FEET,
  REFUSAL,
  addBackgroundSkill,
  atLevel,
  cardsPerPlay,
  dealerHandSize,
  fallingDamage,
  levelForEncounters,
  maxHitPoints,
  surviveEncounter,
} from "../../../src/rules/fates52/index.ts";

describe("52 Fates characters", () => {
  it("[F52-03] up to three background skills; a fourth is refused", () => {
    let skills: readonly string[] = [];
    for (const skill of ["Hunting", "Sailor", "Stealth"]) {
      const added = addBackgroundSkill(skills, skill);
      if (!added.ok) throw new Error(added.reason);
      skills = added.skills;
    }
    expect(skills).toEqual(["Hunting", "Sailor", "Stealth"]);
    expect(addBackgroundSkill(skills, "Locksmith")).toEqual({ ok: false, reason: REFUSAL.TooManyBackgroundSkills });
    expect(addBackgroundSkill(["Hunting"], "hunting")).toEqual({ ok: false, reason: REFUSAL.DuplicateBackgroundSkill });
    expect(addBackgroundSkill([], "  ")).toEqual({ ok: false, reason: REFUSAL.EmptyBackgroundSkill });
  });

  it("[F52-04] a player's hand is level + 2; the Fate Dealer's the highest player level", () => {
    expect(maxHitPoints(1)).toBe(3);
    expect(maxHitPoints(4)).toBe(6);
    expect(dealerHandSize([1, 3, 2])).toBe(3);
  });

  it("[F52-14] hit points equal the maximum hand size", () => {
    for (let level = 1; level <= 20; level++) expect(maxHitPoints(level)).toBe(level + 2);
  });

  it("[F52-09] one card per play, two for a warrior's physical attack and defence, one more every 5 levels", () => {
    expect(cardsPerPlay("wizard", 1, "physicalAttack")).toBe(1);
    expect(cardsPerPlay("wizard", 1, "spell")).toBe(1);
    expect(cardsPerPlay("warrior", 1, "physicalAttack")).toBe(2);
    expect(cardsPerPlay("warrior", 1, "physicalDefence")).toBe(2);
    expect(cardsPerPlay("warrior", 1, "spellDefence")).toBe(1);
    expect(cardsPerPlay("warrior", 5, "physicalAttack")).toBe(3);
    expect(cardsPerPlay("wizard", 5, "spell")).toBe(2);
    expect(cardsPerPlay("wizard", 10, "spell")).toBe(3);
    expect(cardsPerPlay("warrior", 4, "physicalAttack")).toBe(2);
  });

  it("[F52-21] one level per 5 encounters survived; each level +1 hand card and max HP", () => {
    expect([0, 4, 5, 9, 10, 24].map(levelForEncounters)).toEqual([1, 1, 2, 2, 3, 5]);
    let hero = { encounters: 0, level: 1, hp: 3 };
    for (let i = 0; i < 4; i++) hero = surviveEncounter(hero);
    expect(hero).toEqual({ encounters: 4, level: 1, hp: 3 });
    hero = surviveEncounter(hero);
    expect(hero).toEqual({ encounters: 5, level: 2, hp: 4 });
    expect(maxHitPoints(hero.level)).toBe(4);
    expect(cardsPerPlay("warrior", 5, "physicalAttack") - cardsPerPlay("warrior", 4, "physicalAttack")).toBe(1);
  });

  it("[F52-21] one rule for a new level, however reached: each level gained raises current HP with the maximum; a lowered level keeps HP within the new maximum", () => {
    expect(atLevel({ level: 2, hp: 4 }, 4)).toEqual({ level: 4, hp: 6 });
    expect(atLevel({ level: 2, hp: 2 }, 3)).toEqual({ level: 3, hp: 3 });
    expect(atLevel({ level: 4, hp: 6 }, 2)).toEqual({ level: 2, hp: 4 });
    expect(atLevel({ level: 4, hp: 1 }, 2)).toEqual({ level: 2, hp: 1 });
    expect(surviveEncounter({ encounters: 4, level: 1, hp: 2 })).toEqual({ encounters: 5, ...atLevel({ level: 1, hp: 2 }, 2) });
  });

  it("[F52-06] a player character moves 30 feet per round", () => {
    expect(PC_MOVEMENT_FEET).toBe(30);
  });

  it("[F52-13] falling does 1 damage per 30 feet", () => {
    expect([0, 29, 30, 59, 60, 95].map(fallingDamage)).toEqual([0, 0, 1, 1, 2, 3]);
  });
});
