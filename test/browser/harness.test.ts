/**
 * Renders the harness pages (pages.ts) in headless Chromium, asserts on the DOM and saves
 * screenshots to test/screenshots/ (git-ignored). One browser for the whole file.
 */
import { describe, expect, it } from "vitest";
import { useHarnessPages } from "./harness-session.ts";

const harness = useHarnessPages("sample", { width: 720, height: 760 });
const { open, allImagesLoaded } = harness;

describe("browser harness", () => {
  it("[CORE-01] the sample sheet shows the hand's cards with art and suit symbols, the deck count and the table piles", async () => {
    await open("sample-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".window-header .window-title").textContent()).toBe("Ada");
    expect(await harness.page.locator(".deckbound-hand .deckbound-hand-card").count()).toBe(5);
    const names = await harness.page.locator(".deckbound-card-name").allTextContents();
    expect(names.every((name) => /^(10|[2-9JQKA])[♣♦♥♠]$/.test(name))).toBe(true);
    expect(await harness.page.locator("[data-deck-count]").getAttribute("data-deck-count")).toBe("45");
    expect(await harness.page.locator(".deckbound-pile").count()).toBe(3);
    const header = await harness.page.locator(".deckbound-sheet-header").boundingBox();
    const hand = await harness.page.locator(".deckbound-hand").boundingBox();
    expect(header && hand && header.y < hand.y).toBe(true);
    const cardWidth = await harness.page
      .locator(".deckbound-hand .deckbound-card")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(cardWidth).toBeGreaterThan(50);
    expect(await harness.page.locator("body").evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Signika|Segoe|Helvetica|Arial/);
  });

  it("the edit mode sheet offers a name field", async () => {
    await open("sample-sheet-edit");
    expect(await harness.page.locator('input[name="name"]').inputValue()).toBe("Ada");
  });

  it("[CORE-06] the chat cards walk draw → drawn → revealed → resolved, showing a face only once revealed", async () => {
    await open("chat-cards");
    expect(await allImagesLoaded()).toBe(true);
    const phases = await harness.page
      .locator(".deckbound-chat-card")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-phase")));
    expect(phases).toEqual(["draw", "drawn", "revealed", "resolved", "resolved"]);
    const faces = await harness.page
      .locator(".deckbound-chat-card img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(faces).toEqual(["", "", "Q♥", "Q♥", "4♠"]);
    expect(await harness.page.locator(".deckbound-outcome").allTextContents()).toEqual(
      ["Success!", "Failure."].map((text) => expect.stringContaining(text)) as never,
    );
  });
});
