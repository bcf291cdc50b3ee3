import { describe, expect, it } from "vitest";
import {
  ATTRIBUTES,
  DEFAULT_RULINGS,
  REFUSALS,
  RULING_CHOICES,
  SHIPPED_ARCHETYPES,
  TEST_RESULTS,
  attributeLabelKey,
  refusalKey,
  resultLabelKey,
  rulingKeys,
  shortDrawNotice,
} from "../../../src/rules/director/index.ts";
import en from "../../../lang/en/director.json" with { type: "json" };

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("Director strings", () => {
  it("[DIR-01] every refusal, attribute, result, archetype and notice key the rules produce has an English string", () => {
    const keys = [
      ...REFUSALS.map(refusalKey),
      ...ATTRIBUTES.map(attributeLabelKey),
      ...TEST_RESULTS.map(resultLabelKey),
      ...SHIPPED_ARCHETYPES.map((archetype) => archetype.name),
    ];
    for (const key of keys) expect(typeof lookUp(key), key).toBe("string");
    // A counted notice is a phrase per plural form, picked by the count (src/foundry/plural.ts).
    const notice = lookUp(shortDrawNotice(5, 2)!.key) as unknown as Record<string, unknown>;
    expect([typeof notice["one"], typeof notice["other"]]).toEqual(["string", "string"]);
  });

  it("[DIR-08][DIR-10] every ruling has a setting name, hint and a label per choice", () => {
    for (const ruling of Object.keys(RULING_CHOICES) as (keyof typeof RULING_CHOICES)[]) {
      const keys = rulingKeys(ruling);
      for (const key of [keys.name, keys.hint, ...Object.values(keys.choices)]) expect(typeof lookUp(key), key).toBe("string");
      expect(Object.keys(keys.choices)).toEqual(RULING_CHOICES[ruling]);
      expect(RULING_CHOICES[ruling][0]).toBe(DEFAULT_RULINGS[ruling]);
    }
  });

  it("[DIR-02] every shipped example archetype says it is an example", () => {
    for (const archetype of SHIPPED_ARCHETYPES.filter((candidate) => candidate.example))
      expect(lookUp(archetype.name)).toMatch(/\(example\)$/);
  });

  it("the strings stay inside DECKBOUND.Director", () => {
    expect(Object.keys(en)).toEqual(["DECKBOUND"]);
    expect(Object.keys(en.DECKBOUND)).toEqual(["Director"]);
  });
});
