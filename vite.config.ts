/**
 * Two builds share this file, chosen by mode (scripts/build.mjs and scripts/start.mjs pass it and
 * the output directory):
 * - "system": src/index.ts → dist/deckbound.mjs, one ES module with a source map, fixed names, no
 *   hashing — the file system.json's `esmodules` loads.
 * - "preview": the pages in preview/ → build/preview/, the local preview `npm start` serves.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { UserConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const previewRoot = `${root}preview/`;

function systemConfig(): UserConfig {
  return {
    publicDir: false,
    build: {
      outDir: `${root}dist`,
      target: "es2022",
      sourcemap: true,
      minify: false,
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
