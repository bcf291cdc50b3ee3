/**
 * A Game of Bastards at the sandbox table: a Fate draw at any difficulty 0–20, with a specialty and
 * the intimidation flag, chosen in the dialog by clicking and typing only; a specialty is offered
 * only for a draw with one of the two skills it joins, on the Fate draw and on the attack form; a
 * holder of Acrobat draws for extreme movement, its lowest card replaced.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buyAdvantage } from "../sandbox/fated.ts";
import { carltonAgainstMara, opposition, press } from "../sandbox/opposition.ts";
import { openSheet } from "../sandbox/sheets.ts";
import { ODDS, shows, showsMoreThan, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("A Game of Bastards: the Fate draw dialog", () => {
  it("[T-GOB-04] Ann draws Carlton's Repair at difficulty 12 with his Tinkering specialty and the intimidation flag; out of range is refused", async () => {
    await table.start("A Game of Bastards");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const sheet = ann.getByRole("dialog", { name: "Carlton Reeve" });

    // A difficulty past 20 is refused with the reason, and no card is made.
    await sheet.getByRole("listitem").filter({ hasText: "Repair" }).first().getByRole("button", { name: "Draw" }).click();
    let dialog = ann.getByRole("dialog", { name: "Fate draw" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("25");
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    await showsText(ann.getByRole("alert"), /whole number from 0 to 20/);
    await showsNone(ann.getByRole("article").filter({ hasText: "Fate draw" }));

    await sheet.getByRole("listitem").filter({ hasText: "Repair" }).first().getByRole("button", { name: "Draw" }).click();
    dialog = ann.getByRole("dialog", { name: "Fate draw" });
    await dialog.getByRole("combobox", { name: "Trait" }).selectOption({ label: "Mind" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("12");
    await dialog.getByRole("combobox", { name: "Specialty" }).selectOption({ label: "Tinkering" });
    await dialog.getByRole("checkbox", { name: /Intimidate/ }).check();
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Fate draw" }).last();
    // Mind 3 and Tinkering (the lower of Repair 2 and Technology 3) add 5; the difficulty adds 12 to the Fate.
    await shows(card.getByText("+5", { exact: true }));
    await shows(card.getByText("+12", { exact: true }));
    await shows(card.getByText(new RegExp(`Chance of success ${ODDS}`)));
    await table.screenshot("sandbox-bastards-fate-draw-difficulty");
    await card.getByRole("button", { name: /^Draw 2 and play/ }).click();
    await showsMoreThan(card.getByRole("img"), 0);
  });

  it("[T-GOB-04] [T-GOB-02] a specialty is offered only where it joins the skill: Carlton's Tinkering (Repair + Technology) and Research (Academics + Technology) on the Fate draw and on the attack form, following the skill chosen; wildcards Ann marks on his sheet mid-opposition reach the card", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    // The GM opens Time Passes; Ann buys Carlton a second specialty with his XP.
    const gm = await table.sit("Gamemaster");
    const gmSheet = await openSheet(gm, "Carlton Reeve");
    await gmSheet.getByRole("button", { name: "Open Time Passes" }).click();
    await shows(gmSheet.getByRole("button", { name: "Close Time Passes" }));
    await gmSheet.getByRole("button", { name: "Close window" }).click();
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "Carlton Reeve");
    await sheet.getByRole("button", { name: "Spend XP…" }).click();
    const spend = ann.getByRole("dialog", { name: "Time Passes" });
    await spend.getByRole("button", { name: "New specialty…" }).click();
    const buy = ann.getByRole("dialog", { name: "New specialty" });
    await buy.getByRole("textbox", { name: "Specialty name" }).fill("Research");
    await buy.getByRole("combobox", { name: "First skill" }).selectOption({ label: "Academics (2)" });
    await buy.getByRole("combobox", { name: "Second skill" }).selectOption({ label: "Technology (3)" });
    await buy.getByRole("button", { name: "Buy (1 XP)" }).click();
    await showsNone(buy);
    await spend.getByRole("button", { name: "Close window" }).click();
    await shows(sheet.getByText("Academics + Technology"));

    // The Fate draw: Academics offers Research alone, Repair Tinkering alone, Perception none.
    const fateDraw = async (skill: string): Promise<Locator> => {
      await sheet.getByRole("listitem").filter({ hasText: skill }).first().getByRole("button", { name: "Draw" }).click();
      return ann.getByRole("dialog", { name: "Fate draw" });
    };
    let dialog = await fateDraw("Academics");
    await expect.poll(() => offered(dialog.getByRole("combobox", { name: "Specialty" }))).toEqual(["No specialty", "Research"]);
    await dialog.getByRole("button", { name: "Close window" }).click();
    dialog = await fateDraw("Repair");
    await expect.poll(() => offered(dialog.getByRole("combobox", { name: "Specialty" }))).toEqual(["No specialty", "Tinkering"]);
    await dialog.getByRole("button", { name: "Close window" }).click();
    dialog = await fateDraw("Perception");
    await shows(dialog.getByRole("combobox", { name: "Trait" }));
    await showsNone(dialog.getByRole("combobox", { name: "Specialty" }));
    await dialog.getByRole("button", { name: "Close window" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    // In a fight, Carlton's attack form follows the skill as Ann changes it.
    await carltonAgainstMara(table);
    await table.sit("Ann");
    // Ann marks three wildcards on Carlton's sheet mid-opposition: the card shows them at once [T-GOB-02].
    const carltonRow = opposition(ann).getByRole("listitem").filter({ hasText: "Carlton Reeve" }).getByTitle("Wildcards");
    await showsText(carltonRow, "★ 0");
    const marked = await openSheet(ann, "Carlton Reeve");
    await marked.getByRole("button", { name: "Edit" }).click();
    await marked.getByRole("spinbutton", { name: "Wildcards" }).fill("3");
    await marked.getByRole("spinbutton", { name: "Wildcards" }).press("Tab");
    await shows(marked.getByText("Wildcards 3"));
    await marked.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    await showsText(carltonRow, "★ 3");
    await press(ann, "Draw (Luck)");
    await opposition(ann).getByRole("button", { name: "Attack…", exact: true }).click();
    const attack = ann.getByRole("dialog", { name: "Attack…" });
    const skill = attack.getByRole("combobox", { name: "Skill" });
    const specialty = attack.getByRole("combobox", { name: "Specialty" });
    await skill.selectOption({ label: "Technology" });
    await expect.poll(() => offered(specialty)).toEqual(["No specialty", "Tinkering", "Research"]);
    await specialty.selectOption({ label: "Research" });
    await skill.selectOption({ label: "Academics" });
    await expect.poll(() => offered(specialty)).toEqual(["No specialty", "Research"]);
    // The choice stays while the new skill still offers it.
    await expect.poll(() => specialty.inputValue()).toBe("Research");
    await table.screenshot("sandbox-bastards-attack-form-specialty");
    await skill.selectOption({ label: "Combat (unarmed)" });
    await showsNone(specialty);
    await skill.selectOption({ label: "Repair" });
    await expect.poll(() => offered(specialty)).toEqual(["No specialty", "Tinkering"]);
    await expect.poll(() => specialty.inputValue()).toBe("");
    await specialty.selectOption({ label: "Tinkering" });
    await attack.getByRole("combobox", { name: "Target" }).selectOption({ label: "Mara Black" });
    await attack.getByRole("button", { name: "Confirm" }).click();
    await showsNone(attack);
    // The attack is declared: Mara is asked to defend.
    const bob = await table.sit("Bob");
    await shows(opposition(bob).getByRole("button", { name: "Defend…" }));
  }, 600_000);

  it("[T-GOB-09] [T-GOB-04] Acrobat on a Fate draw: Mara leaps a chasm on Athletics; the odds count her replaced card, then her lowest card goes and another is drawn", async () => {
    await table.start("A Game of Bastards", { seed: 7 });
    const gm = await table.sit("Gamemaster");
    await buyAdvantage(gm, "Mara Black", "Acrobat");
    const bob = await table.sit("Bob");
    const sheet = await openSheet(bob, "Mara Black");
    const draw = async (): Promise<Locator> => {
      await sheet.getByRole("listitem").filter({ hasText: "Athletics" }).first().getByRole("button", { name: "Draw" }).click();
      return bob.getByRole("dialog", { name: "Fate draw" });
    };
    // Without Acrobat first, at difficulty 7, for the odds to compare.
    let dialog = await draw();
    await dialog.getByRole("combobox", { name: "Trait" }).selectOption({ label: "Body" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("7");
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    dialog = await draw();
    await dialog.getByRole("combobox", { name: "Trait" }).selectOption({ label: "Body" });
    await dialog.getByRole("spinbutton", { name: "Difficulty (0–20)" }).fill("7");
    await dialog.getByRole("checkbox", { name: "Extreme movement (Acrobat)" }).check();
    await table.screenshot("sandbox-bastards-fate-draw-acrobat-form");
    await dialog.getByRole("button", { name: "Start the draw" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await bob.getByRole("tab", { name: "Chat" }).click();
    const cards = bob.getByRole("article").filter({ hasText: "Fate draw" });
    const plain = cards.first();
    const leap = cards.last();
    // Athletics 2 with Body 3: one card (never the best) replaced.
    await shows(leap.getByText(/Acrobat\): once drawn, the lowest card, never the best, is discarded/));
    await showsNone(plain.getByText(/replaced/));
    const chance = async (card: Locator) => Number(/Chance of success (\d+(?:\.\d)?)%/.exec(await card.innerText())?.[1]);
    await expect.poll(() => chance(leap)).toBeGreaterThan(await chance(plain));
    await leap.getByRole("button", { name: /^Draw 2 and play/ }).click();
    const discarded = leap.getByRole("region", { name: "Acrobat discarded" });
    await discarded.scrollIntoViewIfNeeded();
    await expect.poll(() => discarded.getByRole("img").count()).toBe(1);
    await table.screenshot("sandbox-bastards-fate-draw-acrobat");
  }, 600_000);
});

/** The labels of a select's options, as the person sees them listed. */
function offered(select: Locator): Promise<string[]> {
  return select.locator("option").allTextContents();
}
