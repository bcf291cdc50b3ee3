/**
 * 52 Fates combats at the sandbox table, clicked as the Fate Dealer and Ann would: the GM puts Korr
 * and a monster into the encounter, begins it from the combat tracker and deals from the combat card.
 * A hit shrinks Korr's hand to his HP and Ann picks the card he keeps; a monster killed in one
 * combat fights the next one unhurt, from its sheet; two rounds of moves, attacks, a maneuver and
 * spells a wizard casts on herself; a wound Ann marks on Korr's sheet between the card's posting and
 * the deal; the dying clock, and a dying draw's heart, then the wake draw
 * (the Fate Dealer sets the number, the player draws).
 * Every table is seeded, so each deal is known and no step depends on chance.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { beginCombat, chatCard } from "../sandbox/encounter.ts";
import { editSheet, enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

const KORR = "Korr of the Red Steppes";
const YSOLDE = "Ysolde the Hedge-Witch";
const APE = "Ape-man of the Ash Hills";
const CULTIST = "Cultist of the Black Lotus";

/** The Fate Dealer begins a combat of these fighters and deals from its card, once it shows the players' chance to act first [T-CORE-04]. */
async function dealCombat(gm: FrameLocator, fighters: readonly string[]): Promise<Locator> {
  await beginCombat(gm, fighters);
  const card = await chatCard(gm, "Combat");
  await shows(card.getByRole("status", { name: "Odds of the initiative draw" }).getByText(/^Chance the players act first: [\d.]+%$/));
  await table.screenshot("sandbox-fates52-deal-odds");
  await card.getByRole("button", { name: "Deal hands and draw initiative" }).click();
  await shows(card.getByText(/Round 1/));
  return card;
}

/** The Fate Dealer's panel on the card, opened (the card closes it when it changes). */
async function dealerPanel(card: Locator): Promise<Locator> {
  const dealer = card.getByRole("group", { name: "Fate Dealer" });
  if (!(await dealer.getByRole("combobox", { name: "Target" }).isVisible())) await dealer.getByText("Fate Dealer", { exact: true }).click();
  return dealer;
}

/** The Fate Dealer's panel: damage to one fighter. */
async function dealDamage(card: Locator, target: string, amount: number): Promise<void> {
  const dealer = await dealerPanel(card);
  await dealer.getByRole("combobox", { name: "Target" }).selectOption({ label: target });
  await dealer.getByRole("spinbutton", { name: "Damage" }).fill(String(amount));
  await dealer.getByRole("button", { name: "Deal damage" }).click();
}

describe("52 Fates combats at the table", () => {
  it("[T-F52-03] [T-F52-02] Korr at 4 HP takes 3 damage: his hand shrinks to 1 and Ann picks the card he keeps; the Fate Dealer draws initiative for each monster of the Guardian group; the cultist taken out of the tracker mid-fight leaves and Ysolde put in joins; a sabre-tooth cat of a new group waits until the Fate Dealer draws its initiative, its odds shown first; HP marked on his sheet reaches the fight", async () => {
    await table.start("52 Fates", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    // The Fate Dealer puts the Cultist in the Tomb guardian's initiative group, on its sheet.
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: CULTIST }).click();
    const cultist = gm.getByRole("dialog", { name: CULTIST });
    await cultist.getByRole("button", { name: "Edit" }).click();
    await cultist.getByRole("textbox", { name: "Initiative group" }).fill("Guardian");
    await cultist.getByRole("button", { name: "Play" }).click();
    await shows(cultist.getByText("Guardian", { exact: true }));
    await cultist.getByRole("button", { name: "Close window" }).click();
    const gmCard = await dealCombat(gm, [KORR, "Tomb guardian", CULTIST]);
    await shows(gmCard.getByText("4/4 HP"));
    // Initiative [F52-05]: each monster of the group draws its own card, as Korr does, and the group's best counts.
    await shows(gmCard.getByTitle(/^Korr of the Red Steppes drew \S+ for initiative$/));
    await shows(gmCard.getByTitle(/^Tomb guardian drew \S+ for initiative$/));
    await shows(gmCard.getByTitle(/^Cultist of the Black Lotus drew \S+ for initiative$/));
    await shows(gmCard.getByText(/^best: \S+$/));
    await table.screenshot("sandbox-fates52-initiative");
    // Initiative comes from the cards: the tracker offers no Roll All, Roll NPCs or Roll Initiative.
    await gm.getByRole("tab", { name: "Combat" }).click();
    const tracker = gm.getByRole("tabpanel", { name: "Combat" });
    await shows(tracker.getByRole("list", { name: "Combatants" }));
    await showsNone(tracker.getByRole("button", { name: /Roll/ }));
    // The card runs the fight: the cultist taken out of the combat from the scene (he flees) leaves the
    // fight on the card; Ysolde put into it mid-fight joins it, dealt her hand, with the players [F52-04, F52-05].
    await gm.getByRole("button", { name: `Remove ${CULTIST} from the combat` }).click();
    await shows(gm.getByRole("button", { name: `Add ${CULTIST} to the combat` }));
    await gm.getByRole("button", { name: `Add ${YSOLDE} to the combat` }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await shows(gmCard.getByText(`${CULTIST} leaves the fight.`));
    await shows(gmCard.getByText(`${YSOLDE} joins the fight.`));
    await gmCard.getByText(`${YSOLDE} joins the fight.`).scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-fates52-joins");
    // A sabre-tooth cat prowls in: its group is new to the fight, so it waits on the card until the Fate
    // Dealer draws its initiative card, the chance it acts this round on the button [F52-05, CORE-05].
    await gm.getByRole("button", { name: "Add Sabre-tooth cat to the combat" }).click();
    await shows(gmCard.getByText("Sabre-tooth cat joins the fight."));
    const arrival = gmCard.getByRole("button", { name: /^Draw initiative/ });
    await showsText(arrival, /^Draw initiative · acts this round: \d+(\.\d+)?%$/);
    await arrival.scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-fates52-arrival-odds");
    await arrival.click();
    await shows(gmCard.getByTitle(/^Sabre-tooth cat drew \S+ for initiative$/));
    await showsNone(gmCard.getByRole("button", { name: /^Draw initiative/ }));
    await dealDamage(gmCard, KORR, 3);
    await shows(gmCard.getByText("1/4 HP"));
    await gm.getByRole("tab", { name: "Combat" }).click();
    await shows(tracker.getByRole("listitem").filter({ hasText: new RegExp(`^${YSOLDE} \\(\\d+\\)$`) }));
    await showsNone(tracker.getByRole("listitem").filter({ hasText: CULTIST }));
    await showsCount(tracker.getByRole("listitem"), 4);
    await shows(gm.getByRole("button", { name: `Remove ${YSOLDE} from the combat` }));
    await table.screenshot("sandbox-fates52-tracker-roster");
    await gm.getByRole("tab", { name: "Chat" }).click();

    const ann = await table.sit("Ann");
    const card = await chatCard(ann, "Combat");
    const discard = card.getByRole("group", { name: `${KORR}: discard down to HP` });
    await shows(discard);
    // Korr's four cards, by name; Ann keeps the last one and discards the other three.
    const picks = discard.getByRole("button").filter({ has: ann.getByRole("img") });
    await showsCount(picks, 4);
    const names: string[] = [];
    for (let index = 0; index < 4; index += 1) names.push((await picks.nth(index).getByRole("img").getAttribute("alt")) ?? "");
    const kept = names[3]!;
    // Korr may not act before he discards: his action controls are not offered.
    await showsNone(card.getByRole("group", { name: `${KORR}' action` }));
    for (const name of names.slice(0, 3)) await discard.getByRole("button", { name, exact: true }).click();
    await discard.getByRole("button", { name: "Discard the picked cards" }).click();
    await showsNone(card.getByRole("group", { name: `${KORR}: discard down to HP` }));
    await shows(card.getByText(new RegExp(`${KORR} discards`)));

    // His sheet: one card in hand, the one Ann kept.
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: KORR }).click();
    const sheet = ann.getByRole("dialog", { name: KORR });
    await shows(sheet.getByRole("heading", { name: /^Hand\s*1$/ }));
    await shows(sheet.getByRole("img", { name: kept, exact: true }));
    await table.screenshot("sandbox-fates52-hand-shrinks");

    // Ann marks a point of healing on his sheet: the fight follows it.
    await editSheet(sheet);
    await enter(sheet.getByRole("spinbutton", { name: "Hit points" }), "2");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await shows(card.getByText("2/4 HP"));
    await shows(card.getByText(`${KORR} heals 1 (2 HP).`));
  });

  it("[T-F52-04] the Fate Dealer edits a monster's attacks on its sheet; the same monster is fought in two combats in a row: killed in the first, it starts the second from its sheet's HP", async () => {
    // Seed 2: in the second combat the cat wins the initiative and holds A♣ and 2♥.
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Sabre-tooth cat" }).click();
    const sheet = gm.getByRole("dialog", { name: "Sabre-tooth cat" });
    await sheet.getByRole("button", { name: "Edit" }).click();
    await sheet.getByRole("button", { name: "Add an attack" }).click();
    const names = sheet.getByRole("textbox", { name: "Attack name" });
    await showsCount(names, 3);
    await names.nth(2).fill("Tail lash");
    await names.nth(2).press("Tab");
    await sheet.getByRole("button", { name: "Remove Fangs and claws" }).click();
    await showsCount(names, 2);
    await sheet.getByRole("button", { name: "Play" }).click();
    await shows(sheet.getByRole("table", { name: "Tail lash" }));
    await shows(sheet.getByRole("table", { name: "Pounce" }));
    await showsNone(sheet.getByRole("table", { name: "Fangs and claws" }));
    await table.screenshot("sandbox-fates52-monster-sheet");
    await sheet.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();

    const first = await dealCombat(gm, [KORR, "Sabre-tooth cat"]);
    await shows(first.getByText("6/6 HP"));
    await dealDamage(first, "Sabre-tooth cat", 6);
    await shows(first.getByText("0/6 HP"));
    await first.getByRole("button", { name: "End combat" }).click();
    await shows(first.getByText("Combat over"));

    const second = await dealCombat(gm, [KORR, "Sabre-tooth cat"]);
    await shows(second.getByText("6/6 HP"));
    await showsNone(second.getByText("0/6 HP"));
    // The cat acts first: the Fate Dealer plays its 2♥ with its Pounce.
    const cat = second.getByRole("group", { name: "Sabre-tooth cat's action" });
    await cat.getByRole("button", { name: "2♥", exact: true }).click();
    await cat.getByRole("combobox", { name: "Which attack" }).selectOption({ label: "Pounce" });
    await table.screenshot("sandbox-fates52-attack-choice");
    await cat.getByRole("button", { name: "Attack", exact: true }).click();
    await shows(second.getByText(`Sabre-tooth cat: Pounce against ${KORR}`));
    await table.screenshot("sandbox-fates52-second-combat");
  });

  it("[T-F52-05] [T-F52-02] Korr at 0 HP is dying: each round that ends without his draw counts as no heart, and after three he is dead; a wound marked on his sheet after the combat card is posted is dealt with, and his sheet keeps it", async () => {
    // Seed 2: the players act first.
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    await beginCombat(gm, [KORR, "Tomb guardian"]);
    const card = await chatCard(gm, "Combat");
    await shows(card.getByRole("button", { name: "Deal hands and draw initiative" }));
    // Before the Fate Dealer deals, Ann marks a wound on Korr's sheet: 3 HP of 4.
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, KORR);
    await editSheet(sheet);
    await enter(sheet.getByRole("spinbutton", { name: "Hit points" }), "3");
    await sheet.getByRole("button", { name: "Close window" }).click();
    // The Fate Dealer sees the wound on Korr's sheet (over a slow connection it arrives a moment later), then deals.
    await table.sit("Gamemaster");
    const seen = await openSheet(gm, KORR);
    await editSheet(seen);
    await expect.poll(() => seen.getByRole("spinbutton", { name: "Hit points" }).inputValue()).toBe("3");
    await seen.getByRole("button", { name: "Close window" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await card.getByRole("button", { name: "Deal hands and draw initiative" }).click();
    await shows(card.getByText(/Round 1/));
    // The deal reads his sheet as it is now: 3 HP, three cards; the fight writes nothing older back.
    await shows(card.getByText("3/4 HP"));
    await table.sit("Ann");
    const dealt = await openSheet(ann, KORR);
    await shows(dealt.getByRole("heading", { name: /^Hand\s*3$/ }));
    await expect.poll(() => dealt.getByRole("spinbutton", { name: "Hit points" }).inputValue()).toBe("3");
    await dealt.getByRole("button", { name: "Close window" }).click();
    await table.sit("Gamemaster");
    await dealDamage(card, KORR, 3);
    await shows(card.getByText("0/4 HP"));
    await shows(card.getByText("Dying"));
    await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");

    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 2/));
    // Round 2: Korr owes his draw for life on the players' turn; the round ends without it.
    await table.sit("Ann");
    await shows(annCard.getByRole("button", { name: "Draw for life" }));
    await table.sit("Gamemaster");
    for (const round of [3, 4, 5]) {
      await card.getByRole("button", { name: "End round and refill hands" }).click();
      await shows(card.getByText(new RegExp(`Round ${round}`)));
    }
    await shows(card.getByText("Dead"));
    await shows(card.getByText(`The round ended without ${KORR}' dying draw: it counts as no heart.`));
    await table.sit("Ann");
    await shows(annCard.getByText("Dead"));
    await showsNone(annCard.getByRole("button", { name: "Draw for life" }));
    await table.screenshot("sandbox-fates52-dying-clock");
  });

  it("[T-F52-02] three rounds from the tracker: hands dealt and initiative drawn; Korr moves, attacks unarmed and parries, the Fate Dealer defends with up to two cards; Ysolde heals herself, then protects herself, then casts a Destruct on herself and keeps her Protect", async () => {
    // Seed 2: the players draw the better initiative card and act first; Korr is dealt K♣ K♦ 8♥ 3♠, Ysolde 2♦ 10♥ Q♥.
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    const card = await dealCombat(gm, [KORR, YSOLDE, APE]);
    await shows(card.getByText("Players"));
    for (const hp of ["4/4 HP", "3/3 HP", "5/5 HP"]) await shows(card.getByText(hp));
    await shows(card.getByRole("group", { name: `${KORR}' action` }));
    await showsNone(card.getByRole("group", { name: `${APE}' action` }));

    // Ann: Korr moves 10 ft, then attacks the ape-man unarmed with his K♣.
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    const move = annCard.getByRole("group", { name: `${KORR}' movement` });
    await move.getByRole("spinbutton", { name: "Move (up to 30 ft)" }).fill("10");
    await move.getByRole("button", { name: "Move" }).click();
    await shows(annCard.getByRole("spinbutton", { name: "Move (up to 20 ft)" }));
    const korr = annCard.getByRole("group", { name: `${KORR}' action` });
    await showsCount(korr.getByRole("button").filter({ has: ann.getByRole("img") }), 4);
    await korr.getByRole("button", { name: "K♣", exact: true }).click();
    await korr.getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await korr.getByRole("checkbox", { name: "Unarmed" }).check();

    // Meanwhile a blow from the Fate Dealer leaves Ysolde at 2 HP: the card changes under Ann's hand,
    // and what she has picked and set stays as she left it.
    await table.sit("Gamemaster");
    await dealDamage(card, YSOLDE, 1);
    await shows(card.getByText("2/3 HP"));
    await table.sit("Ann");
    await shows(annCard.getByText("2/3 HP"));
    await shows(korr.getByRole("button", { name: "K♣", pressed: true, exact: true }));
    expect(await korr.getByRole("combobox", { name: "Target" }).locator("option:checked").innerText()).toBe(APE);
    expect(await korr.getByRole("checkbox", { name: "Unarmed" }).isChecked()).toBe(true);
    await shows(korr.getByRole("status", { name: "Odds of this attack" }).getByText(/^Chance to hit [\d.]+%/));
    await korr.getByRole("button", { name: "Attack", exact: true }).click();

    // The Fate Dealer answers: an unarmed attack lets the defender add one more card.
    await table.sit("Gamemaster");
    const defence = card.getByRole("group", { name: `${APE}' defence` });
    await shows(defence.getByText("Pick the cards you defend with from your hand (up to 2), then Defend."));
    await defence
      .getByRole("button")
      .filter({ has: gm.getByRole("img") })
      .first()
      .click();
    await defence.getByRole("button", { name: "Defend" }).click();
    await showsNone(card.getByRole("group", { name: `${APE}' defence` }));
    await shows(card.getByText(new RegExp(`${APE} defends with`)));

    // Bob: Ysolde keeps 2♦ and 10♥, then heals herself with the 10♥.
    const bob = await table.sit("Bob");
    const bobCard = await chatCard(bob, "Combat");
    const discard = bobCard.getByRole("group", { name: `${YSOLDE}: discard down to HP` });
    await discard.getByRole("button", { name: "Q♥", exact: true }).click();
    await discard.getByRole("button", { name: "Discard the picked card" }).click();
    const ysolde = bobCard.getByRole("group", { name: `${YSOLDE}'s action` });
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: YSOLDE });
    await ysolde.getByRole("button", { name: "10♥", exact: true }).click();
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).check();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    await shows(bobCard.getByText(`${YSOLDE} heals 1 (3 HP).`));
    await shows(bobCard.getByText("3/3 HP"));
    await showsNone(bobCard.getByRole("group", { name: `${YSOLDE}'s action` }));

    // Round 2: Korr parries with his 8♥ (a maneuver); Ysolde protects herself with her 2♦.
    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 2/));
    await table.sit("Ann");
    await korr.getByRole("button", { name: "8♥", exact: true }).click();
    await korr.getByRole("button", { name: "Maneuver" }).click();
    await shows(annCard.getByText(`${KORR} parries: +8 to every defence this round.`));
    await table.sit("Bob");
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: YSOLDE });
    await ysolde.getByRole("button", { name: "2♦", exact: true }).click();
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).check();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    await shows(bobCard.getByText(`Protect on ${YSOLDE}.`));
    await showsNone(bobCard.getByRole("group", { name: `${YSOLDE}'s action` }));
    await table.screenshot("sandbox-fates52-round");

    // Round 3: Ysolde, still under her Protect, casts Destruct 7♣ on herself; it could cancel the Protect,
    // so she is asked [F52-20], and keeps it: both spells stand.
    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 3/));
    await table.sit("Bob");
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: YSOLDE });
    await ysolde.getByRole("button", { name: "7♣", exact: true }).click();
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).check();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    const ask = bob.getByRole("dialog", { name: "Cancel the opposite spell?" });
    await ask.getByRole("button", { name: "Keep the Protect" }).click();
    await shows(bobCard.getByText(`Destruct on ${YSOLDE}.`));
    await showsNone(bobCard.getByText(`Destruct on ${YSOLDE} cancels an opposing ward.`));
    await showsCount(bobCard.getByText("Protect", { exact: true }), 1);
    await showsCount(bobCard.getByText("Destruct", { exact: true }), 1);
    await table.screenshot("sandbox-fates52-ward-kept");

    // The Fate Dealer ends the encounter in the combat tracker: the card's combat is over too.
    await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Combat" }).click();
    await gm.getByRole("button", { name: "End combat" }).click();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await shows(card.getByText("Combat over"));
    await showsNone(card.getByRole("button", { name: "End round and refill hands" }));
  });

  it("[T-F52-02] the Fate Dealer deletes the combat card mid-fight: the cards it dealt go to the discard pile and its tracker goes; the next combat deals Korr his four cards again, not eight", async () => {
    await table.start("52 Fates", { seed: 2 });
    const gm = await table.sit("Gamemaster");
    const card = await dealCombat(gm, [KORR, APE]);
    await shows(card.getByText("4/4 HP"));
    const korrHand = gm.getByRole("dialog", { name: "Hands" }).getByRole("region", { name: KORR });
    await showsCount(korrHand.getByRole("img"), 4);

    const message = gm.getByRole("list", { name: "Chat log" }).getByRole("listitem").filter({ has: card });
    await message.getByRole("button", { name: "Delete this message" }).click();
    await showsText(
      gm.getByRole("status").filter({ hasText: "The card you deleted" }),
      "The card you deleted has ended: the cards it had drawn or dealt are put away, as at its end.",
    );
    await shows(korrHand.getByText("No cards in hand."));
    await gm.getByRole("tab", { name: "Combat" }).click();
    await shows(gm.getByRole("tabpanel", { name: "Combat" }).getByText("No combat encounter."));
    await gm.getByRole("tab", { name: "Chat" }).click();

    const next = await dealCombat(gm, [KORR, APE]);
    await shows(next.getByText("4/4 HP"));
    await showsCount(korrHand.getByRole("img"), 4);
  });

  it("[T-F52-05] [T-F52-08] [T-CORE-04] Korr dying draws a heart, its odds shown first: stabilised and unconscious; next round the Fate Dealer sets the number to beat and Ann's wake draw, its chance shown first, brings him back at 1 HP with one card", async () => {
    // Seed 1: the players act first; the deck's next cards are 5♥ (Korr's draw for life) and A♣ (his wake draw).
    await table.start("52 Fates", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    const card = await dealCombat(gm, [KORR, "Tomb guardian"]);
    await dealDamage(card, KORR, 4);
    await shows(card.getByText("0/4 HP"));
    await shows(card.getByText("Dying"));
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 2/));

    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    // The odds of the draw before it is drawn [T-CORE-04]: his first of three, so no heart is not yet death.
    await shows(
      annCard
        .getByRole("status", { name: "Odds of this draw for life" })
        .getByText(/^A heart saves: [\d.]+% \(a face card wakes at 1 HP: [\d.]+%; the Ace of hearts: [\d.]+%\) · no heart: [\d.]+%$/),
    );
    await table.screenshot("sandbox-fates52-dying-odds");
    await annCard.getByRole("button", { name: "Draw for life" }).click();
    await shows(annCard.getByText(`${KORR} draws 5♥ for life.`));
    await shows(annCard.getByText("Stable (unconscious)"));
    await showsNone(annCard.getByRole("button", { name: "Draw for life" }));

    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 3/));
    // The wake draw is Ann's, against the number the Fate Dealer sets [F52-17]: he sets it, she draws.
    await showsNone(card.getByRole("button", { name: `Draw for ${KORR} to wake` }));
    await card.getByRole("spinbutton", { name: "Number to beat" }).fill("6");
    await card.getByRole("button", { name: `Set ${KORR}' number to beat` }).click();
    await shows(card.getByText("The wake draw must beat 6."));

    // Ann: she draws for Korr, who is awake at 1 HP (the wake draw was his turn this round), holding the one card he woke with.
    await table.sit("Ann");
    await showsNone(annCard.getByRole("button", { name: `Set ${KORR}' number to beat` }));
    await shows(annCard.getByRole("status", { name: "Odds of this wake draw" }).getByText(/^Chance to wake: [\d.]+%$/));
    await table.screenshot("sandbox-fates52-wake-odds");
    await annCard.getByRole("button", { name: `Draw for ${KORR} to wake` }).click();
    await shows(annCard.getByText(`${KORR} draws A♣ and wakes.`));
    await shows(annCard.getByText("1/4 HP"));
    await showsNone(annCard.getByText("Stable (unconscious)"));
    await table.screenshot("sandbox-fates52-wake");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: KORR }).click();
    await shows(ann.getByRole("dialog", { name: KORR }).getByRole("heading", { name: /^Hand\s*1$/ }));
  });

  it("[T-F52-06] [T-F52-03] [T-CORE-04] the Fate Dealer's falling damage (he lets Korr's excess cards go at random), a lingering effect (the odds of its drawn duration shown) and a full incapacitation (an attack on it hits for sure, the odds of its drawn damage shown); a spell out of range or out of sight is refused until the caster confirms it", async () => {
    // Seed 1: the players act first.
    await table.start("52 Fates", { seed: 1 });
    const gm = await table.sit("Gamemaster");
    const card = await dealCombat(gm, [KORR, YSOLDE, APE]);
    const dealer = card.getByRole("group", { name: "Fate Dealer" });

    // Korr falls 65 ft: 2 damage; the Fate Dealer lets his two excess cards go at random.
    await (await dealerPanel(card)).getByRole("combobox", { name: "Target" }).selectOption({ label: KORR });
    await dealer.getByRole("spinbutton", { name: "Fall (ft)" }).fill("65");
    await dealer.getByRole("button", { name: "Falling damage" }).click();
    await shows(card.getByText("2/4 HP"));
    await card.getByRole("button", { name: `Let ${KORR}' excess cards go at random` }).click();
    await shows(card.getByText(`${KORR}' excess cards go to the discard pile at random.`));

    // A lingering effect on Korr, and the ape-man partially incapacitated.
    await (await dealerPanel(card)).getByRole("combobox", { name: "Target" }).selectOption({ label: KORR });
    await dealer.getByRole("spinbutton", { name: "Strength" }).fill("5");
    // Were its duration drawn, its odds are there first [T-CORE-04].
    await shows(
      dealer
        .getByRole("status", { name: "Odds of the drawn duration" })
        .getByText(/^A drawn duration: 1 round [\d.]+% · 2 rounds [\d.]+% · 4 rounds [\d.]+%$/),
    );
    await dealer.getByRole("status", { name: "Odds of the drawn duration" }).scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-fates52-duration-odds");
    await dealer.getByRole("button", { name: "Lingering effect" }).click();
    await shows(card.getByText(`${KORR} suffers a lingering effect of strength 5.`));
    await (await dealerPanel(card)).getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await dealer.getByRole("combobox", { name: "Incapacitation" }).selectOption({ label: "Fully incapacitated" });
    await dealer.getByRole("button", { name: "Set incapacitation" }).click();
    await shows(card.getByText("Fully incapacitated"));

    // Ann: Korr's attack on the helpless ape-man hits for sure and draws its damage; its odds first [F52-17].
    const ann = await table.sit("Ann");
    const annCard = await chatCard(ann, "Combat");
    const korr = annCard.getByRole("group", { name: `${KORR}' action` });
    await korr.getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await shows(
      korr
        .getByRole("status", { name: "Odds of this attack" })
        .getByText(
          /^Hits for sure \(no cards to play\); the card drawn deals 1 on a number card \([\d.]+%\), 2 on a face card \([\d.]+%\), \d+ on an Ace \([\d.]+%\)$/,
        ),
    );
    await korr.getByRole("status", { name: "Odds of this attack" }).scrollIntoViewIfNeeded();
    await table.screenshot("sandbox-fates52-auto-hit-odds");
    await korr.getByRole("button", { name: "Attack" }).click();
    await showsNone(annCard.getByRole("group", { name: `${KORR}' action` }));

    // Bob: Ysolde's spell at the ape-man 70 ft away is refused, then in sight unconfirmed; on herself, in sight, it is cast.
    const bob = await table.sit("Bob");
    const bobCard = await chatCard(bob, "Combat");
    const ysolde = bobCard.getByRole("group", { name: `${YSOLDE}'s action` });
    await ysolde
      .getByRole("button")
      .filter({ has: bob.getByRole("img") })
      .first()
      .click();
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: APE });
    await ysolde.getByRole("spinbutton", { name: "Distance (ft)" }).fill("70");
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).check();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    await shows(bob.getByRole("alert").filter({ hasText: "Out of range" }));
    await ysolde.getByRole("spinbutton", { name: "Distance (ft)" }).fill("10");
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).uncheck();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    await shows(bob.getByRole("alert").filter({ hasText: "A spell needs the target in sight" }));
    await ysolde.getByRole("combobox", { name: "Target" }).selectOption({ label: YSOLDE });
    await ysolde.getByRole("checkbox", { name: "I can see the target" }).check();
    await ysolde.getByRole("button", { name: "Cast" }).click();
    await showsNone(bobCard.getByRole("group", { name: `${YSOLDE}'s action` }));

    // The round ends: the lingering effect does its 1 damage.
    await table.sit("Gamemaster");
    await card.getByRole("button", { name: "End round and refill hands" }).click();
    await shows(card.getByText(/Round 2/));
    await shows(card.getByText("1/4 HP"));
    await table.screenshot("sandbox-fates52-dealer-tools");
  });
});
