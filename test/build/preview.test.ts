/**
 * The preview `npm start` serves, built into a temporary directory and driven in headless Chromium.
 * Screenshots: test/screenshots/preview-*.png.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles, writeCardArt } from "../../scripts/build.mjs";
import { buildPreview, servePreview } from "../../scripts/start.mjs";
import { launchBrowser, screenshotPath } from "../browser/chromium.ts";

const work = mkdtempSync(join(tmpdir(), "deckbound-preview-"));
let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  const distDir = join(work, "dist");
  const previewDir = join(work, "preview");
  writeCardArt(distDir);
  buildStyles(distDir);
  await buildPreview({ outDir: previewDir, quiet: true });
  server = await servePreview({ port: 0, distDir, previewDir });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

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
