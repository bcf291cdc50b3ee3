// `npm run bench`: the odds bench (scripts/bench.ts, bundled into one ES module as the system's
// chunks are, then imported; vite.config is ignored so the build's plugins are not loaded), then the
// production bundle: built into a temporary directory, its gzipped size and its cold boot time; then
// a fresh world's first action against its second, in the sandbox table in headless Chromium
// (scripts/first-action.ts). Exits non-zero if any limit is missed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build as viteBuild } from "vite";
import { bootTimes, medianBoot } from "./boot-time.mjs";
import { build, buildScript, buildStyles } from "./build.mjs";
import { buildPreview, servePreview } from "./start.mjs";
import { withTypeScriptModule } from "./typescript-module.mjs";

const GZIP_LIMIT_KB = 110;
const BOOT_LIMIT_MS = 7;
/**
 * Cold boots of the bundle, each in a new process. The limit applies to the least CPU time one of
 * them took over evaluation and init (boot-time.mjs: other work on the machine only ever adds to it).
 */
const BOOTS = 15;
/** The first action of a fresh world may take at most this many times the second (medians). */
const FIRST_ACTION_LIMIT = 2;
/**
 * Fresh worlds timed. A Director's second competition takes 9–26 ms from one world to the next
 * (session 36, nine worlds: median 12, its first's 17), so the median of five fell now and then to
 * 9 ms and failed a first of 19 (2.1×) though the first took 1.4× the second over nine.
 */
const WORLDS = 9;

const module = await importBundled(fileURLToPath(new URL("./bench.ts", import.meta.url)));
const oddsFailed = module.main() !== 0;
const bundleFailed = await benchBundle();
const firstActionFailed = await benchFirstAction();
process.exitCode = oddsFailed || bundleFailed || firstActionFailed ? 1 : 0;

/**
 * `entry` (TypeScript) bundled into one ES module, as the system's chunks are, and imported: the
 * rules run as a client runs them. (Loaded through vite's module runner instead, every use of an
 * import reads a getter, which slows the odds' inner loops and is not how the bundle runs.)
 */
async function importBundled(entry) {
  const out = mkdtempSync(join(tmpdir(), "deckbound-bench-odds-"));
  try {
    await viteBuild({
      configFile: false,
      logLevel: "error",
      build: { ssr: entry, outDir: out, minify: false, target: "es2022", rolldownOptions: { output: { entryFileNames: "bench.mjs" } } },
    });
    return await import(pathToFileURL(join(out, "bench.mjs")).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Prints the bundle's size and boot time; true if a limit is missed. */
async function benchBundle() {
  const out = mkdtempSync(join(tmpdir(), "deckbound-bench-"));
  try {
    await buildScript(out, { quiet: true });
    buildStyles(out);
    const gzipKb = (file) => gzipSync(readFileSync(join(out, file))).length / 1024;
    const script = gzipKb("deckbound.mjs");
    const css = gzipKb("deckbound.css");
    const boot = medianBoot(bootTimes(join(out, "deckbound.mjs"), BOOTS));
    const sizeOk = script + css <= GZIP_LIMIT_KB;
    const bootOk = boot.fastestEvaluateAndInitCpu <= BOOT_LIMIT_MS;
    console.log(`\nProduction bundle (minified, source map kept)`);
    console.log(`| measure | value | limit |`);
    console.log(`|---|---|---|`);
    console.log(
      `| deckbound.mjs + deckbound.css, gzipped | ${script.toFixed(1)} + ${css.toFixed(1)} = ${(script + css).toFixed(1)} KB | ${GZIP_LIMIT_KB} KB |`,
    );
    console.log(
      `| module evaluation + init, the process's CPU time, fastest of ${BOOTS} cold boots in Node | ${boot.fastestEvaluateAndInitCpu.toFixed(1)} ms | ${BOOT_LIMIT_MS} ms |`,
    );
    console.log(`| the same, median CPU time | ${boot.evaluateAndInitCpu.toFixed(1)} ms | — |`);
    console.log(
      `| the same, median wall clock (evaluation + init) | ${boot.evaluate.toFixed(1)} + ${boot.init.toFixed(1)} = ${boot.evaluateAndInit.toFixed(1)} ms | — |`,
    );
    console.log(`| parsing and compiling the module before that | ${boot.compile.toFixed(1)} ms | — |`);
    console.log(`| load total: compile + evaluation + init | ${boot.total.toFixed(1)} ms | — |`);
    if (!sizeOk) console.log(`FAIL the bundle is ${(script + css).toFixed(1)} KB gzipped (limit ${GZIP_LIMIT_KB} KB)`);
    if (!bootOk)
      console.log(`FAIL evaluation + init take ${boot.fastestEvaluateAndInitCpu.toFixed(1)} ms of CPU at best (limit ${BOOT_LIMIT_MS} ms)`);
    if (sizeOk && bootOk) console.log(`The bundle is within its limits.`);
    return !(sizeOk && bootOk);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Prints each action's first time against its second; true if a first takes more than the limit allows. */
async function benchFirstAction() {
  const work = mkdtempSync(join(tmpdir(), "deckbound-bench-table-"));
  let server;
  try {
    await build({ outDir: join(work, "dist"), quiet: true });
    await buildPreview({ outDir: join(work, "preview"), quiet: true, harness: false });
    server = await servePreview({ port: 0, distDir: join(work, "dist"), previewDir: join(work, "preview") });
    const url = `http://127.0.0.1:${server.address().port}/sandbox.html`;
    // The browser is launched from TypeScript (test/browser/chromium.ts) that imports on demand.
    const times = await withTypeScriptModule(fileURLToPath(new URL("./first-action.ts", import.meta.url)), (module) =>
      module.firstActionTimes(url, WORLDS),
    );
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(`\nThe first action of a fresh world (sandbox table, headless Chromium; median of ${WORLDS} worlds)`);
    console.log(`| measure | value | limit |`);
    console.log(`|---|---|---|`);
    const rows = [
      ["Deck of Adventures check, OK to the card with its odds in the player's seat", times.check],
      ["Director's competition, the Director's join OK to the card with both competitors' odds in the Director's seat", times.competition],
    ];
    const failures = [];
    for (const [action, { first: firsts, second: seconds }] of rows) {
      const first = median(firsts);
      const second = median(seconds);
      console.log(
        `| ${action}: first action | ${first.toFixed(0)} ms | ${FIRST_ACTION_LIMIT}× the second: ${(FIRST_ACTION_LIMIT * second).toFixed(0)} ms |`,
      );
      console.log(`| the same, second action | ${second.toFixed(0)} ms | — |`);
      if (first > FIRST_ACTION_LIMIT * second)
        failures.push(
          `FAIL ${action}: the first action takes ${first.toFixed(0)} ms, ${(first / second).toFixed(1)}× the second (limit ${FIRST_ACTION_LIMIT}×)`,
        );
    }
    console.log(failures.length === 0 ? `Each first action is within ${FIRST_ACTION_LIMIT}× the second.` : failures.join("\n"));
    return failures.length > 0;
  } finally {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  }
}
