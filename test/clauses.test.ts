/**
 * docs/CLAUSES.md is the project's copy of the shared clause list, followed by the project's own
 * rulings (how the code reads what a book leaves open); docs/TABLE.md is the copy of the shared
 * list of what the table must offer (the capabilities playthroughs name). Where the shared
 * originals are beside the repository (developer machines), the copies must match them (the clause
 * list up to the rulings section).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { capabilityIds, clauseIds } from "./clause-coverage-reporter.ts";

const ROOT = join(import.meta.dirname, "..");
const COPY = readFileSync(join(ROOT, "docs", "CLAUSES.md"), "utf8");
const SHARED = join(ROOT, "..", "shared", "rules", "CLAUSES.md");
const TABLE = readFileSync(join(ROOT, "docs", "TABLE.md"), "utf8");
const SHARED_TABLE = join(ROOT, "..", "shared", "rules", "TABLE.md");
const RULINGS_HEADING = "\n## Deckbound's rulings\n";

describe("the clause list", () => {
  it("names the clauses of all five rulesets and the core", () => {
    const ids = clauseIds(COPY);
    for (const prefix of ["CORE", "BEL", "DIR", "GOB", "DOA", "F52"]) {
      expect(ids.filter((id) => id.startsWith(`${prefix}-`)).length).toBeGreaterThan(0);
    }
  });

  it.runIf(existsSync(SHARED))("matches the shared original, then adds only the project's rulings", () => {
    const [clauses, rulings] = COPY.split(RULINGS_HEADING);
    expect(clauses).toBe(readFileSync(SHARED, "utf8"));
    // Each ruling names the clause it reads.
    for (const line of (rulings ?? "").split("\n").filter((text) => text.startsWith("- ")))
      expect(line).toMatch(/^- \*\*[A-Z0-9]+-\d+\*\*/);
  });
});

describe("the table's capabilities", () => {
  it("names capabilities of the core, the hand and all five rulesets", () => {
    const ids = capabilityIds(TABLE);
    for (const prefix of ["CORE", "HAND", "BEL", "DIR", "GOB", "DOA", "F52"]) {
      expect(ids.filter((id) => id.startsWith(`T-${prefix}-`)).length).toBeGreaterThan(0);
    }
  });

  it.runIf(existsSync(SHARED_TABLE))("matches the shared original", () => {
    expect(TABLE).toBe(readFileSync(SHARED_TABLE, "utf8"));
  });
});
