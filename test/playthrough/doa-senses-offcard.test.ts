/**
 * Blinded or Deafened by someone who is not in the fight [T-DOA-08], clicked as the GM and Ann would:
 * The Face fights the Town Guard; the GM names the Bandit, who is not on the combat card, as the
 * caster. When The Face's next turn starts, the card runs the contested Intuition check with the
 * Bandit drawing from the GM's deck. Seeded: the same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow, nameCaster } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures: a lost sense cast from outside the fight", () => {
  it("[T-DOA-08] the GM names the Bandit, not in the fight, as who Blinded / Deafened The Face; his next turn starts with the Bandit's draw", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["The Face", "Town Guard"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await shows(card.getByText("Round 1"));
    await shows(card.getByText("The Face's turn"));

    // One control names the caster, however many characters the world holds: no button per character.
    const face = fighterRow(gm, card, "The Face");
    await showsCount(face.getByRole("button", { name: /^Blinded \/ Deafened by/ }), 1);
    await nameCaster(gm, face, "Bandit", "Agility");
    await shows(face.getByRole("button", { name: "Blinded / Deafened by Bandit", pressed: true }));
    await shows(face.getByText("Blinded / Deafened by Bandit: each turn starts with a contested Intuition check"));

    // Ann sees the mark, and ends The Face's turn; the GM ends the guard's.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    await shows(annCard.getByText("Blinded / Deafened by Bandit: each turn starts with a contested Intuition check"));
    await annCard.getByRole("button", { name: "End turn" }).click();
    await shows(annCard.getByText("Town Guard's turn"));

    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Round 2"));
    await shows(card.getByText("The Face's turn"));
    // The check ran from the card: the Bandit's draw is the last one shown.
    await shows(card.getByText("Last draw: Bandit"));
    await table.screenshot("sandbox-doa-sense-offcard");

    // The GM lifts the effect: no caster named, no mark.
    await face.getByRole("button", { name: "Blinded / Deafened by Bandit", pressed: true }).click();
    await shows(face.getByRole("button", { name: "Blinded / Deafened by…" }));
    await showsNone(face.getByRole("button", { name: "Blinded / Deafened by Bandit" }));
    await showsNone(face.getByText(/each turn starts with a contested Intuition check/));
  });
});
