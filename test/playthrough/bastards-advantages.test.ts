/**
 * A Game of Bastards at the sandbox table: the advantages the book leaves to the table, played by
 * clicking only. The GM opens Time Passes and buys Ass Pull for Carlton and Savage for Mara with a
 * scene's XP; in the fight Carlton's Ass Pull draws two and sets two aside, Mara's Dodge wins her
 * defence and her Counter answers at once, out of turn, before Carlton's turn goes on; then her
 * Savage pays 1 BP for an attack whose hit grants another. Each use is named in the card's log.
 * The GM has played this world by two of its settings: Acrobat only in a chase (so the GM's card
 * offers no turn of extreme movement and Carlton's Use form no Acrobat), and no counter to a
 * counter-attack (so Carlton, who has a Counter for his bare hands, beats Mara's counter with them
 * and is offered none). The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { buyAdvantage, raiseSkill } from "../sandbox/fated.ts";
import { setWorldSetting, worldSetting } from "../sandbox/settings.ts";
import { bothPlayFaceDown, carltonAgainstMara, defendAndStand, fillStep, opposition, pickFirst, press } from "../sandbox/opposition.ts";

const table = useSandbox();

const log = (seat: FrameLocator) => opposition(seat).getByRole("list", { name: "Advantages used" });
const combatant = (seat: FrameLocator, name: string) => fighterRow(seat, opposition(seat), name);

describe("A Game of Bastards: the table's advantages", () => {
  it("[T-GOB-09] [T-CORE-07] Ass Pull draws two and sets two aside; Dodge wins Mara's defence and her Counter answers out of turn; Savage's hit grants another attack; the card's log names each; the world's settings keep Acrobat to chases and a counter-attack uncountered", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    // The book's readings are the defaults; the GM plays this world by the two other readings,
    // set before the opposition begins (its card keeps the rulings it began with).
    expect(await (await worldSetting(gm, "Acrobat only in a chase")).isChecked()).toBe(false);
    expect(await (await worldSetting(gm, "Counter-attacks can be countered")).isChecked()).toBe(true);
    await setWorldSetting(gm, "Acrobat only in a chase", true);
    await setWorldSetting(gm, "Counter-attacks can be countered", false);
    await buyAdvantage(gm, "Carlton Reeve", "Ass Pull");
    await buyAdvantage(gm, "Carlton Reeve", "Acrobat");
    // A Counter for his bare hands, and Combat (unarmed) 2 to hold a card back for it.
    await buyAdvantage(gm, "Carlton Reeve", "Counter", "unarmed");
    await raiseSkill(gm, "Carlton Reeve", "unarmed", 1);
    await buyAdvantage(gm, "Mara Black", "Savage");

    await carltonAgainstMara(table);
    const ann = await table.sit("Ann");
    const bob = await table.sit("Bob");

    // Carlton acts first. Outside a chase this world keeps Acrobat away: the GM's card offers no
    // turn of extreme movement, and Carlton's Use form does not offer Acrobat.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await table.sit("Gamemaster");
    await showsText(combatant(gm, "Carlton Reeve"), /6 in hand/);
    await shows(opposition(gm).getByRole("button", { name: "Use an advantage: Carlton Reeve…", exact: true }));
    await showsNone(opposition(gm).getByRole("button", { name: "Extreme movement this turn (Acrobat)" }));
    await table.screenshot("sandbox-bastards-acrobat-only-in-chase-gm");
    // Ass Pull: 1 LP, two cards drawn, two set aside before his turn may end. His Use form offers
    // Ass Pull but not Acrobat.
    await table.sit("Ann");
    await showsText(combatant(ann, "Carlton Reeve"), /6 in hand/);
    await opposition(ann).getByRole("button", { name: "Use an advantage: Carlton Reeve…", exact: true }).click();
    const use = ann.getByRole("dialog", { name: "Use an advantage…" });
    const advantage = use.getByRole("combobox", { name: "Advantage" });
    await showsCount(advantage.getByRole("option", { name: "Ass Pull" }), 1);
    await showsNone(advantage.getByRole("option", { name: "Acrobat" }));
    await advantage.selectOption({ label: "Ass Pull" });
    await use.getByRole("button", { name: "Confirm" }).click();
    await showsNone(use);
    await showsText(combatant(ann, "Carlton Reeve"), /8 in hand/);
    await shows(log(ann).getByText("Round 1 · Carlton Reeve: Ass Pull"));
    await table.screenshot("sandbox-bastards-advantages-ass-pull");
    await pickFirst(ann, "Set a card aside (Ass Pull)");
    await showsText(combatant(ann, "Carlton Reeve"), /7 in hand/);
    await pickFirst(ann, "Set a card aside (Ass Pull)");
    await showsText(combatant(ann, "Carlton Reeve"), /6 in hand/);
    await showsNone(opposition(ann).getByRole("button", { name: "Set a card aside (Ass Pull)" }));

    // Carlton swings at Mara bare-handed (one card); she uses Dodge (1 BP, twice her Body) and defends
    // with her sabre (Combat 3), playing one card of three: two are held back for her Counter.
    await fillStep(ann, "Attack…", { Target: "Mara Black", "Kind of attack": "Physical attack", Skill: "Combat (unarmed)" });
    await table.sit("Bob");
    await fillStep(bob, "Use an advantage: Mara Black…", { Advantage: "Dodge" }, "Use an advantage…");
    await shows(log(bob).getByText("Round 1 · Mara Black: Dodge"));
    // Carlton's Combat (unarmed) 2 lets him bet a second card; he stands on his one.
    await defendAndStand(table, "Ann", "Bob", "Combat (sabre)", ["Bob", "Ann"], ["Bob"]);
    await table.screenshot("sandbox-bastards-advantages-defended");
    await shows(opposition(bob).getByText("Last draw: 5 against 16; nothing taken from BP."));

    // Her defence won: her Counter answers at once, aimed at Carlton, with her sabre and the cards held back.
    await fillStep(bob, "Counter-attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (sabre)" });
    await shows(log(bob).getByText("Round 1 · Mara Black: Counter"));
    // Carlton beats it bare-handed, one card of two played: in this world no counter answers a counter-attack.
    await defendAndStand(table, "Bob", "Ann", "Combat (unarmed)", ["Ann", "Bob"], ["Bob"]);
    await shows(opposition(bob).getByText("Last draw: 9 against 12; nothing taken from BP."));
    await table.screenshot("sandbox-bastards-advantages-counter");
    // The counter-attack over, the turn is Carlton's again: his End turn, not Mara's draw.
    await showsNone(opposition(bob).getByRole("button", { name: "Draw (Luck)" }));
    await table.sit("Ann");
    await shows(opposition(ann).getByRole("button", { name: "End turn", exact: true }));
    await showsNone(opposition(ann).getByRole("button", { name: "Counter-attack…" }));
    await press(ann, "End turn");

    // Mara's turn: Savage (1 BP) before her sabre attack; the hit grants her another attack.
    await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    await fillStep(bob, "Use an advantage: Mara Black…", { Advantage: "Savage" }, "Use an advantage…");
    await shows(log(bob).getByText("Round 1 · Mara Black: Savage"));
    await fillStep(bob, "Attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (sabre)" });
    await table.sit("Ann");
    await fillStep(ann, "Defend…", { Skill: "Athletics" });
    await bothPlayFaceDown(table, "Bob", "Ann");
    await table.sit("Bob");
    await pickFirst(bob, "Bet a card");
    await press(bob, "Stand");
    await press(bob, "No more wildcards");
    // 4♣ and 3♠ with Body 3 against Carlton's 6♠ and Mind 3: a hit by 1.
    await shows(opposition(bob).getByText("Last draw: 10 against 9; 1 taken from BP."));
    await table.screenshot("sandbox-bastards-advantages-savage");
    // The extra attack, with her last card: Carlton is asked to defend again.
    await fillStep(bob, "Attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (sabre)" });
    await table.sit("Ann");
    await shows(opposition(ann).getByRole("button", { name: "Defend…" }));
  }, 600_000);
});
