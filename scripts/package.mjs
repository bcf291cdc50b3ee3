// `npm run package`: build, then write the two files a release publishes:
//   release/deckbound.zip  — dist/'s contents at the zip root (Foundry unpacks it into systems/deckbound)
//   release/system.json    — the manifest, whose `download` is that zip's release URL
// URLs follow DECKBOUND_REPO_URL (default: scripts/build.mjs DEFAULT_REPO_URL); see README "Releases".
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { DIST_DIR, ROOT, SYSTEM_ID, build } from "./build.mjs";

export const RELEASE_DIR = join(ROOT, "release");

export async function packageRelease({ distDir = DIST_DIR, releaseDir = RELEASE_DIR, quiet = false } = {}) {
  await build({ outDir: distDir, quiet });
  mkdirSync(releaseDir, { recursive: true });
  const zipPath = join(releaseDir, `${SYSTEM_ID}.zip`);
  writeFileSync(zipPath, zipSync(filesUnder(distDir), { level: 9 }));
  writeFileSync(join(releaseDir, "system.json"), readFileSync(join(distDir, "system.json")));
  if (!quiet) console.log(`[package] ${zipPath}\n[package] ${join(releaseDir, "system.json")}`);
  return { zipPath, manifestPath: join(releaseDir, "system.json") };
}

/** Every file under `dir`, keyed by its forward-slash path relative to `dir` (zip entry names). */
function filesUnder(dir) {
  const files = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split(sep).join("/")] = readFileSync(path);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await packageRelease();
}
