/**
 * One headless Chromium per browser-test file, showing that file's harness pages: `open(name)`
 * loads a page and saves its screenshot to test/screenshots/<name>.png for a person to look at.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, screenshotPath } from "./chromium.ts";
import { renderHarnessPages } from "./pages.ts";

export interface HarnessSession {
  /** The one page the file's tests share. */
  readonly page: Page;
  /** Load a harness page by name and (unless told not to) screenshot it. */
  open(name: string, screenshot?: boolean): Promise<Page>;
  /** Every <img> on the page decoded, and at least one (card art must never be broken). */
  allImagesLoaded(): Promise<boolean>;
}

/** Render the page source's pages and open a browser for this test file (call at module level). */
export function useHarnessPages(source: string, viewport = { width: 720, height: 900 }): HarnessSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let pages = new Map<string, string>();

  beforeAll(async () => {
    const [rendered, launched] = await Promise.all([renderHarnessPages(source), launchBrowser()]);
    pages = new Map(rendered.map(({ name, html }) => [name, html]));
    browser = launched;
    page = await browser.newPage({ viewport });
    // Other test files (a playthrough's browser among them) run alongside: give each step room.
    page.setDefaultTimeout(15_000);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  const current = (): Page => {
    if (!page) throw new Error("the harness browser is not open yet");
    return page;
  };

  return {
    get page() {
      return current();
    },
    async open(name, screenshot = true) {
      const html = pages.get(name);
      if (!html) throw new Error(`no harness page "${name}" from ${source}`);
      await current().setContent(html, { waitUntil: "load" });
      if (screenshot) await current().screenshot({ path: screenshotPath(`${name}.png`), fullPage: true });
      return current();
    },
    allImagesLoaded: () =>
      current().$$eval(
        "img",
        (images) =>
          images.length > 0 &&
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
  };
}
