/**
 * A Game of Bastards at the sandbox table: the Fated sheet's edits, by clicking and typing only —
 * the owner sets pool damage and wildcards and restores the pools; the GM awards the scene's XP.
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../sandbox/sheets.ts";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("A Game of Bastards: editing a character on the sheet", () => {
  it("[T-GOB-02] Ann marks damage and wildcards on Carlton's sheet and restores his pools; the GM awards the scene's XP", async () => {
    await table.start("A Game of Bastards");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const sheet = ann.getByRole("dialog", { name: "Carlton Reeve" });
    await sheet.getByRole("button", { name: "Edit" }).click();

    await sheet.getByRole("spinbutton", { name: "BP damage" }).fill("3");
    await sheet.getByRole("spinbutton", { name: "BP damage" }).press("Tab");
    await shows(sheet.getByText("2/5"));
    await sheet.getByRole("spinbutton", { name: "Wildcards" }).fill("2");
    await sheet.getByRole("spinbutton", { name: "Wildcards" }).press("Tab");
    await shows(sheet.getByText("Wildcards 2"));
    // Only the GM awards the scene's XP.
    await showsNone(sheet.getByRole("button", { name: "+1 XP for the scene" }));
    await sheet.getByRole("button", { name: "Restore every pool" }).click();
    await showsNone(sheet.getByText("2/5"));
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "BP damage" }).inputValue()).toBe("0");
    await table.screenshot("sandbox-bastards-sheet-edit");

    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const gmSheet = gm.getByRole("dialog", { name: "Carlton Reeve" });
    const xpBefore = await gmSheet
      .getByText(/^\d+ XP$/)
      .first()
      .textContent();
    await gmSheet.getByRole("button", { name: "Edit" }).click();
    await gmSheet.getByRole("button", { name: "+1 XP for the scene" }).click();
    await shows(gmSheet.getByText(`${Number.parseInt(xpBefore ?? "0", 10) + 1} XP`, { exact: true }));
  });

  it("[T-GOB-02] a value typed into a second field while the sheet saves the first sticks: the redraw keeps it and Tab saves it", async () => {
    // Over a slow connection (the table answers 400 ms late) a person types on while the sheet saves.
    await table.start("A Game of Bastards", { delay: 400 });
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Carlton Reeve");
    await sheet.getByRole("button", { name: "Edit" }).click();

    // BP damage 3, Tab, and 2 typed into SP damage at once; the sheet redraws from the BP save while
    // the 2 is still in its field, then Tab leaves it.
    await sheet.getByRole("spinbutton", { name: "BP damage" }).fill("3");
    await table.page.keyboard.press("Tab");
    await table.page.keyboard.type("2");
    await shows(sheet.getByText("2/5", { exact: true }));
    await table.page.keyboard.press("Tab");
    await table.page.keyboard.type("4");
    await table.page.keyboard.press("Tab");
    // Body 1, Spirit 1, Mind 3 with Mental Fortitude: 2/5, 3/5 and 16/20, from what is stored.
    await shows(sheet.getByText("3/5", { exact: true }));
    await shows(sheet.getByText("16/20", { exact: true }));
    for (const [field, value] of [
      ["BP damage", "3"],
      ["SP damage", "2"],
      ["MP damage", "4"],
    ] as const)
      await expect.poll(() => sheet.getByRole("spinbutton", { name: field }).inputValue()).toBe(value);
    await table.screenshot("sandbox-bastards-sheet-quick-edits");
  });
});
