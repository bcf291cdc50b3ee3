/**
 * A Game of Bastards at the sandbox table: the odds before every opposition play and draw, read by
 * clicking only. Ann's Carlton (one wildcard, given by the GM on his sheet) makes a mental attack on
 * Bob's Mara: Ann reads the chance of a wildcard before her draw step and her mulligan, each card's
 * odds in the card picker before she plays face down, the odds of a bet in her docked hand when she
 * selects a card (and how they move once Mara has bet again), and the odds of spending her
 * wildcard; Bob reads Mara's in his own picker, before her face-down card and her bet; amid the
 * fight, Ann's Fate draw for Carlton from his sheet shows its chance of success first. Then, in a
 * second world: the GM reads the deal's chance of a wildcard before dealing, Ann Ass Pull's beside it
 * on the Use form and, Carlton Berserk, the chance of success of the Meditation draw that ends it.
 * The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsHidden, showsMoreThan, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import {
  carltonAgainstMara,
  dealAndChooseInitiative,
  opposition,
  pickFirst,
  press,
  seatCarltonAgainstMara,
} from "../sandbox/opposition.ts";
import { buyAdvantage, startFateDraw } from "../sandbox/fated.ts";
import { editSheet, enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

/** A chance as the odds show it: one decimal, never "certain" unless it is. */
const EXCHANGE = String.raw`win ${ODDS} · tie ${ODDS} · lose ${ODDS}`;

/** The odds block of the opposition card as the seat reads it. */
const oddsOn = (seat: FrameLocator) => opposition(seat).getByRole("region", { name: "Odds before you choose" });

describe("A Game of Bastards: the odds before every play and draw", () => {
  it("[T-CORE-04] [T-HAND-02] [T-GOB-04] Ann reads the odds before her draw step, in the card picker before playing face down, in her docked hand before betting (moved by Mara's bet) and before spending a wildcard; Bob reads Mara's in his; amid the fight, Carlton's Fate draw from his sheet shows its chance before Ann draws", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    // The GM gives Carlton a wildcard on his sheet.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    const sheet = gm.getByRole("dialog", { name: "Carlton Reeve" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("spinbutton", { name: "Wildcards" }).fill("1");
    await sheet.getByRole("spinbutton", { name: "Wildcards" }).press("Tab");
    await shows(sheet.getByText("Wildcards 1"));
    await sheet.getByRole("button", { name: "Close window" }).click();

    await carltonAgainstMara(table);
    const ann = await table.sit("Ann");

    // The draw step: each draw names its cards and the chance of a joker (a wildcard) among them.
    await showsText(oddsOn(ann), new RegExp(`Draw \\(Luck\\): 2 cards, chance of a joker \\(a wildcard\\) ${ODDS}`));
    await showsText(oddsOn(ann), new RegExp(`Draw \\(Mind, Quick-Witted\\): 3 cards, chance of a joker \\(a wildcard\\) ${ODDS}`));
    await table.screenshot("sandbox-bastards-odds-draw");
    const bob = await table.sit("Bob");
    await showsNone(oddsOn(bob));
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await showsText(oddsOn(ann), new RegExp(`Mulligan: 5 cards, chance of a joker \\(a wildcard\\) ${ODDS}`));

    // Carlton's mental attack with Technology; Mara defends with her sabre.
    await opposition(ann).getByRole("button", { name: "Attack…" }).click();
    const form = ann.getByRole("dialog", { name: "Attack…" });
    await form.getByRole("combobox", { name: "Target" }).selectOption({ label: "Mara Black" });
    await form.getByRole("combobox", { name: "Kind of attack" }).selectOption({ label: "Mental attack" });
    await form.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Technology" });
    await form.getByRole("button", { name: "Confirm" }).click();
    await showsNone(form);
    await table.sit("Bob");
    await opposition(bob).getByRole("button", { name: "Defend…" }).click();
    const defence = bob.getByRole("dialog", { name: "Defend…" });
    await defence.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
    await defence.getByRole("button", { name: "Confirm" }).click();
    await showsNone(defence);

    // Ann opens the card picker to play face down: every card shows its odds, and how they are judged.
    await table.sit("Ann");
    await opposition(ann).getByRole("button", { name: "Play face down", exact: true }).click();
    const picker = ann.getByRole("dialog", { name: "Choose a card" });
    await shows(picker.getByText("Odds of each card if both play their best from here", { exact: false }));
    const pickerOdds = picker.getByText(new RegExp(`^Win ${ODDS}$`));
    await table.screenshot("sandbox-bastards-odds-picker");
    expect(await pickerOdds.count()).toBe(await picker.getByRole("radio").count());
    // She keeps her Ace for later and plays the 3♦ face down.
    await picker.getByRole("radio", { name: /^3♦/ }).check();
    await picker.getByRole("button", { name: "Confirm" }).click();
    await showsNone(picker);

    // Bob plays Mara's face down from his picker, which shows her odds too; then he bets first, each card's odds in his picker again.
    await table.sit("Bob");
    for (const play of ["Play face down", "Bet a card"]) {
      await opposition(bob).getByRole("button", { name: play, exact: true }).click();
      const bobPicker = bob.getByRole("dialog", { name: "Choose a card" });
      await shows(bobPicker.getByText("Odds of each card if both play their best from here", { exact: false }));
      expect(await bobPicker.getByText(new RegExp(`^Win ${ODDS}$`)).count()).toBe(await bobPicker.getByRole("radio").count());
      if (play === "Bet a card") await table.screenshot("sandbox-bastards-odds-bet-picker");
      await bobPicker.getByRole("button", { name: "Confirm" }).click();
      await showsNone(bobPicker);
    }

    // Ann's bet: she selects the 4♥ in her dock, which shows the odds of betting it; she bets the 6♠.
    await table.sit("Ann");
    const dock = ann.getByRole("dialog", { name: "Hands" });
    const carlton = dock.getByRole("region", { name: "Carlton Reeve" });
    const dockOdds = dock.getByRole("status", { name: "Odds of playing the selected card" });
    await shows(opposition(ann).getByRole("button", { name: "Bet a card", exact: true }));
    await carlton.getByRole("button", { name: "4♥" }).click();
    await showsText(dockOdds, new RegExp(`^Bet a card: ${EXCHANGE} if both play their best; wildcards not counted$`));
    const before = await dockOdds.innerText();
    await table.screenshot("sandbox-bastards-odds-dock");
    await carlton.getByRole("button", { name: "6♠" }).click();
    await showsText(dockOdds, /^Bet a card: win/);
    await dock.getByRole("button", { name: "Play the selected card" }).click();
    await showsNone(opposition(ann).getByRole("button", { name: "Bet a card", exact: true }));

    // Mara bets again: the odds of betting the 4♥ are not what they were.
    await table.sit("Bob");
    await pickFirst(bob, "Bet a card");
    await table.sit("Ann");
    await shows(opposition(ann).getByRole("button", { name: "Bet a card", exact: true }));
    await carlton.getByRole("button", { name: "4♥" }).click();
    await showsText(dockOdds, new RegExp(`^Bet a card: ${EXCHANGE} if both play their best; wildcards not counted$`));
    expect(await dockOdds.innerText()).not.toBe(before);
    await showsText(oddsOn(ann), new RegExp(`Stand: ${EXCHANGE}`));
    await press(ann, "Stand");

    // The wildcard step: the odds of spending Carlton's wildcard, and of not.
    await showsText(oddsOn(ann), new RegExp(`Spend a wildcard: ${EXCHANGE}`));
    await showsText(oddsOn(ann), new RegExp(`No more wildcards: ${EXCHANGE}`));
    // One more card can only help her.
    const win = async (line: string) =>
      Number(new RegExp(`${line}: win (\\d+(?:\\.\\d)?)%`).exec(await oddsOn(ann).innerText())?.[1] ?? Number.NaN);
    expect(await win("Spend a wildcard")).toBeGreaterThan(await win("No more wildcards"));
    await table.screenshot("sandbox-bastards-odds-wildcard");
    // The GM may press both sides' buttons: the odds of each, under its name.
    await table.sit("Gamemaster");
    for (const name of ["Carlton Reeve", "Mara Black"]) await shows(oddsOn(gm).getByRole("heading", { name }));
    await table.screenshot("sandbox-bastards-odds-gm");

    // Amid the opposition, Ann makes a Fate draw for Carlton from his sheet: its odds show before the draw.
    await table.sit("Ann");
    const repair = await startFateDraw(ann, "Carlton Reeve", "Repair", 10);
    await shows(repair.getByText(new RegExp(`Chance of success ${ODDS}`)));
    await repair.getByRole("button", { name: /^Draw \d+ and play/ }).click();
    await showsMoreThan(repair.getByRole("img"), 0);
  }, 600_000);

  it("[T-CORE-04] [T-GOB-09] the GM reads the deal's chance of a wildcard before Shuffle and deal; Ann reads Ass Pull's beside it on the Use form, then, Carlton Berserk, the Meditation draw's chance of success before she presses it; Bob reads neither", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    // The GM buys Berserk and Ass Pull for Carlton and gives him a wildcard for Berserk.
    const gm = await table.sit("Gamemaster");
    await buyAdvantage(gm, "Carlton Reeve", "Berserk");
    await buyAdvantage(gm, "Carlton Reeve", "Ass Pull");
    const sheet = await openSheet(gm, "Carlton Reeve");
    await editSheet(sheet);
    await enter(sheet.getByRole("spinbutton", { name: "Wildcards" }), "1");
    await shows(sheet.getByText("Wildcards 1"));
    await sheet.getByRole("button", { name: "Close window" }).click();

    // Before the deal the GM reads, in one line, the chance of a joker among each Fated character's five cards.
    await seatCarltonAgainstMara(table);
    await showsText(
      oddsOn(gm),
      new RegExp(
        `Shuffle and deal: 5 cards to each Fated character, chance of a joker \\(a wildcard\\) among them: Carlton Reeve ${ODDS} · Mara Black ${ODDS}`,
      ),
    );
    await table.screenshot("sandbox-bastards-odds-deal");
    await dealAndChooseInitiative(table);

    const ann = await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    // The Use form: once Ass Pull is chosen, the chance of a joker among its two cards shows beside it; not beside Berserk.
    await opposition(ann).getByRole("button", { name: "Use an advantage: Carlton Reeve…", exact: true }).click();
    const form = ann.getByRole("dialog", { name: "Use an advantage…" });
    const assPull = form.getByText(new RegExp(`^Ass Pull: 2 cards, chance of a joker \\(a wildcard\\) ${ODDS}$`));
    await form.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Ass Pull" });
    await shows(assPull);
    await table.screenshot("sandbox-bastards-odds-use-form");
    await form.getByRole("combobox", { name: "Advantage" }).selectOption({ label: "Berserk" });
    await showsHidden(assPull);
    await form.getByRole("button", { name: "Confirm" }).click();
    await showsNone(form);

    // Berserk: before the Meditation Fate draw that would end it, its chance of success and of a joker.
    const meditation = new RegExp(
      `End Berserk \\(Meditation Fate draw\\): chance of success ${ODDS} · (?:1 card|\\d+ cards), chance of a joker \\(a wildcard\\) ${ODDS}`,
    );
    await showsText(oddsOn(ann), meditation);
    await table.screenshot("sandbox-bastards-odds-meditation");
    const bob = await table.sit("Bob");
    await showsNone(oddsOn(bob));
    await showsNone(opposition(bob).getByText(/chance of success/));
    await table.sit("Ann");
    await press(ann, "End Berserk (Meditation Fate draw)");
    await shows(opposition(ann).getByText(/^Carlton Reeve (wins|loses) the Meditation Fate draw/));
    await showsNone(opposition(ann).getByText(/chance of success/));
  }, 600_000);
});
