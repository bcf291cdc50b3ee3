/**
 * 52 Fates at the sandbox table: Ann makes an action check from Korr's sheet. The table here is the
 * static site (npm run build:site) on a plain static file server that is not the project's own —
 * Python's http.server, under /deckbound/ as GitHub Pages serves it (test/sandbox/global-setup.ts).
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox({ served: "static" });

describe("52 Fates at the table", () => {
  it("[T-CORE-01] [T-CORE-04] [T-F52-01] from the static site, Ann makes an action check with Korr at difficulty 6: the chance shows before the draw, then the card drawn", async () => {
    expect(new URL(table.page.url()).pathname).toBe("/deckbound/sandbox.html");
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Korr of the Red Steppes" }).click();
    const sheet = ann.getByRole("dialog", { name: "Korr of the Red Steppes" });
    await sheet.getByRole("button", { name: "Action check" }).click();
    const check = ann.getByRole("dialog", { name: "Action check" });
    await check.getByRole("spinbutton", { name: "Difficulty (2–10)" }).fill("6");
    await check.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Action check" });
    await shows(card.getByRole("definition").filter({ hasText: "61.5%" }));
    await showsNone(card.getByRole("img"));
    await card.getByRole("button", { name: "Draw", exact: true }).click();
    await showsCount(card.getByRole("img"), 1);
    expect(await card.getByRole("img").first().getAttribute("src")).toMatch(/assets\/cards\/\w+\.svg$/);
    await shows(card.getByText(/(succeeds|fails|Success|Failure)/i).last());
    await table.screenshot("sandbox-fates52-ann");
    await table.sit("Gamemaster");
    await table.screenshot("sandbox-fates52-gm");
  });
});
