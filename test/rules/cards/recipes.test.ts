import { describe, expect, it } from "vitest";
import { CardNotationError, cardCode, cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import {
  DeckRecipeError,
  customDeck,
  deckWithJokers,
  doubleDeckWithJokers,
  lowRange,
  standardDeck,
  suitRange,
  suitsLowRange,
  suitsRange,
} from "../../../src/rules/cards/recipes.ts";

const codes = (cards: readonly Card[]): string => cards.map(cardCode).join(" ");

describe("deck recipes", () => {
  it("[CORE-01] the standard deck is 52 distinct cards, clubs, diamonds, hearts, spades, each 2..A", () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map(cardKey)).size).toBe(52);
    expect(deck.every((card) => card.origin === "main")).toBe(true);
    expect(codes(deck.slice(0, 14))).toBe("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D");
    expect(codes(deck.slice(-1))).toBe("AS");
  });

  it("[CORE-01] the deck with jokers adds the red and the black joker (54)", () => {
    const deck = deckWithJokers("skill");
    expect(deck).toHaveLength(54);
    expect(codes(deck.slice(-2))).toBe("JKR JKB");
    expect(deck.every((card) => card.origin === "skill")).toBe(true);
  });

  it("[CORE-01] the double deck is 108 cards: each of the 54 faces once from origin A and once from B", () => {
    const deck = doubleDeckWithJokers();
    expect(deck).toHaveLength(108);
    expect(new Set(deck.map(cardKey)).size).toBe(108);
    const perFace = new Map<string, string[]>();
    for (const card of deck) perFace.set(cardCode(card), [...(perFace.get(cardCode(card)) ?? []), card.origin]);
    expect(perFace.size).toBe(54);
    for (const origins of perFace.values()) expect(origins).toEqual(["A", "B"]);
  });

  it("[CORE-01] suit ranges are inclusive and Ace high: 7–A, 9–A, 5–10", () => {
    expect(codes(suitRange("S", 7, 14, "o"))).toBe("7S 8S 9S 10S JS QS KS AS");
    expect(codes(suitRange("H", 9, 14, "o"))).toBe("9H 10H JH QH KH AH");
    expect(codes(suitRange("D", 5, 10, "o"))).toBe("5D 6D 7D 8D 9D 10D");
    expect(codes(suitRange("C", 12, 12, "o"))).toBe("QC");
    expect(suitsRange(["C", "D", "H", "S"], 7, 14, "o")).toHaveLength(32);
    expect(suitsRange(["C", "D", "H", "S"], 9, 14, "o")).toHaveLength(24);
    expect(suitsRange(["C", "D", "H", "S"], 5, 10, "o")).toHaveLength(24);
    expect(codes(suitsRange(["H", "C"], 13, 14, "o"))).toBe("KH AH KC AC");
  });

  it("[CORE-01] an Ace-low range A–4 is the Ace then 2, 3, 4 (16 cards over four suits)", () => {
    expect(codes(lowRange("H", 4, "o"))).toBe("AH 2H 3H 4H");
    const destiny = suitsLowRange(["C", "D", "H", "S"], 4, "destiny");
    expect(destiny).toHaveLength(16);
    expect(new Set(destiny.map(cardKey)).size).toBe(16);
    expect(codes(lowRange("S", 2, "o"))).toBe("AS 2S");
  });

  it("[CORE-01] reversed or Ace-spanning ranges are refused at authoring time", () => {
    expect(() => suitRange("C", 14, 4, "o")).toThrow(DeckRecipeError);
    expect(() => lowRange("C", 14, "o")).toThrow(DeckRecipeError);
  });

  it("[CORE-01] a custom deck accepts a notation string or list and refuses bad codes and duplicates", () => {
    expect(customDeck("7C 8C, JKR", "o")).toEqual(parseCards("7C 8C JKR", "o"));
    expect(customDeck(["AS", "10H"], "o").map(cardKey)).toEqual(["AS@o", "10H@o"]);
    expect(() => customDeck("7C 8X", "o")).toThrow(CardNotationError);
    expect(() => customDeck(["7C", "7c"], "o")).toThrow(DeckRecipeError);
    expect(() => customDeck("  ", "o")).toThrow(DeckRecipeError);
  });
});
