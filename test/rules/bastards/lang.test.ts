import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADVANTAGES,
  DISADVANTAGES,
  advantageHintKey,
  advantageNameKey,
  disadvantageHintKey,
  disadvantageNameKey,
} from "../../../src/rules/bastards/catalogue.ts";
import { DRAMATIC_ACTIONS, dramaticActionLabelKey } from "../../../src/rules/bastards/dramatic.ts";
import { DIFFICULTY_GUIDELINES, difficultyLabelKey } from "../../../src/rules/bastards/procedures/skill-hand.ts";
import { STANDARD_SKILLS, skillLabelKey } from "../../../src/rules/bastards/character.ts";
import { TRAITS, suitLabelKey, traitLabelKey } from "../../../src/rules/bastards/values.ts";
import { SUITS } from "../../../src/rules/cards/card.ts";
import { REFUSAL } from "../../../src/rules/bastards/refusals.ts";

const ROOT = join(import.meta.dirname, "../../..");
const strings = JSON.parse(readFileSync(join(ROOT, "lang/en/bastards.json"), "utf8")) as Record<string, unknown>;

function lookup(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), strings);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("bastards strings", () => {
  it("[GOB-07] [GOB-08] every catalogue entry has a name and a description", () => {
    for (const { id } of ADVANTAGES) {
      expect(typeof lookup(advantageNameKey(id)), id).toBe("string");
      expect(typeof lookup(advantageHintKey(id)), id).toBe("string");
    }
    for (const { id } of DISADVANTAGES) {
      expect(typeof lookup(disadvantageNameKey(id)), id).toBe("string");
      expect(typeof lookup(disadvantageHintKey(id)), id).toBe("string");
    }
  });

  it("[GOB-01] [GOB-05] [GOB-13] [GOB-22] suits (both namings), traits, skills, difficulties and dramatic actions are translated", () => {
    for (const suit of SUITS)
      for (const naming of ["standard", "tarot"] as const) expect(typeof lookup(suitLabelKey(suit, naming))).toBe("string");
    for (const trait of TRAITS) expect(typeof lookup(traitLabelKey(trait))).toBe("string");
    for (const skill of [...STANDARD_SKILLS, "craft:theatre"]) expect(typeof lookup(skillLabelKey(skill)!)).toBe("string");
    for (const modifier of DIFFICULTY_GUIDELINES) expect(typeof lookup(difficultyLabelKey(modifier))).toBe("string");
    for (const { id } of DRAMATIC_ACTIONS) expect(typeof lookup(dramaticActionLabelKey(id))).toBe("string");
  });

  it("[CORE-04] every refusal reason in the bastards rules has an English string", () => {
    const reasons = sources(join(ROOT, "src/rules/bastards")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/refuse\(REFUSAL\.(\w+)\)/g)].map((match) => match[1]!),
    );
    expect(reasons.length).toBeGreaterThan(20);
    for (const reason of new Set(reasons)) expect(typeof lookup(`DECKBOUND.Bastards.Refusal.${reason}`), reason).toBe("string");
  });

  it("[CORE-04] every refusal the ruleset names (REFUSAL) has an English string", () => {
    for (const key of Object.values(REFUSAL)) expect(typeof lookup(key), key).toBe("string");
  });

  it("[GOB-22] the opposition card's join and leave labels and notes have strings", () => {
    const labels = ["appear", "involve", "reinforce", "reinforceTitle", "flee", "giveChase", "distance1", "distance2", "initiative"];
    const notes = ["Distance1", "Distance2", "Fleeing", "Chase", "Fled", "involveName", "reinforceName"];
    for (const key of [...labels, ...notes]) expect(typeof lookup(`DECKBOUND.Bastards.Opposition.Join.${key}`), key).toBe("string");
  });
});
