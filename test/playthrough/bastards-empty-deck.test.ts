/**
 * A Game of Bastards at the sandbox table: a sustained opposition that empties the shared deck, by
 * clicking only. The GM runs Carlton's and Mara's turns: each draws their Luck and mulligans (the
 * hand to the discards, five new cards), turn after turn, until the deck runs out; the card asks
 * whether the fight is still worth it, and going on shuffles the discards back. The seed deals the
 * same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, fighterRow } from "../sandbox/encounter.ts";
import { opposition, press } from "../sandbox/opposition.ts";

const table = useSandbox();

describe("A Game of Bastards: a sustained opposition", () => {
  it("[T-GOB-11] turn after turn of draws and mulligans empties the deck; the GM is asked whether to go on, and going on brings the discards back", async () => {
    await table.start("A Game of Bastards", { seed: 11 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["Carlton Reeve", "Mara Black"]);
    await opposition(gm).getByRole("button", { name: "Seat Mara Black on the side Mara Black" }).click();
    await shows(opposition(gm).getByRole("button", { name: "Seat Mara Black on the side Fated" }));
    await press(gm, "Shuffle and deal");
    for (let i = 0; i < 2; i++) {
      await opposition(gm).getByRole("button", { name: "Choose initiative card" }).first().click();
      const dialog = gm.getByRole("dialog", { name: "Choose a card" });
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await showsNone(dialog);
    }
    await table.screenshot("sandbox-bastards-deck-initiative");
    // Fourteen turns of a draw and a mulligan each: the jokers met on the way give wildcards and go to the discards.
    for (let turn = 0; turn < 14; turn++) for (const name of ["Draw (Luck)", "Mulligan", "End turn"]) await press(gm, name);
    // Round 8: Mara's mulligan takes the deck's last two cards; three are owed, and the GM is asked.
    await press(gm, "Draw (Luck)");
    await opposition(gm).getByRole("button", { name: "Mulligan", exact: true }).click();
    const question = opposition(gm).getByText("The deck has run out. Is this fight still worth it?", { exact: false });
    await shows(question);
    await shows(opposition(gm).getByText("Turns · round 8"));
    await shows(fighterRow(gm, opposition(gm), "Mara Black").getByText("2 in hand"));
    await shows(opposition(gm).getByRole("button", { name: "Stop here" }));
    await table.screenshot("sandbox-bastards-deck-asked");

    // Going on shuffles the discards back: Mara's mulligan is dealt in full and her turn goes on.
    await press(gm, "Go on");
    await showsNone(question);
    await shows(fighterRow(gm, opposition(gm), "Mara Black").getByText("5 in hand"));
    await table.screenshot("sandbox-bastards-deck-went-on");
    await press(gm, "End turn");
    await shows(opposition(gm).getByRole("button", { name: "Draw (Luck)", exact: true }));
  }, 600_000);
});
