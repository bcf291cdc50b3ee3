/**
 * Every harness page: each file in test/browser/pages/ exports `renderPages()` (one file per
 * ruleset, plus the sample). The harness tests screenshot them; `npm start`'s preview serves them.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { HarnessPage } from "./frame.ts";

const PAGES = fileURLToPath(new URL("./pages", import.meta.url));

/** The page sources, by name: `sample`, `belmont`, … */
export function harnessPageSources(): string[] {
  return readdirSync(PAGES)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.slice(0, -3))
    .sort();
}

export async function renderHarnessPages(only?: string): Promise<HarnessPage[]> {
  const pages: HarnessPage[] = [];
  for (const source of harnessPageSources().filter((name) => only === undefined || name === only)) {
    const module = (await import(`./pages/${source}.ts`)) as { renderPages(): Promise<HarnessPage[]> };
    pages.push(...(await module.renderPages()));
  }
  return pages;
}
