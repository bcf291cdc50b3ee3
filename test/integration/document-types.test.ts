/**
 * A subtype lives in three places that must agree: system.json `documentTypes`, the data models
 * the system registers on CONFIG at init, and the TypeScript declarations (checked by tsc). This
 * checks the first two against each other with every shipped ruleset registered.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const MANIFEST = JSON.parse(readFileSync(join(import.meta.dirname, "../../system.json"), "utf8")) as {
  documentTypes: Record<string, Record<string, unknown>>;
};
const SAMPLE_ONLY = new Set(["sample-character", "high-card"]);

let world: World;
afterEach(() => expect(world.close()).toEqual([]));

describe("document subtypes", () => {
  it("system.json declares exactly the subtypes that have a registered data model", async () => {
    world = await createWorld();
    for (const documentName of ["Actor", "Item", "Card", "ChatMessage"] as const) {
      const registered = Object.keys(CONFIG[documentName].dataModels as Record<string, unknown>)
        .filter((type) => !SAMPLE_ONLY.has(type))
        .sort();
      expect(registered, documentName).toEqual(Object.keys(MANIFEST.documentTypes[documentName] ?? {}).sort());
    }
  });
});
