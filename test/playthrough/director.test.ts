/**
 * The Director's rules at the sandbox table: Ann tests Nell Okafor's skills from her sheet.
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("the Director's rules at the table", () => {
  it("[T-CORE-04] [T-DIR-01] Ann tests Nell's Body at difficulty 2: the card shows the odds before the draw, then the drawn cards and the result", async () => {
    await table.start("The Director's rules");
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
    await shows(card.getByText("Odds: 37.4% success, 3.7% with benefit"));
    await showsNone(card.getByRole("img"));
    await table.screenshot("sandbox-director-ann-before-draw");

    await card.getByRole("button", { name: "Draw 2" }).click();
    await showsCount(card.getByRole("img"), 2);
    for (const drawn of await card.getByRole("img").all())
      expect(await drawn.getAttribute("src")).toMatch(/assets\/cards\/[0-9JQKA]+[SHDC]\.svg$/);
    await shows(card.getByText(/^(Success|Failure)/));
    await showsNone(card.getByRole("button", { name: "Draw 2" }));
    await table.screenshot("sandbox-director-ann");

    // The GM sees the same card, resolved.
    const gm = await table.sit("Gamemaster");
    await showsCount(gm.getByRole("article").filter({ hasText: "Body test" }).getByRole("img"), 2);
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

  it("[T-DIR-01] Ann tests Nell's Dexterity at difficulty 1 as an expert climber with an advantage, two helpers and a penalty of 1 (4 cards), at difficulty 0 (only the A♣), and at 0 with a penalty (impossible, nothing drawn)", async () => {
    await table.start("The Director's rules", { seed: 5 });
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
    await ann.getByRole("tab", { name: "Chat" }).click();
    const full = ann.getByRole("article").filter({ hasText: "Dexterity test" }).filter({ hasText: "4 cards" });
    await shows(full.getByText("+3", { exact: true }));
    await shows(full.getByText(/^Odds: \d+\.\d% success, \d+\.\d% with benefit$/));
    await showsNone(full.getByRole("img"));
    await table.screenshot("sandbox-director-test-extras");
    await full.getByRole("button", { name: "Draw 4" }).click();
    await showsCount(full.getByRole("img"), 4);
    await showsText(full, /(Success!|Success with benefit!|Failure\.)/);

    // Difficulty 0: one card, and only the highest of the suit in Nell's deck succeeds.
    await setUp("Dexterity", 0, {});
    const highest = ann.getByRole("article").filter({ hasText: "only the A♣ succeeds" });
    await highest.getByRole("button", { name: "Draw 1" }).click();
    await showsCount(highest.getByRole("img"), 1);
    await showsText(highest, /(Success!|Failure\.)/);

    // Difficulty 0 with a penalty: below 0, impossible; nothing is drawn.
    await setUp("Body", 0, { penalty: 1 });
    const impossible = ann.getByRole("article").filter({ hasText: "Body test" });
    await shows(impossible.getByText("Impossible: nothing is drawn.", { exact: true }));
    await showsNone(impossible.getByRole("img"));
    await showsNone(impossible.getByRole("button", { name: /^Draw/ }));
    await table.screenshot("sandbox-director-test-impossible");
  });
});
