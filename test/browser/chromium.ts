/**
 * Headless Chromium for every browser test (build, preview, harness): Debian's /usr/bin/chromium when installed, otherwise the
 * self-contained build from @sparticuz/chromium. Screenshots go to test/screenshots/ (git-ignored)
 * so a person can look at what the tests rendered.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "screenshots");

const QUIET_ARGS = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export async function launchBrowser(): Promise<Browser> {
  if (existsSync("/usr/bin/chromium")) {
    return chromium.launch({ executablePath: "/usr/bin/chromium", args: QUIET_ARGS });
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  // Its Lambda-oriented --single-process flag ends the whole browser when the first page closes.
  const args = sparticuz.args.filter((arg) => arg !== "--single-process");
  return chromium.launch({ executablePath: await sparticuz.executablePath(), args: [...args, ...QUIET_ARGS] });
}

/** One Chromium that several test files connect to (`chromium.connect(server.wsEndpoint())`): the sandbox playthroughs share it. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  if (existsSync("/usr/bin/chromium")) {
    return chromium.launchServer({ executablePath: "/usr/bin/chromium", args: QUIET_ARGS });
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  const args = sparticuz.args.filter((arg) => arg !== "--single-process");
  return chromium.launchServer({ executablePath: await sparticuz.executablePath(), args: [...args, ...QUIET_ARGS] });
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, name);
}
