/**
 * Two builds share this file, chosen by mode (scripts/build.mjs and scripts/start.mjs pass it and
 * the output directory):
 * - "system": src/index.ts → dist/deckbound.mjs, one minified ES module with a source map, fixed
 *   names, no hashing — the file system.json's `esmodules` loads.
 * - "preview": the pages in preview/ → build/preview/, the local preview `npm start` serves.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { UserConfig } from "vite";

/**
 * Minify the system module, keeping class names: Foundry derives a registered sheet's id from its
 * class name (`deckbound.DeckboundActorSheet`), so mangling them would change the id a world stores
 * as an actor's chosen sheet; error classes keep theirs for readable messages.
 */
const MINIFY = {
  compress: { keepNames: { function: false, class: true } },
  mangle: { keepNames: { function: false, class: true } },
  codegen: { removeWhitespace: true },
};

const root = fileURLToPath(new URL(".", import.meta.url));
const previewRoot = `${root}preview/`;

function systemConfig(): UserConfig {
  return {
    publicDir: false,
    build: {
      outDir: `${root}dist`,
      target: "es2022",
      sourcemap: true,
      // Vite's own `minify` leaves whitespace in a library's ES output; Foundry loads this file as it
      // is, so the bundler minifies it whole (MINIFY).
      minify: false,
      rolldownOptions: { output: { minify: MINIFY } },
      lib: {
        entry: `${root}src/index.ts`,
        formats: ["es"],
        fileName: () => "deckbound.mjs",
      },
    },
  };
}

function previewConfig(): UserConfig {
  const pages = readdirSync(previewRoot).filter((name) => name.endsWith(".html"));
  return {
    root: previewRoot,
    publicDir: false,
    base: "./",
    build: {
      outDir: `${root}build/preview`,
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
      rolldownOptions: {
        input: Object.fromEntries(pages.map((page) => [page.replace(/\.html$/, ""), `${previewRoot}${page}`])),
      },
    },
  };
}

export default defineConfig(({ mode }) => (mode === "preview" ? previewConfig() : systemConfig()));
