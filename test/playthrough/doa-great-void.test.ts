/**
 * The Great Void at the sandbox table, by clicks only [DOA-16]: The Face lies Knocked Out; the
 * Town Guard hits him again, and the GM starts the Great Void's Epic Event from the combat card.
 * The GM calls a Conviction check against the guard's TC (both preset): its DR shows on the GM's
 * card, while Ann's card and her volunteer picker keep it unknown until the Epic Event ends. Ann spends her Joker on a
 * redraw; after a long rest it is back in her hand with the other Joker, and her deck holds the other 52; the GM awards a
 * Fate token. Seeded.
 */
import { describe, expect, it } from "vitest";
import { shows, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow } from "../sandbox/encounter.ts";

const table = useSandbox();

describe("The Great Void at the table", () => {
  it("[T-DOA-07] [T-DOA-06] A Knocked Out Dealer hit again enters the Great Void: the GM calls Conviction against the attacker's TC and sees its DR, Ann does not until the event ends; her spent Joker comes home on a long rest, and the GM awards a Fate token", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const sheet = gm.getByRole("dialog", { name: "The Face" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    const health = sheet.getByRole("spinbutton", { name: "Health" });
    await health.fill("-1");
    await health.press("Tab");
    await expect.poll(() => sheet.getByRole("spinbutton", { name: "Health" }).inputValue()).toBe("-1");
    await sheet.getByRole("button", { name: "Close window" }).click();

    await beginCombat(gm, ["The Face", "Town Guard"]);
    const combat = await chatCard(gm, "Combat");
    await combat.getByRole("button", { name: "Draw initiative" }).click();
    await shows(combat.getByText("Town Guard's turn"));
    await fighterRow(gm, combat, "The Face")
      .getByRole("button", { name: /^Attack/ })
      .click();
    await shows(combat.getByText("Town Guard hits The Face: 0 AP, 1 HP."));
    await combat.getByRole("button", { name: "The Great Void: an Epic Event for The Face" }).click();

    const epic = await chatCard(gm, "Epic Event");
    await epic.getByRole("button", { name: "Deal the cards" }).click();
    await epic.getByRole("button", { name: "Call a check" }).click();
    const call = gm.getByRole("dialog", { name: "Call a check" });
    // "A Conviction Check vs. their attacker's TC": the dialog offers the guard's TC and Conviction, preset [DOA-16].
    const check = call.getByRole("combobox", { name: "Check" });
    await shows(check);
    expect(await check.getByRole("option").allTextContents()).toEqual(["Conviction"]);
    expect(await call.getByRole("combobox", { name: "TC" }).getByRole("option").count()).toBe(1);
    await call.getByRole("spinbutton", { name: "DR" }).fill("4");
    await call.getByRole("button", { name: "OK" }).click();
    await shows(epic.getByRole("definition").filter({ hasText: /^4$/ }));

    // Ann's card and picker: the TC and the check, but the DR unknown and no outcomes foretold.
    const ann = await table.sit("Ann");
    const annEpic = await chatCard(ann, "Epic Event");
    await shows(annEpic.getByRole("definition").filter({ hasText: "Conviction" }));
    await shows(annEpic.getByRole("definition").filter({ hasText: /^unknown$/ }));
    await showsNone(annEpic.getByRole("definition").filter({ hasText: /^4$/ }));
    await annEpic.getByRole("button", { name: "Volunteer" }).click();
    const picker = ann.getByRole("dialog", { name: "Volunteer a card" });
    await shows(picker.getByRole("group", { name: "Card to play" }));
    await showsNone(picker.getByText(/DR/));
    await showsNone(picker.getByText(/Success|Fail/));
    await table.screenshot("sandbox-doa-great-void");
    await picker.getByRole("button", { name: "Play" }).click();
    // A redraw's odds would tell the DR: none are shown. Ann spends her Joker on a redraw anyway.
    await shows(annEpic.getByRole("button", { name: "Redraw with Red Joker" }));
    await showsNone(annEpic.getByText(/to succeed/));
    await annEpic.getByRole("button", { name: "Redraw with Red Joker" }).click();
    await showsNone(annEpic.getByRole("button", { name: "Redraw with Red Joker" }));
    await showsNone(annEpic.getByRole("button", { name: "Keep this result" }));

    // Resolved: the GM closes the call. The next call may face the same DR, so it stays unknown to
    // Ann on the record while the Epic Event lasts [DOA-16]; the GM's card shows it.
    await (await table.sit("Gamemaster")).getByRole("tab", { name: "Chat" }).click();
    await epic.getByRole("button", { name: "Close this check" }).click();
    await shows(epic.getByRole("listitem").filter({ hasText: /Conviction · DR 4/ }));
    await table.sit("Ann");
    await shows(annEpic.getByRole("listitem").filter({ hasText: /Conviction · DR unknown/ }));
    await showsNone(annEpic.getByRole("listitem").filter({ hasText: /DR 4/ }));

    // [T-DOA-06] The spent Joker went to the discard pile; a long rest brings it home, and the rest's
    // shuffle takes every discard back: The Face's deck holds its 54 cards again.
    await (await table.sit("Gamemaster")).getByRole("tab", { name: "Chat" }).click();
    await epic.getByRole("button", { name: "End: failure" }).click();
    await showsNone(epic.getByRole("button", { name: "End: failure" }));
    const annSeat = await table.sit("Ann");
    // The event is over: its DR is on the record for everyone.
    await shows(annEpic.getByRole("listitem").filter({ hasText: /Conviction · DR 4/ }));
    await annSeat.getByRole("tab", { name: "Actors" }).click();
    await annSeat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const face = annSeat.getByRole("dialog", { name: "The Face" });
    await shows(face.getByRole("heading", { name: /^Fate Cards\s*0$/ }));
    await face.getByRole("button", { name: "Long Rest" }).click();
    await face.getByRole("button", { name: "Close window" }).click();
    const gmSeat = await table.sit("Gamemaster");
    const rest = await chatCard(gmSeat, "Long Rest");
    await rest.getByRole("button", { name: "Deal the cards" }).click();
    await rest.getByRole("button", { name: "End: success" }).click();
    await showsNone(rest.getByRole("button", { name: "End: success" }));

    // The GM awards a Fate token from The Face's sheet [DOA-05].
    await gmSeat.getByRole("tab", { name: "Actors" }).click();
    await gmSeat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    await gmSeat.getByRole("dialog", { name: "The Face" }).getByRole("button", { name: "Award a Fate token" }).click();

    await table.sit("Ann");
    await annSeat.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    // After the long rest both Jokers are in her hand, the one she spent among them ("Jokers return to
    // the player's hand" [DOA-02]); the other 52 cards are in the deck again.
    await shows(face.getByRole("img", { name: "Red Joker" }));
    await shows(face.getByRole("img", { name: "Black Joker" }));
    await shows(face.getByText("Fate tokens: 1"));
    await shows(face.getByText("52 cards left"));
    await table.screenshot("sandbox-doa-after-long-rest");
  });
});
