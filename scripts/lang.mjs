// The English strings live in lang/en/*.json, one file per area (core, each ruleset), so areas can be
// edited independently. They are deep-merged into one language file: dist/lang/en.json at build time,
// and the same merge feeds the test runtime's game.i18n. A key defined twice is an error.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function mergeInto(target, source, path, file) {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const existing = target[key];
      if (existing !== undefined && (existing === null || typeof existing !== "object")) {
        throw new Error(`lang: ${here} is both a string and a group (${file})`);
      }
      target[key] = existing ?? {};
      mergeInto(target[key], value, here, file);
    } else {
      if (key in target) throw new Error(`lang: ${here} is defined twice (${file})`);
      if (typeof value !== "string") throw new Error(`lang: ${here} is not a string (${file})`);
      target[key] = value;
    }
  }
}

/** Merge every lang/<code>/*.json file into one nested object. */
export function loadLanguage(langDir, code = "en") {
  const dir = join(langDir, code);
  const merged = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    mergeInto(merged, JSON.parse(readFileSync(join(dir, file), "utf8")), "", file);
  }
  return merged;
}
