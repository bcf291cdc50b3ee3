/**
 * A Game of Bastards at the sandbox table: an opposition between two players' characters, begun
 * from the combat tracker and seated by the GM, by clicking only.
 */
import { describe, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { chatCard, fighterRow } from "../sandbox/encounter.ts";
import { beginOpposition } from "../sandbox/opposition.ts";

const table = useSandbox();

describe("A Game of Bastards: oppositions between any sides", () => {
  it("[T-GOB-05] the GM begins combat with Ann's Carlton and Bob's Mara, seats Mara on a side of her own, and the two players' characters face each other", async () => {
    await table.start("A Game of Bastards");
    const gm = await table.sit("Gamemaster");
    await beginOpposition(gm, ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
    const card = await chatCard(gm, "Opposition");
    await showsNone(card.getByRole("button", { name: /^Seat / }));
    // Both are Fated, each on a side: Carlton on the Fated's, Mara on her own (her row reads her name twice: name and side).
    await shows(fighterRow(gm, card, "Carlton Reeve").getByText("Fated", { exact: true }));
    await showsNone(fighterRow(gm, card, "Mara Black").getByText("Fated", { exact: true }));
    await showsCount(fighterRow(gm, card, "Mara Black").getByText("Mara Black", { exact: true }), 2);
    await table.screenshot("sandbox-bastards-sides-gm");

    // Each player chooses their own character's initiative card: the two sides are two players.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annCard = ann.getByRole("article").filter({ hasText: "Opposition" }).last();
    await shows(annCard.getByText("Mara Black", { exact: true }));
    await shows(annCard.getByRole("button", { name: /initiative/i }).first());
  });
});
