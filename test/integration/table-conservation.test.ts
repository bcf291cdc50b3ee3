/**
 * The table changed by hand [CORE-03]: a GM dragging cards between any stacks in Foundry's own UI,
 * deleting or duplicating a stack, a player editing a card in a hand they own. Repair brings every
 * card home without losing one, restores edited cards from their origin deck and reports it; the
 * table's own moves never meet Foundry's "id already exists". Deck of Adventures with two Dealers:
 * every Dealer has their own 54-card deck, so cards can wander between decks.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, parseCard } from "../../src/rules/cards/card.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { until } from "./wait.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let ada: Actor.Implementation;
let bo: Actor.Implementation;

beforeEach(async () => {
  world = await createWorld({ ruleset: "doa", players: 2 });
  ada = await world.character("Ada", world.players[0]!);
  bo = await world.character("Bo", world.players[1]!);
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
});

afterEach(() => {
  expect(world.close()).toEqual([]);
});

const stack = (address: string) => {
  const [id, owner] = address.split(":");
  return world.modules.directory.findStack(world.ruleset.id, owner ? { stack: id!, owner } : { stack: id! })!;
};
const keysIn = (address: string) => world.cardsIn(address).map(cardKey);
/** The stacks a Dealer owns, whatever their address, and their names as a notice lists them. */
const stacksOf = (actor: Actor.Implementation) => world.modules.directory.stacksOwnedBy(world.ruleset.id, actor.id!);
const stackNamesOf = (actor: Actor.Implementation) =>
  new Intl.ListFormat("en", { type: "conjunction" }).format(stacksOf(actor).map((cards) => cards.name ?? ""));
const asGm = <T>(task: () => Promise<T>) => world.rt.as(world.gm, task);
const repair = () => asGm(() => world.modules.setup.repairStacks(world.ruleset));
const table = () => new world.modules.table.FoundryTable(world.ruleset, seededRandom(11));
/** Every card of both Dealers' and the GM's decks, counted where it lies. */
function lyingEverywhere(): string[] {
  return game.cards.contents.flatMap((cards) => world.modules.table.cardsLyingIn(cards).map(({ card }) => cardKey(card)));
}
function expectEveryCardOnce(): void {
  const recipe = [ada.id!, bo.id!, "gm"].flatMap((owner) =>
    world.ruleset.stacks[0]!.recipe!(owner === "gm" ? undefined : owner).map(cardKey),
  );
  expect(lyingEverywhere().sort()).toEqual(recipe.sort());
}
/** The document of a card lying in a stack. */
const documentOf = (address: string, key: string) =>
  world.modules.table.cardsLyingIn(stack(address)).find(({ card }) => cardKey(card) === key)!.document;

describe("Repair after the GM moved cards by hand", () => {
  it("[CORE-03] a card dragged into another Dealer's deck goes back to its own deck, whatever order the decks are repaired in (failed before: deleted)", async () => {
    const wanderer = keysIn(`deck:${ada.id}`)[0]!;
    await asGm(() =>
      stack(`deck:${ada.id}`).pass(stack(`deck:${bo.id}`), [documentOf(`deck:${ada.id}`, wanderer).id!], { chatNotification: false }),
    );
    expect(keysIn(`deck:${bo.id}`)).toContain(wanderer);
    const report = await repair();
    expect(keysIn(`deck:${ada.id}`)).toContain(wanderer);
    expect(keysIn(`deck:${bo.id}`)).not.toContain(wanderer);
    expect(report.cards.movedHome).toEqual([{ card: wanderer, stack: `deck:${bo.id}`, home: `deck:${ada.id}` }]);
    expectEveryCardOnce();
  });

  it("[CORE-03] a duplicated hand and a duplicated deck are emptied and removed, every card left once", async () => {
    await asGm(() => table().draw(`deck:${ada.id}`, `hand:${ada.id}`, 5));
    for (const address of [`hand:${ada.id}`, `deck:${bo.id}`]) {
      const { _id: _old, ...copy } = stack(address).toObject();
      await asGm(() => Cards.create(copy as Cards.CreateData));
    }
    expect(lyingEverywhere().length).toBe(3 * 54 + 5 + 54);
    const report = await repair();
    expect(report.duplicates.sort()).toEqual([`deck:${bo.id}`, `hand:${ada.id}`].sort());
    expect(report.cards.duplicatesRemoved).toHaveLength(59);
    expect(game.cards.filter((cards) => cards.name === stack(`hand:${ada.id}`).name)).toHaveLength(1);
    expect(keysIn(`hand:${ada.id}`)).toHaveLength(5);
    expectEveryCardOnce();
  });

  it("[CORE-03] a deleted deck comes back whole: the cards that lay out of it can no longer be traced to a deck, so they go home, reported, none lost", async () => {
    const drawn = (await asGm(() => table().draw(`deck:${ada.id}`, `hand:${ada.id}`, 3))).cards.map(cardKey);
    await asGm(() => stack(`deck:${ada.id}`).delete());
    // Ada's player owns her hand and could have rewritten these cards: with their deck gone, nothing vouches for them.
    expect(keysIn(`hand:${ada.id}`)).toEqual([]);
    const report = await repair();
    expect(report.cards.unverifiedRemoved.map(({ card }) => card).sort()).toEqual([...drawn].sort());
    expect(stack(`hand:${ada.id}`).cards.size).toBe(0);
    expect(keysIn(`deck:${ada.id}`)).toEqual(expect.arrayContaining(drawn));
    expectEveryCardOnce();
  });
});

describe("a deleted Dealer", () => {
  it("[CORE-03] takes their stacks along: a card of Bo's in Ada's hand goes back to Bo's deck, Ada's own cards go with her, the GM is told (failed before: her stacks stayed, Bo's card in them)", async () => {
    const wanderer = keysIn(`deck:${bo.id}`)[0]!;
    await asGm(() =>
      stack(`deck:${bo.id}`).pass(stack(`hand:${ada.id}`), [documentOf(`deck:${bo.id}`, wanderer).id!], { chatNotification: false }),
    );
    await asGm(() => table().draw(`deck:${ada.id}`, `hand:${ada.id}`, 2));
    const adasStacks = stackNamesOf(ada);
    world.rt.notifications.clear();
    await asGm(() => ada.delete());
    await until(() => stacksOf(ada).length === 0);
    expect(keysIn(`deck:${bo.id}`)).toContain(wanderer);
    const recipe = [bo.id!, "gm"].flatMap((owner) => world.ruleset.stacks[0]!.recipe!(owner === "gm" ? undefined : owner).map(cardKey));
    expect(lyingEverywhere().sort()).toEqual(recipe.sort());
    await until(() => world.rt.notifications.log.length >= 2);
    expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual([
      `Ada is deleted, and so are their stacks: ${adasStacks}.`,
      // Ada's own deck was hers: its 54 cards are in no deck of the world now.
      "Cards: 1 brought home and 54 put away as in no deck of this ruleset.",
    ]);
  });

  it("[CORE-03] two deleted at once: each is told with their own stacks, and every card of theirs goes (failed before: the second notice named no stack)", async () => {
    const [adas, bos] = [stackNamesOf(ada), stackNamesOf(bo)];
    world.rt.notifications.clear();
    await asGm(() => Actor.deleteDocuments([ada.id!, bo.id!]));
    await until(() => world.rt.notifications.log.length >= 3);
    expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual([
      `Ada is deleted, and so are their stacks: ${adas}.`,
      "Cards: 108 put away as in no deck of this ruleset.",
      `Bo is deleted, and so are their stacks: ${bos}.`,
    ]);
    expect(stacksOf(ada)).toEqual([]);
    expect(stacksOf(bo)).toEqual([]);
  });

  it("[CORE-03] a character still in the world has its stacks put away by nothing: the attempt fails loudly and changes nothing", async () => {
    const stacksBefore = game.cards.size;
    await expect(asGm(() => world.modules.setup.putAwayCharacterStacks(world.ruleset, bo.id!))).rejects.toThrow(/still in the world/);
    expect(game.cards.size).toBe(stacksBefore);
  });

  it("[CORE-03] while a stack of the world is missing, keeps their stacks as they are and says so; Repair decks then recreates the missing one and puts theirs away", async () => {
    const wanderer = keysIn(`deck:${bo.id}`)[0]!;
    await asGm(() =>
      stack(`deck:${bo.id}`).pass(stack(`hand:${ada.id}`), [documentOf(`deck:${bo.id}`, wanderer).id!], { chatNotification: false }),
    );
    await asGm(() => stack(`discard:${bo.id}`).delete());
    world.rt.notifications.clear();
    await asGm(() => ada.delete());
    await until(() => world.rt.notifications.log.length > 0);
    expect(world.rt.notifications.log[0]?.message).toMatch(
      /^Ada is deleted; their stacks \(Action Deck \(Ada\), .*\) stay until Repair decks/,
    );
    expect(keysIn(`hand:${ada.id}`)).toEqual([wanderer]);
    await repair();
    expect(stacksOf(ada)).toEqual([]);
    expect(keysIn(`deck:${bo.id}`)).toContain(wanderer);
    expect(stack(`discard:${bo.id}`)).toBeDefined();
  });
});

describe("cards in no recipe of the world", () => {
  it("[CORE-03] a card from the GM's own deck outside the ruleset goes back there; a card that comes from nowhere is removed; both reported", async () => {
    const own = (await asGm(() =>
      Cards.create({ name: "GM's tarot", type: "deck", cards: [{ name: "The Fool", type: "base" }] } as Cards.CreateData),
    ))!;
    await asGm(() => own.pass(stack(`hand:${ada.id}`), [own.cards.contents[0]!.id!], { chatNotification: false }));
    await asGm(() => stack(`table:${bo.id}`).createEmbeddedDocuments("Card", [{ name: "Stray", type: "base" }] as Card.CreateData[]));
    const report = await repair();
    expect(own.cards.contents.map((card) => card.drawn)).toEqual([false]);
    expect(stack(`hand:${ada.id}`).cards.size).toBe(0);
    expect(stack(`table:${bo.id}`).cards.size).toBe(0);
    expect(report.cards.foreignReturned).toEqual([{ card: "The Fool", stack: `hand:${ada.id}`, home: "GM's tarot" }]);
    expect(report.cards.foreignRemoved).toEqual([{ card: "Stray", stack: `table:${bo.id}` }]);
    expectEveryCardOnce();
  });
});

describe("a player editing a card in their own hand", () => {
  it("[CORE-03] the table reads what the card really is, and Repair restores it and says so (failed before: the edit was legitimised)", async () => {
    await asGm(() => table().draw(`deck:${ada.id}`, `hand:${ada.id}`, 2));
    const [held] = keysIn(`hand:${ada.id}`);
    const document = documentOf(`hand:${ada.id}`, held!);
    const code = held === `AS@${ada.id}` ? "KS" : "AS";
    const forged = parseCard(code, ada.id!);
    await world.rt.as(world.players[0]!, () => document.update({ system: { code } } as never));
    expect(world.modules.table.claimedCardOf(document)).toEqual(forged);
    expect(keysIn(`hand:${ada.id}`)).toContain(held);
    const report = await repair();
    expect(report.cards.restored).toEqual([{ card: held, stack: `hand:${ada.id}`, was: cardKey(forged) }]);
    expect(world.modules.table.claimedCardOf(document)).toEqual(parseCard(held!.split("@")[0]!, ada.id!));
    expectEveryCardOnce();
  });
});

describe("the table's moves meet an id already used in the target", () => {
  it("[CORE-03] a card that wandered through another Dealer's deck goes back there on a rest without Foundry's 'already exists' (failed before)", async () => {
    const [drawn] = (await asGm(() => table().draw(`deck:${ada.id}`, `hand:${ada.id}`, 1))).cards;
    const key = cardKey(drawn!);
    // The GM drags it into Bo's deck; Bo's deck then deals it to Bo's hand, and Bo discards it.
    await asGm(() =>
      stack(`hand:${ada.id}`).pass(stack(`deck:${bo.id}`), [documentOf(`hand:${ada.id}`, key).id!], { chatNotification: false }),
    );
    await asGm(() =>
      stack(`deck:${bo.id}`).pass(stack(`hand:${bo.id}`), [documentOf(`deck:${bo.id}`, key).id!], { chatNotification: false }),
    );
    await asGm(() => table().move([drawn!], `hand:${bo.id}`, `discard:${bo.id}`));
    await asGm(() => table().returnDiscards(`deck:${bo.id}`));
    expect(keysIn(`deck:${bo.id}`)).toContain(key);
    expect(lyingEverywhere().filter((lying) => lying === key)).toHaveLength(1);
    await repair();
    expect(keysIn(`deck:${ada.id}`)).toContain(key);
    expectEveryCardOnce();
  });

  it("[CORE-03] a card moved into a hand that already holds a copy with its id (from a duplicated deck) arrives under a fresh id (failed before)", async () => {
    const { _id: _old, ...copy } = stack(`deck:${ada.id}`).toObject();
    const duplicate = (await asGm(() => Cards.create(copy as Cards.CreateData)))!;
    const key = keysIn(`deck:${ada.id}`)[0]!;
    const id = documentOf(`deck:${ada.id}`, key).id!;
    await asGm(() => stack(`deck:${ada.id}`).pass(stack(`hand:${ada.id}`), [id], { chatNotification: false }));
    await asGm(() => duplicate.pass(stack(`table:${ada.id}`), [id], { chatNotification: false }));
    await asGm(() => table().move([parseCard(key.split("@")[0]!, ada.id!)], `table:${ada.id}`, `hand:${ada.id}`));
    expect(keysIn(`hand:${ada.id}`)).toEqual([key, key]);
    expect(keysIn(`table:${ada.id}`)).toEqual([]);
    await repair();
    expect(keysIn(`hand:${ada.id}`)).toEqual([key]);
    expectEveryCardOnce();
  });
});

describe("the GM's deck tools", () => {
  it("[CORE-03] list what the last repair changed, card by card", async () => {
    const wanderer = keysIn(`deck:${bo.id}`)[0]!;
    await asGm(() =>
      stack(`deck:${bo.id}`).pass(stack(`discard:${ada.id}`), [documentOf(`deck:${bo.id}`, wanderer).id!], { chatNotification: false }),
    );
    await asGm(() =>
      stack(`discard:${ada.id}`).pass(stack(`deck:${ada.id}`), [documentOf(`discard:${ada.id}`, wanderer).id!], {
        chatNotification: false,
      }),
    );
    const { DeckToolsApp } = await import("../../src/foundry/sheets/deck-tools.ts");
    const app = new DeckToolsApp() as unknown as { render(options: object): Promise<unknown>; renderedHTML: string };
    await asGm(() => app.render({ force: true }));
    expect(app.renderedHTML).not.toContain("What the last repair changed");
    await asGm(() => world.rt.clickAction(app, "repair"));
    expect(app.renderedHTML).toContain("What the last repair changed");
    expect(app.renderedHTML).toContain(`lay in ${stack(`deck:${ada.id}`).name}: back in ${stack(`deck:${bo.id}`).name}.`);
    expect(world.rt.notifications.log.at(-1)?.message).toBe("Cards: 1 brought home.");
    expectEveryCardOnce();
  });
});
