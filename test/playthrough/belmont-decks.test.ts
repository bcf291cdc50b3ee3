/**
 * Belmont's decks at the sandbox table, by clicks only: after a task, a player sees on Richter's
 * sheet each of Fate's decks and the discard piles next to the decks.
 */
import { describe, it } from "vitest";
import { shows, showsCount } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("Belmont's decks at the table", () => {
  it("[T-BEL-05] after a task, Ann sees Fate's four decks and the luck discard pile on Richter's sheet", async () => {
    await table.start("Belmont quest");
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const sheet = gm.getByRole("dialog", { name: "Richter Belmont" });
    await sheet.getByRole("button", { name: "New task" }).click();
    const task = gm.getByRole("dialog", { name: "New task" });
    await task.getByRole("textbox", { name: "Scene" }).fill("A bat swarm fills the hall.");
    await task.getByRole("button", { name: "OK" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const card = gm.getByRole("article").filter({ hasText: "Belmont against Fate" });
    await card
      .getByRole("listitem")
      .filter({ has: gm.getByRole("heading", { name: "Brawn" }) })
      .getByRole("button", { name: "Pick" })
      .click();
    await shows(card.getByText(/(Success|Failure|Critical)/i).first());

    await sheet.getByRole("button", { name: "Close window" }).click();

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const annSheet = ann.getByRole("dialog", { name: "Richter Belmont" });
    await showsCount(annSheet.getByText(/^Fate: \d+ cards?/), 4);
    await showsCount(annSheet.getByRole("list", { name: "Luck discards" }).getByRole("listitem"), 1);
    await table.screenshot("sandbox-belmont-player-decks");
  });
});
