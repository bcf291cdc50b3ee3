/**
 * Belmont quest at the sandbox table: the GM opens a task from Richter's sheet, Ann votes, the GM
 * closes the vote (the chat log stays open), and the challenge card resolves it.
 */
import { describe, it } from "vitest";
import { shows, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("Belmont quest at the table", () => {
  it("[T-CORE-04] [T-BEL-01] The GM opens a task, Ann votes for Brawn with its odds in view, the GM closes the vote and the card resolves the task", async () => {
    await table.start("Belmont Quest");
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const sheet = gm.getByRole("dialog", { name: "Richter Belmont" });
    await sheet.getByRole("button", { name: "New task" }).click();
    const task = gm.getByRole("dialog", { name: "New task" });
    await task.getByRole("textbox", { name: "Scene" }).fill("The bridge over the moat is gone.");
    await task.getByRole("textbox", { name: "Brawn" }).fill("Jump the gap");
    await task.getByRole("textbox", { name: "Sharp" }).fill("Find the servants' door");
    await task.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    const ann = await table.sit("Ann");
    const card = ann.getByRole("article").filter({ hasText: "Belmont against Fate" });
    const brawn = card.getByRole("listitem").filter({ has: ann.getByRole("heading", { name: "Brawn" }) });
    await shows(brawn.getByText(/\d+% to succeed/));
    await brawn.getByRole("button", { name: "Vote" }).click();
    await showsText(card.getByText(/Votes cast/), /Votes cast: 1/);
    await table.screenshot("sandbox-belmont-ann");

    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    const gmCard = gm.getByRole("article").filter({ hasText: "Belmont against Fate" });
    await gmCard.getByRole("button", { name: "Close the vote" }).click();
    // The card's button closes the vote, not the chat log (Foundry's chat log has its own "close").
    await shows(gmCard.getByText(/(succeeds|fails|Success|Failure|success|failure)/).last());
    await shows(gm.getByRole("list", { name: "Chat log" }));
    await table.screenshot("sandbox-belmont-gm");
  });
});
