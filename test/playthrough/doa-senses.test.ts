/**
 * Blinded or Deafened at the sandbox table [T-DOA-08], clicked as the GM and Ann would: the GM marks
 * The Face Blinded / Deafened by the Town Guard on the combat card; when The Face's next turn starts,
 * the card runs the contested Intuition check itself — the Town Guard (the caster) draws from the
 * GM's deck against The Face's initiative card — and shows whether the sense is lost this turn
 * (then an attack needing it is offered at Lower Hand). Seeded: the same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow, nameCaster } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures: a lost sense in combat", () => {
  it("[T-DOA-08] [T-CORE-04] the GM marks The Face Blinded / Deafened by the Town Guard; his next turn starts with the contested Intuition check, drawn by the guard, its odds shown before the guard's turn ends", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["The Face", "Town Guard"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await shows(card.getByText("Round 1"));
    await shows(card.getByText("The Face's turn"));

    const face = fighterRow(gm, card, "The Face");
    // "Intuition vs. the spell-casting attribute of the creature causing the effect": the GM names the guard's Strength.
    await nameCaster(gm, face, "Town Guard", "Strength");
    await shows(face.getByRole("button", { name: "Blinded / Deafened by Town Guard", pressed: true }));
    await shows(
      face.getByText("Blinded / Deafened by Town Guard: each turn starts with a contested Intuition check vs. Town Guard's Strength"),
    );

    // Ann sees the mark too, and ends The Face's turn; the GM ends the guard's.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    await shows(
      fighterRow(ann, annCard, "The Face").getByText("Blinded / Deafened by Town Guard: each turn starts with a contested Intuition check"),
    );
    await annCard.getByRole("button", { name: "End turn" }).click();
    await shows(annCard.getByText("Town Guard's turn"));

    await table.sit("Gamemaster");
    // Before the guard's turn ends, the chance of the check its end starts [T-CORE-04].
    const turnStart = card.getByText(
      /^When this turn ends, Town Guard checks to keep The Face Blinded \/ Deafened: \d+\.\d% to succeed\.$/,
    );
    await shows(turnStart);
    await turnStart.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-doa-sense-odds");
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Round 2"));
    await showsNone(card.getByText(/^When this turn ends, /));
    await shows(card.getByText("The Face's turn"));
    // The check ran from the card: the guard's draw is the last one shown.
    await shows(card.getByText("Last draw: Town Guard"));
    // Seed 1: the guard's card lands within the DR set by The Face's Intuition: The Face fails.
    await shows(face.getByText("sense lost this turn (Lower Hand 3 where needed)"));
    await shows(face.getByRole("button", { name: "Blinded / Deafened", exact: true, pressed: true }));
    await table.screenshot("sandbox-doa-sense-check");

    // Ann attacks with the sense The Face lost: drawn at Lower Hand (3).
    await table.sit("Ann");
    const guard = fighterRow(ann, annCard, "Town Guard");
    await guard.getByRole("button", { name: /^Attack needing the lost sense · / }).click();
    await shows(annCard.getByText("The Face draws"));
    await shows(annCard.getByText(/· Lower Hand \(3\)$/));
    // Seed 1 deals her a Joker, kept as a Fate Card: she keeps the result rather than redraw.
    await annCard.getByRole("button", { name: "Keep this result" }).click();
    await shows(annCard.getByText("Last draw: The Face"));

    // The GM lifts the effect: no caster named, no mark.
    await table.sit("Gamemaster");
    await face.getByRole("button", { name: "Blinded / Deafened by Town Guard", pressed: true }).click();
    await shows(face.getByRole("button", { name: "Blinded / Deafened by…" }));
    await showsNone(face.getByRole("button", { name: "Blinded / Deafened by Town Guard" }));
    await showsNone(face.getByText(/each turn starts with a contested Intuition check/));
  });
});
