/**
 * The GM's Fate Cards at the sandbox table [T-DOA-05], clicked as the GM would: the Town Guard (a
 * Bystander) checks Strength from the GM's deck at Upper Hand (6); the A♥ among its seven cards joins
 * the GM's Fate Cards, yet the guard's card offers no redraw. The GM then makes the Baron, a Dealer of
 * their own set to draw from the GM's deck: his sheet shows the GM's Fate Cards, and his check offers
 * the GM a redraw with the A♥, its odds shown; after it the GM holds none. Seeded: the same cards every run.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";
import { createActor } from "../sandbox/sheets.ts";

const table = useSandbox();

/** From a sheet in play mode: a check on `on` against the TC on the GM's table, DR 1, Upper Hand `hand`. */
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
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await revealTargetCard(gm);
    await shows(gm.getByRole("article").filter({ hasText: "Target Card revealed" }));

    // The guard's Strength check at Upper Hand (6): seven cards from the GM's deck, the A♥ among them.
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    const guard = gm.getByRole("dialog", { name: "Town Guard" });
    await check(gm, guard, "Strength", "6");
    await guard.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const guardCard = gm.getByRole("article").filter({ hasText: "Strength check" }).last();
    await guardCard.getByRole("button", { name: "Draw" }).click();
    await shows(guardCard.getByText("Kept"));
    await shows(guardCard.getByRole("img", { name: "A♥" }));
    // A Bystander holds no Fate Cards and never redraws [DOA-21]; the ace is the GM's now.
    await showsNone(guardCard.getByRole("button", { name: /^Redraw/ }));
    await showsNone(guardCard.getByRole("button", { name: "Keep this result" }));

    // The Baron: a Dealer the GM plays, drawing from the GM's deck.
    const baron = await createActor(gm, "The Baron", "Dealer");
    await baron.getByRole("button", { name: "Edit" }).click();
    await baron.getByRole("checkbox", { name: /^Draws from the GM's deck/ }).check();
    await shows(baron.getByRole("checkbox", { name: /^Draws from the GM's deck/, checked: true }));
    await baron.getByRole("button", { name: "Play" }).click();
    await shows(baron.getByText("Draws from the GM's deck: these are the GM's Fate Cards."));
    await shows(baron.getByRole("img", { name: "A♥" }));
    await table.screenshot("sandbox-doa-gm-fate-sheet");

    // His Bluffing check offers the GM a redraw with the GM's A♥, its odds shown.
    await check(gm, baron, "Bluffing", "0");
    await baron.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const baronCard = gm.getByRole("article").filter({ hasText: "Bluffing check" }).last();
    await baronCard.getByRole("button", { name: "Draw" }).click();
    const redraw = baronCard.getByRole("button", { name: "Redraw with A♥" });
    await shows(redraw);
    await shows(baronCard.getByText("Odds if you redraw"));
    await table.screenshot("sandbox-doa-gm-fate-redraw");
    await redraw.click();
    await shows(baronCard.getByText("Redrawn with a Fate Card."));
    await showsNone(baronCard.getByRole("button", { name: /^Redraw/ }));
    // The GM holds it no more: the Baron's sheet shows the GM's Fate Cards empty.
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Baron" }).click();
    await shows(baron.getByText("No Fate Cards held."));
    await showsNone(baron.getByRole("img", { name: "A♥" }));
  });
});
