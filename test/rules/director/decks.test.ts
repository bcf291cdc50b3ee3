import { describe, expect, it } from "vitest";
import { RANKS, SUITS, cardCode, cardKey } from "../../../src/rules/cards/card.ts";
import { standardDeck } from "../../../src/rules/cards/recipes.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  ATTRIBUTES,
  ATTRIBUTE_SUIT,
  BALANCED_ARCHETYPE,
  DEFAULT_DESTINY_COUNTS,
  DEFAULT_ENEMY_COUNTS,
  DESTINY_DISCARD_STACK,
  DESTINY_STACK,
  DESTINY_ORIGIN,
  ENEMY_DISCARD_STACK,
  ENEMY_ORIGIN,
  ENEMY_STACK,
  EXAMPLE_ARCHETYPES,
  MAX_COPIES,
  POKER_DECK_COPIES,
  SHIPPED_ARCHETYPES,
  actionDeck,
  actionDiscardStack,
  actionOrigin,
  actionStack,
  actionStackSpecs,
  attributeOfSuit,
  attributeSuit,
  cardsFromCounts,
  checkArchetype,
  checkCopies,
  checkCounts,
  countOf,
  countSymbols,
  countsFromCards,
  denseCounts,
  destinyDraw,
  directorStackSpecs,
  drawsFromOwnDeck,
  enemyDeck,
  highestRank,
  notWholeRefusal,
  REFUSAL,
  startingStacks,
  suitTotal,
  totalCards,
  withCardCount,
} from "../../../src/rules/director/index.ts";
import type { Archetype, CardCounts } from "../../../src/rules/director/index.ts";
import { actionCards, expectDecksWhole, directorTable, keysOf } from "./table-helpers.ts";

const EMPTY: CardCounts = { C: {}, D: {}, H: {}, S: {} };

describe("Attributes and suits [DIR-01]", () => {
  it("[DIR-01] Body is spades, Dexterity clubs, Spirit hearts, Mind diamonds", () => {
    expect(ATTRIBUTE_SUIT).toEqual({ body: "S", dexterity: "C", spirit: "H", mind: "D" });
    for (const attribute of ATTRIBUTES) expect(attributeOfSuit(attributeSuit(attribute))).toBe(attribute);
  });

  it("[DIR-01] a Body test counts spades and nothing else", () => {
    const hand = actionCards("ann", "2S KS 9H AC 5D");
    expect(
      countSymbols(
        hand.filter((card) => card.kind === "suited"),
        attributeSuit("body"),
      ),
    ).toBe(2);
  });
});

describe("Archetypes [DIR-02]", () => {
  it("[DIR-02] the Balanced default is the full 52-card deck and is not an example", () => {
    expect(BALANCED_ARCHETYPE.example).toBe(false);
    expect(keysOf(cardsFromCounts(BALANCED_ARCHETYPE.counts, "main"))).toEqual(keysOf(standardDeck("main")));
    expect(SHIPPED_ARCHETYPES[0]).toBe(BALANCED_ARCHETYPE);
  });

  it("[DIR-02] the other shipped archetypes are marked as examples and each favours one attribute", () => {
    expect(EXAMPLE_ARCHETYPES.length).toBeGreaterThanOrEqual(3);
    const favoured = new Set<string>();
    for (const archetype of EXAMPLE_ARCHETYPES) {
      expect(archetype.example, archetype.id).toBe(true);
      expect(archetype.name).toMatch(/^DECKBOUND\.Director\.Archetype\./);
      expect(checkArchetype(archetype)).toBeNull();
      const sizes = SUITS.map((suit) => suitTotal(archetype.counts, suit)).sort((a, b) => a - b);
      expect(sizes).toEqual([5, 7, 9, 13]);
      favoured.add(SUITS.find((suit) => suitTotal(archetype.counts, suit) === 13)!);
    }
    expect(favoured.size).toBe(EXAMPLE_ARCHETYPES.length);
  });

  it("[DIR-02] a character's action deck holds its archetype's cards, in its own stack and with its own origin", () => {
    const bruiser = EXAMPLE_ARCHETYPES[0]!;
    const stacks = startingStacks({ ann: bruiser.counts, bob: BALANCED_ARCHETYPE.counts });
    expect(stacks[actionStack("ann")]!.length).toBe(34);
    expect(stacks[actionStack("bob")]!.length).toBe(52);
    expect(new Set(stacks[actionStack("ann")]!.map((card) => card.origin))).toEqual(new Set([actionOrigin("ann")]));
    expect(actionStack("ann")).toBe("action:ann");
    expect(actionDiscardStack("ann")).toBe("action-discard:ann");
    expect(actionDeck("ann", bruiser.counts)).toEqual({
      stack: "action:ann",
      discard: "action-discard:ann",
      origin: "director-action-ann",
      composition: bruiser.counts,
    });
  });

  it("[DIR-02] an archetype with no cards is refused", () => {
    const empty: Archetype = { id: "nothing", name: "Nothing", example: false, counts: EMPTY };
    expect(checkArchetype(empty)).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.ArchetypeEmpty" });
  });

  it("[DIR-02] malformed counts are refused: unknown rank, negative, fractional, too many copies, missing suit", () => {
    const bad: unknown[] = [
      { ...EMPTY, S: { 1: 1 } },
      { ...EMPTY, S: { 5: -1 } },
      { ...EMPTY, S: { 5: 0.5 } },
      { ...EMPTY, S: { 5: MAX_COPIES + 1 } },
      { C: {}, D: {}, H: {} },
      null,
    ];
    for (const counts of bad)
      expect(checkCounts(counts), JSON.stringify(counts)).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.BadCardCounts" });
    expect(checkCounts({ ...EMPTY, S: { 5: MAX_COPIES } })).toBeNull();
  });

  it("[DIR-02][DIR-03] every deck is built from one poker deck: an edit may not raise a card above the copies allowed (one by the book), and a card already holding more keeps them or loses some", () => {
    const tooMany = { ok: false, reason: "DECKBOUND.Director.Refusal.TooManyCopies" };
    expect(POKER_DECK_COPIES).toBe(1);
    expect(checkCopies(EMPTY, BALANCED_ARCHETYPE.counts, POKER_DECK_COPIES)).toBeNull();
    expect(checkCopies(EMPTY, { ...EMPTY, D: { 7: 2 } }, POKER_DECK_COPIES)).toEqual(tooMany);
    expect(checkCopies(EMPTY, { ...EMPTY, D: { 7: 2 } }, 2)).toBeNull();
    expect(checkCopies(EMPTY, { ...EMPTY, D: { 7: MAX_COPIES } }, 3)).toEqual(tooMany);
    const mixed: CardCounts = { ...EMPTY, D: { 7: 3 } };
    expect(checkCopies(mixed, mixed, POKER_DECK_COPIES)).toBeNull();
    expect(checkCopies(mixed, { ...EMPTY, D: { 7: 2 } }, POKER_DECK_COPIES)).toBeNull();
    expect(checkCopies(mixed, { ...EMPTY, D: { 7: 4 } }, POKER_DECK_COPIES)).toEqual(tooMany);
    expect(checkCopies(mixed, { ...EMPTY, D: { 7: 3, 8: 2 } }, POKER_DECK_COPIES)).toEqual(tooMany);
  });

  it("[DIR-02] an archetype is editable: set a card's count, copies are distinct cards", () => {
    const edited = withCardCount(BALANCED_ARCHETYPE.counts, "S", 14, 2);
    if (!edited.ok) throw new Error(edited.reason);
    expect(totalCards(edited.counts)).toBe(53);
    expect(countOf(edited.counts, "S", 14)).toBe(2);
    const cards = cardsFromCounts(edited.counts, actionOrigin("ann"));
    const aces = cards.filter((card) => cardCode(card) === "AS").map(cardKey);
    expect(aces).toEqual(["AS@director-action-ann", "AS@director-action-ann#2"]);
    expect(countsFromCards(cards)).toEqual(edited.counts);
    const removed = withCardCount(BALANCED_ARCHETYPE.counts, "H", 2, 0);
    expect(removed.ok && totalCards(removed.counts)).toBe(51);
    expect(withCardCount(BALANCED_ARCHETYPE.counts, "H", 2, -1)).toEqual({ ok: false, reason: "DECKBOUND.Director.Refusal.BadCardCounts" });
    expect(countOf(BALANCED_ARCHETYPE.counts, "S", 14)).toBe(1);
  });
});

describe("Whose deck a test draws from [DIR-02] [DIR-03]", () => {
  it("[DIR-02] [CORE-06] a character draws from their own action deck or the enemy deck, never another character's", () => {
    expect(drawsFromOwnDeck("ann", actionDeck("ann", BALANCED_ARCHETYPE.counts))).toBe(true);
    expect(drawsFromOwnDeck("ann", enemyDeck())).toBe(true);
    expect(drawsFromOwnDeck("ann", actionDeck("bea", BALANCED_ARCHETYPE.counts))).toBe(false);
    expect(
      drawsFromOwnDeck("ann", {
        ...actionDeck("ann", BALANCED_ARCHETYPE.counts),
        discard: actionDeck("bea", BALANCED_ARCHETYPE.counts).discard,
      }),
    ).toBe(false);
    expect(drawsFromOwnDeck("ann", { ...enemyDeck(), origin: actionDeck("ann", BALANCED_ARCHETYPE.counts).origin })).toBe(false);
  });
});

describe("The Director's decks [DIR-03]", () => {
  it("[DIR-03] the destiny deck is Ace to 4 of each suit: 16 cards", () => {
    const cards = cardsFromCounts(DEFAULT_DESTINY_COUNTS, "d");
    expect(cards.length).toBe(16);
    for (const suit of SUITS)
      expect(cards.filter((card) => card.suit === suit).map(cardCode)).toEqual(["2", "3", "4", "A"].map((rank) => rank + suit));
  });

  it("[DIR-03] the enemy deck is 5 to 10 of each suit: 24 cards, highest card 10", () => {
    expect(totalCards(DEFAULT_ENEMY_COUNTS)).toBe(24);
    for (const suit of SUITS) {
      expect(RANKS.filter((rank) => countOf(DEFAULT_ENEMY_COUNTS, suit, rank) === 1)).toEqual([5, 6, 7, 8, 9, 10]);
      expect(highestRank(DEFAULT_ENEMY_COUNTS, suit)).toBe(10);
    }
  });

  it("[DIR-03] stacks: destiny and enemy decks with discard piles, decks hidden, piles public", () => {
    const specs = directorStackSpecs();
    expect(specs.map((spec) => spec.id)).toEqual([DESTINY_STACK, DESTINY_DISCARD_STACK, ENEMY_STACK, ENEMY_DISCARD_STACK]);
    expect([DESTINY_STACK, DESTINY_DISCARD_STACK, ENEMY_STACK, ENEMY_DISCARD_STACK]).toEqual([
      "destiny",
      "destiny-discard",
      "enemy",
      "enemy-discard",
    ]);
    for (const spec of [...specs, ...actionStackSpecs("ann")]) expect(spec.visibility).toBe(spec.kind === "deck" ? "hidden" : "public");
    expect(enemyDeck()).toEqual({
      stack: ENEMY_STACK,
      discard: ENEMY_DISCARD_STACK,
      origin: ENEMY_ORIGIN,
      composition: DEFAULT_ENEMY_COUNTS,
    });
  });

  it("[DIR-03] both Director decks are editable and the table is built from the edited recipes", () => {
    const destiny = withCardCount(DEFAULT_DESTINY_COUNTS, "H", 14, 0);
    const enemy = withCardCount(DEFAULT_ENEMY_COUNTS, "S", 11, 1);
    if (!destiny.ok || !enemy.ok) throw new Error("refused");
    const setup = directorTable({ ann: BALANCED_ARCHETYPE.counts }, 3, { destiny: destiny.counts, enemy: enemy.counts });
    expect(setup.table.contents(DESTINY_STACK).length).toBe(15);
    expect(setup.table.contents(ENEMY_STACK).length).toBe(25);
    expect(highestRank(enemy.counts, "S")).toBe(11);
    expectDecksWhole(setup);
  });

  it("[DIR-03][CORE-04] the destiny deck is the Director's oracle draw and reshuffles its discards when it runs out", async () => {
    const setup = directorTable({}, 4);
    const outcomes = await applyEffects(
      setup.table,
      Array.from({ length: 17 }, () => destinyDraw()),
    );
    expect(outcomes.map((outcome) => outcome.cards.length)).toEqual(Array.from({ length: 17 }, () => 1));
    expect(outcomes.slice(0, 16).every((outcome) => outcome.reshuffles === 0)).toBe(true);
    expect(outcomes[16]!.reshuffles).toBe(1);
    expect(keysOf(outcomes.slice(0, 16).flatMap((outcome) => outcome.cards))).toEqual(
      keysOf(cardsFromCounts(DEFAULT_DESTINY_COUNTS, DESTINY_ORIGIN)),
    );
    expect(keysOf([...setup.table.contents(DESTINY_STACK), ...setup.table.contents(DESTINY_DISCARD_STACK)])).toEqual(
      keysOf(cardsFromCounts(DEFAULT_DESTINY_COUNTS, DESTINY_ORIGIN)),
    );
  });
});

describe("Dense card counts [DIR-02]", () => {
  it("[DIR-02] write every suit × rank, 0 where absent, and keep the same cards", () => {
    const scout = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-scout")!.counts;
    const dense = denseCounts(scout);
    for (const suit of SUITS) expect(Object.keys(dense[suit])).toHaveLength(13);
    expect(cardsFromCounts(dense, "x")).toEqual(cardsFromCounts(scout, "x"));
    expect(checkCounts(dense)).toBeNull();
  });
});

describe("A whole deck to draw from [DIR-11]", () => {
  it("[DIR-11] a draw is refused while any deck it takes has cards out on its discard pile (a tie's, face up), and allowed once every one is whole", () => {
    expect(notWholeRefusal([0, 0])).toBeNull();
    expect(notWholeRefusal([])).toBeNull();
    expect(notWholeRefusal([0, 5])).toEqual({ ok: false, reason: REFUSAL.DeckNotWhole });
  });
});
