/**
 * The docked hand (T-HAND-01) in 52 Fates: each seat has the hands docked along the bottom, faces
 * for the owner and backs for everyone else, a count beside each player in the Players list, all
 * following the cards live as the Fate Dealer deals; the dock collapses and resizes.
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();
const KORR = "Korr of the Red Steppes";

describe("the docked hand", () => {
  it("[T-HAND-01] Ann holds Korr's hand in the dock, Bob sees its backs, the Players list counts it, live as the Fate Dealer deals", async () => {
    await table.start("52 Fates");
    const ann = await table.sit("Ann");
    const annDock = ann.getByRole("dialog", { name: "Hands" });
    await shows(annDock.getByRole("region", { name: KORR }).getByText("No cards in hand."));
    await shows(ann.getByRole("complementary", { name: "Players" }).getByRole("img", { name: `0 cards in ${KORR}'s hand` }));

    // The Fate Dealer starts a combat and deals the hands.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("button", { name: `Add ${KORR} to the combat` }).click();
    await gm.getByRole("button", { name: "Add Sabre-tooth cat to the combat" }).click();
    await gm.getByRole("tab", { name: "Combat" }).click();
    await gm.getByRole("button", { name: "Begin combat" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await gm.getByRole("button", { name: "Deal hands and draw initiative" }).click();
    const gmKorr = gm.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await expect.poll(() => gmKorr.getByRole("img").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const dealt = await gmKorr.getByRole("img").count();

    // Ann: Korr's cards face up, each a button that selects it; the Players list counts them.
    const annAgain = await table.sit("Ann");
    const korr = annAgain.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(korr.getByRole("button", { pressed: false }), dealt);
    const faces = await Promise.all((await korr.getByRole("img").all()).map((image) => image.getAttribute("alt")));
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
});
