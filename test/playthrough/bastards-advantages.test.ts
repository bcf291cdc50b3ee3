/**
 * A Game of Bastards at the sandbox table: the advantages the book leaves to the table, played by
 * clicking only. The GM opens Time Passes and buys Ass Pull for Carlton and Savage for Mara with a
 * scene's XP; in the fight Carlton's Ass Pull draws two and sets two aside, Mara's Dodge wins her
 * defence and her Counter answers at once, out of turn, before Carlton's turn goes on; then her
 * Savage pays 1 BP for an attack whose hit grants another. Each use is named in the card's log.
 * The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { buyAdvantage } from "../sandbox/fated.ts";
import { bothPlayFaceDown, carltonAgainstMara, defendAndStand, fillStep, opposition, pickFirst, press } from "../sandbox/opposition.ts";

const table = useSandbox();

const log = (seat: FrameLocator) => opposition(seat).getByRole("list", { name: "Advantages used" });
const combatant = (seat: FrameLocator, name: string) => fighterRow(seat, opposition(seat), name);

describe("A Game of Bastards: the table's advantages", () => {
  it("[T-GOB-09] Ass Pull draws two and sets two aside; Dodge wins Mara's defence and her Counter answers out of turn; Savage's hit grants another attack; the card's log names each", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    await buyAdvantage(gm, "Carlton Reeve", "Ass Pull");
    await buyAdvantage(gm, "Mara Black", "Savage");

    await carltonAgainstMara(table);
    const ann = await table.sit("Ann");
    const bob = await table.sit("Bob");

    // Carlton acts first. Ass Pull: 1 LP, two cards drawn, two set aside before his turn may end.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await showsText(combatant(ann, "Carlton Reeve"), /6 in hand/);
    await fillStep(ann, "Use an advantage: Carlton Reeve…", { Advantage: "Ass Pull" }, "Use an advantage…");
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
    await fillStep(bob, "Defend…", { Skill: "Combat (sabre)" });
    await bothPlayFaceDown(table, "Ann", "Bob");
    await press(bob, "Stand");
    await press(bob, "No more wildcards");
    await table.screenshot("sandbox-bastards-advantages-defended");
    await shows(opposition(bob).getByText("Last draw: 5 against 16; 0 taken from BP."));

    // Her defence won: her Counter answers at once, aimed at Carlton, with her sabre and the cards held back.
    await fillStep(bob, "Counter-attack…", { Target: "Carlton Reeve", "Kind of attack": "Physical attack", Skill: "Combat (sabre)" });
    await shows(log(bob).getByText("Round 1 · Mara Black: Counter"));
    await defendAndStand(table, "Bob", "Ann", "Athletics", "Bob");
    await shows(opposition(bob).getByText("Last draw: 9 against 12; 0 taken from BP."));
    await table.screenshot("sandbox-bastards-advantages-counter");
    // The counter-attack over, the turn is Carlton's again: his End turn, not Mara's draw.
    await showsNone(opposition(bob).getByRole("button", { name: "Draw (Luck)" }));
    await table.sit("Ann");
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
