import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkIntoFoundry } from "../../scripts/start.mjs";

describe("npm start with FOUNDRY_DATA_PATH", () => {
  let work: string;
  let dist: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), "deckbound-link-"));
    dist = join(work, "dist");
    mkdirSync(dist);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("links dist/ as <data path>/Data/systems/deckbound", () => {
    const link = linkIntoFoundry(join(work, "FoundryVTT"), dist);
    expect(link).toBe(join(work, "FoundryVTT", "Data", "systems", "deckbound"));
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(dist);
  });

  it("accepts a path that already ends in Data, and re-linking is harmless", () => {
    const data = join(work, "FoundryVTT", "Data");
    const link = linkIntoFoundry(data, dist);
    expect(link).toBe(join(data, "systems", "deckbound"));
    expect(linkIntoFoundry(data, dist)).toBe(link);
    expect(readlinkSync(link)).toBe(dist);
  });

  it("refuses to replace an installed copy (a real folder)", () => {
    mkdirSync(join(work, "FoundryVTT", "Data", "systems", "deckbound"), { recursive: true });
    expect(() => linkIntoFoundry(join(work, "FoundryVTT"), dist)).toThrow(/not a symlink/);
  });
});
