// `npm run bench`: loads scripts/bench.ts through vite's module runner (vite transpiles the
// TypeScript; no extra runner needed) and runs it. Ignores any vite.config so the build's plugins
// are not loaded for a bench.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const { module } = await runnerImport(fileURLToPath(new URL("./bench.ts", import.meta.url)), {
  configFile: false,
  logLevel: "error",
});
process.exitCode = module.main();
