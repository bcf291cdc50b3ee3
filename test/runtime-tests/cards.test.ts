import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, type FoundryRuntime } from "../runtime/index.ts";


function cardData(n: number): Card.CreateData[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `Card ${i + 1}`, suit: i % 2 ? "hearts" : "spades", value: i + 1, sort: i,
    faces: [{ name: `Card ${i + 1}`, img: `card-${i + 1}.svg`, text: "" }], face: null,
    back: { name: "Back", img: "back.svg", text: "" },
  }));
}

describe("Cards semantics", () => {
  let rt: FoundryRuntime;
  let player: User.Implementation;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    player = await rt.createUser({ name: "Pat", role: "PLAYER" });
  });
  afterEach(() => rt.uninstall());

  async function setup(deckDefault: CONST.DOCUMENT_OWNERSHIP_LEVELS = CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE) {
    const { NONE, OWNER } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
    const deck = (await Cards.create({ name: "Deck", type: "deck", cards: cardData(10), ownership: { default: deckDefault } }))!;
    const hand = (await Cards.create({ name: "Hand", type: "hand", ownership: { default: NONE, [player.id!]: OWNER } }))!;
    const pile = (await Cards.create({ name: "Pile", type: "pile", ownership: { default: OWNER } }))!;
    rt.writes.reset();
    return { deck, hand, pile };
  }

  it("draw marks deck cards drawn and creates copies with the same id and origin = deck", async () => {
    const { deck, hand } = await setup();
    const drawn = await hand.draw(deck, 3, { chatNotification: false });
    expect(drawn.map((c) => c.name)).toEqual(["Card 1", "Card 2", "Card 3"]);
    expect(deck.cards.size).toBe(10);
    expect(deck.drawnCards.map((c) => c.id)).toEqual(drawn.map((c) => c.id));
    expect(deck.availableCards).toHaveLength(7);
    for (const card of hand.cards) {
      expect(card._source.origin).toBe(deck.id);
      expect(card.source).toBe(deck);
      expect(deck.cards.get(card.id!)?.drawn).toBe(true);
    }
    expect(rt.writes.count).toBe(2);
    expect(rt.writes.log).toEqual([
      { op: "create", documentName: "Card", n: 3 },
      { op: "update", documentName: "Card", n: 3 },
    ]);
  });

  it("a player may draw from a LIMITED deck into a hand they own, but not shuffle or recall it", async () => {
    const { deck, hand } = await setup(CONST.DOCUMENT_OWNERSHIP_LEVELS.LIMITED);
    const drawn = await rt.as(player, () => hand.draw(deck, 2, { chatNotification: false }));
    expect(drawn).toHaveLength(2);
    await expect(rt.as(player, () => deck.shuffle({ chatNotification: false }))).rejects.toThrow(/permission/);
    await expect(rt.as(player, () => deck.recall({ chatNotification: false }))).rejects.toThrow(/permission/);
  });

  it("a player may not draw from a deck they cannot see", async () => {
    const { deck, hand } = await setup(CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE);
    await expect(rt.as(player, () => hand.draw(deck, 1, { chatNotification: false }))).rejects.toThrow(/permission/);
    expect(deck.drawnCards).toHaveLength(0);
    expect(hand.cards.size).toBe(0);
    expect(rt.writes.count).toBe(0);
  });

  it("passing out of a hand deletes there; recall brings everything home", async () => {
    const { deck, hand, pile } = await setup();
    const [first] = await hand.draw(deck, 2, { chatNotification: false });
    await hand.pass(pile, [first!.id!], { chatNotification: false });
    expect(hand.cards.size).toBe(1);
    expect(pile.cards.get(first!.id!)?._source.origin).toBe(deck.id);
    await deck.recall({ chatNotification: false });
    expect(hand.cards.size).toBe(0);
    expect(pile.cards.size).toBe(0);
    expect(deck.drawnCards).toHaveLength(0);
  });

  it("shuffle is reproducible with a seed and flip toggles face", async () => {
    const { deck, hand } = await setup();
    rt.seedRandom(7);
    await deck.shuffle({ chatNotification: false });
    const order1 = [...deck.cards].sort((a, b) => a.sort - b.sort).map((c) => c.name);
    rt.seedRandom(7);
    await deck.shuffle({ chatNotification: false });
    expect(rt.writes.count).toBe(2);
    const [card] = await hand.draw(deck, 1, { chatNotification: false, updateData: { face: 0 } });
    expect(card!.face).toBe(0);
    await card!.flip();
    expect(card!.face).toBeNull();
    expect(order1).toHaveLength(10);
  });
});
