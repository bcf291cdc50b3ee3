/**
 * Reads a compendium pack's source documents (packs/_source/<pack>/*.json), as the build compiles
 * them, for the tests that check pack contents against the data models.
 */
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

export const PACK_SOURCES = fileURLToPath(new URL("../../packs/_source/", import.meta.url));

/** The pack's documents, in file-name order. */
export function packSources<T = Record<string, unknown>>(pack: string): T[] {
  const folder = join(PACK_SOURCES, pack);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as T);
}

/** Document data as a `create` call takes it: the CLI's `_key` bookkeeping removed at every level. */
export function withoutKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutKeys) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "_key")
      .map(([key, inner]) => [key, withoutKeys(inner)]),
  ) as T;
}
