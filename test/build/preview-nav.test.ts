/**
 * Every page of the preview offers the same way around: its header's nav lists every page, in the
 * same order (the card art and table pages once lacked the sandbox and the sheets & chat pages).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** The link texts of the first <nav> in this source (an HTML page, or the script that writes one). */
function navLabels(path: string): string[] {
  const nav = /<nav>([\s\S]*?)<\/nav>/.exec(readFileSync(join(ROOT, path), "utf8"))?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*>([^<]*)<\/a/g)].map(([, label]) => label!.replace("&amp;", "&"));
}

describe("preview navigation", () => {
  it("each page's nav lists every page, in the index's order", () => {
    const index = navLabels("preview/index.html");
    expect(index).toEqual(["Pages", "Sandbox", "Card art", "Table", "Sheets & chat"]);
    for (const page of ["preview/cards.html", "preview/table.html", "scripts/harness-pages.mjs"]) expect(navLabels(page), page).toEqual(index);
  });
});
