/**
 * A Game of Bastards at the sandbox table: fighting with two weapons, by clicking only. The GM gives
 * Mara Black a knife's Combat skill on her sheet and, with a scene's XP while Time Passes is open,
 * buys her Ambidextrous, Florentine for her sabre and a second rank of the knife. In the fight Bob
 * attacks Carlton from the attack form with her sabre and the knife as second weapon: the sabre's
 * draw is capped at its 3 cards less one (Ambidextrous), and once that draw is over the turn still
 * holds the knife's attack, its 2 cards less one too. When Carlton attacks her, her sabre defends
 * with all 3 cards: Florentine lifts the two-weapon penalty from its defence. The seed deals the
 * same cards every run.
 */
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { enter, openSheet } from "../sandbox/sheets.ts";
import { bothPlayFaceDown, carltonAgainstMara, fillStep, opposition, press } from "../sandbox/opposition.ts";

const table = useSandbox();

describe("A Game of Bastards: two weapons", () => {
  it("[T-GOB-08] the GM gives Mara a knife, Ambidextrous and Florentine; Bob attacks with sabre and knife from the attack form: each weapon's draw is one card short; defending with her Florentine sabre she plays its full three", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    const sheet = await openSheet(gm, "Mara Black");
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("combobox", { name: "Kind of skill" }).selectOption({ label: "Weapon combat" });
    await enter(sheet.getByRole("textbox", { name: "Weapon, type or name" }), "Knife");
    await sheet.getByRole("button", { name: "Add a skill" }).click();
    await shows(sheet.getByText("Combat (knife)", { exact: true }));
    for (const xp of ["1 XP", "2 XP", "3 XP"]) {
      await sheet.getByRole("button", { name: "+1 XP for the scene" }).click();
      await shows(sheet.getByText(xp, { exact: true }));
    }
    await sheet.getByRole("button", { name: "Open Time Passes" }).click();
    await shows(sheet.getByRole("button", { name: "Close Time Passes" }));
    await sheet.getByRole("button", { name: "Spend XP…" }).click();
    const passes = gm.getByRole("dialog", { name: "Time Passes" });
    const line = (name: string, detail?: string) => {
      const item = passes.getByRole("listitem").filter({ hasText: name });
      return detail ? item.filter({ hasText: detail }) : item;
    };
    await line("Ambidextrous")
      .getByRole("button", { name: /^Spend \d+ XP$/ })
      .click();
    await shows(sheet.getByText("Ambidextrous", { exact: true }));
    await line("Florentine", "sabre")
      .getByRole("button", { name: /^Spend \d+ XP$/ })
      .click();
    await shows(sheet.getByText("Florentine (sabre)"));
    // The last XP raises her knife's Combat to 2.
    await line("Combat", "knife · 1 → 2").getByRole("button", { name: "Spend 1 XP" }).click();
    await shows(sheet.getByText("0 XP", { exact: true }));
    await passes.getByRole("button", { name: "Close window" }).click();
    await sheet.getByRole("button", { name: "Close Time Passes" }).click();
    await shows(sheet.getByRole("button", { name: "Open Time Passes" }));
    await table.screenshot("sandbox-bastards-two-weapons-sheet");
    await sheet.getByRole("button", { name: "Close window" }).click();

    await carltonAgainstMara(table);
    const ann = await table.sit("Ann");
    const bob = await table.sit("Bob");

    // Carlton acts first (the seed's deal) and lets his turn go.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await press(ann, "End turn");

    // Mara draws, then attacks with her sabre, the knife in her other hand.
    await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    await opposition(bob).getByRole("button", { name: "Attack…", exact: true }).click();
    const attack = bob.getByRole("dialog", { name: "Attack…" });
    await attack.getByRole("combobox", { name: "Target" }).selectOption({ label: "Carlton Reeve" });
    await attack.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
    await attack.getByRole("combobox", { name: /Second weapon/ }).selectOption({ label: "Combat (knife)" });
    await table.screenshot("sandbox-bastards-two-weapons-form");
    await attack.getByRole("button", { name: "Confirm" }).click();
    await showsNone(attack);
    // Her sabre (3) draws 3 cards less one for the second weapon (Ambidextrous: one, not two).
    await showsText(opposition(bob), /Mara Black\s+Combat \(sabre\)\s+0 of 2 cards/);
    await table.screenshot("sandbox-bastards-two-weapons-draw");

    await table.sit("Ann");
    await fillStep(ann, "Defend…", { Skill: "Athletics" });
    await bothPlayFaceDown(table, "Bob", "Ann");
    await table.sit("Bob");
    await press(bob, "Stand");
    await press(bob, "No more wildcards");
    await shows(opposition(bob).getByText(/^Last draw: /));
    // The sabre's draw is over; the knife's attack is still hers this action, and the form offers no third weapon.
    await opposition(bob).getByRole("button", { name: "Attack…", exact: true }).click();
    const second = bob.getByRole("dialog", { name: "Attack…" });
    await showsNone(second.getByRole("combobox", { name: /Second weapon/ }));
    await second.getByRole("combobox", { name: "Target" }).selectOption({ label: "Carlton Reeve" });
    await second.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (knife)" });
    await second.getByRole("button", { name: "Confirm" }).click();
    await showsNone(second);
    // Her knife (2) draws one card less too: one card.
    await showsText(opposition(bob), /Mara Black\s+Combat \(knife\)\s+0 of 1 card/);
    await table.screenshot("sandbox-bastards-two-weapons-knife");
    await table.sit("Ann");
    await fillStep(ann, "Defend…", { Skill: "Athletics" });
    await bothPlayFaceDown(table, "Bob", "Ann");
    // Her one card played, the knife's draw goes straight to the wildcards.
    await table.sit("Bob");
    await showsText(opposition(bob), /Mara Black\s+Combat \(knife\)\s+1 of 1 card/);
    await press(bob, "No more wildcards");
    await shows(opposition(bob).getByText(/^Last draw: /));
    await press(bob, "End turn");

    // Round 2: Carlton attacks her. Defending with the sabre, her Florentine weapon, she takes no two-weapon penalty: its full 3 cards.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await fillStep(ann, "Attack…", { Target: "Mara Black", "Kind of attack": "Physical attack", Skill: "Combat (unarmed)" });
    await table.sit("Bob");
    await fillStep(bob, "Defend…", { Skill: "Combat (sabre)" });
    await showsText(opposition(bob), /Mara Black\s+Combat \(sabre\)\s+0 of 3 cards/);
    await table.screenshot("sandbox-bastards-two-weapons-florentine");
  }, 300_000);
});
