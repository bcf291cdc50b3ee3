/**
 * Deck of Adventures combats at the sandbox table, clicked as the GM and Ann would: the GM puts
 * The Face and the Town Guard into the encounter, begins it from the combat tracker and draws
 * initiative on the card, the chance that The Face acts first shown before; Ann chooses what The Face attacks with (its damage and skill are the
 * ones drawn and dealt), moves, attacks twice (the second at Lower Hand) and ends the turn; the
 * GM adds the Bandit mid-fight, who waits on the card until the GM draws its initiative, its chance to
 * act this round shown first [DOA-13], takes it out again when it flees, and ends the fight. Seeded:
 * the table deals the same cards every run.
 */
import { describe, expect, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("Deck of Adventures combats at the table", () => {
  it("[T-DOA-04] [T-CORE-04] Ann attacks with the weapon or power she picks for The Face: its skill sets the odds and its damage is dealt; moves, a second action at Lower Hand, end turn, a newcomer mid-fight who then flees, end combat", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    // Ann makes Bluffing (+2) The Face's Primary Skill: the skill his powers attack with.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = ann.getByRole("dialog", { name: "The Face" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("combobox", { name: "Primary Skill" }).selectOption({ label: "Bluffing" });
    await expect
      .poll(() => sheet.getByRole("combobox", { name: "Primary Skill" }).getByRole("option", { selected: true }).textContent())
      .toBe("Bluffing");
    await sheet.getByRole("button", { name: "Close window" }).click();

    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["The Face", "Town Guard"]);
    const gmCard = await chatCard(gm, "Combat");
    // Before the draw, the chance that The Face (Ann's) acts first [CORE-05].
    await showsText(gmCard.getByText(/^Once initiative is drawn/), /one of the players' characters acts first: \d+(\.\d+)?%\.$/);
    await table.screenshot("sandbox-doa-players-first");
    await gmCard.getByRole("button", { name: "Draw initiative" }).click();
    await showsNone(gmCard.getByText(/^Once initiative is drawn/));
    await shows(gmCard.getByText("Round 1"));

    await table.sit("Ann");
    const card = await chatCard(ann, "Combat");
    await shows(card.getByText("The Face's turn"));
    const arms = card.getByRole("group", { name: "Attack with" });
    const guard = fighterRow(ann, card, "Town Guard");
    // The Short Sword is wielded with Finesse (+0); Silver Tongue, a power, with The Face's Primary Skill (Bluffing +2).
    await shows(arms.getByRole("button", { name: "Short Sword · 2 damage · Finesse", pressed: true }));
    const swordOdds = await guard.getByRole("button", { name: /^Attack · / }).textContent();
    await arms.getByRole("button", { name: "Silver Tongue · 1 damage · Primary Skill" }).click();
    await shows(arms.getByRole("button", { name: "Silver Tongue · 1 damage · Primary Skill", pressed: true }));
    await expect.poll(() => guard.getByRole("button", { name: /^Attack · / }).textContent()).not.toBe(swordOdds);
    await table.screenshot("sandbox-doa-attack-choice");
    await arms.getByRole("button", { name: "Short Sword · 2 damage · Finesse" }).click();
    await expect.poll(() => guard.getByRole("button", { name: /^Attack · / }).textContent()).toBe(swordOdds);

    await card.getByRole("group", { name: "Move" }).getByRole("button", { name: "2", exact: true }).click();
    await shows(card.getByText("Movement 4/6"));
    await guard.getByRole("button", { name: /^Attack · / }).click();
    // The sword's 2 damage: the guard's 1 AP, then 1 HP.
    await shows(card.getByText("The Face hits Town Guard: 1 AP, 1 HP."));
    await shows(guard.getByText("HP 1/2"));
    await shows(card.getByText("The Face's turn · second action: Lower Hand"));
    await arms.getByRole("button", { name: "Silver Tongue · 1 damage · Primary Skill" }).click();
    await shows(arms.getByRole("button", { name: "Silver Tongue · 1 damage · Primary Skill", pressed: true }));
    await guard.getByRole("button", { name: /^Attack · / }).click();
    // Silver Tongue's 1 damage, drawn at Lower Hand as the turn's second action.
    await shows(card.getByText("The Face hits Town Guard: 0 AP, 1 HP."));
    await shows(card.getByText("Lower Hand (1)"));
    await shows(guard.getByText("HP 0/2"));
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Town Guard's turn"));

    // The GM plays the guard's turn out and ends the fight.
    await table.sit("Gamemaster");
    await gmCard.getByRole("button", { name: "End turn" }).click();
    await shows(gmCard.getByText("Round 2"));
    await shows(gmCard.getByText("The Face's turn"));
    // Reinforcements: the GM adds the Bandit to the combat from the scene mid-fight. It waits on the
    // card, its chance to act this round on the button that draws its initiative card [CORE-05];
    // Ann, who does not play it, sees it waiting. The Face's turn goes on.
    await showsNone(fighterRow(gm, gmCard, "Bandit"));
    await gm.getByRole("button", { name: "Add Bandit to the combat" }).click();
    const arrival = fighterRow(gm, gmCard, "Bandit").getByRole("button", { name: /^Draw initiative/ });
    await showsText(arrival, /^Draw initiative · acts this round: \d+(\.\d+)?%$/);
    await showsNone(fighterRow(gm, gmCard, "Bandit").getByRole("img"));
    await table.screenshot("sandbox-doa-arrival-odds");
    await table.sit("Ann");
    await shows(fighterRow(ann, card, "Bandit").getByText("Joined: draws initiative next"));
    await showsNone(fighterRow(ann, card, "Bandit").getByRole("button", { name: /^Draw initiative/ }));
    await table.sit("Gamemaster");
    await arrival.click();
    await shows(fighterRow(gm, gmCard, "Bandit").getByRole("img"));
    await showsNone(fighterRow(gm, gmCard, "Bandit").getByRole("button", { name: /^Draw initiative/ }));
    await shows(gmCard.getByText("The Face's turn"));
    await gm.getByRole("tab", { name: "Combat" }).click();
    // The tracker lists it in the card's order: after The Face (10), before the Town Guard (3).
    const listed = gm.getByRole("tabpanel", { name: "Combat" }).getByRole("listitem");
    await showsText(listed.nth(1), /^Bandit \(\d/);
    await showsText(listed.nth(2), /^Town Guard/);
    await table.screenshot("sandbox-doa-joins");
    await gm.getByRole("tab", { name: "Chat" }).click();
    await fighterRow(gm, gmCard, "Bandit").scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-doa-joins-card");
    // The Bandit flees: the GM takes it out of the combat from the scene, and it leaves the fight on the card.
    await gm.getByRole("button", { name: "Remove Bandit from the combat" }).click();
    await showsNone(fighterRow(gm, gmCard, "Bandit"));
    await shows(gm.getByRole("button", { name: "Add Bandit to the combat" }));
    await shows(gmCard.getByText("The Face's turn"));
    // It comes back as the fight ends: the GM ends the combat before it draws. The card says the
    // combat is over where its round stood, and still lists the Bandit, with nothing left to draw.
    await gm.getByRole("button", { name: "Add Bandit to the combat" }).click();
    await shows(fighterRow(gm, gmCard, "Bandit").getByRole("button", { name: /^Draw initiative/ }));
    await gmCard.getByRole("button", { name: "End combat" }).click();
    await shows(gmCard.getByText("Combat over"));
    await showsNone(gmCard.getByText("Round 2"));
    await showsNone(gmCard.getByRole("button", { name: "End turn" }));
    await showsNone(gmCard.getByRole("button", { name: "End combat" }));
    await shows(fighterRow(gm, gmCard, "Bandit"));
    await showsNone(fighterRow(gm, gmCard, "Bandit").getByRole("button", { name: /^Draw initiative/ }));
    await fighterRow(gm, gmCard, "Bandit").scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-doa-ended-with-newcomer");
  });
});
