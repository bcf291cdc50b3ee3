/**
 * `npm start` as a newcomer runs it (README quick start): a child process in a clean copy of the
 * repository, started while another process keeps the CPU busy; once it says where it serves, the
 * sandbox, the preview and every harness page are fetched, and the preview is driven in headless
 * Chromium. Screenshots: test/screenshots/preview-*.png.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotPath } from "../browser/chromium.ts";
import { cleanCheckout, keepCpuBusy, runNpm, type NpmRun } from "./newcomer.ts";

const checkout = cleanCheckout();
let start: NpmRun;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const stopBurning = keepCpuBusy();
  try {
    // PORT=0: any free port; the script prints the one it took.
    start = runNpm(checkout.dir, ["start"], { PORT: "0" });
    const [, port] = await start.waitForLine(/Deckbound preview: http:\/\/localhost:(\d+)\//);
    base = `http://127.0.0.1:${port}`;
  } finally {
    await stopBurning();
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await start?.stop();
  checkout.remove();
});

/** A page fetched as a browser would: its status and its text. */
async function fetchPage(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text() };
}

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("requestfailed", (request) => errors.push(`${request.url()} failed`));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.url()} → ${response.status()}`);
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  expect(errors, path).toEqual([]);
  return page;
}

/** Waits until every <img> on the page has loaded with real pixels (a broken image never does). */
async function imagesLoaded(page: Page): Promise<boolean> {
  const allLoaded = () => {
    const images = [...document.images];
    return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
  };
  return page.waitForFunction(allLoaded, undefined, { timeout: 5_000 }).then(() => true, () => false);
}

const oddsLines = (page: Page) => page.$$eval("#odds tr", (rows) => rows.map((row) => (row as HTMLElement).dataset["line"]));
const stackCount = async (page: Page, id: string) => Number(await page.textContent(`#${id}-count`));
const handCodes = (page: Page) => page.$$eval("#hand img", (images) => images.map((image) => (image as HTMLElement).dataset["card"]!));

describe("npm start", () => {
  it("serves the sandbox and the preview's index", async () => {
    const sandbox = await fetchPage("/sandbox.html");
    expect(sandbox.status).toBe(200);
    expect(sandbox.text).toContain("<title>Deckbound sandbox</title>");
    const index = await fetchPage("/");
    expect(index.status).toBe(200);
    expect(index.text).toContain("<title>Deckbound preview</title>");
    expect((await fetchPage("/systems/deckbound/system.json")).status).toBe(200);
  });

  it("serves every harness page, each a rendered sheet or chat card", async () => {
    const index = await fetchPage("/harness/index.html");
    expect(index.status).toBe(200);
    const names = [...index.text.matchAll(/<li><a href="\.\/([^"]+)\.html">/g)].map(([, name]) => decodeURIComponent(name!));
    expect(names).toEqual(expect.arrayContaining(["sample-sheet", "chat-cards", "belmont-sheet", "doa-check-card", "fates52-combat"]));
    for (const name of names) {
      const page = await fetchPage(`/harness/${encodeURIComponent(name)}.html`);
      expect(page.status, name).toBe(200);
      expect(page.text, name).toMatch(/class="[^"]*deckbound/);
    }
  });
});

describe("preview", () => {
  it("the index links to every page", async () => {
    const page = await open("/");
    const links = await page.$$eval(".preview-pages a", (anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links).toEqual(["./sandbox.html", "./cards.html", "./table.html", "./harness/index.html"]);
    await page.screenshot({ path: screenshotPath("preview-index.png"), fullPage: true });
    await page.close();
  });

  it("[CORE-01] the card art page shows all 54 faces and the back", async () => {
    const page = await open("/cards.html");
    expect(await page.locator("#small-cards img").count()).toBe(55);
    expect(await imagesLoaded(page)).toBe(true);
    await page.screenshot({ path: screenshotPath("preview-cards.png"), fullPage: true });
    await page.close();
  });

  it("[CORE-05] the table page shows the exact odds of the next card as cards are drawn", async () => {
    const page = await open("/table.html");
    await page.fill("#seed", "2024");
    await page.click("[data-action=reset]");
    expect(await oddsLines(page)).toContain("next card is a heart ♥: 13/52 = 25.0%");

    await page.click("[data-action=draw][data-count='5']");
    const hand = await handCodes(page);
    expect(hand).toHaveLength(5);
    const hearts = 13 - hand.filter((code) => code.endsWith("H")).length;
    expect(await stackCount(page, "deck")).toBe(47);
    expect(await oddsLines(page)).toContain(`next card is a heart ♥: ${hearts}/47 = ${((hearts / 47) * 100).toFixed(1)}%`);
    expect(await imagesLoaded(page)).toBe(true);
    await page.screenshot({ path: screenshotPath("preview-table.png"), fullPage: true });
    await page.close();
  });

  it("[CORE-03] [CORE-04] drawing past the end reshuffles the discards in; no card is lost or duplicated", async () => {
    const page = await open("/table.html");
    await page.selectOption("#recipe", "jokers");
    await page.fill("#seed", "7");
    await page.click("[data-action=reset]");
    for (let i = 0; i < 10; i++) {
      await page.click("[data-action=draw][data-count='5']");
      await page.click("[data-action=discard]");
    }
    expect(await stackCount(page, "deck")).toBe(4);
    expect(await stackCount(page, "discard")).toBe(50);
    await page.click("[data-action=draw][data-count='5']");
    expect(await page.textContent("#log")).toContain("discards shuffled in (1×)");
    const counts = await Promise.all(["deck", "hand", "discard"].map((id) => stackCount(page, id)));
    expect(counts).toEqual([49, 5, 0]);
    expect(new Set(await handCodes(page)).size).toBe(5);
    await page.close();
  });
  it("serves the browser harness's sheet and chat-card pages, built from the same page sources", async () => {
    const page = await open("/harness/index.html");
    const links = await page.$$eval(".preview-pages a", (anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links).toEqual(expect.arrayContaining(["./sample-sheet.html", "./chat-cards.html"]));
    await page.goto(`${base}/harness/sample-sheet.html`, { waitUntil: "load" });
    expect(await page.locator(".deckbound-hand .deckbound-hand-card").count()).toBe(5);
    expect(await imagesLoaded(page)).toBe(true);
    await page.close();
  });
});
