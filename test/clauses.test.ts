/**
 * docs/CLAUSES.md is the project's copy of the shared clause list (the rulings the code follows).
 * Where the shared original is beside the repository (developer machines, CI), the copy must match.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clauseIds } from "./clause-coverage-reporter.ts";

const ROOT = join(import.meta.dirname, "..");
const COPY = readFileSync(join(ROOT, "docs", "CLAUSES.md"), "utf8");
const SHARED = join(ROOT, "..", "shared", "rules", "CLAUSES.md");

describe("the clause list", () => {
  it("names the clauses of all five rulesets and the core", () => {
    const ids = clauseIds(COPY);
    for (const prefix of ["CORE", "BEL", "DIR", "GOB", "DOA", "F52"]) {
      expect(ids.filter((id) => id.startsWith(`${prefix}-`)).length).toBeGreaterThan(0);
    }
  });

  it.runIf(existsSync(SHARED))("matches the shared original", () => {
    expect(COPY).toBe(readFileSync(SHARED, "utf8"));
  });
});
