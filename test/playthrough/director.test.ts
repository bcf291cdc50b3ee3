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
});
