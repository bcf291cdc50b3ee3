/**
 * A Game of Bastards at the sandbox table: acting from outside an opposition, by clicking only.
 * Bob's Mara Black fights the GM's Old Tom; Ann's Carlton Reeve is not seated. From the card Ann
 * involves two followers onto Old Tom's side for one of Carlton's wildcards and reads it gone on his
 * sheet; when Mara attacks one of them, Carlton's Mastermind (he need not appear) adds the deck's
 * top card to the follower's side for a wildcard — a joker first, which gives the wildcard back to
 * Carlton, then once more for his last. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { buyAdvantage, giveWildcards, makeWorldWeapon } from "../sandbox/fated.ts";
import { openSheet } from "../sandbox/sheets.ts";
import {
  beginOpposition,
  bothPlayFaceDown,
  chooseInitiative,
  equipFollowers,
  opposition,
  pickFirst,
  press,
} from "../sandbox/opposition.ts";
import { setWorldSetting } from "../sandbox/settings.ts";

const table = useSandbox();

const seatOf = (seat: FrameLocator, name: string) => fighterRow(seat, opposition(seat), name);
const FOLLOWER = "Carlton Reeve's follower 1";

/** The seat reads the character's wildcards on its sheet, then closes it. */
async function readsWildcards(seat: FrameLocator, name: string, count: number): Promise<void> {
  const sheet = await openSheet(seat, name);
  await shows(sheet.getByText(`Wildcards ${count}`));
  await sheet.getByRole("button", { name: "Close window" }).click();
  await seat.getByRole("tab", { name: "Chat" }).click();
}

describe("A Game of Bastards: acting from outside an opposition", () => {
  it("[T-GOB-06] [T-GOB-09] a player whose character is not seated involves two followers onto a seated side for its wildcard, read on its sheet, each with the weapon and advantages chosen in the form (too few refused), and plays its Mastermind for one of them in a draw without appearing", async () => {
    await table.start("A Game of Bastards", { seed: 6 });
    const gm = await table.sit("Gamemaster");
    // This table keeps a joker's discards out of its oppositions (a world setting; the book's reshuffle
    // is the default): the seeded deck then brings the joker that Carlton's Mastermind draws below.
    await setWorldSetting(gm, "Jokers reshuffle in oppositions", false);
    await buyAdvantage(gm, "Carlton Reeve", "Mastermind");
    await giveWildcards(gm, "Carlton Reeve", "2");
    // The world offers a sabre: the GM makes it in the sidebar's Items.
    await makeWorldWeapon(gm, "Sabre", "Combat (sabre)");

    await beginOpposition(gm, ["Mara Black", "Old Tom, the Ferryman"]);
    const bob = await table.sit("Bob");
    await chooseInitiative(bob);
    await table.sit("Gamemaster");
    await chooseInitiative(gm);

    // Carlton is not seated: Ann involves two followers from outside, onto Old Tom's side.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await showsNone(seatOf(ann, "Carlton Reeve"));
    // Each comes with one weapon of Ann's choice and as many advantages as its Power Rating (3) [GOB-22, GOB-25].
    const picks = ["Criminal", "Cunning Linguist", "Ambidextrous"];
    const involveWith = async (second: readonly string[]) => {
      await opposition(ann).getByRole("button", { name: "Involve from outside (1 ★)…" }).click();
      const involve = ann.getByRole("dialog", { name: "Involve two followers from outside" });
      await involve.getByRole("combobox", { name: "Character" }).selectOption({ label: "Carlton Reeve (★ 2)" });
      await involve.getByRole("combobox", { name: "Side they join" }).selectOption({ label: "Opposition" });
      await equipFollowers(involve, [
        { weapon: "Sabre", advantages: picks },
        { weapon: "Sabre", advantages: second },
      ]);
      await table.screenshot("sandbox-bastards-indirect-form");
      await involve.getByRole("button", { name: "Confirm" }).click();
      await showsNone(involve);
    };
    // Two advantages for the second follower are too few: refused with the reason, nobody joins, nothing is paid.
    await involveWith(picks.slice(0, 2));
    await shows(
      ann
        .getByRole("list", { name: "Notifications" })
        .getByText("Each follower comes with as many advantages as its Power Rating: choose exactly that many."),
    );
    await showsNone(seatOf(ann, FOLLOWER));
    await involveWith(picks);
    // Two followers at Carlton's highest trait (Mind 3): three cards each; Carlton is still not seated.
    await showsText(seatOf(ann, FOLLOWER), /3 in hand/);
    await showsText(seatOf(ann, "Carlton Reeve's follower 2"), /3 in hand/);
    await showsNone(seatOf(ann, "Carlton Reeve"));
    await shows(opposition(ann).getByText("Carlton Reeve takes part from outside the scene (★ 1)."));
    await readsWildcards(ann, "Carlton Reeve", 1);
    // The card's row shows what each came with; the follower's sheet its sabre and the three advantages chosen, its full count.
    await showsText(seatOf(ann, FOLLOWER), /Combat \(sabre\) · Criminal · Cunning Linguist · Ambidextrous/);
    const follower = await openSheet(ann, FOLLOWER);
    await shows(follower.getByRole("button", { name: "Sabre", exact: true }));
    await shows(follower.getByRole("heading", { name: "Advantages 3/3" }));
    for (const advantage of picks) await shows(follower.getByRole("button", { name: `Take back ${advantage}` }));
    await table.screenshot("sandbox-bastards-indirect-follower-kit");
    await follower.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    for (const joiner of [FOLLOWER, "Carlton Reeve's follower 2"]) await pickFirst(ann, `${joiner}: choose an initiative card`);
    await table.screenshot("sandbox-bastards-indirect-involved");

    // Old Tom (5♦) acts first and passes; then Mara attacks Carlton's first follower with her sabre.
    await table.sit("Gamemaster");
    await press(gm, "Draw (Luck)");
    await press(gm, "End turn");
    await table.sit("Bob");
    await press(bob, "Draw (Luck)");
    await opposition(bob).getByRole("button", { name: "Attack…" }).click();
    const attack = bob.getByRole("dialog", { name: "Attack…" });
    await attack.getByRole("combobox", { name: "Target" }).selectOption({ label: FOLLOWER });
    await attack.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
    await attack.getByRole("button", { name: "Confirm" }).click();
    await showsNone(attack);
    // Ann plays Carlton's followers: the first defends.
    await table.sit("Ann");
    await opposition(ann).getByRole("button", { name: "Defend…" }).click();
    const defend = ann.getByRole("dialog", { name: "Defend…" });
    // It may defend with the sabre it came with, beside its bare hands.
    await showsCount(defend.getByRole("combobox", { name: "Skill" }).getByRole("option", { name: "Combat (sabre)" }), 1);
    await defend.getByRole("button", { name: "Confirm" }).click();
    await showsNone(defend);
    await bothPlayFaceDown(table, "Bob", "Ann");

    // Betting is open: Carlton's Mastermind, from outside the scene, adds the deck's top card to his
    // follower for a wildcard. The top card is a joker: the wildcard is Carlton's (★ 1 again), and
    // the card after it goes to the follower.
    await table.screenshot("sandbox-bastards-indirect-mastermind");
    const used = opposition(ann).getByRole("list", { name: "Advantages used" }).getByText("Round 1 · Carlton Reeve: Mastermind");
    const mastermind = opposition(ann).getByRole("button", { name: `Mastermind: a wildcard for ${FOLLOWER}` });
    await mastermind.click();
    await showsCount(used, 1);
    await shows(opposition(ann).getByText("Carlton Reeve takes part from outside the scene (★ 1)."));
    await readsWildcards(ann, "Carlton Reeve", 1);
    // Once more, for his last wildcard: no joker this time.
    await press(ann, `Mastermind: a wildcard for ${FOLLOWER}`);
    await showsCount(used, 2);
    await shows(opposition(ann).getByText("Carlton Reeve takes part from outside the scene (★ 0)."));
    await table.screenshot("sandbox-bastards-indirect-mastermind-used");
    await readsWildcards(ann, "Carlton Reeve", 0);
  }, 600_000);
});
