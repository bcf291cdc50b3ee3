/**
 * A Game of Bastards at the sandbox table: a fight to the end, by clicking only. Carlton Reeve comes
 * in battered from an earlier scene (one point left in each pool, marked on his sheet by the GM).
 * By the book the opposition ends once he is Knocked Out [GOB-20]; this table plays the world
 * setting "The fallen fight on", so Bob's Mara Black empties his pools one by one — Desperation,
 * Knocked Out, the GM lets her finish the fallen, Wounded (she spends a wildcard on a disadvantage), Killed by a
 * pistol shot at medium range whose penalty her Eagle Eyes takes off (the card reads both) — and Ann, his
 * player, creates Carlton's successor with the standard XP and half his. A Fate draw Ann set up for
 * Carlton before the fight is refused once he is Knocked Out, with the reason. No card of that scene offers the
 * successor an Appearance; once the GM begins the next opposition (its shuffle is the next scene), Ann's
 * successor Appears in it (the late Carlton, Killed, is not offered). The seed deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import {
  beginOpposition,
  bothPlayFaceDown,
  carltonAgainstMara,
  chooseInitiative,
  opposition,
  pickFirst,
  press,
} from "../sandbox/opposition.ts";
import { chatCard, fighterRow } from "../sandbox/encounter.ts";
import { enter, openSheet } from "../sandbox/sheets.ts";
import { addPistol, buyAdvantage, startFateDraw } from "../sandbox/fated.ts";
import { setWorldSetting } from "../sandbox/settings.ts";

const table = useSandbox();

const carlton = (seat: FrameLocator) => fighterRow(seat, opposition(seat), "Carlton Reeve");
const mara = (seat: FrameLocator) => fighterRow(seat, opposition(seat), "Mara Black");

/** Mara attacks Carlton with her sabre: the kind of attack and, where the table rules it, the pool it hits. */
async function attack(bob: FrameLocator, kind: string, pool?: string): Promise<void> {
  await opposition(bob).getByRole("button", { name: "Attack…" }).click();
  const form = bob.getByRole("dialog", { name: "Attack…" });
  await form.getByRole("combobox", { name: "Target" }).selectOption({ label: "Carlton Reeve" });
  await form.getByRole("combobox", { name: "Kind of attack" }).selectOption({ label: kind });
  if (pool) await form.getByRole("combobox", { name: "Pool it hits" }).selectOption({ label: pool });
  await form.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (sabre)" });
  await form.getByRole("button", { name: "Confirm" }).click();
  await showsNone(form);
}

/** Carlton defends with the first skill offered. */
async function defend(ann: FrameLocator): Promise<void> {
  await opposition(ann).getByRole("button", { name: "Defend…" }).click();
  const form = ann.getByRole("dialog", { name: "Defend…" });
  await form.getByRole("button", { name: "Confirm" }).click();
  await showsNone(form);
}

/**
 * A round while Carlton still stands: Ann draws for him and lets his turn go; Bob draws for Mara and
 * makes an attack of this kind, Carlton defends, each plays a card face down, and Mara bets two more
 * cards and spends no wildcard. `betting` names a screenshot taken after her first bet.
 */
async function roundOfBlows(ann: FrameLocator, bob: FrameLocator, kind: string, betting?: string): Promise<void> {
  await table.sit("Ann");
  await press(ann, "Draw (Luck)");
  await press(ann, "End turn");
  await table.sit("Bob");
  await press(bob, "Draw (Luck)");
  await attack(bob, kind);
  await table.sit("Ann");
  await defend(ann);
  await bothPlayFaceDown(table, "Bob", "Ann");
  await table.sit("Bob");
  await pickFirst(bob, "Bet a card");
  if (betting) await table.screenshot(betting);
  await pickFirst(bob, "Bet a card");
  await press(bob, "No more wildcards");
}

/** A blow on the fallen Carlton, who cannot act: Bob draws for Mara, attacks (the pool the table rules, if given) and plays a card face down. */
async function blowOnTheFallen(bob: FrameLocator, kind: string, pool?: string): Promise<void> {
  await press(bob, "Draw (Luck)");
  await attack(bob, kind, pool);
  await pickFirst(bob, "Play face down");
}

describe("A Game of Bastards: a fight to the end", () => {
  it("[T-GOB-07] [T-GOB-04] Mara empties Carlton's pools one by one: Desperation, Knocked Out (the Fate draw Ann set up for him before the fight is refused), blows on the fallen, Wounded with a disadvantage, Killed; Ann creates his successor from his sheet with the standard XP and half of his; [T-GOB-09] her last blow is a pistol shot whose range penalty her Eagle Eyes takes off; [T-GOB-13] the successor cannot Appear in the scene of his death, and Appears in the next", async () => {
    await table.start("A Game of Bastards", { seed: 16 });
    const gm = await table.sit("Gamemaster");
    // The GM turns on the world setting that lets the standing side finish the fallen.
    await setWorldSetting(gm, "The fallen fight on", true);
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Carlton Reeve" }).click();
    let sheet = gm.getByRole("dialog", { name: "Carlton Reeve" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    for (const [pool, damage] of [
      ["BP", "4"],
      ["SP", "4"],
      ["MP", "19"],
      ["LP", "9"],
    ] as const) {
      await enter(sheet.getByRole("spinbutton", { name: `${pool} damage` }), damage);
      await shows(sheet.getByText(/^1\/\d+$/).nth(["BP", "SP", "MP", "LP"].indexOf(pool)));
    }
    await sheet.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Mara Black" }).click();
    sheet = gm.getByRole("dialog", { name: "Mara Black" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await enter(sheet.getByRole("spinbutton", { name: "Wildcards" }), "3");
    await shows(sheet.getByText("Wildcards 3"));
    // Mara also carries a pistol: its Combat skill, and a Pistol, a ranged weapon (not melee).
    await addPistol(gm, sheet);
    await sheet.getByRole("button", { name: "Close window" }).click();
    // And Eagle Eyes, bought with a scene's XP.
    await buyAdvantage(gm, "Mara Black", "Eagle Eyes");
    // Before the fight, Ann sets up a Fate draw for Carlton's Repair and leaves it undrawn.
    let ann = await table.sit("Ann");
    const repair = await startFateDraw(ann, "Carlton Reeve", "Repair", 10);
    await shows(repair.getByRole("button", { name: /^Draw \d+ and play/ }));

    await carltonAgainstMara(table);
    ann = await table.sit("Ann");
    const bob = await table.sit("Bob");
    await table.screenshot("sandbox-bastards-fight-initiative");

    // Round 1: Carlton (6♣) acts before Mara (J♣); he only draws, and she attacks.
    await roundOfBlows(ann, bob, "Physical attack", "sandbox-bastards-fight-betting");
    // Mara 28 against Carlton 16: his last BP goes, and he is desperate (he draws his Luck at once).
    await shows(opposition(bob).getByText("Last draw: 28 against 16; 1 taken from BP."));
    await showsText(opposition(bob).getByRole("listitem").filter({ hasText: "Carlton Reeve" }), /Desperate/);
    // The joker Mara drew this round gave her a fourth wildcard (and was shuffled back with the discards [GOB-12]).
    await showsText(mara(bob), /★ 4/);
    await table.screenshot("sandbox-bastards-fight-desperate");
    await press(bob, "End turn");

    // Round 2: a spiritual attack takes his last SP: two pools empty, he is knocked out.
    await roundOfBlows(ann, bob, "Spiritual attack");
    await table.screenshot("sandbox-bastards-fight-2");
    await shows(opposition(bob).getByText("Last draw: 17 against 5; 1 taken from SP."));
    await showsText(opposition(bob).getByRole("listitem").filter({ hasText: "Carlton Reeve" }), /Knocked Out/);
    // Knocked out, he cannot act: Ann's Fate draw, set up before the fight, is refused with the reason and draws nothing [GOB-20].
    await table.sit("Ann");
    await repair.getByRole("button", { name: /^Draw \d+ and play/ }).click();
    await showsText(ann.getByRole("alert"), /^A Knocked Out or Wounded character cannot take actions/);
    await showsNone(repair.getByRole("img"));

    // One side stands: the GM lets Mara strike the fallen on her turns.
    await table.sit("Gamemaster");
    await press(gm, "Let them finish the fallen");
    await table.sit("Bob");
    await press(bob, "End turn");

    // Round 3: Carlton cannot act; Mara's mental attack meets only the top card of the deck, and she adds a wildcard's card:
    // it is a joker, which gives her the wildcard back and is shuffled in, another card drawn for it [GOB-12].
    await blowOnTheFallen(bob, "Mental attack");
    await opposition(bob).getByRole("button", { name: "Spend a wildcard" }).click();
    await press(bob, "No more wildcards");
    await table.screenshot("sandbox-bastards-fight-3");
    // Her card and the wildcard's against the deck's top card: 23 against 14, and his last MP goes.
    await shows(opposition(bob).getByText("Last draw: 23 against 14; 1 taken from MP."));
    await showsText(mara(bob), /★ 4/);
    await showsText(carlton(bob), /Wounded/);
    // The wounder spends a wildcard on a disadvantage of an emptied suit: a permanent one earns her Bad Reputation.
    await opposition(bob).getByRole("button", { name: "Inflict a disadvantage…" }).click();
    const inflict = bob.getByRole("dialog", { name: "Inflict a disadvantage…" });
    await inflict.getByRole("combobox", { name: "Disadvantage" }).selectOption({ label: "One Eye" });
    await inflict.getByRole("button", { name: "Confirm" }).click();
    await showsNone(inflict);
    await showsText(mara(bob), /★ 3/);
    await press(bob, "End turn");

    // Round 4: the table rules her last blow hits his luck: the fourth pool empties and Carlton is killed.
    // She shoots him with her pistol from medium range, he behind cover: Bob types the GM's cover (−2) and the range penalty (−5); the card reads that her Eagle Eyes takes off the range penalty whole and leaves the cover [GOB-28].
    await press(bob, "Draw (Luck)");
    await opposition(bob).getByRole("button", { name: "Attack…" }).click();
    const shot = bob.getByRole("dialog", { name: "Attack…" });
    await shot.getByRole("combobox", { name: "Target" }).selectOption({ label: "Carlton Reeve" });
    await shot.getByRole("combobox", { name: "Kind of attack" }).selectOption({ label: "Physical attack" });
    await shot.getByRole("combobox", { name: "Pool it hits" }).selectOption({ label: "LP" });
    await shot.getByRole("combobox", { name: "Skill" }).selectOption({ label: "Combat (pistol)" });
    await shot.getByRole("spinbutton", { name: "Modifier (cover…)" }).fill("-2");
    await shot.getByRole("spinbutton", { name: /^Range penalty/ }).fill("-5");
    await shot.getByRole("button", { name: "Confirm" }).click();
    await showsNone(shot);
    await showsText(opposition(bob).getByRole("heading", { level: 4 }), /· −2 · range −5, Eagle Eyes \+5$/);
    await table.screenshot("sandbox-bastards-fight-eagle-eyes");
    await pickFirst(bob, "Play face down");
    // Carlton, out of the fight, stands on the deck's top card; Mara adds three wildcards' cards.
    await opposition(bob).getByRole("button", { name: "Spend a wildcard" }).click();
    await showsText(mara(bob), /★ 2/);
    await shows(opposition(bob).getByText("1 of 0 cards · stands"));
    await opposition(bob).getByRole("button", { name: "Spend a wildcard" }).click();
    await showsText(mara(bob), /★ 1/);
    await opposition(bob).getByRole("button", { name: "Spend a wildcard" }).click();
    // Her last wildcard spent, the draw is revealed at once.
    await showsText(mara(bob), /★ 0/);
    // Only the cover's −2 counts against her total: the range penalty is gone.
    await shows(opposition(bob).getByText("Last draw: 39 against 16; 1 taken from LP."));
    await showsText(carlton(bob), /Killed/);
    await table.screenshot("sandbox-bastards-fight-killed");

    // The GM reads his sheet: Killed, with the disadvantage Mara inflicted.
    await table.sit("Gamemaster");
    sheet = await openSheet(gm, "Carlton Reeve");
    await shows(sheet.getByText("Killed", { exact: true }));
    await shows(sheet.getByText("One Eye"));
    // His sheet offers only what it can carry out for one who cannot act: Time Passes and The End, no Skill Check
    // nor a Fate draw from a skill; the dramatic actions that change an opposition are on its card, never on a
    // sheet [GOB-20, GOB-22].
    await shows(sheet.getByRole("button", { name: /^Time Passes/ }));
    await shows(sheet.getByRole("button", { name: /^The End/ }));
    await showsNone(sheet.getByRole("button", { name: "Draw", exact: true }));
    await table.screenshot("sandbox-bastards-fight-killed-sheet");
    for (const name of ["Skill Check", "Appearance", "Flee", "Involve", "Reinforce", "Distance", "Give Chase"])
      await showsNone(sheet.getByRole("button", { name: new RegExp(`^${name}`) }));
    // He had 1 XP: +1 for the wound he suffered, +1 for the opposition he was in.
    await shows(sheet.getByText("3 XP", { exact: true }));
    // 11 XP gained before, +1 for the wound, +1 for the opposition: the standard 10 and half of 13.
    await shows(sheet.getByRole("button", { name: "Create the successor (16 XP)" }));

    // Ann, his player, "may immediately generate another character": she presses it on his sheet herself, and the successor's sheet opens.
    await table.sit("Ann");
    const late = await openSheet(ann, "Carlton Reeve");
    await late.getByRole("button", { name: "Create the successor (16 XP)" }).click();
    const successor = ann.getByRole("dialog", { name: "Carlton Reeve's successor" });
    await shows(successor.getByText("16 XP", { exact: true }));
    // The successor, whole, draws from a skill.
    await shows(successor.getByRole("button", { name: "Draw", exact: true }));
    await table.screenshot("sandbox-bastards-fight-successor");
    await successor.getByRole("button", { name: "Close window" }).click();
    // One successor: the button is gone, and the chat tells the table.
    await showsNone(late.getByRole("button", { name: /^Create the successor/ }));
    await late.getByRole("button", { name: "Close window" }).click();
    await shows((await chatCard(ann, "A successor")).getByText(/cannot Appear until the next scene/));
    await table.sit("Gamemaster");
    // The GM's sheet of Carlton, open all along, offers no second successor either.
    await showsNone(sheet.getByRole("button", { name: /^Create the successor/ }));
    await sheet.getByRole("button", { name: "Close window" }).click();

    // The permanent disadvantage she inflicted gave Mara a Bad Reputation.
    sheet = await openSheet(gm, "Mara Black");
    await shows(sheet.getByText("Bad Reputation"));
    await sheet.getByRole("button", { name: "Close window" }).click();

    // The scene of his death: its opposition ended with him, and no card offers his successor an Appearance [GOB-20].
    await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await shows(opposition(ann).getByText("Only one side is left standing."));
    await showsNone(opposition(ann).getByRole("button", { name: "Appear…" }));

    // The next scene: the GM begins a new opposition, Mara against Old Tom; its shuffle begins the scene [GOB-09].
    await table.sit("Gamemaster");
    await beginOpposition(gm, ["Mara Black", "Old Tom, the Ferryman"]);
    await chooseInitiative(await table.sit("Bob"));
    await chooseInitiative(await table.sit("Gamemaster"));
    // Now Ann's successor may Appear: the card's form offers it, and it joins the Fated's side with its opening hand.
    await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await opposition(ann).getByRole("button", { name: "Appear…" }).click();
    const appear = ann.getByRole("dialog", { name: "Appear…" });
    await showsCount(appear.getByRole("option", { name: "Carlton Reeve's successor", exact: true }), 1);
    // The late Carlton, Killed, cannot take actions: the form does not offer him.
    await showsNone(appear.getByRole("option", { name: "Carlton Reeve", exact: true }));
    await appear.getByRole("combobox", { name: "Character" }).selectOption({ label: "Carlton Reeve's successor" });
    await appear.getByRole("combobox", { name: "Side" }).selectOption({ label: "Fated" });
    await appear.getByRole("button", { name: "Confirm" }).click();
    await showsNone(appear);
    await showsText(fighterRow(ann, opposition(ann), "Carlton Reeve's successor"), /5 in hand/);
    await table.screenshot("sandbox-bastards-fight-successor-appears");
  }, 600_000);
});
