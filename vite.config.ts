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

/**
 * Everything the entry loads statically stays in deckbound.mjs; only code reached solely through a
 * dynamic import (a deferred card procedure and what only it uses) becomes a chunk. Without this
 * group rolldown moves modules shared by the entry and deferred chunks (rules/cards, the chat kit,
 * the registry) into common chunks that deckbound.mjs imports at load whenever a module imported at
 * init and by a deferred procedure itself imports a module that other deferred procedures share
 * (e.g. rules/bastards/decks.ts, imported by stacks.ts and the opposition rules, importing
 * rules/cards): its optimiser would have to fold several such chunks into the entry at once and
 * leaves them split. `$initial` tags each module in the entry's static import graph; the group's
 * chunk then merges into the entry chunk, whose only file is deckbound.mjs (test/build/build.test.ts).
 */
const INITIAL = { name: "deckbound", tags: ["$initial" as const] };

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
      rolldownOptions: { output: { minify: MINIFY, codeSplitting: { groups: [INITIAL] } } },
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
