/**
 * A Game of Bastards at the sandbox table: Ann makes a Fate draw for Carlton Reeve's Athletics.
 */
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsMoreThan, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("A Game of Bastards at the table", () => {
  it("[T-CORE-04] [T-GOB-04] Ann makes a Fate draw on Carlton's Athletics: the chance shows before the draw, then the cards played", async () => {
    await table.start("A Game of Bastards");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const sheet = ann.getByRole("dialog", { name: "Carlton Reeve" });
    await sheet.getByRole("listitem").filter({ hasText: "Athletics" }).first().getByRole("button", { name: "Draw" }).click();
    await ann.getByRole("dialog", { name: "Fate draw" }).getByRole("button", { name: "Start the draw" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Fate draw" });
    await shows(card.getByText(new RegExp(`Chance of success ${ODDS}`)));
    await showsNone(card.getByRole("img"));
    await table.screenshot("sandbox-bastards-ann-before-draw");
    await card.getByRole("button", { name: /^Draw 1 and play/ }).click();
    await showsMoreThan(card.getByRole("img"), 0);
    for (const drawn of await card.getByRole("img").all()) expect(await drawn.getAttribute("src")).toMatch(/assets\/cards\/\w+\.svg$/);
    await table.screenshot("sandbox-bastards-ann");
    await table.sit("Gamemaster");
    await table.screenshot("sandbox-bastards-gm");
  });
});
