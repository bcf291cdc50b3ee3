import { describe, expect, it } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import { volunteerChoice, volunteerData } from "../../../src/rulesets/doa/volunteer-picker.ts";

const hand = parseCards("2C 7H KS", "xena");
const [two, seven, king] = hand.map(cardKey) as [string, string, string];

describe("the Epic Event volunteer's picker", () => {
  it("[DOA-19] offers every card of the hidden hand to play (the first preselected) and to sacrifice", () => {
    const { cards } = volunteerChoice(hand);
    expect(cards.map((card) => [card.key, card.field, card.first])).toEqual([
      [two, "sacrifice-0", true],
      [seven, "sacrifice-1", false],
      [king, "sacrifice-2", false],
    ]);
  });

  it("[DOA-19] sends the card played and the sacrifices, never the played card as a sacrifice", () => {
    expect(volunteerData({ play: seven, "sacrifice-0": two, "sacrifice-1": seven, "sacrifice-2": king }, hand, "x")).toEqual({ id: "x", code: "7H", origin: "xena", sacrifice: `${two},${king}` });
    expect(volunteerData({ play: king }, hand, "x")).toEqual({ id: "x", code: "KS", origin: "xena", sacrifice: "" });
  });

  it("[DOA-19] refuses a card that is not in the hand, and drops sacrifices from outside it", () => {
    expect(volunteerData({ play: "QD@xena" }, hand, "x")).toBeNull();
    expect(volunteerData({}, hand, "x")).toBeNull();
    expect(volunteerData({ play: two, "sacrifice-1": "QD@xena" }, hand, "x")?.sacrifice).toBe("");
  });
});
