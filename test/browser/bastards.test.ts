/**
 * A Game of Bastards' harness pages in headless Chromium: the Fated sheet, the Time Passes dialog,
 * the Fate draw card and the opposition card through its states. Screenshots go to
 * test/screenshots/ (looked at).
 */
import { describe, expect, it } from "vitest";
import { useHarnessPages } from "./harness-session.ts";
import { ODDS } from "../sandbox/sight.ts";

const harness = useHarnessPages("bastards", { width: 720, height: 900 });
const { open, allImagesLoaded } = harness;

const text = async (selector: string) =>
  (await harness.page.locator(selector).allTextContents()).map((entry) => entry.replace(/\s+/g, " ").trim());

describe("A Game of Bastards in the browser", () => {
  it("[GOB-04] [GOB-07] [GOB-20] the Fated sheet shows traits with pool bars, skills, advantages by suit (an empty pool greys its suit out), wildcards, XP, the state and the hand", async () => {
    await open("bastards-fated-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".bastards-trait").count()).toBe(4);
    expect(await harness.page.locator(".bastards-trait .bastards-pool-bar").count()).toBe(4);
    expect(await harness.page.locator(".bastards-suit-group").count()).toBe(4);
    expect(await harness.page.locator(".bastards-suit-group.is-disabled").getAttribute("data-suit")).toBe("D");
    expect(
      await harness.page.locator(".bastards-suit-group.is-disabled").evaluate((el) => Number(getComputedStyle(el).opacity)),
    ).toBeLessThan(1);
    expect((await text(".bastards-condition"))[0]).toBe("Desperate");
    expect(await harness.page.locator(".bastards-skills li").count()).toBeGreaterThan(10);
    expect(await harness.page.locator("body").textContent()).not.toMatch(/DECKBOUND\./);
  });

  it("[GOB-03] the Time Passes dialog prices every option and shows why a refused one is refused", async () => {
    await open("bastards-time-passes");
    expect(await harness.page.locator(".bastards-purchase").count()).toBeGreaterThan(20);
    const refused = await text(".bastards-purchase.is-refused .bastards-purchase-reason");
    expect(refused).toContain("Only one rank per Time Passes.");
    expect(refused).toContain("This can only be bought at character creation.");
    expect(await harness.page.locator(".bastards-purchase:not(.is-refused) button").first().textContent()).toMatch(/Spend 1 XP/);
    expect(await harness.page.locator("body").textContent()).not.toMatch(/DECKBOUND\./);
  });

  it("[GOB-10] [CORE-05] the Fate draw card shows the odds before the draw and the cards and totals after", async () => {
    await open("bastards-fate-draw");
    expect(await allImagesLoaded()).toBe(true);
    expect((await text(".bastards-odds"))[0]).toMatch(new RegExp(`^Chance of success ${ODDS} · chance of a wildcard ${ODDS}$`));
    expect(await harness.page.locator(".bastards-fate-draw[data-phase=done] .bastards-duel-side").count()).toBe(2);
    expect(await harness.page.locator(".bastards-fate-draw[data-phase=done] .deckbound-outcome").count()).toBe(1);
  });

  it("[GOB-15] [GOB-17] the opposition card: initiative, the face-down cards as backs, betting, then the reveal; each button names the one actor it is for", async () => {
    await open("bastards-opposition");
    expect(await allImagesLoaded()).toBe(true);
    const cards = harness.page.locator(".bastards-opposition");
    expect(await cards.count()).toBe(6);
    expect(await cards.nth(0).locator(".bastards-gm-buttons [data-action=begin]").count()).toBe(1);
    expect(await cards.nth(3).locator(".is-face-down").count()).toBeGreaterThanOrEqual(1);
    expect(await cards.nth(5).locator(".is-face-down").count()).toBe(0);
    for (let i = 1; i < 6; i++) {
      const actors = await cards
        .nth(i)
        .locator(".bastards-buttons [data-actor]")
        .evaluateAll((buttons) => [...new Set(buttons.map((button) => button.getAttribute("data-actor")))]);
      expect(actors.length).toBeLessThanOrEqual(1);
    }
    // "their turn" never breaks across two lines on a narrow chat card (one line box each).
    const turnTags = harness.page.locator(".bastards-turn-tag");
    expect(await turnTags.count()).toBeGreaterThan(0);
    expect(await turnTags.evaluateAll((tags) => tags.map((tag) => tag.getClientRects().length))).toEqual(
      Array(await turnTags.count()).fill(1),
    );
    expect(await harness.page.locator("body").textContent()).not.toMatch(/DECKBOUND\./);
  });

  it("[T-CORE-04] [GOB-12] [GOB-23] [GOB-28] [GOB-22] the odds before the other draws: the owed cards before Go on, a card set aside for Acrobat, Mastermind's card for a follower, the Use form's advantages and the Appear form's hand", async () => {
    await open("bastards-odds-draws");
    const lines = await text(".bastards-odds-before li");
    const has = (pattern: string) =>
      expect(
        lines.some((line) => new RegExp(pattern).test(line)),
        pattern,
      ).toBe(true);
    has(`^Go on: 2 cards still owed to Cass, chance of a joker \\(a wildcard\\) ${ODDS}$`);
    has(`^Set a card aside \\(Acrobat\\): 1 card drawn for it, chance of a joker \\(a wildcard\\) ${ODDS}$`);
    has(`^Mastermind \\(a wildcard for Cass's follower 1\\): win ${ODDS} · tie ${ODDS} · lose ${ODDS}$`);
    await open("bastards-odds-forms");
    const form = await text(".bastards-form-odds");
    expect(form).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Intensity: the deck's top card at each of your physical attacks this round; chance the next one is a joker \\(a wildcard\\): ${ODDS}$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^Ass Pull: 2 cards, chance of a joker \\(a wildcard\\) ${ODDS}$`)),
      expect.stringMatching(
        new RegExp(`^Acrobat: up to 3 cards, one drawn for each card set aside; chance of a joker \\(a wildcard\\) among all 3: ${ODDS}$`),
      ),
      expect.stringMatching(new RegExp(`^Dealt 5 cards on appearing, chance of a joker \\(a wildcard\\) ${ODDS}$`)),
    ]);
    expect(await harness.page.locator("body").textContent()).not.toMatch(/DECKBOUND\./);
  });

  it("[GOB-01] [GOB-02] a Fated in creation picks its suit from four buttons, the chosen one marked", async () => {
    await open("bastards-creation-sheet");
    expect(await harness.page.locator('.bastards-suit-choice [data-action="chooseSuit"]').count()).toBe(4);
    expect(await harness.page.locator(".bastards-suit-choice .is-chosen").getAttribute("data-suit")).toBe("C");
  });
});
