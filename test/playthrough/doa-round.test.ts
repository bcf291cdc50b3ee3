/**
 * A Deck of Adventures combat round's controls at the sandbox table [T-DOA-04], clicked as the GM,
 * Ann and Bob would: The Fighter's initiative draw offers a redraw with his Fate token, with where
 * a new card would put him, and the GM keeps it. The Town Guard acts first: the GM counts two Dealers within 1 space of it
 * (Outnumbered: attacks on it +1) and it strikes The Face, who holds no Fate Card to ignore it with;
 * the GM awards him a Fate token on his sheet, mid-fight, and the card offers it [DOA-05]. Ann
 * delays The Face's turn until after The Fighter; Bob's attack on the guard carries the +1; back on
 * The Face's delayed turn Ann toughens up with the token, and the GM ends the combat.
 * In another fight, The Face holds both Jokers (a long rest) and a token; the Bandit's short sword
 * takes 2 HP and Ann spends the two Jokers against it, one point each [DOA-04]. In a third, the
 * Bandit's two hits in a round call for The Face's check against Stunned, its odds shown before the
 * GM ends the Bandit's turn and draws it [DOA-16].
 * Seeded: the table deals the same cards every run.
 */
import type { FrameLocator } from "playwright-core";
import { describe, it } from "vitest";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard, fighterRow } from "../sandbox/encounter.ts";
import { openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

/** The GM awards `name` a Fate token on their sheet, and closes it. */
async function awardFateToken(gm: FrameLocator, name: string): Promise<void> {
  await gm.getByRole("tab", { name: "Actors" }).click();
  await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name }).click();
  const sheet = gm.getByRole("dialog", { name });
  await sheet.getByRole("button", { name: "Award a Fate token" }).click();
  await shows(sheet.getByText("Fate tokens: 1"));
  await sheet.getByRole("button", { name: "Close window" }).click();
}

describe("a combat round's controls at the table", () => {
  it("[T-DOA-04] [T-DOA-06] [T-CORE-04] an initiative redraw's odds, Outnumbered counted by the GM, a delayed turn, and Toughening Up with a Fate token awarded mid-fight, clicked by the GM, Ann and Bob", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    // The Fighter holds a Fate token from an earlier session: his initiative draw offers a redraw,
    // with where a new card would put him [DOA-03, DOA-13]; the GM keeps the card.
    await awardFateToken(gm, "The Fighter");
    await beginCombat(gm, ["The Face", "The Fighter", "Town Guard"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await showsText(
      card.getByText(/^If you redraw instead of keeping /),
      /\d+(\.\d+)?% to act earlier, \d+(\.\d+)?% in the same place, \d+(\.\d+)?% later\.$/,
    );
    // Initiative is still being drawn: nobody's turn yet (it read "The Face's turn", the first to draw).
    await showsNone(card.getByText(/'s turn$/));
    await table.screenshot("sandbox-doa-initiative-redraw");
    await card.getByRole("button", { name: "Keep this result" }).click();
    await shows(card.getByText("Town Guard's turn"));

    // Outnumbered: the GM counts two Dealers within 1 space of the guard.
    const guard = fighterRow(gm, card, "Town Guard");
    await guard.getByRole("button", { name: "One Dealer more within 1 space" }).click();
    await shows(guard.getByText("Dealers within 1 space: 1"));
    await guard.getByRole("button", { name: "One Dealer more within 1 space" }).click();
    await shows(guard.getByText("Outnumbered: attacks on it +1"));

    // The guard strikes The Face, and ends its turn.
    await fighterRow(gm, card, "The Face")
      .getByRole("button", { name: /^Attack · / })
      .click();
    await shows(card.getByText("Town Guard hits The Face: 0 AP, 1 HP."));
    await shows(fighterRow(gm, card, "The Face").getByText("HP 5/6"));
    await showsNone(fighterRow(gm, card, "The Face").getByRole("button", { name: /^Toughen up/ }));
    // The GM awards The Face a Fate token on his sheet mid-fight: the card offers it against the
    // damage, which can be ignored until the end of The Face's next turn.
    await awardFateToken(gm, "The Face");
    await gm.getByRole("tab", { name: "Chat" }).click();
    await shows(fighterRow(gm, card, "The Face").getByRole("button", { name: "Toughen up (token)" }));
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("The Face's turn"));

    // Ann delays The Face's turn until after The Fighter.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    await annCard.getByRole("group", { name: "Delay until after" }).getByRole("button", { name: "The Fighter" }).click();
    await shows(annCard.getByText("The Fighter's turn"));

    // Bob attacks the guard: the +1 for Outnumbered is in his draw.
    const bob = await table.sit("Bob");
    const bobCard = await chatCard(bob, "Combat");
    await fighterRow(bob, bobCard, "Town Guard")
      .getByRole("button", { name: /^Attack · / })
      .click();
    // His token offers a redraw of the attack too: Bob keeps the card.
    await bobCard.getByRole("button", { name: "Keep this result" }).click();
    await shows(fighterRow(bob, bobCard, "Town Guard").getByText("Outnumbered: attacks on it +1"));
    await shows(bobCard.getByText("The Fighter hits Town Guard: 1 AP, 2 HP."));
    await bobCard.getByRole("button", { name: "End turn" }).click();
    await shows(bobCard.getByText("The Face's turn"));

    // The Face's delayed turn: Ann toughens up with the token, and the 1 HP comes back.
    await table.sit("Ann");
    const face = fighterRow(ann, annCard, "The Face");
    await face.getByRole("button", { name: "Toughen up (token)" }).click();
    await shows(face.getByText("HP 6/6"));
    await showsNone(face.getByRole("button", { name: "Toughen up (token)" }));
    await table.screenshot("sandbox-doa-round");
    await annCard.getByRole("button", { name: "End turn" }).click();
    await shows(annCard.getByText("Round 2"));

    // The GM ends the encounter in the combat tracker: the card's fight ends with it.
    const gmSeat = await table.sit("Gamemaster");
    await gmSeat.getByRole("tab", { name: "Combat" }).click();
    await gmSeat.getByRole("button", { name: "End combat" }).click();
    const gmCard = await chatCard(gmSeat, "Combat");
    await showsNone(gmCard.getByRole("button", { name: "End combat" }));
    await showsNone(gmCard.getByRole("button", { name: "End turn" }));
  }, 300_000);

  it("[T-DOA-06] [T-DOA-04] over a slow connection (every message 300 ms late): the GM awards The Fighter two Fate tokens with two quick clicks and he holds two; the GM ends a turn on the combat card and at once ends the encounter in the tracker: the card's fight ends, and nothing fails", async () => {
    await table.start("Deck of Adventures", { seed: 1, delay: 300 });
    const gm = await table.sit("Gamemaster");
    const sheet = await openSheet(gm, "The Fighter");
    const award = sheet.getByRole("button", { name: "Award a Fate token" });
    await award.click();
    await award.click();
    await shows(sheet.getByText("Fate tokens: 2"));
    await sheet.getByRole("button", { name: "Close window" }).click();

    await beginCombat(gm, ["The Face", "Town Guard"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await shows(card.getByText(/'s turn$/));
    await card.getByRole("button", { name: "End turn" }).click();
    await gm.getByRole("tab", { name: "Combat" }).click();
    await gm.getByRole("button", { name: "End combat" }).click();
    const ended = await chatCard(gm, "Combat");
    await showsNone(ended.getByRole("button", { name: "End turn" }));
    await showsNone(ended.getByRole("button", { name: "End combat" }));
  });

  it("[T-DOA-12] [T-DOA-06] a Dealer hit for 2 spends up to 2 Fate Cards against it: after a long rest The Face holds both Jokers and a Fate token; the Bandit's short sword takes 2 HP, Ann spends the two Jokers, the 2 HP come back, and the token is not offered for damage that is gone", async () => {
    await table.start("Deck of Adventures", { seed: 1 });
    // A long rest brings both Jokers to The Face's hand [DOA-02]; the GM awards a Fate token too.
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "The Face");
    await sheet.getByRole("button", { name: "Long Rest" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    const gm = await table.sit("Gamemaster");
    const rest = await chatCard(gm, "Long Rest");
    await rest.getByRole("button", { name: "Deal the cards" }).click();
    await rest.getByRole("button", { name: "End: success" }).click();
    await showsNone(rest.getByRole("button", { name: "End: success" }));
    await awardFateToken(gm, "The Face");

    // The Face acts first (4♦ against the Bandit's 2♣) and ends his turn; the Bandit's short sword hits him for 2.
    await beginCombat(gm, ["The Face", "Bandit"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await card.getByRole("button", { name: "Keep this result" }).click();
    await shows(card.getByText("The Face's turn"));
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Bandit's turn"));
    await fighterRow(gm, card, "The Face")
      .getByRole("button", { name: /^Attack · / })
      .click();
    await shows(card.getByText("Bandit hits The Face: 0 AP, 2 HP."));

    // Ann: every Fate Card The Face holds is offered against the 2 damage; she spends both Jokers.
    await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    const face = fighterRow(ann, annCard, "The Face");
    await shows(face.getByText("HP 4/6"));
    // The Bandit's next attack on him shows its odds to Ann too, named as the attack's (she cannot press it).
    await shows(face.getByText("Attack odds"));
    await showsNone(face.getByRole("button", { name: /^Attack · / }));
    await shows(face.getByRole("button", { name: "Toughen up (token)" }));
    await shows(face.getByRole("button", { name: "Toughen up (Black Joker)" }));
    await table.screenshot("sandbox-doa-toughen-up");
    await face.getByRole("button", { name: "Toughen up (Red Joker)" }).click();
    await shows(face.getByText("HP 5/6"));
    await face.getByRole("button", { name: "Toughen up (Black Joker)" }).click();
    await shows(face.getByText("HP 6/6"));
    // Both points ignored: nothing is left to ignore, so the token he still holds is not offered.
    await showsNone(face.getByRole("button", { name: /^Toughen up/ }));
    // His sheet: the Jokers spent (to the discard pile [DOA-02]), the token kept.
    const after = await openSheet(ann, "The Face");
    await shows(after.getByText("No Fate Cards held."));
    await shows(after.getByText("Fate tokens: 1"));
  });

  it("[T-DOA-04] [T-CORE-04] Stunned: the Bandit's two hits take 4 HP from The Face in a round, and before the GM ends the Bandit's turn the card tells the chance of the check The Face will draw against Stunned; then the check is drawn (7♥: he shakes it off, both actions left)", async () => {
    // Seed 1: The Face draws 10♠ for initiative and acts first; the Bandit's two attacks hit.
    await table.start("Deck of Adventures", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, ["The Face", "Bandit"]);
    const card = await chatCard(gm, "Combat");
    await card.getByRole("button", { name: "Draw initiative" }).click();
    await shows(card.getByText("The Face's turn"));
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("Bandit's turn"));
    const attack = fighterRow(gm, card, "The Face").getByRole("button", { name: /^Attack · / });
    await attack.click();
    await shows(card.getByText(/Actions 1\/2/));
    await attack.click();
    await shows(fighterRow(gm, card, "The Face").getByText("HP 2/6"));
    // 3 or more damage in a round: The Face checks against Stunned as his turn begins [DOA-16]; its odds first.
    const warning = card.getByText(/^When this turn ends, The Face checks against Stunned: \d+(\.\d+)?% to shake it off\.$/);
    await shows(warning);
    await warning.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-doa-stun-odds");
    await card.getByRole("button", { name: "End turn" }).click();
    await shows(card.getByText("The Face's turn"));
    await shows(card.getByText(/Last draw: The Face/));
    await shows(card.getByRole("img", { name: "7♥" }));
    await shows(card.getByText(/Actions 2\/2/));
    await showsNone(card.getByText("Stunned: move or act this turn, not both."));
  });
});
