/**
 * Deck of Adventures' harness pages in headless Chromium: the Dealer sheet, a check card with its
 * odds, a combat card and an Epic Event card. Screenshots go to test/screenshots/ (looked at).
 */
import { describe, expect, it } from "vitest";
import { useHarnessPages } from "./harness-session.ts";
import { ODDS } from "../sandbox/sight.ts";

const harness = useHarnessPages("doa", { width: 720, height: 900 });
const { open, allImagesLoaded } = harness;

describe("Deck of Adventures in the browser", () => {
  it("[DOA-07][DOA-17][DOA-18][DOA-06] the Dealer sheet shows attributes with their skills and modifiers, health, AP, AC, speed, primary suit, Fate Cards and the deck's exhaustion penalty", async () => {
    await open("doa-dealer-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".doa-attribute").count()).toBe(6);
    expect(await harness.page.locator(".doa-skill").count()).toBe(10);
    // Finesse 2 + Agility 2 (attributes add to skills by default).
    expect(await harness.page.locator('[data-skill="finesse"] .doa-modifier').textContent()).toBe("+4");
    expect(await harness.page.locator(".doa-health .doa-stat-value").textContent()).toBe("7/9");
    expect(await harness.page.locator(".doa-fate-cards .deckbound-hand-card").count()).toBe(2);
    expect(await harness.page.locator("[data-deck-left]").getAttribute("data-deck-left")).toBe("52");
    expect(await harness.page.locator(".doa-penalty.is-warning").textContent()).toContain("Lower Hand (1)");
    expect(await harness.page.locator(".doa-cost-table tbody tr").count()).toBe(2);
  });

  it("the edit mode sheet offers inputs for every attribute and skill", async () => {
    await open("doa-dealer-sheet-edit");
    expect(await harness.page.locator('.doa-attribute input[type="number"]').count()).toBe(16);
    expect(await harness.page.locator('select[name="system.primarySuit"]').count()).toBe(1);
    expect(await harness.page.getByRole("spinbutton", { name: "Base speed" }).inputValue()).toBe("6");
    expect(await harness.page.getByRole("textbox", { name: "Background" }).inputValue()).toBe("Warlord turned wanderer");
    expect(await harness.page.getByRole("textbox", { name: "Notes" }).inputValue()).toContain("<b>the chakram</b>");
  });

  it("[DOA-17] the play sheet shows the character's notes as text, never as HTML; its items open, and the owner may add or delete them", async () => {
    await open("doa-dealer-sheet");
    expect(await harness.page.locator(".doa-notes").textContent()).toContain("Keeps <b>the chakram</b> close.");
    expect(await harness.page.locator(".doa-notes b").count()).toBe(0);
    expect(await harness.page.getByRole("button", { name: "Chakram", exact: true }).count()).toBe(1);
    expect(await harness.page.getByRole("button", { name: /Delete Chakram/ }).count()).toBe(1);
  });

  it("[DOA-17][DOA-21] a Bystander's sheet sets its maximum Health (1–3); a Companion's picks the Dealer it follows, its Health from the Dealer's level", async () => {
    await open("doa-bystander-sheet");
    const max = harness.page.getByRole("spinbutton", { name: "Maximum Health (1–3)" });
    expect([await max.inputValue(), await max.getAttribute("min"), await max.getAttribute("max")]).toEqual(["2", "1", "3"]);
    await open("doa-companion-sheet");
    expect(await harness.page.getByRole("combobox", { name: "Dealer" }).locator("option:checked").textContent()).toBe("Xena");
    expect(await harness.page.locator(".doa-health small").textContent()).toBe("/2");
  });

  it("[DOA-08][DOA-09][CORE-05] a check card shows TC, DR, modifier and the odds of every degree before the draw, then the drawn cards and the kept report", async () => {
    await open("doa-check-card");
    expect(await allImagesLoaded()).toBe(true);
    const [before, after] = [harness.page.locator(".doa-check").nth(0), harness.page.locator(".doa-check").nth(1)];
    expect(await before.locator(".doa-odds tbody tr").count()).toBe(8);
    expect(await before.locator(".doa-target-terms dd").allTextContents()).toEqual(["8♣", "2", "4", "Lower Hand (1)"]);
    expect(await before.locator('[data-action="draw"]').count()).toBe(1);
    expect(await after.locator(".doa-drawn-card").count()).toBe(2);
    expect(await after.locator(".doa-drawn-card.is-kept").count()).toBe(1);
    expect(await after.locator(".deckbound-outcome").count()).toBe(1);
  });

  it("[DOA-19] an Epic Event card shows the seats, the running tally, an automatic miss and the open call", async () => {
    await open("doa-epic-card");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".doa-seat").count()).toBe(2);
    expect(await harness.page.locator(".doa-call-result").count()).toBe(2);
    expect(await harness.page.locator(".doa-tally").textContent()).toMatch(/missed/);
    expect(await harness.page.locator(".doa-volunteers").last().textContent()).toContain("automatic miss");
    expect(await harness.page.locator(".doa-call .doa-target-terms dd").first().textContent()).toBe("5♠");
  });

  it("[DOA-19] the volunteer's picker shows each card of their hidden hand to play, and to sacrifice", async () => {
    await open("doa-volunteer-dialog");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator('.doa-volunteer-dialog input[type="radio"]').count()).toBe(5);
    expect(await harness.page.locator('.doa-volunteer-dialog input[type="checkbox"]').count()).toBe(5);
    expect(await harness.page.locator('.doa-volunteer-dialog input[type="radio"]:checked').count()).toBe(1);
  });

  it("[CORE-05][DOA-12][DOA-03] a contested card shows the waiting target's odds above their Draw button, then the odds of their Fate Card redraw", async () => {
    await open("doa-contested-card");
    expect(await allImagesLoaded()).toBe(true);
    const [waiting, redrawing] = [harness.page.locator(".doa-contested").nth(0), harness.page.locator(".doa-contested").nth(1)];
    expect(await waiting.locator(".doa-contest-waiting .doa-odds tbody tr").count()).toBe(8);
    expect(await waiting.locator(".doa-contest-waiting h4").textContent()).toBe("Xena draws next");
    expect(await waiting.locator('[data-action="draw"]').textContent()).toBe("Draw for Xena");
    expect(await waiting.locator(".doa-redraw-odds").count()).toBe(0);
    expect(await redrawing.locator(".doa-contest-waiting").count()).toBe(0);
    expect(await redrawing.locator(".doa-redraw-odds tbody tr").count()).toBe(8);
    expect(await redrawing.locator('[data-action="redraw"]').count()).toBeGreaterThanOrEqual(1);
  });

  it("[CORE-05][DOA-19][DOA-03] an Epic Event card shows the odds of a volunteer's Fate Card redraw", async () => {
    await open("doa-epic-redraw");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".doa-combat-check .doa-redraw-odds tbody tr").count()).toBe(8);
    expect(await harness.page.locator('[data-action="redraw"]').count()).toBeGreaterThanOrEqual(1);
  });

  it("[DOA-19] the volunteer's picker shows what each card would report against the open call", async () => {
    await open("doa-volunteer-dialog");
    expect(await harness.page.locator(".doa-pick-call").textContent()).toMatch(/^TC 5♠, DR 1, modifier \d+$/);
    expect(
      await harness.page
        .locator(".doa-pick-card")
        .filter({ has: harness.page.locator(".doa-pick-outcome") })
        .count(),
    ).toBe(5);
  });

  it("[DOA-08][DOA-06] the GM's table tool shows the two TCs revealed, the GM deck's state and the Dealers to tick; each reveal is named in chat", async () => {
    await open("doa-gm-table");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".doa-tool-tcs .deckbound-hand-card").count()).toBe(2);
    expect(await harness.page.locator(".doa-tc-revealed").count()).toBe(2);
    const names = await harness.page.locator(".doa-tool-tcs .deckbound-card-name").allTextContents();
    expect((await harness.page.locator(".doa-tc-name").allTextContents()).sort()).toEqual(names.sort());
    expect(await harness.page.locator('.doa-tool-dealers input[type="checkbox"]').count()).toBe(2);
    expect(await harness.page.locator('.doa-tool-kinds input[type="radio"]').count()).toBe(3);
    expect(await harness.page.locator('button[data-action="drawTc"]').count()).toBe(1);
  });

  it("[DOA-13][CORE-05][DOA-14][DOA-03] a combat card shows initiative cards in turn order, each attack's odds on its button, the movement left with Move buttons, and a redraw's odds", async () => {
    await open("doa-combat-card");
    expect(await allImagesLoaded()).toBe(true);
    const [afterMove, redrawing] = [harness.page.locator(".doa-combat").nth(0), harness.page.locator(".doa-combat").nth(1)];
    expect(await afterMove.locator(".doa-combatant").count()).toBe(2);
    expect(await afterMove.locator(".doa-combatant .doa-initiative").count()).toBe(2);
    // One action taken after 2 spaces: the second attack's odds (Lower Hand) and 4 of 6 spaces left.
    expect(await afterMove.locator('[data-action="attack"]').textContent()).toMatch(new RegExp(`^Attack · ${ODDS}$`));
    expect(await afterMove.locator(".doa-attack-odds tbody tr").count()).toBe(8);
    expect(await afterMove.locator(".doa-movement-left").textContent()).toBe("Movement 4/6");
    expect(await afterMove.locator(".doa-actions-left").textContent()).toBe("Actions 1/2");
    expect(await afterMove.locator('[data-action="move"]').allTextContents()).toEqual(["1", "2", "3", "4"]);
    // Xena's attack, drawn, offers a redraw with its odds; no Attack or Move buttons while it decides.
    expect(await redrawing.locator(".doa-redraw-odds tbody tr").count()).toBe(8);
    expect(await redrawing.locator('[data-action="redraw"]').count()).toBeGreaterThanOrEqual(1);
    expect(await redrawing.locator('[data-action="attack"], [data-action="move"]').count()).toBe(0);
  });

  it("[DOA-16][DOA-17][DOA-13][CORE-05] a combat card shows the effects' consequences: Outnumbered's count and bonus, an attack needing a lost sense, Delay, and treating a Knocked Out Dealer, each draw's odds on its button", async () => {
    await open("doa-combat-effects");
    expect(await allImagesLoaded()).toBe(true);
    const card = harness.page.locator(".doa-combat");
    // A row by its combatant's name (other rows name the orc on their Blinded / Deafened buttons).
    const row = (name: string) =>
      card.locator(".doa-combatant").filter({ has: harness.page.locator(".doa-combatant-name", { hasText: name }) });
    const orc = row("Orc raider");
    expect(await orc.locator(".doa-outnumbered-count").textContent()).toBe("Dealers within 1 space: 2");
    expect(await orc.locator(".doa-outnumbered-bonus").textContent()).toBe("Outnumbered: attacks on it +1");
    expect(await orc.locator('[data-action="outnumber"][data-by="1"]').isDisabled()).toBe(true);
    expect(await orc.locator('[data-action="attack"]').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Attack · ${ODDS}$`)),
      expect.stringMatching(new RegExp(`^Attack needing the lost sense · ${ODDS}$`)),
    ]);
    const jonas = row("Jonas");
    expect(await jonas.locator(".doa-out-since").textContent()).toBe("Knocked Out since round 1");
    // Below 0 HP the number carries the true minus sign, as every number shown does.
    expect(await jonas.locator(".doa-hp").textContent()).toBe("HP \u22121/6");
    expect(await jonas.locator('[data-action="treat"]').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Treat \\(Craft, DR 5\\) · ${ODDS}$`)),
      expect.stringMatching(new RegExp(`^Healing Power \\(DR 5\\) · ${ODDS}$`)),
    ]);
    expect(await jonas.locator(".doa-attack-odds").count()).toBe(4);
    expect(await card.locator('.doa-delay [data-action="delay"]').allTextContents()).toEqual(["Orc raider"]);
  });
});
