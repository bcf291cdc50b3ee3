/**
 * A Game of Bastards at the sandbox table: a Follower made from Create Actor fights, by clicking
 * only. The GM creates Hired Blade (Power Rating 3: a Power Pool of 15) and a band of Extras, sets
 * them on their sheets, gives Hired Blade his one weapon, a sabre (a second is refused; his attack
 * form offers it), and his Power Rating of advantages (Toughness raises his Power Pool and is taken
 * back; a fourth is refused; his Use form offers Dodge and Study), and sends Hired Blade against Bob's
 * Mara Black. His mulligan draws his own
 * hand size (3, not a Fated's 5); Mara's blows knock him out when his pool empties and, where the
 * world setting "The fallen fight on" lets the GM allow it, kill him at double its damage. By the
 * book (the second playthrough, no setting) his fall ends the opposition: all but one side is
 * Knocked Out. The seed deals the same cards every run.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { createActor, enter, openSheet } from "../sandbox/sheets.ts";
import { beginOpposition, bothPlayFaceDown, chooseInitiative, fillStep, opposition, pickFirst, press } from "../sandbox/opposition.ts";
import { setWorldSetting } from "../sandbox/settings.ts";

const table = useSandbox();

const blade = (seat: FrameLocator) => fighterRow(seat, opposition(seat), "Hired Blade");

/** The GM creates Hired Blade, a Follower of Power Rating 3 (a Power Pool of 15), hurt from an earlier scene: 14 points gone. */
async function hurtHiredBlade(gm: FrameLocator): Promise<Locator> {
  const sheet = await createActor(gm, "Hired Blade", "Follower", { "Power Rating": 3 });
  await shows(sheet.getByText("Power Pool 15/15"));
  await shows(sheet.getByText("Active", { exact: true }));
  await enter(sheet.getByRole("spinbutton", { name: "Power Pool damage" }), "14");
  await shows(sheet.getByText("Power Pool 1/15"));
  return sheet;
}

/** The GM sends Hired Blade against Bob's Mara Black; each chooses an initiative card. Bob's seat is returned. */
async function bladeAgainstMara(gm: FrameLocator): Promise<FrameLocator> {
  await beginOpposition(gm, ["Mara Black", "Hired Blade"]);
  const bob = await table.sit("Bob");
  await chooseInitiative(bob);
  await table.sit("Gamemaster");
  await chooseInitiative(gm);
  return bob;
}

/**
 * Hired Blade (3♦) has acted; Mara strikes with her sabre, he stands on his
 * face-down card, she bets two more: 26 against 17, 9 points empty his pool (23 damage of 15), and
 * he is knocked out, not killed.
 */
async function maraKnocksHimOut(gm: FrameLocator, bob: FrameLocator): Promise<void> {
  await table.sit("Bob");
  await press(bob, "Draw (Luck)");
  await fillStep(bob, "Attack…", { Target: "Hired Blade", Skill: "Combat (sabre)" });
  await table.sit("Gamemaster");
  await fillStep(gm, "Defend…");
  await bothPlayFaceDown(table, "Bob", "Gamemaster");
  await opposition(gm).getByRole("button", { name: "Stand", exact: true }).click();
  await table.sit("Bob");
  await pickFirst(bob, "Bet a card");
  await pickFirst(bob, "Bet a card");
  await shows(opposition(bob).getByText("Last draw: 26 against 17; 9 taken from the Power Pool."));
  await showsText(blade(bob), /Knocked Out/);
}

describe("A Game of Bastards: Followers and Extras", () => {
  it("[T-GOB-10] the GM creates a Follower and Extras from Create Actor; the Follower carries one weapon (a second refused) and his Power Rating of advantages (a fourth refused), fights Mara, mulligans to his own hand size, is knocked out and killed at double damage", async () => {
    await table.start("A Game of Bastards", { seed: 10 });
    const gm = await table.sit("Gamemaster");
    // The fallen are finished only where the world's setting lets them fight on (the book ends the opposition).
    await setWorldSetting(gm, "The fallen fight on", true);

    const band = await createActor(gm, "Dock Rats", "Extras", { "Power Rating": 2, Members: 4 });
    await expect.poll(() => band.getByRole("spinbutton", { name: "Power Rating" }).inputValue()).toBe("2");
    await expect.poll(() => band.getByRole("spinbutton", { name: "Members" }).inputValue()).toBe("4");
    await band.getByRole("button", { name: "Close window" }).click();

    // He comes in hurt from an earlier scene: 14 of his 15 points gone.
    const sheet = await hurtHiredBlade(gm);
    // He comes with one weapon, a sabre; a second is refused with the reason, and he keeps the one.
    await sheet.getByRole("button", { name: "Create Weapon" }).click();
    const weapon = gm.getByRole("dialog", { name: /New Weapon/ });
    await weapon.getByRole("combobox", { name: "Combat skill" }).selectOption({ label: "Combat (sabre)" });
    await expect.poll(() => weapon.getByRole("combobox", { name: "Combat skill" }).inputValue()).toBe("combat:sabre");
    await weapon.getByRole("button", { name: "Close window" }).click();
    await sheet.getByRole("button", { name: "Create Weapon" }).click();
    await shows(
      gm
        .getByRole("list", { name: "Notifications" })
        .getByText("A Follower carries one weapon: remove the one it has before giving it another."),
    );
    await showsCount(sheet.getByRole("button", { name: "New Weapon", exact: true }), 1);
    // He holds as many advantages as his Power Rating, given on his sheet. Toughness raises his one
    // Power Pool by 5 (it stands for his BP); taken back, the pool is as it was.
    await shows(sheet.getByText("Advantages 0/3"));
    const give = async (name: string) => {
      await sheet.getByRole("combobox", { name: "Advantage" }).selectOption({ label: name });
      await sheet.getByRole("button", { name: "Give", exact: true }).click();
    };
    await give("Toughness");
    await shows(sheet.getByText("Power Pool 6/20"));
    await sheet.getByRole("button", { name: "Take back Toughness" }).click();
    await shows(sheet.getByText("Power Pool 1/15"));
    for (const [count, name] of [
      [1, "Dodge"],
      [2, "Study"],
      [3, "Careful"],
    ] as const) {
      await give(name);
      await shows(sheet.getByText(`Advantages ${count}/3`));
    }
    // A fourth is refused with the reason, and he keeps his three.
    await give("Hearty");
    await shows(
      gm
        .getByRole("list", { name: "Notifications" })
        .getByText("A Follower holds as many advantages as its Power Rating, each rank one: remove one before giving it another."),
    );
    await shows(sheet.getByText("Advantages 3/3"));
    await showsNone(sheet.getByRole("button", { name: "Take back Hearty" }));
    await table.screenshot("sandbox-bastards-follower-sheet");
    await sheet.getByRole("button", { name: "Close window" }).click();

    const bob = await bladeAgainstMara(gm);
    await table.screenshot("sandbox-bastards-follower-initiative");
    // His opening hand is his Power Rating: 3, one of them his initiative card.
    await showsText(blade(gm), /2 in hand/);

    // Hired Blade (3♦) acts first: he draws, then mulligans, drawing his own hand size again.
    await press(gm, "Draw (Luck)");
    await showsText(blade(gm), /5 in hand/);
    // His attack form offers his sabre beside his bare hands (he mulligans instead).
    await opposition(gm).getByRole("button", { name: "Attack…" }).click();
    const armed = gm.getByRole("dialog", { name: "Attack…" });
    const skills = armed.getByRole("combobox", { name: "Skill" });
    await showsCount(skills.getByRole("option"), 2);
    await skills.selectOption({ label: "Combat (sabre)" });
    await expect.poll(() => skills.inputValue()).toBe("combat:sabre");
    await table.screenshot("sandbox-bastards-follower-armed");
    await armed.getByRole("button", { name: "Close window" }).click();
    await showsNone(armed);
    // His Use form offers the advantages he may use by choice: Dodge and Study (Careful is offered after a
    // defence). The GM sees a "Use an advantage" for each fighter holding one, each naming whose it is.
    await showsCount(opposition(gm).getByRole("button", { name: /^Use an advantage: / }), 2);
    await shows(opposition(gm).getByRole("button", { name: "Use an advantage: Mara Black…", exact: true }));
    await opposition(gm).getByRole("button", { name: "Use an advantage: Hired Blade…", exact: true }).click();
    const use = gm.getByRole("dialog", { name: "Use an advantage…" });
    const offered = use.getByRole("combobox", { name: "Advantage" });
    await showsCount(offered.getByRole("option"), 2);
    await showsCount(offered.getByRole("option", { name: "Dodge", exact: true }), 1);
    await showsCount(offered.getByRole("option", { name: "Study", exact: true }), 1);
    await use.getByRole("button", { name: "Close window" }).click();
    await showsNone(use);
    await press(gm, "Mulligan");
    await showsText(blade(gm), /3 in hand/);
    await press(gm, "End turn");

    await maraKnocksHimOut(gm, bob);
    await table.screenshot("sandbox-bastards-follower-knocked-out");

    // The GM lets Mara finish him: her next blow meets only the top card of the deck.
    await table.sit("Gamemaster");
    await press(gm, "Let them finish the fallen");
    await table.sit("Bob");
    await press(bob, "End turn");
    await press(bob, "Draw (Luck)");
    await opposition(bob).getByRole("button", { name: "Attack…" }).click();
    const blow = bob.getByRole("dialog", { name: "Attack…" });
    await blow.getByRole("combobox", { name: "Target" }).selectOption({ label: "Hired Blade" });
    await blow.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
    await blow.getByRole("button", { name: "Confirm" }).click();
    await showsNone(blow);
    await pickFirst(bob, "Play face down");
    await pickFirst(bob, "Bet a card");
    await pickFirst(bob, "Bet a card");
    // Double his pool's damage (30) and he is killed.
    await showsText(blade(bob), /Killed/);
    await table.screenshot("sandbox-bastards-follower-killed");
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Hired Blade" }).click();
    await shows(gm.getByRole("dialog", { name: "Hired Blade" }).getByText("Killed", { exact: true }));
  }, 600_000);

  it("[T-GOB-07] [T-GOB-10] by the book (no world setting): Hired Blade knocked out, all but one side is Knocked Out and the opposition ends; the GM is asked nothing and Mara may strike no more", async () => {
    await table.start("A Game of Bastards", { seed: 10 });
    const gm = await table.sit("Gamemaster");
    const sheet = await hurtHiredBlade(gm);
    await sheet.getByRole("button", { name: "Close window" }).click();
    const bob = await bladeAgainstMara(gm);
    await shows(blade(gm).getByTitle("Power 1/15"));
    // The GM tends his wounds on his sheet mid-opposition (14 → 10 points gone): the card takes it.
    const tended = await openSheet(gm, "Hired Blade");
    await enter(tended.getByRole("spinbutton", { name: "Power Pool damage" }), "10");
    await tended.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await shows(blade(gm).getByTitle("Power 5/15"));
    await press(gm, "Draw (Luck)");
    await press(gm, "Mulligan");
    await press(gm, "End turn");
    await maraKnocksHimOut(gm, bob);
    // "If all but one side of an opposition is Knocked Out, the opposition ends."
    await shows(opposition(bob).getByText("Only one side is left standing."));
    await showsNone(opposition(bob).getByRole("button", { name: "Attack…" }));
    await showsNone(opposition(bob).getByRole("button", { name: "End turn" }));
    await table.sit("Gamemaster");
    await shows(opposition(gm).getByText("Only one side is left standing."));
    await showsNone(opposition(gm).getByRole("button", { name: "Let them finish the fallen" }));
    await table.screenshot("sandbox-bastards-follower-knocked-out-ends");
    // His sheet has the card's 9 on top of the 10 it had: taken once, not written back again.
    const after = await openSheet(gm, "Hired Blade");
    await expect.poll(() => after.getByRole("spinbutton", { name: "Power Pool damage" }).inputValue()).toBe("19");
  }, 600_000);
});
