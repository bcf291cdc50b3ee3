/**
 * Vitest global setup for the playthroughs: build the system and the sandbox once into a temporary
 * directory, serve them, and start one headless Chromium; each playthrough worker connects to that
 * browser once (a window of its own, test/sandbox/table-session.ts) and every file opens its own
 * world in it on that server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "../../scripts/build.mjs";
import { buildPreview, servePreview } from "../../scripts/start.mjs";
import { writeSite } from "../../scripts/site.mjs";
import { INSECURE_HOST, launchBrowserServer } from "../browser/chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    /** The same sandbox from the static site (npm run build:site), served by Python's plain http.server under /deckbound/ as GitHub Pages would. */
    staticSandboxUrl: string;
    /** The same sandbox on a host name that makes it an insecure context (test/browser/chromium.ts). */
    insecureSandboxUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), "deckbound-sandbox-"));
  const distDir = join(work, "dist");
  const previewDir = join(work, "preview");
  await build({ outDir: distDir, quiet: true });
  await buildPreview({ outDir: previewDir, quiet: true, harness: false });
  // Built once for the whole run: the browser may keep every file it serves (scripts/start.mjs).
  const server = await servePreview({ port: 0, distDir, previewDir, unchanging: true });
  writeSite({ distDir, previewDir, outDir: join(work, "pages", "deckbound") });
  const staticServer = await serveStatically(join(work, "pages"));
  const browser = await launchBrowserServer();
  const { port } = server.address() as AddressInfo;
  project.provide("sandboxUrl", `http://127.0.0.1:${port}/sandbox.html`);
  project.provide("staticSandboxUrl", `${staticServer.url}deckbound/sandbox.html`);
  project.provide("insecureSandboxUrl", `http://${INSECURE_HOST}:${port}/sandbox.html`);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    server.close();
    staticServer.process.kill();
    rmSync(work, { recursive: true, force: true });
  };
}

/**
 * A plain static file server that is not the project's own: Python's `http.server` (Python 3 is in
 * Debian's base and on GitHub's runners), on a free port; resolves once it says where it listens.
 */
function serveStatically(root: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn("python3", ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", root], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let said = "";
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`python3 -m http.server exited (${code}): ${said}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      const port = /port (\d+)/.exec(said)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/`, process: child });
    });
    child.stderr.on("data", () => {});
  });
}
