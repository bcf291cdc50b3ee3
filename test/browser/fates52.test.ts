/**
 * 52 Fates in headless Chromium: the harness pages (pages/fates52.ts) screenshot to
 * test/screenshots/, with DOM assertions on what each viewer sees — the sheet's hand as its HP,
 * the check's odds before the draw, and the combat card's controls as the client's own code
 * (combat-controls.ts) leaves them: only the viewer's own combatants, its own hand to pick from.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshotPath } from "./chromium.ts";
import { useHarnessPages } from "./harness-session.ts";
import { ODDS } from "../sandbox/sight.ts";

const harness = useHarnessPages("fates52", { width: 720, height: 760 });
const { open, allImagesLoaded } = harness;

/** The Fate Dealer's controls: the panel, Begin, End round, End combat and the wake draw. */
const GM_CONTROLS = ".fates52-dealer, [data-action=begin], [data-action=endRound], [data-action=endCombat], [data-action=wakeCheck]";

/** The nth combat message (0-based) of the combat harness.page. */
const message = (index: number) => harness.page.locator(`[data-harness-viewer="${index}"]`);

/** How many pixels narrower a select is than its widest option needs (0 or less: every option reads whole). */
function clippedBy(select: Locator): Promise<number> {
  return select.evaluate((element) => {
    const alone = element.cloneNode(true) as HTMLSelectElement;
    alone.style.cssText = "position: absolute; visibility: hidden; width: auto; max-width: none; flex: none";
    element.after(alone);
    const needed = alone.getBoundingClientRect().width;
    alone.remove();
    return needed - element.getBoundingClientRect().width;
  });
}

/** On how many lines a button's label is laid out. */
function linesOf(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

describe("52 Fates harness", () => {
  it("[F52-14] [F52-03] [F52-21] the sheet shows the hand as the HP, class and level, skills and the encounter counter", async () => {
    await open("fates52-sheet");
    expect(await allImagesLoaded()).toBe(true);
    expect(await harness.page.locator(".deckbound-hand .deckbound-hand-card").count()).toBe(3);
    expect(await harness.page.locator(".fates52-hp-stat .fates52-pip").count()).toBe(4);
    expect(await harness.page.locator(".fates52-hp-stat .fates52-pip.is-filled").count()).toBe(3);
    const stats = await harness.page.locator(".fates52-stat-value").allTextContents();
    expect(stats.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(["Warrior", "2", "3 / 4"]);
    expect(await harness.page.locator(".fates52-skills li span").allTextContents()).toEqual(["Climbing", "Sailing"]);
    expect(await harness.page.locator(".fates52-encounters .fates52-pip.is-filled").count()).toBe(2);
    const character = await harness.page.locator(".fates52-character").boundingBox();
    const hand = await harness.page.locator(".deckbound-hand").boundingBox();
    expect(character && hand && character.y < hand.y).toBe(true);
  });

  it("[F52-22] [F52-19] [F52-20] the monster sheet in edit mode edits each attack's name, damage and effect, adds and removes attacks, and sets the class it fights as", async () => {
    await open("fates52-monster-edit");
    expect(
      await harness.page
        .getByRole("textbox", { name: "Attack name" })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(["Fangs and claws", "Pounce"]);
    expect(await harness.page.getByRole("spinbutton", { name: "Ace: damage" }).count()).toBe(2);
    expect(await harness.page.getByRole("button", { name: "Remove Pounce" }).count()).toBe(1);
    expect(await harness.page.getByRole("button", { name: "Add an attack" }).count()).toBe(1);
    expect(await harness.page.getByRole("combobox", { name: "Fights as" }).inputValue()).toBe("");
  });

  it("[F52-03] the edit-mode sheet edits class, level and HP and offers a third background skill", async () => {
    await open("fates52-sheet-edit");
    expect(await harness.page.locator('select[name="system.characterClass"]').inputValue()).toBe("warrior");
    expect(await harness.page.locator('input[name="system.level"]').inputValue()).toBe("2");
    expect(await harness.page.locator('[data-action="addSkill"]').count()).toBe(1);
  });

  it("[F52-22] the monster sheet shows HP, movement, cards per play, its group and each attack's number, face and Ace results", async () => {
    await open("fates52-monster");
    expect(await harness.page.locator(".fates52-hp-stat .fates52-pip.is-filled").count()).toBe(5);
    expect(await harness.page.locator(".fates52-hp-stat .fates52-pip").count()).toBe(8);
    expect(await harness.page.locator(".fates52-attack caption").allTextContents()).toEqual(["Crushing coils"]);
    const rows = await harness.page
      .locator(".fates52-attack tr")
      .evaluateAll((list) => list.map((row) => [...row.children].map((cell) => cell.textContent?.trim())));
    expect(rows[0]).toEqual(["Number card", "1 damage", ""]);
    expect(rows[2]?.[0]).toBe("Ace");
    expect(rows[2]?.[2]).toMatch(/^Swallowed whole/);
    expect(await harness.page.locator(".deckbound-hand").count()).toBe(0);
  });

  it("[F52-02] [CORE-05] the action check shows its odds before the draw, then the drawn cards and the result", async () => {
    await open("fates52-check");
    expect(await allImagesLoaded()).toBe(true);
    const phases = await harness.page
      .locator(".fates52-check")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-phase")));
    expect(phases).toEqual(["ready", "done", "done"]);
    expect(await message(0).count()).toBe(0);
    const first = harness.page.locator(".fates52-check").first();
    expect(await first.locator(".fates52-odds").textContent()).toMatch(new RegExp(`^${ODDS}$`));
    expect(await first.locator(".deckbound-card.is-back").count()).toBe(2);
    expect(await first.locator('[data-action="draw"]').count()).toBe(1);
    expect(await harness.page.locator(".deckbound-outcome").allTextContents()).toEqual([
      expect.stringContaining("Success"),
      expect.stringContaining("Failure"),
    ]);
    const faces = await harness.page
      .locator(".fates52-check")
      .nth(1)
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(faces).toEqual(["9♣", "K♥"]);
  });

  it("[F52-04] [F52-07] [CORE-05] [CORE-06] the attacker's cards lie face up with the odds; only the defender gets a picker of its own hand", async () => {
    await open("fates52-combat");
    expect(await allImagesLoaded()).toBe(true);
    // One screenshot per state, readable at full size.
    for (let index = 0; index < (await harness.page.locator("[data-harness-viewer]").count()); index++) {
      await message(index).screenshot({ path: screenshotPath(`fates52-combat-${index}.png`) });
    }
    const attack = message(1);
    expect(await attack.locator(".fates52-exchange .fates52-play img").first().getAttribute("alt")).toBe("Q♥");
    expect(await attack.locator(".fates52-exchange .fates52-odds").textContent()).toMatch(new RegExp(`Chance to hit ${ODDS}`));
    // Ann's view: her defence picker holds her own three cards; no GM controls; nobody else's.
    expect(await attack.locator(GM_CONTROLS).count()).toBe(0);
    expect(
      await attack.locator("[data-controls-for]").evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-controls-for"))),
    ).toEqual(["ann"]);
    const chips = attack.locator(".fates52-exchange .fates52-pick");
    expect(await chips.evaluateAll((list) => list.map((chip) => chip.getAttribute("data-code")))).toEqual(["KS", "9C", "5C"]);
    // Picking sets the Defend button's cards; picking again takes the card back.
    await chips.nth(0).click();
    await chips.nth(2).click();
    const defend = attack.locator('[data-action="defend"]');
    expect(await defend.getAttribute("data-cards")).toBe("KS,5C");
    await chips.nth(2).click();
    expect(await defend.getAttribute("data-cards")).toBe("KS");
    expect(await chips.nth(0).getAttribute("aria-pressed")).toBe("true");
    await harness.page.screenshot({ path: screenshotPath("fates52-combat-picked.png"), fullPage: true });
  });

  it("[F52-14] at 1 HP with two cards, Ann's card offers only the discard: a picker of her hand and the button, no action", async () => {
    await open("fates52-combat", false);
    const owed = message(2);
    const discard = owed.getByRole("group", { name: "Ann: discard down to HP" });
    expect(await discard.locator(".fates52-pick").count()).toBe(2);
    await discard.locator(".fates52-pick").first().click();
    // One card to discard: the button says so ("the picked card", not "cards").
    expect(await discard.getByRole("button", { name: "Discard the picked card", exact: true }).getAttribute("data-cards")).toMatch(
      /^[0-9JQKA]+[CDHS]$/,
    );
    expect(await owed.getByRole("group", { name: "Ann's action" }).count()).toBe(0);
  });

  it("[F52-10] [F52-16] [F52-02] [F52-06] a resolved exchange shows the damage; the player's own controls check, shake off, pick a target and move", async () => {
    await open("fates52-combat", false);
    const resolved = message(3);
    const log = await resolved.locator(".fates52-log li").allTextContents();
    expect(log).toEqual(expect.arrayContaining(["Orc raider hits Ann.", "Ann takes 2 damage (1 HP left)."]));
    expect(await resolved.locator(".fates52-combatant[data-combatant=ann] .fates52-hp").textContent()).toBe("1/3 HP");
    const controls = resolved.locator('[data-controls-for="ann"]:not(.fates52-move-controls)');
    expect(await controls.count()).toBe(1);
    // Her movement has its own block: the feet typed go onto the Move button [F52-06].
    const move = resolved.locator('.fates52-move-controls[data-controls-for="ann"]');
    await move.locator("input[data-sync=feet]").fill("10");
    expect(await move.locator('[data-action="move"]').getAttribute("data-feet")).toBe("10");
    expect(await controls.locator('[data-action="shakeOff"]').getAttribute("data-effect-id")).toBeTruthy();
    await controls.locator(".fates52-pick").first().click();
    expect(await controls.locator('[data-action="shakeOff"]').getAttribute("data-cards")).toMatch(/^[0-9JQKA]+[CDHS]$/);
    expect(await controls.locator('[data-action="attack"]').getAttribute("data-target")).toBe("wiz");
    await controls.locator("select[data-sync=target]").selectOption("orc");
    expect(await controls.locator('[data-action="attack"]').getAttribute("data-target")).toBe("orc");
    await controls.locator("input[data-sync=difficulty]").fill("8");
    expect(await controls.locator('[data-action="check"]').getAttribute("data-difficulty")).toBe("8");
    expect(await controls.locator(".fates52-suit-effects li").allTextContents()).toEqual([
      "♠ Fury Strike",
      "♥ Parry",
      "♦ Disarm",
      "♣ Push",
    ]);
    // Wendel's controls are not Ann's to see.
    expect(await resolved.locator('[data-controls-for="wiz"]').count()).toBe(0);
  });

  it("[F52-06] Ann typing her move when the card is drawn anew (another seat acted) keeps typing in it: the feet typed and the caret stay", async () => {
    await open("fates52-combat", false);
    const feet = () => message(3).locator('.fates52-move-controls[data-controls-for="ann"] input[data-sync=feet]');
    await feet().fill("1");
    await harness.page.evaluate(() => (window as unknown as { redrawHarnessMessage(viewer: number): void }).redrawHarnessMessage(3));
    // The new drawing is in place with what she typed; the caret comes back to it, as she would see it.
    await expect.poll(() => feet().evaluate((field) => field === document.activeElement)).toBe(true);
    await harness.page.keyboard.type("5");
    expect(await feet().inputValue()).toBe("15");
    expect(await message(3).locator('.fates52-move-controls[data-controls-for="ann"] [data-action="move"]').getAttribute("data-feet")).toBe(
      "15",
    );
  });

  it("[F52-19] [F52-20] maneuvers and spells show their suit effect; the Fate Dealer sees the monster's hand and the FD panel", async () => {
    await open("fates52-combat", false);
    const spell = message(4);
    expect(await spell.locator(".fates52-exchange-title").textContent()).toBe("Wendel: Harm against Orc raider");
    expect(await spell.locator(".fates52-suit-effect").textContent()).toContain("Spades");
    expect(await spell.locator('[data-controls-for="orc"] .fates52-pick').count()).toBe(1);
    expect(await spell.locator(GM_CONTROLS).count()).toBeGreaterThan(0);
    const dealer = spell.locator(".fates52-dealer");
    await dealer.locator("select[data-sync=target]").selectOption("orc");
    await dealer.locator("input[data-sync=amount]").fill("3");
    expect(await dealer.locator('[data-action="damage"]').evaluate((button) => ({ ...(button as HTMLElement).dataset }))).toEqual({
      action: "damage",
      target: "orc",
      amount: "3",
    });
    await dealer.locator("input[data-sync=timed]").check();
    expect(await dealer.locator('[data-action="afflict"]').getAttribute("data-timed")).toBe("true");
    await dealer.locator("select[data-sync=level]").selectOption("partial");
    expect(await dealer.locator('[data-action="incapacitate"]').getAttribute("data-level")).toBe("partial");
    const maneuver = message(5);
    expect(await maneuver.locator(".fates52-exchange-title").textContent()).toBe("Ann: Push against Orc raider");
    expect(await maneuver.locator(".fates52-suit-effect").textContent()).toContain("Clubs");
    // Wendel's view: the orc's defence and Ann's controls are not his; his own turn is over.
    expect(await maneuver.locator("[data-controls-for]").count()).toBe(0);
    expect(await maneuver.locator(GM_CONTROLS).count()).toBe(0);
  });

  it("[F52-22] on a monster's turn the Fate Dealer picks which of its attacks it uses", async () => {
    await open("fates52-combat", false);
    const picking = message(9);
    const cat = picking.getByRole("group", { name: "Sabre-tooth cat's action" });
    const which = cat.getByRole("combobox", { name: "Which attack" });
    expect(await which.getByRole("option").allTextContents()).toEqual(["Fangs and raking claws", "Pounce"]);
    // In the 300 px sidebar each select reads whole: as wide as its longest option, on a line of its own if need be.
    for (const select of await cat.getByRole("combobox").all()) expect(await clippedBy(select)).toBeLessThanOrEqual(0);
    expect(await which.getAttribute("title")).toBe("Fangs and raking claws");
    await which.selectOption({ label: "Pounce" });
    expect(await cat.getByRole("button", { name: "Attack", exact: true }).getAttribute("data-attack-id")).toBe("pounce");
    expect(await which.getAttribute("title")).toBe("Pounce");
    expect(await cat.getByRole("checkbox", { name: "Unarmed" }).count()).toBe(0);
    // The Fate Dealer's closing buttons each keep their label on one line ("End / combat" wrapped beside "End round and refill hands").
    for (const button of await picking.locator(".deckbound-chat-card-actions .deckbound-button").all())
      expect(await linesOf(button), (await button.textContent()) ?? "").toBe(1);
    await picking.screenshot({ path: screenshotPath("fates52-combat-attack-picked.png") });
  });

  it("[F52-11] [F52-15] a defensive Ace's fumble, and the dying draws", async () => {
    await open("fates52-combat", false);
    const fumble = await message(6).locator(".fates52-log li").allTextContents();
    expect(fumble).toEqual(expect.arrayContaining(["Orc raider fumbles and draws for damage.", "Ann holds against Orc raider."]));
    const dying = message(7);
    expect(await dying.locator(".fates52-combatant[data-combatant=ann] .fates52-status").textContent()).toBe("Dying");
    expect(await dying.locator('[data-action="dyingDraw"]').count()).toBe(1);
    expect(await message(8).locator(".fates52-log li").allTextContents()).toEqual(["Ann draws 5♠ for life."]);
  });
});
