/**
 * Non-player characters under the Director's rules at the sandbox table, by clicks only: the
 * Director creates two NPCs, sets Nell's test against one of them from the test dialog [T-DIR-04],
 * tests an NPC from the Director tool (its cards come from the enemy deck, 5–10) and draws from
 * the destiny deck (A–4) [T-DIR-05], and seats the two NPCs against each other in a competition
 * whose odds show although both draw from the one enemy deck [T-DIR-03]. Cora, an assistant GM seated
 * beside the Director (who stays the active GM), uses the same tool: a destiny draw, an NPC test and
 * a deck edit, each carried out by the Director's client [T-CORE-09]; a count the Director typed in
 * the tool and has not saved stays through every redraw her moves bring.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsCount, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { createActor } from "../sandbox/sheets.ts";

const table = useSandbox();

/** The Director creates a non-player character from Create Actor and closes its sheet. */
async function createNpc(gm: FrameLocator, name: string): Promise<void> {
  const sheet = await createActor(gm, name, "Non-player character");
  await sheet.getByRole("button", { name: "Close window" }).click();
  await shows(gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name }));
}

/** Every drawn card's rank, read from its face's file name. */
async function ranksOf(images: ReturnType<FrameLocator["getByRole"]>): Promise<string[]> {
  const sources = await Promise.all((await images.all()).map((image) => image.getAttribute("src")));
  return sources.map((src) => /assets\/cards\/([0-9JQKA]+)[SHDC]\.svg$/.exec(src ?? "")?.[1] ?? `not a card face: ${src}`);
}

describe("non-player characters under the Director's rules", () => {
  it("[T-DIR-04] [T-DIR-05] [T-CORE-09] the Director sets Nell's test against the Thug, tests the Thug from the Director tool (enemy deck, 5–10) and draws destiny (A–4); Cora, an assistant GM, does the same and edits the decks while the Director is connected", async () => {
    await table.start("The Director's poker-deck rules", { seed: 3, assistant: true });
    const gm = await table.sit("Gamemaster");
    await createNpc(gm, "Thug");

    // [T-DIR-04] PC against NPC: a test at the difficulty the Director sets, against the NPC.
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = gm.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("row", { name: /Body/ }).getByRole("button", { name: "Test Body" }).click();
    const setup = gm.getByRole("dialog", { name: "Set up a test" });
    await setup.getByRole("spinbutton", { name: "Difficulty" }).fill("3");
    await setup.getByRole("combobox", { name: "Against a non-player character" }).selectOption({ label: "Thug" });
    await setup.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const contest = gm.getByRole("article").filter({ hasText: "Body test" }).filter({ hasText: "Thug" });
    await shows(contest.getByText("Difficulty 3", { exact: false }));
    await contest.getByRole("button", { name: "Draw 3" }).click();
    await showsCount(contest.getByRole("img"), 3);
    await showsText(contest, /(Won|Lost) the competition\./);
    await table.screenshot("sandbox-director-against-npc");

    // [T-DIR-05] The Director tool: the Thug's test draws from the enemy deck (5–10 of each suit).
    await gm.getByRole("tab", { name: "Settings" }).click();
    await gm.getByRole("button", { name: "Open the Director tool" }).click();
    const tool = gm.getByRole("dialog", { name: "Director tool" });
    await tool.getByRole("listitem").filter({ hasText: "Thug" }).getByRole("button", { name: /Mind/ }).click();
    const npcSetup = gm.getByRole("dialog", { name: "Set up a test" });
    await npcSetup.getByRole("spinbutton", { name: "Difficulty" }).fill("4");
    await npcSetup.getByRole("button", { name: "OK" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const npcTest = gm.getByRole("article").filter({ hasText: "Mind test" });
    await npcTest.getByRole("button", { name: "Draw 4" }).click();
    await showsCount(npcTest.getByRole("img"), 4);
    for (const rank of await ranksOf(npcTest.getByRole("img"))) expect(["5", "6", "7", "8", "9", "10"]).toContain(rank);

    // The destiny draw: one card of the destiny deck (A–4 of each suit), shown in chat.
    await tool.getByRole("button", { name: "Draw a destiny card" }).click();
    const destiny = gm.getByRole("article").filter({ hasText: "Destiny draw" });
    await showsCount(destiny.getByRole("img"), 1);
    for (const rank of await ranksOf(destiny.getByRole("img"))) expect(["A", "2", "3", "4"]).toContain(rank);
    await table.screenshot("sandbox-director-tool-destiny");
    // The Director starts editing the destiny deck and has not saved when Cora sits down.
    await tool.getByRole("table").first().getByRole("spinbutton", { name: "♥ 5" }).fill("1");

    // [T-CORE-09] Cora, an assistant GM, runs the table from the same tool while the Director is connected.
    const cora = await table.sit("Cora");
    await cora.getByRole("tab", { name: "Settings" }).click();
    await cora.getByRole("button", { name: "Open the Director tool" }).click();
    const coraTool = cora.getByRole("dialog", { name: "Director tool" });
    await shows(coraTool.getByText("15 of 16 cards in the deck", { exact: true }));
    await coraTool.getByRole("button", { name: "Draw a destiny card" }).click();
    await cora.getByRole("tab", { name: "Chat" }).click();
    await showsCount(cora.getByRole("article").filter({ hasText: "Destiny draw" }), 2);
    await shows(coraTool.getByText("14 of 16 cards in the deck", { exact: true }));
    await coraTool
      .getByRole("listitem")
      .filter({ hasText: "Thug" })
      .getByRole("button", { name: /Spirit/ })
      .click();
    const coraSetup = cora.getByRole("dialog", { name: "Set up a test" });
    await coraSetup.getByRole("spinbutton", { name: "Difficulty" }).fill("2");
    await coraSetup.getByRole("button", { name: "OK" }).click();
    const coraTest = cora.getByRole("article").filter({ hasText: "Spirit test" });
    await coraTest.getByRole("button", { name: "Draw 2" }).click();
    await showsCount(coraTest.getByRole("img"), 2);
    for (const rank of await ranksOf(coraTest.getByRole("img"))) expect(["5", "6", "7", "8", "9", "10"]).toContain(rank);
    // Cora adds the 5♠ to the destiny deck: saved, the deck is rebuilt whole with its discards back in it.
    await coraTool.getByRole("table").first().getByRole("spinbutton", { name: "♠ 5" }).fill("1");
    await coraTool.getByRole("button", { name: "Save the decks" }).click();
    await shows(coraTool.getByText("17 of 17 cards in the deck", { exact: true }));
    await table.screenshot("sandbox-director-assistant-gm");
    // The Director sees what Cora did: her cards in chat, the deck as she saved it.
    await table.sit("Gamemaster");
    await showsCount(gm.getByRole("article").filter({ hasText: "Destiny draw" }), 2);
    await showsCount(gm.getByRole("article").filter({ hasText: "Spirit test" }).getByRole("img"), 2);
    await shows(tool.getByText("17 of 17 cards in the deck", { exact: true }));
    // His tool redrew with every card Cora moved and with her save: what he typed and has not saved is still there.
    expect(await tool.getByRole("table").first().getByRole("spinbutton", { name: "♥ 5" }).inputValue()).toBe("1");
  });

  it("[T-DIR-03] NPC against NPC: the Thug competes from his sheet, the Director seats the Guard, both on the enemy deck with their odds shown", async () => {
    await table.start("The Director's poker-deck rules", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await createNpc(gm, "Thug");
    await createNpc(gm, "Guard");
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Thug" }).click();
    const sheet = gm.getByRole("dialog", { name: "Thug" });
    await sheet.getByRole("button", { name: "Compete with Body" }).click();
    const enter = gm.getByRole("dialog", { name: "Enter the competition" });
    await enter.getByRole("checkbox", { name: "An advantage (+1)" }).check();
    await enter.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await gm.getByRole("tab", { name: "Chat" }).click();
    const card = gm.getByRole("article").filter({ hasText: "Competition" });
    await shows(card.getByText("draws 6"));
    await card.getByRole("button", { name: "Join with Spirit" }).click();
    const join = gm.getByRole("dialog", { name: "Enter the competition" });
    await join.getByRole("combobox", { name: "Who joins" }).selectOption({ label: "Guard" });
    await join.getByRole("button", { name: "OK" }).click();
    await shows(card.getByText("Guard"));
    // Both draw from the enemy deck, one after the other: the odds are exact all the same.
    await showsCount(card.getByText(new RegExp(`${ODDS} to win`)), 2);
    await shows(card.getByText(new RegExp(`^Tie: ${ODDS}`)));
    await table.screenshot("sandbox-director-npc-competition-odds");

    await card.getByRole("button", { name: "Begin" }).click();
    await showsText(card, /(wins the competition|Tied)/);
    await showsCount(card.getByText(/^\d+ symbols?$/), 2);
  });

  it("[T-DIR-05] an archetype builds Nell's action deck: the Director switches her to the Bruiser (34 cards) and back to Balanced (52), and the deck is rebuilt each time", async () => {
    await table.start("The Director's poker-deck rules", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = gm.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("button", { name: /^Bruiser \(example\)/ }).click();
    await shows(sheet.getByText("Archetype: Bruiser (example)"));
    await shows(sheet.getByText("34 of 34 cards in the deck"));
    await table.screenshot("sandbox-director-archetype-bruiser");
    await sheet.getByRole("button", { name: /^Balanced/ }).click();
    await shows(sheet.getByText("52 of 52 cards in the deck"));
  });
  it("[T-DIR-05] editing the archetype rebuilds Nell's action deck: Ann takes her own Night Owl archetype, opens it from her sheet, removes the four 2s, and the deck shows 48 cards; a second A♠ is refused (one poker deck by the book) until the GM allows two copies of a card in the world's settings", async () => {
    await table.start("The Director's poker-deck rules", { seed: 3 });
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = ann.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("button", { name: "Create Archetype" }).click();
    const fresh = ann.getByRole("dialog", { name: /New Archetype/ });
    await fresh.getByRole("textbox", { name: "Name" }).fill("Night Owl");
    await fresh.getByRole("textbox", { name: "Name" }).press("Tab");
    await shows(sheet.getByRole("button", { name: "Night Owl", exact: true }));
    const item = ann.getByRole("dialog", { name: /Night Owl/ });
    await item.getByRole("button", { name: "Close window" }).click();

    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("button", { name: /^Night Owl · 52/ }).click();
    await shows(sheet.getByText("Archetype: Night Owl"));
    await shows(sheet.getByText("52 of 52 cards in the deck"));

    // Open the archetype from her sheet and take out the 2 of each suit, one at a time: each edit rebuilds the deck.
    await sheet.getByRole("button", { name: "Night Owl", exact: true }).click();
    let left = 52;
    for (const suit of ["♠", "♥", "♦", "♣"]) {
      const cell = item.getByRole("spinbutton", { name: `${suit} 2`, exact: true });
      await cell.fill("0");
      await cell.press("Tab");
      left -= 1;
      await shows(sheet.getByText(`${left} of ${left} cards in the deck`));
    }
    await expect.poll(() => item.getByRole("spinbutton", { name: "♣ 2", exact: true }).inputValue()).toBe("0");
    // A second ace of spades: the rules build every deck from one poker deck, and this world allows no copies.
    const ace = item.getByRole("spinbutton", { name: "♠ 14", exact: true });
    await ace.fill("2");
    await ace.press("Tab");
    await shows(ann.getByText(/holds each card once; this world's setting “Copies of a card in a deck” allows no more copies/).first());
    await expect.poll(() => ace.inputValue()).toBe("1");
    await shows(sheet.getByText("48 of 48 cards in the deck"));
    await table.screenshot("sandbox-director-archetype-edited");
    // The GM's table mixes poker decks: two copies of a card, then Ann's second ace is taken.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Settings" }).click();
    const copies = gm.getByRole("group", { name: "This world's settings" }).getByRole("spinbutton", { name: "Copies of a card in a deck" });
    await copies.fill("2");
    await copies.press("Tab");
    await expect.poll(() => copies.inputValue()).toBe("2");
    await copies.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-director-copies-setting");
    await table.sit("Ann");
    await ace.fill("2");
    await ace.press("Tab");
    await shows(sheet.getByText("49 of 49 cards in the deck"));
    await expect.poll(() => ace.inputValue()).toBe("2");
    // The sheet's deck grid shows the four 2s gone (a dot for no card), every other card still there.
    await item.getByRole("button", { name: "Close window" }).click();
    const gone = sheet.getByRole("cell", { name: "·", exact: true });
    await showsCount(gone, 4);
    await gone.first().scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-director-archetype-edited-deck");
  });
});
