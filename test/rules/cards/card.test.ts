import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CardNotationError,
  JOKER_COLORS,
  RANKS,
  SUITS,
  cardCode,
  cardColor,
  cardKey,
  cardLabel,
  cardNameKey,
  isJoker,
  joker,
  parseCard,
  parseCards,
  rankCode,
  rankNameKey,
  sameCard,
  sameFace,
  suitColor,
  suitNameKey,
  suitSymbol,
  suited,
} from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { loadLanguage } from "../../../scripts/lang.mjs";
import type { LanguageTree } from "../../../scripts/lang.mjs";

const ALL_54: Card[] = [
  ...SUITS.flatMap((suit) => RANKS.map((rank) => suited(suit, rank, "main"))),
  ...JOKER_COLORS.map((color) => joker(color, "main")),
];

function lookup(tree: LanguageTree, key: string): string | undefined {
  let node: string | LanguageTree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe("card notation", () => {
  it("[CORE-01] every one of the 54 codes prints and parses back to the same card, origin included", () => {
    const codes = ALL_54.map(cardCode);
    expect(new Set(codes).size).toBe(54);
    for (const card of ALL_54) {
      for (const origin of ["main", "A", "skill-C"]) {
        const copy = { ...card, origin } as Card;
        const parsed = parseCard(cardCode(copy), origin);
        expect(parsed).toEqual(copy);
        expect(cardKey(parsed)).toBe(`${cardCode(copy)}@${origin}`);
      }
    }
  });

  it("[CORE-01] parsing is case-insensitive, trims, accepts T for ten, and defaults the origin to main", () => {
    expect(parseCard(" th ")).toEqual(suited("H", 10, "main"));
    expect(parseCard("10h")).toEqual(suited("H", 10, "main"));
    expect(parseCard("as")).toEqual(suited("S", 14, "main"));
    expect(parseCard("jkb", "B")).toEqual(joker("black", "B"));
    expect(parseCards("7C, 8c  JKR", "x").map(cardKey)).toEqual(["7C@x", "8C@x", "JKR@x"]);
  });

  it("[CORE-01] anything that is not a card is refused with CardNotationError", () => {
    for (const bad of ["", "1C", "11C", "0H", "AX", "JK", "JKX", "C8", "10", "8 C", "AAS"]) {
      expect(() => parseCard(bad), bad).toThrow(CardNotationError);
    }
  });

  it("[CORE-01] ranks print as 2–10, J, Q, K, A", () => {
    expect(RANKS.map(rankCode).join(" ")).toBe("2 3 4 5 6 7 8 9 10 J Q K A");
  });

  it("[CORE-01] identity is face plus origin; face alone ignores origin", () => {
    const a = suited("C", 8, "A");
    const b = suited("C", 8, "B");
    expect(sameFace(a, b)).toBe(true);
    expect(sameCard(a, b)).toBe(false);
    expect(sameCard(a, parseCard("8C", "A"))).toBe(true);
    expect(isJoker(joker("red", "A"))).toBe(true);
    expect(isJoker(a)).toBe(false);
  });
});

describe("suits, colours and symbols", () => {
  it("[CORE-01] clubs ♣ and spades ♠ are black, diamonds ♦ and hearts ♥ are red", () => {
    expect(SUITS.map((suit) => `${suitSymbol(suit)}${suitColor(suit)}`)).toEqual(["♣black", "♦red", "♥red", "♠black"]);
    expect(cardColor(joker("red", "m"))).toBe("red");
    expect(cardColor(joker("black", "m"))).toBe("black");
    expect(cardColor(suited("H", 2, "m"))).toBe("red");
  });

  it("[CORE-01] a card's short label carries its suit symbol, so suit never rests on colour alone", () => {
    expect(
      ALL_54.filter((card) => !isJoker(card))
        .map(cardLabel)
        .slice(0, 13)
        .join(" "),
    ).toBe("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣");
    expect(cardLabel(suited("D", 10, "m"))).toBe("10♦");
    expect(cardLabel(joker("black", "m"))).toBe("JKB");
  });

  it("[CORE-01] every card name key resolves to English in the merged language file", () => {
    const language = loadLanguage(join(import.meta.dirname, "../../../lang"));
    const eight = cardNameKey(suited("C", 8, "m"));
    expect(lookup(language, eight.key)).toBe("{rank} of {suit}");
    expect(Object.values(eight.data).map((key) => lookup(language, key))).toEqual(["Eight", "Clubs"]);
    for (const card of ALL_54) {
      const { key, data } = cardNameKey(card);
      expect(lookup(language, key), key).toBeDefined();
      for (const part of Object.values(data)) expect(lookup(language, part), part).toBeDefined();
    }
    for (const rank of RANKS) expect(lookup(language, rankNameKey(rank))).toBeDefined();
    for (const suit of SUITS) expect(lookup(language, suitNameKey(suit))).toBeDefined();
  });
});
