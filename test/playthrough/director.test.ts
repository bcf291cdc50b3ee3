/**
 * The Director's rules at the sandbox table: Ann proposes tests of Nell Okafor's skills from her
 * sheet; the Director confirms or changes each before Ann draws.
 */
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { editSheet, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

describe("the Director's rules at the table", () => {
  it("[T-CORE-04] [T-DIR-01] [T-DIR-06] Ann proposes Nell's Body test at difficulty 2; the Director changes it to 3 and the odds shown change; the Director confirms, then Ann draws and the card shows the cards and the result", async () => {
    await table.start("The Director's poker-deck rules");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = ann.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("row", { name: /Body/ }).getByRole("button", { name: "Test" }).click();

    const setup = ann.getByRole("dialog", { name: "Set up a test" });
    await setup.getByRole("spinbutton", { name: "Difficulty" }).fill("2");
    await setup.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Body test" });
    // A proposal: its odds show, but Ann can neither draw nor confirm it — the Director decides.
    await shows(card.getByText("Odds: 37.4% success, 3.7% with benefit"));
    await shows(card.getByText(/^Proposed: the Director confirms or changes/));
    await showsNone(card.getByRole("button"));
    await showsNone(card.getByRole("img"));
    await table.screenshot("sandbox-director-ann-before-draw");

    // The Director judges it easier than Ann proposed: difficulty 3, one card more; the odds follow.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    const gmCard = gm.getByRole("article").filter({ hasText: "Body test" });
    await shows(gmCard.getByText("Difficulty 2"));
    await gmCard.getByRole("button", { name: "Change…" }).click();
    const change = gm.getByRole("dialog", { name: "Change the test" });
    await shows(change.getByRole("combobox", { name: "Skill tested" }));
    await change.getByRole("spinbutton", { name: "Difficulty" }).fill("3");
    await change.getByRole("button", { name: "OK" }).click();
    await shows(gmCard.getByText("Difficulty 3"));
    await shows(gmCard.getByText("Odds: 51.1% success, 10.1% with benefit"));
    await showsNone(gmCard.getByText("Odds: 37.4% success, 3.7% with benefit"));
    await table.screenshot("sandbox-director-gm-changed");
    await gmCard.getByRole("button", { name: "Confirm" }).click();
    await showsNone(gmCard.getByRole("button", { name: "Confirm" }));

    await table.sit("Ann");
    await shows(card.getByText("Odds: 51.1% success, 10.1% with benefit"));
    await card.getByRole("button", { name: "Draw 3" }).click();
    await showsCount(card.getByRole("img"), 3);
    for (const drawn of await card.getByRole("img").all())
      expect(await drawn.getAttribute("src")).toMatch(/assets\/cards\/[0-9JQKA]+[SHDC]\.svg$/);
    await shows(card.getByText(/^(Success|Failure)/));
    await showsNone(card.getByRole("button", { name: "Draw 3" }));
    await table.screenshot("sandbox-director-ann");

    // The GM sees the same card, resolved.
    await table.sit("Gamemaster");
    await showsCount(gmCard.getByRole("img"), 3);
    await table.screenshot("sandbox-director-gm");
  });

  it("[T-CORE-05] [T-DIR-01] A difficulty above 4 is refused with a notification in Ann's seat, and no test card is posted", async () => {
    await table.reset();
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = ann.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("row", { name: /Mind/ }).getByRole("button", { name: "Test" }).click();
    const setup = ann.getByRole("dialog", { name: "Set up a test" });
    await setup.getByRole("spinbutton", { name: "Difficulty" }).fill("5");
    await setup.getByRole("button", { name: "OK" }).click();

    await showsText(ann.getByRole("alert"), /difficult/i);
    await ann.getByRole("tab", { name: "Chat" }).click();
    await showsNone(ann.getByRole("article"));
    const gm = await table.sit("Gamemaster");
    await showsNone(gm.getByRole("article"));
  });

  it("[T-DIR-01] [T-DIR-06] Ann proposes Nell's Dexterity at difficulty 1 as an expert climber with an advantage, two helpers and a penalty of 1 (4 cards), at difficulty 0 (only the A♣), and at 0 with a penalty (impossible); the Director confirms each, then Ann draws", async () => {
    await table.start("The Director's poker-deck rules", { seed: 5 });
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = ann.getByRole("dialog", { name: "Nell Okafor" });
    const setUp = async (
      attribute: string,
      difficulty: number,
      extras: { expert?: boolean; advantage?: boolean; helpers?: number; penalty?: number },
    ) => {
      await sheet
        .getByRole("row", { name: new RegExp(attribute) })
        .getByRole("button", { name: `Test ${attribute}` })
        .click();
      const setup = ann.getByRole("dialog", { name: "Set up a test" });
      await setup.getByRole("spinbutton", { name: "Difficulty" }).fill(String(difficulty));
      if (extras.expert) await setup.getByRole("checkbox", { name: "Climbing (+2)" }).check();
      if (extras.advantage) await setup.getByRole("checkbox", { name: "An advantage (+1)" }).check();
      await setup.getByRole("spinbutton", { name: "Characters helping (+1 if any)" }).fill(String(extras.helpers ?? 0));
      await setup.getByRole("spinbutton", { name: "Penalty (cards taken away)" }).fill(String(extras.penalty ?? 0));
      await setup.getByRole("button", { name: "OK" }).click();
    };

    // 1 + 2 (expert) + 1 (advantage) + 1 (help, however many help) − 1 (penalty) = 4 cards.
    await setUp("Dexterity", 1, { expert: true, advantage: true, helpers: 2, penalty: 1 });
    // Difficulty 0: one card, and only the highest of the suit in Nell's deck succeeds.
    await setUp("Dexterity", 0, {});
    // Difficulty 0 with a penalty: below 0, impossible.
    await setUp("Body", 0, { penalty: 1 });
    await ann.getByRole("tab", { name: "Chat" }).click();
    const full = ann.getByRole("article").filter({ hasText: "Dexterity test" }).filter({ hasText: "4 cards" });
    const highest = ann.getByRole("article").filter({ hasText: "only the A♣ succeeds" });
    const impossible = ann.getByRole("article").filter({ hasText: "Body test" });
    await shows(full.getByText("+3", { exact: true }));
    await shows(full.getByText("Climbing +2 · advantage +1 · 2 characters helping +1 · penalty −1"));
    await shows(full.getByText(new RegExp(`^Odds: ${ODDS} success, ${ODDS} with benefit$`)));
    await showsNone(full.getByRole("img"));
    await table.screenshot("sandbox-director-test-extras");

    // The Director confirms the three proposals as Ann made them.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    const proposals = gm.getByRole("article").filter({ hasText: "Proposed:" });
    for (const left of [3, 2, 1]) {
      await showsCount(proposals, left);
      await proposals.first().getByRole("button", { name: "Confirm" }).click();
    }
    await showsNone(proposals);

    await table.sit("Ann");
    await full.getByRole("button", { name: "Draw 4" }).click();
    await showsCount(full.getByRole("img"), 4);
    await showsText(full, /(Success!|Success with benefit!|Failure\.)/);
    await highest.getByRole("button", { name: "Draw 1" }).click();
    await showsCount(highest.getByRole("img"), 1);
    await showsText(highest, /(Success!|Failure\.)/);
    // Below 0 nothing is drawn: confirmed, the test is impossible.
    await shows(impossible.getByText("Impossible: nothing is drawn.", { exact: true }));
    await showsNone(impossible.getByRole("img"));
    await showsNone(impossible.getByRole("button", { name: /^Draw/ }));
    await table.screenshot("sandbox-director-test-impossible");
  });

  it("[T-DIR-01] over a slow connection (every message 300 ms late), Ann makes Nell expert in Lockpicking and at once removes Climbing, then learns Origami: her Dexterity test offers Lockpicking at +2 and Origami at +1", async () => {
    await table.start("The Director's poker-deck rules", { delay: 300 });
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Nell Okafor");
    await editSheet(sheet);
    await sheet.getByRole("button", { name: "Make expert in Lockpicking" }).click();
    await sheet.getByRole("button", { name: "Remove Climbing" }).click();
    await showsNone(sheet.getByRole("button", { name: "Remove Climbing" }));
    await showsNone(sheet.getByRole("button", { name: "Make expert in Lockpicking" }));
    await sheet.getByRole("button", { name: "Add a skill" }).click();
    const learn = ann.getByRole("dialog", { name: "Learn a skill" });
    await learn.getByRole("textbox", { name: "The skill's name" }).fill("Origami");
    await learn.getByRole("button", { name: "OK" }).click();
    await shows(sheet.getByRole("button", { name: "Remove Origami" }));

    await sheet.getByRole("button", { name: "Play" }).click();
    await sheet
      .getByRole("row", { name: /Dexterity/ })
      .getByRole("button", { name: "Test Dexterity" })
      .click();
    const setup = ann.getByRole("dialog", { name: "Set up a test" });
    await shows(setup.getByRole("checkbox", { name: "Lockpicking (+2)" }));
    await shows(setup.getByRole("checkbox", { name: "Origami (+1)" }));
    await showsNone(setup.getByRole("checkbox", { name: /Climbing/ }));
  });
});
