// `npm run build:site`: the sandbox and the preview as a plain static folder (site/) that any static
// host serves as it is — GitHub Pages, under the repository's name, is where the release workflow
// publishes it. Everything is a file, addressed relative to the page:
//   site/*.html, site/assets/…       the preview pages and the sandbox (vite's preview build)
//   site/systems/deckbound/…         the built system, where Foundry would serve it
//   site/icons/…                     a stand-in for each of Foundry's core icons the system names
// `npm start` serves the same pages and fills in what is missing on the fly (scripts/start.mjs).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, SYSTEM_ID, build } from "./build.mjs";
import { buildPreview } from "./start.mjs";
import { standInIcon } from "./stand-in-icon.mjs";

export const SITE_DIR = join(ROOT, "site");

const ICON_PATH = /\bicons\/[A-Za-z0-9_/-]+\.(?:svg|webp|png)\b/g;
const TEXT_FILES = new Set([".mjs", ".js", ".json", ".hbs", ".css", ".html"]);

function filesUnder(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];
}

/** Every Foundry core icon (icons/…) named by the built system, its pack sources or the preview pages. */
export function coreIconsNamed(dirs) {
  const icons = new Set();
  for (const file of dirs.flatMap(filesUnder)) {
    if (!TEXT_FILES.has(extname(file))) continue;
    for (const [path] of readFileSync(file, "utf8").matchAll(ICON_PATH)) icons.add(path);
  }
  return [...icons].sort();
}

/** Lay out an already built system (`distDir`) and preview (`previewDir`) as the static site in `outDir`. */
export function writeSite({ distDir, previewDir, outDir = SITE_DIR }) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(previewDir, outDir, { recursive: true });
  cpSync(distDir, join(outDir, "systems", SYSTEM_ID), { recursive: true });
  for (const icon of coreIconsNamed([distDir, previewDir, join(ROOT, "packs", "_source")])) {
    mkdirSync(dirname(join(outDir, icon)), { recursive: true });
    writeFileSync(join(outDir, icon), standInIcon(icon));
  }
  // GitHub Pages: serve every file as it is (no Jekyll processing).
  writeFileSync(join(outDir, ".nojekyll"), "");
  return outDir;
}

/** Build the system and the preview, then write the site (default site/). */
export async function buildSite({ outDir = SITE_DIR, quiet = false } = {}) {
  const work = join(ROOT, "build", "site-parts");
  await build({ outDir: join(work, "dist"), quiet });
  await buildPreview({ outDir: join(work, "preview"), quiet });
  writeSite({ distDir: join(work, "dist"), previewDir: join(work, "preview"), outDir });
  rmSync(work, { recursive: true, force: true });
  if (!quiet) console.log(`[site] ${outDir}`);
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSite();
}
