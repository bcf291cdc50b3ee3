/**
 * Vitest global setup for the playthroughs: build the system and the sandbox once into a temporary
 * directory, serve them, and start one headless Chromium; every playthrough file connects to that
 * browser (its own context) and opens its own world on that server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "../../scripts/build.mjs";
import { buildPreview, servePreview } from "../../scripts/start.mjs";
import { INSECURE_HOST, launchBrowserServer } from "../browser/chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
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
  const server = await servePreview({ port: 0, distDir, previewDir });
  const browser = await launchBrowserServer();
  const { port } = server.address() as AddressInfo;
  project.provide("sandboxUrl", `http://127.0.0.1:${port}/sandbox.html`);
  project.provide("insecureSandboxUrl", `http://${INSECURE_HOST}:${port}/sandbox.html`);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    server.close();
    rmSync(work, { recursive: true, force: true });
  };
}
