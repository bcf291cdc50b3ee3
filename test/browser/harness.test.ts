/**
 * Renders the harness pages (pages.ts) in headless Chromium, asserts on the DOM and saves
 * screenshots to test/screenshots/ (git-ignored). One browser for the whole file.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotPath } from "./chromium.ts";
import { renderHarnessPages } from "./pages.ts";



let browser: Browser;
let page: Page;
let pages: Map<string, string>;

beforeAll(async () => {
  const [rendered, launched] = await Promise.all([renderHarnessPages("sample"), launchBrowser()]);
  pages = new Map(rendered.map(({ name, html }) => [name, html]));
  browser = launched;
  page = await browser.newPage({ viewport: { width: 720, height: 760 } });
  page.setDefaultTimeout(5_000);
});

afterAll(async () => {
  await browser?.close();
});

async function open(name: string): Promise<Page> {
  const html = pages.get(name);
  if (!html) throw new Error(`no harness page "${name}"`);
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: screenshotPath(`${name}.png`), fullPage: true });
  return page;
}

/** Every <img> decoded (card art and portrait are data URIs: none may be broken). */
async function allImagesLoaded(): Promise<boolean> {
  return page.$$eval("img", (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
}

describe("browser harness", () => {
  it("[CORE-01] the sample sheet shows the hand's cards with art and suit symbols, the deck count and the table piles", async () => {
    await open("sample-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await page.locator(".window-header .window-title").textContent()).toBe("Ada");
    expect(await page.locator(".deckbound-hand .deckbound-hand-card").count()).toBe(5);
    const names = await page.locator(".deckbound-card-name").allTextContents();
    expect(names.every((name) => /^(10|[2-9JQKA])[♣♦♥♠]$/.test(name))).toBe(true);
    expect(await page.locator("[data-deck-count]").getAttribute("data-deck-count")).toBe("45");
    expect(await page.locator(".deckbound-pile").count()).toBe(3);
    const header = await page.locator(".deckbound-sheet-header").boundingBox();
    const hand = await page.locator(".deckbound-hand").boundingBox();
    expect(header && hand && header.y < hand.y).toBe(true);
    const cardWidth = await page.locator(".deckbound-hand .deckbound-card").first().evaluate((el) => el.getBoundingClientRect().width);
    expect(cardWidth).toBeGreaterThan(50);
    expect(await page.locator("body").evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Signika|Segoe|Helvetica|Arial/);
  });

  it("the edit mode sheet offers a name field", async () => {
    await open("sample-sheet-edit");
    expect(await page.locator('input[name="name"]').inputValue()).toBe("Ada");
  });

  it("[CORE-06] the chat cards walk draw → drawn → revealed → resolved, showing a face only once revealed", async () => {
    await open("chat-cards");
    expect(await allImagesLoaded()).toBe(true);
    const phases = await page.locator(".deckbound-chat-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-phase")));
    expect(phases).toEqual(["draw", "drawn", "revealed", "resolved", "resolved"]);
    const faces = await page.locator(".deckbound-chat-card img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(faces).toEqual(["", "", "Q♥", "Q♥", "4♠"]);
    expect(await page.locator(".deckbound-outcome").allTextContents()).toEqual(["Success!", "Failure."].map((text) => expect.stringContaining(text)) as never);
  });
});
