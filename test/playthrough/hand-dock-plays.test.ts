/**
 * Plays from the docked hand in a 52 Fates combat (T-HAND-02): every play a card can make shows its
 * odds before it is made — the attack's, a warrior's maneuver's (by the suit picked) and a wizard's
 * spell's; the dock's Discard discards where the rules ask for it (the cards beyond the HP after
 * damage) and is refused with the reason where they do not; the dock's grip resizes its cards by
 * pointer and by keyboard alone, remembered by each browser (T-HAND-01, T-HAND-03).
 * Seed 2: the players act first; Korr is dealt K♣ K♦ 8♥ 3♠, Ysolde 2♦ 10♥ Q♥.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard } from "../sandbox/encounter.ts";

const table = useSandbox();

const KORR = "Korr of the Red Steppes";
const YSOLDE = "Ysolde the Hedge-Witch";
const APE = "Ape-man of the Ash Hills";
const PERCENT = String.raw`(\d+\.\d%|[<>] \d+\.\d%)`;

/** Select `name` in the seat's own hand in the dock (waiting until it shows selected), then press one of the dock's buttons. */
async function fromDock(seat: FrameLocator, hand: string, name: string, button: "Play the selected card" | "Discard the selected card") {
  const dock = seat.getByRole("dialog", { name: "Hands" });
  const card = dock.getByRole("region", { name: hand }).getByRole("button", { name, exact: true });
  if ((await card.getAttribute("aria-pressed")) !== "true") await card.click();
  await showsText(dock.getByRole("status"), `Selected: ${name}`);
  await dock.getByRole("button", { name: button }).click();
}

const widthOf = async (card: Locator) => (await card.boundingBox())?.width ?? 0;

describe("plays from the docked hand", () => {
  it("[T-HAND-02] [T-HAND-01] [T-HAND-03] Korr's and Ysolde's plays show their odds before they are made; Discard only where the rules ask for it; the dock's grip resizes Ann's cards alone, by pointer and by keys", async () => {
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, [KORR, YSOLDE, APE]);
    const gmCard = await chatCard(gm, "Combat");
    await gmCard.getByRole("button", { name: "Deal hands and draw initiative" }).click();
    await shows(gmCard.getByText(/Round 1/));

    // Ann: no discard is owed, so the dock's Discard is refused with the reason and K♣ stays.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    const annDock = ann.getByRole("dialog", { name: "Hands" });
    const korrHand = annDock.getByRole("region", { name: KORR });
    await showsCount(korrHand.getByRole("button"), 4);
    await fromDock(ann, KORR, "K♣", "Discard the selected card");
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("The rules give no discard now"));
    await showsCount(korrHand.getByRole("button"), 4);

    // K♦ played from the dock on Korr's action against the ape-man: the attack's and the Disarm's odds (the same exchange) show first.
    const korr = annCard.getByRole("group", { name: `${KORR}' action` });
    await korr.getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await fromDock(ann, KORR, "K♦", "Play the selected card");
    await shows(korr.getByRole("button", { name: "K♦", exact: true, pressed: true }));
    const attackOdds = korr.getByRole("status", { name: "Odds of this attack" });
    const maneuverOdds = korr.getByRole("status", { name: "Odds of this maneuver" });
    await showsText(attackOdds, new RegExp(`^Chance to hit ${PERCENT} · defender's Ace \\(fumble\\) ${PERCENT}$`));
    const attackLine = (await attackOdds.textContent()) ?? "";
    await showsText(maneuverOdds, `Disarm: ${attackLine.replace(/^Chance/, "chance")}`);
    // With the 8♥ too the suits differ: no maneuver (said so); the K♦ taken back, the 8♥ is a Parry, sure to take effect.
    await fromDock(ann, KORR, "8♥", "Play the selected card");
    await showsText(maneuverOdds, "No maneuver with these cards: every card of one suit (a Fury Strike: two or more spades, no Ace).");
    await fromDock(ann, KORR, "K♦", "Play the selected card");
    await shows(korr.getByRole("button", { name: "K♦", exact: true, pressed: false }));
    await showsText(maneuverOdds, "Parry: takes effect for sure (no defence)");
    await table.screenshot("hand-dock-plays-fates52-owner");

    // Bob: Ysolde's 2♦ from his dock is a Protect on herself: sure, shown before the cast. He sees Korr's hand as backs only.
    const bob = await table.sit("Bob");
    const bobCard = await chatCard(bob, "Combat");
    const ysolde = bobCard.getByRole("group", { name: `${YSOLDE}'s action` });
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: YSOLDE });
    await fromDock(bob, YSOLDE, "2♦", "Play the selected card");
    await showsText(ysolde.getByRole("status", { name: "Odds of this spell" }), "Protect: takes effect for sure (no defence)");
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await showsText(ysolde.getByRole("status", { name: "Odds of this spell" }), "Protect: takes effect for sure (no defence)");
    const bobDock = bob.getByRole("dialog", { name: "Hands" });
    await showsCount(bobDock.getByRole("region", { name: KORR }).getByRole("img", { name: "A face-down card" }), 4);
    const bobWidth = await widthOf(bobDock.getByRole("region", { name: YSOLDE }).getByRole("img").first());
    await table.screenshot("hand-dock-plays-fates52-other");

    // Ann drags the dock's grip up: larger cards; on the grip, the arrow keys step them smaller, End to the largest.
    await table.sit("Ann");
    const grip = annDock.getByRole("slider", { name: "Card size" });
    const firstCard = korrHand.getByRole("img").first();
    const before = await widthOf(firstCard);
    const box = await grip.boundingBox();
    if (!box) throw new Error("the dock's grip is not on screen");
    await table.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await table.page.mouse.down();
    await table.page.mouse.move(box.x + box.width / 2, box.y - 40, { steps: 4 });
    await table.page.mouse.up();
    await expect.poll(() => widthOf(firstCard)).toBeGreaterThan(before + 20);
    expect(Number(await grip.getAttribute("aria-valuenow"))).toBeGreaterThan(76);
    const dragged = await widthOf(firstCard);
    // The drag left the focus on the grip: the arrow keys step it.
    await table.page.keyboard.press("ArrowDown");
    await expect.poll(() => widthOf(firstCard)).toBeLessThan(dragged);
    // The focus stays on the grip through its re-render: End reaches the largest.
    await table.page.keyboard.press("End");
    await expect.poll(() => grip.getAttribute("aria-valuenow")).toBe("132");
    // Collapsed and shown again, the dock keeps the size; Bob's browser keeps its own.
    await annDock.getByRole("button", { name: "Collapse the hands" }).click();
    await annDock.getByRole("button", { name: "Show the hands" }).click();
    await expect.poll(() => widthOf(firstCard)).toBeGreaterThan(dragged);
    await table.sit("Bob");
    expect(await widthOf(bobDock.getByRole("region", { name: YSOLDE }).getByRole("img").first())).toBe(bobWidth);

    // The Fate Dealer deals Korr 2 damage: 2 HP, 4 cards. Ann discards K♣ and 3♠ from the dock, one after the other.
    await table.sit("Gamemaster");
    const dealer = gmCard.getByRole("group", { name: "Fate Dealer" });
    await dealer.getByText("Fate Dealer", { exact: true }).click();
    await dealer.getByRole("combobox", { name: "Target" }).selectOption({ label: KORR });
    await dealer.getByRole("spinbutton", { name: "Damage" }).fill("2");
    await dealer.getByRole("button", { name: "Deal damage" }).click();
    await shows(gmCard.getByText("2/4 HP"));
    await table.sit("Ann");
    const discard = annCard.getByRole("group", { name: `${KORR}: discard down to HP` });
    await shows(discard);
    await fromDock(ann, KORR, "K♣", "Discard the selected card");
    await shows(ann.getByRole("list", { name: "Notifications" }).getByText("Picked to discard: 1 of 2."));
    await shows(discard.getByRole("button", { name: "K♣", exact: true, pressed: true }));
    await fromDock(ann, KORR, "3♠", "Discard the selected card");
    await showsNone(annCard.getByRole("group", { name: `${KORR}: discard down to HP` }));
    await shows(annCard.getByText(new RegExp(`${KORR} discards`)));
    await showsCount(korrHand.getByRole("button"), 2);
    await showsNone(korrHand.getByRole("button", { name: "K♣", exact: true }));
    await showsNone(korrHand.getByRole("button", { name: "3♠", exact: true }));
  });
});
