/**
 * Deck of Adventures at the sandbox table: the GM reveals a Target Card from the GM's table tool,
 * and Ann makes a check from The Face's sheet against it, watching the chat log: the card arrives
 * drawn and shown whole at the foot of the log. Then Cora, an assistant GM seated beside the GM (who
 * stays the active GM), reveals the next TC and clears the GM's table from the same tool [T-CORE-09].
 */
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsCount, showsMoreThan, showsNone, showsText, showsWhole } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures at the table", () => {
  it("[T-CORE-04] [T-DOA-02] [T-CORE-09] The GM reveals a TC; Ann checks The Face's Bluffing against it: odds first, then the drawn card and the result; Cora, an assistant GM, reveals the next TC and clears the table", async () => {
    await table.start("Deck of Adventures", { assistant: true });
    const gm = await table.sit("Gamemaster");
    const tool = await revealTargetCard(gm);
    await shows(tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));
    await shows(gm.getByRole("article").filter({ hasText: "Target Card revealed" }).getByRole("img"));
    await table.screenshot("sandbox-doa-gm");

    const ann = await table.sit("Ann");
    // Ann's long message fills her chat log, so a new card scrolls it.
    const log = ann.getByRole("list", { name: "Chat log" });
    const story = "The Face leans over the counter and lies about the caravan's cargo, smiling all the while. ".repeat(12).trim();
    await ann.getByRole("textbox", { name: "Chat message" }).fill(story);
    await ann.getByRole("button", { name: "Send" }).click();
    await shows(log.getByText(/smiling all the while/));
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    // She watches the chat log while she makes the check from the sheet.
    await ann.getByRole("tab", { name: "Chat" }).click();
    await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
    await ann.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Bluffing check" });
    // The card arrives drawn, and the log scrolls to show all of it (not an empty message filling in below the fold).
    await showsWhole(card, log);
    await sheet.getByRole("button", { name: "Close window" }).click();

    await shows(
      card
        .getByRole("group")
        .filter({ hasText: "Odds" })
        .getByText(/% to succeed/),
    );
    await shows(card.getByRole("row", { name: new RegExp(`^Critical Success ${ODDS}$`) }));
    const before = await card.getByRole("img").count();
    await card.getByRole("button", { name: "Draw", exact: true }).click();
    await showsNone(card.getByRole("button", { name: "Draw", exact: true }));
    await showsMoreThan(card.getByRole("img"), before);
    for (const drawn of await card.getByRole("img").all()) expect(await drawn.getAttribute("src")).toMatch(/assets\/cards\/\w+\.svg$/);
    await shows(card.getByText(/(Success|Fail)/).last());
    await table.screenshot("sandbox-doa-ann");

    // [T-CORE-09] Cora, an assistant GM, runs the GM's table while the GM is connected.
    const cora = await table.sit("Cora");
    await cora.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: "GM's table (Deck of Adventures)" }).click();
    const coraTool = cora.getByRole("dialog", { name: "GM's table (Deck of Adventures)" });
    await shows(coraTool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));
    await coraTool.getByRole("button", { name: "Reveal a Target Card" }).click();
    await shows(coraTool.getByRole("heading", { name: "Target Cards on the GM's table 2" }));
    await cora.getByRole("tab", { name: "Chat" }).click();
    await showsCount(cora.getByRole("article").filter({ hasText: "Target Card revealed" }), 2);
    await coraTool.getByRole("button", { name: "Clear the table" }).click();
    await shows(coraTool.getByText("No Target Card lies on the table."));
    await table.screenshot("sandbox-doa-assistant-gm");
    // She repairs the decks from the settings: the GM's client does it, and she is told what it did.
    await cora.getByRole("tab", { name: "Settings" }).click();
    await cora.getByRole("tabpanel", { name: "Settings" }).getByRole("button", { name: "Decks" }).click();
    const coraDecks = cora.getByRole("dialog", { name: "Deckbound decks" });
    await coraDecks.getByRole("button", { name: "Repair decks" }).click();
    await showsText(cora.getByRole("status").filter({ hasText: "Decks:" }), /^Decks: 0 created, 0 repaired\.$/);
    await coraDecks.getByRole("button", { name: "Close window" }).click();
    // The GM's own tool follows.
    await table.sit("Gamemaster");
    await shows(tool.getByText("No Target Card lies on the table."));
  });
});
