import { describe, expect, it } from "vitest";
import en from "../../../lang/en/doa.json" with { type: "json" };
import { DEGREES } from "../../../src/rules/doa/checks.ts";
import { DAMAGE_KINDS } from "../../../src/rules/doa/damage.ts";
import { EFFECTS } from "../../../src/rules/doa/effects.ts";
import {
  attributeLabelKey,
  damageKindLabelKey,
  degreeLabelKey,
  effectLabelKey,
  handLabelKey,
  kindLabelKey,
  restGoalLabelKey,
  skillLabelKey,
} from "../../../src/rules/doa/labels.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { ATTRIBUTES, CHARACTER_KINDS, SKILLS } from "../../../src/rules/doa/stats.ts";

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("DOA strings", () => {
  it("[DOA-09][DOA-07][DOA-16] every refusal and label key the rules produce has an English string", () => {
    const keys = [
      ...Object.values(REFUSAL),
      ...DEGREES.map(degreeLabelKey),
      ...ATTRIBUTES.map(attributeLabelKey),
      ...SKILLS.map(skillLabelKey),
      ...CHARACTER_KINDS.map(kindLabelKey),
      ...EFFECTS.map(effectLabelKey),
      ...DAMAGE_KINDS.map(damageKindLabelKey),
      ...(["health", "energy", "other"] as const).map(restGoalLabelKey),
      ...[-2, 0, 2].map(handLabelKey),
    ];
    for (const key of keys) expect(typeof lookUp(key), key).toBe("string");
  });

  it("the strings stay inside the DECKBOUND.DOA namespace", () => {
    expect(Object.keys(en)).toEqual(["DECKBOUND"]);
    expect(Object.keys(en.DECKBOUND)).toEqual(["DOA"]);
  });
});
