/**
 * 52 Fates monsters that fight as a class, at the sandbox table: the Fate Dealer makes the Cultist
 * of the Black Lotus a spellcaster and the Tomb guardian a warrior on their sheets; in combat the
 * cultist casts and the guardian maneuvers from the Fate Dealer's hand. The table is seeded (2):
 * the players act first and the Fate Dealer is dealt 2♦ and 10♥.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard } from "../sandbox/encounter.ts";

const table = useSandbox();

const KORR = "Korr of the Red Steppes";
const CULTIST = "Cultist of the Black Lotus";
const GUARDIAN = "Tomb guardian";

/** The Fate Dealer sets how a monster fights on its sheet. */
async function fightsAs(gm: FrameLocator, monster: string, label: string): Promise<void> {
  await gm.getByRole("tab", { name: "Actors" }).click();
  await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: monster }).click();
  const sheet = gm.getByRole("dialog", { name: monster });
  await sheet.getByRole("button", { name: "Edit" }).click();
  await sheet.getByRole("combobox", { name: "Fights as" }).selectOption({ label });
  await sheet.getByRole("button", { name: "Play" }).click();
  await shows(sheet.getByText(label, { exact: true }));
  await sheet.getByRole("button", { name: "Close window" }).click();
}

describe("52 Fates monsters that cast and maneuver", () => {
  it("[T-F52-04] the Fate Dealer makes the cultist a wizard and the guardian a warrior: in combat the cultist protects itself with a spell and the guardian parries", async () => {
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    await fightsAs(gm, CULTIST, "Wizard");
    await fightsAs(gm, GUARDIAN, "Warrior");
    await beginCombat(gm, [KORR, CULTIST, GUARDIAN]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Deal hands and draw initiative" }).click();
    await shows(card.getByText(/Round 1/));

    // The players act first: Ann lets Korr's turn go by.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    await annCard
      .getByRole("group", { name: `${KORR}' action` })
      .getByRole("button", { name: "Pass" })
      .click();
    await showsNone(annCard.getByRole("group", { name: `${KORR}' action` }));

    // The cultist's turn: it casts Protect (2♦) on itself, in sight.
    await table.sit("Gamemaster");
    const cultist = card.getByRole("group", { name: `${CULTIST}' action` });
    await cultist.getByRole("combobox", { name: "Target" }).selectOption({ label: CULTIST });
    await cultist.getByRole("button", { name: "2♦", exact: true }).click();
    await cultist.getByRole("checkbox", { name: "I can see the target" }).check();
    await cultist.getByRole("button", { name: "Cast" }).click();
    await shows(card.getByText(`Protect on ${CULTIST}.`));

    // The guardian's turn: a warrior's maneuver, Parry with the 10♥.
    const guardian = card.getByRole("group", { name: `${GUARDIAN}'s action` });
    await guardian.getByRole("button", { name: "10♥", exact: true }).click();
    await guardian.getByRole("button", { name: "Maneuver" }).click();
    await shows(card.getByText(`${GUARDIAN} parries: +10 to every defence this round.`));
    await showsNone(card.getByRole("group", { name: `${GUARDIAN}'s action` }));
    await table.screenshot("sandbox-fates52-monster-classes");
  });
});
