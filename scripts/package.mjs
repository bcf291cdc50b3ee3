// `npm run package`: build, then write the two files a release publishes:
//   release/deckbound.zip  — dist/'s contents at the zip root (Foundry unpacks it into systems/deckbound)
//   release/system.json    — the manifest, whose `download` is that zip's release URL
// URLs follow DECKBOUND_REPO_URL (default: scripts/build.mjs DEFAULT_REPO_URL); see README "Releases".
// With RELEASE_TAG set (the release workflow sets it to the pushed tag), the tag must be v<version>
// and the manifest's version and URLs must be the ones it derives (releaseManifestFields).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { DEFAULT_REPO_URL, DIST_DIR, ROOT, SYSTEM_ID, build, releaseManifestFields } from "./build.mjs";

export const RELEASE_DIR = join(ROOT, "release");

export async function packageRelease({ distDir = DIST_DIR, releaseDir = RELEASE_DIR, quiet = false, tag = process.env.RELEASE_TAG } = {}) {
  await build({ outDir: distDir, quiet });
  if (tag) checkAgainstTag(JSON.parse(readFileSync(join(distDir, "system.json"), "utf8")), tag);
  mkdirSync(releaseDir, { recursive: true });
  const zipPath = join(releaseDir, `${SYSTEM_ID}.zip`);
  writeFileSync(zipPath, zipSync(filesUnder(distDir), { level: 9 }));
  writeFileSync(join(releaseDir, "system.json"), readFileSync(join(distDir, "system.json")));
  if (!quiet) console.log(`[package] ${zipPath}\n[package] ${join(releaseDir, "system.json")}`);
  return { zipPath, manifestPath: join(releaseDir, "system.json") };
}

/** The built manifest's version, manifest and download are the ones the release tag derives. */
function checkAgainstTag(manifest, tag) {
  const expected = releaseManifestFields(tag, manifest.version, process.env.DECKBOUND_REPO_URL || DEFAULT_REPO_URL);
  for (const [key, value] of Object.entries(expected)) {
    if (manifest[key] !== value) throw new Error(`system.json ${key} is ${manifest[key]}, but release ${tag} needs ${value}`);
  }
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
