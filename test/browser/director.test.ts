/**
 * The Director's harness pages in headless Chromium: screenshots (test/screenshots/director-*.png)
 * and DOM checks of the sheet, the archetype editor, the test-setup dialog, the test cards and the
 * competition cards.
 */
import { describe, expect, it } from "vitest";
import { useHarnessPages } from "./harness-session.ts";
import { ODDS } from "../sandbox/sight.ts";

const harness = useHarnessPages("director", { width: 760, height: 800 });
const { open } = harness;

const texts = (selector: string) =>
  harness.page
    .locator(selector)
    .allTextContents()
    .then((all) => all.map((text) => text.replace(/\s+/g, " ").trim()));

describe("Director harness pages", () => {
  it("[DIR-01][DIR-12] the sheet shows the four skills with suit symbol and colour, odds per difficulty, learned skills and the deck", async () => {
    await open("director-sheet");
    expect(await texts(".director-attributes tbody th")).toEqual(["♠ Body", "♣ Dexterity", "♥ Spirit", "♦ Mind"]);
    const red = await harness.page
      .locator(".director-attributes .director-suit.is-red")
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe("rgb(192, 21, 47)");
    expect(await harness.page.locator(".director-attributes tbody tr").first().locator(".director-odds-cell").count()).toBe(4);
    expect(await harness.page.locator('button[data-action="test"]').count()).toBe(4);
    expect(await texts(".director-competences .director-competence-name")).toEqual(["Climbing", "Lockpicking", "Origami"]);
    expect(await harness.page.locator(".director-competences .is-expert .director-badge").count()).toBe(1);
    expect(await harness.page.locator("[data-cards-left]").getAttribute("data-cards-left")).toBe("34");
    expect(await harness.page.locator(".director-grid tbody tr").count()).toBe(4);
  });

  it("[DIR-02] edit mode offers the archetypes to build the deck from and the competence buttons", async () => {
    await open("director-sheet-edit");
    expect(await harness.page.locator('button[data-action="useArchetype"]').count()).toBe(6);
    expect(await harness.page.locator('button[data-action="useArchetype"][aria-pressed="true"]').count()).toBe(1);
    expect(await harness.page.locator('button[data-action="addCompetence"]').count()).toBe(1);
    expect(await harness.page.locator('textarea[name="system.notes"]').count()).toBe(1);
  });

  it("[DIR-03] the NPC sheet shows the enemy deck (5–10 of each suit) it draws from", async () => {
    await open("director-npc-sheet");
    expect(await harness.page.locator("[data-cards-left]").getAttribute("data-cards-left")).toBe("24");
    expect(await texts(".director-attributes tbody td:nth-child(3)")).toEqual(["10♠", "10♣", "10♥", "10♦"]);
  });

  it("[DIR-02] the archetype editor is a grid of 4 suits × 13 ranks of count inputs with totals", async () => {
    await open("director-archetype");
    expect(await harness.page.locator(".director-grid input[type=number]").count()).toBe(52);
    expect(await harness.page.locator(".director-grid tfoot .director-grid-total").textContent()).toBe("34");
    const input = await harness.page.locator(".director-grid input").first().boundingBox();
    expect(input && input.width >= 24).toBe(true);
  });

  it("[DIR-08] the test-setup dialog asks for the difficulty and the extra cards", async () => {
    await open("director-test-dialog");
    expect(await harness.page.locator('input[name="difficulty"]').getAttribute("max")).toBe("4");
    expect(await harness.page.locator('input[type="checkbox"]').count()).toBe(3);
  });

  it("[DIR-04][DIR-05][CORE-05] test cards show the odds before the draw (a player's as a proposal the Director confirms), then the cards with the tested suit highlighted; at 0 the archetype's highest card [DIR-06]", async () => {
    await open("director-test-cards");
    const cards = harness.page.locator(".director-test");
    // A player's test as the Director sees it: proposed, with its odds, Confirm and Change [DIR-04] [DIR-08].
    expect(await cards.first().getAttribute("data-phase")).toBe("proposed");
    expect(await cards.first().locator(".director-odds").textContent()).toMatch(new RegExp(`Odds: ${ODDS} success`));
    expect(await cards.first().locator("button[data-action]").allTextContents()).toEqual(["Confirm", "Change…"]);
    expect(await cards.first().locator("img").count()).toBe(0);
    expect(await cards.nth(1).getAttribute("data-phase")).toBe("resolved");
    expect(await cards.nth(1).locator(".director-cards img").count()).toBe(4);
    const symbols = await cards
      .nth(1)
      .locator(".director-cards .is-symbol img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    expect(symbols.every((name) => name.endsWith("♣"))).toBe(true);
    expect(await cards.nth(1).locator(".deckbound-outcome").textContent()).toMatch(/Success|Failure/);
    expect(await cards.nth(2).locator(".director-facts").textContent()).toContain("only the 6♥ succeeds");
  });

  it("[DIR-09][DIR-11][CORE-05] competition cards: entrants joined, a drawn round, a winner by symbols, and a tie with the Director's two buttons and the odds of drawing again", async () => {
    await open("director-competition-cards");
    const cards = harness.page.locator(".director-competition");
    expect(await cards.first().locator(".director-competitors li").count()).toBe(3);
    expect(await cards.first().locator('button[data-action="join"]').count()).toBe(4);
    // The players' entries as the Director sees them: each proposed, with Confirm and Change [DIR-09].
    expect(await cards.first().locator('button[data-action="confirmEntrant"]').count()).toBe(3);
    expect(await cards.first().locator('button[data-action="changeEntrant"]').count()).toBe(3);
    expect(await cards.first().locator('button[data-action="begin"]').count()).toBe(0);
    expect(await cards.nth(1).locator(".director-competitors > li").count()).toBe(3);
    expect(await cards.nth(1).locator(".director-cards img").count()).toBe(15);
    expect(await cards.nth(2).locator(".is-winner .director-name").textContent()).toBe("Ada Quill");
    expect(await cards.nth(2).locator(".deckbound-outcome").textContent()).toContain("Ada Quill wins the competition.");
    expect(await cards.nth(2).locator("button").count()).toBe(0);
    expect(await cards.nth(3).locator(".deckbound-outcome").textContent()).toContain("Tied");
    expect(await cards.nth(3).locator('button[data-action^="tie"]').allTextContents()).toEqual(["Declare a draw", "Draw again"]);
    // What drawing again would give, before the Director chooses [CORE-05]: each one's chance to win, and a tie's.
    expect(await cards.nth(3).locator(".director-competitors .director-odds").allTextContents()).toEqual([
      expect.stringMatching(/^If the tied draw again: [\d.]+% to win$/),
      expect.stringMatching(/^If the tied draw again: [\d.]+% to win$/),
    ]);
    expect(await cards.nth(3).locator(".deckbound-chat-card-status .director-odds").textContent()).toMatch(
      /^If the tied draw again: a tie again [\d.]+%$/,
    );
  });

  it("[DIR-03] the Director tool: the destiny draw shown in chat, NPC test buttons, and both decks as editable grids", async () => {
    await harness.page.setViewportSize({ width: 1060, height: 800 });
    await open("director-tool");
    expect(await harness.page.locator("[data-destiny-left]").getAttribute("data-destiny-left")).toBe("15");
    expect(await harness.page.locator(".director-destiny img").getAttribute("alt")).toMatch(/^(A|2|3|4)[♣♦♥♠]$/);
    expect(await harness.page.locator('button[data-action="npcTest"]').count()).toBe(4);
    expect(await harness.page.locator(".director-grid").count()).toBe(2);
    expect(await harness.page.locator('.director-grid input[name^="enemy."]').count()).toBe(52);
    expect(await harness.page.locator('button[type="submit"]').count()).toBe(1);
  });
});
