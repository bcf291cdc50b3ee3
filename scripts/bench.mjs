// `npm run bench`: the odds bench (scripts/bench.ts, loaded through vite's module runner, which
// transpiles the TypeScript; vite.config is ignored so the build's plugins are not loaded), then the
// production bundle: built into a temporary directory, its gzipped size and its cold boot time.
// Exits non-zero if any limit is missed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runnerImport } from "vite";
import { bootTimes, medianBoot } from "./boot-time.mjs";
import { buildScript, buildStyles } from "./build.mjs";

const GZIP_LIMIT_KB = 110;
const BOOT_LIMIT_MS = 10;
const BOOTS = 7;

const { module } = await runnerImport(fileURLToPath(new URL("./bench.ts", import.meta.url)), {
  configFile: false,
  logLevel: "error",
});
const oddsFailed = module.main() !== 0;
const bundleFailed = await benchBundle();
process.exitCode = oddsFailed || bundleFailed ? 1 : 0;

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
    const bootOk = boot.evaluateAndInit <= BOOT_LIMIT_MS;
    console.log(`\nProduction bundle (minified, source map kept)`);
    console.log(`| measure | value | limit |`);
    console.log(`|---|---|---|`);
    console.log(
      `| deckbound.mjs + deckbound.css, gzipped | ${script.toFixed(1)} + ${css.toFixed(1)} = ${(script + css).toFixed(1)} KB | ${GZIP_LIMIT_KB} KB |`,
    );
    console.log(
      `| module evaluation + init, cold Node (median of ${BOOTS}) | ${boot.evaluate.toFixed(1)} + ${boot.init.toFixed(1)} = ${boot.evaluateAndInit.toFixed(1)} ms | ${BOOT_LIMIT_MS} ms |`,
    );
    console.log(`| parsing and compiling the module before that | ${boot.compile.toFixed(1)} ms | — |`);
    console.log(`| load total: compile + evaluation + init | ${boot.total.toFixed(1)} ms | — |`);
    if (!sizeOk) console.log(`FAIL the bundle is ${(script + css).toFixed(1)} KB gzipped (limit ${GZIP_LIMIT_KB} KB)`);
    if (!bootOk) console.log(`FAIL evaluation + init take ${boot.evaluateAndInit.toFixed(1)} ms (limit ${BOOT_LIMIT_MS} ms)`);
    if (sizeOk && bootOk) console.log(`The bundle is within its limits.`);
    return !(sizeOk && bootOk);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
