/**
 * The docked hand (T-HAND-01) in 52 Fates: each seat has the hands docked along the bottom, faces
 * for the owner and backs for everyone else, a count beside each player in the Players list, all
 * following the cards live as the Fate Dealer deals; the dock collapses and resizes; the keyboard
 * alone works it (T-HAND-03); sound and motion are each browser's to turn off (T-HAND-05).
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();
const KORR = "Korr of the Red Steppes";

/** The Fate Dealer starts a combat of Korr against the sabre-tooth cat and deals the hands; returns how many Korr holds. */
async function dealToKorr(): Promise<number> {
  const gm = await table.sit("Gamemaster");
  await gm.getByRole("button", { name: `Add ${KORR} to the combat` }).click();
  await gm.getByRole("button", { name: "Add Sabre-tooth cat to the combat" }).click();
  await gm.getByRole("tab", { name: "Combat" }).click();
  await gm.getByRole("button", { name: "Begin combat" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
  await gm.getByRole("button", { name: "Deal hands and draw initiative" }).click();
  const korr = gm.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
  await expect.poll(() => korr.getByRole("img").count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return korr.getByRole("img").count();
}

const facesIn = async (hand: ReturnType<FrameLocator["getByRole"]>) =>
  Promise.all((await hand.getByRole("img").all()).map((image) => image.getAttribute("alt")));

describe("the docked hand", () => {
  it("[T-HAND-01] Ann holds Korr's hand in the dock, Bob sees its backs, the Players list counts it, live as the Fate Dealer deals", async () => {
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    const annDock = ann.getByRole("dialog", { name: "Hands" });
    await shows(annDock.getByRole("region", { name: KORR }).getByText("No cards in hand."));
    await shows(ann.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `0 cards in ${KORR}'s hand` }));

    // The Fate Dealer starts a combat and deals the hands.
    const dealt = await dealToKorr();

    // Ann: Korr's cards face up, each a button that selects it; the Players list counts them.
    const annAgain = await table.sit("Ann");
    const korr = annAgain.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(korr.getByRole("button", { pressed: false }), dealt);
    const faces = await facesIn(korr);
    for (const face of faces) expect(face).toMatch(/^(10|[2-9JQKA])[♣♦♥♠]$/);
    await shows(annAgain.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `${dealt} cards in ${KORR}'s hand` }));
    await korr.getByRole("button").first().click();
    await shows(korr.getByRole("button", { pressed: true }));
    await showsText(annAgain.getByRole("dialog", { name: "Hands" }).getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await table.screenshot("hand-dock-fates52-owner");

    // Bob: the same hand as backs only, and its count.
    const bob = await table.sit("Bob");
    const bobSeesKorr = bob.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(bobSeesKorr.getByRole("img", { name: "A face-down card" }), dealt);
    await showsNone(bobSeesKorr.getByRole("button"));
    await shows(bob.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `${dealt} cards in ${KORR}'s hand` }));
    await table.screenshot("hand-dock-fates52-other");

    // Ann collapses the dock to a summary and opens it again; larger cards make the dock grow.
    await table.sit("Ann");
    const dock = annAgain.getByRole("dialog", { name: "Hands" });
    await dock.getByRole("button", { name: "Collapse the hands" }).click();
    await showsNone(korr);
    await shows(dock.getByText(`${KORR}: ${dealt} cards`));
    await dock.getByRole("button", { name: "Show the hands" }).click();
    const before = (await korr.getByRole("img").first().boundingBox())?.width ?? 0;
    await dock.getByRole("button", { name: "Larger cards" }).click();
    await expect.poll(async () => (await korr.getByRole("img").first().boundingBox())?.width ?? 0).toBeGreaterThan(before);
  });

  it("[T-HAND-03] Ann opens the hands, moves between Korr's cards, collapses the dock and is told what she cannot do, all from the keyboard", async () => {
    await table.start("52 Fates");
    await dealToKorr();
    const ann = await table.sit("Ann");
    const dock = ann.getByRole("dialog", { name: "Hands" });
    await dock.getByRole("button", { name: "Close window" }).click();
    await showsNone(dock);

    // H opens the hands again; ] and [ select the next and previous card of Korr's hand.
    await ann.getByRole("region", { name: "Scene" }).click({ position: { x: 500, y: 320 } });
    await table.page.keyboard.press("h");
    const korr = dock.getByRole("region", { name: KORR });
    await shows(korr);
    const faces = await facesIn(korr);
    await table.page.keyboard.press("]");
    await showsText(dock.getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await table.page.keyboard.press("]");
    await showsText(dock.getByRole("status"), `Selected: ${faces[1] ?? ""}`);
    await table.page.keyboard.press("[");
    await showsText(dock.getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await showsCount(korr.getByRole("button", { pressed: true }), 1);
    await table.screenshot("hand-dock-fates52-keyboard");

    // 52 Fates plays and draws only through its cards: the shortcuts say so instead of acting.
    await table.page.keyboard.press("Shift+P");
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("This ruleset plays cards only through its chat cards"));
    await table.page.keyboard.press("Shift+D");
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("cards come to your hand only through the rules"));
    await showsCount(korr.getByRole("img"), faces.length);

    // The focus sits on the selected card: Shift+Tab walks back to the dock's controls; Enter and Space press them.
    for (let step = 0; step < 3; step++) await table.page.keyboard.press("Shift+Tab");
    await table.page.keyboard.press("Enter");
    await showsNone(korr);
    await shows(dock.getByRole("button", { name: "Show the hands", expanded: false }));
    await table.page.keyboard.press("Space");
    await shows(korr);
    await shows(dock.getByRole("button", { name: "Collapse the hands", expanded: true }));
  });

  it("[T-HAND-01] Deck of Adventures: Fate Card hands are public by the rules, so Bob's dock shows The Face's hand as Ann's does", async () => {
    await table.start("Deck of Adventures");
    const ann = await table.sit("Ann");
    const annFace = ann.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "The Face" });
    await shows(annFace.getByText("0 cards"));
    await shows(ann.getByRole("complementary", { name: "Players" }).getByRole("img", { name: "0 cards in The Face's hand" }));
    await table.screenshot("hand-dock-doa-owner");
    const bob = await table.sit("Bob");
    const bobSeesFace = bob.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "The Face" });
    await shows(bobSeesFace.getByText("No cards in hand."));
    await showsNone(bobSeesFace.getByRole("img", { name: "A face-down card" }));
    await table.screenshot("hand-dock-doa-other");
  });

  it("[T-HAND-05] Ann turns Card sounds and Card motion off for her browser alone; the dealt cards still come to her dock", async () => {
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Settings" }).click();
    const annSettings = ann.getByRole("group", { name: "This browser's settings" });
    for (const name of ["Card sounds", "Card motion"]) {
      expect(await annSettings.getByRole("checkbox", { name }).isChecked()).toBe(true);
      await annSettings.getByRole("checkbox", { name }).uncheck();
    }
    const bob = await table.sit("Bob");
    await bob.getByRole("tab", { name: "Settings" }).click();
    for (const name of ["Card sounds", "Card motion"])
      expect(await bob.getByRole("group", { name: "This browser's settings" }).getByRole("checkbox", { name }).isChecked()).toBe(true);

    const dealt = await dealToKorr();
    const annAgain = await table.sit("Ann");
    for (const name of ["Card sounds", "Card motion"]) expect(await annSettings.getByRole("checkbox", { name }).isChecked()).toBe(false);
    await showsCount(annAgain.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR }).getByRole("button"), dealt);
  });
});
