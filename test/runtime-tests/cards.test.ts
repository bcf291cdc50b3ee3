import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";
import { RuntimeCards, type RuntimeCard } from "../runtime/cards.ts";
import { RuntimeChatMessage } from "../runtime/chat-message.ts";
import { OWNERSHIP_LEVELS } from "../runtime/document.ts";

const { NONE, LIMITED, OWNER } = OWNERSHIP_LEVELS;

function cardData(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    name: `Card ${i + 1}`,
    suit: i % 2 ? "hearts" : "spades",
    value: i + 1,
    sort: i,
    faces: [{ name: `Card ${i + 1}`, img: `card-${i + 1}.svg`, text: "" }],
    face: null,
    back: { name: "Back", img: "back.svg", text: "" },
  }));
}

const quiet = { chatNotification: false };
const names = (cards: RuntimeCard[]) => cards.map((c) => c.name);

describe("Cards and Card", () => {
  let rt: FoundryRuntime;
  let gm: User.Implementation;
  let player: User.Implementation;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
  });
  afterEach(() => rt.uninstall());

  async function setup(deckDefault: number = NONE, size = 10) {
    const deck = (await RuntimeCards.create({ name: "Deck", type: "deck", cards: cardData(size), ownership: { default: deckDefault } }))!;
    const hand = (await RuntimeCards.create({ name: "Hand", type: "hand", ownership: { default: NONE, [player.id!]: OWNER } }))!;
    const pile = (await RuntimeCards.create({ name: "Pile", type: "pile", ownership: { default: OWNER } }))!;
    rt.writes.reset();
    return { deck, hand, pile };
  }

  it("is the installed global class, and a deck with its cards is created in one write", async () => {
    expect(Cards).toBe(RuntimeCards);
    const deck = (await RuntimeCards.create({ name: "Deck", type: "deck", cards: cardData(52) }))!;
    expect(deck.cards.size).toBe(52);
    expect(rt.writes.log).toEqual([{ op: "create", documentName: "Cards", n: 1 }]);
    const card = deck.cards.contents[0]!;
    expect(card.uuid).toBe(`Cards.${deck.id}.Card.${card.id}`);
    expect(card.parent).toBe(deck);
    expect(card.source).toBe(deck);
    expect(card.isHome).toBe(true);
    expect(card.img).toBe("back.svg");
  });

  it("draw marks deck cards drawn and creates copies with the same id and origin = deck, in 2 writes", async () => {
    const { deck, hand } = await setup();
    const drawn = await hand.draw(deck, 3, quiet);
    expect(names(drawn)).toEqual(["Card 1", "Card 2", "Card 3"]);
    expect(deck.cards.size).toBe(10);
    expect(deck.drawnCards.map((c) => c.id).sort()).toEqual(drawn.map((c) => c.id).sort());
    expect(deck.availableCards).toHaveLength(7);
    for (const card of hand.cards) {
      expect(card._source["origin"]).toBe(deck.id);
      expect(card.source).toBe(deck);
      expect(card.isHome).toBe(false);
      expect(card.drawn).toBe(false);
      expect(deck.cards.get(card.id!)?.drawn).toBe(true);
    }
    expect(rt.writes.log).toEqual([
      { op: "create", documentName: "Card", n: 3 },
      { op: "update", documentName: "Card", n: 3 },
    ]);
  });

  it("drawing N costs 2 writes whatever N is", async () => {
    for (const n of [1, 2, 5, 10]) {
      const { deck, hand } = await setup(NONE, 10);
      await hand.draw(deck, n, quiet);
      expect(rt.writes.count).toBe(2);
    }
  });

  it("TOP draws lowest sort first, BOTTOM highest first, RANDOM follows the seed", async () => {
    const { deck, hand, pile } = await setup();
    expect(names(await hand.draw(deck, 2, { ...quiet, how: CONST.CARD_DRAW_MODES.BOTTOM }))).toEqual(["Card 10", "Card 9"]);
    expect(names(await hand.draw(deck, 1, { ...quiet, how: CONST.CARD_DRAW_MODES.TOP }))).toEqual(["Card 1"]);
    rt.seedRandom(42);
    const first = names(await pile.draw(deck, 3, { ...quiet, how: CONST.CARD_DRAW_MODES.RANDOM }));
    await deck.recall(quiet);
    await hand.draw(deck, 2, { ...quiet, how: CONST.CARD_DRAW_MODES.BOTTOM });
    await hand.draw(deck, 1, quiet);
    rt.seedRandom(42);
    expect(names(await pile.draw(deck, 3, { ...quiet, how: CONST.CARD_DRAW_MODES.RANDOM }))).toEqual(first);
  });

  it("drawing more than available throws and changes nothing", async () => {
    const { deck, hand } = await setup(NONE, 3);
    await expect(hand.draw(deck, 4, quiet)).rejects.toThrow(/not enough cards/);
    expect(hand.cards.size).toBe(0);
    expect(rt.writes.count).toBe(0);
  });

  it("updateData applies to the moved copies, not the deck", async () => {
    const { deck, hand } = await setup();
    const [card] = await hand.draw(deck, 1, { ...quiet, updateData: { face: 0 } });
    expect(card!.face).toBe(0);
    expect(card!.img).toBe("card-1.svg");
    expect(deck.cards.get(card!.id!)?.face).toBeNull();
  });

  it("a player may draw from a LIMITED deck into a hand they own", async () => {
    const { deck, hand } = await setup(LIMITED);
    const drawn = await rt.as(player, () => hand.draw(deck, 2, quiet));
    expect(drawn).toHaveLength(2);
    expect(deck.drawnCards).toHaveLength(2);
  });

  it("the owner of a stack may create Cards in it and update any field of its Cards (origin and system too); no one else may, and LIMITED on a deck only marks drawn", async () => {
    const { deck, hand } = await setup(LIMITED);
    const [drawn] = await rt.as(player, () => hand.draw(deck, 1, quiet));
    await rt.as(player, () => drawn!.update({ origin: null, name: "Forged", system: {} } as never));
    expect(drawn!._source["origin"]).toBeNull();
    const [made] = await rt.as(player, () => hand.createEmbeddedDocuments("Card", [{ name: "Conjured" }]));
    expect(made!.parent).toBe(hand);
    await expect(rt.as(player, () => deck.createEmbeddedDocuments("Card", [{ name: "Conjured" }]))).rejects.toThrow(/permission/);
    const inDeck = deck.cards.contents.find((card) => !card.drawn)!;
    await expect(rt.as(player, () => inDeck.update({ name: "Forged" }))).rejects.toThrow(/permission/);
    await rt.as(player, () => inDeck.update({ drawn: true }));
    expect(inDeck.drawn).toBe(true);
  });

  it("shuffle and recall need OWNER of the stack", async () => {
    const { deck, hand } = await setup(LIMITED);
    await rt.as(player, () => hand.draw(deck, 2, quiet));
    await expect(rt.as(player, () => deck.shuffle(quiet))).rejects.toThrow(/lacks permission to shuffle/);
    await expect(rt.as(player, () => deck.recall(quiet))).rejects.toThrow(/lacks permission to recall/);
    expect(deck.drawnCards).toHaveLength(2);
    await rt.as(gm, () => deck.recall(quiet));
    expect(deck.drawnCards).toHaveLength(0);
  });

  it("a player may not draw from a deck they cannot see, nor into a hand they do not own", async () => {
    const { deck, hand, pile } = await setup(NONE);
    await expect(rt.as(player, () => hand.draw(deck, 1, quiet))).rejects.toThrow(/permission/);
    const limitedDeck = (await RuntimeCards.create({ name: "D2", type: "deck", cards: cardData(3), ownership: { default: LIMITED } }))!;
    const gmHand = (await RuntimeCards.create({ name: "GM hand", type: "hand" }))!;
    rt.writes.reset();
    await expect(rt.as(player, () => gmHand.draw(limitedDeck, 1, quiet))).rejects.toThrow(/permission/);
    expect(deck.drawnCards).toHaveLength(0);
    expect(limitedDeck.drawnCards).toHaveLength(0);
    expect(hand.cards.size + pile.cards.size + gmHand.cards.size).toBe(0);
    expect(rt.writes.count).toBe(0);
  });

  it("passing out of a hand deletes there and keeps the origin; passing back home un-draws", async () => {
    const { deck, hand, pile } = await setup();
    const [first, second] = await hand.draw(deck, 2, quiet);
    rt.writes.reset();
    await hand.pass(pile, [first!.id!], quiet);
    expect(rt.writes.log).toEqual([
      { op: "create", documentName: "Card", n: 1 },
      { op: "delete", documentName: "Card", n: 1 },
    ]);
    expect(hand.cards.has(first!.id!)).toBe(false);
    expect(pile.cards.get(first!.id!)?.source).toBe(deck);
    await hand.pass(deck, [second!.id!], quiet);
    expect(deck.cards.get(second!.id!)?.drawn).toBe(false);
    expect(deck.cards.size).toBe(10);
    expect(hand.cards.size).toBe(0);
  });

  it("deal gives N to EACH target round-robin: one write per target plus one for the deck", async () => {
    const { deck, hand, pile } = await setup();
    await deck.deal([hand, pile], 2, quiet);
    expect(names(hand.cards.contents)).toEqual(["Card 1", "Card 3"]);
    expect(names(pile.cards.contents)).toEqual(["Card 2", "Card 4"]);
    expect(rt.writes.count).toBe(3);
  });

  it("hand recall returns each card to its origin deck; deck recall collects from everywhere", async () => {
    const { deck, hand, pile } = await setup();
    await hand.draw(deck, 3, quiet);
    await pile.draw(deck, 2, quiet);
    await hand.recall(quiet);
    expect(hand.cards.size).toBe(0);
    expect(deck.drawnCards).toHaveLength(2);
    await deck.recall(quiet);
    expect(pile.cards.size).toBe(0);
    expect(deck.drawnCards).toHaveLength(0);
  });

  it("a refused recall changes nothing: a deck owner who is not a GM cannot take cards out of others' hands", async () => {
    const { deck, hand } = await setup();
    const playerDeck = (await RuntimeCards.create({
      name: "Pat's deck",
      type: "deck",
      cards: cardData(4),
      ownership: { default: NONE, [player.id!]: OWNER },
    }))!;
    const gmPile = (await RuntimeCards.create({ name: "GM pile", type: "pile" }))!;
    await rt.as(player, () => hand.draw(playerDeck, 1, quiet));
    await gmPile.draw(playerDeck, 1, quiet);
    rt.writes.reset();
    await expect(rt.as(player, () => playerDeck.recall(quiet))).rejects.toThrow(/lacks permission to delete cards in GM pile/);
    expect(playerDeck.drawnCards).toHaveLength(2);
    expect(rt.writes.count).toBe(0);
    expect(deck.drawnCards).toHaveLength(0);
  });

  it("Card pass / play / discard / recall / flip", async () => {
    const { deck, hand, pile } = await setup();
    const [a, b, c] = await hand.draw(deck, 3, quiet);
    const moved = await a!.pass(pile, quiet);
    expect(moved?.parent).toBe(pile);
    await b!.play(pile, quiet);
    await c!.discard(pile, quiet);
    expect(pile.cards.size).toBe(3);
    const home = await pile.cards.get(a!.id!)!.recall(quiet);
    expect(home?.parent).toBe(deck);
    expect(home?.drawn).toBe(false);
    const deckCopyOfB = deck.cards.get(b!.id!)!;
    await deckCopyOfB.recall(quiet);
    expect(pile.cards.has(b!.id!)).toBe(false);
    expect(deckCopyOfB.drawn).toBe(false);
    const held = pile.cards.get(c!.id!)!;
    expect(held.face).toBeNull();
    await held.flip();
    expect(held.face).toBe(0);
    expect(held.currentFace?.img).toBe("card-3.svg");
    await held.flip();
    expect(held.face).toBeNull();
  });

  it("shuffle assigns new sort values, one write, reproducible from a seed", async () => {
    const { deck } = await setup();
    const order = () => [...deck.cards].sort((x, y) => x.sort - y.sort).map((x) => x.name);
    rt.seedRandom(7);
    await deck.shuffle(quiet);
    const once = order();
    expect(rt.writes.count).toBe(1);
    expect(new Set(once).size).toBe(10);
    await deck.recall(quiet);
    rt.seedRandom(7);
    for (const card of deck.cards) card.updateSource({ sort: Number(card.name.split(" ")[1]) - 1 });
    await deck.shuffle(quiet);
    expect(order()).toEqual(once);
  });

  it("passCards runs before the writes and can cancel; dealCards and returnCards fire", async () => {
    const { deck, hand, pile } = await setup();
    const seen: string[] = [];
    Hooks.on("passCards", (from: unknown, to: unknown, context: { action: string; toCreate: unknown[] }) => {
      seen.push(`${(from as RuntimeCards).name}>${(to as RuntimeCards).name}:${context.action}:${context.toCreate.length}`);
      return context.action !== "discard";
    });
    Hooks.on("dealCards", () => void seen.push("deal"));
    Hooks.on("returnCards", () => void seen.push("return"));
    await hand.draw(deck, 2, quiet);
    await hand.pass(pile, [hand.cards.contents[0]!.id!], { ...quiet, action: "discard" });
    expect(pile.cards.size).toBe(0);
    await deck.deal([pile], 1, quiet);
    await deck.recall(quiet);
    expect(seen).toEqual(["Deck>Hand:draw:2", "Hand>Pile:discard:1", "deal", "return"]);
  });

  it("chatNotification defaults to true and posts a plain message", async () => {
    const { deck, hand } = await setup();
    await hand.draw(deck, 1);
    const messages = [...(game.messages as unknown as Iterable<RuntimeChatMessage>)];
    expect(messages).toHaveLength(1);
    expect(messages[0]!._source["content"]).toContain('data-action="draw"');
    expect(rt.writes.log.at(-1)).toEqual({ op: "create", documentName: "ChatMessage", n: 1 });
  });
});
