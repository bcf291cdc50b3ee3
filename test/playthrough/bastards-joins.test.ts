/**
 * A Game of Bastards at the sandbox table: joining and leaving a running opposition, by clicking
 * only. Ann's Carlton Reeve faces the GM's Old Tom; at the scene's start Carlton sets the Distance;
 * once the turns run Bob's Mara Black appears on the GM's side, Carlton involves two followers (each
 * with the world's sabre and three advantages Ann picks in the form, read on a follower's sheet) and
 * calls five extras in (each for a wildcard, a fourth refused), the joiners play their initiative;
 * Old Tom flees and nobody chases him; Carlton flees and Mara gives chase, and in the chase (extreme
 * movement) Carlton's Acrobat sets a card aside for a new one at his draw step. The GM's Rook, made with
 * Bad Reputation three times, appears on Carlton's side; Bob spends Mara's wildcard to force Rook's
 * opposition in — a Touched character carrying the sabre Bob picks, and a squad of five extras — onto
 * her side (Rook's own side is refused). The GM's Wren, killed elsewhere in the scene, leaves a successor the Appear form does not
 * offer until the next scene, saying why. The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { fighterRow } from "../sandbox/encounter.ts";
import { buyAdvantage, giveWildcards, makeWorldWeapon } from "../sandbox/fated.ts";
import { beginOpposition, chooseInitiative, equipFollowers, fillStep, opposition, pickFirst, press } from "../sandbox/opposition.ts";
import { createActor, editSheet, enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

const seatOf = (seat: FrameLocator, name: string) => fighterRow(seat, opposition(seat), name);

/** From the card's Appear… form, the seat's character appears on `side` and is dealt its opening hand of five. */
async function appear(seat: FrameLocator, name: string, side: string): Promise<void> {
  await seat.getByRole("tab", { name: "Chat" }).click();
  await opposition(seat).getByRole("button", { name: "Appear…" }).click();
  const form = seat.getByRole("dialog", { name: "Appear…" });
  await form.getByRole("combobox", { name: "Character" }).selectOption({ label: name });
  await form.getByRole("combobox", { name: "Side" }).selectOption({ label: side });
  await form.getByRole("button", { name: "Confirm" }).click();
  await showsNone(form);
  await showsText(seatOf(seat, name), /5 in hand/);
}

describe("A Game of Bastards: joining and leaving a running opposition", () => {
  it("[T-GOB-06] [T-GOB-12] Distance at the scene's start; Appearance, Involve (each follower with the weapon and advantages picked in its form) and Reinforce join a running opposition for their wildcards (refused without); a Flee nobody chases leaves, a Flee given chase becomes a chase, where [T-GOB-09] Acrobat is used at the draw step; another player forces a Bad Reputation's opposition in, its Touched character with the weapon picked; [T-GOB-13] a successor is not offered an Appearance in the scene it came in", async () => {
    await table.start("A Game of Bastards", { seed: 6 });
    const gm = await table.sit("Gamemaster");
    await giveWildcards(gm, "Carlton Reeve", "3");
    // Mara's second wildcard is for Rook's Bad Reputation at the end.
    await giveWildcards(gm, "Mara Black", "2");
    await buyAdvantage(gm, "Carlton Reeve", "Acrobat");
    // The weapons the world offers, made by the GM in the sidebar's Items: those summoned come with one.
    await makeWorldWeapon(gm, "Sabre", "Combat (sabre)");

    await beginOpposition(gm, ["Carlton Reeve", "Old Tom, the Ferryman"]);

    // The scene's start: Carlton sets a medium distance for 1 wildcard; only one character may, once.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await press(ann, "Carlton Reeve: Distance, medium range (1 ★)");
    await shows(opposition(ann).getByText("Distance: medium range, set by Carlton Reeve.", { exact: false }));
    await showsText(seatOf(ann, "Carlton Reeve"), /★ 2/);
    await showsNone(opposition(ann).getByRole("button", { name: /Distance/ }));
    await chooseInitiative(ann);
    await table.sit("Gamemaster");
    await chooseInitiative(gm);

    // The turns run: Bob's Mara appears on the GM's side, free, and plays her initiative card.
    const bob = await table.sit("Bob");
    await appear(bob, "Mara Black", "Opposition");
    await showsText(seatOf(bob, "Mara Black"), /★ 2/);
    await pickFirst(bob, "Mara Black: choose an initiative card");

    // Carlton involves two followers at his highest trait (Mind 3) and calls five extras in: a wildcard each.
    await table.sit("Ann");
    // The summoning buttons stay: a character may summon again while they have wildcards.
    // Each follower comes with one weapon of Ann's choice and its Power Rating (3) of advantages, picked in the form.
    await opposition(ann).getByRole("button", { name: "Carlton Reeve: Involve two followers (1 ★)…" }).click();
    const involve = ann.getByRole("dialog", { name: "Involve two followers" });
    await shows(involve.getByText(/as many advantages as their Power Rating \(3\)/));
    const picks = ["Criminal", "Cunning Linguist", "Ambidextrous"];
    await equipFollowers(involve, [
      { weapon: "Sabre", advantages: picks },
      { weapon: "Sabre", advantages: ["Criminal", "Cunning Linguist", "Mental Fortitude"] },
    ]);
    await table.screenshot("sandbox-bastards-involve-form");
    await involve.getByRole("button", { name: "Confirm" }).click();
    await showsNone(involve);
    await showsText(seatOf(ann, "Carlton Reeve's follower 1"), /3 in hand/);
    await showsText(seatOf(ann, "Carlton Reeve's follower 2"), /3 in hand/);
    await showsText(seatOf(ann, "Carlton Reeve"), /★ 1/);
    await opposition(ann).getByRole("button", { name: "Carlton Reeve: Reinforce with five extras (1 ★)…" }).click();
    const reinforce = ann.getByRole("dialog", { name: "Reinforce with five extras" });
    await reinforce.getByRole("spinbutton", { name: "The group's weapon damage bonus (at most 3)" }).fill("2");
    await reinforce.getByRole("button", { name: "Confirm" }).click();
    await showsNone(reinforce);
    await showsText(seatOf(ann, "Carlton Reeve's extras"), /3 in hand/);
    await showsText(seatOf(ann, "Carlton Reeve"), /★ 0/);
    // The second follower's sheet reads the sabre and the advantages chosen for it (Mental Fortitude adds 5 to its one pool).
    const second = await openSheet(ann, "Carlton Reeve's follower 2");
    await shows(second.getByRole("button", { name: "Sabre", exact: true }));
    await shows(second.getByText("Power Pool 20/20"));
    for (const advantage of ["Criminal", "Cunning Linguist", "Mental Fortitude"])
      await shows(second.getByRole("button", { name: `Take back ${advantage}` }));
    await second.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    // A third summons with no wildcard left is refused with the reason, and nobody joins.
    await opposition(ann).getByRole("button", { name: "Carlton Reeve: Involve two followers (1 ★)…" }).click();
    await ann.getByRole("dialog", { name: "Involve two followers" }).getByRole("button", { name: "Confirm" }).click();
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("Not enough wildcards."));
    await showsNone(seatOf(ann, "Carlton Reeve's follower 3"));
    for (const joiner of ["Carlton Reeve's follower 1", "Carlton Reeve's follower 2", "Carlton Reeve's extras"])
      await pickFirst(ann, `${joiner}: choose an initiative card`);
    await table.screenshot("sandbox-bastards-joins");

    // Old Tom acts first (4♣): he flees on his action. Carlton, with no wildcard left, does not give chase; Tom leaves.
    await table.sit("Gamemaster");
    await press(gm, "Draw (Luck)");
    await press(gm, "Old Tom, the Ferryman: Flee");
    await shows(opposition(gm).getByText("Old Tom, the Ferryman flees. Opposing characters may Give Chase before the turn ends."));
    await press(gm, "End turn");
    await shows(opposition(gm).getByText("Old Tom, the Ferryman fled the opposition."));
    await showsNone(seatOf(gm, "Old Tom, the Ferryman"));

    // Carlton's turn: he flees too, and Mara spends her wildcard to give chase: the opposition becomes a chase.
    await table.sit("Ann");
    await press(ann, "Draw (Luck)");
    await press(ann, "Carlton Reeve: Flee");
    await table.sit("Bob");
    await press(bob, "Mara Black: Give Chase (1 ★)");
    await showsText(seatOf(bob, "Mara Black"), /★ 1/);
    await table.sit("Ann");
    await press(ann, "End turn");
    await shows(opposition(ann).getByText("Someone gave chase: this opposition is now a chase."));
    await shows(seatOf(ann, "Carlton Reeve"));
    await showsText(opposition(ann), /round 2/);
    await table.screenshot("sandbox-bastards-joins-chase");

    // Round 2 of the chase: Carlton's extras (3♣) and followers (6♣, 8♦) draw and let their turns go.
    for (let turn = 0; turn < 3; turn++) {
      await press(ann, "Draw (Luck)");
      await press(ann, "End turn");
    }
    // Carlton's turn: a chase is extreme movement, so at his draw step his Acrobat (bought before the
    // scene) sets up to his Body of cards aside, each replaced by a draw; no GM's word is needed.
    await showsText(seatOf(ann, "Carlton Reeve"), /their turn/);
    await press(ann, "Draw (Luck)");
    await showsNone(opposition(ann).getByRole("button", { name: "Extreme movement this turn (Acrobat)" }));
    const hand = await seatOf(ann, "Carlton Reeve")
      .getByText(/\d+ in hand/)
      .textContent();
    await fillStep(ann, "Use an advantage: Carlton Reeve…", { Advantage: "Acrobat" }, "Use an advantage…");
    await shows(opposition(ann).getByRole("list", { name: "Advantages used" }).getByText("Round 2 · Carlton Reeve: Acrobat"));
    await pickFirst(ann, "Set a card aside (Acrobat)");
    await showsText(seatOf(ann, "Carlton Reeve"), hand ?? "");
    await table.screenshot("sandbox-bastards-acrobat-chase");

    // The GM's Rook, made with Bad Reputation three times, appears on Carlton's side of the chase.
    await table.sit("Gamemaster");
    const rook = await createActor(gm, "Rook", "Fated character");
    for (const xp of ["11 XP", "12 XP", "13 XP"]) {
      await rook.getByRole("combobox", { name: "Take a disadvantage (+1 XP)" }).selectOption({ label: "Bad Reputation" });
      await rook.getByRole("button", { name: "Take", exact: true }).click();
      await shows(rook.getByText(xp, { exact: true }));
    }
    await rook.getByRole("button", { name: "Finish creation" }).click();
    await rook.getByRole("button", { name: "Close window" }).click();
    await appear(gm, "Rook", "Fated");

    // Bob, another player, spends Mara's last wildcard on Rook's Bad Reputation (rank 3): a Touched
    // character and a squad of five extras at Power Rating 3, on a side opposed to Rook — Rook's own is refused.
    await table.sit("Bob");
    const force = async (side: string) => {
      await opposition(bob).getByRole("button", { name: "Bad Reputation: force their opposition in (1 ★)…" }).click();
      const form = bob.getByRole("dialog", { name: "Force the opposition of a Bad Reputation into the scene" });
      await form.getByRole("combobox", { name: "Character", exact: true }).selectOption({ label: "Mara Black (★ 1)" });
      await form.getByRole("combobox", { name: "Character with Bad Reputation" }).selectOption({ label: "Rook (Bad Reputation 3)" });
      await form.getByRole("combobox", { name: "Side they join" }).selectOption({ label: side });
      await form.getByRole("combobox", { name: "The Touched character's weapon" }).selectOption({ label: "Sabre" });
      await form.getByRole("spinbutton", { name: /squads' weapon damage bonus/ }).fill("2");
      await table.screenshot("sandbox-bastards-bad-reputation-form");
      await form.getByRole("button", { name: "Confirm" }).click();
      await showsNone(form);
    };
    await force("Fated");
    await shows(bob.getByRole("list", { name: "Notifications" }).getByText(/must join a side against the character/));
    await showsNone(seatOf(bob, "Rook's nemesis"));
    await showsText(seatOf(bob, "Mara Black"), /★ 1/);
    await force("Opposition");
    await showsText(seatOf(bob, "Rook's nemesis"), /3 in hand/);
    await showsText(seatOf(bob, "Rook's nemesis's squad 1"), /3 in hand/);
    await showsText(seatOf(bob, "Mara Black"), /★ 0/);
    await table.screenshot("sandbox-bastards-bad-reputation");
    // The Touched character carries the sabre Bob chose for it.
    const nemesis = await openSheet(bob, "Rook's nemesis");
    await shows(nemesis.getByRole("button", { name: "Sabre", exact: true }));
    await shows(nemesis.getByRole("heading", { name: "Advantages 0/3" }));
    await nemesis.getByRole("button", { name: "Close window" }).click();
    await bob.getByRole("tab", { name: "Chat" }).click();

    // Elsewhere in this scene the GM's Wren is killed (all four pools emptied on his sheet) and his
    // successor made: it "cannot Appear until at least the next Scene", so the card's Appear form
    // does not offer it and says why [GOB-20]; Wren himself, Killed, is not offered either.
    await table.sit("Gamemaster");
    const wren = await createActor(gm, "Wren", "Fated character");
    await editSheet(wren);
    for (const pool of ["BP", "SP", "MP", "LP"]) await enter(wren.getByRole("spinbutton", { name: `${pool} damage` }), "10");
    await shows(wren.getByText("Killed", { exact: true }));
    await wren.getByRole("button", { name: /^Create the successor/ }).click();
    const heir = gm.getByRole("dialog", { name: "Wren's successor" });
    await heir.getByRole("button", { name: "Close window" }).click();
    await wren.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await opposition(gm).getByRole("button", { name: "Appear…" }).click();
    const waiting = gm.getByRole("dialog", { name: "Appear…" });
    await shows(waiting.getByText("Wren's successor, a killed character's successor, cannot appear until the next scene."));
    await showsNone(waiting.getByRole("option", { name: "Wren's successor", exact: true }));
    await showsNone(waiting.getByRole("option", { name: "Wren", exact: true }));
    await table.screenshot("sandbox-bastards-successor-waits");
    await waiting.getByRole("button", { name: "Close window" }).click();
    await showsNone(waiting);
  }, 600_000);
});
