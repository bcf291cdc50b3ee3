// What loading Deckbound costs a Foundry client, from a cold start in Node: the Foundry test
// runtime's globals are installed (test/runtime, loaded through vite's module runner), then the
// built deckbound.mjs is compiled, linked and evaluated as an ES module and its "init" hook runs.
// Each phase is timed on its own (vm.SourceTextModule), each boot in a fresh Node process; evaluation
// plus init is also measured in CPU time, which other work on a busy machine hardly changes.
//
//   node scripts/boot-time.mjs [dist/deckbound.mjs]   one boot in this process (needs the flags below)
//   bootTimes(bundle, runs)                           `runs` boots, each in its own process
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import { runnerImport } from "vite";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_BUNDLE = join(ROOT, "dist", "deckbound.mjs");
const NODE_FLAGS = ["--experimental-vm-modules", "--expose-gc", "--no-warnings"];

/**
 * Phases of `runs` cold boots of `bundle`, each in a new Node process, in milliseconds:
 * `compile` (parse and compile the module), `evaluate` (run its top-level code), `init` (the hook),
 * and `evaluateAndInitCpu`, the process's CPU time over evaluation and init.
 */
export function bootTimes(bundle = DEFAULT_BUNDLE, runs = 5) {
  return Array.from({ length: runs }, () => {
    const output = execFileSync(process.execPath, [...NODE_FLAGS, fileURLToPath(import.meta.url), bundle], { encoding: "utf8" });
    return JSON.parse(output.trim().split("\n").at(-1));
  });
}

/**
 * The median of each phase, and of evaluation plus init; and `fastestEvaluateAndInitCpu`, the least
 * CPU time any boot took over evaluation and init. On a machine shared with other work a boot's CPU
 * time is never lowered by it, only raised (two busy processes on this machine's two cores double
 * it: 5.7–7.6 ms against 11–13.5 ms for the same bundle within one minute), so the fastest of
 * several boots is the one nearest to what the code itself costs.
 */
export function medianBoot(boots) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    compile: median(boots.map((boot) => boot.compile)),
    evaluate: median(boots.map((boot) => boot.evaluate)),
    init: median(boots.map((boot) => boot.init)),
    evaluateAndInit: median(boots.map((boot) => boot.evaluate + boot.init)),
    evaluateAndInitCpu: median(boots.map((boot) => boot.evaluateAndInitCpu)),
    fastestEvaluateAndInitCpu: Math.min(...boots.map((boot) => boot.evaluateAndInitCpu)),
    total: median(boots.map((boot) => boot.compile + boot.evaluate + boot.init)),
  };
}

/** One boot in this process. */
async function bootOnce(bundle) {
  const { module: runtime } = await runnerImport(join(ROOT, "test", "runtime", "index.ts"), { configFile: false, logLevel: "error" });
  const rt = runtime.installFoundryRuntime();
  const source = readFileSync(bundle, "utf8");
  globalThis.gc?.();
  const start = performance.now();
  const module = new vm.SourceTextModule(source, { identifier: pathToFileURL(bundle).href });
  await module.link(() => {
    throw new Error("deckbound.mjs must be one self-contained module");
  });
  const compiled = performance.now();
  const cpu = process.cpuUsage();
  await module.evaluate();
  const evaluated = performance.now();
  globalThis.Hooks.callAll("init");
  const initialised = performance.now();
  const { user, system } = process.cpuUsage(cpu);
  rt.uninstall();
  return {
    compile: compiled - start,
    evaluate: evaluated - compiled,
    init: initialised - evaluated,
    evaluateAndInitCpu: (user + system) / 1000,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await bootOnce(process.argv[2] ?? DEFAULT_BUNDLE)));
}
