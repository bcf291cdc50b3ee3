/**
 * A Game of Bastards at the sandbox table: a Fate draw at any difficulty 0–20, with a specialty and
 * the intimidation flag, chosen in the dialog by clicking and typing only.
 */
import { describe, expect, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("A Game of Bastards: the Fate draw dialog", () => {
  it("[T-GOB-04] Ann draws Carlton's Repair at difficulty 12 with his Tinkering specialty and the intimidation flag; out of range is refused", async () => {
    await table.start("A Game of Bastards");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const sheet = ann.getByRole("dialog", { name: "Carlton Reeve" });

    // A difficulty past 20 is refused with the reason, and no card is made.
    await sheet.getByRole("listitem").filter({ hasText: "repair" }).first().getByRole("button", { name: "Draw" }).click();
    let dialog = ann.getByRole("dialog", { name: "Fate draw" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("25");
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    await showsText(ann.getByRole("alert"), /whole number from 0 to 20/);
    await showsNone(ann.getByRole("article").filter({ hasText: "Fate draw" }));

    await sheet.getByRole("listitem").filter({ hasText: "repair" }).first().getByRole("button", { name: "Draw" }).click();
    dialog = ann.getByRole("dialog", { name: "Fate draw" });
    await dialog.getByRole("combobox", { name: "Trait" }).selectOption({ label: "Mind" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("12");
    await dialog.getByRole("combobox", { name: "Specialty" }).selectOption({ label: "Tinkering" });
    await dialog.getByRole("checkbox", { name: /Intimidate/ }).check();
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Fate draw" }).last();
    // Mind 3 and Tinkering (the lower of Repair 2 and Technology 3) add 5; the difficulty adds 12 to the Fate.
    await shows(card.getByText("+5", { exact: true }));
    await shows(card.getByText("+12", { exact: true }));
    await shows(card.getByText(/Chance of success \d+\.\d%/));
    await table.screenshot("sandbox-bastards-fate-draw-difficulty");
    await card.getByRole("button", { name: /^Draw 2 and play/ }).click();
    await expect.poll(() => card.getByRole("img").count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
