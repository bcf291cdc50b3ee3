/**
 * The docked hand (T-HAND-01) in 52 Fates: each seat has the hands docked along the bottom, faces
 * for the owner and backs for everyone else, a count beside each player in the Players list, all
 * following the cards live as the Fate Dealer deals; the dock collapses and resizes; the keyboard
 * alone works it (T-HAND-03); a card is played from the dock on the chat card that asks for it,
 * selected and played or dragged there (T-HAND-02); sound and motion are each browser's to turn off
 * (T-HAND-05).
 */
import type { FrameLocator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ODDS, shows, showsCount, showsMoreThan, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, revealTargetCard } from "../sandbox/encounter.ts";
import { beginOpposition, press } from "../sandbox/opposition.ts";

const table = useSandbox();
const KORR = "Korr of the Red Steppes";

/** The Fate Dealer starts a combat of Korr against the sabre-tooth cat and deals the hands; returns how many Korr holds. */
async function dealToKorr(): Promise<number> {
  const gm = await table.sit("Gamemaster");
  await beginCombat(gm, [KORR, "Sabre-tooth cat"]);
  await gm.getByRole("button", { name: "Deal hands and draw initiative" }).click();
  // The deal is done once the combat card starts its first round; then Korr's hand is whole.
  await shows((await chatCard(gm, "Combat")).getByText(/Round 1/));
  const korr = gm.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
  await showsMoreThan(korr.getByRole("img"), 0);
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
    await shows(ann.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `0 cards in ${KORR}' hand` }));

    // The Fate Dealer starts a combat and deals the hands.
    const dealt = await dealToKorr();

    // Ann: Korr's cards face up, each a button that selects it; the Players list counts them.
    const annAgain = await table.sit("Ann");
    const korr = annAgain.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(korr.getByRole("button", { pressed: false }), dealt);
    const faces = await facesIn(korr);
    for (const face of faces) expect(face).toMatch(/^(10|[2-9JQKA])[♣♦♥♠]$/);
    await shows(annAgain.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `${dealt} cards in ${KORR}' hand` }));
    await korr.getByRole("button").first().click();
    await shows(korr.getByRole("button", { pressed: true }));
    await showsText(annAgain.getByRole("dialog", { name: "Hands" }).getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await table.screenshot("hand-dock-fates52-owner");

    // Bob: the same hand as backs only, and its count.
    const bob = await table.sit("Bob");
    const bobSeesKorr = bob.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(bobSeesKorr.getByRole("img", { name: "A face-down card" }), dealt);
    await showsNone(bobSeesKorr.getByRole("button"));
    await shows(bob.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `${dealt} cards in ${KORR}' hand` }));
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

  it("[T-HAND-03] [T-HAND-02] Ann finds the dock's keys in Configure Controls, opens the hands, moves between Korr's cards, plays the selected one on the combat card and collapses the dock, all from the keyboard (arrow keys included); a card dragged onto the combat card is picked too, and Korr attacks with both", async () => {
    // Seeded: the players' side wins initiative, so Korr's action (and his cards to pick) is on the combat card.
    await table.start("52 Fates", { seed: 1 });
    const dealt = await dealToKorr();
    const ann = await table.sit("Ann");
    const dock = ann.getByRole("dialog", { name: "Hands" });
    await dock.getByRole("button", { name: "Close window" }).click();
    await showsNone(dock);

    // Ann finds the dock's keys where Foundry users look for them: Settings, Configure Controls [T-HAND-03].
    await ann.getByRole("tab", { name: "Settings" }).click();
    await ann.getByRole("tabpanel", { name: "Settings" }).getByRole("button", { name: "Configure Controls" }).click();
    const controls = ann.getByRole("dialog", { name: "Configure Controls" });
    const keyOf = (action: string) => controls.getByRole("listitem").filter({ hasText: action }).locator("kbd");
    await showsText(keyOf("Open the hands"), /^H$/);
    await showsText(keyOf("Select the next card"), /^\]$/);
    await showsText(keyOf("Select the previous card"), /^\[$/);
    await showsText(keyOf("Play the selected card"), /^Shift \+ P$/);
    await table.screenshot("sandbox-configure-controls");
    await controls.getByRole("button", { name: "Close window" }).click();
    await showsNone(controls);
    await ann.getByRole("tab", { name: "Chat" }).click();

    // H opens the hands again; ] and [ select the next and previous card of Korr's hand.
    await ann.getByRole("region", { name: "Scene" }).click({ position: { x: 500, y: 320 } });
    await table.page.keyboard.press("h");
    const korr = dock.getByRole("region", { name: KORR });
    // Ann reads Korr's cards once they have all reached her seat.
    await showsCount(korr.getByRole("img"), dealt);
    const faces = (await facesIn(korr)).map((face) => face ?? "");
    await table.page.keyboard.press("]");
    await showsText(dock.getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await table.page.keyboard.press("]");
    await showsText(dock.getByRole("status"), `Selected: ${faces[1] ?? ""}`);
    await table.page.keyboard.press("[");
    await showsText(dock.getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    // On a card, the arrow keys move the selection too.
    await table.page.keyboard.press("ArrowRight");
    await showsText(dock.getByRole("status"), `Selected: ${faces[1] ?? ""}`);
    await table.page.keyboard.press("ArrowLeft");
    await showsText(dock.getByRole("status"), `Selected: ${faces[0] ?? ""}`);
    await showsCount(korr.getByRole("button", { pressed: true }), 1);
    await table.screenshot("hand-dock-fates52-keyboard");

    // Shift+P plays the selected card on the combat card: it is picked for Korr's action there. Drawing is the rules' alone.
    await table.page.keyboard.press("Shift+P");
    const action = ann.getByRole("group", { name: `${KORR}' action` });
    await expect
      .poll(() => action.getByRole("button", { name: faces[0], exact: true, pressed: true, includeHidden: true }).count(), {
        timeout: 40_000,
      })
      .toBe(1);
    // The odds of the play show at once, before any attack is made [CORE-05].
    const odds = action.getByRole("status", { name: "Odds of this attack", includeHidden: true });
    const chanceLine = new RegExp(`^Chance to hit (${ODDS}) · defender's Ace \\(fumble\\) (${ODDS})$`);
    await expect.poll(() => odds.textContent({ timeout: 40_000 }), { timeout: 40_000 }).toMatch(chanceLine);
    const oneCard = await odds.textContent();
    await table.page.keyboard.press("Shift+D");
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("cards come to your hand only through the rules"));
    await showsCount(korr.getByRole("img"), faces.length);

    // The focus sits on the selected card: Shift+Tab walks back over Discard and Play to the dock's controls; Enter and Space press them.
    for (let step = 0; step < 5; step++) await table.page.keyboard.press("Shift+Tab");
    await table.page.keyboard.press("Enter");
    await showsNone(korr);
    await shows(dock.getByRole("button", { name: "Show the hands", expanded: false }));
    await table.page.keyboard.press("Space");
    await shows(korr);
    await shows(dock.getByRole("button", { name: "Collapse the hands", expanded: true }));

    // Ann drags a second card onto the combat card: it is picked beside the first; Korr attacks with both.
    await ann.getByRole("tab", { name: "Chat" }).click();
    const combat = ann
      .getByRole("article")
      .filter({ has: ann.getByRole("heading", { name: "Combat" }) })
      .last();
    await shows(action.getByRole("button", { name: faces[0], exact: true, pressed: true }));
    await korr.getByRole("button", { name: faces[1], exact: true }).dragTo(combat);
    await shows(action.getByRole("button", { name: faces[1], exact: true, pressed: true }));
    // The dock names the dropped card as the one selected, no longer the one played before it.
    await showsText(dock.getByRole("status"), `Selected: ${faces[1] ?? ""}`);
    await showsCount(korr.getByRole("button", { name: faces[1], exact: true, pressed: true }), 1);
    // The odds follow the pick: two cards against the cat, read before the attack is made.
    await expect.poll(() => odds.textContent()).not.toBe(oneCard);
    const twoCards = (await odds.textContent()) ?? "";
    expect(twoCards).toMatch(chanceLine);
    await table.screenshot("hand-dock-fates52-picked");
    await action.getByRole("button", { name: "Attack", exact: true }).click();
    await shows(combat.getByText(/against Sabre-tooth cat/).first());
    // The attack made, the exchange shows the very odds its pick showed.
    await showsText(combat.getByText(/^Chance to hit/), twoCards);
    // Should the cat defend with an Ace, Korr fumbles: the odds of the damage card he then draws [F52-11].
    const fumble = `^Should ${KORR} fumble, the card drawn deals them 1 on a number card \\(${ODDS}\\), 2 on a face card \\(${ODDS}\\), \\d+ on an Ace \\(${ODDS}\\)$`;
    await shows(combat.getByText(new RegExp(fumble)));
    await showsCount(korr.getByRole("img"), faces.length - 2);
  });

  it("[T-HAND-01] [T-HAND-02] Deck of Adventures: a joker drawn in The Face's check comes to Ann's dock (Bob sees it too: Fate Cards are public); she plays it from the dock on the check, its redraw odds shown first, after a drop on another card was refused", async () => {
    await table.start("Deck of Adventures", { seed: 15 });
    const gm = await table.sit("Gamemaster");
    const tool = await revealTargetCard(gm);
    await shows(tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }));

    const ann = await table.sit("Ann");
    const annFace = ann.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "The Face" });
    await shows(annFace.getByText("No cards in hand."));
    const bluff = async () => {
      await ann.getByRole("tab", { name: "Actors" }).click();
      await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
      const sheet = ann.getByRole("dialog", { name: "The Face" });
      await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
      await ann.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" }).click();
      await sheet.getByRole("button", { name: "Close window" }).click();
      await ann.getByRole("tab", { name: "Chat" }).click();
      return ann.getByRole("article").filter({ hasText: "Bluffing check" }).last();
    };

    // The seeded draw turns up a joker: a Fate Card, held; the check waits for Ann's decision, with the odds of a redraw.
    const check = await bluff();
    await check.getByRole("button", { name: "Draw", exact: true }).click();
    await shows(check.getByRole("button", { name: "Redraw with Red Joker" }));
    await shows(
      check
        .getByRole("group")
        .filter({ hasText: "Odds if you redraw" })
        .getByText(/% to succeed/),
    );
    const joker = annFace.getByRole("button", { name: "Red Joker" });
    await shows(joker);
    await shows(ann.getByRole("complementary", { name: "Players" }).getByRole("img", { name: "1 card in The Face's hand" }));

    // A second check, not drawn yet, has no play for the joker: dropped there, it is refused with the reason and stays held.
    const second = await bluff();
    await shows(second.getByRole("button", { name: "Draw", exact: true }));
    await joker.dragTo(second);
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("That card has no play on this chat card now"));
    await shows(joker);

    // The dropped joker is the one selected in the dock: the dock names it; the first check still shows the redraw's odds.
    await showsText(ann.getByRole("dialog", { name: "Hands" }).getByRole("status"), "Selected: Red Joker");
    await shows(ann.getByRole("dialog", { name: "Hands" }).getByRole("button", { name: "Red Joker", pressed: true }));
    await table.screenshot("hand-dock-doa-owner");

    // Bob sees The Face's Fate Card face up (the rules make Fate Cards public), with no control over it.
    const bob = await table.sit("Bob");
    const bobSeesFace = bob.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "The Face" });
    await shows(bobSeesFace.getByRole("img", { name: "Red Joker" }));
    await showsNone(bobSeesFace.getByRole("button"));
    await showsNone(bobSeesFace.getByRole("img", { name: "A face-down card" }));
    await table.screenshot("hand-dock-doa-other");

    // Ann plays the selected joker from the dock: the first check redraws with it, and it leaves her hand.
    await table.sit("Ann");
    await ann.getByRole("dialog", { name: "Hands" }).getByRole("button", { name: "Play the selected card" }).click();
    await showsNone(check.getByRole("button", { name: "Redraw with Red Joker" }));
    await shows(annFace.getByText("No cards in hand."));
    await shows(second.getByRole("button", { name: "Draw", exact: true }));
  });

  it("[T-HAND-02] [T-HAND-03] Bastards: Ann picks Carlton's initiative card in the dock and presses the card's button; Bob drags Mara's onto the card; neither is asked again; Ann discards from the dock with Shift+X after Carlton's draw step, and a second discard, or Bob's out of turn, is refused with the reason", async () => {
    await table.start("A Game of Bastards", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await beginOpposition(gm, ["Carlton Reeve", "Mara Black"], { ownSide: ["Mara Black"] });
    await showsNone((await chatCard(gm, "Opposition")).getByRole("button", { name: /^Seat / }));

    // Ann selects a card of Carlton's hand in the dock, then presses the chat card's button: that card is his choice, no dialog.
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annDock = ann.getByRole("dialog", { name: "Hands" });
    const carlton = annDock.getByRole("region", { name: "Carlton Reeve" });
    await shows(carlton.getByRole("button", { pressed: false }));
    const held = await carlton.getByRole("button", { pressed: false }).count();
    expect(held).toBeGreaterThan(1);
    const [chosen] = await facesIn(carlton);
    await carlton.getByRole("button", { pressed: false }).first().click();
    await showsText(annDock.getByRole("status"), `Selected: ${chosen ?? ""}`);
    const annCard = ann.getByRole("article").filter({ hasText: "Opposition" }).last();
    await annCard.getByRole("button", { name: "Choose an initiative card" }).click();
    await showsNone(annCard.getByRole("button", { name: "Choose an initiative card" }));
    await showsNone(ann.getByRole("dialog", { name: "Choose a card" }));
    await showsCount(carlton.getByRole("img"), held - 1);
    expect(await facesIn(carlton)).not.toContain(chosen);

    // Bob drags the last (highest) card of Mara's hand out of his dock onto the opposition card: it is her choice, so Carlton acts first.
    const bob = await table.sit("Bob");
    await bob.getByRole("tab", { name: "Chat" }).click();
    const mara = bob.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: "Mara Black" });
    await shows(mara.getByRole("button"));
    const maraHeld = await mara.getByRole("button").count();
    const bobCard = bob.getByRole("article").filter({ hasText: "Opposition" }).last();
    await shows(bobCard.getByRole("button", { name: "Choose an initiative card" }));
    await mara.getByRole("button").last().dragTo(bobCard);
    await showsNone(bobCard.getByRole("button", { name: "Choose an initiative card" }));
    await showsCount(mara.getByRole("img"), maraHeld - 1);
    await table.screenshot("hand-dock-bastards-other");

    // Carlton acts first. After his draw step the rules give him one discard: Ann selects a card in the dock and presses Shift+X.
    await table.sit("Ann");
    // He draws his Luck, 2, onto the hand he kept after his initiative card (his sheet: Luck 2).
    await press(ann, "Draw (Luck)");
    await shows(annCard.getByRole("button", { name: "Discard a card" }));
    const drawn = held - 1 + 2;
    await showsCount(carlton.getByRole("img"), drawn);
    const discarded = (await facesIn(carlton))[0] ?? "";
    await carlton.getByRole("button", { name: discarded, exact: true }).click();
    await showsText(annDock.getByRole("status"), `Selected: ${discarded}`);
    await table.page.keyboard.press("Shift+X");
    await showsCount(carlton.getByRole("img"), drawn - 1);
    await showsNone(annCard.getByRole("button", { name: "Discard a card" }));
    await showsNone(ann.getByRole("dialog", { name: "Choose a card" }));
    // The card lies face up on the discard pile.
    await ann.getByRole("tab", { name: "Cards" }).click();
    await ann.getByRole("tabpanel", { name: "Cards" }).getByRole("button", { name: "Discard pile" }).click();
    const pile = ann.getByRole("dialog", { name: "Discard pile" });
    await shows(pile.getByRole("img", { name: discarded, exact: true }));
    await table.screenshot("hand-dock-bastards-discard");
    await pile.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();

    // A second discard this turn is not the rules': the dock's Discard is refused with the reason, and the card stays.
    const kept = (await facesIn(carlton))[0] ?? "";
    await carlton.getByRole("button", { name: kept, exact: true }).click();
    await annDock.getByRole("button", { name: "Discard the selected card" }).click();
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText(/^The rules give no discard now/));
    await showsCount(carlton.getByRole("img"), drawn - 1);

    // Nor is it Bob's while Carlton's turn runs: Mara's card stays in her hand.
    await table.sit("Bob");
    await mara.getByRole("button").first().click();
    await table.page.keyboard.press("Shift+X");
    await shows(bob.getByRole("list", { name: "Notifications" }).getByText(/^The rules give no discard now/));
    await showsCount(mara.getByRole("img"), maraHeld - 1);
    await table.screenshot("hand-dock-bastards-no-discard");
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
