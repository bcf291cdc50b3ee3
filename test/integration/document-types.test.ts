/**
 * A subtype lives in three places that must agree: system.json `documentTypes`, the data models
 * the system registers on CONFIG at init, and the TypeScript declarations (checked by tsc). This
 * checks the first two against each other with every shipped ruleset registered: the subtypes, the
 * `htmlFields` each declares (Foundry's server escapes `<` and `&` in a string field that is not
 * declared there, and cleans the HTML of one that is), and each subtype's `TYPES.*` label.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ArrayField, DataField, HTMLField, SchemaField, TypedObjectField, TypedSchemaField } from "../runtime/fields.ts";
import { loadLanguage } from "../../scripts/lang.mjs";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const MANIFEST = JSON.parse(readFileSync(join(import.meta.dirname, "../../system.json"), "utf8")) as {
  documentTypes: Record<string, Record<string, { htmlFields?: string[] }>>;
};
const DOCUMENTS = ["Actor", "Item", "Card", "ChatMessage"] as const;

/**
 * The paths (inside `system`) of a schema's HTML fields, as `htmlFields` names them; an HTML field
 * inside an array or a typed object has no such path and is named with `[]` so the test shows it.
 */
function htmlPaths(field: DataField, path: string): string[] {
  if (field instanceof HTMLField) return [path];
  if (field instanceof SchemaField) {
    return Object.entries(field.fields).flatMap(([name, inner]) => htmlPaths(inner, path ? `${path}.${name}` : name));
  }
  if (field instanceof ArrayField || field instanceof TypedObjectField) return htmlPaths(field.element, `${path}[]`);
  if (field instanceof TypedSchemaField) return Object.values(field.types).flatMap((inner) => htmlPaths(inner, `${path}[]`));
  return [];
}
const SAMPLE_ONLY = new Set(["sample-character", "high-card"]);

let world: World | undefined;
afterEach(() => {
  if (world) expect(world.close()).toEqual([]);
  world = undefined;
});

describe("document subtypes", () => {
  it("system.json declares exactly the subtypes that have a registered data model", async () => {
    world = await createWorld();
    for (const documentName of DOCUMENTS) {
      const registered = Object.keys(CONFIG[documentName].dataModels as Record<string, unknown>)
        .filter((type) => !SAMPLE_ONLY.has(type))
        .sort();
      expect(registered, documentName).toEqual(Object.keys(MANIFEST.documentTypes[documentName] ?? {}).sort());
    }
  });

  it("each subtype's htmlFields are exactly its data model's HTML fields (HTMLField, not a plain StringField)", async () => {
    world = await createWorld();
    const wrong: string[] = [];
    for (const documentName of DOCUMENTS) {
      const models = CONFIG[documentName].dataModels as unknown as Record<string, { schema: SchemaField }>;
      for (const [type, declared] of Object.entries(MANIFEST.documentTypes[documentName] ?? {})) {
        const model = models[type];
        if (!model) continue;
        const actual = htmlPaths(model.schema, "").sort();
        const listed = [...(declared.htmlFields ?? [])].sort();
        if (JSON.stringify(actual) !== JSON.stringify(listed))
          wrong.push(`${documentName}.${type}: model ${actual.join(",")} / system.json ${listed.join(",")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every subtype system.json declares has its TYPES.<Document>.<type> label in English", async () => {
    const english = loadLanguage(join(import.meta.dirname, "../../lang")) as { TYPES?: Record<string, Record<string, unknown>> };
    const missing = Object.entries(MANIFEST.documentTypes).flatMap(([documentName, types]) =>
      Object.keys(types)
        .filter((type) => typeof english.TYPES?.[documentName]?.[type] !== "string")
        .map((type) => `TYPES.${documentName}.${type}`),
    );
    expect(missing).toEqual([]);
  });

  it("every Item subtype has its plural, TYPES.Item.<type>Pl, that heads its list on an actor sheet", () => {
    const english = loadLanguage(join(import.meta.dirname, "../../lang")) as { TYPES: { Item: Record<string, unknown> } };
    const missing = Object.keys(MANIFEST.documentTypes["Item"] ?? {})
      .map((type) => `${type}Pl`)
      .filter((key) => typeof english.TYPES.Item[key] !== "string");
    expect(missing).toEqual([]);
  });
});
