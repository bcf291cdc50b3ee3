// `npm start`: build dist/, build the preview pages, serve both on localhost, and rebuild what a
// file change touches. With FOUNDRY_DATA_PATH set, dist/ is also symlinked into Foundry's
// systems folder so a running Foundry picks up each rebuild (see README "Development loop").
import { createReadStream, existsSync, lstatSync, mkdirSync, readlinkSync, statSync, symlinkSync, unlinkSync, watch } from "node:fs";
import { createServer } from "node:http";
import { basename, dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build as viteBuild } from "vite";
import { writeHarnessPages } from "./harness-pages.mjs";
import { standInIcon } from "./stand-in-icon.mjs";
import {
  DIST_DIR,
  ROOT,
  SYSTEM_ID,
  build,
  buildScript,
  buildStyles,
  compilePacks,
  copyTemplates,
  writeLanguages,
  writeManifest,
} from "./build.mjs";

export const PREVIEW_DIR = join(ROOT, "build", "preview");
export const DEFAULT_PORT = 30013;

/**
 * preview/*.html (and the TypeScript they load) → build/preview/, with vite; then the browser
 * harness's sheet and chat-card pages → build/preview/harness/.
 */
export async function buildPreview({ outDir = PREVIEW_DIR, quiet = false, harness = true } = {}) {
  await viteBuild({
    configFile: join(ROOT, "vite.config.ts"),
    mode: "preview",
    logLevel: quiet ? "warn" : "info",
    build: { outDir },
  });
  if (harness) await writeHarnessPages(outDir);
}

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".hbs": "text/plain; charset=utf-8",
};

/**
 * Images may be kept by the browser for an hour (everything else is fetched afresh, so a rebuild
 * shows at once): a page that redraws its cards would otherwise fetch and parse every card's SVG
 * again each time, which made the sandbox's seats crawl.
 */
const IMAGES = new Set([".svg", ".png", ".webp"]);

/**
 * A small static server: /system/… is the built system (dist/), everything else the preview pages.
 * Resolves with the listening server; `server.address().port` is the actual port (0 picks one).
 * `unchanging`: the files will not change while it serves them (the playthroughs' build, made once
 * before they start), so the browser may keep every file, not only images: each seat of each world
 * then takes the system's code, styles, strings and templates from the browser's cache instead of
 * fetching them again (Step 17: npm test ≤ 8 minutes).
 */
export function servePreview({ port = DEFAULT_PORT, distDir = DIST_DIR, previewDir = PREVIEW_DIR, unchanging = false } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    if (path.startsWith("/icons/")) {
      // Foundry's core icons (a new actor's portrait, an item's icon…) are not ours to ship: the sandbox shows a stand-in.
      response.writeHead(200, { "content-type": CONTENT_TYPES[".svg"], "cache-control": "max-age=3600" }).end(standInIcon(path));
      return;
    }
    // The system's files as Foundry serves them (systems/deckbound/…, what templates and card art name) and as /system/.
    const systemPrefix = ["/system/", `/systems/${SYSTEM_ID}/`].find((prefix) => path.startsWith(prefix));
    const [root, rest] = systemPrefix ? [distDir, path.slice(systemPrefix.length)] : [previewDir, path.slice(1)];
    const file = resolve(root, normalize(rest || "index.html"));
    const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
    if (!inside || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end(`Not found: ${path}`);
      return;
    }
    response.writeHead(200, {
      "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": unchanging || IMAGES.has(extname(file)) ? "max-age=3600" : "no-store",
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolveServer(server));
  });
}

/**
 * Symlink dist/ as Foundry's systems/deckbound. FOUNDRY_DATA_PATH is Foundry's user data folder
 * (the one that contains Data/); a path that already ends in Data is accepted as well.
 * Refuses to replace a real folder: that may be an installed copy someone wants to keep.
 */
export function linkIntoFoundry(dataPath, distDir = DIST_DIR) {
  const dataDir = basename(resolve(dataPath)) === "Data" ? resolve(dataPath) : join(resolve(dataPath), "Data");
  const link = join(dataDir, "systems", SYSTEM_ID);
  const existing = lstatSync(link, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) {
    if (resolve(dirname(link), readlinkSync(link)) === resolve(distDir)) return link;
    unlinkSync(link);
  } else if (existing) {
    throw new Error(`${link} exists and is not a symlink; move it away and run npm start again.`);
  }
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(resolve(distDir), link, "dir");
  return link;
}

/**
 * What to redo when a file under each source folder changes. Packs are recompiled too, but a
 * running Foundry world keeps its packs open: close the world first or restart it afterwards.
 */
const REBUILDS = [
  {
    path: "src",
    label: "deckbound.mjs + preview",
    run: async () => {
      await buildScript(DIST_DIR, { quiet: true });
      await buildPreview({ quiet: true });
    },
  },
  { path: "preview", label: "preview", run: () => buildPreview({ quiet: true }) },
  {
    path: "styles",
    label: "deckbound.css + preview",
    run: async () => {
      await buildStyles(DIST_DIR);
      await buildPreview({ quiet: true });
    },
  },
  {
    path: "templates",
    label: "templates + preview",
    run: async () => {
      await copyTemplates(DIST_DIR);
      await buildPreview({ quiet: true });
    },
  },
  {
    path: "lang",
    label: "languages + preview",
    run: async () => {
      await writeLanguages(DIST_DIR);
      await buildPreview({ quiet: true });
    },
  },
  { path: join("packs", "_source"), label: "packs", run: () => compilePacks(DIST_DIR) },
  { path: "system.json", label: "system.json", run: () => writeManifest(DIST_DIR) },
];

/** Watch the source folders; changes are batched for a moment, then rebuilt one after another. */
function watchSources() {
  const pending = new Set();
  let timer;
  let running = Promise.resolve();
  const flush = () => {
    const batch = REBUILDS.filter((rebuild) => pending.has(rebuild));
    pending.clear();
    running = running.then(async () => {
      for (const rebuild of batch) {
        try {
          await rebuild.run();
          console.log(`[start] rebuilt ${rebuild.label}`);
        } catch (error) {
          console.error(`[start] ${rebuild.label} failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    });
  };
  for (const rebuild of REBUILDS) {
    const target = join(ROOT, rebuild.path);
    if (!existsSync(target)) continue;
    watch(target, { recursive: true }, () => {
      pending.add(rebuild);
      clearTimeout(timer);
      timer = setTimeout(flush, 150);
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
  await buildPreview();
  if (process.env.FOUNDRY_DATA_PATH) {
    console.log(`[start] linked ${linkIntoFoundry(process.env.FOUNDRY_DATA_PATH)} → ${DIST_DIR}`);
  }
  // PORT=0 lets the system pick a free port (the start test does); the lines below name the real one.
  const server = await servePreview({ port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT });
  const { port } = server.address();
  watchSources();
  console.log(
    `\n  Deckbound sandbox: http://localhost:${port}/sandbox.html (play any ruleset as the GM, Ann or Bob)\n  Deckbound preview: http://localhost:${port}/\n  Watching for changes; Ctrl+C to stop.\n`,
  );
}
