/**
 * The Director's competitions at the sandbox table, by clicks only: Ann opens a competition from
 * Nell's sheet as an expert with an advantage and help; the Director joins with a character the
 * Director picks (nobody is picked at first, and only the picked one's competences show); Bob joins with Ilse; each competitor's cards and odds
 * show before anyone draws; the Director confirms Ann's and Bob's proposed entries, changing Bob's
 * (no History: Ilse's cards and odds change); Ann begins and the card counts the symbols. The table
 * leaves ties of symbols to the Director (a world setting the GM picks) and the seed makes it tie:
 * while the tie's cards lie face up, Ann's test of Nell's Dexterity is refused with the reason and
 * draws once the Director declares a draw [DIR-11].
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../sandbox/sheets.ts";
import { ODDS, shows, showsCount, showsHidden, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("the Director's competitions at the table", () => {
  it("[T-DIR-02] [T-DIR-03] [T-DIR-06] a three-way competition: Nell (expert, advantage, help), Tomas picked by the Director, Ilse; the Director confirms the players' entries, changing Ilse's; odds before the draw, then the symbols; tied, Nell's test waits until the Director declares a draw", async () => {
    await table.start("The Director's poker-deck rules", { seed: 5 });
    // The table leaves every tie of symbols to the Director (a world setting).
    const director = await table.sit("Gamemaster");
    await director.getByRole("tab", { name: "Settings" }).click();
    await director.getByRole("combobox", { name: "Ties in a competition" }).selectOption({ label: "The Director chooses at once" });
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Nell Okafor" }).click();
    const sheet = ann.getByRole("dialog", { name: "Nell Okafor" });
    await sheet.getByRole("button", { name: "Compete with Dexterity" }).click();
    const enter = ann.getByRole("dialog", { name: "Enter the competition" });
    await enter.getByRole("checkbox", { name: "Climbing (+2)" }).check();
    await enter.getByRole("checkbox", { name: "An advantage (+1)" }).check();
    await enter.getByRole("spinbutton", { name: "Characters helping (+1 if any)" }).fill("1");
    await enter.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();
    await ann.getByRole("tab", { name: "Chat" }).click();
    const annCard = ann.getByRole("article").filter({ hasText: "Competition" });
    // 5 + 2 (expert) + 1 (advantage) + 1 (help).
    await shows(annCard.getByText("draws 9"));
    // Nell has entered, and Ann owns no other character: nothing for her to join with.
    await showsNone(annCard.getByRole("button", { name: /^Join with/ }));

    // The Director owns every character: Join asks who joins.
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    const gmCard = gm.getByRole("article").filter({ hasText: "Competition" });
    await gmCard.getByRole("button", { name: "Join with Spirit" }).click();
    const gmEnter = gm.getByRole("dialog", { name: "Enter the competition" });
    // Nobody is picked for the Director [T-DIR-02]: the list asks for a pick, and no one's competences show yet.
    const who = gmEnter.getByRole("combobox", { name: "Who joins" });
    await expect.poll(() => who.inputValue()).toBe("");
    expect(await who.getByRole("option").first().textContent()).toBe("Pick a character…");
    await showsHidden(gmEnter.getByRole("checkbox", { name: /^Brawling/ }));
    await showsHidden(gmEnter.getByRole("checkbox", { name: "Climbing (+2)" }));
    await table.screenshot("sandbox-director-who-joins");
    await who.selectOption({ label: "Tomas Vey" });
    await shows(gmEnter.getByRole("checkbox", { name: /^Brawling/ }));
    await showsHidden(gmEnter.getByRole("checkbox", { name: "Climbing (+2)" }));
    await gmEnter.getByRole("button", { name: "OK" }).click();
    await shows(gmCard.getByText("Tomas Vey"));

    const bob = await table.sit("Bob");
    await bob.getByRole("tab", { name: "Chat" }).click();
    const bobCard = bob.getByRole("article").filter({ hasText: "Competition" });
    await bobCard.getByRole("button", { name: "Join with Mind" }).click();
    const bobEnter = bob.getByRole("dialog", { name: "Enter the competition" });
    await bobEnter.getByRole("checkbox", { name: "History (+2)" }).check();
    await bobEnter.getByRole("button", { name: "OK" }).click();
    await showsCount(bobCard.getByText(new RegExp(`${ODDS} to win`)), 3);
    await showsNone(bobCard.getByRole("button", { name: /^Join with/ }));
    await shows(bobCard.getByText(new RegExp(`^Tie: ${ODDS}`)));
    // Ann's and Bob's entries are proposals: nobody may begin before the Director confirms them.
    await showsCount(bobCard.getByText(/^Proposed: the Director confirms/), 2);
    await showsNone(bobCard.getByRole("button", { name: /^(Confirm|Change)/ }));
    await table.screenshot("sandbox-director-competition-odds");

    // The Director: History does not help Ilse here — her entry is changed, and her cards and odds follow.
    await table.sit("Gamemaster");
    const ilse = gmCard.getByRole("listitem").filter({ hasText: "Professor Ilse Brandt" });
    await shows(ilse.getByText("draws 7"));
    const ilseOdds = await ilse.getByText(new RegExp(`${ODDS} to win`)).innerText();
    await gmCard.getByRole("button", { name: "Change Professor Ilse Brandt's entry…" }).click();
    const change = gm.getByRole("dialog", { name: "Change the entry" });
    await change.getByRole("checkbox", { name: "History (+2)" }).uncheck();
    await change.getByRole("button", { name: "OK" }).click();
    await shows(ilse.getByText("draws 5"));
    await showsNone(ilse.getByText(ilseOdds, { exact: true }));
    await gmCard.getByRole("button", { name: "Confirm Nell Okafor's entry" }).click();
    await gmCard.getByRole("button", { name: "Confirm Professor Ilse Brandt's entry" }).click();
    await showsNone(gmCard.getByText(/^Proposed: the Director confirms/));

    await table.sit("Ann");
    await annCard.getByRole("button", { name: "Begin" }).click();
    await showsText(annCard, /(wins the competition|Tied)/);
    await table.screenshot("sandbox-director-competition-drawn");
    await showsCount(annCard.getByText(/^\d+ symbols?$/), 3);
    await shows(annCard.getByText(/^Tied: the Director declares a draw/));

    // While the tie's cards lie face up, Nell's action deck is not whole: a test drawing from it is
    // refused with the reason and draws nothing; once the Director declares a draw, it draws [DIR-11].
    const nell = await openSheet(ann, "Nell Okafor");
    await nell
      .getByRole("row", { name: /Dexterity/ })
      .getByRole("button", { name: "Test" })
      .click();
    const setup = ann.getByRole("dialog", { name: "Set up a test" });
    await setup.getByRole("spinbutton", { name: "Difficulty" }).fill("2");
    await setup.getByRole("button", { name: "OK" }).click();
    await nell.getByRole("button", { name: "Close window" }).click();
    await table.sit("Gamemaster");
    const gmTest = gm.getByRole("article").filter({ hasText: "Dexterity test" });
    await gmTest.getByRole("button", { name: "Confirm" }).click();
    await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    const test = ann.getByRole("article").filter({ hasText: "Dexterity test" });
    await test.getByRole("button", { name: "Draw 2" }).click();
    await showsText(ann.getByRole("alert"), /^Cards of this deck still lie face up in a tied competition/);
    await showsNone(test.getByRole("img"));
    await table.sit("Gamemaster");
    await gmCard.getByRole("button", { name: "Declare a draw" }).click();
    await shows(gmCard.getByText("The competition is a draw."));
    await table.sit("Ann");
    await test.getByRole("button", { name: "Draw 2" }).click();
    await showsCount(test.getByRole("img"), 2);
    await shows(test.getByText(/^(Success|Failure)/));
  });
});
