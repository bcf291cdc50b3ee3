/**
 * Belmont's decks at the sandbox table, by clicks only: after a task, a player sees on Richter's
 * sheet each of Fate's decks and the discard piles next to the decks; then she spends a Magic card
 * on Richter's Holy Water.
 */
import { describe, it } from "vitest";
import { shows, showsCount } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("Belmont's decks at the table", () => {
  let ann: Awaited<ReturnType<typeof table.sit>>;

  it("[T-BEL-05] after a task, Ann sees Fate's four decks and the luck discard pile on Richter's sheet", async () => {
    await table.start("Belmont Quest");
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

    ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    const annSheet = ann.getByRole("dialog", { name: "Richter Belmont" });
    await showsCount(annSheet.getByText(/^Fate: \d+ cards?/), 4);
    await showsCount(annSheet.getByRole("list", { name: "Luck discards" }).getByRole("listitem"), 1);
    await table.screenshot("sandbox-belmont-player-decks");
  });

  it("[T-BEL-07] Ann, who plays Richter, spends the face-up Magic card on Holy Water from his Abilities tab: the card goes to the Magic discards and the chat says what it fuelled", async () => {
    // Only Brawn was played so far: the Magic discard pile is empty.
    const sheet = ann.getByRole("dialog", { name: "Richter Belmont" });
    const magicDiscards = sheet.getByRole("list", { name: "Magic discard pile" }).getByRole("listitem");
    await showsCount(magicDiscards, 0);
    await sheet.getByRole("tab", { name: "Abilities" }).click();
    await sheet.getByRole("button", { name: "Spend a Magic card on Holy Water" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Magic spent" });
    await shows(card.getByText(/^Holy Water fuelled by Magic (7|8|9|10|J|Q|K|A)♦\.$/));
    await sheet.getByRole("tab", { name: "Decks" }).click();
    await showsCount(magicDiscards, 1);
    await sheet.getByRole("tab", { name: "Abilities" }).click();
    await card.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-belmont-magic-spent");
  });
});
