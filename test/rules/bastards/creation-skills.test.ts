import { describe, expect, it } from "vitest";
import { build } from "../../../src/rules/bastards/build.ts";
import type { BuildAction } from "../../../src/rules/bastards/build.ts";
import { combatSkills, createCharacter, newSkillId } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { REFUSAL } from "../../../src/rules/bastards/refusals.ts";

function apply(character: Character, ...actions: BuildAction[]): Character {
  return actions.reduce((current, action) => {
    const step = build(current, action);
    if (!step.ok) throw new Error(`${action.type}: ${step.reason}`);
    return step.state;
  }, character);
}

const refusal = (character: Character, action: BuildAction) => {
  const step = build(character, action);
  return step.ok ? null : step.reason;
};

describe("A Game of Bastards: adding and removing skills, giving back disadvantages at creation", () => {
  it("[GOB-05] Craft by its type, <Weapon> Combat and custom skills are added at rank 1, free", () => {
    const start = createCharacter("H");
    const nell = apply(
      start,
      { type: "addSkill", skill: newSkillId("craft", "Smithing") },
      { type: "addSkill", skill: newSkillId("combat", " Sabre ") },
      { type: "addSkill", skill: newSkillId("custom", "Sailing") },
    );
    expect(nell.skills).toMatchObject({ "craft:smithing": 1, "combat:sabre": 1, Sailing: 1 });
    expect(nell.xp).toBe(start.xp);
    expect(combatSkills(nell)).toEqual(["combat:unarmed", "combat:sabre"]);
  });

  it("[GOB-05] an empty name, a custom name with a colon and a skill already held (any case) are refused", () => {
    const nell = apply(createCharacter("H"), { type: "addSkill", skill: "combat:sabre" });
    expect(refusal(nell, { type: "addSkill", skill: newSkillId("combat", "  ") })).toBe(REFUSAL.BadSkillName);
    expect(refusal(nell, { type: "addSkill", skill: newSkillId("custom", "a:b") })).toBe(REFUSAL.BadSkillName);
    expect(refusal(nell, { type: "addSkill", skill: "a.b" })).toBe(REFUSAL.BadSkillName);
    expect(refusal(nell, { type: "addSkill", skill: newSkillId("combat", "SABRE") })).toBe(REFUSAL.SkillHeld);
    expect(refusal(nell, { type: "addSkill", skill: newSkillId("custom", "Athletics") })).toBe(REFUSAL.SkillHeld);
  });

  it("[GOB-02] [GOB-05] removing an added skill at creation refunds its bought ranks; standard skills and a specialty's skills stay", () => {
    let nell = apply(
      createCharacter("H"),
      { type: "addSkill", skill: "combat:sabre" },
      { type: "raiseSkill", skill: "combat:sabre" },
      { type: "raiseSkill", skill: "combat:sabre" },
    );
    expect(nell.xp).toBe(8);
    expect(refusal(nell, { type: "removeSkill", skill: "athletics" })).toBe(REFUSAL.StandardSkill);
    nell = apply(nell, { type: "removeSkill", skill: "combat:sabre" });
    expect(nell.skills["combat:sabre"]).toBeUndefined();
    expect(nell.xp).toBe(10);

    const joined = apply(
      createCharacter("H"),
      { type: "addSkill", skill: "Sailing" },
      { type: "raiseSkill", skill: "Sailing" },
      { type: "raiseSkill", skill: "athletics" },
      { type: "buySpecialty", specialty: { name: "Rigging", skills: ["Sailing", "athletics"] } },
    );
    expect(refusal(joined, { type: "removeSkill", skill: "Sailing" })).toBe(REFUSAL.SkillInSpecialty);
  });

  it("[GOB-03] [GOB-05] in play only a skill with no bought rank can be removed, and nothing is refunded", () => {
    const played = apply(
      createCharacter("C"),
      { type: "addSkill", skill: "craft:brewing" },
      { type: "addSkill", skill: "combat:axe" },
      { type: "raiseSkill", skill: "combat:axe" },
      { type: "finishCreation" },
    );
    expect(refusal(played, { type: "removeSkill", skill: "combat:axe" })).toBe(REFUSAL.SkillRanked);
    const after = apply(played, { type: "removeSkill", skill: "craft:brewing" });
    expect(after.skills["craft:brewing"]).toBeUndefined();
    expect(after.xp).toBe(played.xp);
  });

  it("[GOB-02] a disadvantage taken at creation can be given back with its XP, never in play", () => {
    const taken = apply(createCharacter("S"), { type: "takeDisadvantage", id: "oneEye" });
    expect(taken.xp).toBe(11);
    const back = apply(taken, { type: "dropDisadvantage", id: "oneEye" });
    expect(back.disadvantages).toEqual({});
    expect([back.xp, back.xpGained]).toEqual([10, 10]);
    const played = apply(taken, { type: "finishCreation" });
    expect(refusal(played, { type: "dropDisadvantage", id: "oneEye" })).toBe(REFUSAL.DisadvantageCreationOnly);
    expect(refusal(back, { type: "dropDisadvantage", id: "oneEye" })).toBe(REFUSAL.DisadvantageNotHeld);
  });
});
