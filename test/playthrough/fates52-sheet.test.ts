/**
 * 52 Fates characters at the sandbox table, clicked as Ann would: a background skill added on Korr's
 * sheet and his level raised, then action checks with the skill and the level's extra card, out of
 * combat and in combat; and Korr levelling up as encounters are survived.
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { editSheet, enter, openSheet } from "../sandbox/sheets.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard } from "../sandbox/encounter.ts";

const table = useSandbox();

const KORR = "Korr of the Red Steppes";

describe("52 Fates characters at the table", () => {
  it("[T-F52-07] Korr survives four more encounters: the tenth raises him to level 3, one more card and one more HP", async () => {
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: KORR }).click();
    const sheet = ann.getByRole("dialog", { name: KORR });
    await shows(sheet.getByText(/^4\s*\/\s*4$/));
    for (let encounter = 7; encounter <= 10; encounter += 1) {
      await sheet.getByRole("button", { name: "Encounter survived" }).click();
      await shows(sheet.getByRole("heading", { name: new RegExp(`Encounters survived\\s*${encounter}$`, "i") }));
    }
    await shows(sheet.getByText(/^5\s*\/\s*5$/));
    await table.screenshot("sandbox-fates52-level-up");
  });

  it("[T-CORE-07] the Fate Dealer lets hands shrink at the next refill in the world's settings; Korr's sheet says so, and Ann sees no world settings", async () => {
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, KORR);
    await shows(sheet.getByText(/each point lost is one card less, discarded at once/));
    await ann.getByRole("tab", { name: "Settings" }).click();
    await shows(ann.getByRole("group", { name: "This browser's settings" }));
    await showsNone(ann.getByRole("group", { name: "This world's settings" }));

    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Settings" }).click();
    const world = gm.getByRole("group", { name: "This world's settings" });
    // Only this world's ruleset's rulings are offered, and the ruleset itself changes with a new world.
    await showsNone(world.getByText(/^Deck of Adventures:/));
    await expect.poll(() => world.getByRole("combobox", { name: "Ruleset" }).isDisabled()).toBe(true);
    const refill = world.getByRole("checkbox", { name: "52 Fates: the hand shrinks at the next refill" });
    expect(await refill.isChecked()).toBe(false);
    await refill.check();
    await table.screenshot("sandbox-world-settings");

    // Korr's sheet, still open in Ann's seat, follows at once.
    await table.sit("Ann");
    await shows(sheet.getByText(/each point lost is one card less at the end of the round, when hands refill/));
  });

  it("[T-F52-01] [T-CORE-04] Ann gives Korr a background skill and level 5: his check draws the skill's two cards and the level's extra one, out of combat and in combat, its odds shown before each draw", async () => {
    await table.start("52 Fates", { seed: 1 });
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: KORR }).click();
    const sheet = ann.getByRole("dialog", { name: KORR });
    await sheet.getByRole("button", { name: "Edit" }).click();
    // Ann names the skill, raises the level and only then adds the skill: the level's save redraws the
    // sheet, and the name she typed is still there for Add.
    await sheet.getByRole("textbox", { name: "New background skill" }).fill("Swimming");
    await sheet.getByRole("spinbutton", { name: "Level" }).fill("5");
    await sheet.getByRole("spinbutton", { name: "Level" }).press("Tab");
    await shows(sheet.getByText(/\/\s*7/));
    await sheet.getByRole("button", { name: "Add", exact: true }).click();
    await shows(sheet.getByRole("listitem").filter({ hasText: "Swimming" }));
    await sheet.getByRole("button", { name: "Play" }).click();

    await sheet.getByRole("button", { name: "Action check" }).click();
    const dialog = ann.getByRole("dialog", { name: "Action check" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (2–10)" }).fill("6");
    await dialog.getByRole("combobox", { name: "Background skill" }).selectOption({ label: "Swimming" });
    await dialog.getByRole("spinbutton", { name: "Extra cards (from your level)" }).fill("1");
    await dialog.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const check = ann.getByRole("article").filter({ hasText: "Action check" }).last();
    await shows(check.getByRole("definition").filter({ hasText: /^3$/ }));
    await check.getByRole("button", { name: "Draw", exact: true }).click();
    await showsCount(check.getByRole("img"), 3);

    // In combat (seed 1: Korr, at level 5 with his 7 HP, wins the initiative): the Fate Dealer begins it from the tracker.
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, [KORR, "Tomb guardian"]);
    const gmCard = await chatCard(gm, "Combat");
    await gmCard.getByRole("button", { name: "Deal hands and draw initiative" }).click();
    await shows(gmCard.getByText(/Round 1/));

    const annAgain = await table.sit("Ann");
    const card = annAgain
      .getByRole("article")
      .filter({ has: annAgain.getByRole("heading", { name: "Combat" }) })
      .last();
    const korr = card.getByRole("group", { name: `${KORR}' action` });
    await korr.getByRole("spinbutton", { name: "Difficulty" }).fill("6");
    await korr.getByRole("spinbutton", { name: "Extra cards (from your level)" }).fill("1");
    // Its odds before the draw [T-CORE-04], as the check card shows them out of combat.
    await shows(korr.getByRole("status", { name: "Odds of this action check" }).getByText(/^Action check: chance to succeed [\d.]+%$/));
    await korr.getByRole("button", { name: "Action check" }).click();
    await shows(card.getByText(new RegExp(`${KORR} draws \\S+ \\S+ against 6`)));
    await table.screenshot("sandbox-fates52-combat-check");
  });

  it("[T-F52-04] [T-F52-01] [T-F52-07] over a slow connection (every message 300 ms late), what was done a moment ago is kept by the next click: a new attack's name when another attack is removed at once, a background skill when another is added at once, Korr's HP when the encounter that raises his level is marked at once", async () => {
    await table.start("52 Fates", { delay: 300 });
    const gm = await table.sit("Gamemaster");
    const cat = await openSheet(gm, "Sabre-tooth cat");
    await editSheet(cat);
    await cat.getByRole("button", { name: "Add an attack" }).click();
    const names = cat.getByRole("textbox", { name: "Attack name" });
    await showsCount(names, 3);
    await enter(names.nth(2), "Tail lash");
    await cat.getByRole("button", { name: "Remove Fangs and claws" }).click();
    await showsCount(names, 2);
    await cat.getByRole("button", { name: "Play" }).click();
    await shows(cat.getByRole("table", { name: "Tail lash" }));
    await showsNone(cat.getByRole("table", { name: "Fangs and claws" }));
    await cat.getByRole("button", { name: "Close window" }).click();

    const ann = await table.sit("Ann");
    const korr = await openSheet(ann, KORR);
    await editSheet(korr);
    const newSkill = korr.getByRole("textbox", { name: "New background skill" });
    await newSkill.fill("Tracking");
    await korr.getByRole("button", { name: "Add", exact: true }).click();
    await newSkill.fill("Herbalism");
    await korr.getByRole("button", { name: "Add", exact: true }).click();
    await shows(korr.getByRole("listitem").filter({ hasText: "Herbalism" }));
    await shows(korr.getByRole("listitem").filter({ hasText: "Tracking" }));

    for (let encounter = 7; encounter <= 9; encounter += 1) {
      await korr.getByRole("button", { name: "Encounter survived" }).click();
      await shows(korr.getByRole("heading", { name: new RegExp(`Encounters survived\\s*${encounter}$`, "i") }));
    }
    await enter(korr.getByRole("spinbutton", { name: "Hit points" }), "3");
    await korr.getByRole("button", { name: "Encounter survived" }).click();
    await shows(korr.getByRole("heading", { name: /Encounters survived\s*10$/i }));
    await korr.getByRole("button", { name: "Play" }).click();
    // Level 3: one more HP than he had (3 → 4) and one more at most (4 → 5).
    await shows(korr.getByText(/^4\s*\/\s*5$/));
  });
});
