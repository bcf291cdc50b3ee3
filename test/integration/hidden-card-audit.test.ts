/**
 * The hidden-card audit itself [CORE-06]: a card everyone saw face up and that then went back into
 * the hidden deck may be named (it was revealed; failed before: reported as a leak); a card that was
 * never shown to the table — still in the deck, or only ever in its owner's hand — may not.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardArt, cardShortName } from "../../src/foundry/table/card-identity.ts";
import { cardCode, cardKey, parseCard } from "../../src/rules/cards/card.ts";
import type { Card } from "../../src/rules/cards/card.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { facesNamed } from "./hidden-card-audit.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;
let hand: string;

beforeEach(async () => {
  world = await createWorld(1);
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  hand = `hand:${(await world.character("Ada", world.players[0]!)).id}`;
});

afterEach(() => {
  world.rt.uninstall();
});

const asGm = <T>(task: () => Promise<T>) => world.rt.as(world.gm, task);
const table = () => new world.modules.table.FoundryTable(world.ruleset, seededRandom(5));
const say = (text: string) => asGm(() => ChatMessage.create({ content: `<p>${text}</p>` }));

describe("the hidden-card audit", () => {
  it("[CORE-06] a card revealed on the table and then returned to the deck may be named; the message that revealed it may change", async () => {
    const [card] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    await asGm(() => table().move([card!], hand, "table"));
    const revealing = await say(`<img src="${cardArt(card!)}"> ${cardKey(card!)}`);
    await asGm(() => table().move([card!], "table", "deck"));
    expect(world.cardsIn("deck").map(cardKey)).toContain(cardKey(card!));
    await say(`${cardKey(card!)} went back into the deck`);
    await asGm(() => revealing!.update({ content: `<p>${cardKey(card!)} (returned)</p>` }));
    expect(world.audit.violations).toEqual([]);
    expect(world.audit.revealed.has(cardKey(card!))).toBe(true);
  });

  it("[CORE-06] a card never shown to the table is a leak, in the deck or back from its owner's hand", async () => {
    const [held] = (await asGm(() => table().draw("deck", hand, 1))).cards;
    await asGm(() => table().move([held!], hand, "deck"));
    const never = world.cardsIn("deck").find((card) => cardKey(card) !== cardKey(held!))!;
    await say(cardKey(held!));
    await say(cardKey(never));
    const messages = new Set(world.audit.violations.map((violation) => violation.split(" reveals ")[0]));
    expect(messages.size).toBe(2);
    expect(world.audit.violations.every((violation) => violation.includes("hidden in"))).toBe(true);
  });

  describe("[CORE-06] a card never shown to the table is a leak however it is written (each failed before: not caught)", () => {
    /** A card still in the hidden deck whose face no visible card shares, and a message naming it as `write` does. */
    const leak = async (write: (card: Card) => { content: string; flags?: object }) => {
      const never = world.cardsIn("deck")[0]!;
      await asGm(() => ChatMessage.create(write(never)));
      return never;
    };
    const expectLeak = () => {
      expect(world.audit.violations).toHaveLength(1);
      world.audit.violations.length = 0;
    };

    it("as a rules Card object in the message's data", async () => {
      await leak((card) => ({ content: "<p>A card.</p>", flags: { deckbound: { card: { ...card } } } }));
      expectLeak();
    });

    it("as a { rank, suit } pair, whatever else the object holds", async () => {
      await leak((card) => ({
        content: "<p>A card.</p>",
        flags: { deckbound: { picked: card.kind === "suited" ? { rank: card.rank, suit: card.suit, note: "x" } : {} } },
      }));
      expectLeak();
    });

    it("as its short name in the HTML", async () => {
      await leak((card) => ({ content: `<p>The next card is <b>${cardShortName(card)}</b>.</p>` }));
      expectLeak();
    });

    it("as its short name with the suit as an HTML entity", async () => {
      await leak((card) => ({
        content: `<p>${cardShortName(card).slice(0, -1)}${{ "♣": "&clubs;", "♦": "&diams;", "♥": "&hearts;", "♠": "&spades;" }[cardShortName(card).slice(-1)] ?? ""}</p>`,
      }));
      expectLeak();
    });

    it("as its bare code in the HTML", async () => {
      await leak((card) => ({ content: `<p>Next: ${cardCode(card)}</p>` }));
      expectLeak();
    });

    it("but not a code that only touches other letters, as inside a document id", async () => {
      await leak((card) => ({ content: `<p data-id="x${cardCode(card)}y">A card.</p>` }));
      expect(world.audit.violations).toEqual([]);
    });
  });

  it("[CORE-06] a joker named as a word is a leak, its code inside a random document id is not (an id holding 'JKB' failed a test run)", () => {
    const joker = [{ card: parseCard("JKB", ""), why: "JKB (hidden in Deck)" }];
    const named = (data: unknown) => facesNamed({ content: "<p>A card.</p>", data }, joker);
    expect(named({ system: { actorId: "q4JKBzL0aTmx81Yd" } })).toEqual([]);
    expect(named({ system: { note: "drew Black Joker" } })).toEqual(["short name of JKB (hidden in Deck)"]);
    expect(facesNamed({ content: "<p>Drew JKB.</p>", data: {} }, joker)).toEqual(["code in the text of JKB (hidden in Deck)"]);
    const queen = [{ card: parseCard("QH", ""), why: "QH" }];
    expect(facesNamed({ content: "", data: { note: "played Q♥." } }, queen)).toEqual(["short name of QH"]);
  });
});
