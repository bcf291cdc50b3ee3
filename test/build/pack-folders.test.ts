/**
 * The manifest groups the compendium packs in one folder per ruleset inside the Deckbound folder,
 * so a world sees each ruleset's examples together, and every pack sits in exactly one folder.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface PackFolder {
  readonly name: string;
  readonly packs: readonly string[];
  readonly folders?: readonly PackFolder[];
}

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as {
  packs: { name: string }[];
  packFolders: PackFolder[];
};

function packsIn(folders: readonly PackFolder[]): string[] {
  return folders.flatMap((folder) => [...folder.packs, ...packsIn(folder.folders ?? [])]);
}

describe("the manifest's pack folders", () => {
  it("[CORE-03] put every pack in exactly one folder, one folder per ruleset under Deckbound", () => {
    const placed = packsIn(manifest.packFolders);
    expect([...placed].sort()).toEqual(manifest.packs.map((pack) => pack.name).sort());
    expect(new Set(placed).size).toBe(placed.length);
    const rulesets = manifest.packFolders[0]!.folders ?? [];
    expect(rulesets).toHaveLength(5);
    for (const folder of rulesets) {
      const prefixes = new Set(folder.packs.map((pack) => pack.split("-")[0]));
      expect(prefixes.size, folder.name).toBe(1);
    }
  });
});
