/**
 * A Game of Bastards at the sandbox table: "a number up to Body", chosen by the player. Mara takes
 * Defensive Stance by 1 of her Body 3 from the opposition card's "Use an advantage: Mara Black…" form (0 is
 * refused with the reason), and the card's log names the number; her sabre attack then plays at
 * most 2 cards instead of 3. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buyAdvantage } from "../sandbox/fated.ts";
import { carltonAgainstMara, opposition, press } from "../sandbox/opposition.ts";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

const log = (seat: FrameLocator) => opposition(seat).getByRole("list", { name: "Advantages used" });

describe("A Game of Bastards: a number up to Body", () => {
  it("[T-GOB-09] Mara's Defensive Stance by 1 of her Body 3: the Use form asks the number (3 by default, only for the advantages that take one), refuses 0, the log names it, and her attack plays one card fewer", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    await buyAdvantage(gm, "Mara Black", "Defensive Stance");
    await carltonAgainstMara(table);

    // Carlton acts first and passes.
    const ann = await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await press(ann, "End turn");

    const bob = await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    const useForm = async () => {
      await opposition(bob).getByRole("button", { name: "Use an advantage: Mara Black…", exact: true }).click();
      return bob.getByRole("dialog", { name: "Use an advantage…" });
    };
    let dialog = await useForm();
    const amount = dialog.getByRole("spinbutton", { name: "Number up to your Body (1–3)" });
    // Dodge takes no number: the field shows only for Defensive Stance.
    await dialog.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Dodge" });
    await showsNone(amount);
    await dialog.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Defensive Stance" });
    await expect.poll(() => amount.inputValue()).toBe("3");
    await amount.fill("0");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await showsText(bob.getByRole("alert"), /whole number from 1 to the character's Body/);
    await showsNone(log(bob));

    dialog = await useForm();
    await dialog.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Defensive Stance" });
    await dialog.getByRole("spinbutton", { name: "Number up to your Body (1–3)" }).fill("1");
    await table.screenshot("sandbox-bastards-use-form-amount");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await showsNone(dialog);
    // The card's log names the number she chose.
    await shows(log(bob).getByText("Round 1 · Mara Black: Defensive Stance (1)", { exact: true }));

    // Her sabre (3) attack now plays at most 2 cards, not 3 (nor 1, as the whole Body would make it).
    await opposition(bob).getByRole("button", { name: "Attack…", exact: true }).click();
    const attack = bob.getByRole("dialog", { name: "Attack…" });
    await attack.getByRole("combobox", { name: "Target" }).selectOption({ label: "Carlton Reeve" });
    await attack.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
    await attack.getByRole("button", { name: "Confirm" }).click();
    await showsNone(attack);
    await shows(opposition(bob).getByText("0 of 2 cards"));
    await table.screenshot("sandbox-bastards-defensive-stance-amount");
  }, 600_000);
});
