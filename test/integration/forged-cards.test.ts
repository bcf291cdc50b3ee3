/**
 * Cards a player forges in a hand they own [CORE-03][CORE-06]. Foundry lets the owner of a Cards
 * stack create and update the Card documents in it (test/runtime/cards.ts cites the rule), so a
 * determined player can re-identify a card they were dealt (clearing its `origin`, the link to the
 * deck it was drawn from) or conjure a new one. The table honours neither: it is not read as a card,
 * the GM queue refuses to play it with a reason, the GM is told, and Repair keeps the deck's genuine
 * card, puts the forged one away and reports it. Every card of the recipe stays exactly once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey, parseCard } from "../../src/rules/cards/card.ts";
import type { Card } from "../../src/rules/cards/card.ts";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let ada: Actor.Implementation;
let hand: string;

beforeEach(async () => {
  world = await createWorld(2);
  await world.setUp();
  ada = await world.character("Ada", world.players[0]!);
  hand = `hand:${ada.id}`;
});

afterEach(() => {
  expect(world.close()).toEqual([]);
});

const asGm = <T>(task: () => Promise<T>) => world.rt.as(world.gm, task);
const asAnn = <T>(task: () => Promise<T>) => world.rt.as(world.players[0]!, task);
const table = () => new world.modules.table.FoundryTable(world.ruleset, seededRandom(3));
const stack = (address: string) => {
  const [id, owner] = address.split(":");
  return world.modules.directory.findStack(world.ruleset.id, owner ? { stack: id!, owner } : { stack: id! })!;
};
const keysIn = (address: string) => world.cardsIn(address).map(cardKey);
/** Every card the table reads, wherever it lies. */
const lyingEverywhere = () =>
  game.cards.contents.flatMap((cards) => world.modules.table.cardsLyingIn(cards).map(({ card }) => cardKey(card)));
const recipe = () => world.ruleset.stacks[0]!.recipe!(undefined).map(cardKey);
const repair = () => asGm(() => world.modules.setup.repairStacks(world.ruleset));
const play = (card: Card) => world.ask(world.players[0]!, { kind: "move", from: hand, to: "table", cards: [identityOf(card)] });
/** What the GM is told when a player makes or changes a card the table did not deal. */
const notice = () =>
  `${world.players[0]!.name} made or changed a card in ${stack(hand).name} that the table did not deal: it is not read as a card. Repair decks puts it away.`;
const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);

const codeOf = (card: Card) => cardKey(card).split("@")[0]!;
/** A card still in the deck, other than these. */
const deckCardOtherThan = (...keys: string[]) => world.cardsIn("deck").find((card) => !keys.includes(cardKey(card)))!;

describe("a player re-identifies a card they were dealt", () => {
  it("[CORE-03] clearing its origin and naming it another card: not read, not playable, the GM told, Repair keeps the deck's genuine card (failed before: the forged one was kept and the genuine deleted)", async () => {
    const [dealt] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    const target = deckCardOtherThan(cardKey(dealt!));
    const document = stack(hand).cards.contents[0]!;
    // Foundry lets Ann write any field of a Card in a hand she owns.
    await asAnn(() => document.update({ origin: null, system: { code: codeOf(target) } } as never));
    expect(world.modules.table.claimedCardOf(document)).toEqual(target);

    expect(keysIn(hand)).toEqual([]);
    expect(lyingEverywhere().filter((key) => key === cardKey(target))).toHaveLength(1);
    expect(await play(target)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.CardNotDealt" });
    expect(keysIn("deck")).toContain(cardKey(target));
    expect(warnings().filter((warning) => warning === notice())).toHaveLength(1);

    const report = await repair();
    expect(report.cards.unverifiedRemoved).toEqual([{ card: cardKey(target), stack: hand }]);
    expect(report.cards.recreated).toEqual([{ card: cardKey(dealt!), stack: "deck" }]);
    expect(keysIn("deck")).toContain(cardKey(target));
    expect(keysIn("deck")).toContain(cardKey(dealt!));
    expect(stack(hand).cards.size).toBe(0);
    expect(lyingEverywhere().sort()).toEqual(recipe().sort());
  });

  it("[CORE-03] a card whose origin names a deck that does not exist is no more honoured than one with none (failed before)", async () => {
    const [dealt] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    const target = deckCardOtherThan(cardKey(dealt!));
    const document = stack(hand).cards.contents[0]!;
    await asAnn(() => document.update({ origin: "xxxxxxxxxxxxxxxx", system: { code: codeOf(target) } } as never));
    expect(keysIn(hand)).toEqual([]);
    await repair();
    expect(lyingEverywhere().sort()).toEqual(recipe().sort());
  });
});

describe("a player conjures a card into a hand they own", () => {
  it("[CORE-03] not counted, not playable, the GM told, Repair removes it and keeps the deck's genuine card (failed before: 53 cards, the genuine deleted)", async () => {
    const target = world.cardsIn("deck")[0]!;
    const code = codeOf(target);
    await asAnn(() =>
      stack(hand).createEmbeddedDocuments("Card", [{ name: code, type: "playing", system: { code, origin: "main" } }] as Card.CreateData[]),
    );
    expect(stack(hand).cards.size).toBe(1);
    expect(lyingEverywhere()).toHaveLength(52);
    expect(keysIn(hand)).toEqual([]);
    expect(await play(parseCard(code, "main"))).toEqual({ ok: false, reason: "DECKBOUND.Refusal.CardNotDealt" });
    expect(warnings().filter((warning) => warning === notice())).toHaveLength(1);

    const report = await repair();
    expect(report.cards.unverifiedRemoved).toEqual([{ card: cardKey(target), stack: hand }]);
    expect(report.cards.duplicatesRemoved).toEqual([]);
    expect(stack(hand).cards.size).toBe(0);
    expect(keysIn("deck")).toContain(cardKey(target));
    expect(lyingEverywhere().sort()).toEqual(recipe().sort());
  });

  it("[CORE-03] a card the table dealt, flipped or sorted by its owner, is still honoured and plays", async () => {
    const [dealt] = (await asGm(() => table().draw("deck", hand, 2))).cards;
    const document = world.modules.table.cardsLyingIn(stack(hand)).find(({ card }) => cardKey(card) === cardKey(dealt!))!.document;
    await asAnn(() => document.update({ face: null, sort: 99 }));
    expect(keysIn(hand)).toContain(cardKey(dealt!));
    expect(warnings()).toEqual([]);
    expect(await play(dealt!)).toMatchObject({ ok: true });
    expect(keysIn("table")).toEqual([cardKey(dealt!)]);
  });
});
