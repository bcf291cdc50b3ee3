/**
 * A Game of Bastards at the sandbox table: fighting with two weapons, by clicking only. The GM gives
 * Mara Black a knife's Combat skill on her sheet and, with a scene's XP while Time Passes is open,
 * buys her Ambidextrous and Florentine for her sabre. In the fight Bob attacks Carlton from the
 * attack form with his sabre and the knife as second weapon: the sabre's draw is capped at its 3
 * cards less one (Ambidextrous), and once that draw is over the turn still holds the knife's attack.
 * The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { enter, openSheet } from "../sandbox/sheets.ts";
import { carltonAgainstMara, opposition, pickFirst, press } from "../sandbox/opposition.ts";

const table = useSandbox();

/** Fill a step's form (Attack…, Defend…) and confirm it. */
async function form(seat: FrameLocator, button: string, choices: Record<string, string> = {}): Promise<void> {
  await opposition(seat).getByRole("button", { name: button, exact: true }).click();
  const dialog = seat.getByRole("dialog", { name: button });
  for (const [field, label] of Object.entries(choices)) await dialog.getByRole("combobox", { name: field }).selectOption({ label });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await showsNone(dialog);
}

describe("A Game of Bastards: two weapons", () => {
  it("[T-GOB-08] the GM gives Mara a knife, Ambidextrous and Florentine; Bob attacks with sabre and knife from the attack form: the sabre's draw is one card short, and the knife's attack follows", async () => {
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
    await form(ann, "Defend…", { Skill: "Athletics" });
    await table.sit("Bob");
    await pickFirst(bob, "Play face down");
    await table.sit("Ann");
    await pickFirst(ann, "Play face down");
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
    await showsText(opposition(bob), /Mara Black\s+Combat \(knife\)/);
    await table.screenshot("sandbox-bastards-two-weapons-knife");
  }, 300_000);
});
