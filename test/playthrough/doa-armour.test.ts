/**
 * Armour with a special effect at the sandbox table [T-DOA-11], clicked as the GM and Ann would:
 * the GM opens the Town Guard's Leather Armour from its sheet, makes it AC 6 with 3 AP and requires
 * colour-matched hits; in the fight the combat card marks the guard so, The Face's first hit (6♣
 * against his 10♠, a Color Success) lands, and his second (3♦ at Lower Hand, a plain Success) is
 * turned aside. Then the GM takes the effect off on the sheet mid-fight, and the card follows.
 * Seeded: the table deals the same cards every run.
 */
import { describe, expect, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { enter } from "../sandbox/sheets.ts";
import { beginCombat, chatCard, fighterRow } from "../sandbox/encounter.ts";

const table = useSandbox();

/** Type a value into a field and leave it, as a user does: the sheet saves on change. */
describe("armour with a special effect at the table", () => {
  it("[T-DOA-11] the GM makes the Town Guard's armour require colour-matched hits; the combat card shows it and turns aside The Face's off-colour hit; taken off mid-fight, the card follows", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    const sheet = gm.getByRole("dialog", { name: "Town Guard" });
    // One change at a time, each seen again when the armour is reopened (a save re-renders its sheet).
    const armour = gm.getByRole("dialog", { name: /Leather Armour/ });
    const reopen = async () => {
      if (await armour.isVisible()) await armour.getByRole("button", { name: "Close window" }).click();
      await showsNone(armour);
      await sheet.getByRole("button", { name: "Leather Armour", exact: true }).click();
      await shows(armour.getByRole("spinbutton", { name: "AC" }));
    };
    await reopen();
    await enter(armour.getByRole("spinbutton", { name: "AC" }), "6");
    await reopen();
    await expect.poll(() => armour.getByRole("spinbutton", { name: "AC" }).inputValue()).toBe("6");
    await enter(armour.getByRole("spinbutton", { name: "Armour Points" }), "3");
    await reopen();
    await expect.poll(() => armour.getByRole("spinbutton", { name: "Armour Points" }).inputValue()).toBe("3");
    await armour.getByRole("combobox", { name: "Special effect" }).selectOption({ label: "Hits must match colour" });
    await reopen();
    const effect = armour.getByRole("combobox", { name: "Special effect" });
    await expect.poll(() => effect.getByRole("option", { selected: true }).textContent()).toBe("Hits must match colour");
    await expect.poll(() => armour.getByRole("spinbutton", { name: "AC" }).inputValue()).toBe("6");
    await table.screenshot("sandbox-doa-armour-effect");
    await armour.getByRole("button", { name: "Close window" }).click();
    // The guard's armour has 3 AP left, so a first hit leaves it on.
    await sheet.getByRole("button", { name: "Edit" }).click();
    await enter(sheet.getByRole("spinbutton", { name: "AP" }), "3");
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "AP" }).inputValue()).toBe("3");
    await sheet.getByRole("button", { name: "Close window" }).click();

    await beginCombat(gm, ["The Face", "Town Guard"]);
    const gmCard = await chatCard(gm, "Combat");
    await gmCard.getByRole("button", { name: "Draw initiative" }).click();
    await shows(gmCard.getByText("Round 1"));

    const ann = await table.sit("Ann");
    const card = await chatCard(ann, "Combat");
    await shows(card.getByText("The Face's turn"));
    const guard = fighterRow(ann, card, "Town Guard");
    await shows(guard.getByText("Armour: hits must match colour"));
    await shows(guard.getByText("AP 3"));
    // The first attack draws 6♣ against The Face's 10♠: a Color Success, the colour matches, it lands.
    await guard.getByRole("button", { name: /^Attack · / }).click();
    await shows(card.getByText("The Face hits Town Guard: 2 AP, 0 HP."));
    await shows(guard.getByText("Armour: hits must match colour"));
    // The second, at Lower Hand, keeps 3♦: within the DR of 6, but red on black — turned aside.
    await guard.getByRole("button", { name: /^Attack · / }).click();
    await shows(card.getByText("Town Guard's armour turns aside The Face's hit: it does not match the colour of the TC."));
    await shows(card.getByRole("img", { name: "3♦" }));
    await shows(guard.getByText("HP 2/2"));
    await shows(guard.getByText("AP 1"));
    await table.screenshot("sandbox-doa-armour-turned");

    // Mid-fight the GM takes the special effect off the guard's armour on its sheet: the card follows.
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Town Guard" }).click();
    await reopen();
    await armour.getByRole("combobox", { name: "Special effect" }).selectOption({ label: "None" });
    await reopen();
    await expect.poll(() => effect.getByRole("option", { selected: true }).textContent()).toBe("None");
    await armour.getByRole("button", { name: "Close window" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    const gmSeatCard = await chatCard(gm, "Combat");
    await showsNone(fighterRow(gm, gmSeatCard, "Town Guard").getByText("Armour: hits must match colour"));
    await shows(fighterRow(gm, gmSeatCard, "Town Guard").getByText("AP 1"));
  });
});
