import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUITS } from "../../../src/rules/cards/card.ts";
import { luckLabelKey, reasonLabelKey, resultLabelKey, skillLabelKey } from "../../../src/rules/belmont/index.ts";
import type { LuckMatch, TaskReason, TaskResult } from "../../../src/rules/belmont/index.ts";
import en from "../../../lang/en/belmont.json" with { type: "json" };

const SOURCE = join(import.meta.dirname, "../../../src/rules/belmont");

function sourceText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? sourceText(path) : readFileSync(path, "utf8")))
    .join("\n");
}

function lookUp(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe("Belmont strings", () => {
  it("[BEL-05] every refusal, skill, luck, result and reason key the rules produce has an English string", () => {
    const refusals = [...sourceText(SOURCE).matchAll(/refuse\(REFUSAL\.(\w+)\)/g)].map((match) => `DECKBOUND.Belmont.Refusal.${match[1]}`);
    expect(refusals.length).toBeGreaterThan(10);
    const luck: LuckMatch[] = ["suit", "number", "critical"];
    const results: TaskResult[] = ["success", "critical", "failure"];
    const reasons: TaskReason[] = ["lucky", "beat", "lower", "lastSkillCard", "challengeEmptied"];
    const keys = [
      ...refusals,
      ...SUITS.map(skillLabelKey),
      ...luck.map((match) => luckLabelKey(match)!),
      ...results.map(resultLabelKey),
      ...reasons.map(reasonLabelKey),
    ];
    for (const key of keys) expect(typeof lookUp(key), key).toBe("string");
  });
});
