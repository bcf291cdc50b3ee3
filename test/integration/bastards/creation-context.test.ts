/**
 * The creation controls' pure contexts: which skills can be removed, which disadvantages can still
 * be taken or given back, Counter/Florentine offered per combat skill, the specialty form.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_RULINGS, createCharacter } from "../../../src/rules/bastards/index.ts";
import {
  fatedSheetContext,
  readSpecialtyForm,
  specialtySkillChoices,
  timePassesOptions,
} from "../../../src/rulesets/bastards/sheets/sheet-context.ts";

describe("creation controls on the Fated sheet", () => {
  it("[GOB-05] only added skills are removable; [GOB-02] disadvantages held can be given back at creation, and full ones are no longer offered", () => {
    const nell = {
      ...createCharacter("H"),
      skills: { ...createCharacter("H").skills, "combat:sabre": 1 },
      disadvantages: { ugly: 1 },
    };
    const context = fatedSheetContext(nell, "standard");
    expect(context.skills.filter((skill) => skill.removable).map((skill) => skill.id)).toEqual(["combat:sabre"]);
    expect(context.disadvantageChoices.map((choice) => choice.id)).not.toContain("ugly");
    expect(context.disadvantageChoices.find((choice) => choice.id === "badReputation")).toMatchObject({ permanent: false });
    const spades = context.suits.find((group) => group.suit === "S")!;
    expect(spades.disadvantages).toEqual([expect.objectContaining({ id: "ugly", giveBack: true })]);
    const played = fatedSheetContext({ ...nell, phase: "play" }, "standard");
    expect(played.suits.find((group) => group.suit === "S")!.disadvantages[0]).toMatchObject({ giveBack: false });
  });

  it("[GOB-07] Counter and Florentine are offered once per combat skill the character has", () => {
    const nell = { ...createCharacter("S"), skills: { ...createCharacter("S").skills, "combat:sabre": 2 } };
    const counters = timePassesOptions(nell, DEFAULT_RULINGS)
      .flatMap((group) => group.options)
      .filter((option) => option.action.type === "buyAdvantage" && option.action.id === "counter");
    expect(counters.map((option) => option.action)).toEqual([
      { type: "buyAdvantage", id: "counter", parameter: "unarmed" },
      { type: "buyAdvantage", id: "counter", parameter: "sabre" },
    ]);
  });

  it("[GOB-06] a specialty joins skills of rank 2 or more; its form is read as a purchase", () => {
    const nell = { ...createCharacter("S"), skills: { ...createCharacter("S").skills, athletics: 2, "craft:smithing": 3 } };
    expect(specialtySkillChoices(nell).map((skill) => skill.id)).toEqual(["athletics", "craft:smithing"]);
    expect(readSpecialtyForm({ specialtyName: " Forging ", first: "craft:smithing", second: "athletics" })).toEqual({
      type: "buySpecialty",
      specialty: { name: "Forging", skills: ["craft:smithing", "athletics"] },
    });
  });
});
