// The browser harness's pages (test/browser/pages.ts: the real templates rendered with the real
// context builders on the Foundry test runtime) written as static files for `npm start`'s preview,
// so the preview shows exactly what the screenshot tests look at.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { withTypeScriptModule } from "./typescript-module.mjs";

const PAGES_MODULE = fileURLToPath(new URL("../test/browser/pages.ts", import.meta.url));

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]);
}

/** The preview's own stylesheet link (vite names it with a hash), as seen from harness/. */
function previewStylesheet(outDir) {
  const link = /<link rel="stylesheet"[^>]*>/.exec(readFileSync(join(outDir, "index.html"), "utf8"));
  return link ? link[0].replace('href="./', 'href="../') : "";
}

function indexPage(names, stylesheet) {
  const items = names.map((name) => `<li><a href="./${encodeURIComponent(name)}.html">${escapeHtml(name)}</a></li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deckbound sheets and chat cards</title>
${stylesheet}</head><body>
<header class="preview-header"><h1>Deckbound <span>preview</span></h1><nav><a href="../index.html">Pages</a><a href="../sandbox.html">Sandbox</a><a href="../cards.html">Card art</a><a href="../table.html">Table</a><a href="./index.html" aria-current="page">Sheets &amp; chat</a></nav></header>
<main class="preview-index"><p class="preview-lead">Sheets and chat cards rendered from the real templates and context builders on the Foundry test runtime.</p><ul class="preview-pages">${items}</ul></main></body></html>`;
}

/** Render every harness page into `<outDir>/harness/`; returns the page names. */
export async function writeHarnessPages(outDir) {
  // The page sources import on demand while they render (test/browser/pages.ts).
  const pages = await withTypeScriptModule(PAGES_MODULE, (module) => module.renderHarnessPages());
  const dir = join(outDir, "harness");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { name, html } of pages) writeFileSync(join(dir, `${name}.html`), html);
  writeFileSync(
    join(dir, "index.html"),
    indexPage(
      pages.map(({ name }) => name),
      previewStylesheet(outDir),
    ),
  );
  return pages.map(({ name }) => name);
}
