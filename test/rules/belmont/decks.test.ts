import { describe, expect, it } from "vitest";
import { SUITS, cardCode } from "../../../src/rules/cards/card.ts";
import {
  BELMONT_STACK_SPECS,
  CHALLENGE_ORIGIN,
  LUCK_ORIGIN,
  LUCK_STACK,
  SKILL_BY_SUIT,
  SKILL_ORIGIN,
  SKILL_SUITS,
  initialDecks,
  readDecks,
  skillLabelKey,
  startingStacks,
} from "../../../src/rules/belmont/index.ts";
import { dealTops, keysOf, startingTable } from "./table-helpers.ts";
import en from "../../../lang/en/belmont.json" with { type: "json" };

describe("Belmont decks", () => {
  it("[BEL-01] clubs are Sharp, spades Brawn, hearts Heart, diamonds Magic", () => {
    expect(SKILL_BY_SUIT).toEqual({ C: "sharp", S: "brawn", H: "heart", D: "magic" });
    expect(SKILL_SUITS.map(skillLabelKey)).toEqual([
      "DECKBOUND.Belmont.Skill.Sharp",
      "DECKBOUND.Belmont.Skill.Brawn",
      "DECKBOUND.Belmont.Skill.Heart",
      "DECKBOUND.Belmont.Skill.Magic",
    ]);
    expect(Object.values(en.DECKBOUND.Belmont.Skill)).toEqual(["Sharp", "Brawn", "Heart", "Magic"]);
  });

  it("[BEL-02] Belmont has four skill decks, one per suit, each 7 8 9 10 J Q K A", () => {
    const { skill } = initialDecks();
    for (const suit of SUITS) {
      expect(skill[suit].map(cardCode).join(" ")).toBe(["7", "8", "9", "10", "J", "Q", "K", "A"].map((rank) => `${rank}${suit}`).join(" "));
      expect(skill[suit].every((card) => card.origin === SKILL_ORIGIN)).toBe(true);
    }
  });

  it("[BEL-03] Fate has four hidden challenge decks of 9 10 J Q K A; every discard pile is public", () => {
    const { challenge } = initialDecks();
    for (const suit of SUITS) {
      expect(challenge[suit].map((card) => card.rank)).toEqual([9, 10, 11, 12, 13, 14]);
      expect(challenge[suit].every((card) => card.suit === suit && card.origin === CHALLENGE_ORIGIN)).toBe(true);
    }
    const visibility = Object.fromEntries(BELMONT_STACK_SPECS.map((spec) => [spec.id, spec.visibility]));
    for (const suit of SUITS) expect(visibility[`challenge-${suit}`]).toBe("hidden");
    const discards = BELMONT_STACK_SPECS.filter((spec) => spec.id.includes("discard"));
    expect(discards).toHaveLength(9);
    expect(discards.every((spec) => spec.visibility === "public")).toBe(true);
  });

  it("[BEL-04] the luck deck holds a copy of every skill card (32), as separate cards", () => {
    const decks = initialDecks();
    const skillFaces = SUITS.flatMap((suit) => decks.skill[suit])
      .map(cardCode)
      .sort();
    expect(decks.luck).toHaveLength(32);
    expect(decks.luck.map(cardCode).sort()).toEqual(skillFaces);
    expect(decks.luck.every((card) => card.origin === LUCK_ORIGIN)).toBe(true);
  });

  it("[BEL-02] [BEL-03] [BEL-04] the starting table holds every stack of the spec list, and reads back as the deck list", async () => {
    const ids = BELMONT_STACK_SPECS.map((spec) => spec.id);
    // Per suit: skill deck, its face-up top, its discards, challenge deck and discards; then luck deck, luck card, luck discards.
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(Object.keys(startingStacks()).every((id) => ids.includes(id))).toBe(true);
    expect(BELMONT_STACK_SPECS.find((spec) => spec.id === LUCK_STACK)?.runOut).toEqual({ kind: "reshuffle", discards: ["luck-discard"] });
    const table = startingTable(3);
    await dealTops(table);
    const read = await readDecks(table);
    const expected = initialDecks();
    for (const suit of SUITS) {
      expect(keysOf(read.skill[suit])).toEqual(keysOf(expected.skill[suit]));
      expect(keysOf(read.challenge[suit])).toEqual(keysOf(expected.challenge[suit]));
    }
    expect(keysOf(read.luck)).toEqual(keysOf(expected.luck));
  });
});
