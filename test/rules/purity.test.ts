import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const RULES = join(import.meta.dirname, "../../src/rules");
const FORBIDDEN = /\b(game|foundry|CONFIG|ui|Hooks|canvas)\.|\b(document|window)\.|\bfromUuid(Sync)?\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

describe("src/rules stays pure", () => {
  it("has source files to check", () => {
    expect(sourceFiles(RULES).length).toBeGreaterThan(0);
  });

  it("uses no Foundry global and no DOM", () => {
    const offenders = sourceFiles(RULES).flatMap((file) =>
      stripComments(readFileSync(file, "utf8"))
        .split("\n")
        .map((line, index) => ({ file, line: index + 1, text: line }))
        .filter(({ text }) => FORBIDDEN.test(text)),
    );
    expect(offenders).toEqual([]);
  });

  it("imports nothing from the Foundry layer", () => {
    const offenders = sourceFiles(RULES).filter((file) =>
      /from\s+["'][^"']*(\/foundry\/|\/rulesets\/|fvtt-types)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
