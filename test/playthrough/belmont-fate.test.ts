/**
 * Belmont quest on a seeded table, by clicks only: with shuffle seed 2 the first task deals Sharp K,
 * Brawn 7 with the luck 7♠, Heart 9 and Magic K; Fate's Sharp and Heart decks show A♣ and A♥.
 * Heart 9 fails and the Ace of hearts goes on top of the Heart deck, so the next task offers it
 * [T-BEL-03]; the GM's +1 (a described ability) raises Sharp K to A, which meets the A♣ [T-BEL-02].
 * The book's worked examples themselves are played in belmont-examples.test.ts [T-BEL-06].
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();
/** The seed whose first task deals Sharp K, Brawn 7 (luck 7♠), Heart 9 and Magic K, against Fate's A♣ and A♥. */
const SEED = 2;

/** The GM opens a task from Richter's sheet and returns its chat card. */
async function newTask(gm: FrameLocator, scene: string) {
  await gm.getByRole("tab", { name: "Actors" }).click();
  await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Richter Belmont" }).click();
  const sheet = gm.getByRole("dialog", { name: "Richter Belmont" });
  await sheet.getByRole("button", { name: "New task" }).click();
  const task = gm.getByRole("dialog", { name: "New task" });
  await task.getByRole("textbox", { name: "Scene" }).fill(scene);
  await task.getByRole("button", { name: "OK" }).click();
  await sheet.getByRole("button", { name: "Close window" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
  return gm.getByRole("article").filter({ hasText: scene });
}

const optionOf = (gm: FrameLocator, card: ReturnType<FrameLocator["getByRole"]>, skill: string) =>
  card.getByRole("listitem").filter({ has: gm.getByRole("heading", { name: skill }) });

describe("Belmont quest on a seeded table", () => {
  it("[T-BEL-03] Heart 9 fails against Fate's card: the Ace of hearts goes on top, and the next task offers Heart A", async () => {
    await table.start("Belmont Quest", { seed: SEED });
    const gm = await table.sit("Gamemaster");
    const first = await newTask(gm, "The chapel's ghosts whisper.");
    const heart = optionOf(gm, first, "Heart");
    await shows(heart.getByRole("img", { name: "9♥" }));
    await heart.getByRole("button", { name: "Pick" }).click();
    await shows(first.getByText("Failure! Reshuffle decks!"));
    await shows(first.getByRole("img", { name: "A♥" }));
    await shows(first.getByText("The Heart deck and Fate's Heart deck were shuffled with their discards; the Ace is on top of Heart."));
    await table.screenshot("sandbox-belmont-failure-ace");

    const next = await newTask(gm, "The crypt door groans.");
    const nextHeart = optionOf(gm, next, "Heart");
    await shows(nextHeart.getByRole("img", { name: "A♥" }));
    await shows(nextHeart.getByText("A", { exact: true }));
    await table.screenshot("sandbox-belmont-ace-on-top");
  });

  it("[T-BEL-02] the GM's +1 on Sharp turns a failure into a success: Sharp K, raised to A, meets Fate's A♣", async () => {
    await table.start("Belmont Quest", { seed: SEED });
    const gm = await table.sit("Gamemaster");
    const card = await newTask(gm, "The clock tower's gears grind.");
    const sharp = optionOf(gm, card, "Sharp");
    await shows(sharp.getByRole("img", { name: "K♣" }));
    await shows(sharp.getByText("83.3% to succeed"));
    await sharp.getByRole("button", { name: "Adjust Sharp" }).click();
    const adjust = gm.getByRole("dialog", { name: "Adjust Sharp" });
    await adjust.getByRole("combobox", { name: "Comes from" }).selectOption({ label: "Heart" });
    await adjust.getByRole("spinbutton", { name: "Bonus or malus" }).fill("1");
    await adjust.getByRole("button", { name: "OK" }).click();
    await shows(sharp.getByText("GM: +1 (Heart)"));
    await shows(sharp.getByText("A", { exact: true }));
    await shows(sharp.getByText("100% to succeed"));
    await table.screenshot("sandbox-belmont-gm-plus-one");

    await sharp.getByRole("button", { name: "Pick" }).click();
    await shows(card.getByText("Success!", { exact: true }));
    await shows(card.getByRole("img", { name: "A♣" }));
    await shows(card.getByText("The skill card meets or beats the challenge card."));
    await table.screenshot("sandbox-belmont-gm-plus-one-success");
  });
});
