/**
 * What a newcomer does with the README's commands, run for real: a clean copy of the repository
 * (the files git tracks or would track, as in a fresh clone, with this checkout's node_modules
 * standing in for `npm install`), the npm script started as a child process, its output read line
 * by line, and another process keeping the CPU busy meanwhile if asked.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ROOT } from "../../scripts/build.mjs";

/** A fresh folder holding the repository's files (no dist/, build/ or release/), node_modules linked in. */
export function cleanCheckout(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "deckbound-newcomer-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file), { errorOnExist: false, force: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface NpmRun {
  readonly child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the first printed line's match; rejects with the output if the process ends first. */
  waitForLine(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once it ends. */
  exited: Promise<number | null>;
  /** Ends it and everything it started. */
  stop(): Promise<void>;
}

/** `npm <args>` in `dir`, in its own process group so that stopping it stops its children too. */
export function runNpm(dir: string, args: string[], env: Record<string, string> = {}): NpmRun {
  const child = spawn("npm", args, { cwd: dir, env: { ...process.env, ...env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const waiting = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const check of waiting) check();
  };
  child.stdout!.on("data", heard);
  child.stderr!.on("data", heard);
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const check of waiting) check();
  });
  return {
    child,
    output: () => text,
    exited,
    waitForLine(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            waiting.delete(check);
            resolve(match);
          } else if (ended) {
            waiting.delete(check);
            reject(new Error(`npm ${args.join(" ")} ended without printing ${pattern}:\n${text}`));
          }
        };
        waiting.add(check);
        check();
      });
    },
    async stop() {
      if (!ended) {
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

/**
 * Another process spinning on one core until stopped: the machine is busy, as it often is. When it
 * already is (its load over the last minute at least its cores, as during `npm test`, whose other
 * files keep every core busy), nothing is added: a spinner would only take a core from them (Step 17).
 */
export function keepCpuBusy(): () => Promise<void> {
  if ((loadavg()[0] ?? 0) >= availableParallelism()) return () => Promise.resolve();
  const burner = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  const gone = new Promise<void>((resolve) => burner.once("exit", () => resolve()));
  return async () => {
    burner.kill("SIGKILL");
    await gone;
  };
}
