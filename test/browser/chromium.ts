/**
 * Headless Chromium for every browser test (build, preview, harness): Debian's /usr/bin/chromium when installed, otherwise the
 * self-contained build from @sparticuz/chromium. Screenshots go to test/screenshots/ (git-ignored)
 * so a person can look at what the tests rendered.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "screenshots");

/**
 * A made-up host name the browser resolves to this machine. Chromium counts localhost and
 * 127.0.0.0/8 as secure contexts, but not a plain-HTTP page on any other name: served there, a page
 * is in an insecure context (no `crypto.subtle`), as on a Foundry served over plain HTTP from
 * another machine. Only that name is mapped, so no other page is affected.
 */
export const INSECURE_HOST = "deckbound-table.test";

/** Quiet (no calls home on a closed network) and drawn without a GPU (the pages are plain DOM). */
const BROWSER_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
  `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
];

/**
 * @sparticuz/chromium's own flags, less two kinds that hurt here. Its Lambda-oriented
 * --single-process ends the whole browser when the first page closes. Its GPU emulation (ANGLE on
 * SwiftShader, in-process) renders every frame through software GL: on a two-core machine a frame
 * took seconds, so every click's wait for a stable element and every screenshot crawled (a
 * playthrough ran 3× slower). The pages are plain DOM: software compositing without a GPU draws them.
 */
const SPARTICUZ_DROPPED = [
  "--single-process",
  "--use-gl=",
  "--use-angle=",
  "--enable-unsafe-swiftshader",
  "--in-process-gpu",
  "--ignore-gpu-blocklist",
];

function sparticuzArgs(args: readonly string[]): string[] {
  return [...args.filter((arg) => !SPARTICUZ_DROPPED.some((dropped) => arg.startsWith(dropped))), ...BROWSER_ARGS];
}

export async function launchBrowser(): Promise<Browser> {
  if (existsSync("/usr/bin/chromium")) {
    return chromium.launch({ executablePath: "/usr/bin/chromium", args: BROWSER_ARGS });
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return chromium.launch({ executablePath: await sparticuz.executablePath(), args: sparticuzArgs(sparticuz.args) });
}

/** One Chromium that several test files connect to (`chromium.connect(server.wsEndpoint())`): the sandbox playthroughs share it. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  if (existsSync("/usr/bin/chromium")) {
    return chromium.launchServer({ executablePath: "/usr/bin/chromium", args: BROWSER_ARGS });
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return chromium.launchServer({ executablePath: await sparticuz.executablePath(), args: sparticuzArgs(sparticuz.args) });
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name);
}
