/**
 * Belmont's harness pages in headless Chromium: The Belmont's sheet and the task card in each
 * state, screenshot to test/screenshots/ and checked on the DOM.
 */
import { describe, expect, it } from "vitest";
import { useHarnessPages } from "./harness-session.ts";
import { NOTES } from "./pages/belmont.ts";

const harness = useHarnessPages("belmont", { width: 720, height: 900 });
const { open, allImagesLoaded } = harness;

const texts = (selector: string) =>
  harness.page
    .locator(selector)
    .allTextContents()
    .then((all) => all.map((text) => text.replace(/\s+/g, " ").trim()));

describe("Belmont harness pages", () => {
  it("[BEL-05] [BEL-13] the sheet shows the four skill decks side by side, face-up tops, cards left, the token on a last card, and the luck card", async () => {
    await open("belmont-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await texts(".belmont-skill-deck h3")).toEqual(["Sharp", "Brawn", "Heart", "Magic"]);
    expect(
      await harness.page
        .locator(".belmont-skill-deck .deckbound-card")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
    ).toEqual(["7♣", "10♠", "8♥", "K♦"]);
    expect(
      await harness.page
        .locator(".belmont-skill-deck [data-cards-left]")
        .evaluateAll((counts) => counts.map((count) => count.getAttribute("data-cards-left"))),
    ).toEqual(["8", "1", "8", "8"]);
    expect(await harness.page.locator(".belmont-skill-deck.has-token .belmont-token").count()).toBe(1);
    const boxes = await harness.page
      .locator(".belmont-skill-deck")
      .evaluateAll((decks) => decks.map((deck) => deck.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await harness.page.locator(".belmont-luck .deckbound-card").getAttribute("alt")).toBe("8♥");
    expect(await texts(".belmont-skill-deck .belmont-ability")).toEqual([
      "Vampire Killer +1",
      "Holy Water Burns every undead in the room.",
    ]);
    expect(await harness.page.locator("[data-action=newTask]").count()).toBe(1);
    expect(await texts("nav.tabs a")).toEqual(["Decks", "Abilities", "Fate", "Notes"]);
  });

  it("[BEL-03] a player sees no Fate tab and no New task button", async () => {
    await open("belmont-sheet-player");
    expect(await texts("nav.tabs a")).toEqual(["Decks", "Abilities", "Notes"]);
    expect(await harness.page.locator("[data-action=newTask]").count()).toBe(0);
    // [T-BEL-05] every discard pile's cards and Fate's decks (their size and token), never Fate's composition.
    expect(await texts(".belmont-skill-deck[data-suit=S] .belmont-discard-pile li")).toEqual(["A♠", "K♠", "Q♠", "J♠", "9♠", "8♠", "7♠"]);
    expect(await texts(".belmont-fate-deck .belmont-deck-count")).toEqual([
      "Fate: 6 cards",
      "Fate: 6 cards",
      "Fate: 6 cards",
      "Fate: 4 cards",
    ]);
    expect(await texts(".belmont-skill-deck[data-suit=D] .belmont-fate-deck li")).toEqual(["10♦", "9♦"]);
  });

  it("[BEL-17] the abilities tab shows each ability on its card, flags one whose card left the deck, and opens each in its sheet", async () => {
    await open("belmont-sheet-abilities");
    expect(await harness.page.locator(".belmont-ability-row").count()).toBe(3);
    expect(await harness.page.locator(".belmont-ability-row.is-orphaned [data-action=openItem]").textContent()).toBe("Old Wound");
    expect(await harness.page.locator(".belmont-warning").count()).toBe(1);
  });

  it("[BEL-17] [BEL-04] [T-CORE-06] in edit mode the abilities are listed to open, create and delete (their values are edited in their sheet, within bounds), with the deck editor", async () => {
    await open("belmont-sheet-abilities-edit");
    expect(await harness.page.locator(".deckbound-item-row [data-action=openItem]").count()).toBe(3);
    expect(await harness.page.locator(".deckbound-item-row [data-action=deleteItem]").count()).toBe(3);
    expect(await harness.page.locator("[data-action=createItem][data-type=belmontAbility]").count()).toBe(1);
    expect(await harness.page.locator(".belmont-warning").count()).toBe(1);
    expect(await harness.page.locator(".belmont-deck-list-suit").count()).toBe(4);
    expect(await harness.page.locator("[data-action=removeSkillCard]").count()).toBe(32);
    expect(await harness.page.locator("[data-action=addSkillCard]").count()).toBe(1);
  });

  it("[BEL-03] the GM's Fate tab shows each challenge deck's composition and discards", async () => {
    await open("belmont-sheet-fate");
    expect(await harness.page.locator(".belmont-fate .belmont-skill-deck").count()).toBe(4);
    expect(
      await harness.page
        .locator(".belmont-fate [data-cards-left]")
        .evaluateAll((counts) => counts.map((count) => count.getAttribute("data-cards-left"))),
    ).toEqual(["6", "6", "6", "4"]);
    expect(await harness.page.locator("[data-action=removeChallengeCard]").count()).toBe(22);
  });

  it("[BEL-05] the GM's New task dialog asks for the scene and one line per option, labelled by skill", async () => {
    await open("belmont-task-dialog");
    expect(await texts(".belmont-task-dialog label")).toEqual(["Scene", "Sharp", "Brawn", "Heart", "Magic"]);
    expect(await harness.page.locator(".belmont-task-dialog textarea[name=scene]").count()).toBe(1);
    expect(await harness.page.locator(".belmont-task-dialog input[name^='lines.']").count()).toBe(4);
    // The page shows the dialog as the table does: Foundry's OK and Cancel under the fields.
    expect(await texts(".form-footer button")).toEqual(["OK", "Cancel"]);
  });

  it("the notes tab shows The Belmont's notes as text: player-written markup is never rendered raw (no enrichment here, so escaped)", async () => {
    await open("belmont-sheet-notes");
    expect(await texts(".belmont-notes-text")).toEqual([NOTES]);
    expect(await harness.page.locator(".belmont-notes-text img, .belmont-notes-text p").count()).toBe(0);
    expect(await harness.page.evaluate(() => document.body.dataset["pwned"] ?? "no")).toBe("no");
  });

  it("[BEL-05] [BEL-06] [CORE-05] the voting card shows each option's value, luck status, odds and tally; each side sees only its buttons", async () => {
    await open("belmont-task-voting");
    expect(await allImagesLoaded()).toBe(true);
    const player = "#belmont-message-1 .belmont-task";
    const gm = "#belmont-message-2 .belmont-task";
    expect(await texts(`${player} .belmont-option h4`)).toEqual(["Sharp", "Brawn", "Heart", "Magic"]);
    expect(await texts(`${player} .belmont-value strong`)).toEqual(["7", "10", "8", "K"]);
    expect(await texts(`${player} .belmont-luck-status`)).toEqual(["LUCKY! CRITICAL SUCCESS"]);
    expect(await texts(`${player} .belmont-odds`)).toEqual(["0% to succeed", "33.3% to succeed", "100% to succeed", "83.3% to succeed"]);
    expect(await texts(`${player} .belmont-tally`)).toEqual(["1", "0", "0", "2"]);
    // The player votes; the GM picks or closes.
    expect(await harness.page.locator(`${player} [data-action=vote]`).count()).toBe(4);
    expect(await harness.page.locator(`${player} [data-action=pick], ${player} [data-action=closeTask]`).count()).toBe(0);
    expect(await harness.page.locator(`${player} .belmont-option.is-my-vote h4`).textContent()).toBe("Magic");
    expect(await harness.page.locator(`${gm} [data-action=vote]`).count()).toBe(0);
    expect(await harness.page.locator(`${gm} [data-action=pick]`).count()).toBe(4);
    expect(await harness.page.locator(`${gm} [data-action=closeTask]`).count()).toBe(1);
    // Setting the scene: the player waits, with no button.
    expect(await harness.page.locator("#belmont-message-0 .belmont-task[data-phase=opening] [data-action]").count()).toBe(0);
  });

  it("[BEL-13] [CORE-05] an option on Fate's last card reads 0% and says why, under its odds", async () => {
    await open("belmont-task-last-card");
    expect(await allImagesLoaded()).toBe(true);
    const heart = '.belmont-option[data-option-suit="H"]';
    expect(await texts(`${heart} .belmont-odds`)).toEqual(["0% to succeed"]);
    expect(await texts(`${heart} .belmont-forced`)).toEqual([
      "Fate's challenge deck for this skill has one card or none left: choosing it fails, unless lucky.",
    ]);
    expect(await texts(".belmont-forced")).toHaveLength(1);
  });

  it("[BEL-18] the resolved cards read SUCCESS, FAILURE and CRITICAL with the chosen line and what happened to the decks", async () => {
    await open("belmont-task-resolved");
    expect(await allImagesLoaded()).toBe(true);
    expect(await texts(".belmont-resolution .deckbound-outcome")).toEqual(["Success!", "Failure! Reshuffle decks!", "Critical success!"]);
    expect(
      await harness.page
        .locator(".belmont-challenge .deckbound-card")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
    ).toEqual(["9♦", "9♣", "9♥"]);
    const reports = await texts(".belmont-report");
    expect(reports[1]).toContain("the Ace is on top of Sharp");
    expect(reports[2]).toContain("the Ace is on top of Heart");
    expect(await texts(".belmont-chosen")).toEqual([
      "Magic, picked by the GM. Richter throws holy water in an arc.",
      "Sharp, chosen by the audience. Richter feints and slips behind the throne.",
      "Heart, chosen by the audience. Richter calls on his mother's memory.",
    ]);
    expect(await texts(".belmont-chosen em")).toEqual([
      "Richter throws holy water in an arc.",
      "Richter feints and slips behind the throne.",
      "Richter calls on his mother's memory.",
    ]);
  });
});
