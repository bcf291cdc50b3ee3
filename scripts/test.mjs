// `npm test`: the static checks (type-check, lint, formatting) and every test, at once. The checks
// need one core for about a minute; the playthroughs leave the cores idle while seats wait on one
// another, so the checks run in that slack instead of before the tests (Step 17: npm test ≤ 8
// minutes). Vitest's output streams as it comes; the checks' output is held and printed after it,
// whole, under its own heading. The exit code is the first failure's, or 0.
import { spawn } from "node:child_process";

const CHECKS = [
  // The type-check with TypeScript 7, the native compiler (package "typescript-7"), on one thread: a
  // little over half of 5.9's CPU and memory (15 CPU-s and 0.8 GB against 26 and 1.4, measured alone), passing and
  // failing the same code. typescript-eslint still needs 5.9's API, so both are installed.
  ["tsc --noEmit (TypeScript 7)", [process.execPath, "node_modules/typescript-7/bin/tsc", "--noEmit", "-p", ".", "--singleThreaded"]],
  ["eslint .", ["eslint", "."]],
  ["oxfmt --check", ["oxfmt", "--check"]],
];

/** Run one tool from node_modules/.bin; resolve with its exit code and everything it wrote. */
function run(command, args, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", shell: process.platform === "win32" });
    let output = "";
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.once("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function staticChecks() {
  const results = [];
  for (const [name, [command, ...args]] of CHECKS) {
    const result = await run(command, args, { quiet: true });
    results.push({ name, ...result });
  }
  return results;
}

const [checks, tests] = await Promise.all([staticChecks(), run("vitest", ["run", ...process.argv.slice(2)], { quiet: false })]);

console.log("\nStatic checks:");
for (const { name, code, output } of checks) {
  console.log(`  ${code === 0 ? "✓" : "✗"} ${name}`);
  if (code !== 0) console.log(output.replace(/^/gm, "    "));
}
process.exitCode = [...checks.map((check) => check.code), tests.code].find((code) => code !== 0) ?? 0;
