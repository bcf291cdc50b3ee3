/**
 * The sandbox table itself (T-CORE): a fresh world per ruleset with seats to switch between, what
 * each seat may see, the GM's deck tools and the Create Actor dialog, refusals, and a reset.
 */
import { describe, expect, it } from "vitest";
import { shows, showsCount, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

describe("the sandbox table", () => {
  it("[T-CORE-01] Pick a ruleset, get a fresh world with the packs' characters, a GM and two players; play as any of them; reset starts over", async () => {
    const offered = await table.page.getByLabel("Ruleset").getByRole("option").allInnerTexts();
    expect(offered).toEqual(["Belmont Quest", "The Director's poker-deck rules", "A Game of Bastards", "Deck of Adventures", "52 Fates"]);
    await table.start("52 Fates");
    expect(await table.page.getByRole("tablist", { name: "Seats" }).getByRole("tab").allInnerTexts()).toEqual([
      "Gamemaster (GM)",
      "Ann",
      "Bob",
    ]);

    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Actors" }).click();
    const gmActors = gm.getByRole("tabpanel", { name: "Actors" });
    for (const name of ["Korr of the Red Steppes", "Ysolde the Hedge-Witch", "Sabre-tooth cat", "Tomb guardian"])
      await shows(gmActors.getByRole("button", { name }));
    await table.screenshot("sandbox-fates52-gm-actors");

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    const annActors = ann.getByRole("tabpanel", { name: "Actors" });
    await shows(annActors.getByRole("button", { name: "Korr of the Red Steppes" }));
    await showsNone(annActors.getByRole("button", { name: "Ysolde the Hedge-Witch" }));
    await ann.getByRole("tab", { name: "Chat" }).click();
    await ann.getByRole("textbox", { name: "Chat message" }).fill("Korr sharpens his axe.");
    await ann.getByRole("button", { name: "Send" }).click();

    const bob = await table.sit("Bob");
    await shows(bob.getByRole("list", { name: "Chat log" }).getByText("Korr sharpens his axe."));
    await bob.getByRole("tab", { name: "Actors" }).click();
    await shows(bob.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Ysolde the Hedge-Witch" }));

    await table.reset();
    const bobAgain = await table.sit("Bob");
    await shows(bobAgain.getByRole("list", { name: "Chat log" }));
    await showsNone(bobAgain.getByText("Korr sharpens his axe."));
  });

  it("[T-CORE-01] The GM puts four fighters into the encounter one click after another: all four are in the one combat the tracker shows; one click takes one out", async () => {
    await table.start("52 Fates");
    const gm = await table.sit("Gamemaster");
    const fighters = ["Korr of the Red Steppes", "Ysolde the Hedge-Witch", "Tomb guardian", "Sabre-tooth cat"];
    for (const name of fighters) await gm.getByRole("button", { name: `Add ${name} to the combat` }).click();
    for (const name of fighters) await shows(gm.getByRole("button", { name: `Remove ${name} from the combat` }));
    await gm.getByRole("tab", { name: "Combat" }).click();
    const combatants = gm.getByRole("list", { name: "Combatants" }).getByRole("listitem");
    await showsCount(combatants, 4);
    await gm.getByRole("button", { name: "Remove Tomb guardian from the combat" }).click();
    await showsCount(combatants, 3);
    await showsNone(combatants.filter({ hasText: "Tomb guardian" }));
  });

  it("[T-CORE-01] A world started with a shuffle seed deals the same cards every time; without one, the table is random", async () => {
    const drawnWith = async (seed: number | undefined): Promise<string[]> => {
      await table.start("52 Fates", seed === undefined ? {} : { seed });
      const ann = await table.sit("Ann");
      const drawn: string[] = [];
      for (let check = 0; check < 3; check += 1) {
        await ann.getByRole("tab", { name: "Actors" }).click();
        await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Korr of the Red Steppes" }).click();
        const sheet = ann.getByRole("dialog", { name: "Korr of the Red Steppes" });
        await sheet.getByRole("button", { name: "Action check" }).click();
        const dialog = ann.getByRole("dialog", { name: "Action check" });
        await dialog.getByRole("spinbutton", { name: "Difficulty (2–10)" }).fill("6");
        await dialog.getByRole("button", { name: "OK" }).click();
        await sheet.getByRole("button", { name: "Close window" }).click();
        await ann.getByRole("tab", { name: "Chat" }).click();
        const card = ann.getByRole("article").filter({ hasText: "Action check" }).last();
        await card.getByRole("button", { name: "Draw", exact: true }).click();
        await showsCount(card.getByRole("img"), 1);
        drawn.push((await card.getByRole("img").getAttribute("alt")) ?? "");
      }
      return drawn;
    };
    const first = await drawnWith(7);
    expect(first.every((name) => name.length > 0)).toBe(true);
    expect(await drawnWith(7)).toEqual(first);
    // Without a seed the same three cards out of 54 in the same order: one chance in over a hundred thousand.
    expect(await drawnWith(undefined)).not.toEqual(first);
  });

  it("[T-CORE-01] Switching seats in the middle of a check loses nothing: Ann's half-filled dialog waits for her", async () => {
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Korr of the Red Steppes" }).click();
    await ann.getByRole("dialog", { name: "Korr of the Red Steppes" }).getByRole("button", { name: "Action check" }).click();
    const check = ann.getByRole("dialog", { name: "Action check" });
    await check.getByRole("spinbutton", { name: "Difficulty (2–10)" }).fill("8");

    await table.sit("Gamemaster");
    await table.sit("Bob");
    const back = await table.sit("Ann");
    const again = back.getByRole("dialog", { name: "Action check" });
    expect(await again.getByRole("spinbutton", { name: "Difficulty (2–10)" }).inputValue()).toBe("8");
    await again.getByRole("button", { name: "OK" }).click();
    await back.getByRole("dialog", { name: "Korr of the Red Steppes" }).getByRole("button", { name: "Close window" }).click();
    await back.getByRole("tab", { name: "Chat" }).click();
    await shows(back.getByRole("article").filter({ hasText: "Difficulty 8" }));
  });

  it("[T-CORE-02] Each seat sees what Foundry would show that user: a player sees neither the GM's tools and creatures nor another player's deck; chat cards read in English", async () => {
    await table.start("Deck of Adventures");
    const gm = await table.sit("Gamemaster");
    await shows(gm.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: "GM's table (Deck of Adventures)" }));
    await gm.getByRole("tab", { name: "Settings" }).click();
    await shows(gm.getByRole("tabpanel", { name: "Settings" }).getByRole("button", { name: "Decks" }));
    await gm.getByRole("tab", { name: "Actors" }).click();
    await shows(gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Bandit" }));

    const ann = await table.sit("Ann");
    await showsNone(ann.getByRole("button", { name: "GM's table (Deck of Adventures)" }));
    await ann.getByRole("tab", { name: "Settings" }).click();
    await showsNone(ann.getByRole("tabpanel", { name: "Settings" }).getByRole("button", { name: "Decks" }));
    await ann.getByRole("tab", { name: "Actors" }).click();
    const annActors = ann.getByRole("tabpanel", { name: "Actors" });
    await shows(annActors.getByRole("button", { name: "The Face" }));
    for (const hidden of ["Bandit", "Town Guard", "The Fighter"]) await showsNone(annActors.getByRole("button", { name: hidden }));
    await ann.getByRole("tab", { name: "Cards" }).click();
    const stacks = ann.getByRole("tabpanel", { name: "Cards" });
    await shows(stacks.getByRole("button", { name: "Action Deck (The Face)" }));
    await showsNone(stacks.getByRole("button", { name: "Action Deck (The Fighter)" }));
    await showsNone(stacks.getByRole("button", { name: "GM Action Deck" }));
    await table.screenshot("sandbox-doa-ann-cards");

    // The GM reveals a Target Card: Ann reads the card in English.
    await table.sit("Gamemaster");
    await gm.getByRole("button", { name: "GM's table (Deck of Adventures)" }).click();
    await gm.getByRole("dialog", { name: "GM's table (Deck of Adventures)" }).getByRole("button", { name: "Reveal a Target Card" }).click();
    await table.sit("Ann");
    await ann.getByRole("tab", { name: "Chat" }).click();
    await shows(ann.getByRole("article").getByRole("heading", { name: "Target Card revealed" }));
    await shows(ann.getByRole("article").getByText("Pick it as the TC of your check."));
  });

  it("[T-CORE-03] The GM repairs the decks from the UI; Create Actor offers only this ruleset's types, labelled, and the new character gets its stacks, which go with it when it is deleted", async () => {
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Settings" }).click();
    await gm.getByRole("tabpanel", { name: "Settings" }).getByRole("button", { name: "Decks" }).click();
    const tools = gm.getByRole("dialog", { name: "Deckbound decks" });
    await shows(tools.getByText("Action Deck (The Face) present"));
    await tools.getByRole("button", { name: "Repair decks" }).click();
    await showsText(gm.getByRole("status").filter({ hasText: "Decks:" }), /^Decks: 0 created, 0 repaired\.$/);
    await table.screenshot("sandbox-doa-gm-decks");
    await tools.getByRole("button", { name: "Close window" }).click();

    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Create Actor" }).click();
    const create = gm.getByRole("dialog", { name: "Create Actor" });
    await shows(create.getByRole("combobox", { name: "Type" }));
    expect(await create.getByRole("combobox", { name: "Type" }).getByRole("option").allInnerTexts()).toEqual([
      "Dealer",
      "Bystander",
      "Companion",
    ]);
    await table.screenshot("sandbox-doa-gm-create-actor");
    await create.getByRole("textbox", { name: "Name" }).fill("Quinn the Quick");
    await create.getByRole("combobox", { name: "Type" }).selectOption({ label: "Dealer" });
    await create.getByRole("button", { name: "OK" }).click();

    await shows(gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Quinn the Quick" }));
    await gm.getByRole("tab", { name: "Cards" }).click();
    await shows(gm.getByRole("tabpanel", { name: "Cards" }).getByRole("button", { name: "Action Deck (Quinn the Quick)" }));

    // Deleted, Quinn takes his stacks along, and the GM is told.
    await gm.getByRole("tab", { name: "Actors" }).click();
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Quinn the Quick" }).click({ button: "right" });
    await gm.getByRole("menu", { name: "Quinn the Quick" }).getByRole("menuitem", { name: "Delete" }).click();
    const confirm = gm.getByRole("dialog", { name: "Delete Actor: Quinn the Quick" });
    await shows(confirm.getByText("This Actor will be permanently deleted and cannot be recovered."));
    await table.screenshot("sandbox-doa-gm-delete-actor");
    await confirm.getByRole("button", { name: "Yes" }).click();
    await showsText(gm.getByRole("status").filter({ hasText: "Quinn the Quick is deleted" }), /Action Deck \(Quinn the Quick\)/);
    await showsNone(gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Quinn the Quick" }));
    await gm.getByRole("tab", { name: "Cards" }).click();
    await showsNone(gm.getByRole("tabpanel", { name: "Cards" }).getByRole("button", { name: "Action Deck (Quinn the Quick)" }));
    await shows(gm.getByRole("tabpanel", { name: "Cards" }).getByRole("button", { name: "Action Deck (The Face)" }));
  });

  it("[T-CORE-05] A check before the GM revealed any Target Card is refused with a notification in Ann's seat, and nothing is posted", async () => {
    await table.reset();
    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Actors" }).click();
    await ann.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    await ann.getByRole("dialog", { name: "The Face" }).getByRole("button", { name: "Bluffing", exact: true }).click();
    await showsText(ann.getByRole("alert"), /Target Card/);
    await showsCount(ann.getByRole("dialog", { name: "Make a check" }), 0);
    await ann.getByRole("tab", { name: "Chat" }).click();
    await showsNone(ann.getByRole("article"));
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Chat" }).click();
    await showsNone(gm.getByRole("article"));
  });
});
