/**
 * A Game of Bastards at the sandbox table: the table's advantages used from the opposition card's
 * "Use an advantage: <name>…" form, by clicking only. Carlton's turn: the GM says it is one of
 * extreme movement, and his Acrobat sets a card aside for a new one. Mara takes Defensive Stance by
 * 1 of her Body 3 (0 is refused with the reason), and the card's log names the number; her sabre
 * attack then plays at most 2 cards instead of 3. Carlton's Lunge, by a number he chooses, comes
 * before his attack, made at once. Round 2: Mara's pistol shot hits and her Gun Fever, offered,
 * gives her a second ranged attack. Round 3: Mara parries Carlton's bare-handed swing and her Counter
 * answers; he beats her counter-attack with his bare hands, a card held back, and his own Counter
 * (bought for them) answers it in turn, the book's default. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addPistol, buyAdvantage, raiseSkill } from "../sandbox/fated.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { bothPlayFaceDown, carltonAgainstMara, defendAndStand, fillStep, opposition, pickFirst, press } from "../sandbox/opposition.ts";
import { editSheet, openSheet } from "../sandbox/sheets.ts";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

const log = (seat: FrameLocator) => opposition(seat).getByRole("list", { name: "Advantages used" });
const USE = "Use an advantage…";

describe("A Game of Bastards: the Use form", () => {
  it("[T-GOB-09] Acrobat on a turn the GM says is of extreme movement; Mara's Defensive Stance by 1 of her Body 3: the Use form asks the number (3 by default, only for the advantages that take one), refuses 0, the log names it, and her attack plays one card fewer; Carlton's Lunge by 1 and its attack at once; Mara's Gun Fever, offered after her pistol's hit, for a second ranged attack; a counter-attack answered by a counter, with the card held back", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    await buyAdvantage(gm, "Mara Black", "Defensive Stance");
    await buyAdvantage(gm, "Mara Black", "Gun Fever");
    await buyAdvantage(gm, "Carlton Reeve", "Acrobat");
    await buyAdvantage(gm, "Carlton Reeve", "Lunge");
    // A Counter for his bare hands, and Combat (unarmed) 2 to hold a card back for it.
    await buyAdvantage(gm, "Carlton Reeve", "Counter", "unarmed");
    await raiseSkill(gm, "Carlton Reeve", "unarmed", 1);
    const sheet = await openSheet(gm, "Mara Black");
    await editSheet(sheet);
    await addPistol(gm, sheet);
    await sheet.getByRole("button", { name: "Close window" }).click();
    await carltonAgainstMara(table);

    // Carlton acts first. He swings from the rigging: the GM says this turn is one of extreme
    // movement, and before anything else of his action Acrobat sets a card aside for a new one.
    const ann = await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await showsNone(opposition(ann).getByRole("button", { name: "Extreme movement this turn (Acrobat)" }));
    await table.sit("Gamemaster");
    await shows(opposition(gm).getByRole("button", { name: "Extreme movement this turn (Acrobat)" }));
    await table.screenshot("sandbox-bastards-extreme-movement-gm");
    await press(gm, "Extreme movement this turn (Acrobat)");
    await table.sit("Ann");
    await shows(opposition(ann).getByText("Extreme movement, says the GM: Carlton Reeve may use Acrobat before acting this turn."));
    await fillStep(ann, "Use an advantage: Carlton Reeve…", { Advantage: "Acrobat" }, USE);
    await shows(log(ann).getByText("Round 1 · Carlton Reeve: Acrobat", { exact: true }));
    const carlton = fighterRow(ann, opposition(ann), "Carlton Reeve");
    await showsText(carlton, /6 in hand/);
    await pickFirst(ann, "Set a card aside (Acrobat)");
    await showsText(carlton, /6 in hand/);
    await table.screenshot("sandbox-bastards-acrobat-extreme-movement");

    // Then he lunges by 1 of his Body, and makes its attack at once.
    await opposition(ann).getByRole("button", { name: "Use an advantage: Carlton Reeve…", exact: true }).click();
    const lunge = ann.getByRole("dialog", { name: USE });
    await lunge.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Lunge" });
    await lunge.getByRole("spinbutton", { name: /^Number up to your Body/ }).fill("1");
    await table.screenshot("sandbox-bastards-lunge-form");
    await lunge.getByRole("button", { name: "Confirm" }).click();
    await showsNone(lunge);
    await shows(log(ann).getByText("Round 1 · Carlton Reeve: Lunge (1)", { exact: true }));
    await fillStep(ann, "Attack…", { Target: "Mara Black", "Kind of attack": "Physical attack", Skill: "Combat (unarmed)" });
    // Mara parries with her sabre, one card of three played; Carlton stands on his one of two
    // (Lunge costs him a card of his defences until his next turn, so no Counter of his this round).
    const bob = await defendAndStand(table, "Ann", "Bob", "Combat (sabre)", ["Bob", "Ann"], ["Bob"]);
    await shows(opposition(bob).getByText(/^Last draw:/));
    await table.sit("Ann");
    await press(ann, "End turn");

    await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    const useForm = async () => {
      await opposition(bob).getByRole("button", { name: "Use an advantage: Mara Black…", exact: true }).click();
      return bob.getByRole("dialog", { name: USE });
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
    await showsNone(log(bob).getByText(/Mara Black/));

    dialog = await useForm();
    await dialog.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Defensive Stance" });
    await dialog.getByRole("spinbutton", { name: "Number up to your Body (1–3)" }).fill("1");
    await table.screenshot("sandbox-bastards-use-form-amount");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await showsNone(dialog);
    // The card's log names the number she chose.
    await shows(log(bob).getByText("Round 1 · Mara Black: Defensive Stance (1)", { exact: true }));

    // Her sabre (3) attack now plays at most 2 cards, not 3 (nor 1, as the whole Body would make it).
    await fillStep(bob, "Attack…", { Target: "Carlton Reeve", Skill: "Combat (sabre)" });
    await shows(opposition(bob).getByText("0 of 2 cards"));
    await table.screenshot("sandbox-bastards-defensive-stance-amount");
    await defendAndStand(table, "Bob", "Ann", "Athletics", "Bob");
    await shows(opposition(bob).getByText(/^Last draw:/));
    await press(bob, "End turn");

    // Round 2: Carlton only draws; Mara shoots him with her pistol: a ranged hit that deals damage offers her Gun Fever.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await press(ann, "End turn");

    await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    await fillStep(bob, "Attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (pistol)" });
    await table.sit("Ann");
    await fillStep(ann, "Defend…", { Skill: "Athletics" });
    await bothPlayFaceDown(table, "Bob", "Ann");
    await table.sit("Bob");
    await press(bob, "No more wildcards");
    await shows(opposition(bob).getByText(/^Last draw: .* taken from BP\.$/));
    await table.screenshot("sandbox-bastards-gun-fever-offered");
    await press(bob, "Gun Fever");
    await shows(log(bob).getByText("Round 2 · Mara Black: Gun Fever", { exact: true }));
    // The second attack is a ranged one: the attack form opens again.
    await shows(opposition(bob).getByRole("button", { name: "Attack…", exact: true }));
    await press(bob, "End turn");

    // Round 3: Carlton swings at Mara bare-handed; her sabre parries, and her Counter answers with
    // the two cards held back. He beats it bare-handed, one card of two played: the book's default
    // lets his Counter answer her counter-attack in turn, with the card he held back.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await fillStep(ann, "Attack…", { Target: "Mara Black", "Kind of attack": "Physical attack", Skill: "Combat (unarmed)" });
    // Carlton, Desperate, has wildcards now: each side says it spends none.
    await defendAndStand(table, "Ann", "Bob", "Combat (sabre)", ["Bob", "Ann"], ["Bob", "Ann"]);
    await table.sit("Bob");
    await table.screenshot("sandbox-bastards-counter-chain-parry");
    await shows(opposition(bob).getByText(/^Last draw:/));
    await fillStep(bob, "Counter-attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (sabre)" });
    await shows(log(bob).getByText("Round 3 · Mara Black: Counter", { exact: true }));
    await defendAndStand(table, "Bob", "Ann", "Combat (unarmed)", ["Ann", "Bob"], ["Bob", "Ann"]);
    await table.screenshot("sandbox-bastards-counter-chain-beaten");
    await fillStep(ann, "Counter-attack…", { Target: "Mara Black", "Kind of attack": "Physical attack", Skill: "Combat (unarmed)" });
    await shows(log(ann).getByText("Round 3 · Carlton Reeve: Counter", { exact: true }));
    // His counter plays only the card he held back.
    await shows(opposition(ann).getByText("0 of 1 card", { exact: true }));
    await table.screenshot("sandbox-bastards-counter-chain");
  }, 600_000);
});
