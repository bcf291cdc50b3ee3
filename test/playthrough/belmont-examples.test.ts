/**
 * The rulebook's worked examples at the sandbox table, by clicks only [T-BEL-06]: the GM prepares
 * Dracula's throne room on Richter's Fate tab ("Prepare a scene": Sharp 7, Brawn 10, Heart 8 and
 * Magic K on top, the 8♥ as the luck card, Fate's next Magic and Sharp cards the 9s), opens the
 * task with the book's lines and plays each of the book's choices: Magic K beats the 9 (success);
 * Sharp 7 is lower than the 9 (failure, the Ace of clubs on top); Heart 8 with the luck 8♥ on
 * Fate's last Heart card is a critical success, the Ace of hearts on top as if failed.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsCount } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

/** The book's options, as it prints them. */
const LINES = {
  Sharp: "Rolls beneath the Count easily dodging his wrath.",
  Brawn: "Coils his whip around his fist punching Dracula in the face",
  Heart: "Unleashes his whip, and quickly wraps it around the creature's throat.",
  Magic: "Summon Holy Water to crash down on the foul count.",
};

describe("The rulebook's worked examples, played by Richter (one world, step by step)", () => {
  let gm: FrameLocator;
  const sheet = () => gm.getByRole("dialog", { name: "Richter Belmont" });

  async function openSheet(tab: string) {
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
    await sheet().getByRole("tab", { name: tab }).click();
  }

  /** On the Fate tab, put a card on top of a deck (or make it Fate's next card), and wait until the list says so. */
  async function putOnTop(deck: string, suit: string, rank: string, face: string) {
    await sheet().getByRole("button", { name: "Put a card on top…" }).click();
    const dialog = gm.getByRole("dialog", { name: "Put a card on top" });
    await dialog.getByRole("combobox", { name: "Put on top of" }).selectOption({ label: deck });
    await dialog.getByRole("combobox", { name: "Suit" }).selectOption({ label: suit });
    await dialog.getByRole("combobox", { name: "Rank" }).selectOption({ label: rank });
    await dialog.getByRole("button", { name: "OK" }).click();
    await shows(
      sheet()
        .getByRole("list", { name: "On top now" })
        .getByRole("listitem")
        .filter({ hasText: `${deck}: ${face}` }),
    );
  }

  /** The GM prepares the throne room: the book's four cards on top, the 8♥ as the luck card, and Fate's next card. */
  async function prepareThroneRoom(fate?: readonly [string, string, string]) {
    await openSheet("Fate");
    await putOnTop("Sharp deck", "Sharp", "7", "7♣");
    await putOnTop("Brawn deck", "Brawn", "10", "10♠");
    await putOnTop("Heart deck", "Heart", "8", "8♥");
    await putOnTop("Magic deck", "Magic", "K", "K♦");
    await putOnTop("Luck card", "Heart", "8", "8♥");
    if (fate) await putOnTop(`Fate's ${fate[0]} deck`, fate[0], fate[1], fate[2]);
  }

  /** Open the task with the book's lines; the options read as the book prints them. */
  async function openThroneRoom(scene: string) {
    await sheet().getByRole("tab", { name: "Decks" }).click();
    await sheet().getByRole("button", { name: "New task" }).click();
    const dialog = gm.getByRole("dialog", { name: "New task" });
    await dialog.getByRole("textbox", { name: "Scene" }).fill(scene);
    for (const [skill, line] of Object.entries(LINES)) await dialog.getByRole("textbox", { name: skill }).fill(line);
    await dialog.getByRole("button", { name: "OK" }).click();
    await sheet().getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    const card = gm.getByRole("article").filter({ hasText: scene });
    // The luck card and the Heart option both show the 8♥.
    await showsCount(card.getByRole("img", { name: "8♥" }), 2);
    for (const [skill, face, value] of [
      ["Sharp", "7♣", "7"],
      ["Brawn", "10♠", "10"],
      ["Heart", "8♥", "8"],
      ["Magic", "K♦", "K"],
    ] as const) {
      const option = optionOf(gm, card, skill);
      await shows(option.getByRole("img", { name: face }));
      await shows(option.getByText(value, { exact: true }));
      await shows(option.getByText(LINES[skill]));
    }
    await shows(optionOf(gm, card, "Heart").getByText("LUCKY! CRITICAL SUCCESS"));
    return card;
  }

  it("[T-BEL-06] the GM prepares the throne room on the Fate tab; the options read Sharp 7, Brawn 10, Heart 8 (LUCKY! CRITICAL SUCCESS), Magic K; Magic K against Fate's 9♦: K > 9, success", async () => {
    await table.start("Belmont Quest", { seed: 7 });
    gm = await table.sit("Gamemaster");
    await prepareThroneRoom(["Magic", "9", "9♦"]);
    await table.screenshot("sandbox-belmont-prepare-scene");
    const card = await openThroneRoom("Dracula lunges at Richter with undead fury.");
    // The pack's one ability is a described effect on the King of Magic: it leaves the K as printed.
    await shows(optionOf(gm, card, "Magic").getByText("Holy Water"));
    await table.screenshot("sandbox-belmont-throne-room");
    await optionOf(gm, card, "Magic").getByRole("button", { name: "Pick" }).click();
    await shows(card.getByText("Success!", { exact: true }));
    await shows(card.getByRole("img", { name: "9♦" }));
    await shows(card.getByText("The skill card meets or beats the challenge card."));
    await table.screenshot("sandbox-belmont-example-magic-k");
  });

  it("[T-BEL-06] what if Richter had picked Sharp 7? Against Fate's 9♣: 7 < 9, failure, reshuffle, the Ace of clubs on top", async () => {
    await prepareThroneRoom(["Sharp", "9", "9♣"]);
    const card = await openThroneRoom("Dracula lunges again.");
    await optionOf(gm, card, "Sharp").getByRole("button", { name: "Pick" }).click();
    await shows(card.getByText("Failure! Reshuffle decks!"));
    await shows(card.getByRole("img", { name: "9♣" }));
    await shows(card.getByText("The skill card is lower than the challenge card."));
    await shows(card.getByText("The Sharp deck and Fate's Sharp deck were shuffled with their discards; the Ace is on top of Sharp."));
    await table.screenshot("sandbox-belmont-example-sharp-7");
    await openSheet("Decks");
    await shows(sheet().getByRole("img", { name: "A♣" }));
  });

  it("[T-BEL-06] what if Heart 8, with the luck 8♥, on Fate's last Heart card? A critical success, the Ace of hearts on top as if failed", async () => {
    // The GM leaves Fate's Heart deck one card (edit mode).
    await sheet().getByRole("button", { name: "Edit" }).click();
    await sheet().getByRole("tab", { name: "Fate" }).click();
    const fateHeart = sheet().getByRole("list", { name: "Fate's Heart deck" });
    for (const [count, face] of [
      [5, "10♥"],
      [4, "J♥"],
      [3, "Q♥"],
      [2, "K♥"],
      [1, "A♥"],
    ] as const) {
      await fateHeart.getByRole("button", { name: `Remove ${face} from Fate` }).click();
      await showsCount(fateHeart.getByRole("listitem"), count);
    }
    await sheet().getByRole("button", { name: "Close window" }).click();
    await prepareThroneRoom();
    const card = await openThroneRoom("Richter faces the count one last time.");
    await optionOf(gm, card, "Heart").getByRole("button", { name: "Pick" }).click();
    await shows(card.getByText("Critical success!", { exact: true }));
    await shows(card.getByText("Luck matches suit and number."));
    await shows(card.getByRole("img", { name: "9♥" }));
    await shows(card.getByText("The Heart deck and Fate's Heart deck were shuffled with their discards; the Ace is on top of Heart."));
    await table.screenshot("sandbox-belmont-example-heart-8");
  });
});

const optionOf = (gm: FrameLocator, card: ReturnType<FrameLocator["getByRole"]>, skill: string) =>
  card.getByRole("listitem").filter({ has: gm.getByRole("heading", { name: skill }) });
