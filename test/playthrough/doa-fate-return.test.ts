/**
 * A spent Fate Card given back at the sandbox table [T-DOA-06], clicked as the GM and Ann would: in
 * a seeded fight Ann's attack for The Face turns up a Joker; she spends it on a redraw, so it lies
 * in his discard pile; the GM opens The Face's sheet and gives it back from there, and it is in
 * Ann's Fate Cards again. Seeded: the same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow, nameCaster } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures: the GM gives back a spent Fate Card", () => {
  it("[T-DOA-06] Ann spends The Face's Joker on a redraw; the GM gives it back from the discard pile on his sheet", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["The Face", "Town Guard"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await shows(card.getByText("The Face's turn"));
    // Seed 1: The Face's first turn, Blinded by the guard, ends; the guard's too.
    await nameCaster(gm, fighterRow(gm, card, "The Face"), "Town Guard", "Strength");
    await shows(fighterRow(gm, card, "The Face").getByRole("button", { name: "Blinded / Deafened by Town Guard", pressed: true }));

    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    await annCard.getByRole("button", { name: "End turn" }).click();
    await shows(annCard.getByText("Town Guard's turn"));
    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Round 2"));
    await shows(fighterRow(gm, card, "The Face").getByText("sense lost this turn (Lower Hand 3 where needed)"));

    // The attack needing the lost sense draws four; a Joker among them, Ann redraws with it.
    await table.sit("Ann");
    await fighterRow(ann, annCard, "Town Guard")
      .getByRole("button", { name: /^Attack needing the lost sense · / })
      .click();
    await shows(annCard.getByText("The Face draws"));
    await annCard.getByRole("button", { name: /^Redraw with / }).click();
    await shows(annCard.getByText("Last draw: The Face"));

    // The GM gives the Joker back from The Face's sheet.
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = gm.getByRole("dialog", { name: "The Face" });
    const giveBack = sheet.getByRole("button", { name: "Give back Red Joker from the discard pile" });
    await shows(giveBack);
    await table.screenshot("sandbox-doa-fate-return");
    await giveBack.click();
    await showsNone(giveBack);
    await shows(sheet.getByRole("img", { name: "Red Joker" }));

    // Ann holds it again: her sheet shows no button (only the GM gives back), the Joker among her Fate Cards.
    await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const annSheet = ann.getByRole("dialog", { name: "The Face" });
    await shows(annSheet.getByRole("img", { name: "Red Joker" }));
    await showsNone(annSheet.getByRole("button", { name: /^Give back / }));
  });
});
